import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { setFormDefaults, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import {
  listOf,
  pickFilter,
  readListParams,
  failKeepingInput,
  listFirstPage,
  localizedErrors,
  localizeFor,
  redirectWithFlash,
  success,
  withFullStops,
} from "~/components/admin/admin.server";
import { roleFilterOptions, roleLabelId } from "~/components/admin/filters";
import { Avatar } from "~/components/admin/icons";
import { useResetKey } from "~/components/admin/layout-data";
import { ListFilters } from "~/components/admin/ListFilters";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { userCreateValidator } from "~/components/admin/account-validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { ADMIN_PAGE_SIZE, EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from "~/lib/limits";
import { metaTitle } from "~/lib/seo";
import { assignableRoles, canCreateUsers, canEditRoleOf, roles, usersScreenRoles } from "~/lib/roles";
import { translate } from "~/lib/texts.server";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("users.title"), matches);

const FORM_ID = "add-user";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, role, user } = await requireStaff(request, context, usersScreenRoles);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const roleFilter = pickFilter(list.searchParams, "role", roles);
  const users = listOf(await apiClient(context, token).users.list({ limit: list.limit, offset: list.offset, role: roleFilter, q: list.q }));
  return json({
    users: users.items,
    total: users.total,
    page: list.page,
    role: roleFilter,
    q: list.q,
    viewer: { id: user.id, role },
    // In the loader data, so fields addressed by form id get it when rendered without JavaScript.
    ...setFormDefaults(FORM_ID, { role: "EDITOR" }),
  });
}

/** Only a super admin may add staff (SPEC 6); anyone else posting here goes to the Dashboard. */
export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, ["SUPER_ADMIN"]);
  const backToList = listFirstPage(request, routes.users());
  const result = await userCreateValidator.validate(await request.formData());
  if (result.error) {
    const { password: _password, ...typed } = result.submittedData;
    return validationError(localizedErrors(locale, result.error), typed);
  }
  const created = await apiClient(context, token).post("users/create", result.data);
  if (created.status === 201) return redirectWithFlash(request, backToList, success(locale, "account.registered"));
  // SPEC 8: the server's messages, one per line, each ending with a full stop; in the staff member's language.
  const messages = created.error?.message.length
    ? withFullStops(created.error.message).map((sentence) => localizeFor(locale, sentence))
    : [translate(locale, "notice.genericError")];
  const { password: _password, ...typed } = result.data;
  return failKeepingInput(FORM_ID, typed, { kind: "error", message: messages.join("\n") });
}

function AddUserForm() {
  const { t } = useI18n();
  return (
    <ValidatedForm validator={userCreateValidator} method="post" id={FORM_ID} noValidate>
      <div className="row g-3">
        <div className="col-md-6">
          <Field
            formId={FORM_ID}
            name="username"
            label={t("field.username")}
            maxLength={NAME_MAX}
            autoComplete="off"
            required
            className=""
          />
        </div>
        <div className="col-md-6">
          <Field
            formId={FORM_ID}
            name="email"
            type="email"
            label={t("field.email")}
            maxLength={EMAIL_MAX}
            autoComplete="off"
            required
            className=""
          />
        </div>
        <div className="col-md-6">
          <Field
            formId={FORM_ID}
            name="password"
            type="password"
            label={t("field.password")}
            maxLength={PASSWORD_MAX}
            autoComplete="new-password"
            required
            className=""
          />
        </div>
        <div className="col-md-6">
          <Field
            formId={FORM_ID}
            name="role"
            as="select"
            label={t("field.role")}
            options={assignableRoles.map((r) => ({ value: r, label: t(roleLabelId(r)) }))}
            className=""
          />
        </div>
      </div>
      <SubmitButton formId={FORM_ID} className="btn btn-dark mt-3">
        {t("users.add")}
      </SubmitButton>
    </ValidatedForm>
  );
}

export default function Users() {
  const data = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const { search } = useLocation();
  const resetKey = useResetKey();
  return (
    <>
      <ActionBanner />
      <h1 className="admin-page-title">{t("users.title")}</h1>
      {canCreateUsers(data.viewer.role) ? (
        <section className="admin-card" aria-labelledby="add-user-heading">
          <h2 id="add-user-heading">{t("users.addHeading")}</h2>
          <AddUserForm key={resetKey} />
        </section>
      ) : null}
      <section className="admin-card" aria-labelledby="user-list-heading">
        <h2 id="user-list-heading">{t("users.listHeading")}</h2>
        <ListFilters
          select={{ name: "role", label: t("field.role"), options: roleFilterOptions(t), value: data.role }}
          searchLabel={t("list.searchByUsername")}
          q={data.q}
        />
        <AdminTable columns={[t("col.username"), t("col.email"), t("col.role"), t("col.createdAt")]} isEmpty={data.users.length === 0}>
          {data.users.map((u) => {
            const editable = canEditRoleOf(data.viewer.role, u.role);
            const label = editable ? t("action.edit") : t("action.more");
            return (
              <tr key={u.id}>
                <td>
                  <div className="d-flex align-items-center gap-2">
                    <Avatar src={u.imgUrl} name={u.username} size={32} />
                    <span>
                      <bdi>{u.username}</bdi>
                      {u.id === data.viewer.id ? <span className="text-body-secondary small"> ({t("users.you")})</span> : null}
                    </span>
                  </div>
                </td>
                <td className="admin-cell-clip">
                  <bdi dir="ltr">{u.email}</bdi>
                </td>
                <td>{t(roleLabelId(u.role))}</td>
                <td className="text-nowrap">{date(u.createAt)}</td>
                <td className="text-end">
                  <Link
                    className={`btn btn-sm ${editable ? "btn-dark" : "btn-outline-dark"}`}
                    to={`${routes.user(u.id)}${search}`}
                    preventScrollReset
                    aria-label={editable ? t("list.editUser", { name: u.username }) : t("list.moreAbout", { name: u.username })}
                  >
                    {label}
                  </Link>
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <AdminListFooter total={data.total} totalId="list.total.users" pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
      <Outlet />
    </>
  );
}

import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, Outlet, useLoaderData, useLocation } from "@remix-run/react";
import { setFormDefaults, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import { listOf, pickFilter, readListParams, failKeepingInput, listFirstPage, redirectWithFlash, success } from "~/components/admin/admin.server";
import { roleFilterOptions } from "~/components/admin/filters";
import { Avatar } from "~/components/admin/icons";
import { useResetKey } from "~/components/admin/layout-data";
import { ListFilters } from "~/components/admin/ListFilters";
import { ListFooter } from "~/components/Pagination";
import { userCreateValidator } from "~/components/admin/validators";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { Field, SubmitButton } from "~/components/form";
import { formatDate } from "~/lib/format";
import { ADMIN_PAGE_SIZE, EMAIL_MAX, NAME_MAX, PASSWORD_MAX } from "~/lib/limits";
import { sayAdmin, t } from "~/lib/admin-messages";
import { metaTitle } from "~/lib/meta";
import { assignableRoles, canCreateUsers, canEditRoleOf, roleLabels, roles, usersScreenRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { AdminTable } from "~/components/admin/AdminTable";

export const meta: MetaFunction = ({ matches }) => metaTitle(t("users.title"), matches);

const FORM_ID = "add-user";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, role, user } = await requireStaff(request, context, usersScreenRoles);
  const list = readListParams(request, ADMIN_PAGE_SIZE);
  const roleFilter = pickFilter(list.searchParams, "role", roles);
  const users = listOf(
    await apiClient(context, token).users.list({ limit: list.limit, offset: list.offset, role: roleFilter, q: list.q }),
  );
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
  const { token } = await requireStaff(request, context, ["SUPER_ADMIN"]);
  const backToList = listFirstPage(request, routes.users());
  const result = await userCreateValidator.validate(await request.formData());
  if (result.error) {
    const { password: _password, ...typed } = result.submittedData;
    return validationError(result.error, typed);
  }
  const created = await apiClient(context, token).post("users/create", result.data);
  if (created.status === 201) return redirectWithFlash(request, backToList, success("account.registered"));
  // SPEC 8: the server's messages, one per line, each ending with a full stop.
  const messages = created.error?.message.length ? created.error.message : [t("notice.genericError")];
  const { password: _password, ...typed } = result.data;
  return failKeepingInput(FORM_ID, typed, { kind: "error", message: sayAdmin.sentences(messages).join("\n") });
}

function AddUserForm() {
  return (
    <ValidatedForm validator={userCreateValidator} method="post" id={FORM_ID} noValidate>
      <div className="row g-3">
        <div className="col-md-6">
          <Field formId={FORM_ID} name="username" label={t("field.username")} maxLength={NAME_MAX} autoComplete="off" required className="" />
        </div>
        <div className="col-md-6">
          <Field formId={FORM_ID} name="email" type="email" label={t("field.email")} maxLength={EMAIL_MAX} autoComplete="off" required className="" />
        </div>
        <div className="col-md-6">
          <Field formId={FORM_ID} name="password" type="password" label={t("field.password")} maxLength={PASSWORD_MAX} autoComplete="new-password" required className="" />
        </div>
        <div className="col-md-6">
          <Field
            formId={FORM_ID}
            name="role"
            as="select"
            label={t("field.role")}
            options={assignableRoles.map((r) => ({ value: r, label: roleLabels[r] }))}
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
          select={{ name: "role", label: t("field.role"), options: roleFilterOptions(), value: data.role }}
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
                      {u.username}
                      {u.id === data.viewer.id ? <span className="text-body-secondary small"> ({t("users.you")})</span> : null}
                    </span>
                  </div>
                </td>
                <td className="admin-cell-clip">{u.email}</td>
                <td>{roleLabels[u.role]}</td>
                <td className="text-nowrap">{formatDate(u.createAt)}</td>
                <td className="text-end">
                  <Link
                    className={`btn btn-sm ${editable ? "btn-dark" : "btn-outline-dark"}`}
                    to={`${routes.user(u.id)}${search}`}
                    preventScrollReset
                    aria-label={`${label}: ${u.username}`}
                  >
                    {label}
                  </Link>
                </td>
              </tr>
            );
          })}
        </AdminTable>
        <ListFooter total={data.total} noun={t("users.title")} pageSize={ADMIN_PAGE_SIZE} page={data.page} />
      </section>
      <Outlet />
    </>
  );
}

import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation } from "@remix-run/react";
import { setFormDefaults, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import { genericError, localizedErrors, redirectWithFlash, requireId, searchOf, success } from "~/components/admin/admin.server";
import { roleLabelId } from "~/components/admin/filters";
import { Avatar } from "~/components/admin/icons";
import { RouteModal } from "~/components/admin/Modal";
import { roleChangeValidator } from "~/components/admin/account-validators";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { metaTitle } from "~/lib/seo";
import { assignableRoles, canEditRoleOf, usersScreenRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { t } = metaI18n(matches);
  return metaTitle(data?.editable ? t("users.editTitle") : t("users.detailsTitle"), matches);
};

const FORM_ID = "edit-role";

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token, role } = await requireStaff(request, context, usersScreenRoles);
  const id = requireId(params.id);
  // The API has no single-user read; the staff list is short, so the whole list is read once.
  const all = await apiClient(context, token).users.list();
  const user = all.ok ? all.data.find((u) => u.id === id) : undefined;
  if (!user) throw redirect(routes.pageNotFound());
  // In the loader data, so the field addressed by form id gets it when rendered without JavaScript.
  return json({ user, editable: canEditRoleOf(role, user.role), ...setFormDefaults(FORM_ID, { role: user.role }) });
}

/** SPEC 6: only a super admin changes a role, to Admin or Editor, of a user who is not a super admin. */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, ["SUPER_ADMIN"]);
  const id = requireId(params.id);
  const backToList = `${routes.users()}${searchOf(request)}`;
  const result = await roleChangeValidator.validate(await request.formData());
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const answer = await apiClient(context, token).put(`users/update/${id}`, { role: result.data.role });
  if (answer.ok) return redirectWithFlash(request, backToList, success(locale, "user.updated"));
  console.error("role change failed", id, answer.status, answer.error?.message);
  return redirectWithFlash(request, backToList, genericError(locale));
}

export default function UserDetails() {
  const { user, editable } = useLoaderData<typeof loader>();
  const { t, date } = useI18n();
  const { search } = useLocation();
  const closeTo = `${routes.users()}${search}`;
  return (
    <RouteModal
      title={editable ? t("users.editTitle") : t("users.detailsTitle")}
      closeTo={closeTo}
      footer={
        <>
          <Link className="btn btn-outline-secondary" to={closeTo} preventScrollReset>
            {t("action.close")}
          </Link>
        </>
      }
    >
      <div className="d-flex align-items-center gap-3 mb-3">
        <Avatar src={user.imgUrl} name={user.username} size={64} alt={t("admin.avatarOf", { name: user.username })} />
        <dl className="mb-0">
          <dt className="visually-hidden">{t("col.username")}</dt>
          <dd className="fw-semibold mb-0">
            <bdi>{user.username}</bdi>
          </dd>
          <dt className="visually-hidden">{t("col.email")}</dt>
          <dd className="mb-0">
            <bdi dir="ltr">{user.email}</bdi>
          </dd>
          <dt className="visually-hidden">{t("col.role")}</dt>
          <dd className="mb-0 text-body-secondary">{t(roleLabelId(user.role))}</dd>
          <dt className="visually-hidden">{t("col.createdAt")}</dt>
          <dd className="mb-0 small text-body-secondary">{date(user.createAt)}</dd>
        </dl>
      </div>
      {editable ? (
        <ValidatedForm validator={roleChangeValidator} method="post" id={FORM_ID} action={`${routes.user(user.id)}${search}`} noValidate>
          <Field
            formId={FORM_ID}
            name="role"
            as="select"
            label={t("field.role")}
            options={assignableRoles.map((r) => ({ value: r, label: t(roleLabelId(r)) }))}
          />
          <SubmitButton formId={FORM_ID}>{t("users.saveRole")}</SubmitButton>
        </ValidatedForm>
      ) : null}
    </RouteModal>
  );
}

import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { setFormDefaults, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import { failure, genericError, localizedErrors, redirectWithFlash, requireFound, requireId } from "~/components/admin/admin.server";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { DiscountForm } from "~/components/admin/DiscountForm";
import { discountFormDefaults, discountInputOf, discountValidatorFor, type DiscountCode } from "~/components/admin/discounts";
import { codeBanner, notAllowed, refusedForm, requireDiscountAdmin } from "~/components/admin/discounts.server";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { metaI18n, useI18n } from "~/components/i18n";
import { formText } from "~/lib/form-check";
import { adminRoles } from "~/lib/roles";
import { metaTitle } from "~/lib/seo";
import { storeCurrencyOf } from "~/lib/seo.server";
import { requireStaff } from "~/session.server";
import { adminRoutes } from "~/lib/admin-routes";

export const meta: MetaFunction<typeof loader> = ({ matches, data }) => {
  const { t } = metaI18n(matches);
  return metaTitle(data ? t("admin.discounts.editTitle", { code: data.code.code }) : t("admin.discounts.title"), matches);
};

/** The form's id follows the code's last change, so that a form saved with JavaScript never shows stale defaults. */
const formIdOf = (code: DiscountCode) => `discount-${code.id}-${Date.parse(code.updateAt).toString(36)}`;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context, adminRoles);
  const id = requireId(params.id);
  const code = requireFound(await apiClient(context, token).get<DiscountCode>(`discounts/${id}`));
  const formId = formIdOf(code);
  return json({ code, formId, ...setFormDefaults(formId, discountFormDefaults(code)) });
}

/**
 * Everything done to one code: the form's update, and the list's Pause, Resume and Delete (after its confirmation).
 * Only admins; an editor's post goes back to the list with a banner saying why.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const { token, locale } = await requireDiscountAdmin(request, context);
  const id = requireId(params.id);
  const api = apiClient(context, token);
  const form = await request.formData();
  const intent = formText(form, "intent");
  const list = adminRoutes.discounts();

  if (intent === "pause" || intent === "resume" || intent === "delete") {
    const current = await api.get<DiscountCode>(`discounts/${id}`);
    if (current.status === 404) return redirectWithFlash(request, list, failure(locale, "admin.discounts.gone"));
    if (!current.ok) return redirectWithFlash(request, list, genericError(locale));
    const code = current.data;
    const answer =
      intent === "delete"
        ? await api.delete(`discounts/${id}`)
        : await api.put(`discounts/update/${id}`, { ...discountInputOf(code), paused: intent === "pause" });
    if (answer.ok) {
      const said =
        intent === "delete" ? "admin.discounts.deleted" : intent === "pause" ? "admin.discounts.pausedDone" : "admin.discounts.resumedDone";
      return redirectWithFlash(request, list, codeBanner(locale, said, code.code));
    }
    if (answer.status === 403) return notAllowed(request, locale);
    if (answer.status === 404) return redirectWithFlash(request, list, failure(locale, "admin.discounts.gone"));
    console.error("discount code change failed", id, intent, answer.status, answer.error?.message);
    return redirectWithFlash(request, list, genericError(locale));
  }

  const result = await discountValidatorFor(storeCurrencyOf(context)).validate(form);
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const formId = result.formId ?? "";
  const saved = await api.put<DiscountCode>(`discounts/update/${id}`, result.data);
  if (saved.ok) return redirectWithFlash(request, list, codeBanner(locale, "admin.discounts.updated", saved.data.code));
  if (saved.status === 404) return redirectWithFlash(request, list, failure(locale, "admin.discounts.gone"));
  return refusedForm(request, locale, formId, saved, result.submittedData);
}

export default function EditDiscount() {
  const { code, formId } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const title = t("admin.discounts.editTitle", { code: code.code });
  return (
    <>
      <ActionBanner />
      <Breadcrumb parentTo={adminRoutes.discounts()} parentLabel={t("admin.discounts.title")} current={code.code} />
      <h1 className="admin-page-title">{title}</h1>
      <section className="admin-card" aria-label={title}>
        <DiscountForm key={formId} formId={formId} submitLabel={t("admin.discounts.save")} />
      </section>
    </>
  );
}

import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { setFormDefaults, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import { localizedErrors, redirectWithFlash } from "~/components/admin/admin.server";
import { Breadcrumb } from "~/components/admin/Breadcrumb";
import { DiscountForm } from "~/components/admin/DiscountForm";
import { discountValidatorFor, type DiscountCode } from "~/components/admin/discounts";
import { codeBanner, refusedForm, requireDiscountAdmin } from "~/components/admin/discounts.server";
import { ActionBanner } from "~/components/admin/FlashBanner";
import { metaI18n, useI18n } from "~/components/i18n";
import { adminRoles } from "~/lib/roles";
import { metaTitle } from "~/lib/seo";
import { storeCurrencyOf } from "~/lib/seo.server";
import { requireStaff } from "~/session.server";
import { adminRoutes } from "~/lib/admin-routes";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("admin.discounts.newTitle"), matches);

const FORM_ID = "new-discount";

/** Admins create codes (the API's "admin" access); anyone else opening the form goes to the Dashboard, as on Shipping. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireStaff(request, context, adminRoles);
  // In the loader data, so the form has them when rendered without JavaScript.
  return json({ ...setFormDefaults(FORM_ID, { kind: "percent" }) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireDiscountAdmin(request, context);
  const result = await discountValidatorFor(storeCurrencyOf(context)).validate(await request.formData());
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const created = await apiClient(context, token).post<DiscountCode>("discounts/create", result.data);
  if (created.status === 201)
    return redirectWithFlash(request, adminRoutes.discounts(), codeBanner(locale, "admin.discounts.created", created.data.code));
  return refusedForm(request, locale, FORM_ID, created, result.submittedData);
}

export default function NewDiscount() {
  const { t } = useI18n();
  return (
    <>
      <ActionBanner />
      <Breadcrumb parentTo={adminRoutes.discounts()} parentLabel={t("admin.discounts.title")} current={t("admin.discounts.newTitle")} />
      <h1 className="admin-page-title">{t("admin.discounts.newTitle")}</h1>
      <section className="admin-card" aria-label={t("admin.discounts.newTitle")}>
        <DiscountForm formId={FORM_ID} submitLabel={t("admin.discounts.create")} />
      </section>
    </>
  );
}

import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { setFormDefaults, ValidatedForm, validationError } from "remix-validated-form";
import { apiClient } from "~/api-client.server";
import { genericError, localizedErrors, redirectWithFlash, requireFound, success } from "~/components/admin/admin.server";
import { shippingValidatorFor } from "~/components/admin/order-validators";
import { Field, SubmitButton } from "~/components/form";
import { metaI18n, useI18n } from "~/components/i18n";
import { PRICE_MAX_LENGTH } from "~/lib/limits";
import { routes } from "~/lib/routes";
import { adminRoles } from "~/lib/roles";
import { metaTitle } from "~/lib/seo";
import { storeCurrencyOf } from "~/lib/seo.server";
import type { ShippingRates } from "~/lib/shipping";
import type { TextId } from "~/lib/text-ids";
import { textsFor } from "~/lib/texts.server";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("shipping.title"), matches);

/**
 * The form's id follows the saved rates: remix-validated-form keeps a form's defaults by its id, so a form saved
 * with JavaScript would go on showing what was typed ("11") instead of what is stored ("11.00").
 */
function formIdFor(rates: ShippingRates): string {
  const text = JSON.stringify(rates);
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return `shipping-${(hash >>> 0).toString(36)}`;
}

/** Admins set what delivery costs (SPEC's admin roles; editors are sent to the Dashboard, as on Users). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const rates = requireFound(await apiClient(context, token).shipping.rates());
  const formId = formIdFor(rates);
  return json({
    states: rates.fees.map((row) => row.state),
    formId,
    // The governorates by their names in the staff member's language ("cart" holds them, as the checkout shows them).
    ...textsFor(locale, "cart"),
    ...setFormDefaults(formId, { fees: rates.fees, freeShippingOver: rates.freeShippingOver ?? "" }),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const result = await shippingValidatorFor(storeCurrencyOf(context)).validate(await request.formData());
  if (result.error) return validationError(localizedErrors(locale, result.error), result.submittedData);
  const saved = await apiClient(context, token).shipping.save(result.data);
  const here = routes.shipping();
  if (!saved.ok) {
    console.error("shipping fees not saved", saved.status, saved.error?.message);
    return redirectWithFlash(request, here, genericError(locale));
  }
  return redirectWithFlash(request, here, success(locale, "shipping.saved"));
}

export default function Shipping() {
  const { states, formId } = useLoaderData<typeof loader>();
  const { t, currency } = useI18n();
  return (
    <>
      <h1 className="admin-page-title">{t("shipping.title")}</h1>
      <p className="text-body-secondary">{t("shipping.intro")}</p>
      <ValidatedForm key={formId} validator={shippingValidatorFor(currency)} method="post" id={formId} noValidate>
        <section className="admin-card mb-4" aria-labelledby="fees-heading">
          <h2 id="fees-heading">{t("shipping.feesHeading")}</h2>
          <div className="row row-cols-2 row-cols-md-3 row-cols-xl-4 g-3">
            {states.map((state, index) => (
              <div className="col" key={state}>
                <input type="hidden" name={`fees[${index}].state`} value={state} />
                <Field
                  formId={formId}
                  name={`fees[${index}].fee`}
                  label={t(`state.${state}` as TextId)}
                  inputMode="decimal"
                  maxLength={PRICE_MAX_LENGTH}
                  className="mb-0"
                  required
                />
              </div>
            ))}
          </div>
        </section>
        <section className="admin-card mb-4" aria-labelledby="free-heading">
          <h2 id="free-heading">{t("shipping.freeHeading")}</h2>
          <div className="row">
            <Field
              formId={formId}
              name="freeShippingOver"
              label={t("field.freeShippingOver")}
              inputMode="decimal"
              maxLength={PRICE_MAX_LENGTH}
              hint={t("shipping.freeHint")}
              className="col-md-6 col-xl-4 mb-0"
            />
          </div>
        </section>
        <SubmitButton formId={formId}>{t("shipping.save")}</SubmitButton>
      </ValidatedForm>
    </>
  );
}

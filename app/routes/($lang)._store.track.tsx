import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { CheckedField, CheckedForm, CheckedSubmit, FormErrors, TelephoneField } from "~/components/store/checked-form";
import { OrderStatus } from "~/components/store/order-status";
import { apiClient, apiReasonsIn, checkTrackForm, keepTypedValues, pageLocale, textsFor, translate } from "~/components/store/pages.server";
import { ORDER_REFERENCE_INPUT_MAX } from "~/lib/limits";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";
import type { OrderTracking } from "~/lib/types";
import { formText } from "~/lib/form-check";
import { minusAmount } from "~/lib/order-discount";
import { keptLineLabels } from "~/components/store/kept-lines.server";

export const meta: MetaFunction = ({ matches, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  return metaTitle(t("track.title"), matches);
};

/** What it shows depends on what was typed: nothing to list, nothing for the HTML cache to share. */
export const handle = noindexHandle;

/** The browser checks the form with the API's own schema, loaded when the shopper starts typing. */
const loadTrackSchema = () => import("~/lib/order-schemas").then((schemas) => schemas.trackOrderSchema);
const FORM_ID = "track";
const fieldNames = ["reference", "telephone"] as const;

export function loader({ params }: LoaderFunctionArgs) {
  return textsFor(pageLocale(params), "cart", "validation");
}

/**
 * Order tracking (`/track`): the order's number and the telephone it was placed with show where it stands. The
 * API answers any wrong pair alike and counts the attempts of each client, so tracking cannot be used to guess.
 */
export async function action({ request, context, params }: ActionFunctionArgs) {
  const locale = pageLocale(params);
  const form = await request.formData();
  const values = Object.fromEntries(fieldNames.map((name) => [name, formText(form, name)]));
  const checked = checkTrackForm(form);
  if (checked.fieldErrors) return json({ errors: null, ...keepTypedValues(FORM_ID, values, checked.fieldErrors) }, { status: 400 });
  const answer = await apiClient(context).post<OrderTracking>("orders/track", checked.data);
  if (answer.ok) {
    // A parcel kept in part: each line named here, in the page's language, so that the page carries no more code.
    return json({ tracking: { ...answer.data, kept: keptLineLabels(answer.data.kept, locale) } });
  }
  const reasons = answer.error?.message ?? [translate(locale, "notice.genericError")];
  return json(
    { errors: apiReasonsIn(locale, reasons), ...keepTypedValues(FORM_ID, values) },
    { status: answer.status >= 400 ? answer.status : 503, headers: retryAfterOf(answer.headers) },
  );
}

/** A refusal over the limit keeps saying when to come back, for the browser as for the shopper. */
function retryAfterOf(headers: Headers): HeadersInit {
  const retryAfter = headers.get("retry-after");
  return retryAfter ? { "Retry-After": retryAfter } : {};
}

export default function TrackOrder() {
  const actionData = useActionData<typeof action>();
  const { t, path, money } = useI18n();
  const tracking = actionData && "tracking" in actionData ? actionData.tracking : null;
  const errors = actionData && "errors" in actionData ? actionData.errors : null;
  const answer = actionData && "formId" in actionData ? actionData : null;

  return (
    <>
      <PageBanner title={t("track.title")} />
      <div className="container store-section">
        <div className="row justify-content-center g-4">
          <div className="col-lg-6">
            <div className="store-card">
              <p className="text-body-secondary">{t("track.intro")}</p>
              <FormErrors errors={errors} />
              <CheckedForm id={FORM_ID} loadSchema={loadTrackSchema} answer={answer} action={path(routes.track())}>
                <CheckedField
                  name="reference"
                  label={t("track.reference")}
                  hint={t("track.referenceHint")}
                  autoComplete="off"
                  maxLength={ORDER_REFERENCE_INPUT_MAX}
                  required
                />
                <TelephoneField label={t("track.telephone")} required />
                <CheckedSubmit className="btn btn-dark btn-lg store-btn">{t("track.submit")}</CheckedSubmit>
              </CheckedForm>
            </div>
          </div>
          {tracking ? (
            <section className="col-lg-6" aria-labelledby="track-found-title" data-testid="track-result">
              <div className="store-card">
                <h2 id="track-found-title" className="h4 mb-3">
                  {t("track.found")}
                </h2>
                <OrderStatus order={tracking} />
                {tracking.kept.length ? (
                  <section aria-labelledby="track-kept-title" className="mb-3" data-testid="track-kept">
                    <h3 id="track-kept-title" className="h6">
                      {t("track.keptHeading")}
                    </h3>
                    <ul className="list-unstyled mb-0">
                      {tracking.kept.map((line, index) => (
                        <li key={index}>
                          <span dir="auto">{line.label}</span>:{" "}
                          {t("order.keptQuantities", { ordered: line.quantity, kept: line.keptQuantity })}
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                {tracking.discountCode ? (
                  <dl className="order-facts" data-testid="track-discount">
                    <div>
                      <dt>{t("track.discountCode")}</dt>
                      <dd>
                        <bdi dir="ltr">{tracking.discountCode}</bdi>
                      </dd>
                    </div>
                    <div>
                      <dt>{t(tracking.discountKind === "free_shipping" ? "track.freeDelivery" : "track.discount")}</dt>
                      <dd>
                        <bdi dir="ltr">{minusAmount(tracking.discount, money)}</bdi>
                      </dd>
                    </div>
                  </dl>
                ) : null}
                <Link to={path(routes.orderConfirmation(tracking.reference))} className="btn btn-outline-dark store-btn">
                  {t("checkout.viewOrder")}
                </Link>
              </div>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}

import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { apiClient, pageLocale, productVariantPath, textsFor } from "~/components/store/pages.server";
import { metaTitle, noindexHandle } from "~/lib/seo";
import type { StockAlertView } from "~/lib/stock-alerts";

export const meta: MetaFunction = ({ matches, location }) => metaTitle(metaI18n(matches, location.pathname).t("page.stockAlert"), matches);

/** A shopper's own link, never for search engines. */
export const handle = noindexHandle;

/**
 * The page the links of a back-in-stock alert's e-mails open (docs/decisions/060): what the alert waits for, and a
 * button to confirm it and one to cancel it. A link alone never confirms or cancels, since mail scanners open links.
 */
export async function loader({ params, context }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  const answer = await apiClient(context).get<StockAlertView>(`stock-alerts/${encodeURIComponent(params.token ?? "")}`);
  if (answer.status >= 500) throw json(null, { status: 503 });
  const alert = answer.ok ? answer.data : null;
  return json({
    alert: alert && { ...alert, link: productVariantPath(alert.productId, alert.colorId, alert.size) },
    ...textsFor(locale, "alert"),
  });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const intent = (await request.formData()).get("intent");
  const done = intent === "cancel" ? "cancelled" : "confirmed";
  const answer = await apiClient(context).post(`stock-alerts/${intent === "cancel" ? "cancel" : "confirm"}`, { token: params.token ?? "" });
  if (answer.ok) return json({ done, failed: false });
  // A confirm of an alert already gone shows the page's own "no longer waiting".
  return json({ done: null, failed: answer.status !== 404 }, { status: answer.status >= 500 ? 503 : answer.status });
}

export default function StockAlertPage() {
  const { alert } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t, path } = useI18n();
  const busy = navigation.state !== "idle";
  return (
    <>
      <PageBanner title={t("page.stockAlert")} />
      <div className="container store-section">
        <div className="newsletter-page">
          {answer?.done ? (
            <p className="alert alert-success" role="status">
              {t(answer.done === "cancelled" ? "alertPage.cancelled" : "alertPage.confirmed")}
            </p>
          ) : answer?.failed ? (
            <p className="alert alert-danger" role="alert">
              {t("alertPage.failed")}
            </p>
          ) : null}
          {alert ? (
            <>
              <h2 className="h5">
                <bdi>{alert.product}</bdi>
              </h2>
              <ul className="list-unstyled">
                {alert.color ? <li>{t("alertPage.color", { color: alert.color })}</li> : null}
                {alert.sizeLabel ? <li>{t("alertPage.size", { size: alert.sizeLabel })}</li> : null}
              </ul>
              <p>{t(alert.confirmed ? "alertPage.waiting" : "alertPage.toConfirm")}</p>
              <Form method="post" className="d-flex flex-wrap gap-2 mb-3">
                {alert.confirmed ? null : (
                  <button type="submit" name="intent" value="confirm" className="btn btn-dark store-btn" disabled={busy}>
                    {t("alertPage.confirm")}
                  </button>
                )}
                <button type="submit" name="intent" value="cancel" className="btn btn-outline-dark store-btn" disabled={busy}>
                  {t("alertPage.cancel")}
                </button>
              </Form>
              <p className="form-text">{t("alertPage.cancelText")}</p>
              <Link to={path(alert.link)}>{t("alertPage.see")}</Link>
            </>
          ) : answer?.done === "cancelled" ? null : (
            <p>{t("alertPage.gone")}</p>
          )}
        </div>
      </div>
    </>
  );
}

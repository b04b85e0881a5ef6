import { json, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { apiClient, apiReasonsIn, pageLocale, textsFor } from "~/components/store/pages.server";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { formText } from "~/lib/form-check";

export const meta: MetaFunction = ({ matches, location }) => metaTitle(metaI18n(matches, location.pathname).t("page.unsubscribe"), matches);

/** A subscriber's own link, never for search engines. */
export const handle = noindexHandle;

/**
 * The unsubscribe link (`/newsletter/unsubscribe?token=…`) opens a page with one button: a link alone never
 * unsubscribes, since mail scanners and browsers open links by themselves. No account is needed.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return json({ token, ...textsFor(pageLocale(params), "newsletter") });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const token = formText(await request.formData(), "token");
  if (!token) return json({ done: false, refusal: null }, { status: 400 });
  const answer = await apiClient(context).post("newsletter/unsubscribe", { token });
  if (answer.status === 429) {
    // Over the per-client limit: say so, and when to come back, rather than "the link did not work".
    const refusal = apiReasonsIn(pageLocale(params), answer.error?.message ?? [])[0] ?? null;
    return json({ done: false, refusal }, { status: 429, headers: { "Retry-After": answer.headers.get("retry-after") ?? "60" } });
  }
  return json({ done: answer.ok, refusal: null }, { status: answer.ok ? 200 : answer.status >= 500 ? 503 : 400 });
}

export default function Unsubscribe() {
  const { token } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, path } = useI18n();
  return (
    <>
      <PageBanner title={t("page.unsubscribe")} />
      <div className="container store-section">
        <div className="newsletter-page">
          {answer?.done ? (
            <p className="alert alert-success" role="status">
              {t("newsletter.unsubscribed")}
            </p>
          ) : !token ? (
            <p className="alert alert-warning" role="alert">
              {t("newsletter.badLink")}
            </p>
          ) : (
            <form method="post" action={`${path(routes.newsletter())}/unsubscribe?token=${encodeURIComponent(token)}`}>
              {answer ? (
                <p className="alert alert-danger" role="alert">
                  {answer.refusal ?? t("newsletter.failed")}
                </p>
              ) : null}
              <p>{t("newsletter.unsubscribeText")}</p>
              <input type="hidden" name="token" value={token} />
              <button type="submit" className="btn btn-dark store-btn">
                {t("newsletter.unsubscribeButton")}
              </button>
            </form>
          )}
        </div>
      </div>
    </>
  );
}

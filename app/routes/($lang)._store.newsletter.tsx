import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useRouteLoaderData } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { PageBanner } from "~/components/store/banner";
import { pageLocale, subscribeFromForm, textsFor } from "~/components/store/pages.server";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches, location }) => metaTitle(metaI18n(matches, location.pathname).t("page.newsletter"), matches);

/** A form's answer page, not one for search engines. */
export const handle = noindexHandle;

export function loader({ params }: LoaderFunctionArgs) {
  return textsFor(pageLocale(params), "newsletter", "validation");
}

/** The footer's form posts here (app/components/store/newsletter.server.ts). */
export const action = (args: ActionFunctionArgs) => subscribeFromForm(args);

export default function Newsletter() {
  const answer = useActionData<typeof action>();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const { t, path, localize } = useI18n();
  const errors: Record<string, string> = answer?.errors ?? {};
  return (
    <>
      <PageBanner title={t("page.newsletter")} />
      <div className="container store-section">
        <div className="newsletter-page">
          {answer ? (
            <p className="alert alert-danger" role="alert">
              {answer.refusal ?? t(answer.failed ? "newsletter.failed" : "newsletter.check")}
            </p>
          ) : null}
          <p>{t("newsletter.text")}</p>
          <form method="post" action={path(routes.newsletter())} noValidate>
            <div className="mb-3">
              <label htmlFor="newsletter-page-email" className="form-label">
                {t("newsletter.email")}
              </label>
              <input
                id="newsletter-page-email"
                type="email"
                name="email"
                className={`form-control${errors.email ? " is-invalid" : ""}`}
                defaultValue={answer?.email ?? ""}
                autoComplete="email"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "newsletter-page-email-error" : undefined}
                required
              />
              {errors.email ? (
                <div id="newsletter-page-email-error" className="invalid-feedback">
                  {localize(errors.email)}
                </div>
              ) : null}
            </div>
            <div className="form-check mb-3">
              <input
                id="newsletter-page-consent"
                type="checkbox"
                name="consent"
                value="yes"
                className={`form-check-input${errors.consent ? " is-invalid" : ""}`}
                aria-invalid={errors.consent ? true : undefined}
                aria-describedby={errors.consent ? "newsletter-page-consent-error" : undefined}
                required
              />
              <label className="form-check-label" htmlFor="newsletter-page-consent">
                {t("newsletter.consent", { store: root?.storeName ?? "" })}
              </label>
              {errors.consent ? (
                <div id="newsletter-page-consent-error" className="invalid-feedback">
                  {localize(errors.consent)}
                </div>
              ) : null}
            </div>
            <button type="submit" className="btn btn-dark store-btn">
              {t("newsletter.subscribe")}
            </button>
          </form>
        </div>
      </div>
    </>
  );
}

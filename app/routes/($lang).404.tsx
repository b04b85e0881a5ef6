import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { routes } from "~/lib/routes";

/**
 * The "not found" page, in each language: `/404`, `/fr/404`, `/ar/404`. A storefront page that finds nothing
 * sends the shopper here in the page's own language; the root loader reads the language from the path.
 */
export const meta: MetaFunction = ({ matches, location }) => metaTitle(metaI18n(matches, location.pathname).t("notFound.title"), matches);

export const handle = noindexHandle;

export const headers = () => ({ "Cache-Control": "no-store" });

export function loader() {
  // The page is the answer to "not found", so it carries that status.
  return new Response(null, { status: 404 });
}

export default function PageNotFound() {
  const { t, path } = useI18n();
  return (
    <main className="container py-5 text-center error-page">
      <p className="display-1 fw-bold text-body-tertiary mb-0">404</p>
      <h1 className="h3 mb-3">{t("notFound.text")}</h1>
      <Link className="btn btn-dark" to={path(routes.home())}>
        {t("notFound.back")}
      </Link>
    </main>
  );
}

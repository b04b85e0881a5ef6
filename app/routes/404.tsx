import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { en } from "~/lib/messages";
import { metaTitle } from "~/lib/meta";
import { routes } from "~/lib/routes";
import { noindexHandle } from "~/lib/seo";

export const meta: MetaFunction = ({ matches }) => metaTitle(en["notFound.title"], matches);

export const handle = noindexHandle;

export const headers = () => ({ "Cache-Control": "no-store" });

export function loader() {
  // The page is the answer to "not found", so it carries that status.
  return new Response(null, { status: 404 });
}

export default function PageNotFound() {
  return (
    <main className="container py-5 text-center error-page">
      <p className="display-1 fw-bold text-body-tertiary mb-0">404</p>
      <h1 className="h3 mb-3">{en["notFound.text"]}</h1>
      <Link className="btn btn-dark" to={routes.home()}>
        {en["notFound.back"]}
      </Link>
    </main>
  );
}

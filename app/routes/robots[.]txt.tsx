import type { LoaderFunctionArgs } from "@remix-run/node";
import { siteUrlOf } from "~/lib/seo.server";
import { ROBOTS_CACHE_CONTROL, robotsTxt } from "~/lib/sitemap";

/** Lets crawlers into the storefront, keeps them out of the back office, and names the sitemap. */
export function loader({ request, context }: LoaderFunctionArgs) {
  return new Response(robotsTxt(siteUrlOf(context, request)), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": ROBOTS_CACHE_CONTROL },
  });
}

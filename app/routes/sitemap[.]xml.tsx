import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapResponse } from "~/sitemap.server";

/** Every product, post and category page for search engines (an index of numbered files past 50,000 URLs). */
export const loader = ({ request, context }: LoaderFunctionArgs) => sitemapResponse(request, context);

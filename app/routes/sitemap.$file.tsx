import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapPartFromFile } from "~/lib/sitemap";
import { sitemapPartResponse } from "~/sitemap.server";

/** /sitemap/N.xml: one file of the sitemap index. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  sitemapPartResponse(request, context, sitemapPartFromFile(params.file));

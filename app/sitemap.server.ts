/**
 * Serves the sitemap from the API a chunk at a time: the summary lays it out
 * (counts only), then each file streams its rows in pages of SITEMAP_CHUNK_MAX ids,
 * so no table is ever read into memory whole, at any catalogue size.
 */
import type { AppLoadContext } from "@remix-run/node";
import { apiClient, type ApiClient } from "~/api-client.server";
import { SITEMAP_CHUNK_MAX } from "~/lib/limits";
import { en } from "~/lib/messages";
import { routes } from "~/lib/routes";
import { siteUrlOf } from "~/lib/seo.server";
import {
  fixedPages,
  SITEMAP_CACHE_CONTROL,
  sitemapIndexXml,
  sitemapPart,
  sitemapPartCount,
  URLSET_CLOSE,
  URLSET_OPEN,
  urlXml,
  type SitemapCounts,
  type SitemapPartPlan,
  type SitemapUrl,
} from "~/lib/sitemap";
import type { SitemapSummary } from "~/lib/types";

const XML_HEADERS = { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": SITEMAP_CACHE_CONTROL };

interface Layout {
  api: ApiClient;
  siteUrl: string;
  summary: SitemapSummary;
  fixed: SitemapUrl[];
  counts: SitemapCounts;
}

async function layout(request: Request, context: AppLoadContext): Promise<Layout> {
  const api = apiClient(context);
  const summary = await api.sitemap.summary();
  // Nothing is sent yet, so an unavailable database is still a clean 503.
  if (!summary.ok) {
    throw new Response(en["unavailable.text"], {
      status: summary.status === 503 ? 503 : 500,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const fixed = fixedPages(summary.data);
  return {
    api,
    siteUrl: siteUrlOf(context, request),
    summary: summary.data,
    fixed,
    counts: { fixed: fixed.length, products: summary.data.products.count, posts: summary.data.posts.count },
  };
}

const entryPaths = { products: routes.singleProduct, posts: routes.singlePost } as const;

/** One sitemap file as XML text pieces: the fixed pages of the part, then its products and posts, a chunk at a time. */
async function* partXml(site: Layout, plan: SitemapPartPlan, chunkSize: number): AsyncGenerator<string, void> {
  yield URLSET_OPEN;
  yield site.fixed
    .slice(plan.fixed.start, plan.fixed.end)
    .map((url) => urlXml(site.siteUrl, url))
    .join("");
  for (const kind of ["products", "posts"] as const) {
    const range = plan[kind];
    let remaining = range.count;
    let after: number | undefined;
    while (remaining > 0) {
      const limit = Math.min(remaining, chunkSize);
      // The first page finds the part's start by offset; the next ones continue after the last id (cheap at any size).
      const page = await site.api.sitemap.entries(kind, after === undefined ? { offset: range.offset, limit } : { after, limit });
      if (!page.ok) throw new Error(`sitemap: GET /api/sitemap/${kind} answered ${page.status}`);
      if (page.data.length === 0) break;
      yield page.data.map((entry) => urlXml(site.siteUrl, { path: entryPaths[kind](entry.id), lastmod: entry.updateAt })).join("");
      remaining -= page.data.length;
      after = page.data[page.data.length - 1].id;
    }
  }
  yield URLSET_CLOSE;
}

function streamed(pieces: AsyncGenerator<string, void>): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    async pull(controller) {
      try {
        // A pull that enqueues nothing is never called again, so skip empty pieces here.
        for (;;) {
          const { value, done } = await pieces.next();
          if (done) return controller.close();
          if (value) return controller.enqueue(encoder.encode(value));
        }
      } catch (error) {
        // Headers are gone already: cutting the answer short is the only honest signal left.
        console.error(error);
        controller.error(error);
      }
    },
    async cancel() {
      await pieces.return(undefined);
    },
  });
  return new Response(body, { headers: XML_HEADERS });
}

/** /sitemap.xml: every URL when they fit in one file, otherwise the index of the numbered files. */
export async function sitemapResponse(request: Request, context: AppLoadContext, chunkSize = SITEMAP_CHUNK_MAX): Promise<Response> {
  const site = await layout(request, context);
  const parts = sitemapPartCount(site.counts);
  if (parts > 1) {
    const lastmod = site.fixed[0].lastmod ?? null;
    return new Response(sitemapIndexXml(site.siteUrl, parts, lastmod), { headers: XML_HEADERS });
  }
  return streamed(partXml(site, sitemapPart(site.counts, 1)!, chunkSize));
}

/** /sitemap/N.xml: the Nth file of the index; 404 for a number the index does not list. */
export async function sitemapPartResponse(
  request: Request,
  context: AppLoadContext,
  part: number | null,
  chunkSize = SITEMAP_CHUNK_MAX,
): Promise<Response> {
  const site = await layout(request, context);
  const plan = part === null ? null : sitemapPart(site.counts, part);
  if (!plan) {
    return new Response(en["notFound.text"], {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  return streamed(partXml(site, plan, chunkSize));
}

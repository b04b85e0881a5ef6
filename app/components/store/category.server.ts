import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { categoryPageBySlug } from "~/lib/catalog";
import { routes } from "~/lib/routes";

/** The loader every category page shares: the page's products, newest first, filtered by ?category=KEY. */
export async function loadCategoryPage(slug: string, { request, context }: LoaderFunctionArgs) {
  const page = categoryPageBySlug(slug);
  if (!page) throw redirect(routes.pageNotFound());
  const key = new URL(request.url).searchParams.get("category");
  const filter = page.filters.find((f) => f.key === key);
  const result = await apiClient(context).products.byType(page.type, { sort: "newest", category: filter?.category });
  // SPEC 2: any answer other than 200 sends the shopper to the 404 page.
  if (result.status !== 200) throw redirect(routes.pageNotFound());
  return { slug, products: result.data, activeKey: filter?.key ?? null };
}

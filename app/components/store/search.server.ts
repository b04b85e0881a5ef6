import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { readListParams } from "~/components/admin/admin.server";
import { CATEGORY_PAGE_SIZE, SEARCH_POSTS, SEARCH_QUERY_MAX } from "~/lib/limits";
import { categorySorts, type ProductSort } from "~/lib/product-list";
import { productListQuery, readProductListFilters, sizeFilterChoices } from "~/lib/product-list.server";
import type { TextId } from "~/lib/text-ids";
import { textsFor } from "~/lib/texts.server";
import { postCardData } from "./post-cards";
import { pageLocale } from "./forms.server";

/** The orders of the search page: best match first (the default), then the category pages' orders. */
export const searchSorts: { value: ProductSort; label: TextId }[] = [
  { value: "relevance", label: "search.sortRelevance" },
  ...categorySorts,
];

/**
 * The words searched for, as the API takes them: control characters out, spaces collapsed, and no longer than
 * the API's limit (cut between characters, never inside one), so no typed or pasted query is an error.
 */
export function searchQueryOf(raw: string | null): string {
  const cleaned = (raw ?? "")
    .replace(/[\p{Cc}\p{Cf}]/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  let query = "";
  for (const character of cleaned) {
    if (query.length + character.length > SEARCH_QUERY_MAX) break;
    query += character;
  }
  return query.trim();
}

/**
 * The search page (`/search?q=`): one page of the matching products, best match first unless another order is
 * chosen, narrowed by the category pages' filters (size, in stock, price range), and the newest matching posts.
 * Without words it lists nothing; an answer other than 200 shows no result rather than an error page.
 */
export async function loadSearchPage({ request, context, params }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  const searchParams = new URL(request.url).searchParams;
  const query = searchQueryOf(searchParams.get("q"));
  const filters = readProductListFilters(searchParams, searchSorts);
  const list = readListParams(request, CATEGORY_PAGE_SIZE);
  const page = {
    query,
    page: list.page,
    filters,
    sizeFilters: sizeFilterChoices(locale),
    sorts: searchSorts,
    ...textsFor(locale, "list", "search"),
  };
  if (!query) return { ...page, products: [], total: 0, posts: [] };
  const api = apiClient(context, null, { locale });
  const [products, posts] = await Promise.all([
    api.products.list({ q: query, ...productListQuery(filters, list) }),
    api.posts.list({ q: query, sort: "newest", limit: SEARCH_POSTS }, { total: false }),
  ]);
  const found = products.status === 200 ? products.data : [];
  return {
    ...page,
    products: found,
    total: products.status === 200 ? (products.total ?? found.length) : 0,
    posts: posts.status === 200 ? posts.data.map(postCardData) : [],
  };
}

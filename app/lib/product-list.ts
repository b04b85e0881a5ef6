/**
 * How a shopper narrows and orders a list of products (the category pages and the search page): the sorts,
 * the in-stock and price-range filters, the size filter and the colour filter, read from and written to the page's
 * URL. The API's `sort`, `status`, `minPrice`, `maxPrice`, `size` and `color` parameters take the same values.
 */
import type { ColorFamily } from "./colors";
import type { TextId } from "./text-ids";

/**
 * Every order the products API knows; `relevance` needs a search query, and `sale` puts the products on sale
 * first, the biggest percentage off first.
 */
export const productSorts = ["newest", "oldest", "relevance", "price_asc", "price_desc", "sale"] as const;
export type ProductSort = (typeof productSorts)[number];

/** SPEC's order of a category page: newest first. */
export const DEFAULT_CATEGORY_SORT: ProductSort = "newest";

/** The orders a shopper can choose on a category page, the default first. */
export const categorySorts: { value: ProductSort; label: TextId }[] = [
  { value: DEFAULT_CATEGORY_SORT, label: "list.sortNewest" },
  { value: "price_asc", label: "list.sortPriceAsc" },
  { value: "price_desc", label: "list.sortPriceDesc" },
  { value: "sale", label: "list.sortSale" },
];

/** A price bound as the URL and the API take it: digits, with up to three decimals (the dinar's millimes). */
export const PRICE_BOUND_PATTERN = /^\d{1,8}(\.\d{1,3})?$/;

export interface ProductListFilters {
  sort: ProductSort;
  /** Only products with stock (`?stock=1`). */
  inStock: boolean;
  /** Price bounds, as typed when valid (`?min=`, `?max=`), lowest first. */
  minPrice: string | null;
  maxPrice: string | null;
  /** SPEC's Size filter (`?size=s|m|l|xl`). */
  size: string | null;
  /** A colour family (`?color=green`): the products with a colour of it (in stock, and in the size, when those filters are on). */
  color: ColorFamily | null;
}

/** The URL query of a list's filters, leaving out what is the default, so the plain page keeps its plain URL. */
export function productListParams(filters: ProductListFilters, defaultSort: ProductSort = DEFAULT_CATEGORY_SORT): [string, string][] {
  const query: [string, string][] = [];
  if (filters.size) query.push(["size", filters.size]);
  if (filters.color) query.push(["color", filters.color]);
  if (filters.sort !== defaultSort) query.push(["sort", filters.sort]);
  if (filters.inStock) query.push(["stock", "1"]);
  if (filters.minPrice) query.push(["min", filters.minPrice]);
  if (filters.maxPrice) query.push(["max", filters.maxPrice]);
  return query;
}

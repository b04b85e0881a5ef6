/** Reading a list's filters from its URL, for the loaders: the size sets stay out of the pages' JavaScript. */
import { categorySorts, PRICE_BOUND_PATTERN, type ProductListFilters, type ProductSort } from "./product-list";
import { colorFamilies, colorFamilyNames, colorFamilySwatches, isColorFamily, type ColorFamily } from "./colors";
import type { Locale } from "./i18n";
import { sizeFilters } from "./sizes";
import { translate } from "./texts.server";
import { isSizeFilter } from "./sizes";

const priceBound = (value: string | null) => {
  const trimmed = value?.trim().replace(",", ".") ?? "";
  return PRICE_BOUND_PATTERN.test(trimmed) ? trimmed : null;
};

/**
 * A list's filters from its URL. A value that is not valid is left out, never an error page: a shared or
 * hand-edited link still shows products. Bounds given the wrong way round are swapped.
 */
export function readProductListFilters(
  params: URLSearchParams,
  sorts: readonly { value: ProductSort }[] = categorySorts,
): ProductListFilters {
  const sortParam = params.get("sort");
  const sort = sorts.find((s) => s.value === sortParam)?.value ?? sorts[0].value;
  let minPrice = priceBound(params.get("min"));
  let maxPrice = priceBound(params.get("max"));
  if (minPrice && maxPrice && Number(minPrice) > Number(maxPrice)) [minPrice, maxPrice] = [maxPrice, minPrice];
  const size = params.get("size");
  const color = params.get("color") ?? "";
  return {
    sort,
    inStock: params.get("stock") === "1",
    minPrice,
    maxPrice,
    size: isSizeFilter(size) ? size : null,
    color: isColorFamily(color) ? color : null,
  };
}

/** A page of a list with its filters, as the API's product lists take them (`status=1`: in stock only). */
export function productListQuery(filters: ProductListFilters, page: { limit: number; offset: number }) {
  return {
    sort: filters.sort,
    size: filters.size,
    color: filters.color,
    status: filters.inStock ? "1" : null,
    minPrice: filters.minPrice,
    maxPrice: filters.maxPrice,
    limit: page.limit,
    offset: page.offset,
  };
}

/** A choice of a list's size or colour filter, named in the page's language. */
export interface FilterChoice<V extends string = string> {
  value: V;
  name: string;
  /** A CSS background, for a colour. */
  swatch?: string;
}

/** The size filter's choices, sent by the loader so that the pages' JavaScript carries no size sets. */
export function sizeFilterChoices(locale: Locale): FilterChoice[] {
  return sizeFilters.map((size) => ({ value: size.value, name: translate(locale, size.label) }));
}

/** The colour filter's choices, sent by the loader so that the pages' JavaScript carries no family names. */
export function colorFilterChoices(locale: Locale): FilterChoice<ColorFamily>[] {
  return colorFamilies.map((family) => ({ value: family, name: colorFamilyNames[family][locale], swatch: colorFamilySwatches[family] }));
}

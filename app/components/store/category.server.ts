import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { readListParams } from "~/components/admin/admin.server";
import { CATEGORY_PAGE_SIZE } from "~/lib/limits";
import { categoryPageBySlug } from "~/lib/catalog";
import { localizedPath } from "~/lib/i18n";
import { categorySorts } from "~/lib/product-list";
import { colorFilterChoices, productListQuery, readProductListFilters, sizeFilterChoices } from "~/lib/product-list.server";
import { textsFor } from "~/lib/texts.server";
import { routes } from "~/lib/routes";
import { pageLocale } from "./forms.server";

/**
 * The loader every category page shares: one page of its products, filtered by ?category=KEY, by SPEC's Size
 * filter (?size=s|m|l|xl, the products with stock in that size), by a colour family (?color=green), in stock only
 * (?stock=1) and by a price range
 * (?min=, ?max=), in the order chosen (?sort=, newest first by default). A value that is not valid is ignored,
 * never an error page.
 */
export async function loadCategoryPage(slug: string, { request, context, params }: LoaderFunctionArgs) {
  const locale = pageLocale(params);
  const page = categoryPageBySlug(slug);
  if (!page) throw redirect(localizedPath(routes.pageNotFound(), locale));
  const searchParams = new URL(request.url).searchParams;
  const key = searchParams.get("category");
  const filter = page.filters.find((f) => f.key === key);
  const filters = readProductListFilters(searchParams);
  const list = readListParams(request, CATEGORY_PAGE_SIZE);
  const result = await apiClient(context, null, { locale }).products.byType(page.type, {
    category: filter?.category,
    ...productListQuery(filters, list),
  });
  // SPEC 2: any answer other than 200 sends the shopper to the 404 page.
  if (result.status !== 200) throw redirect(localizedPath(routes.pageNotFound(), locale));
  return {
    slug,
    products: result.data,
    total: result.total ?? result.data.length,
    page: list.page,
    activeKey: filter?.key ?? null,
    filters,
    sizeFilters: sizeFilterChoices(locale),
    colorFilters: colorFilterChoices(locale),
    sorts: categorySorts,
    ...textsFor(locale, "list"),
  };
}

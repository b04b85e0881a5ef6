import type { MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { metaI18n, useI18n } from "~/components/i18n";
import { categoryLabelId, categoryPageBySlug, typeLabelId, type CategoryPage as CategoryPageInfo } from "~/lib/catalog";
import type { ImagePreloadHandle } from "~/lib/images";
import { Pagination } from "~/components/Pagination";
import { CATEGORY_FILTER_DELAY_MS, CATEGORY_PAGE_SIZE } from "~/lib/limits";
import { metaTitle, seoMeta } from "~/lib/seo";
import { routes } from "~/lib/routes";
import type { ColorFamily } from "~/lib/colors";
import type { ProductListFilters, ProductSort } from "~/lib/product-list";
import type { FilterChoice } from "~/lib/product-list.server";
import type { TextId } from "~/lib/text-ids";
import type { Product } from "~/lib/types";
import { PageBanner } from "./banner";
import { imageSizes, ProductGrid } from "./cards";
import { ChipFilter, FilterChip, listPath, SortForm, StockAndPriceFilter, type ListBase } from "./list-controls";

interface CategoryData {
  slug: string;
  products: Product[];
  total: number;
  page: number;
  activeKey: string | null;
  /** Sort, in stock, price range, SPEC's Size filter (`?size=` s, m, l, xl) and colour family (`?color=`), as read from the URL. */
  filters: ProductListFilters;
  /** The size filter's choices (sizeFilters of app/lib/sizes.ts), named by the loader so the page's JavaScript carries no size sets. */
  sizeFilters: FilterChoice[];
  /** The colour filter's families, named in the page's language. */
  colorFilters: FilterChoice<ColorFamily>[];
  sorts: { value: ProductSort; label: TextId }[];
}

const categoryBase = (key: string | null): ListBase => (key ? [["category", key]] : []);

/** A category page's address with its filters, and its page when after the first (for its canonical URL). */
function filteredPath(slug: string, key: string | null, filters: ProductListFilters, page = 1): string {
  return listPath(routes.category(slug), [...categoryBase(key), ...(page > 1 ? ([["page", String(page)]] as ListBase) : [])], filters);
}

/**
 * Every category page is titled with SPEC's category title (its type's name, in the page's language). Its
 * canonical URL keeps the query that changes what it lists (a known filter, a page after the first).
 */
export function categoryMeta(slug: string): MetaFunction {
  return ({ matches, data, location }) => {
    const { t } = metaI18n(matches, location.pathname);
    const page = categoryPageBySlug(slug);
    if (!page) return metaTitle(t("notFound.title"), matches);
    const { activeKey, filters, page: pageNumber } = (data ?? {}) as Partial<CategoryData>;
    const path = filters ? filteredPath(slug, activeKey ?? null, filters, pageNumber) : routes.category(slug);
    return seoMeta(matches, { title: t(typeLabelId(page.type)), description: t(categoryDescriptionId(slug)), path });
  };
}

/** Each category page has its own meta description; an unknown slug falls back to the store's tagline. */
function categoryDescriptionId(slug: string): TextId {
  const id = `seo.category.${slug}`;
  return categoryPageBySlug(slug) ? (id as TextId) : "store.tagline";
}

const bannerArt = (slug: string) => routes.storeArt(`store/banner-${slug}.svg`);

/** The banner's art is a category page's largest picture, on phones and desktops alike. */
export const categoryHandle: ImagePreloadHandle = {
  preloadImage: (data) => ({ href: bannerArt((data as CategoryData).slug) }),
};

/**
 * SPEC 2: choosing a category empties the grid, then shows the matching
 * products after 700 ms. Without JavaScript the filter links simply load the
 * filtered page (?category=KEY), which is also what makes it shareable.
 */
function useFilterDelay() {
  const navigation = useNavigation();
  const { pathname } = useLocation();
  const [waiting, setWaiting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  useEffect(() => () => clearTimeout(timer.current), []);
  const start = () => {
    clearTimeout(timer.current);
    setWaiting(true);
    timer.current = setTimeout(() => setWaiting(false), CATEGORY_FILTER_DELAY_MS);
  };
  const loadingHere = navigation.state === "loading" && navigation.location.pathname === pathname;
  return { hidden: waiting || loadingHere, start };
}

function CategoryFilter({
  page,
  activeKey,
  filters,
  onChoose,
}: {
  page: CategoryPageInfo;
  activeKey: string | null;
  filters: ProductListFilters;
  onChoose: () => void;
}) {
  const { t, path } = useI18n();
  // The sort and the other filters stay chosen when the category changes.
  const options = [
    ...(page.hasAll ? [{ key: "all", label: t("category.all"), to: path(filteredPath(page.slug, null, filters)) }] : []),
    ...page.filters.map((f) => ({ key: f.key, label: t(categoryLabelId(f.category)), to: path(filteredPath(page.slug, f.key, filters)) })),
  ];
  const current = activeKey ?? (page.hasAll ? "all" : null);
  return (
    <nav aria-labelledby="filter-categories" className="filter-block">
      <h2 id="filter-categories" className="filter-title">
        {t("category.categories")}
      </h2>
      <ul className="filter-list list-unstyled">
        {options.map((option) => (
          <li key={option.key}>
            <FilterChip to={option.to} active={option.key === current} onClick={onChoose}>
              {option.label}
            </FilterChip>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function CategoryPage() {
  const { slug, products, total, page: pageNumber, activeKey, filters, sizeFilters, colorFilters, sorts } = useLoaderData<CategoryData>();
  const page = categoryPageBySlug(slug)!;
  const { hidden, start } = useFilterDelay();
  const { t, path } = useI18n();
  const action = path(routes.category(slug));
  const base = categoryBase(activeKey);
  const narrowed =
    filters.inStock || filters.minPrice !== null || filters.maxPrice !== null || filters.size !== null || filters.color !== null;
  return (
    <>
      <PageBanner title={t(typeLabelId(page.type))} image={bannerArt(slug)} imagePriority crumbs={[]} />
      <div className="container store-section">
        <div className="row g-4">
          <aside className="col-lg-3" aria-label={t("category.filters")}>
            <div className="filter-panel">
              <CategoryFilter page={page} activeKey={activeKey} filters={filters} onChoose={start} />
              <ChipFilter
                title="category.size"
                anyLabel="category.anySize"
                choices={sizeFilters}
                active={filters.size}
                pathWith={(size) => filteredPath(slug, activeKey, { ...filters, size })}
              />
              <ChipFilter
                title="list.color"
                anyLabel="list.anyColor"
                choices={colorFilters}
                active={filters.color}
                pathWith={(color) => filteredPath(slug, activeKey, { ...filters, color })}
              />
              <StockAndPriceFilter action={action} base={base} filters={filters} />
            </div>
          </aside>
          <section className="col-lg-9" aria-labelledby="products-title" aria-busy={hidden || undefined}>
            <div className="list-heading">
              <h2 id="products-title" className="h5 mb-0">
                {t("category.products")}
              </h2>
              <p className="product-count mb-0" role="status">
                {hidden ? t("category.loading") : t("products.defined", { count: total })}
              </p>
              <SortForm action={action} base={base} filters={filters} sorts={sorts} />
            </div>
            {hidden ? (
              <div className="category-loading" data-testid="category-loading">
                <span className="spinner-border text-secondary" aria-hidden="true" />
              </div>
            ) : products.length ? (
              <>
                <ProductGrid products={products} eagerCount={3} imageSizes={imageSizes.categoryGrid} />
                <div className="d-flex justify-content-center mt-4">
                  <Pagination total={total} pageSize={CATEGORY_PAGE_SIZE} page={pageNumber} />
                </div>
              </>
            ) : narrowed ? (
              <p className="text-body-secondary">
                {t("list.noMatch")}{" "}
                <Link
                  to={path(
                    filteredPath(slug, activeKey, { ...filters, inStock: false, minPrice: null, maxPrice: null, size: null, color: null }),
                  )}
                >
                  {t("list.clearFilters")}
                </Link>
              </p>
            ) : (
              <p className="text-body-secondary">{t("category.empty")}</p>
            )}
          </section>
        </div>
      </div>
    </>
  );
}

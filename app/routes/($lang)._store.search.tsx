import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { metaI18n, useI18n } from "~/components/i18n";
import { Pagination } from "~/components/Pagination";
import { PageBanner } from "~/components/store/banner";
import { imageSizes, ProductGrid } from "~/components/store/cards";
import { ChipFilter, listPath, SortForm, StockAndPriceFilter, type ListBase } from "~/components/store/list-controls";
import { loadSearchPage } from "~/components/store/pages.server";
import { categoryPages, typeLabelId } from "~/lib/catalog";
import { CATEGORY_PAGE_SIZE } from "~/lib/limits";
import type { ProductListFilters } from "~/lib/product-list";
import { routes } from "~/lib/routes";
import { seoMeta } from "~/lib/seo";

type SearchData = Awaited<ReturnType<typeof loadSearchPage>>;

const DEFAULT_SORT = "relevance";

/** Search results are not pages of their own for search engines; their links (products, posts) are followed. */
export const handle = { robots: "noindex, follow" };

export const meta: MetaFunction = ({ matches, data, location }) => {
  const { t } = metaI18n(matches, location.pathname);
  const query = (data as Partial<SearchData> | undefined)?.query;
  return seoMeta(matches, {
    title: query ? t("search.resultsFor", { query }) : t("page.search"),
    description: t("seo.search"),
    path: routes.search(),
  });
};

export const loader = (args: LoaderFunctionArgs) => loadSearchPage(args);

/** A search's address with its filters: the words are kept by every control. */
function searchPath(query: string, filters: ProductListFilters): string {
  return listPath(routes.search(), [["q", query]], filters, DEFAULT_SORT);
}

function CategoryLinks() {
  const { t, path } = useI18n();
  return (
    <nav aria-labelledby="search-categories">
      <h2 id="search-categories" className="filter-title">
        {t("search.categories")}
      </h2>
      <ul className="filter-list list-unstyled">
        {categoryPages.map((page) => (
          <li key={page.slug}>
            <Link className="filter-chip" to={path(routes.category(page.slug))}>
              {t(typeLabelId(page.type))}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export default function Search() {
  const { query, products, total, page, filters, sizeFilters, sorts, posts } = useLoaderData<SearchData>();
  const { t, path, date } = useI18n();
  const action = path(routes.search());
  const base: ListBase = [["q", query]];
  const narrowed = filters.inStock || filters.minPrice !== null || filters.maxPrice !== null || filters.size !== null;
  return (
    <>
      <PageBanner title={query ? t("search.resultsFor", { query }) : t("page.search")} current={t("page.search")}>
        {/* The header's box is in the phone menu: the page keeps one in view, holding the words searched for. */}
        <Form action={action} role="search" className="store-search store-search-page">
          <input type="search" name="q" defaultValue={query} key={query} aria-label={t("search.label")} />
          <button type="submit" aria-label={t("search.button")} />
        </Form>
      </PageBanner>
      <div className="container store-section">
        {!query ? (
          <div className="search-empty">
            <p>{t("search.prompt")}</p>
            <CategoryLinks />
          </div>
        ) : (
          <div className="row g-4">
            <aside className="col-lg-3" aria-label={t("category.filters")}>
              <div className="filter-panel">
                <ChipFilter
                  title="category.size"
                  anyLabel="category.anySize"
                  choices={sizeFilters}
                  active={filters.size}
                  pathWith={(size) => searchPath(query, { ...filters, size })}
                />
                <StockAndPriceFilter action={action} base={base} filters={filters} defaultSort={DEFAULT_SORT} />
              </div>
            </aside>
            <section className="col-lg-9" aria-labelledby="products-title">
              <div className="list-heading">
                <h2 id="products-title" className="h5 mb-0">
                  {t("category.products")}
                </h2>
                <p className="product-count mb-0" role="status">
                  {t("search.found", { count: total })}
                </p>
                <SortForm action={action} base={base} filters={filters} sorts={sorts} defaultSort={DEFAULT_SORT} />
              </div>
              {products.length ? (
                <>
                  <ProductGrid products={products} eagerCount={3} imageSizes={imageSizes.categoryGrid} />
                  <div className="d-flex justify-content-center mt-4">
                    <Pagination total={total} pageSize={CATEGORY_PAGE_SIZE} page={page} />
                  </div>
                </>
              ) : narrowed ? (
                <p className="text-body-secondary">
                  {t("list.noMatch")}{" "}
                  <Link
                    to={path(searchPath(query, { ...filters, inStock: false, minPrice: null, maxPrice: null, size: null, color: null }))}
                  >
                    {t("list.clearFilters")}
                  </Link>
                </p>
              ) : (
                <div className="search-empty">
                  <p className="fw-semibold">{t("search.noMatch", { query })}</p>
                  <p className="text-body-secondary">{t("search.tips")}</p>
                  <CategoryLinks />
                </div>
              )}
            </section>
          </div>
        )}
        {posts.length ? (
          <section className="store-subsection" aria-labelledby="search-posts">
            <h2 id="search-posts" className="section-title mb-4">
              {t("search.posts")}
            </h2>
            {/* Titles and summaries, as a search engine lists them: no post pictures to download on this page. */}
            <ul className="search-posts list-unstyled mb-0">
              {posts.map((post) => (
                <li key={post.id}>
                  <h3 className="h6 mb-1">
                    <Link to={path(routes.singlePost(post.id))}>{post.title}</Link>
                  </h3>
                  <p className="post-meta mb-1">
                    <time dateTime={post.createAt}>{date(post.createAt)}</time> · {post.author}
                  </p>
                  <p className="mb-0 text-body-secondary">{post.description}</p>
                </li>
              ))}
            </ul>
          </section>
        ) : null}
      </div>
    </>
  );
}

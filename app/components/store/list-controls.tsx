import { Form, Link, useSubmit } from "@remix-run/react";
import { useI18n } from "~/components/i18n";
import { productListParams, type ProductListFilters, type ProductSort } from "~/lib/product-list";
import type { ColorFilterChoice } from "~/lib/product-list.server";
import type { TextId } from "~/lib/text-ids";

/** The query pairs that say which list this is (the category, the search words), kept by every control. */
export type ListBase = [string, string][];

/**
 * A list's address with its filters and page. Filter links and forms leave the page out, so a new choice
 * starts on the first page; paging keeps every filter (Pagination keeps the whole query).
 */
export function listPath(path: string, base: ListBase, filters: ProductListFilters, defaultSort?: ProductSort): string {
  const search = new URLSearchParams([...base, ...productListParams(filters, defaultSort)]).toString();
  return search ? `${path}?${search}` : path;
}

function HiddenFields({ pairs }: { pairs: [string, string][] }) {
  return (
    <>
      {pairs.map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

interface ControlProps {
  /** The page's own path, in its language. */
  action: string;
  base: ListBase;
  filters: ProductListFilters;
  defaultSort?: ProductSort;
}

/**
 * The order of the list: a GET form, so it works without JavaScript (its button, in <noscript>, sends it); with
 * JavaScript a choice sends it at once.
 */
export function SortForm({ action, base, filters, defaultSort, sorts }: ControlProps & { sorts: { value: ProductSort; label: TextId }[] }) {
  const { t } = useI18n();
  const submit = useSubmit();
  const kept = productListParams(filters, defaultSort).filter(([name]) => name !== "sort");
  return (
    <Form method="get" action={action} className="list-sort" preventScrollReset>
      <HiddenFields pairs={[...base, ...kept]} />
      <label htmlFor="list-sort" className="list-sort-label">
        {t("list.sortBy")}
      </label>
      <select
        id="list-sort"
        name="sort"
        className="form-select form-select-sm"
        defaultValue={filters.sort}
        key={filters.sort}
        onChange={(event) => submit(event.currentTarget.form, { preventScrollReset: true })}
      >
        {sorts.map((sort) => (
          <option key={sort.value} value={sort.value}>
            {t(sort.label)}
          </option>
        ))}
      </select>
      <noscript>
        <button type="submit" className="btn btn-sm btn-outline-dark">
          {t("list.sortApply")}
        </button>
      </noscript>
    </Form>
  );
}

const priceBounds = [
  { name: "min", value: "minPrice", label: "list.minPrice", shortLabel: "list.priceFrom" },
  { name: "max", value: "maxPrice", label: "list.maxPrice", shortLabel: "list.priceTo" },
] as const;

/** In stock only and a price range: one GET form, kept with the list's other choices. */
export function StockAndPriceFilter({ action, base, filters, defaultSort }: ControlProps) {
  const { t } = useI18n();
  const kept = productListParams({ ...filters, inStock: false, minPrice: null, maxPrice: null }, defaultSort);
  return (
    <Form method="get" action={action} className="filter-block" aria-labelledby="filter-price" preventScrollReset>
      <HiddenFields pairs={[...base, ...kept]} />
      <h2 id="filter-price" className="filter-title">
        {t("list.price")}
      </h2>
      <div className="price-range">
        {priceBounds.map((bound) => (
          <label key={bound.name}>
            <span className="visually-hidden">{t(bound.label)}</span>
            <span aria-hidden="true">{t(bound.shortLabel)}</span>
            <input
              type="text"
              inputMode="decimal"
              name={bound.name}
              className="form-control form-control-sm"
              defaultValue={filters[bound.value] ?? ""}
              key={`${bound.name}-${filters[bound.value]}`}
              size={6}
              dir="ltr"
            />
          </label>
        ))}
      </div>
      <label className="filter-check">
        <input type="checkbox" name="stock" value="1" defaultChecked={filters.inStock} key={`stock-${filters.inStock}`} />
        {t("list.inStock")}
      </label>
      <button type="submit" className="btn btn-sm btn-outline-dark">
        {t("list.apply")}
      </button>
    </Form>
  );
}

/**
 * SPEC's Size filter: links, so the choice lives in the URL (`?size=m`), works without JavaScript and can be
 * shared. `pathWithSize` writes the list's own address with a size (or none: "Any size"), keeping its other choices.
 */
export function SizeFilter({
  filters,
  sizeFilters,
  pathWithSize,
}: {
  filters: ProductListFilters;
  sizeFilters: { value: string; label: TextId }[];
  pathWithSize: (size: string | null) => string;
}) {
  const { t, path } = useI18n();
  const active = filters.size;
  return (
    <nav aria-labelledby="filter-sizes" className="filter-block">
      <h2 id="filter-sizes" className="filter-title">
        {t("category.size")}
      </h2>
      <ul className="filter-list list-unstyled">
        {sizeFilters.map((size) => (
          <li key={size.value}>
            <Link
              className={`filter-chip${size.value === active ? " active" : ""}`}
              to={path(pathWithSize(size.value))}
              preventScrollReset
              aria-current={size.value === active ? "true" : undefined}
            >
              {t(size.label)}
            </Link>
          </li>
        ))}
      </ul>
      {active ? (
        <Link className="filter-clear" to={path(pathWithSize(null))} preventScrollReset>
          {t("category.anySize")}
        </Link>
      ) : null}
    </nav>
  );
}

/**
 * The colour filter: links to the list with a colour family (`?color=green`), keeping its other choices, so it
 * works without JavaScript and can be shared. Each family shows a swatch beside its name; the name says it all
 * to a screen reader, so the swatch is hidden from it.
 */
export function ColorFilter({
  filters,
  choices,
  pathWithColor,
}: {
  filters: ProductListFilters;
  choices: ColorFilterChoice[];
  pathWithColor: (color: ColorFilterChoice["value"] | null) => string;
}) {
  const { t, path } = useI18n();
  const active = filters.color;
  return (
    <nav aria-labelledby="filter-colors" className="filter-block">
      <h2 id="filter-colors" className="filter-title">
        {t("list.color")}
      </h2>
      <ul className="filter-list list-unstyled">
        {choices.map((choice) => (
          <li key={choice.value}>
            <Link
              className={`filter-chip filter-chip-color${choice.value === active ? " active" : ""}`}
              to={path(pathWithColor(choice.value))}
              preventScrollReset
              aria-current={choice.value === active ? "true" : undefined}
            >
              <span className="color-dot" style={{ background: choice.swatch }} aria-hidden="true" />
              {choice.name}
            </Link>
          </li>
        ))}
      </ul>
      {active ? (
        <Link className="filter-clear" to={path(pathWithColor(null))} preventScrollReset>
          {t("list.anyColor")}
        </Link>
      ) : null}
    </nav>
  );
}

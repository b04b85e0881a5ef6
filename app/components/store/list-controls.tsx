import { Form, Link, useSubmit } from "@remix-run/react";
import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n";
import { productListParams, type ProductListFilters, type ProductSort } from "~/lib/product-list";
import type { FilterChoice } from "~/lib/product-list.server";
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
 * SPEC's Size filter (`?size=m`) and the colour filter (`?color=green`): links, so the choice lives in the URL, works
 * without JavaScript and can be shared. `pathWith` writes the list's own address with a choice (or none: "Any
 * size"), keeping its other choices.
 */
/** One choice of a filter: a link that keeps the scroll, marked as the current one when it is what the list shows. */
export function FilterChip({ to, active, onClick, children }: { to: string; active: boolean; onClick?: () => void; children: ReactNode }) {
  return (
    <Link
      className={`filter-chip${active ? " active" : ""}`}
      to={to}
      preventScrollReset
      aria-current={active || undefined}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

export function ChipFilter<V extends string>({
  title,
  anyLabel,
  choices,
  active,
  pathWith,
}: {
  title: TextId;
  anyLabel: TextId;
  /** Named in the page's language; a colour's swatch is a dot beside its name, which says it all to a screen reader. */
  choices: FilterChoice<V>[];
  active: V | null;
  pathWith: (value: V | null) => string;
}) {
  const { t, path } = useI18n();
  // The title's text id is unique on the page: it is the heading's id too.
  return (
    <nav aria-labelledby={title} className="filter-block">
      <h2 id={title} className="filter-title">
        {t(title)}
      </h2>
      <ul className="filter-list list-unstyled">
        {choices.map((choice) => (
          <li key={choice.value}>
            <FilterChip to={path(pathWith(choice.value))} active={choice.value === active}>
              {choice.swatch && <span style={{ background: choice.swatch }} />}
              {choice.name}
            </FilterChip>
          </li>
        ))}
      </ul>
      {active ? (
        <Link className="filter-clear" to={path(pathWith(null))} preventScrollReset>
          {t(anyLabel)}
        </Link>
      ) : null}
    </nav>
  );
}

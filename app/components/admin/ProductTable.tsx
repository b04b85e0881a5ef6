import { Link } from "@remix-run/react";
import { Fragment } from "react";
import { useI18n } from "~/components/i18n";
import { PriceText } from "~/components/store/cards";
import { smallestImage } from "~/lib/images";
import { routes } from "~/lib/routes";
import { hasSizeChoice, lowSizes, sizeLabel, totalStock, type SizeStock } from "~/lib/sizes";
import type { Product } from "~/lib/types";
import { StockBadge } from "./icons";
import { AdminTable } from "./AdminTable";

const THUMB = { width: 40, height: 40 };

/**
 * A text whose `{sizes}` is a list, each item isolated (<bdi>) so that an item mixing Latin letters, Arabic words and
 * numbers ("S (2)", "2–3 سنوات (1)") reads as one unit in a right-to-left sentence.
 */
function ListText({ template, items, separator }: { template: string; items: string[]; separator: string }) {
  const [before, after = ""] = template.split("{sizes}");
  return (
    <>
      {before}
      {items.map((item, i) => (
        <Fragment key={item}>
          {i ? separator : null}
          <bdi>{item}</bdi>
        </Fragment>
      ))}
      {after}
    </>
  );
}

/**
 * The sizes staff should restock: those at or below the threshold ("Low: M (2), L (1)"), and the sizes sold out
 * of a product still in stock in others. Each badge is read out as a sentence rather than as its short form.
 */
function SizeFlags({ sizes, threshold }: { sizes: readonly SizeStock[]; threshold: number }) {
  const { t, number } = useI18n();
  const low = lowSizes(sizes, threshold);
  const soldOut = hasSizeChoice(sizes) && totalStock(sizes) > 0 ? sizes.filter((row) => row.quantity === 0) : [];
  if (low.length === 0 && soldOut.length === 0) return null;
  const separator = t("sizes.separator");
  const soldOutLabels = soldOut.map((row) => sizeLabel(row.size, t));
  return (
    <>
      {low.length ? (
        <span className="badge text-bg-warning text-wrap text-start" data-testid="low-sizes">
          <span aria-hidden="true">
            <ListText
              template={t("sizes.low")}
              items={low.map((row) => t("sizes.count", { size: sizeLabel(row.size, t), count: number(row.quantity) }))}
              separator={separator}
            />
          </span>
          <span className="visually-hidden">
            <ListText
              template={t("sizes.lowSpoken")}
              items={low.map((row) => t("sizes.left", { size: sizeLabel(row.size, t), count: number(row.quantity) }))}
              separator={separator}
            />
          </span>
        </span>
      ) : null}
      {soldOut.length ? (
        <span className="badge text-bg-light border text-wrap text-start" data-testid="sold-out-sizes">
          <span aria-hidden="true">
            <ListText template={t("sizes.soldOut")} items={soldOutLabels} separator={separator} />
          </span>
          <span className="visually-hidden">
            <ListText template={t("sizes.soldOutSpoken")} items={soldOutLabels} separator={separator} />
          </span>
        </span>
      ) : null}
    </>
  );
}

/**
 * The product table of the Dashboard and the Products screen: Product, Start on, Status, Quantity, Price, Edit.
 * Quantity is SPEC's total, with the sizes running low flagged beside it; a product on sale shows its price
 * before the sale struck through and its percentage off.
 */
export function ProductTable({ products, lowStockThreshold }: { products: Product[]; lowStockThreshold: number }) {
  const { t, date } = useI18n();
  return (
    <AdminTable
      columns={[t("col.product"), t("col.startOn"), t("col.status"), t("col.quantity"), t("col.price")]}
      isEmpty={products.length === 0}
    >
      {products.map((p) => (
        <tr key={p.id}>
          <td>
            <div className="d-flex align-items-center gap-2">
              {p.images[0] ? (
                <img
                  className="admin-thumb"
                  src={smallestImage(p.images[0], routes.productImage, THUMB).src}
                  alt=""
                  width={40}
                  height={40}
                  loading="lazy"
                />
              ) : null}
              <bdi>{p.name}</bdi>
            </div>
          </td>
          <td className="text-nowrap">{date(p.createAt)}</td>
          <td>
            <StockBadge quantity={p.quantity} />
          </td>
          <td>
            {/* Wide enough that a list of low sizes wraps in a few lines, not a word a line, where the table scrolls on a phone. */}
            <div className="d-flex flex-wrap align-items-center gap-1" style={{ minInlineSize: "12rem" }}>
              <span>{p.quantity}</span>
              <SizeFlags sizes={p.sizes ?? []} threshold={lowStockThreshold} />
            </div>
          </td>
          <td className="text-nowrap">
            <PriceText product={p} />
          </td>
          <td className="text-end">
            <Link className="btn btn-sm btn-outline-dark" to={routes.product(p.id)} aria-label={t("list.editItem", { name: p.name })}>
              {t("action.edit")}
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

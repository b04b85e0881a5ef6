import { Link } from "@remix-run/react";
import { Money, useI18n } from "~/components/i18n";
import { smallestImage } from "~/lib/images";
import { routes } from "~/lib/routes";
import type { Product } from "~/lib/types";
import { StockBadge } from "./icons";
import { AdminTable } from "./AdminTable";

const THUMB = { width: 40, height: 40 };

/** The product table of the Dashboard and the Products screen: Product, Start on, Status, Quantity, Price, Edit. */
export function ProductTable({ products }: { products: Product[] }) {
  const { t, date } = useI18n();
  return (
    <AdminTable columns={[t("col.product"), t("col.startOn"), t("col.status"), t("col.quantity"), t("col.price")]} isEmpty={products.length === 0}>
      {products.map((p) => (
        <tr key={p.id}>
          <td>
            <div className="d-flex align-items-center gap-2">
              {p.images[0] ? (
                <img className="admin-thumb" src={smallestImage(p.images[0], routes.productImage, THUMB).src} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <bdi>{p.name}</bdi>
            </div>
          </td>
          <td className="text-nowrap">{date(p.createAt)}</td>
          <td>
            <StockBadge quantity={p.quantity} />
          </td>
          <td>{p.quantity}</td>
          <td className="text-nowrap">
            <Money amount={p.price} />
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

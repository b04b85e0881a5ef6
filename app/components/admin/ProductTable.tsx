import { Link } from "@remix-run/react";
import { formatDate, formatUsd } from "~/lib/format";
import { smallestImage } from "~/lib/images";
import { t } from "~/lib/admin-messages";
import { routes } from "~/lib/routes";
import type { Product } from "~/lib/types";
import { StockBadge } from "./icons";
import { AdminTable } from "./AdminTable";

const THUMB = { width: 40, height: 40 };

/** The product table of the Dashboard and the Products screen: Product, Start on, Status, Quantity, Price, Edit. */
export function ProductTable({ products }: { products: Product[] }) {
  return (
    <AdminTable columns={[t("col.product"), t("col.startOn"), t("col.status"), t("col.quantity"), t("col.price")]} isEmpty={products.length === 0}>
      {products.map((p) => (
        <tr key={p.id}>
          <td>
            <div className="d-flex align-items-center gap-2">
              {p.images[0] ? (
                <img className="admin-thumb" src={smallestImage(p.images[0], routes.productImage, THUMB).src} alt="" width={40} height={40} loading="lazy" />
              ) : null}
              <span>{p.name}</span>
            </div>
          </td>
          <td className="text-nowrap">{formatDate(p.createAt)}</td>
          <td>
            <StockBadge quantity={p.quantity} />
          </td>
          <td>{p.quantity}</td>
          <td className="text-nowrap">{formatUsd(p.price)}</td>
          <td className="text-end">
            <Link className="btn btn-sm btn-outline-dark" to={routes.product(p.id)} aria-label={`${t("action.edit")} ${p.name}`}>
              {t("action.edit")}
            </Link>
          </td>
        </tr>
      ))}
    </AdminTable>
  );
}

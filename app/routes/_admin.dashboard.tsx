import { json, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { lowStockThresholdOf } from "~/config.server";
import { listOf, pickFilter, readListParams } from "~/components/admin/admin.server";
import { onSaleToggle, stockFilterOptions } from "~/components/admin/filters";
import { ProductTable } from "~/components/admin/ProductTable";
import { SalesPanel, type SalesChart } from "~/components/admin/SalesPanel";
import { ListFilters } from "~/components/admin/ListFilters";
import { AdminListFooter } from "~/components/admin/ListFooter";
import { metaI18n, useI18n } from "~/components/i18n";
import { DASHBOARD_PAGE_SIZE } from "~/lib/limits";
import { compareAmounts } from "~/lib/money";
import type { SalesDay, SalesReport } from "~/lib/reports";
import { metaTitle } from "~/lib/seo";
import { routes } from "~/lib/routes";
import { sizeLabel } from "~/lib/sizes";
import { MOST_WANTED_SHOWN } from "~/lib/stock-alerts";
import { translate } from "~/lib/texts.server";
import type { WaitingAlerts } from "~/models/stock-alerts.server";
import { requireStaff } from "~/session.server";

export const meta: MetaFunction = ({ matches }) => metaTitle(metaI18n(matches).t("dashboard.title"), matches);

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const api = apiClient(context, token);
  const list = readListParams(request, DASHBOARD_PAGE_SIZE);
  const status = pickFilter(list.searchParams, "status", ["0", "1"] as const);
  const onSale = pickFilter(list.searchParams, "onSale", ["1"] as const);
  const [report, users, orders, allProducts, products, wanted] = await Promise.all([
    api.reports.sales(),
    api.users.length(),
    api.orders.list({ limit: 0 }),
    api.products.list({ limit: 0 }),
    api.products.list({ limit: list.limit, offset: list.offset, sort: "newest", status, onSale, q: list.q }),
    api.get<WaitingAlerts[]>("stock-alerts", { soldOut: "true", limit: MOST_WANTED_SHOWN }),
  ]);
  const page = listOf(products);
  return json({
    sales: report.ok ? { report: report.data, chart: salesChart(report.data) } : null,
    counts: {
      users: users.ok ? users.data.length : null,
      orders: orders.total,
      products: allProducts.total,
    },
    products: page.items,
    total: page.total,
    page: list.page,
    status,
    onSale,
    q: list.q,
    lowStockThreshold: lowStockThresholdOf(context),
    // The reorder list, worded here (size labels, dashes), so that the page carries no size helpers.
    mostWanted: wanted.ok
      ? wanted.data.map((row) => ({
          key: `${row.productId}:${row.colorId}:${row.size}`,
          productId: row.productId,
          product: row.product,
          color: row.color ?? "—",
          size: sizeLabel(row.size, (id, params) => translate(locale, id, params)),
          sku: row.sku ?? "—",
          waiting: row.waiting,
        }))
      : null,
  });
}

/** The chart's bars, scaled to the best day; worked out here so that the page carries no money arithmetic. */
function salesChart(report: SalesReport): SalesChart {
  const bestDay = report.days.reduce<SalesDay | null>(
    (best, day) => (day.orders && (!best || compareAmounts(day.revenue, best.revenue) > 0) ? day : best),
    null,
  );
  const top = bestDay ? Number(bestDay.revenue) : 0;
  return { bestDay, bars: report.days.map((day) => ({ ...day, height: top > 0 ? Number(day.revenue) / top : 0 })) };
}

export default function Dashboard() {
  const data = useLoaderData<typeof loader>();
  const { t, number } = useI18n();
  const cards = [
    { label: t("dashboard.allUsers"), value: data.counts.users, to: routes.users() },
    { label: t("dashboard.totalOrders"), value: data.counts.orders, to: routes.orders() },
    { label: t("dashboard.availableProducts"), value: data.counts.products, to: routes.products() },
  ];
  return (
    <>
      <h1 className="admin-page-title">{t("dashboard.title")}</h1>
      <ul className="row g-3 list-unstyled mb-4" aria-label={t("dashboard.title")}>
        {cards.map((card) => (
          <li className="col-12 col-md-4" key={card.label}>
            <div className="admin-stat" data-testid="stat">
              <p className="text-body-secondary mb-1">{card.label}</p>
              <p className="admin-stat-value mb-0">{card.value === null ? "—" : number(card.value)}</p>
            </div>
          </li>
        ))}
      </ul>
      {data.sales ? <SalesPanel report={data.sales.report} chart={data.sales.chart} /> : null}
      {data.mostWanted ? <MostWanted rows={data.mostWanted} /> : null}
      <section className="admin-card" aria-labelledby="available-products">
        <h2 id="available-products">{t("dashboard.availableProducts")}</h2>
        <ListFilters
          select={{ name: "status", label: t("list.status"), options: stockFilterOptions(t), value: data.status }}
          toggle={onSaleToggle(t, data.onSale)}
          searchLabel={t("list.searchByName")}
          q={data.q}
        />
        <ProductTable products={data.products} lowStockThreshold={data.lowStockThreshold} />
        <AdminListFooter total={data.total} totalId="list.total.products" pageSize={DASHBOARD_PAGE_SIZE} page={data.page} />
      </section>
    </>
  );
}

/** The most wanted sold-out variants: confirmed back-in-stock alerts, counted per variant (never an address). */
function MostWanted({
  rows,
}: {
  rows: { key: string; productId: number; product: string; color: string; size: string; sku: string; waiting: number }[];
}) {
  const { t, number } = useI18n();
  return (
    <section className="admin-card mb-4" aria-labelledby="most-wanted">
      <h2 id="most-wanted">{t("dashboard.mostWanted")}</h2>
      <p className="small text-body-secondary">{t("dashboard.mostWantedHint")}</p>
      {rows.length ? (
        <div className="table-responsive">
          <table className="table table-sm admin-table mb-0" data-testid="most-wanted">
            <thead>
              <tr>
                <th scope="col">{t("sales.product")}</th>
                <th scope="col">{t("sales.color")}</th>
                <th scope="col">{t("sales.size")}</th>
                <th scope="col">{t("codes.sku")}</th>
                <th scope="col" className="text-end">
                  {t("dashboard.waiting")}
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  <th scope="row" className="fw-normal">
                    <Link to={routes.product(row.productId)} dir="auto">
                      {row.product}
                    </Link>
                  </th>
                  <td>
                    <bdi>{row.color}</bdi>
                  </td>
                  <td>
                    <bdi>{row.size}</bdi>
                  </td>
                  <td>
                    <bdi className="font-monospace">{row.sku}</bdi>
                  </td>
                  <td className="text-end">{number(row.waiting)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-body-secondary mb-0">{t("dashboard.mostWantedNone")}</p>
      )}
    </section>
  );
}

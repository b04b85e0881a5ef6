import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n";
import type { SalesDay, SalesPeriod, SalesReport } from "~/lib/reports";
import { routes } from "~/lib/routes";
import { colorNameIn } from "~/lib/colors";
import { ONE_SIZE, sizeLabel } from "~/lib/sizes";

/** What the dashboard's loader adds to the report for the chart: the best day, and each bar's height (0 to 1). */
export interface SalesChart {
  bars: (SalesDay & { height: number })[];
  bestDay: SalesDay | null;
}

const CHART = { width: 600, height: 160, gap: 4, top: 8 };

/**
 * Revenue per day as bars, drawn on the server: it needs no script, and screen readers read its summary (the
 * figures themselves are in the table below it). Time runs left to right in every language, as on a calendar.
 */
function RevenueChart({ chart, month }: { chart: SalesChart; month: SalesPeriod }) {
  const { t, date, money, number } = useI18n();
  const { bars, bestDay } = chart;
  const first = bars[0];
  const last = bars[bars.length - 1];
  const slot = CHART.width / bars.length;
  const plot = CHART.height - CHART.top;
  const summary = bestDay
    ? t("sales.chartSummary", {
        first: date(first.date),
        last: date(last.date),
        orders: number(month.orders),
        revenue: money(month.revenue),
        bestDay: date(bestDay.date),
        bestRevenue: money(bestDay.revenue),
      })
    : t("sales.chartEmpty", { days: bars.length });
  return (
    <figure className="sales-chart mb-2" dir="ltr">
      <svg
        viewBox={`0 0 ${CHART.width} ${CHART.height}`}
        role="img"
        aria-labelledby="sales-chart-title sales-chart-summary"
        className="w-100 h-auto"
        preserveAspectRatio="none"
      >
        <title id="sales-chart-title">{t("sales.chartTitle", { days: bars.length })}</title>
        <desc id="sales-chart-summary">{summary}</desc>
        <line x1="0" x2={CHART.width} y1={CHART.height - 0.5} y2={CHART.height - 0.5} className="sales-chart-axis" />
        {bars.map((bar, i) => {
          const height = Math.max(bar.height * plot, bar.orders ? 2 : 0);
          return (
            <rect
              key={bar.date}
              x={i * slot + CHART.gap / 2}
              y={CHART.height - height}
              width={slot - CHART.gap}
              height={height}
              className={bestDay && bar.date === bestDay.date ? "sales-chart-bar sales-chart-best" : "sales-chart-bar"}
            >
              <title>{`${date(bar.date)}: ${money(bar.revenue)}`}</title>
            </rect>
          );
        })}
      </svg>
      <figcaption className="d-flex justify-content-between small text-body-secondary" aria-hidden="true">
        <span>{date(first.date)}</span>
        <span>{date(last.date)}</span>
      </figcaption>
    </figure>
  );
}

interface SalesColumn {
  label: string;
  /** Figures align to the end of the line (the right, or the left in Arabic). */
  end?: boolean;
}

/** One of the panel's tables: a header row, then a row per item whose first cell names it. */
function SalesTable({
  testId,
  columns,
  rows,
  className = "",
}: {
  testId: string;
  columns: SalesColumn[];
  rows: { key: string; cells: ReactNode[] }[];
  className?: string;
}) {
  return (
    <table className={`table table-sm admin-table ${className}`} data-testid={testId}>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.label} scope="col" className={column.end ? "text-end" : undefined}>
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            {row.cells.map((cell, i) =>
              i === 0 ? (
                <th key={columns[i].label} scope="row" className="fw-normal">
                  {cell}
                </th>
              ) : (
                <td key={columns[i].label} className={columns[i].end ? "text-end" : undefined}>
                  {cell}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PeriodFigures({ period }: { period: SalesPeriod }) {
  const { t, money, number } = useI18n();
  const lostPercent = period.orders ? Math.round((period.lost / period.orders) * 1000) / 10 : 0;
  const figures = [
    { label: t("sales.orders"), value: number(period.orders), id: "orders" },
    { label: t("sales.revenue"), value: money(period.revenue), id: "revenue" },
    { label: t("sales.averageBasket"), value: money(period.averageBasket), id: "basket" },
    { label: t("sales.lostShare"), value: `${number(lostPercent)} %`, id: "lost" },
    { label: t("sales.discountGiven"), value: money(period.discount), id: "discount" },
  ];
  return (
    <div className="admin-stat" data-testid={`sales-${period.days}`}>
      <h3 className="h6 text-body-secondary">{t("sales.lastDays", { count: period.days })}</h3>
      <dl className="sales-figures mb-0">
        {figures.map((figure) => (
          <div key={figure.id} data-testid={`sales-${period.days}-${figure.id}`}>
            <dt>{figure.label}</dt>
            <dd>
              <bdi>{figure.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The dashboard's sales panel: two periods' figures (the discount given among them), revenue per day, the best
 * sellers, the most used discount codes and the sizes running out.
 */
export function SalesPanel({ report, chart }: { report: SalesReport; chart: SalesChart }) {
  const { t, date, money, number, locale } = useI18n();
  const month = report.periods[report.periods.length - 1];
  const size = (code: string) => (code === ONE_SIZE ? "—" : sizeLabel(code, t));
  // A colour column only when a product with colours runs low: the list reads as before colours otherwise.
  const coloured = report.lowStock.some((row) => row.color !== null);
  return (
    <section className="admin-card mb-4" aria-labelledby="sales-title" data-testid="sales-panel">
      <h2 id="sales-title">{t("sales.title")}</h2>
      <ul className="row g-3 list-unstyled mb-2">
        {report.periods.map((period) => (
          <li className="col-12 col-md-6" key={period.days}>
            <PeriodFigures period={period} />
          </li>
        ))}
      </ul>
      <p className="small text-body-secondary">
        {t("sales.revenueHint")} {t("sales.discountHint")}
      </p>
      <div className="row g-4">
        <div className="col-12 col-xl-7">
          <h3 className="h6">{t("sales.chartTitle", { days: chart.bars.length })}</h3>
          <RevenueChart chart={chart} month={month} />
          <details>
            <summary>{t("sales.perDay")}</summary>
            <div className="table-responsive sales-days">
              <SalesTable
                testId="sales-days"
                columns={[{ label: t("sales.day") }, { label: t("sales.orders"), end: true }, { label: t("sales.revenue"), end: true }]}
                rows={[...chart.bars].reverse().map((day) => ({
                  key: day.date,
                  cells: [
                    <time key="day" dateTime={day.date}>
                      {date(day.date)}
                    </time>,
                    number(day.orders),
                    <bdi key="revenue">{money(day.revenue)}</bdi>,
                  ],
                }))}
              />
            </div>
          </details>
          <h3 className="h6 mt-4">{t("sales.topProducts", { days: month.days })}</h3>
          {report.topProducts.length ? (
            <SalesTable
              testId="sales-top"
              className="mb-4"
              columns={[{ label: t("sales.product") }, { label: t("sales.sold"), end: true }, { label: t("sales.revenue"), end: true }]}
              rows={report.topProducts.map((product) => ({
                key: String(product.id ?? `deleted-${product.name}`),
                cells: [
                  product.id ? (
                    <Link key="name" to={routes.product(product.id)} dir="auto">
                      {product.name}
                    </Link>
                  ) : (
                    t("sales.deletedProduct", { name: product.name })
                  ),
                  number(product.quantity),
                  <bdi key="revenue">{money(product.revenue)}</bdi>,
                ],
              }))}
            />
          ) : (
            <p className="text-body-secondary">{t("sales.none")}</p>
          )}
          <h3 className="h6 mt-4">{t("sales.topCodes", { days: month.days })}</h3>
          {report.topCodes.length ? (
            <SalesTable
              testId="sales-top-codes"
              className="mb-4"
              columns={[
                { label: t("sales.code") },
                { label: t("sales.orders"), end: true },
                { label: t("sales.discountGiven"), end: true },
                { label: t("sales.revenue"), end: true },
              ]}
              rows={report.topCodes.map((code) => ({
                key: code.code,
                cells: [
                  <bdi key="code" dir="ltr">
                    {code.code}
                  </bdi>,
                  number(code.orders),
                  <bdi key="discount">{money(code.discount)}</bdi>,
                  <bdi key="revenue">{money(code.revenue)}</bdi>,
                ],
              }))}
            />
          ) : (
            <p className="text-body-secondary">{t("sales.codesNone")}</p>
          )}
        </div>
        <div className="col-12 col-xl-5">
          <h3 className="h6">{t("sales.lowStock")}</h3>
          <p className="small text-body-secondary mb-2">{t("sales.lowStockHint", { threshold: number(report.lowStockThreshold) })}</p>
          {report.lowStock.length ? (
            <>
              <SalesTable
                testId="sales-low-stock"
                columns={[
                  { label: t("sales.product") },
                  ...(coloured ? [{ label: t("sales.color") }] : []),
                  { label: t("sales.size") },
                  { label: t("sales.left"), end: true },
                ]}
                rows={report.lowStock.map((row) => ({
                  key: `${row.productId}.${row.color ?? ""}.${row.size}`,
                  cells: [
                    <Link key="name" to={routes.product(row.productId)} dir="auto">
                      {row.name}
                    </Link>,
                    ...(coloured
                      ? [
                          <bdi key="color">
                            {row.color === null
                              ? "—"
                              : colorNameIn({ name: row.color, translations: row.colorTranslations ?? undefined }, locale)}
                          </bdi>,
                        ]
                      : []),
                    <bdi key="size">{size(row.size)}</bdi>,
                    row.quantity ? number(row.quantity) : t("sales.soldOut"),
                  ],
                }))}
              />
              {report.lowStockCount > report.lowStock.length ? (
                <p className="small text-body-secondary">
                  {t("sales.lowStockMore", { shown: number(report.lowStock.length), count: number(report.lowStockCount) })}
                </p>
              ) : null}
            </>
          ) : (
            <p className="text-body-secondary">{t("sales.lowStockNone")}</p>
          )}
        </div>
      </div>
    </section>
  );
}

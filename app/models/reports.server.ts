import { and, asc, count, desc, eq, gte, isNotNull, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { orderLines, orderReturnLines, orderReturns, orders, productColors, productSizes, products } from "~/db/schema";
import { CURRENCY_DECIMALS, type Currency } from "~/lib/i18n";
import { normalizeAmount } from "~/lib/money";
import { TRANSLATION_LOCALES, type TranslationLocale } from "~/lib/types";
import {
  chartDays,
  LOST_STAGES,
  LOW_STOCK_LIST_MAX,
  SALES_CHART_DAYS,
  SALES_PERIODS_DAYS,
  STORE_TIME_ZONE,
  storeToday,
  TOP_CODES_MAX,
  TOP_PRODUCTS_MAX,
  type SalesReport,
} from "~/lib/reports";

/** A constant of the code, written into the query so that one expression groups and selects alike. */
const timeZone = sql.raw(`'${STORE_TIME_ZONE}'`);

/** The first moment of the period of `days` calendar days ending today, in the store's time zone. */
function periodStart(now: Date, days: number): SQL {
  return sql`(date_trunc('day', ${now.toISOString()}::timestamptz at time zone ${timeZone}) - make_interval(days => ${days - 1})) at time zone ${timeZone}`;
}

const lostStages = sql.join(
  LOST_STAGES.map((stage) => sql`${stage}`),
  sql`, `,
);
const isLost = sql`${orders.stage} in (${lostStages})`;
const isKept = sql`${orders.stage} not in (${lostStages})`;

/**
 * What an order brought in: its total, less what the pieces received back from it were worth (docs/decisions/058),
 * refunded by a return or credited against an exchange, whose own order counts what it brought in.
 */
const netTotal = sql`(${orders.total} - coalesce((select sum(${orderReturns.refund}) from ${orderReturns} where ${orderReturns.orderId} = ${orders.id} and ${orderReturns.status} = 'received'), 0))`;

/**
 * The dashboard's sales figures, summed by the database in exact decimals: orders, revenue, average basket and
 * the share lost for the last 7 and 30 days, revenue per day, the best sellers, and the sizes running out.
 */
export async function salesReport(db: Db, currency: Currency, lowStockThreshold: number, now: Date = new Date()): Promise<SalesReport> {
  const decimals = CURRENCY_DECIMALS[currency];
  const amount = (value: string | null) => normalizeAmount(value ?? "0", currency);

  const periods = await Promise.all(
    SALES_PERIODS_DAYS.map(async (days) => {
      const [row] = await db
        .select({
          orders: count(),
          lost: sql<number>`count(*) filter (where ${isLost})`.mapWith(Number),
          revenue: sql<string>`coalesce(sum(${netTotal}) filter (where ${isKept}), 0)`,
          averageBasket: sql<string>`coalesce(round(avg(${netTotal}) filter (where ${isKept}), ${decimals}), 0)`,
          discount: sql<string>`coalesce(sum(${orders.discount}) filter (where ${isKept}), 0)`,
        })
        .from(orders)
        .where(and(gte(orders.createAt, periodStart(now, days)), lte(orders.createAt, now)));
      return {
        days,
        orders: row.orders,
        lost: row.lost,
        revenue: amount(row.revenue),
        averageBasket: amount(row.averageBasket),
        discount: amount(row.discount),
      };
    }),
  );

  const chartStart = periodStart(now, SALES_CHART_DAYS);
  const day = sql<string>`to_char(${orders.createAt} at time zone ${timeZone}, 'YYYY-MM-DD')`;
  const daily = await db
    .select({
      date: day,
      orders: count(),
      revenue: sql<string>`coalesce(sum(${netTotal}) filter (where ${isKept}), 0)`,
    })
    .from(orders)
    .where(and(gte(orders.createAt, chartStart), lte(orders.createAt, now)))
    .groupBy(day);
  const byDay = new Map(daily.map((row) => [row.date, row]));
  const days = chartDays(storeToday(now), SALES_CHART_DAYS).map((date) => ({
    date,
    orders: byDay.get(date)?.orders ?? 0,
    revenue: amount(byDay.get(date)?.revenue ?? "0"),
  }));

  // The pieces sold: those kept at the door when the shopper kept the parcel in part (docs/decisions/055), else all,
  // less those received back since (docs/decisions/058). An order's own total already is what was kept.
  const pieces = sql`(coalesce(${orderLines.keptQuantity}, ${orderLines.quantity}) - coalesce((select sum(${orderReturnLines.quantity}) from ${orderReturnLines} join ${orderReturns} on ${orderReturns.id} = ${orderReturnLines.returnId} where ${orderReturnLines.orderLineId} = ${orderLines.id} and ${orderReturns.status} = 'received'), 0))`;
  const sold = sql<number>`sum(${pieces})`.mapWith(Number);
  const lineRevenue = sql`sum(${orderLines.unitPrice} * ${pieces})`;
  const top = await db
    .select({
      id: orderLines.productId,
      name: sql<string>`max(${orderLines.name})`,
      quantity: sold,
      revenue: sql<string>`${lineRevenue}`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(gte(orders.createAt, chartStart), lte(orders.createAt, now), isKept))
    .groupBy(orderLines.productId)
    // A product whose every piece was refused at the door sold nothing.
    .having(sql`sum(${pieces}) > 0`)
    .orderBy(desc(sold), desc(lineRevenue))
    .limit(TOP_PRODUCTS_MAX);

  // The codes of the chart's period, the most used first, as revenue counts orders: none cancelled or returned.
  const codeOrders = count();
  const codeRevenue = sql<string>`sum(${netTotal})`;
  const codes = await db
    .select({
      code: sql<string>`${orders.discountCode}`,
      orders: codeOrders,
      discount: sql<string>`sum(${orders.discount})`,
      revenue: codeRevenue,
    })
    .from(orders)
    .where(and(gte(orders.createAt, chartStart), lte(orders.createAt, now), isKept, isNotNull(orders.discountCode)))
    .groupBy(orders.discountCode)
    .orderBy(desc(codeOrders), desc(codeRevenue), asc(orders.discountCode))
    .limit(TOP_CODES_MAX);

  const low = lte(productSizes.quantity, lowStockThreshold);
  const [lowStock, [lowCount]] = await Promise.all([
    db
      .select({
        productId: productSizes.productId,
        name: products.name,
        color: productColors.name,
        translations: productColors.translations,
        size: productSizes.size,
        quantity: productSizes.quantity,
      })
      .from(productSizes)
      .innerJoin(products, eq(products.id, productSizes.productId))
      .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
      .where(low)
      .orderBy(asc(productSizes.quantity), asc(products.name), asc(productColors.position), asc(productSizes.size))
      .limit(LOW_STOCK_LIST_MAX),
    db.select({ n: count() }).from(productSizes).where(low),
  ]);

  return {
    periods,
    days,
    topProducts: top.map((row) => ({ ...row, revenue: amount(row.revenue) })),
    topCodes: codes.map((row) => ({ ...row, discount: amount(row.discount), revenue: amount(row.revenue) })),
    // Staff read a colour in their own language (English where it has no name there).
    lowStock: lowStock.map(({ translations, ...row }) => ({
      ...row,
      colorTranslations:
        row.color === null
          ? null
          : (Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, { name: translations[locale]?.name ?? "" }])) as Record<
              TranslationLocale,
              { name: string }
            >),
    })),
    lowStockCount: lowCount.n,
    lowStockThreshold,
  };
}

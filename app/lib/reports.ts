/**
 * The dashboard's sales panel: what it reports and over which days. Days are the shop's calendar days in
 * Tunisia's time zone, so "today" turns at midnight in Tunis, not in UTC.
 */
import type { OrderStage } from "./order-stages";
import type { TranslationLocale } from "./types";

export const STORE_TIME_ZONE = "Africa/Tunis";
/** The periods the panel sums: the last 7 and the last 30 days, today included. */
export const SALES_PERIODS_DAYS = [7, 30] as const;
/** The chart shows one bar a day over the longest period. */
export const SALES_CHART_DAYS = 30;
export const TOP_PRODUCTS_MAX = 5;
/** The discount codes the panel lists, the most used first. */
export const TOP_CODES_MAX = 5;
export const LOW_STOCK_LIST_MAX = 10;
/**
 * Orders that bring no money: their revenue is not counted, their share is shown. A parcel refused at the door is
 * no sale either (docs/decisions/056).
 */
export const LOST_STAGES: readonly OrderStage[] = ["cancelled", "returned", "refused"];

export interface SalesPeriod {
  days: number;
  /** Every order placed in the period. */
  orders: number;
  /** The totals of those not cancelled, returned or refused (what is, or will be, collected on delivery). */
  revenue: string;
  /** Revenue per order not cancelled, returned or refused; "0" without any. */
  averageBasket: string;
  /** Cancelled, returned or refused, of `orders`. */
  lost: number;
  /** What codes took off the orders not cancelled, returned or refused (free delivery: the fee waived); "0" without any. */
  discount: string;
}

export interface SalesDay {
  /** YYYY-MM-DD in the store's time zone. */
  date: string;
  orders: number;
  revenue: string;
}

export interface TopProduct {
  /** null when the product was deleted since. */
  id: number | null;
  name: string;
  quantity: number;
  revenue: string;
}

/** A discount code's orders over the chart's period, not counting those cancelled, returned or refused. */
export interface TopCode {
  code: string;
  orders: number;
  /** What the code took off those orders, added up. */
  discount: string;
  /** Their totals, delivery included. */
  revenue: string;
}

export interface LowStockSize {
  productId: number;
  name: string;
  /** The colour's English name; null for a product without colours. */
  color: string | null;
  /** Its French and Arabic names, "" where none was written; null for a product without colours. */
  colorTranslations: Record<TranslationLocale, { name: string }> | null;
  size: string;
  quantity: number;
}

export interface SalesReport {
  periods: SalesPeriod[];
  days: SalesDay[];
  topProducts: TopProduct[];
  /** The most used codes over the chart's period (orders, then revenue), at most TOP_CODES_MAX. */
  topCodes: TopCode[];
  lowStock: LowStockSize[];
  /** All sizes at or below the threshold, of which `lowStock` lists the lowest. */
  lowStockCount: number;
  lowStockThreshold: number;
}

/** The calendar days of a chart ending on `today` (YYYY-MM-DD), oldest first. */
export function chartDays(today: string, count: number): string[] {
  const end = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) => new Date(end - (count - 1 - i) * 86_400_000).toISOString().slice(0, 10));
}

/** Today's date in the store's time zone. */
export function storeToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: STORE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

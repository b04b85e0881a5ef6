/**
 * Delivery slips (issue 36): which orders a batch prints, how its pages are laid out, and the address of a
 * batch. Shared by the orders list (its form) and the slip pages; the slips themselves are drawn by
 * app/components/admin/Slip.tsx.
 */
import { isDay } from "./days";
import type { Order } from "./types";

/** Four slips to an A4 sheet (each a quarter, A6), or one per A6 label. */
export const slipLayouts = ["a4", "a6"] as const;
export type SlipLayout = (typeof slipLayouts)[number];
export const DEFAULT_SLIP_LAYOUT: SlipLayout = "a4";
/** How many slips a sheet of each layout holds. */
export const SLIPS_PER_SHEET: Record<SlipLayout, number> = { a4: 4, a6: 1 };
/**
 * The most orders one batch prints (a day's parcels fit many times over). A day with more Confirmed orders prints
 * the first ones and the page says so; a form or address that names more orders is refused whole.
 */
export const SLIPS_MAX = 200;
/** How many references of the orders a move to Shipped left behind the page names; the rest are counted. */
export const SLIPS_NOT_MOVED_NAMED = 20;

export function isSlipLayout(value: unknown): value is SlipLayout {
  return typeof value === "string" && (slipLayouts as readonly string[]).includes(value);
}

/** The orders a batch names: by id (checkboxes, or `ids=1,2,3`), or every Confirmed order of one day. */
export interface SlipSelection {
  ids: number[];
  /** More than SLIPS_MAX orders were named: the batch is refused, and `ids` is empty. */
  tooMany: boolean;
  /** `YYYY-MM-DD`: the Confirmed orders placed that day (used only when no id is given). */
  day: string | null;
  layout: SlipLayout;
  /** Move each Confirmed order of the batch to Shipped (posted forms only). */
  ship: boolean;
}

/**
 * Reads a batch from a query string or a posted form: `ids` repeated or comma-separated (whole numbers only,
 * each once, in the order given; more than SLIPS_MAX different ones refuse the batch), `day`, `layout` (a4 unless
 * a6) and `ship`.
 */
export function readSlipSelection(params: URLSearchParams | FormData): SlipSelection {
  const ids = idsOf(params.getAll("ids"));
  const day = params.get("day");
  const layout = params.get("layout");
  const ship = params.get("ship");
  return {
    ids: ids ?? [],
    tooMany: ids === null,
    day: typeof day === "string" && isDay(day) ? day : null,
    layout: isSlipLayout(layout) ? layout : DEFAULT_SLIP_LAYOUT,
    ship: ship === "1" || ship === "on" || ship === "true",
  };
}

/**
 * The ids the values name, each once in the order first given, or null as soon as one more than SLIPS_MAX is met.
 * A form may name hundreds of thousands (a page form is read whole before any action runs): reading stops there,
 * and each id is looked up in a Set, so the cost stays that of one pass over what was read.
 */
function idsOf(values: readonly FormDataEntryValue[]): number[] | null {
  const ids = new Set<number>();
  for (const value of values) {
    if (typeof value !== "string") continue;
    // Walked with indexOf rather than split: a refused batch never has its whole list copied into parts.
    for (let start = 0; start <= value.length;) {
      const comma = value.indexOf(",", start);
      const end = comma === -1 ? value.length : comma;
      const id = idOf(value.slice(start, end));
      if (id !== null && !ids.has(id)) {
        if (ids.size === SLIPS_MAX) return null;
        ids.add(id);
      }
      start = end + 1;
    }
  }
  return [...ids];
}

function idOf(part: string): number | null {
  const text = part.trim();
  if (!/^\d{1,9}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}

/** The query string of a batch of orders by id (`?ids=1,2,3&layout=a4`). */
export function slipsQuery(ids: readonly number[], layout: SlipLayout): string {
  return `?${new URLSearchParams({ ids: ids.join(","), layout }).toString()}`;
}

/** What one delivery slip prints of its order, on the page and in the PDF alike. */
export interface SlipData {
  id: number;
  reference: string;
  fullName: string;
  telephone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  items: number;
  /** What the parcel holds by SKU, as the packer checks it (lineCodes); "" for lines from before SKUs. */
  codes: string;
  /** The cash the carrier collects (cashToCollect). */
  total: string;
  /**
   * An exchange's parcel (docs/decisions/058): the order it exchanges from, the cash to collect (0 when nothing),
   * and the pieces to take back; null for any other.
   */
  exchange: { of: string; collect: string; takeBack: number } | null;
  carrier: string | null;
  trackingNumber: string | null;
  staffNote: string;
}

export function slipDataOf(order: Order): SlipData {
  return {
    id: order.id,
    reference: order.reference,
    fullName: order.fullName,
    telephone: order.telephone,
    street: order.street,
    city: order.city,
    state: order.state,
    zip: order.zip,
    items: itemCount(order),
    codes: lineCodes(order),
    total: cashToCollect(order),
    exchange: order.exchange
      ? { of: order.exchange.of.reference, collect: order.exchange.collect, takeBack: order.exchange.takeBack }
      : null,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    staffNote: order.staffNote ?? "",
  };
}

/**
 * The cash the carrier collects at the door: the order's total, or for an exchange's parcel the total less what the
 * pieces she gives back are worth, never below nothing (the shop pays any difference back itself).
 */
export function cashToCollect(order: Pick<Order, "total" | "exchange">): string {
  return order.exchange ? order.exchange.collect : order.total;
}

/** How many items a parcel holds: every line's quantity. */
export function itemCount(order: Pick<Order, "products">): number {
  return order.products.reduce((sum, line) => sum + line.quantity, 0);
}

/**
 * Each line's SKU as it was when the order was placed, with its quantity: `WRAP-MIDI-GRN-M ×2 · STRAW-BAG ×1`.
 * Codes, not names, so that one text reads the same on a slip in any language and in the carrier's file.
 */
export function lineCodes(order: Pick<Order, "products">): string {
  return order.products.flatMap((line) => (line.sku ? [`${line.sku} ×${line.quantity}`] : [])).join(" · ");
}

/** The batch split into printed sheets of the layout's size. */
export function sheetsOf<T>(slips: readonly T[], layout: SlipLayout): T[][] {
  const size = SLIPS_PER_SHEET[layout];
  const sheets: T[][] = [];
  for (let start = 0; start < slips.length; start += size) sheets.push(slips.slice(start, start + size));
  return sheets;
}

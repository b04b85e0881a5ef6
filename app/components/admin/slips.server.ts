/**
 * The server's side of the delivery slips and the carrier CSV: which orders a batch holds (read through the
 * API, with the staff member's token, like every back-office page) and the move of its Confirmed orders to Shipped.
 */
import type { ApiClient } from "~/api-client.server";
import type { Flash } from "~/flash.server";
import type { CarrierRow } from "~/lib/carrier-csv";
import type { Locale } from "~/lib/i18n";
import { LIST_LIMIT_MAX } from "~/lib/limits";
import { cashToCollect, itemCount, lineCodes, SLIPS_MAX, SLIPS_NOT_MOVED_NAMED, type SlipSelection } from "~/lib/slips";
import { translate } from "~/lib/texts.server";
import type { Order } from "~/lib/types";

export interface SlipBatch {
  orders: Order[];
  /** More orders were asked for than one batch prints (SLIPS_MAX). */
  truncated: boolean;
}

/** The ids of the Confirmed orders placed on a day, oldest first, at most SLIPS_MAX + 1 (to tell that some were left out). */
async function confirmedIdsOf(api: ApiClient, day: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ids.length <= SLIPS_MAX; offset += LIST_LIMIT_MAX) {
    const answer = await api.orders.list({ stage: "confirmed", from: day, to: day, sort: "oldest", limit: LIST_LIMIT_MAX, offset });
    if (!answer.ok || !Array.isArray(answer.data)) {
      if (answer.status === 503) throw new Response("Unavailable", { status: 503 });
      console.error("slips: day's orders not read", answer.status, answer.error?.message);
      break;
    }
    ids.push(...answer.data.map((order) => order.id));
    if (answer.data.length < LIST_LIMIT_MAX) break;
  }
  return ids;
}

/**
 * The orders of a batch, in the order asked (orders that do not exist, or no longer, are left out). A refused
 * batch holds none, even with a day given: the day is only read when no order was named.
 */
export async function slipBatch(api: ApiClient, selection: SlipSelection): Promise<SlipBatch> {
  if (selection.tooMany) return { orders: [], truncated: false };
  const wanted = selection.ids.length ? selection.ids : selection.day ? await confirmedIdsOf(api, selection.day) : [];
  const ids = wanted.slice(0, SLIPS_MAX);
  const answers = await Promise.all(ids.map((id) => api.orders.single(id)));
  const orders: Order[] = [];
  for (const answer of answers) {
    if (answer.ok && answer.data) orders.push(answer.data);
    else if (answer.status === 503) throw new Response("Unavailable", { status: 503 });
    else if (answer.status !== 404) console.error("slips: order not read", answer.status, answer.error?.message);
  }
  return { orders, truncated: wanted.length > ids.length };
}

/**
 * Moves each Confirmed order of the batch to Shipped through the API's stage change (so each timeline records
 * who did it), keeping any carrier and tracking number already on the order. Answers the references of those
 * that did not move (not Confirmed, or moved on meanwhile), never an error page.
 */
export async function shipBatch(api: ApiClient, orders: readonly Order[]): Promise<ShipReport> {
  let shipped = 0;
  const notMoved: string[] = [];
  for (const order of orders) {
    if (order.stage !== "confirmed") {
      notMoved.push(order.reference);
      continue;
    }
    const answer = await api.put(`orders/stage/${order.id}`, {
      stage: "shipped",
      ...(order.carrier ? { carrier: order.carrier } : {}),
      ...(order.trackingNumber ? { trackingNumber: order.trackingNumber } : {}),
    });
    if (answer.ok) shipped += 1;
    else {
      if (answer.status !== 409) console.error("slips: order not shipped", order.id, answer.status, answer.error?.message);
      notMoved.push(order.reference);
    }
  }
  return { shipped, notMoved };
}

export interface ShipReport {
  shipped: number;
  /** The references of the orders that stayed where they were. */
  notMoved: string[];
}

/**
 * The banner a move to Shipped leaves for the slips page, in the staff member's language: how many moved, then
 * which did not (the first SLIPS_NOT_MOVED_NAMED by reference, the rest counted, so that the cookie that carries
 * it stays far below a browser's limit). A warning when any order stayed behind; nothing when nothing was asked.
 */
export function shipReportFlash(locale: Locale, report: ShipReport): Flash | null {
  const lines: string[] = [];
  if (report.shipped) lines.push(translate(locale, "slips.shipped", { count: report.shipped }));
  if (report.notMoved.length) {
    const named = report.notMoved.slice(0, SLIPS_NOT_MOVED_NAMED).join(", ");
    const rest = report.notMoved.length - SLIPS_NOT_MOVED_NAMED;
    const references = rest > 0 ? `${named} ${translate(locale, "slips.notMovedMore", { count: rest })}` : named;
    lines.push(translate(locale, "slips.notMoved", { references }));
  }
  if (!lines.length) return null;
  return { kind: report.notMoved.length ? "error" : "success", message: lines.join("\n") };
}

/** The answer of a file (PDF, CSV) asked for more orders than a batch holds: a sentence, never a part of them. */
export function tooManySlipsResponse(locale: Locale): Response {
  return new Response(translate(locale, "slips.tooManyIds", { max: SLIPS_MAX }), {
    status: 400,
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" },
  });
}

/** An order as the carrier's CSV writes it. */
export function carrierRowOf(order: Order): CarrierRow {
  return {
    reference: order.reference,
    fullName: order.fullName,
    telephone: order.telephone,
    state: order.state,
    city: order.city,
    street: order.street,
    zip: order.zip,
    cash: cashToCollect(order),
    items: itemCount(order),
    codes: lineCodes(order),
  };
}

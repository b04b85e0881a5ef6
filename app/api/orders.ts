import type { Context } from "hono";
import {
  cancelledOrdersAnswer,
  invoiceAnswer,
  orderAnswer,
  orderTrackingAnswer,
  shopperInvoiceAnswer,
  shopperOrderAnswer,
  staleOrdersAnswer,
} from "./answer-schemas";
import type { Db } from "~/db/connection";
import { z } from "zod";
import { orders } from "~/db/schema";
import { orderExportColumns } from "~/lib/exports.server";
import type { Currency } from "~/lib/i18n";
import { normalizeOrderReference } from "~/lib/order-reference";
import { orderStages, type OrderStage } from "~/lib/order-stages";
import {
  orderDeliverySchema,
  orderExchangeSchema,
  orderNoteSchema,
  orderReturnSchema,
  orderSchemaFor,
  returnReceivedSchema,
  orderStageChangeSchema,
  trackOrderSchema,
} from "~/lib/order-schemas";
import { createExchange, exchangesOf, receiveReturn, recordReturn, returnsOfOrder } from "~/models/returns.server";
import { shopperMessagesOf, type ShopperMailSettings } from "~/models/shopper-mail.server";
import { apiEn, sayApi } from "~/lib/api-messages.server";
import { currentUser } from "./auth";
import { ApiError } from "./errors";
import { sayInvalid } from "~/lib/validation-messages";
import {
  cancelStaleOrders,
  countStaleOrders,
  deliverInPart,
  findOrder,
  findOrderByReference,
  findStaffOrder,
  moveOrder,
  orderExportBatch,
  orderFilterCondition,
  orderHistory,
  placeOrder,
  setStaffNote,
  staffOrderColumns,
  trackOrder,
  withLinesForStaff,
} from "~/models/orders.server";
import { csvExport } from "./csv-export";
import { invoiceOfReference, invoicesOfOrder, invoicesOfReference, issueInvoice } from "~/models/invoices.server";
import {
  checkDayRange,
  dayParam,
  listOrder,
  listPage,
  listQuerySchema,
  notFound,
  parseId,
  readJson,
  readQuery,
  sendTotal,
} from "./request";
import type { ApiRouter } from "./router";
import type { ApiConfig, ApiEnv } from "./types";
import type { Order } from "~/lib/types";

/** The filters of the orders list, which its CSV export takes too. */
export const orderFilterQuery = z.object({
  status: z.enum(["0", "1"], { errorMap: () => ({ message: sayInvalid.oneOf("status", ["0", "1"]) }) }).optional(),
  stage: z.enum(orderStages, { errorMap: () => ({ message: sayInvalid.oneOf("stage", orderStages) }) }).optional(),
  q: listQuerySchema.shape.q,
  from: dayParam("from", "Orders placed on this day or later"),
  to: dayParam("to", "Orders placed on this day or earlier"),
  code: z
    .string()
    .max(100, sayInvalid.maxLength("code", 100))
    .optional()
    .describe("Orders placed with this discount code, in any case, spaces and underscores read as dashes (ete 20 finds ETE-20)"),
  refusedBefore: z
    .enum(["1"], { errorMap: () => ({ message: sayInvalid.oneOf("refusedBefore", ["1"]) }) })
    .optional()
    .describe("1: only the orders whose telephone number refused a parcel at the door on another order"),
});

export const orderListQuery = listQuerySchema.merge(orderFilterQuery);

/** The query's filters, with the day range checked as a whole: `from` after `to` is refused, never an empty answer. */
function readOrderFilters<S extends typeof orderFilterQuery | typeof orderListQuery>(c: Context, schema: S): z.output<S> {
  return checkDayRange(readQuery(c, schema) as z.output<S>);
}

/** One order with its timeline, its returns and the refusals of its telephone number, for staff. */
async function orderWithHistory(db: Db, id: number, currency: Currency): Promise<Order | null> {
  const order = await findStaffOrder(db, id, currency);
  return order
    ? {
        ...order,
        history: await orderHistory(db, id),
        returns: await returnsOfOrder(db, id, currency),
        messages: await shopperMessagesOf(db, id),
      }
    : null;
}

/**
 * Moves an order, or says why not: 404 for no such order, 409 naming where it stands, 400 when a number that
 * refused parcels before needs a note (HOLD_REFUSING_NUMBERS). A refusal at the door e-mails staff.
 */
async function moveOrThrow(
  c: Context<ApiEnv>,
  id: number,
  stage: OrderStage,
  details: Omit<z.output<typeof orderStageChangeSchema>, "stage">,
) {
  const { holdRefusingNumbers, staffEmails, publicUrl } = c.get("config");
  const result = await moveOrder(
    c.get("db"),
    id,
    currentUser(c).id,
    { stage, ...details },
    { holdRefusingNumbers, staffEmails, publicUrl, shopperMail: shopperMailSettingsOf(c.get("config")) },
  );
  if (!result) throw notFound();
  if (!result.moved) throw new ApiError(409, sayApi.orderStageRefused(result.current, stage));
  // A refusal e-mails staff, and a move the shopper who gave her e-mail: the sender is woken only then.
  if (result.mailed) c.get("staffMailQueued")();
}

/** What the shopper's messages need of the shop's settings. */
export function shopperMailSettingsOf(config: ApiConfig): ShopperMailSettings {
  return { currency: config.currency, publicUrl: config.publicUrl, storeName: config.invoices.seller.storeName };
}

export function orderRoutes(router: ApiRouter, config: ApiConfig) {
  const { currency, staleOrderDays } = config;
  const orderSchema = orderSchemaFor(config.orderLimits);
  router
    .add(
      "POST",
      "/orders/create",
      {
        tag: "orders",
        summary: "Place an order (priced and stocked by the server)",
        body: orderSchema,
        status: 201,
        rateLimit: "order",
        response: orderAnswer,
      },
      async (c) => {
        const input = await readJson(c, orderSchema);
        const id = await placeOrder(c.get("db"), input, { ...config, shopperMail: shopperMailSettingsOf(config) });
        c.get("staffMailQueued")();
        return c.json(await findOrder(c.get("db"), id, currency), 201);
      },
    )
    .add(
      "GET",
      "/orders",
      {
        tag: "orders",
        summary:
          "List orders; from and to (YYYY-MM-DD, UTC days, both included) keep the orders placed on those days and between, code those placed with a discount code",
        query: orderListQuery,
        response: z.array(orderAnswer),
      },
      async (c) => {
        const query = readOrderFilters(c, orderListQuery);
        const db = c.get("db");
        const condition = orderFilterCondition(query);
        // Each order with the refusals of its telephone number, counted in this same query (a correlated count).
        const rows = await db
          .select(staffOrderColumns)
          .from(orders)
          .where(condition)
          .orderBy(...listOrder(query, orders.createAt, orders.id))
          .limit(listPage(query).limit)
          .offset(listPage(query).offset);
        await sendTotal(c, db, orders, condition);
        return c.json(await withLinesForStaff(db, rows, currency));
      },
    )
    // Before /orders/:id, which would otherwise take "export" for an id.
    .add(
      "GET",
      "/orders/export",
      {
        tag: "orders",
        summary:
          "The orders the list's filters keep, as a CSV file streamed oldest first: one row per order line (UTF-8 with a BOM, CRLF, formulas neutralised)",
        query: orderFilterQuery,
        csv: true,
      },
      async (c) => {
        const condition = orderFilterCondition(readOrderFilters(c, orderFilterQuery));
        return csvExport("orders", orderExportColumns, (after) => orderExportBatch(c.get("db"), condition, after, currency));
      },
    )
    .add(
      "GET",
      "/orders/reference/:reference",
      {
        tag: "orders",
        summary: "The shopper's own order, by the reference given when it was placed (no stock figures)",
        response: shopperOrderAnswer,
      },
      async (c) => {
        const reference = normalizeOrderReference(c.req.param("reference") ?? "");
        const order = reference ? await findOrderByReference(c.get("db"), reference, currency) : null;
        if (!order) throw notFound();
        // Stock, staff's notes, who did what and the shop's own row numbers are the shop's business: the shopper's
        // answer leaves them out (the reference is her order's name).
        const history = (await orderHistory(c.get("db"), order.id)).map(({ kept: _kept, returned: _returned, ...event }) => ({
          ...event,
          by: null,
          note: "",
        }));
        const { staffNote: _note, id: _id, ...shared } = order;
        // An exchange's own order: what she pays at the door, the pieces she gives back credited (docs/decisions/058).
        const exchange = (await exchangesOf(c.get("db"), [order.id], new Map([[order.id, order.total]]), currency)).get(order.id);
        return c.json({
          ...shared,
          settlement: exchange
            ? {
                of: exchange.of.reference,
                credit: exchange.credit,
                collect: exchange.collect,
                payBack: exchange.payBack,
                takeBack: exchange.takeBack,
              }
            : null,
          history,
          products: order.products.map(({ stock: _stock, sku: _sku, barcode: _barcode, lineId: _lineId, ...line }) => line),
        });
      },
    )
    .add(
      "POST",
      "/orders/track",
      {
        tag: "orders",
        summary:
          "Where an order stands, with the discount code it was placed with, for its reference and telephone; any wrong pair answers the same 404",
        body: trackOrderSchema,
        rateLimit: "track",
        response: orderTrackingAnswer,
      },
      async (c) => {
        const { reference, telephone } = await readJson(c, trackOrderSchema);
        const tracking = await trackOrder(c.get("db"), normalizeOrderReference(reference)!, telephone, currency);
        if (!tracking) throw new ApiError(404, apiEn["api.trackNotFound"]);
        return c.json(tracking);
      },
    )
    .add(
      "GET",
      "/orders/stale",
      {
        tag: "orders",
        summary: "How many New orders are older than STALE_ORDER_DAYS days (days is null when that is off)",
        response: staleOrdersAnswer,
      },
      async (c) => c.json({ days: staleOrderDays, count: staleOrderDays ? await countStaleOrders(c.get("db"), staleOrderDays) : 0 }),
    )
    .add(
      "POST",
      "/orders/stale/cancel",
      {
        tag: "orders",
        summary: "Cancel every New order older than STALE_ORDER_DAYS days, putting its stock back; answers { cancelled }",
        response: cancelledOrdersAnswer,
      },
      async (c) => {
        if (!staleOrderDays) throw new ApiError(409, apiEn["api.staleOrdersOff"]);
        const note = sayApi.staleOrderNote(staleOrderDays);
        const cancelled = await cancelStaleOrders(c.get("db"), staleOrderDays, currentUser(c).id, note, {
          shopperMail: shopperMailSettingsOf(config),
        });
        c.get("staffMailQueued")();
        return c.json({ cancelled });
      },
    )
    .add(
      "GET",
      "/orders/:id",
      { tag: "orders", summary: "One order with its lines and its timeline", response: orderAnswer },
      async (c) => {
        const order = await orderWithHistory(c.get("db"), parseId(c), currency);
        if (!order) throw notFound();
        return c.json(order);
      },
    )
    .add(
      "PUT",
      "/orders/confirm/:id",
      { tag: "orders", summary: "Mark an order Done (delivered) from any open stage; a delivered order stays so", response: orderAnswer },
      async (c) => {
        const id = parseId(c);
        const db = c.get("db");
        const order = await findOrder(db, id, currency);
        if (!order) throw notFound();
        // SPEC's Confirm, for shops that skip the steps: confirming a delivered order again changes nothing.
        if (order.stage !== "delivered") await moveOrThrow(c, id, "delivered", { note: "", carrier: "", trackingNumber: "" });
        return c.json(await orderWithHistory(db, id, currency));
      },
    )
    .add(
      "PUT",
      "/orders/stage/:id",
      {
        tag: "orders",
        summary:
          "Move an order to a later stage, or cancel, return or (once shipped) refuse it (its stock goes back); 409 when it has left that path, " +
          "400 when HOLD_REFUSING_NUMBERS holds a number that refused parcels before and no note is given",
        body: orderStageChangeSchema,
        response: orderAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const { stage, ...details } = await readJson(c, orderStageChangeSchema);
        await moveOrThrow(c, id, stage, details);
        return c.json(await orderWithHistory(c.get("db"), id, currency));
      },
    )
    .add(
      "PUT",
      "/orders/delivery/:id",
      {
        tag: "orders",
        summary:
          "Record a shipped parcel the shopper kept in part at the door: every line with the pieces kept (at least one in all). " +
          "It becomes delivered, the refused pieces go back in stock, and its figures become what was kept, the code's " +
          "discount worked out again on the kept lines; 409 when it is not shipped (already delivered, for one recorded twice)",
        body: orderDeliverySchema,
        response: orderAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const delivery = await readJson(c, orderDeliverySchema);
        const result = await deliverInPart(c.get("db"), id, currentUser(c).id, delivery, currency, shopperMailSettingsOf(config));
        if (!result) throw notFound();
        if (!result.moved) throw new ApiError(409, sayApi.deliveryRefused(result.current));
        c.get("staffMailQueued")();
        return c.json(await orderWithHistory(c.get("db"), id, currency));
      },
    )
    .add(
      "POST",
      "/orders/return/:id",
      {
        tag: "orders",
        summary:
          "Record the return of some pieces of a delivered order: each line coming back with its pieces (at most those kept and " +
          "not returned before). It stays delivered, marked partly returned; the refund is what she paid for them, the code's " +
          "share taken off. Their stock comes back when they are received (PUT /orders/return-received/{id}); 409 when not delivered",
        body: orderReturnSchema,
        status: 201,
        response: orderAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const input = await readJson(c, orderReturnSchema);
        await recordReturn(c.get("db"), id, currentUser(c).id, input, currency, shopperMailSettingsOf(config));
        c.get("staffMailQueued")();
        return c.json(await orderWithHistory(c.get("db"), id, currency), 201);
      },
    )
    .add(
      "POST",
      "/orders/exchange/:id",
      {
        tag: "orders",
        summary:
          "Exchange some pieces of a delivered order's line for another variant, named by its SKU: creates the exchange's own order " +
          "(confirmed, its own reference), takes the new variant's stock at once (409 when short), and records the return of the " +
          "pieces given back, whose stock comes back when they are received. Its exchange says the cash to collect or pay back; " +
          "its delivery fee follows EXCHANGE_DELIVERY. Answers the exchange's order",
        body: orderExchangeSchema,
        status: 201,
        response: orderAnswer,
      },
      async (c) => {
        const input = await readJson(c, orderExchangeSchema);
        const exchangeId = await createExchange(c.get("db"), parseId(c), currentUser(c).id, input, {
          currency,
          exchangeDelivery: config.exchangeDelivery,
          shopperMail: shopperMailSettingsOf(config),
        });
        c.get("staffMailQueued")();
        return c.json(await orderWithHistory(c.get("db"), exchangeId, currency), 201);
      },
    )
    .add(
      "PUT",
      "/orders/return-received/:id",
      {
        tag: "orders",
        summary:
          "Mark the pieces of one of the order's returns or exchanges received (returnId, from the order's returns): their stock " +
          "comes back, once, and when the order has its invoice a partial credit note gives them back; 404 when the order has no " +
          "such return, 409 when it is already received or cancelled",
        body: returnReceivedSchema,
        response: orderAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const { returnId } = await readJson(c, returnReceivedSchema);
        await receiveReturn(c.get("db"), id, returnId, currentUser(c).id);
        return c.json(await orderWithHistory(c.get("db"), id, currency));
      },
    )
    .add(
      "PUT",
      "/orders/note/:id",
      { tag: "orders", summary: "Staff's own note on an order", body: orderNoteSchema, response: orderAnswer },
      async (c) => {
        const id = parseId(c);
        const { note } = await readJson(c, orderNoteSchema);
        if (!(await setStaffNote(c.get("db"), id, note))) throw notFound();
        return c.json(await orderWithHistory(c.get("db"), id, currency));
      },
    )
    .add(
      "POST",
      "/orders/invoice/:id",
      {
        tag: "invoices",
        summary:
          "Issue the invoice of a delivered order, numbered in the year's gapless sequence; 409 when the order is not delivered, " +
          "already has one, or the shop's legal details are not all set",
        status: 201,
        response: invoiceAnswer,
      },
      async (c) => {
        const user = currentUser(c);
        const invoice = await issueInvoice(c.get("db"), parseId(c), { id: user.id, username: user.username }, config.invoices, currency);
        return c.json(invoice, 201);
      },
    )
    .add(
      "GET",
      "/orders/invoices/:id",
      { tag: "invoices", summary: "An order's invoice and credit note, in the order they were issued", response: z.array(invoiceAnswer) },
      async (c) => {
        const id = parseId(c);
        const db = c.get("db");
        if (!(await findOrder(db, id, currency))) throw notFound();
        return c.json(await invoicesOfOrder(db, id));
      },
    )
    .add(
      "GET",
      "/orders/reference/:reference/invoices",
      {
        tag: "invoices",
        summary: "The shopper's invoice and credit note, by her order's reference (empty until one is issued)",
        response: z.array(shopperInvoiceAnswer),
      },
      async (c) => {
        const reference = normalizeOrderReference(c.req.param("reference") ?? "");
        if (!reference) throw notFound();
        const db = c.get("db");
        if (!(await findOrderByReference(db, reference, currency))) throw notFound();
        return c.json(await invoicesOfReference(db, reference));
      },
    )
    .add(
      "GET",
      "/orders/reference/:reference/invoices/:id",
      {
        tag: "invoices",
        summary: "One of the shopper's documents by her order's reference, for its print page and PDF; 404 when it is not that order's",
        // Each call opens a document page or PDF, which anyone holding a reference may repeat: counted per client.
        rateLimit: "document",
        response: shopperInvoiceAnswer,
      },
      async (c) => {
        const reference = normalizeOrderReference(c.req.param("reference") ?? "");
        const id = parseId(c);
        const invoice = reference ? await invoiceOfReference(c.get("db"), reference, id) : null;
        if (!invoice) throw notFound();
        return c.json(invoice);
      },
    );
}

/**
 * Pieces that come back after delivery (docs/decisions/058): returns of some pieces, exchanges for another colour,
 * size or product, and their receipt. Every move runs in one transaction that takes the products' locks first, by
 * id, then the order's (ARCHITECTURE decision 24), as a delivery, a return or a refusal of the same order does; and
 * every move changes a row only from the state it read, so that a move made twice at once applies once.
 */
import { and, asc, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import {
  orderEvents,
  orderLines,
  orderReturnLines,
  orderReturns,
  orders,
  productColors,
  productImages,
  productSizes,
  products,
  users,
} from "~/db/schema";
import { apiEn, sayApi } from "~/lib/api-messages.server";
import type { Currency } from "~/lib/i18n";
import { multiplyAmount, normalizeAmount, sumAmounts } from "~/lib/money";
import { newOrderReference } from "~/lib/order-reference";
import { statusOfStage } from "~/lib/order-stages";
import { exchangeFigures, exchangeSettlement, returnedValues, type ExchangeDeliveryMode, type ReturnableLine } from "~/lib/returns";
import { orderFigures } from "~/lib/shipping";
import { normalizeSku } from "~/lib/sku";
import type { OrderExchange, OrderReturn } from "~/lib/types";
import { sayInvalid } from "~/lib/validation-messages";
import { conflict, invalidRequest, notFound, outOfStock } from "./errors";
import { issueReturnCreditNote } from "./invoices.server";
import { lineLabel, notEnoughStock, putBackLine } from "./orders.server";
import { readShippingRates } from "./shipping.server";
import { queueShopperMail, type ShopperMailSettings } from "./shopper-mail.server";
import { lockProducts, takeStock } from "./stock.server";

/** A delivered order's line as a return reads it. */
interface DeliveredLine extends ReturnableLine {
  productId: number | null;
  colorId: number | null;
  name: string;
  colorName: string | null;
  size: string | null;
  sku: string | null;
}

/** The pieces of returns not cancelled, per line of an order: those coming back or back already. */
async function returningPieces(db: Db, orderId: number): Promise<Map<number, number>> {
  const rows = await db
    .select({ lineId: orderReturnLines.orderLineId, pieces: sql<number>`sum(${orderReturnLines.quantity})::int`.mapWith(Number) })
    .from(orderReturnLines)
    .innerJoin(orderReturns, eq(orderReturns.id, orderReturnLines.returnId))
    .where(and(eq(orderReturns.orderId, orderId), ne(orderReturns.status, "cancelled")))
    .groupBy(orderReturnLines.orderLineId);
  return new Map(rows.map((row) => [row.lineId, row.pieces]));
}

/** The lines of a delivered order, with the pieces she kept and those already coming back. */
async function deliveredLines(db: Db, orderId: number): Promise<DeliveredLine[]> {
  const rows = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      colorId: orderLines.colorId,
      name: orderLines.name,
      colorName: orderLines.colorName,
      size: orderLines.size,
      sku: orderLines.sku,
      unitPrice: orderLines.unitPrice,
      discounted: orderLines.discounted,
      kept: sql<number>`coalesce(${orderLines.keptQuantity}, ${orderLines.quantity})`.mapWith(Number),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const returning = await returningPieces(db, orderId);
  return rows.map((row) => ({ ...row, returnedBefore: returning.get(row.id) ?? 0 }));
}

/** The order's discount on goods, which returned pieces take their share of (none for a code that waived the fee). */
function goodsDiscountOf(order: { discountKind: string | null; discount: string }): string {
  return order.discountKind && order.discountKind !== "free_shipping" ? order.discount : "0";
}

/** The delivered order, locked; refused (409) when it is not delivered, null when there is none. */
async function lockDeliveredOrder(db: Db, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!order) throw notFound(apiEn["api.notFound"]);
  if (order.stage !== "delivered") throw conflict(sayApi.returnNotDelivered(order.stage));
  return order;
}

/** The products an order's lines took stock from, for their locks. */
function productIdsOf(lines: readonly { productId: number | null }[]): number[] {
  return lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
}

/**
 * The pieces asked of each line, or every reason they cannot come back: a line the order does not have, or twice;
 * more than she kept less those coming back already; nothing at all.
 */
function piecesAsked(lines: readonly DeliveredLine[], asked: readonly { id: number; quantity: number }[]): Map<number, number> {
  const problems: string[] = [];
  const pieces = new Map<number, number>();
  for (const { id, quantity } of asked) {
    const line = lines.find((row) => row.id === id);
    if (!line) problems.push(sayApi.deliveryLineUnknown(id));
    else if (pieces.has(id)) problems.push(sayInvalid.listedTwice("line id"));
    else if (!Number.isInteger(quantity) || quantity < 0) problems.push(sayInvalid.wholeNumber("quantity"));
    else if (quantity > line.kept - line.returnedBefore)
      problems.push(sayApi.returnAboveKept(lineLabel(line), line.kept - line.returnedBefore));
    else if (quantity > 0) pieces.set(id, quantity);
  }
  if (problems.length === 0 && pieces.size === 0) problems.push(sayApi.returnNothing());
  if (problems.length) throw invalidRequest(problems);
  return pieces;
}

/** Writes a return and its lines; answers its id. */
async function insertReturn(
  tx: Db,
  values: { orderId: number; kind: "return" | "exchange"; exchangeOrderId?: number; userId: number | null; note: string },
  lines: readonly DeliveredLine[],
  pieces: ReadonlyMap<number, number>,
  values_: ReturnType<typeof returnedValues>,
  currency: Currency,
): Promise<number> {
  const refund = sumAmounts(
    [...values_.values()].map((value) => value.amount),
    currency,
  );
  const [row] = await tx
    .insert(orderReturns)
    .values({
      orderId: values.orderId,
      kind: values.kind,
      exchangeOrderId: values.exchangeOrderId ?? null,
      refund,
      note: values.note,
      createdById: values.userId,
    })
    .returning({ id: orderReturns.id });
  await tx.insert(orderReturnLines).values(
    lines
      .filter((line) => pieces.has(line.id))
      .map((line) => ({
        returnId: row.id,
        orderLineId: line.id,
        quantity: pieces.get(line.id)!,
        amount: values_.get(line.id)!.amount,
        discount: values_.get(line.id)!.discount,
      })),
  );
  return row.id;
}

/** The timeline's entry of a return or an exchange on the order the pieces come back from (its stage unchanged). */
async function noteOnTimeline(
  tx: Db,
  orderId: number,
  userId: number | null,
  note: string,
  returnId: number,
  event: "recorded" | "received",
) {
  const [order] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId));
  await tx
    .insert(orderEvents)
    .values({ orderId, userId, fromStage: order.stage, toStage: order.stage, note, detail: { returned: { returnId, event } } });
}

export interface ReturnInput {
  lines: readonly { id: number; quantity: number }[];
  note?: string;
}

/**
 * Records the return of some pieces of a delivered order: what they are worth is worked out now (what she paid
 * for them, app/lib/returns.ts) and shown as the refund; their stock comes back when they are received. The order
 * stays delivered, marked partly returned. Answers the return's id.
 */
export async function recordReturn(
  db: Db,
  orderId: number,
  userId: number | null,
  input: ReturnInput,
  currency: Currency,
  shopperMail?: ShopperMailSettings,
): Promise<number> {
  return db.transaction(async (tx) => {
    const order = await lockDeliveredOrder(tx, orderId);
    const lines = await deliveredLines(tx, orderId);
    const pieces = piecesAsked(lines, input.lines);
    const values = returnedValues(lines, pieces, goodsDiscountOf(order), currency);
    const id = await insertReturn(tx, { orderId, kind: "return", userId, note: input.note ?? "" }, lines, pieces, values, currency);
    await noteOnTimeline(tx, orderId, userId, input.note ?? "", id, "recorded");
    if (shopperMail) {
      const returned = [...values].map(([lineId, value]) => ({ lineId, quantity: pieces.get(lineId)!, amount: value.amount }));
      const refund = sumAmounts(
        returned.map((piece) => piece.amount),
        currency,
      );
      await queueShopperMail(tx, orderId, "return", shopperMail, { refund, returned });
    }
    return id;
  });
}

export interface ExchangeInput {
  /** The line of the delivered order she gives back, and how many of its pieces. */
  lineId: number;
  quantity: number;
  /** The variant she takes instead, by its SKU. */
  sku: string;
  note?: string;
}

export interface ExchangeSettings {
  currency: Currency;
  exchangeDelivery: ExchangeDeliveryMode;
  shopperMail?: ShopperMailSettings;
}

/**
 * Creates the exchange of some pieces of a delivered order for another variant (docs/decisions/058): an order of
 * its own, with its own reference, confirmed already (staff agreed it with the shopper), whose new pieces' stock is
 * taken now, as any order takes it (409 when short); and the return of the pieces she gives back, linked to it,
 * whose stock comes back when they are received. Priced by exchangeFigures. Answers the exchange order's id.
 */
export async function createExchange(
  db: Db,
  orderId: number,
  userId: number | null,
  input: ExchangeInput,
  settings: ExchangeSettings,
): Promise<number> {
  const { currency } = settings;
  // No such order is said before anything about the variant.
  const [exists] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
  if (!exists) throw notFound(apiEn["api.notFound"]);
  const sku = normalizeSku(input.sku);
  const [variant] = await db
    .select({ productId: productSizes.productId, colorId: productSizes.colorId, size: productSizes.size })
    .from(productSizes)
    .where(eq(productSizes.sku, sku));
  if (!variant) throw invalidRequest(sayApi.exchangeSkuUnknown(input.sku.trim()));
  return db.transaction(async (tx) => {
    await lockProducts(tx, [variant.productId]);
    const order = await lockDeliveredOrder(tx, orderId);
    const lines = await deliveredLines(tx, orderId);
    const pieces = piecesAsked(lines, [{ id: input.lineId, quantity: input.quantity }]);
    const line = lines.find((row) => row.id === input.lineId)!;
    if (line.sku === sku) throw invalidRequest(sayApi.exchangeSameVariant(sku));
    const [color] = await tx
      .select({ name: productColors.name, translations: productColors.translations })
      .from(productColors)
      .where(eq(productColors.id, variant.colorId));
    const taken = await takeStock(tx, variant.productId, variant.colorId, variant.size, input.quantity);
    if (!taken) {
      const [product] = await tx.select({ name: products.name }).from(products).where(eq(products.id, variant.productId));
      throw outOfStock(notEnoughStock(product?.name ?? sku, color?.name ?? null, variant.size));
    }
    const returned = returnedValues(lines, pieces, goodsDiscountOf(order), currency).get(line.id)!;
    // Another colour or size of the piece she bought costs what she paid for it; another product, its price today.
    const unitPrice = variant.productId === line.productId ? line.unitPrice : taken.price;
    const newGross = multiplyAmount(unitPrice, input.quantity, currency);
    const rates = await readShippingRates(tx, currency);
    const fee =
      settings.exchangeDelivery === "free" ? "0" : orderFigures(newGross, order.state, rates, currency, returned.discount).shippingFee;
    const figures = exchangeFigures({ newGross, returned, fee }, currency);
    const carriesDiscount = Number(figures.discount) > 0;
    const [cover] = await tx
      .select({ url: productImages.url })
      .from(productImages)
      .where(and(eq(productImages.colorId, variant.colorId), eq(productImages.position, 0)));
    const [exchange] = await tx
      .insert(orders)
      .values({
        fullName: order.fullName,
        telephone: order.telephone,
        state: order.state,
        city: order.city,
        street: order.street,
        zip: order.zip,
        place: order.place,
        reference: newOrderReference(),
        stage: "confirmed",
        status: statusOfStage("confirmed"),
        subtotal: figures.subtotal,
        shippingFee: figures.shippingFee,
        total: figures.total,
        // The discount of the pieces she gives back travels with her exchange, as a fixed amount of the same code.
        discountCode: carriesDiscount ? order.discountCode : null,
        discountKind: carriesDiscount ? "fixed" : null,
        discount: figures.discount,
        // Her news of the exchange goes where the order's went, in the same language.
        email: order.email,
        locale: order.locale,
      })
      .returning({ id: orders.id, reference: orders.reference });
    await tx.insert(orderLines).values({
      orderId: exchange.id,
      productId: variant.productId,
      name: taken.name,
      unitPrice,
      quantity: input.quantity,
      size: variant.size,
      colorId: variant.colorId,
      colorName: color?.name ?? null,
      colorTranslations: color?.translations ?? {},
      imageUrl: cover?.url ?? null,
      sku: taken.sku,
      barcode: taken.barcode,
      discounted: carriesDiscount,
    });
    const values = new Map([[line.id, returned]]);
    const note = input.note ?? "";
    const returnId = await insertReturn(
      tx,
      { orderId, kind: "exchange", exchangeOrderId: exchange.id, userId, note },
      lines,
      pieces,
      values,
      currency,
    );
    await tx.insert(orderEvents).values({
      orderId: exchange.id,
      userId,
      fromStage: null,
      toStage: "confirmed",
      note,
      detail: { returned: { returnId, event: "exchange" } },
    });
    await noteOnTimeline(tx, orderId, userId, note, returnId, "recorded");
    if (settings.shopperMail) {
      const settlement = exchangeSettlement(figures.total, figures.credit, input.quantity, currency);
      await queueShopperMail(tx, exchange.id, "exchange", settings.shopperMail, { original: order.reference, settlement });
    }
    return exchange.id;
  });
}

/**
 * Marks a return's pieces received, once: their stock comes back, each in its colour and size, and when the order
 * has its invoice, a partial credit note gives them back (app/models/invoices.server.ts). Of two staff members
 * marking it at once, one does and the other is told it is received (409). 404 when the order has no such return.
 */
export async function receiveReturn(db: Db, orderId: number, returnId: number, userId: number | null, at = new Date()): Promise<void> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: orderReturns.orderId })
      .from(orderReturns)
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.orderId, orderId)));
    if (!found) throw notFound(apiEn["api.notFound"]);
    const lines = await tx
      .select({
        productId: orderLines.productId,
        colorId: orderLines.colorId,
        size: orderLines.size,
        quantity: orderReturnLines.quantity,
      })
      .from(orderReturnLines)
      .innerJoin(orderLines, eq(orderLines.id, orderReturnLines.orderLineId))
      .where(eq(orderReturnLines.returnId, returnId));
    await lockProducts(tx, productIdsOf(lines));
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, found.orderId)).for("update");
    const received = await tx
      .update(orderReturns)
      .set({ status: "received", receivedAt: at, receivedById: userId })
      .where(and(eq(orderReturns.id, returnId), eq(orderReturns.status, "awaiting")))
      .returning({ id: orderReturns.id });
    if (received.length === 0) {
      const [now] = await tx.select({ status: orderReturns.status }).from(orderReturns).where(eq(orderReturns.id, returnId));
      throw conflict(sayApi.returnNotAwaiting(now.status));
    }
    for (const line of lines) await putBackLine(tx, line, line.quantity);
    await issueReturnCreditNote(tx, returnId, userId, at);
    await noteOnTimeline(tx, found.orderId, userId, "", returnId, "received");
  });
}

/**
 * The return half of an exchange whose order was cancelled or refused: the piece she was to give back stays hers,
 * so its return is cancelled if it is still awaited (called in the move's transaction, under the order's lock).
 */
export async function cancelExchangeReturn(tx: Db, exchangeOrderId: number): Promise<void> {
  await tx
    .update(orderReturns)
    .set({ status: "cancelled" })
    .where(and(eq(orderReturns.exchangeOrderId, exchangeOrderId), eq(orderReturns.status, "awaiting")));
}

/**
 * Before a whole delivered order comes back: an exchange still awaiting its piece is refused (409, the exchange
 * first); returns of some pieces still awaited are cancelled, their pieces coming back with the whole order.
 * Answers the pieces of each line already received back, which the whole return does not put back twice.
 */
export async function settleReturnsBeforeFullReturn(tx: Db, orderId: number): Promise<Map<number, number>> {
  const open = await tx
    .select({ id: orderReturns.id, kind: orderReturns.kind, exchangeOrderId: orderReturns.exchangeOrderId })
    .from(orderReturns)
    .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, "awaiting")));
  const exchange = open.find((row) => row.kind === "exchange");
  if (exchange) {
    const [order] = await tx.select({ reference: orders.reference }).from(orders).where(eq(orders.id, exchange.exchangeOrderId!));
    throw conflict(sayApi.returnAwaitsExchange(order?.reference ?? ""));
  }
  if (open.length) {
    await tx
      .update(orderReturns)
      .set({ status: "cancelled" })
      .where(
        inArray(
          orderReturns.id,
          open.map((row) => row.id),
        ),
      );
  }
  return returningPieces(tx, orderId);
}

/** The returns of an order's pieces, oldest first, with their lines, the exchange's order, and who recorded them. */
export async function returnsOfOrder(db: Db, orderId: number, currency: Currency): Promise<OrderReturn[]> {
  const rows = await db
    .select({
      id: orderReturns.id,
      kind: orderReturns.kind,
      status: orderReturns.status,
      refund: orderReturns.refund,
      note: orderReturns.note,
      createAt: orderReturns.createAt,
      receivedAt: orderReturns.receivedAt,
      exchangeOrderId: orderReturns.exchangeOrderId,
      exchangeReference: orders.reference,
      createdBy: users.username,
    })
    .from(orderReturns)
    .leftJoin(orders, eq(orders.id, orderReturns.exchangeOrderId))
    .leftJoin(users, eq(users.id, orderReturns.createdById))
    .where(eq(orderReturns.orderId, orderId))
    .orderBy(asc(orderReturns.id));
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      returnId: orderReturnLines.returnId,
      lineId: orderReturnLines.orderLineId,
      quantity: orderReturnLines.quantity,
      amount: orderReturnLines.amount,
    })
    .from(orderReturnLines)
    .where(
      inArray(
        orderReturnLines.returnId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderReturnLines.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    status: row.status,
    refund: normalizeAmount(row.refund, currency),
    note: row.note,
    createAt: row.createAt.toISOString(),
    receivedAt: row.receivedAt?.toISOString() ?? null,
    createdBy: row.createdBy ?? null,
    exchangeOrder: row.exchangeOrderId === null ? null : { id: row.exchangeOrderId, reference: row.exchangeReference ?? "" },
    lines: lines
      .filter((line) => line.returnId === row.id)
      .map((line) => ({ lineId: line.lineId, quantity: line.quantity, amount: normalizeAmount(line.amount, currency) })),
  }));
}

/**
 * What the orders of `ids` are in an exchange: for an exchange's own order, the order it exchanges from, the pieces
 * it takes back, whether they are back, and the cash the courier settles; absent for any other order.
 */
export async function exchangesOf(db: Db, ids: readonly number[], totals: ReadonlyMap<number, string>, currency: Currency) {
  const found = new Map<number, OrderExchange>();
  if (ids.length === 0) return found;
  const rows = await db
    .select({
      exchangeOrderId: orderReturns.exchangeOrderId,
      returnId: orderReturns.id,
      status: orderReturns.status,
      credit: orderReturns.refund,
      orderId: orderReturns.orderId,
      reference: orders.reference,
      takeBack:
        sql<number>`(select coalesce(sum(${orderReturnLines.quantity}), 0)::int from ${orderReturnLines} where ${orderReturnLines.returnId} = ${orderReturns.id})`.mapWith(
          Number,
        ),
    })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(inArray(orderReturns.exchangeOrderId, [...ids]));
  for (const row of rows) {
    const id = row.exchangeOrderId!;
    const credit = normalizeAmount(row.credit, currency);
    found.set(id, {
      of: { id: row.orderId, reference: row.reference },
      returnId: row.returnId,
      returnStatus: row.status,
      credit,
      ...exchangeSettlement(totals.get(id) ?? "0", credit, row.takeBack, currency),
    });
  }
  return found;
}

/** The ids of those orders that have a return of some pieces not cancelled: each is marked partly returned. */
export async function partlyReturnedOf(db: Db, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ orderId: orderReturns.orderId })
    .from(orderReturns)
    .where(and(inArray(orderReturns.orderId, [...ids]), ne(orderReturns.status, "cancelled")));
  return new Set(rows.map((row) => row.orderId));
}

/**
 * Orders (ARCHITECTURE decision 17): placing one, priced and stocked by the server in one transaction, and
 * reading them with their lines. The API answers with these; the seed and the scripts use them too.
 */
import { and, asc, count, eq, getTableColumns, gt, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { z } from "zod";
import { containsPattern } from "~/lib/search-pattern";
import type { Db } from "~/db/connection";
import {
  orderEvents,
  orderLines,
  orderReturns,
  orders,
  productColors,
  productImages,
  productSizes,
  products,
  users,
  type ColorTranslations,
} from "~/db/schema";
import { apiEn, sayApi } from "~/lib/api-messages.server";
import { DEFAULT_LOCALE, type Currency } from "~/lib/i18n";
import { say } from "~/lib/messages";
import type { ExportBatch, OrderExportLine } from "~/lib/exports.server";
import { EXPORT_BATCH_SIZE, type OrderLimits } from "~/lib/limits";
import { fromMinorUnits, linesTotal, normalizeAmount, toMinorUnits } from "~/lib/money";
import { orderLimitProblems } from "~/lib/order-limits";
import { sayInvalid } from "~/lib/validation-messages";
import type { orderSchema } from "~/lib/order-schemas";
import { orderFigures } from "~/lib/shipping";
import { discountedFigures, keptDiscount, orderFiguresWithCode, normalizeCode, type DiscountLine } from "~/lib/discounts";
import { compareSizes, ONE_SIZE } from "~/lib/sizes";
import { newOrderReference } from "~/lib/order-reference";
import { canMove, restockingStages, statusOfStage, type OrderStage } from "~/lib/order-stages";
import { TRANSLATION_LOCALES, type Order, type OrderEvent, type OrderLineColor, type OrderTracking } from "~/lib/types";
import { queueNewOrderMail, queueRefusedOrderMail, type StaffMailSettings } from "./mail.server";
import { readShippingRates } from "./shipping.server";
import { lockProducts, putBackStock, sizesByColor, takeStock } from "./stock.server";
import { recordDiscountUse, releaseDiscountUse, takeDiscount } from "./discounts.server";
import { conflict, invalidRequest, outOfStock, refused } from "./errors";
import { issueCreditNote } from "./invoices.server";
import { queueShopperMail, type ShopperMailSettings } from "./shopper-mail.server";
import { shopperMailOfStage } from "~/lib/shopper-mail";
import { cancelExchangeReturn, exchangesOf, partlyReturnedOf, settleReturnsBeforeFullReturn } from "./returns.server";

type OrderRow = typeof orders.$inferSelect;

/** The back office's filters of the orders list, which its export applies too. Days are `YYYY-MM-DD` (app/lib/days.ts). */
export interface OrderFilters {
  status?: "0" | "1";
  stage?: OrderStage;
  /** The shopper's name, telephone or the order's reference, in part. */
  q?: string;
  /** Orders placed on this day or later. */
  from?: string;
  /** Orders placed on this day or earlier. */
  to?: string;
  /** Orders placed with this discount code, in any case and spacing (normalizeCode); "" keeps them all. */
  code?: string;
  /** "1": only the orders whose telephone number refused a parcel at the door on another order (docs/decisions/056). */
  refusedBefore?: "1";
}

/** The orders the filters keep; undefined keeps them all. Days that are not real days are the caller's to refuse. */
export function orderFilterCondition(filters: OrderFilters): SQL | undefined {
  const where: SQL[] = [];
  if (filters.status) where.push(eq(orders.status, Number(filters.status)));
  if (filters.stage) where.push(eq(orders.stage, filters.stage));
  // SPEC's name search; staff also find an order by the shopper's phone or its reference.
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    where.push(or(ilike(orders.fullName, pattern), ilike(orders.telephone, pattern), ilike(orders.reference, pattern))!);
  }
  if (filters.from) where.push(gte(orders.createAt, utcDayStart(filters.from)));
  if (filters.to) where.push(lt(orders.createAt, utcDayStart(filters.to, 1)));
  // Codes are stored normalized (upper case, dashes), so "ete 20" finds the orders placed with ETE-20.
  const code = filters.code ? normalizeCode(filters.code) : "";
  if (code) where.push(eq(orders.discountCode, code));
  if (filters.refusedBefore) where.push(sql`exists (${refusedOfSameNumber(sql`1`)})`);
  return where.length ? and(...where) : undefined;
}

/** The other orders of the same telephone number, as the correlated queries of refusals read them. */
const SAME_NUMBER = "same_number";
const sameNumber = alias(orders, SAME_NUMBER);

/**
 * The other orders of an order's telephone number that were refused at the door, selecting `what`: a correlated
 * subquery of the orders list's own query, answered by the partial index orders_refused_telephone_idx. The stage
 * is written as a literal, never a parameter, so that the planner always matches the index's predicate.
 */
function refusedOfSameNumber(what: SQL): SQL {
  return sql`select ${what} from ${orders} as ${sql.identifier(SAME_NUMBER)} where ${sameNumber.telephone} = ${orders.telephone} and ${sameNumber.stage} = 'refused' and ${sameNumber.id} <> ${orders.id}`;
}

/** An order's columns as staff read it: its row, and how many parcels its telephone number refused on other orders. */
export const staffOrderColumns = {
  ...getTableColumns(orders),
  refusals: sql<number>`(${refusedOfSameNumber(sql`count(*)::int`)})`.mapWith(Number),
};

/** Orders read with `staffOrderColumns`, with their lines and the refusals of their telephone number. */
export async function withLinesForStaff(db: Db, rows: (OrderRow & { refusals: number })[], currency: Currency): Promise<Order[]> {
  const read = await withLines(db, rows, currency);
  const ids = rows.map((row) => row.id);
  // What returns and exchanges made of them (docs/decisions/058): two queries for the whole page.
  const [exchanges, partlyReturned] = await Promise.all([
    exchangesOf(db, ids, new Map(rows.map((row) => [row.id, row.total])), currency),
    partlyReturnedOf(db, ids),
  ]);
  return read.map((order, index) => ({
    ...order,
    email: rows[index].email,
    locale: rows[index].locale,
    refusals: rows[index].refusals,
    partlyReturned: partlyReturned.has(order.id),
    exchange: exchanges.get(order.id) ?? null,
  }));
}

/** One order as staff read it: with its lines and the refusals of its telephone number (no timeline). */
export async function findStaffOrder(db: Db, id: number, currency: Currency): Promise<Order | null> {
  const rows = await db.select(staffOrderColumns).from(orders).where(eq(orders.id, id)).limit(1);
  return (await withLinesForStaff(db, rows, currency))[0] ?? null;
}

/** How many orders of a telephone number were refused at the door, but `exceptOrderId`'s: read through the partial index. */
export async function refusalsOfNumber(db: Db, telephone: string, exceptOrderId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(
      and(
        eq(orders.telephone, telephone),
        sql`${orders.stage} = 'refused'`,
        exceptOrderId === undefined ? undefined : sql`${orders.id} <> ${exceptOrderId}`,
      ),
    );
  return row.n;
}

/**
 * 00:00 UTC of a day (`YYYY-MM-DD`, app/lib/days.ts says why UTC), `plusDays` later: the database counts, so the
 * end of 9999-12-31 works too. Written out in UTC whatever the session's time zone.
 */
export function utcDayStart(day: string, plusDays = 0): SQL {
  return sql`((${day}::date + ${plusDays}::integer)::timestamp at time zone 'UTC')`;
}

/**
 * A batch of the orders export: up to `limit` orders after the id `after`, oldest first, as one row per line
 * (an order without lines still gets one row). Amounts are written with the currency's decimals.
 */
export async function orderExportBatch(
  db: Db,
  condition: SQL | undefined,
  after: number,
  currency: Currency,
  limit = EXPORT_BATCH_SIZE,
): Promise<ExportBatch<OrderExportLine>> {
  const batch = await db
    .select({
      id: orders.id,
      reference: orders.reference,
      createAt: orders.createAt,
      stage: orders.stage,
      fullName: orders.fullName,
      telephone: orders.telephone,
      street: orders.street,
      city: orders.city,
      zip: orders.zip,
      state: orders.state,
      shippingFee: orders.shippingFee,
      total: orders.total,
      discountCode: orders.discountCode,
      discount: orders.discount,
    })
    .from(orders)
    .where(and(condition, gt(orders.id, after)))
    .orderBy(asc(orders.id))
    .limit(limit);
  if (batch.length === 0) return { rows: [], next: null };
  const lines = await db
    .select({
      orderId: orderLines.orderId,
      name: orderLines.name,
      colorName: orderLines.colorName,
      size: orderLines.size,
      quantity: orderLines.quantity,
      keptQuantity: orderLines.keptQuantity,
      unitPrice: orderLines.unitPrice,
      sku: orderLines.sku,
      barcode: orderLines.barcode,
    })
    .from(orderLines)
    .where(
      inArray(
        orderLines.orderId,
        batch.map((order) => order.id),
      ),
    )
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
  const linesOf = new Map<number, typeof lines>();
  for (const line of lines) {
    const own = linesOf.get(line.orderId);
    if (own) own.push(line);
    else linesOf.set(line.orderId, [line]);
  }
  const rows = batch.flatMap(({ id, shippingFee, total, discount, ...order }) => {
    const own = linesOf.get(id) ?? [null];
    return own.map((line) => ({
      ...order,
      product: line?.name ?? null,
      color: line?.colorName ?? null,
      size: line?.size ?? null,
      quantity: line?.quantity ?? null,
      unitPrice: line ? normalizeAmount(line.unitPrice, currency) : null,
      shippingFee: normalizeAmount(shippingFee, currency),
      total: normalizeAmount(total, currency),
      discount: normalizeAmount(discount, currency),
      sku: line?.sku ?? null,
      barcode: line?.barcode ?? null,
      keptQuantity: line?.keptQuantity ?? null,
    }));
  });
  return { rows, next: batch.length < limit ? null : batch[batch.length - 1].id };
}

/**
 * Orders with their lines. Each line's price is its stored unit price written with the currency's decimals,
 * and the total is the exact sum of price × quantity in minor units (money.ts), never a float.
 */
export async function withLines(db: Db, rows: OrderRow[], currency: Currency): Promise<Order[]> {
  if (rows.length === 0) return [];
  const lines = await db
    .select({
      lineId: orderLines.id,
      orderId: orderLines.orderId,
      productId: orderLines.productId,
      name: orderLines.name,
      unitPrice: orderLines.unitPrice,
      quantity: orderLines.quantity,
      keptQuantity: orderLines.keptQuantity,
      imageUrl: orderLines.imageUrl,
      size: orderLines.size,
      colorId: orderLines.colorId,
      colorName: orderLines.colorName,
      colorTranslations: orderLines.colorTranslations,
      sku: orderLines.sku,
      barcode: orderLines.barcode,
      stock: products.quantity,
      sizeStock: productSizes.quantity,
    })
    .from(orderLines)
    .leftJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(productSizes, and(eq(productSizes.colorId, orderLines.colorId), eq(productSizes.size, orderLines.size)))
    .where(
      inArray(
        orderLines.orderId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(orderLines.id));
  return rows.map((row) => {
    const own = lines.filter((l) => l.orderId === row.id).map((l) => ({ ...l, price: normalizeAmount(l.unitPrice, currency) }));
    return {
      id: row.id,
      fullName: row.fullName,
      telephone: row.telephone,
      state: row.state,
      city: row.city,
      street: row.street,
      zip: row.zip,
      place: row.place,
      products: own.map((l) => ({
        id: l.productId,
        lineId: l.lineId,
        name: l.name,
        images: l.imageUrl ? [{ url: l.imageUrl }] : [],
        quantity: l.quantity,
        keptQuantity: l.keptQuantity,
        price: l.price,
        size: l.size,
        color: lineColor(l.colorId, l.colorName, l.colorTranslations),
        // The stock of the colour and size sold (0 when the product no longer comes in it); the product's before sizes existed.
        stock: l.stock === null ? null : l.size === null ? l.stock : (l.sizeStock ?? 0),
        sku: l.sku,
        barcode: l.barcode,
      })),
      status: row.status === 1 ? 1 : 0,
      reference: row.reference,
      subtotal: normalizeAmount(row.subtotal, currency),
      shippingFee: normalizeAmount(row.shippingFee, currency),
      total: normalizeAmount(row.total, currency),
      discountCode: row.discountCode,
      discountKind: row.discountKind,
      discount: normalizeAmount(row.discount, currency),
      stage: row.stage,
      carrier: row.carrier,
      trackingNumber: row.trackingNumber,
      staffNote: row.staffNote,
      createAt: row.createAt.toISOString(),
    };
  });
}

/** An order line's colour as it was sold: null for a product without colours. */
function lineColor(id: number | null, name: string | null, translations: ColorTranslations | null): OrderLineColor | null {
  if (name === null) return null;
  const names = Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [locale, { name: translations?.[locale]?.name ?? "" }]),
  ) as OrderLineColor["translations"];
  return { id, name, translations: names };
}

/** A product's colour rows as an order reads them: named colours, or the one colourless row. */
interface OrderableColor {
  id: number;
  productId: number;
  name: string | null;
  translations: ColorTranslations;
}

export interface OrderSettings extends StaffMailSettings {
  currency: Currency;
  /** New orders a telephone number may hold at once; 0: no limit. */
  maxNewOrdersPerPhone: number;
  /** How many units the order may hold, per product and size and in all. */
  orderLimits: OrderLimits;
  /** The shopper's messages (her e-mail given): the order received, then each move. */
  shopperMail?: ShopperMailSettings;
}

/** The lines just taken, as a code's terms read them: with their product's type and whether it is on sale. */
async function discountLines(db: Db, taken: readonly { id: number; price: string; quantity: number }[]): Promise<DiscountLine[]> {
  const rows = await db
    .select({ id: products.id, type: products.type, compareAtPrice: products.compareAtPrice })
    .from(products)
    .where(
      inArray(
        products.id,
        taken.map((line) => line.id),
      ),
    );
  return taken.map((line) => {
    const row = rows.find((product) => product.id === line.id);
    return { price: line.price, quantity: line.quantity, type: row?.type ?? "", onSale: row?.compareAtPrice != null };
  });
}

/** The refusal of a colour and size short of stock, naming both when the product has them, never how many are left. */
export function notEnoughStock(name: string, colorName: string | null, size: string): string {
  const inSize = size !== ONE_SIZE;
  if (colorName === null) return inSize ? say.notEnoughStockInSize(name, say.size(size)) : say.notEnoughStock(name);
  return inSize ? sayApi.colorNotEnoughInSize(name, colorName, say.size(size)) : sayApi.colorNotEnough(name, colorName);
}

/**
 * Prices come from the database and stock is taken per size with a conditional UPDATE in the same
 * transaction (app/models/stock.server.ts), so concurrent orders can never oversell a size; a short line
 * rolls everything back and answers 409 naming the product and its size, never how many are left. Lines of the
 * same product and size merge, and together stay within the shop's limits; a line without a size takes the
 * product's size when it comes in only one. The per-number limit is checked only once the order itself is
 * sound, so that what a refusal says never depends on another person's orders. The order stores its
 * subtotal, delivery fee and total, worked out here in the same transaction, and so are the staff's e-mails
 * about it (their outbox rows), sent once it is committed.
 */
export async function placeOrder(
  db: Db,
  input: z.output<typeof orderSchema>,
  { currency, maxNewOrdersPerPhone, orderLimits, shopperMail, ...staffMail }: OrderSettings,
): Promise<number> {
  return db.transaction(async (tx) => {
    const ids = [...new Set(input.products.map((line) => line.id))];
    const found = await tx.select({ id: products.id, name: products.name }).from(products).where(inArray(products.id, ids));
    const names = new Map(found.map((row) => [row.id, row.name]));
    // The colours are locked for share: a colour being removed meanwhile waits for this order (and then sees that
    // it holds it), or was removed before and is not found here.
    const colors: OrderableColor[] = await tx
      .select({
        id: productColors.id,
        productId: productColors.productId,
        name: productColors.name,
        translations: productColors.translations,
      })
      .from(productColors)
      .where(inArray(productColors.productId, ids))
      .for("share");
    const offered = await sizesByColor(
      tx,
      colors.map((color) => color.id),
    );

    /** `line`: where the product, colour and size first appear in the order, counted from 1, for a refusal to name it. */
    const wanted = new Map<string, { id: number; color: OrderableColor; size: string; quantity: number; line: number }>();
    for (const [index, line] of input.products.entries()) {
      const name = names.get(line.id);
      if (name === undefined) throw conflict(sayApi.productGone(line.id));
      const own = colors.filter((color) => color.productId === line.id);
      const colorless = own.find((color) => color.name === null);
      let color: OrderableColor | undefined;
      if (colorless) {
        // A product without colours is sold from its colourless row; a colour asked of it is one it no longer has.
        if (line.color !== undefined) throw conflict(sayApi.colorNotOffered(index + 1, name));
        color = colorless;
      } else {
        if (line.color === undefined) throw invalidRequest(sayApi.colorRequired(index + 1, name));
        color = own.find((row) => row.id === line.color);
        if (!color) throw conflict(sayApi.colorNotOffered(index + 1, name));
      }
      const sizes = offered.get(color.id) ?? [];
      const colorName = color.name;
      let size = line.size ?? null;
      if (size === null && colorName === null) {
        size = sizes.length === 1 ? sizes[0].size : null;
        if (size === null) throw invalidRequest(sayApi.sizeRequired(name));
      } else if (size === null && colorName !== null) {
        // A colour sold in one size needs no choice; any other must be told which size.
        if (sizes.length === 1 && sizes[0].size === ONE_SIZE) size = ONE_SIZE;
        else throw invalidRequest(sayApi.colorSizeRequired(index + 1, name, colorName));
      }
      const chosen = size!;
      if (!sizes.some((row) => row.size === chosen)) {
        throw conflict(
          colorName === null
            ? sayApi.sizeNotOffered(name, say.size(chosen))
            : sayApi.colorSizeNotOffered(name, colorName, say.size(chosen)),
        );
      }
      const key = `${line.id}|${color.id}|${chosen}`;
      wanted.set(key, {
        id: line.id,
        color,
        size: chosen,
        quantity: (wanted.get(key)?.quantity ?? 0) + line.quantity,
        line: wanted.get(key)?.line ?? index + 1,
      });
    }
    // The schema counted the lines as sent; a line without a size is counted here again, in the size it takes.
    const merged = [...wanted.values()].map((line) => ({ ...line, color: line.color.id }));
    const [overLimit] = orderLimitProblems(merged, orderLimits);
    if (overLimit) {
      throw invalidRequest(
        overLimit.kind === "line"
          ? sayInvalid.lineUnitsMax(merged[overLimit.index].line, overLimit.max)
          : sayInvalid.orderUnitsMax(overLimit.max),
      );
    }
    if (maxNewOrdersPerPhone > 0) {
      // Orders from one number queue here, so two sent at once cannot both slip under the limit.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`orders-phone:${input.telephone}`}))`);
      const [waiting] = await tx
        .select({ n: count() })
        .from(orders)
        .where(and(eq(orders.telephone, input.telephone), eq(orders.stage, "new")));
      if (waiting.n >= maxNewOrdersPerPhone) throw refused(apiEn["api.tooManyNewOrders"]);
    }
    // One order of locking for every order: by product, then colour, then size.
    const lines = [...wanted.values()].sort((a, b) => a.id - b.id || a.color.id - b.color.id || compareSizes(a.size, b.size));

    const taken: {
      id: number;
      name: string;
      price: string;
      sku: string;
      barcode: string | null;
      color: OrderableColor;
      size: string;
      quantity: number;
    }[] = [];
    await lockProducts(
      tx,
      lines.map((line) => line.id),
    );
    for (const line of lines) {
      const row = await takeStock(tx, line.id, line.color.id, line.size, line.quantity);
      if (!row) throw outOfStock(notEnoughStock(names.get(line.id)!, line.color.name, line.size));
      taken.push({ ...row, color: line.color, size: line.size, quantity: line.quantity });
    }
    // The order's own figures, from the prices just taken and today's fee to its governorate, less its code's discount.
    const subtotal = linesTotal(taken, currency);
    const rates = await readShippingRates(tx, currency);
    // The fee before the code is what a code for free delivery waives; the threshold is read after the code.
    const feeBeforeCode = orderFigures(subtotal, input.state, rates, currency).shippingFee;
    const discountTaken = input.discountCode
      ? await takeDiscount(tx, input.discountCode, await discountLines(tx, taken), feeBeforeCode, input.telephone, currency)
      : null;
    const { discount, ...figures } = orderFiguresWithCode(subtotal, input.state, rates, discountTaken?.result ?? null, currency);
    // Each line's picture: the first of the colour sold.
    const covers = await tx
      .select({ colorId: productImages.colorId, url: productImages.url })
      .from(productImages)
      .where(
        and(
          inArray(
            productImages.colorId,
            taken.map((line) => line.color.id),
          ),
          eq(productImages.position, 0),
        ),
      );
    const [order] = await tx
      .insert(orders)
      .values({
        fullName: input.fullName,
        telephone: input.telephone,
        state: input.state,
        city: input.city,
        street: input.street,
        zip: input.zip,
        place: input.place,
        reference: newOrderReference(),
        ...figures,
        discount,
        discountCode: discountTaken?.code ?? null,
        discountKind: discountTaken?.result.kind ?? null,
        discountPercent: discountTaken?.percent ?? null,
        email: input.email ?? null,
        locale: input.locale ?? DEFAULT_LOCALE,
      })
      .returning({ id: orders.id, reference: orders.reference });
    if (discountTaken) await recordDiscountUse(tx, order.id, discountTaken, currency);
    // Lines keep the cart's order (first line first), each product, colour and size once.
    const placed = [...wanted.values()].map((line) =>
      taken.find((t) => t.id === line.id && t.color.id === line.color.id && t.size === line.size)!,
    );
    await tx.insert(orderLines).values(
      placed.map((line) => ({
        orderId: order.id,
        productId: line.id,
        name: line.name,
        unitPrice: line.price,
        quantity: line.quantity,
        size: line.size,
        colorId: line.color.id,
        colorName: line.color.name,
        colorTranslations: line.color.translations,
        imageUrl: covers.find((c) => c.colorId === line.color.id)?.url ?? null,
        sku: line.sku,
        barcode: line.barcode,
        // Whether the code took this line in: what it takes off the pieces kept at the door reads it (docs/decisions/055).
        discounted: discountTaken?.qualifies[taken.indexOf(line)] ?? false,
      })),
    );
    // The timeline starts with the order itself, placed by the shopper (no staff member).
    await tx.insert(orderEvents).values({ orderId: order.id, fromStage: null, toStage: "new" });
    const { fullName, telephone, state, city } = input;
    const mailLines = placed.map(({ color, ...line }) => ({ ...line, color: color.name, colorTranslations: color.translations }));
    const mailDiscount = { discountCode: discountTaken?.code ?? null, discountKind: discountTaken?.result.kind ?? null, discount };
    await queueNewOrderMail(
      tx,
      { ...order, fullName, telephone, state, city, lines: mailLines, ...figures, ...mailDiscount },
      staffMail,
      currency,
    );
    if (shopperMail) await queueShopperMail(tx, order.id, "received", shopperMail);
    return order.id;
  });
}

export async function findOrder(db: Db, id: number, currency: Currency): Promise<Order | null> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return (await withLines(db, rows, currency))[0] ?? null;
}

/** The order a shopper's reference names (normalized), or null. */
export async function findOrderByReference(db: Db, reference: string, currency: Currency): Promise<Order | null> {
  const rows = await db.select().from(orders).where(eq(orders.reference, reference)).limit(1);
  return (await withLines(db, rows, currency))[0] ?? null;
}

/**
 * Where an order stands, for whoever knows both its reference and its telephone: one query for both, so that
 * a wrong number and a wrong telephone look alike, even in time.
 */
export async function trackOrder(db: Db, reference: string, telephone: string, currency: Currency): Promise<OrderTracking | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.reference, reference), eq(orders.telephone, telephone)))
    .limit(1);
  if (!order) return null;
  const history = await orderHistory(db, order.id);
  return {
    reference: order.reference,
    stage: order.stage,
    status: order.status as 0 | 1,
    carrier: order.carrier,
    trackingNumber: order.trackingNumber,
    createAt: order.createAt.toISOString(),
    history: history.map(({ at, to }) => ({ at, to })),
    // The code she ordered with and what it took off: hers to see, as on her order's page.
    discountCode: order.discountCode,
    discountKind: order.discountKind,
    discount: normalizeAmount(order.discount, currency),
    kept: await keptLinesOf(db, order.id),
  };
}

/** The lines of a parcel kept in part, with the pieces ordered and kept; none for any other order. */
async function keptLinesOf(db: Db, orderId: number): Promise<OrderTracking["kept"]> {
  const lines = await db
    .select({
      name: orderLines.name,
      size: orderLines.size,
      colorId: orderLines.colorId,
      colorName: orderLines.colorName,
      colorTranslations: orderLines.colorTranslations,
      quantity: orderLines.quantity,
      keptQuantity: orderLines.keptQuantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  if (lines.every((line) => line.keptQuantity === null)) return [];
  return lines.map((line) => ({
    name: line.name,
    size: line.size,
    color: lineColor(line.colorId, line.colorName, line.colorTranslations),
    quantity: line.quantity,
    keptQuantity: line.keptQuantity ?? line.quantity,
  }));
}

/** An order's timeline, oldest first, with who made each change (null: the shopper, or an account deleted since). */
export async function orderHistory(db: Db, orderId: number): Promise<OrderEvent[]> {
  const rows = await db
    .select({
      at: orderEvents.at,
      by: users.username,
      from: orderEvents.fromStage,
      to: orderEvents.toStage,
      note: orderEvents.note,
      detail: orderEvents.detail,
    })
    .from(orderEvents)
    .leftJoin(users, eq(users.id, orderEvents.userId))
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(asc(orderEvents.id));
  return rows.map((row) => ({
    at: row.at.toISOString(),
    by: row.by ?? null,
    from: (row.from as OrderStage | null) ?? null,
    to: row.to as OrderStage,
    note: row.note,
    ...(row.detail?.kept ? { kept: row.detail.kept } : {}),
    ...(row.detail?.returned ? { returned: row.detail.returned } : {}),
  }));
}

export interface StageChange {
  stage: OrderStage;
  note?: string;
  /** Kept when the order is shipped: who carries it and its tracking number. */
  carrier?: string | null;
  trackingNumber?: string | null;
}

/** What became of a stage change: made, refused (with the stage the order is in), or no such order. */
export type StageChangeResult = { moved: true; mailed?: boolean } | { moved: false; current: OrderStage } | null;

/** The shop's settings a move reads: who hears of a parcel refused at the door, and whether such numbers are held. */
export interface MoveSettings extends Partial<StaffMailSettings> {
  /**
   * HOLD_REFUSING_NUMBERS: an order whose telephone number refused a parcel before leaves New for the way forward
   * (confirmed, shipped, delivered) only with a note saying what the confirmation call settled. Off by default.
   */
  holdRefusingNumbers?: boolean;
  /** The shopper's message about the move, when she gave her e-mail. */
  shopperMail?: ShopperMailSettings;
}

/**
 * Moves an order to another stage, in one transaction: the stage (and SPEC's status with it) changes only if
 * the order is still in the stage it was read in, so of two staff members clicking at once one moves it and
 * the other is told where it now stands. Cancelled, Returned and Refused put each line's stock back, per size, and
 * the code's use, in the same transaction: exactly once, since an order leaves an open stage only once. The change
 * joins the timeline; a refusal at the door also writes the staff's e-mail about it (docs/decisions/056).
 */
export async function moveOrder(
  db: Db,
  orderId: number,
  userId: number | null,
  change: StageChange,
  settings: MoveSettings = {},
): Promise<StageChangeResult> {
  return db.transaction(async (tx) => {
    // A move that puts stock back takes the products' locks first, by id, then the order's, as every move of an
    // order's stock does (ARCHITECTURE decision 24): a return and a delivery in part of one order queue, never deadlock.
    if (restockingStages.includes(change.stage)) await lockProducts(tx, await productIdsOfOrder(tx, orderId));
    // Locked, so that an invoice being issued for the order is there (or waits) when a return looks for it.
    const [order] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return null;
    const from = order.stage;
    if (!canMove(from, change.stage)) return { moved: false, current: from };
    if (settings.holdRefusingNumbers) await checkRefusalHold(tx, orderId, from, change);
    const shipping = change.stage === "shipped" ? { carrier: change.carrier || null, trackingNumber: change.trackingNumber || null } : {};
    const moved = await tx
      .update(orders)
      .set({ stage: change.stage, status: statusOfStage(change.stage), ...shipping })
      .where(and(eq(orders.id, orderId), eq(orders.stage, from)))
      .returning({ id: orders.id });
    if (moved.length === 0) {
      const [now] = await tx.select({ stage: orders.stage }).from(orders).where(eq(orders.id, orderId));
      return { moved: false, current: now?.stage ?? from };
    }
    if (restockingStages.includes(change.stage)) {
      // A whole return after some pieces came back already puts back only the rest (docs/decisions/058); an
      // exchange's order cancelled or refused leaves her the piece she was to give back.
      const back = change.stage === "returned" ? await settleReturnsBeforeFullReturn(tx, orderId) : new Map<number, number>();
      await restock(tx, orderId, back);
      await releaseDiscountUse(tx, orderId);
      if (change.stage !== "returned") await cancelExchangeReturn(tx, orderId);
    }
    // A delivered order that comes back cancels its invoice, if it has one, with a credit note.
    if (change.stage === "returned") await issueCreditNote(tx, orderId, userId);
    await tx.insert(orderEvents).values({ orderId, userId, fromStage: from, toStage: change.stage, note: change.note ?? "" });
    // Staff hear of a parcel refused at the door in the same transaction: the e-mail is written once, as the move is.
    if (change.stage === "refused") await queueRefusalMail(tx, orderId, settings);
    // So does the shopper of her order's move: a whole return says what is refunded (what was not refunded before).
    const kind = shopperMailOfStage(change.stage);
    let mailed = change.stage === "refused";
    if (settings.shopperMail && kind) {
      const refund = change.stage === "returned" ? await refundOfWholeReturn(tx, orderId, settings.shopperMail.currency) : undefined;
      mailed = (await queueShopperMail(tx, orderId, kind, settings.shopperMail, { refund })) || mailed;
    }
    return { moved: true, mailed };
  });
}

/** What a whole return refunds: the order's total less what returns of some of its pieces refunded before. */
async function refundOfWholeReturn(db: Db, orderId: number, currency: Currency): Promise<string> {
  const [row] = await db
    .select({
      total: orders.total,
      refunded: sql<string>`coalesce((select sum(${orderReturns.refund}) from ${orderReturns} where ${orderReturns.orderId} = ${orders.id} and ${orderReturns.status} = 'received'), 0)`,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  const minor = (amount: string) => toMinorUnits(normalizeAmount(amount, currency), currency);
  return fromMinorUnits(minor(row.total) - minor(row.refunded), currency);
}

/** Stages past the confirmation call: leaving New for one of them stands for the call (HOLD_REFUSING_NUMBERS). */
const pastTheCall: readonly OrderStage[] = ["confirmed", "shipped", "delivered"];

/**
 * HOLD_REFUSING_NUMBERS: a New order whose telephone number refused a parcel at the door on another order goes
 * past the confirmation call only with a note (400 naming the refusals otherwise, nothing written).
 */
async function checkRefusalHold(db: Db, orderId: number, from: OrderStage, change: StageChange): Promise<void> {
  if (from !== "new" || !pastTheCall.includes(change.stage) || change.note?.trim()) return;
  const [order] = await db.select({ telephone: orders.telephone }).from(orders).where(eq(orders.id, orderId));
  const refusals = order ? await refusalsOfNumber(db, order.telephone, orderId) : 0;
  if (refusals > 0) throw invalidRequest(sayApi.refusalNoteRequired(refusals));
}

/** Queues the staff e-mail about an order just refused at the door, with how many its telephone number refused in all. */
async function queueRefusalMail(db: Db, orderId: number, settings: MoveSettings): Promise<void> {
  const [order] = await db
    .select({ id: orders.id, reference: orders.reference, fullName: orders.fullName, telephone: orders.telephone })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return;
  await queueRefusedOrderMail(
    db,
    { ...order, refusals: await refusalsOfNumber(db, order.telephone) },
    { staffEmails: settings.staffEmails ?? null, publicUrl: settings.publicUrl ?? null },
  );
}

/** The products an order's lines took stock from (not those deleted since), for their locks. */
async function productIdsOfOrder(db: Db, orderId: number): Promise<number[]> {
  const lines = await db.select({ productId: orderLines.productId }).from(orderLines).where(eq(orderLines.orderId, orderId));
  return lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
}

/**
 * Puts an order's lines back in stock, each in its colour and size, and the product's total with it: the pieces
 * the shopper kept when she kept the parcel in part (the others came back when that was recorded), else all, less
 * those already received back by returns of some pieces (`receivedBack`, per line).
 * The caller (moveOrder) has locked the products, before the order.
 */
async function restock(db: Db, orderId: number, receivedBack: ReadonlyMap<number, number>): Promise<void> {
  const lines = await db
    .select({
      id: orderLines.id,
      productId: orderLines.productId,
      colorId: orderLines.colorId,
      size: orderLines.size,
      quantity: orderLines.quantity,
      keptQuantity: orderLines.keptQuantity,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  for (const line of lines) await putBackLine(db, line, (line.keptQuantity ?? line.quantity) - (receivedBack.get(line.id) ?? 0));
}

/**
 * Puts `pieces` of an order line back in its colour and size (a line from before sizes, in one size; one from
 * before colours or written without its colour, in the product's colourless row). A product deleted since, or a
 * colour or size it no longer comes in, takes nothing back. The caller has locked the product.
 */
export async function putBackLine(
  db: Db,
  line: { productId: number | null; colorId: number | null; size: string | null },
  pieces: number,
): Promise<void> {
  if (line.productId === null || pieces <= 0) return;
  const colorId =
    line.colorId ??
    (
      await db
        .select({ id: productColors.id })
        .from(productColors)
        .where(and(eq(productColors.productId, line.productId), isNull(productColors.name)))
    )[0]?.id;
  if (colorId === undefined) return;
  await putBackStock(db, line.productId, colorId, line.size ?? ONE_SIZE, pieces);
}

/** A parcel kept in part at the door, as staff record it when the courier reports back: every line with its pieces kept. */
export interface DeliveryInPart {
  lines: readonly { id: number; kept: number }[];
  note?: string;
}

/** An order line as the delivery in part reads it. */
type DeliveredLine = Pick<
  typeof orderLines.$inferSelect,
  "id" | "productId" | "colorId" | "name" | "colorName" | "size" | "unitPrice" | "quantity" | "discounted"
>;

/** A line named in a refusal: its product, with its colour and size when it has them ("Linen Dress (Emerald, M)"). */
export function lineLabel(line: Pick<DeliveredLine, "name" | "colorName" | "size">): string {
  const details = [line.colorName, line.size && line.size !== ONE_SIZE ? say.size(line.size) : null].filter(Boolean);
  return details.length ? `${line.name} (${details.join(", ")})` : line.name;
}

/**
 * The pieces kept of each line, or every reason the delivery cannot be recorded: a line named that the order does
 * not have, or twice; a line of the order not named; more kept than ordered; nothing kept at all (a refusal).
 */
function keptPieces(lines: readonly DeliveredLine[], given: DeliveryInPart["lines"]): Map<number, number> {
  const problems: string[] = [];
  const kept = new Map<number, number>();
  for (const { id, kept: pieces } of given) {
    const line = lines.find((row) => row.id === id);
    if (!line) problems.push(sayApi.deliveryLineUnknown(id));
    else if (kept.has(id)) problems.push(sayInvalid.listedTwice("line id"));
    else if (!Number.isInteger(pieces) || pieces < 0) problems.push(sayInvalid.wholeNumber("kept"));
    else if (pieces > line.quantity) problems.push(sayApi.deliveryKeptAbove(lineLabel(line), line.quantity));
    kept.set(id, pieces);
  }
  for (const line of lines) if (!kept.has(line.id)) problems.push(sayApi.deliveryLineMissing(line.id, lineLabel(line)));
  if (problems.length === 0 && [...kept.values()].every((pieces) => pieces === 0)) problems.push(sayInvalid.nothingKept());
  if (problems.length) throw invalidRequest(problems);
  return kept;
}

/**
 * Records a shipped parcel the shopper kept in part at the door (docs/decisions/055), in one transaction, applied
 * once: the products' locks first, by id, then the order's, as a return or a refusal of the same order takes them;
 * then only a shipped order moves, so of two staff members recording it at once one delivers it and the other is
 * told it is delivered. Each line keeps its pieces kept; the refused pieces go back to their colour and size; the
 * order's subtotal, discount and total become what was kept (the code's rule worked out again on the kept lines,
 * app/lib/discounts.ts), the delivery fee stays; and the timeline records who, each line's pieces ordered and
 * kept, and the figures as ordered. A parcel kept whole is a plain delivery. Refusals of the lines throw (400).
 */
export async function deliverInPart(
  db: Db,
  orderId: number,
  userId: number | null,
  delivery: DeliveryInPart,
  currency: Currency,
  shopperMail?: ShopperMailSettings,
): Promise<StageChangeResult> {
  return db.transaction(async (tx) => {
    await lockProducts(tx, await productIdsOfOrder(tx, orderId));
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) return null;
    if (order.stage !== "shipped") return { moved: false, current: order.stage };
    const lines: DeliveredLine[] = await tx
      .select({
        id: orderLines.id,
        productId: orderLines.productId,
        colorId: orderLines.colorId,
        name: orderLines.name,
        colorName: orderLines.colorName,
        size: orderLines.size,
        unitPrice: orderLines.unitPrice,
        quantity: orderLines.quantity,
        discounted: orderLines.discounted,
      })
      .from(orderLines)
      .where(eq(orderLines.orderId, orderId))
      .orderBy(asc(orderLines.id));
    const kept = keptPieces(lines, delivery.lines);
    const inPart = lines.some((line) => kept.get(line.id)! < line.quantity);
    let figures = {};
    if (inPart) {
      const keptOf = (line: DeliveredLine) => kept.get(line.id)!;
      const priced = (rows: DeliveredLine[], pieces: (line: DeliveredLine) => number) =>
        linesTotal(
          rows.map((line) => ({ price: line.unitPrice, quantity: pieces(line) })),
          currency,
        );
      // The lines the code took in; on an order placed before they were marked, all of them.
      const takenIn = lines.filter((line) => line.discounted !== false);
      const result = order.discountKind
        ? keptDiscount(
            {
              kind: order.discountKind,
              discount: order.discount,
              percent: order.discountPercent,
              qualifying: priced(takenIn, (line) => line.quantity),
            },
            priced(takenIn, keptOf),
            currency,
          )
        : null;
      const { subtotal, discount, total } = discountedFigures(
        { subtotal: priced(lines, keptOf), shippingFee: order.shippingFee },
        result,
        currency,
      );
      figures = { subtotal, discount, total };
      for (const line of lines) {
        await tx
          .update(orderLines)
          .set({ keptQuantity: keptOf(line) })
          .where(eq(orderLines.id, line.id));
        await putBackLine(tx, line, line.quantity - keptOf(line));
      }
    }
    const moved = await tx
      .update(orders)
      .set({ stage: "delivered", status: statusOfStage("delivered"), ...figures })
      .where(and(eq(orders.id, orderId), eq(orders.stage, "shipped")))
      .returning({ id: orders.id });
    // Never without the order's lock; said rather than assumed.
    if (moved.length === 0) throw new Error(`order ${orderId} left Shipped under its own lock`);
    const detail = inPart
      ? {
          kept: {
            lines: lines.map((line) => ({
              lineId: line.id,
              name: line.name,
              color: line.colorName,
              size: line.size,
              ordered: line.quantity,
              kept: kept.get(line.id)!,
            })),
            ordered: {
              subtotal: normalizeAmount(order.subtotal, currency),
              discount: normalizeAmount(order.discount, currency),
              total: normalizeAmount(order.total, currency),
            },
          },
        }
      : null;
    await tx.insert(orderEvents).values({ orderId, userId, fromStage: "shipped", toStage: "delivered", note: delivery.note ?? "", detail });
    if (shopperMail) await queueShopperMail(tx, orderId, "delivered", shopperMail);
    return { moved: true };
  });
}

/** Staff's own note on an order ("deliver after 5 pm"). False when there is no such order. */
export async function setStaffNote(db: Db, orderId: number, note: string): Promise<boolean> {
  const updated = await db.update(orders).set({ staffNote: note }).where(eq(orders.id, orderId)).returning({ id: orders.id });
  return updated.length > 0;
}

/** New orders placed more than `days` days ago: never confirmed, most likely fake. */
function staleCondition(days: number) {
  return and(eq(orders.stage, "new"), lt(orders.createAt, new Date(Date.now() - days * 24 * 60 * 60 * 1000)));
}

export async function countStaleOrders(db: Db, days: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(orders).where(staleCondition(days));
  return row.n;
}

/**
 * Cancels every New order older than `days` days, each as a staff member's cancel (stock back, history kept,
 * with the reason as its note); `userId` null is the store's own sweep. An order moved meanwhile (confirmed by
 * staff, or cancelled by a sweep running in another process) is left as it is: the stage changes only from
 * New, so its stock comes back once however many sweeps run at the same time. Answers how many this call cancelled.
 */
export async function cancelStaleOrders(
  db: Db,
  days: number,
  userId: number | null,
  note: string,
  settings: MoveSettings = {},
): Promise<number> {
  const stale = await db.select({ id: orders.id }).from(orders).where(staleCondition(days)).orderBy(asc(orders.id));
  let cancelled = 0;
  for (const { id } of stale) {
    const result = await moveOrder(db, id, userId, { stage: "cancelled", note }, settings);
    if (result?.moved) cancelled += 1;
  }
  return cancelled;
}

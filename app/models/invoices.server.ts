/**
 * Issuing invoices and credit notes (docs/decisions/049; the figures in app/lib/invoices.ts). An issued document
 * is a row that copies everything it prints, and is never updated. Its number comes from the year's counter row,
 * incremented in the issuing transaction: the row's lock makes concurrent issues wait for each other, so numbers
 * follow one another without a gap or a repeat, and a refused issue gives its number back with its rollback.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { invoiceCounters, invoices, orderLines, orderReturnLines, orderReturns, orders, products, users } from "~/db/schema";
import { apiEn, sayApi } from "~/lib/api-messages.server";
import type { Currency } from "~/lib/i18n";
import {
  invoiceClosingSentence,
  invoiceFigures,
  invoiceNumber,
  missingInvoiceSettings,
  type Invoice,
  type InvoiceContent,
  type InvoiceKind,
  type InvoiceSettings,
  type InvoiceSourceLine,
  type ShopperInvoice,
} from "~/lib/invoices";
import { fromMinorUnits, sumAmounts } from "~/lib/money";
import { returnedValues } from "~/lib/returns";
import { STORE_TIME_ZONE } from "~/lib/reports";
import { conflict, notFound, refused } from "./errors";

/** Who issues a document: a staff member, or null for the system. */
export interface Issuer {
  id: number;
  username: string;
}

type InvoiceRow = typeof invoices.$inferSelect;

/** The year of an instant on Tunis's clock: an invoice issued at 00:30 on 1 January in Tunis is of the new year. */
export function invoiceYear(at: Date): number {
  return Number(new Intl.DateTimeFormat("en-US", { timeZone: STORE_TIME_ZONE, year: "numeric" }).format(at));
}

/** The year's next number, taken under the counter row's lock (held until the transaction ends). */
async function nextSequence(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, last: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return row.last;
}

async function insertDocument(
  tx: Db,
  kind: InvoiceKind,
  orderId: number,
  content: InvoiceContent,
  issuer: Issuer | null,
  at: Date,
  correctsId: number | null,
  returnId: number | null = null,
): Promise<number> {
  const year = invoiceYear(at);
  const sequence = await nextSequence(tx, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      number: invoiceNumber(year, sequence),
      year,
      sequence,
      kind,
      orderId,
      correctsId,
      returnId,
      issuedAt: at,
      issuedById: issuer?.id ?? null,
      issuedBy: issuer?.username ?? null,
      content,
    })
    .returning({ id: invoices.id });
  return row.id;
}

/**
 * Issues the invoice of a delivered order: refused when the order is not delivered, already has one, or the
 * shop's legal details are not all set. The order's row is locked first, so a stage change or a second issue
 * for the same order waits for this one and then sees it.
 */
export async function issueInvoice(
  db: Db,
  orderId: number,
  issuer: Issuer | null,
  settings: InvoiceSettings,
  currency: Currency,
  at = new Date(),
): Promise<Invoice> {
  const id = await db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
    if (!order) throw notFound(apiEn["api.notFound"]);
    if (order.stage !== "delivered") throw conflict(sayApi.invoiceNotDelivered(order.stage));
    const [existing] = await tx
      .select({ number: invoices.number })
      .from(invoices)
      .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, "invoice")));
    if (existing) throw conflict(sayApi.invoiceExists(existing.number));
    const missing = missingInvoiceSettings(settings.seller);
    if (missing.length) throw refused(sayApi.invoiceSettingsMissing(missing));

    // What the shopper kept: a parcel kept in part invoices its kept pieces only, a line refused whole not at all
    // (docs/decisions/055); the order's figures are already the kept ones.
    const lines = (
      await tx
        .select({
          name: orderLines.name,
          size: orderLines.size,
          color: orderLines.colorName,
          quantity: sql<number>`coalesce(${orderLines.keptQuantity}, ${orderLines.quantity})`.mapWith(Number),
          unitPrice: orderLines.unitPrice,
          productType: products.type,
          discounted: orderLines.discounted,
        })
        .from(orderLines)
        .leftJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, orderId))
        .orderBy(asc(orderLines.id))
    ).filter((line) => line.quantity > 0);
    const customer = {
      fullName: order.fullName,
      telephone: order.telephone,
      street: order.street,
      city: order.city,
      state: order.state,
      zip: order.zip,
    };
    const figures = invoiceFigures(
      {
        currency,
        reference: order.reference,
        placedAt: order.createAt.toISOString(),
        customer,
        lines,
        shippingFee: order.shippingFee,
        discountCode: order.discountCode,
        discountKind: order.discountKind,
        discount: order.discount,
        total: order.total,
      },
      settings,
    );
    const content: InvoiceContent = {
      ...figures,
      seller: { ...settings.seller },
      customer,
      order: { reference: order.reference, placedAt: order.createAt.toISOString() },
      amountInWords: invoiceClosingSentence("invoice", figures.totalDue, currency),
    };
    const invoiceId = await insertDocument(tx, "invoice", orderId, content, issuer, at, null);
    // Pieces received back before the order was invoiced get their credit notes now, after the invoice, in order.
    const received = await tx
      .select({ id: orderReturns.id })
      .from(orderReturns)
      .where(and(eq(orderReturns.orderId, orderId), eq(orderReturns.status, "received")))
      .orderBy(asc(orderReturns.receivedAt), asc(orderReturns.id));
    for (const { id: returnId } of received) await issueReturnCreditNote(tx, returnId, issuer?.id ?? null, at);
    return invoiceId;
  });
  return (await findInvoice(db, id))!;
}

/**
 * The credit note of an invoiced order that came back (called in the return's own transaction): the invoice's
 * lines and totals again, under its own number, naming the invoice it cancels. It refunds the goods and the
 * delivery, not the stamp, which the invoice paid once. Null when the order has no invoice, or a credit note already.
 */
export async function issueCreditNote(tx: Db, orderId: number, userId: number | null, at = new Date()): Promise<number | null> {
  const documents = await tx.select().from(invoices).where(eq(invoices.orderId, orderId));
  const invoice = documents.find((document) => document.kind === "invoice");
  if (!invoice || documents.some((document) => document.kind === "credit_note" && document.returnId === null)) return null;
  const issuer = await issuerOf(tx, userId);
  // Some pieces came back before, each with its partial credit note: this one gives back the rest.
  if (documents.some((document) => document.returnId !== null)) {
    const content = await remainderCredit(tx, orderId, invoice.content);
    return insertDocument(tx, "credit_note", orderId, content, issuer, at, invoice.id);
  }
  const { content } = invoice;
  return insertDocument(tx, "credit_note", orderId, creditContent(content, content), issuer, at, invoice.id);
}

async function issuerOf(tx: Db, userId: number | null): Promise<Issuer | null> {
  if (userId === null) return null;
  const [issuer] = await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
  return issuer ?? null;
}

/** A credit note's content: its figures, under the invoice's seller, customer and order, without a stamp (the invoice paid it once). */
function creditContent(
  invoice: InvoiceContent,
  figures: Omit<InvoiceContent, "seller" | "customer" | "order" | "amountInWords">,
): InvoiceContent {
  const stamp = fromMinorUnits(0n, invoice.currency);
  return {
    ...figures,
    seller: invoice.seller,
    customer: invoice.customer,
    order: invoice.order,
    stamp,
    totalDue: figures.totalWithTax,
    amountInWords: invoiceClosingSentence("credit_note", figures.totalWithTax, invoice.currency),
  };
}

/** An order's lines as its invoice printed them (the lines with pieces kept, in order), with the rate it charged each. */
async function invoicedLines(tx: Db, orderId: number, invoice: InvoiceContent) {
  const rows = await tx
    .select({
      id: orderLines.id,
      name: orderLines.name,
      size: orderLines.size,
      color: orderLines.colorName,
      unitPrice: orderLines.unitPrice,
      discounted: orderLines.discounted,
      kept: sql<number>`coalesce(${orderLines.keptQuantity}, ${orderLines.quantity})`.mapWith(Number),
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  return rows
    .filter((row) => row.kept > 0)
    .map((row, index) => ({ ...row, vatRate: invoice.lines[index]?.vatRate ?? invoice.shipping.vatRate }));
}

/** The figures of credited pieces: each line's pieces at the rate the invoice charged, with what the code took off them. */
function creditedFigures(
  invoice: InvoiceContent,
  lines: readonly (Omit<InvoiceSourceLine, "productType"> & { discount: string })[],
  shippingFee: string,
  freeDelivery: { discount: string } | null,
) {
  const { currency } = invoice;
  const goodsDiscount = sumAmounts(
    lines.map((line) => line.discount),
    currency,
  );
  const code = invoice.discount?.code ?? null;
  return invoiceFigures(
    {
      currency,
      reference: invoice.order.reference,
      placedAt: invoice.order.placedAt,
      customer: invoice.customer,
      lines: lines.map(({ discount: _discount, ...line }) => ({ ...line, productType: null })),
      shippingFee,
      discountCode: freeDelivery ? code : Number(goodsDiscount) > 0 ? code : null,
      discountKind: freeDelivery ? "free_shipping" : "fixed",
      discount: freeDelivery ? freeDelivery.discount : goodsDiscount,
      total: "0",
    },
    { vatRates: {}, defaultRate: invoice.shipping.vatRate, shippingRate: invoice.shipping.vatRate, stamp: "0" },
  );
}

/**
 * The partial credit note of a return's pieces, once received (docs/decisions/058; called in the receipt's
 * transaction, or the invoice's when they came back before it): those pieces at their invoiced prices and rates,
 * less the code's share in them, so that it gives back exactly what was paid for them; no delivery fee, no stamp;
 * naming the invoice, in the same gapless sequence. Null when the order has no invoice yet, or the return has its note.
 */
export async function issueReturnCreditNote(tx: Db, returnId: number, userId: number | null, at = new Date()): Promise<number | null> {
  const [row] = await tx.select({ orderId: orderReturns.orderId }).from(orderReturns).where(eq(orderReturns.id, returnId));
  if (!row) return null;
  const documents = await tx.select().from(invoices).where(eq(invoices.orderId, row.orderId));
  const invoice = documents.find((document) => document.kind === "invoice");
  if (!invoice || documents.some((document) => document.returnId === returnId)) return null;
  const invoiced = await invoicedLines(tx, row.orderId, invoice.content);
  const returned = await tx
    .select({ lineId: orderReturnLines.orderLineId, quantity: orderReturnLines.quantity, discount: orderReturnLines.discount })
    .from(orderReturnLines)
    .where(eq(orderReturnLines.returnId, returnId))
    .orderBy(asc(orderReturnLines.id));
  const lines = returned.flatMap((piece) => {
    const line = invoiced.find((own) => own.id === piece.lineId);
    return line
      ? [
          {
            name: line.name,
            size: line.size,
            color: line.color,
            quantity: piece.quantity,
            unitPrice: line.unitPrice,
            vatRate: line.vatRate,
            discounted: line.discounted,
            discount: piece.discount,
          },
        ]
      : [];
  });
  const figures = creditedFigures(invoice.content, lines, "0", null);
  return insertDocument(
    tx,
    "credit_note",
    row.orderId,
    creditContent(invoice.content, figures),
    await issuerOf(tx, userId),
    at,
    invoice.id,
    returnId,
  );
}

/**
 * What the credit note of a whole return gives back once some pieces came back before with their own notes: the
 * pieces left, less the code's share in them (counted as a return counts it, so that every note of the order adds
 * up to its invoice), and the delivery fee.
 */
async function remainderCredit(tx: Db, orderId: number, invoice: InvoiceContent): Promise<InvoiceContent> {
  const [order] = await tx
    .select({ shippingFee: orders.shippingFee, discount: orders.discount, discountKind: orders.discountKind })
    .from(orders)
    .where(eq(orders.id, orderId));
  const invoiced = await invoicedLines(tx, orderId, invoice);
  const back = await tx
    .select({ lineId: orderReturnLines.orderLineId, pieces: sql<number>`sum(${orderReturnLines.quantity})::int`.mapWith(Number) })
    .from(orderReturnLines)
    .innerJoin(invoices, eq(invoices.returnId, orderReturnLines.returnId))
    .where(eq(invoices.orderId, orderId))
    .groupBy(orderReturnLines.orderLineId);
  const credited = new Map(back.map((row) => [row.lineId, row.pieces]));
  const freeDelivery = order.discountKind === "free_shipping";
  const goodsDiscount = order.discountKind && !freeDelivery ? order.discount : "0";
  const returnable = invoiced.map((line) => ({ ...line, returnedBefore: credited.get(line.id) ?? 0 }));
  const left = new Map(returnable.map((line) => [line.id, line.kept - line.returnedBefore]));
  const values = returnedValues(returnable, left, goodsDiscount, invoice.currency);
  const lines = returnable.flatMap((line) => {
    const value = values.get(line.id);
    return value
      ? [
          {
            name: line.name,
            size: line.size,
            color: line.color,
            quantity: left.get(line.id)!,
            unitPrice: line.unitPrice,
            vatRate: line.vatRate,
            discounted: line.discounted,
            discount: value.discount,
          },
        ]
      : [];
  });
  const figures = creditedFigures(invoice, lines, order.shippingFee, freeDelivery ? { discount: order.discount } : null);
  return creditContent(invoice, figures);
}

function toInvoice(row: InvoiceRow, corrects: string | null): Invoice {
  return {
    id: row.id,
    number: row.number,
    kind: row.kind,
    orderId: row.orderId,
    corrects,
    issuedAt: row.issuedAt.toISOString(),
    issuedBy: row.issuedBy,
    content: row.content,
  };
}

async function withCorrected(db: Db, rows: InvoiceRow[]): Promise<Invoice[]> {
  const numbers = new Map<number, string>();
  for (const row of rows) if (row.kind === "invoice") numbers.set(row.id, row.number);
  const result: Invoice[] = [];
  for (const row of rows) {
    let corrects: string | null = null;
    if (row.correctsId !== null) {
      corrects = numbers.get(row.correctsId) ?? null;
      if (corrects === null) {
        const [original] = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.id, row.correctsId));
        corrects = original?.number ?? null;
      }
    }
    result.push(toInvoice(row, corrects));
  }
  return result;
}

export async function findInvoice(db: Db, id: number): Promise<Invoice | null> {
  const rows = await db.select().from(invoices).where(eq(invoices.id, id));
  return rows.length ? (await withCorrected(db, rows))[0] : null;
}

/** An order's invoice and credit note, in the order they were issued. */
export async function invoicesOfOrder(db: Db, orderId: number): Promise<Invoice[]> {
  const rows = await db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  return withCorrected(db, rows);
}

/**
 * The shopper's copy, field by field rather than the staff's answer less two: a field added for staff later stays
 * out of every answer reached by reference until someone decides she may read it.
 */
function shopperCopy({ id, number, kind, corrects, issuedAt, content }: Invoice): ShopperInvoice {
  return { id, number, kind, corrects, issuedAt, content };
}

/** The same, for the shopper who holds the order's reference (her confirmation page). */
export async function invoicesOfReference(db: Db, reference: string): Promise<ShopperInvoice[]> {
  const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.reference, reference));
  return order ? (await invoicesOfOrder(db, order.id)).map(shopperCopy) : [];
}

/** One of those documents (her print page and PDF); null when the order has no document of that id. */
export async function invoiceOfReference(db: Db, reference: string, id: number): Promise<ShopperInvoice | null> {
  const rows = await db
    .select({ invoice: invoices })
    .from(invoices)
    .innerJoin(orders, eq(orders.id, invoices.orderId))
    .where(and(eq(orders.reference, reference), eq(invoices.id, id)));
  if (!rows.length) return null;
  const [invoice] = await withCorrected(
    db,
    rows.map((row) => row.invoice),
  );
  return shopperCopy(invoice);
}

/** The numbers of an order's documents, for its audit entries. */
export async function invoiceNumbersOfOrder(db: Db, orderId: number): Promise<string[]> {
  const rows = await db.select({ number: invoices.number }).from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.id));
  return rows.map((row) => row.number);
}

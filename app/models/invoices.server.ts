/**
 * Issuing invoices and credit notes (docs/decisions/049; the figures in app/lib/invoices.ts). An issued document
 * is a row that copies everything it prints, and is never updated. Its number comes from the year's counter row,
 * incremented in the issuing transaction: the row's lock makes concurrent issues wait for each other, so numbers
 * follow one another without a gap or a repeat, and a refused issue gives its number back with its rollback.
 */
import { and, asc, eq, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { invoiceCounters, invoices, orderLines, orders, products, users } from "~/db/schema";
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
  type ShopperInvoice,
} from "~/lib/invoices";
import { fromMinorUnits } from "~/lib/money";
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
    return insertDocument(tx, "invoice", orderId, content, issuer, at, null);
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
  if (!invoice || documents.some((document) => document.kind === "credit_note")) return null;
  const { content } = invoice;
  const stamp = fromMinorUnits(0n, content.currency);
  const credited: InvoiceContent = {
    ...content,
    stamp,
    totalDue: content.totalWithTax,
    amountInWords: invoiceClosingSentence("credit_note", content.totalWithTax, content.currency),
  };
  const [issuer] =
    userId === null ? [] : await tx.select({ id: users.id, username: users.username }).from(users).where(eq(users.id, userId));
  return insertDocument(tx, "credit_note", orderId, credited, issuer ?? null, at, invoice.id);
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

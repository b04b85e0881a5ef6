import { and, asc, desc, eq, gt, gte, ilike, lt, or, type SQL } from "drizzle-orm";
import { containsPattern } from "~/lib/search-pattern";
import type { Db } from "~/db/connection";
import {
  auditLog,
  discountCodes,
  messages,
  orderLines,
  orderReturns,
  orders,
  posts,
  productColors,
  productSizes,
  products,
  shippingFees,
  storeSettings,
  users,
} from "~/db/schema";
import { AUDIT_CHANGED_MARK, AUDIT_HIDDEN_FIELDS, type AuditEntry, type AuditKind } from "~/lib/audit";
import type { ExportBatch } from "~/lib/exports.server";
import { EXPORT_BATCH_SIZE } from "~/lib/limits";
import { utcDayStart } from "./orders.server";
import { invoiceNumbersOfOrder } from "./invoices.server";
import type { SizeStock } from "~/lib/sizes";
import { colorsOf } from "./colors.server";
import { sizesByColor, sizesByProduct } from "./stock.server";

type Fields = Record<string, unknown>;

/** A row as the log keeps it: JSON values, without secrets or the update time. */
function visible(row: Fields | undefined | null): Fields | null {
  if (!row) return null;
  const kept: Fields = {};
  for (const [key, value] of Object.entries(row)) {
    if (AUDIT_HIDDEN_FIELDS.includes(key)) continue;
    kept[key] = value instanceof Date ? value.toISOString() : value;
  }
  return kept;
}

/**
 * What a write may change, read in the write's own transaction: the record of its kind (a product with its
 * sizes' stock, a user without the password hash), or the whole shipping table. Null when there is none (yet).
 */
export async function auditSnapshot(db: Db, kind: AuditKind, id: number | null): Promise<Fields | null> {
  if (kind === "shipping") {
    const [fees, settings] = await Promise.all([db.select().from(shippingFees), db.select().from(storeSettings)]);
    return {
      fees: Object.fromEntries(fees.map((row) => [row.state, row.fee])),
      ...Object.fromEntries(settings.map((row) => [row.key, row.value])),
    };
  }
  if (id === null) return null;
  switch (kind) {
    case "product": {
      const [row] = await db.select().from(products).where(eq(products.id, id));
      if (!row) return null;
      const sizes = (await sizesByProduct(db, [id])).get(id) ?? [];
      const stock = (rows: readonly SizeStock[]) => Object.fromEntries(rows.map((size) => [size.size, size.quantity]));
      // A product with colours is logged with each colour by name, so an entry tells which colour changed.
      const colors = await colorsOf(db, id);
      const colorSizes = await sizesByColor(
        db,
        colors.map((color) => color.id),
      );
      const named = colors.map((color) => [
        color.name!,
        {
          id: color.id,
          hex: color.hex,
          family: color.family,
          translations: color.translations,
          sizes: stock(colorSizes.get(color.id) ?? []),
        },
      ]);
      // Each variant's codes, so that an entry shows a SKU or barcode changed (by its colour and size).
      const codeRows = await db
        .select({ size: productSizes.size, sku: productSizes.sku, barcode: productSizes.barcode, color: productColors.name })
        .from(productSizes)
        .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
        .where(eq(productSizes.productId, id))
        .orderBy(asc(productColors.position), asc(productSizes.size));
      const codes = Object.fromEntries(
        codeRows.map((code) => [code.color ? `${code.color} ${code.size}` : code.size, [code.sku, code.barcode].filter(Boolean).join(" ")]),
      );
      return {
        ...visible(row),
        sizes: stock(sizes),
        ...(named.length ? { colors: Object.fromEntries(named) as Fields } : {}),
        ...(codeRows.length ? { codes } : {}),
      };
    }
    case "post":
      return visible((await db.select().from(posts).where(eq(posts.id, id)))[0]);
    case "order": {
      const [row] = await db.select().from(orders).where(eq(orders.id, id));
      if (!row) return null;
      // A parcel kept in part: each line's pieces ordered and kept, by the line's id and name (docs/decisions/055).
      const lines = await db
        .select({ id: orderLines.id, name: orderLines.name, quantity: orderLines.quantity, kept: orderLines.keptQuantity })
        .from(orderLines)
        .where(eq(orderLines.orderId, id))
        .orderBy(asc(orderLines.id));
      const kept = lines.some((line) => line.kept !== null)
        ? Object.fromEntries(lines.map((line) => [`${line.id} ${line.name}`, { ordered: line.quantity, kept: line.kept ?? line.quantity }]))
        : null;
      // Pieces coming back (docs/decisions/058): each return with its status, its refund and the exchange's order.
      const returns = await db
        .select({
          id: orderReturns.id,
          kind: orderReturns.kind,
          status: orderReturns.status,
          refund: orderReturns.refund,
          exchange: orders.reference,
        })
        .from(orderReturns)
        .leftJoin(orders, eq(orders.id, orderReturns.exchangeOrderId))
        .where(eq(orderReturns.orderId, id))
        .orderBy(asc(orderReturns.id));
      const returned = returns.length
        ? Object.fromEntries(
            returns.map((back) => [
              `${back.id} ${back.kind}`,
              { status: back.status, refund: back.refund, ...(back.exchange ? { exchangeOrder: back.exchange } : {}) },
            ]),
          )
        : null;
      // Its paperwork too, so that issuing an invoice (or the credit note of a return) shows in the entry.
      return {
        ...visible(row),
        invoices: await invoiceNumbersOfOrder(db, id),
        ...(kept ? { kept } : {}),
        ...(returned ? { returns: returned } : {}),
      };
    }
    case "message":
      return visible((await db.select().from(messages).where(eq(messages.id, id)))[0]);
    case "discount":
      return visible((await db.select().from(discountCodes).where(eq(discountCodes.id, id)))[0]);
    case "user": {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      return row ? { ...visible(row), passwordHash: row.passwordHash } : null;
    }
    default:
      return null;
  }
}

/** The fields that differ, each side with its own value; a changed secret is noted as changed. */
export function auditChanges(before: Fields | null, after: Fields | null): { before: Fields | null; after: Fields | null } {
  if (!before || !after) {
    const strip = (fields: Fields | null) => (fields ? visible(fields) : null);
    return { before: strip(before), after: strip(after) };
  }
  const changedBefore: Fields = {};
  const changedAfter: Fields = {};
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (JSON.stringify(before[key]) === JSON.stringify(after[key])) continue;
    if (AUDIT_HIDDEN_FIELDS.includes(key)) {
      if (key === "passwordHash") changedAfter.password = AUDIT_CHANGED_MARK;
      continue;
    }
    changedBefore[key] = before[key] ?? null;
    changedAfter[key] = after[key] ?? null;
  }
  return { before: changedBefore, after: changedAfter };
}

export interface AuditFilter {
  userId?: number;
  /** Words of the route, the record's id or the person's name. */
  q?: string;
  kind?: AuditKind;
  /** Days `YYYY-MM-DD`, both included (app/lib/days.ts). */
  from?: string;
  to?: string;
}

export function auditCondition(filter: AuditFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.userId !== undefined) where.push(eq(auditLog.userId, filter.userId));
  if (filter.kind) where.push(eq(auditLog.kind, filter.kind));
  if (filter.q) {
    const pattern = containsPattern(filter.q);
    where.push(or(ilike(auditLog.action, pattern), ilike(auditLog.actor, pattern), ilike(auditLog.targetId, pattern))!);
  }
  if (filter.from) where.push(gte(auditLog.at, utcDayStart(filter.from)));
  if (filter.to) where.push(lt(auditLog.at, utcDayStart(filter.to, 1)));
  return where.length ? and(...where) : undefined;
}

/** A batch of the audit log's export, oldest first, by id after `after`. */
export async function auditExportBatch(db: Db, condition: SQL | undefined, after: number): Promise<ExportBatch<AuditEntry>> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(and(condition, gt(auditLog.id, after)))
    .orderBy(asc(auditLog.id))
    .limit(EXPORT_BATCH_SIZE);
  return { rows: rows.map(entryOf), next: rows.length < EXPORT_BATCH_SIZE ? null : rows[rows.length - 1].id };
}

function entryOf(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    ...row,
    at: row.at.toISOString(),
    kind: row.kind as AuditKind,
    before: row.before as Fields | null,
    after: row.after as Fields | null,
  };
}

export async function readAuditLog(db: Db, filter: AuditFilter, page: { limit: number; offset: number }): Promise<AuditEntry[]> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(auditCondition(filter))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(entryOf);
}

/**
 * Discount codes (docs/decisions/047-discount-codes.md): staff's codes, what one takes off a basket, and the use
 * an order takes of it. What a code takes off is decided by app/lib/discounts.ts; this module reads the codes and
 * the prices from the database and counts the uses.
 *
 * A use is counted in the order's own transaction, by a conditional UPDATE (`uses < max_uses`), so concurrent
 * orders can never take more uses than the code has; one use per telephone is held by a unique index on the
 * uses table. A cancel or a return gives the use back in the transaction that moves the order, which happens once.
 */
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { discountCodes, discountUses, orders, products } from "~/db/schema";
import { sayApi } from "~/lib/api-messages.server";
import {
  applyDiscount,
  codeKey,
  lineQualifies,
  orderFiguresWithCode,
  normalizeCode,
  type DiscountKind,
  type DiscountLine,
  type DiscountRefusal,
  type DiscountResult,
  type DiscountTerms,
} from "~/lib/discounts";
import type { Currency } from "~/lib/i18n";
import { linesTotal, normalizeAmount } from "~/lib/money";
import { orderFigures } from "~/lib/shipping";
import { conflict, invalidRequest, refused } from "./errors";
import { readShippingRates } from "./shipping.server";

type CodeRow = typeof discountCodes.$inferSelect;

/** A code as staff write it (create and update). */
export interface DiscountInput {
  code: string;
  kind: DiscountKind;
  percent: number | null;
  amount: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  minSubtotal: string | null;
  productTypes: string[];
  excludeSale: boolean;
  maxUses: number | null;
  oncePerPhone: boolean;
  paused: boolean;
  note: string;
}

/** A code as the API answers it: its terms, its uses so far and the revenue of the orders that hold one. */
export interface Discount extends Omit<DiscountInput, "startsAt" | "endsAt"> {
  id: number;
  startsAt: string | null;
  endsAt: string | null;
  uses: number;
  /** The totals of the orders holding a use (not cancelled, returned or refused), added up. */
  revenue: string;
  /** What those orders were given off, added up. */
  discountGiven: string;
  createAt: string;
  updateAt: string;
}

function termsOf(row: CodeRow): DiscountTerms {
  return {
    kind: row.kind,
    percent: row.percent,
    amount: row.amount,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    minSubtotal: row.minSubtotal,
    productTypes: row.productTypes,
    excludeSale: row.excludeSale,
    maxUses: row.maxUses,
    uses: row.uses,
    paused: row.paused,
  };
}

function answer(row: CodeRow, totals: { revenue: string; discountGiven: string } | undefined, currency: Currency): Discount {
  const money = (value: string | null) => (value === null ? null : normalizeAmount(value, currency));
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    percent: row.percent,
    amount: money(row.amount),
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    minSubtotal: money(row.minSubtotal),
    productTypes: row.productTypes,
    excludeSale: row.excludeSale,
    maxUses: row.maxUses,
    oncePerPhone: row.oncePerPhone,
    paused: row.paused,
    note: row.note,
    uses: row.uses,
    revenue: normalizeAmount(totals?.revenue ?? "0", currency),
    discountGiven: normalizeAmount(totals?.discountGiven ?? "0", currency),
    createAt: row.createAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
  };
}

/** Revenue and discount given per code, over the orders that hold a use. */
async function totalsOf(db: Db, codeIds: number[]) {
  if (codeIds.length === 0) return new Map<number, { revenue: string; discountGiven: string }>();
  const rows = await db
    .select({
      codeId: discountUses.codeId,
      revenue: sql<string>`coalesce(sum(${orders.total}), 0)::text`,
      discountGiven: sql<string>`coalesce(sum(${orders.discount}), 0)::text`,
    })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.orderId))
    .where(and(inArray(discountUses.codeId, codeIds), isNull(discountUses.releasedAt)))
    .groupBy(discountUses.codeId);
  return new Map(rows.map(({ codeId, ...totals }) => [codeId, totals]));
}

/** Every code, the newest first: a shop has tens of them, never enough to page. */
export async function listDiscounts(db: Db, currency: Currency): Promise<Discount[]> {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createAt), desc(discountCodes.id));
  const totals = await totalsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => answer(row, totals.get(row.id), currency));
}

export async function findDiscount(db: Db, id: number, currency: Currency): Promise<Discount | null> {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) return null;
  return answer(row, (await totalsOf(db, [id])).get(id), currency);
}

/** Refuses a code that reads the same as another one (codeKey), but not as itself. */
async function checkCodeFree(db: Db, code: string, exceptId: number | null): Promise<void> {
  const [taken] = await db
    .select({ id: discountCodes.id, code: discountCodes.code })
    .from(discountCodes)
    .where(eq(discountCodes.codeKey, codeKey(code)));
  if (taken && taken.id !== exceptId) throw conflict(sayApi.discountCodeTaken(taken.code));
}

function storedFields(input: DiscountInput) {
  const code = normalizeCode(input.code);
  return {
    ...input,
    code,
    codeKey: codeKey(code),
    percent: input.kind === "percent" ? input.percent : null,
    amount: input.kind === "fixed" ? input.amount : null,
  };
}

export async function createDiscount(db: Db, input: DiscountInput): Promise<number> {
  return db.transaction(async (tx) => {
    await checkCodeFree(tx, input.code, null);
    const [row] = await tx.insert(discountCodes).values(storedFields(input)).returning({ id: discountCodes.id });
    return row.id;
  });
}

/** Changes a code's terms; placed orders keep what they were given. False when there is no such code. */
export async function updateDiscount(db: Db, id: number, input: DiscountInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Locked, so that an order taking a use meanwhile is counted before the new limit is checked.
    const [row] = await tx.select({ uses: discountCodes.uses }).from(discountCodes).where(eq(discountCodes.id, id)).for("update");
    if (!row) return false;
    if (input.maxUses !== null && input.maxUses < row.uses) throw invalidRequest(sayApi.discountUsesBelow(row.uses));
    await checkCodeFree(tx, input.code, id);
    await tx
      .update(discountCodes)
      .set({ ...storedFields(input), updateAt: new Date() })
      .where(eq(discountCodes.id, id));
    return true;
  });
}

/** Deletes a code; the orders placed with it keep their copy of it. False when there is no such code. */
export async function deleteDiscount(db: Db, id: number): Promise<boolean> {
  const deleted = await db.delete(discountCodes).where(eq(discountCodes.id, id)).returning({ id: discountCodes.id });
  return deleted.length > 0;
}

/** A basket as the storefront sends it: products and quantities (sizes and colours do not change a price). */
export interface BasketLine {
  id: number;
  quantity: number;
}

/** The lines of a basket priced from the database; products gone since are left out. */
async function pricedLines(db: Db, basket: readonly BasketLine[]): Promise<DiscountLine[]> {
  const ids = [...new Set(basket.map((line) => line.id))];
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id, price: products.price, type: products.type, compareAtPrice: products.compareAtPrice })
    .from(products)
    .where(inArray(products.id, ids));
  return basket.flatMap((line) => {
    const row = rows.find((product) => product.id === line.id);
    return row ? [{ price: row.price, quantity: line.quantity, type: row.type, onSale: row.compareAtPrice !== null }] : [];
  });
}

async function codeRow(db: Db, code: string): Promise<CodeRow | undefined> {
  const [row] = await db
    .select()
    .from(discountCodes)
    .where(eq(discountCodes.codeKey, codeKey(code)));
  return row;
}

/**
 * Whether a telephone already holds a use of a code, found through the orders that hold its uses: every use is
 * recorded with its order, and every order with its telephone, so a code switched to one use per number later
 * counts the uses taken before the switch too (docs/decisions/047-discount-codes.md).
 */
async function usedByPhone(db: Db, codeId: number, telephone: string): Promise<boolean> {
  const [row] = await db
    .select({ orderId: discountUses.orderId })
    .from(discountUses)
    .innerJoin(orders, eq(orders.id, discountUses.orderId))
    .where(and(eq(discountUses.codeId, codeId), eq(orders.telephone, telephone), isNull(discountUses.releasedAt)))
    .limit(1);
  return row !== undefined;
}

export type DiscountCheck =
  | { applies: true; code: string; kind: DiscountKind; discount: string; subtotal: string; shippingFee: string; total: string }
  | { applies: false; code: string; reason: DiscountRefusal; message: string; minSubtotal?: string };

/** Why a code does not apply, as the API says it (the minimum in the currency's decimals). */
function refusalOf(reason: DiscountRefusal, code: string, row: CodeRow | undefined, currency: Currency) {
  const amount = reason === "minimumNotReached" && row?.minSubtotal ? normalizeAmount(row.minSubtotal, currency) : "";
  return {
    applies: false as const,
    code,
    reason,
    message: sayApi.discountRefused(reason, code, amount),
    ...(amount ? { minSubtotal: amount } : {}),
  };
}

/**
 * What a code takes off a basket delivered to `state` (the highest fee when it is not known yet), with the
 * figures the order would have, or why it does not apply. Nothing is counted: the order counts its use.
 */
export async function checkDiscount(
  db: Db,
  request: { code: string; products: readonly BasketLine[]; state?: string },
  currency: Currency,
  now = new Date(),
): Promise<DiscountCheck> {
  const code = normalizeCode(request.code);
  const row = await codeRow(db, code);
  if (!row) return refusalOf("unknown", code, row, currency);
  const lines = await pricedLines(db, request.products);
  const subtotal = linesTotal(lines, currency);
  const rates = await readShippingRates(db, currency);
  const state = request.state ?? "";
  // The fee before the code: what a code for free delivery would waive.
  const applied = applyDiscount(termsOf(row), lines, orderFigures(subtotal, state, rates, currency).shippingFee, currency, now);
  if (!applied.ok) return refusalOf(applied.refusal, row.code, row, currency);
  return { applies: true, code: row.code, kind: row.kind, ...orderFiguresWithCode(subtotal, state, rates, applied.result, currency) };
}

/** A use an order is taking: what it is given, and the code to record it against once the order has its id. */
export interface DiscountTaken {
  codeId: number;
  code: string;
  phoneKey: string | null;
  result: DiscountResult;
  /** A percent code's percentage, which the order keeps (docs/decisions/055); null for the other kinds. */
  percent: number | null;
  /** For each line given, in their order, whether the code's terms take it in. */
  qualifies: boolean[];
}

/**
 * Takes a use of a code for an order being placed (inside its transaction), or refuses with the reason. The
 * count goes up only while it is under the limit: of two orders racing for the last use, the second finds none.
 */
export async function takeDiscount(
  db: Db,
  code: string,
  lines: readonly DiscountLine[],
  shippingFee: string,
  telephone: string,
  currency: Currency,
  now = new Date(),
): Promise<DiscountTaken> {
  const normalized = normalizeCode(code);
  const row = await codeRow(db, normalized);
  const refuse = (reason: DiscountRefusal) => refused(refusalOf(reason, row?.code ?? normalized, row, currency).message);
  if (!row) throw refuse("unknown");
  const applied = applyDiscount(termsOf(row), lines, shippingFee, currency, now);
  if (!applied.ok) throw refuse(applied.refusal);
  // Uses held from before the code allowed one per number count too; two new ones racing meet on the unique index.
  if (row.oncePerPhone && (await usedByPhone(db, row.id, telephone))) throw refuse("usedByPhone");
  const counted = await db
    .update(discountCodes)
    .set({ uses: sql`${discountCodes.uses} + 1` })
    .where(and(eq(discountCodes.id, row.id), or(isNull(discountCodes.maxUses), lt(discountCodes.uses, discountCodes.maxUses))))
    .returning({ id: discountCodes.id });
  if (counted.length === 0) throw refuse("usedUp");
  const terms = termsOf(row);
  return {
    codeId: row.id,
    code: row.code,
    phoneKey: row.oncePerPhone ? telephone : null,
    result: applied.result,
    percent: row.kind === "percent" ? row.percent : null,
    qualifies: lines.map((line) => lineQualifies(terms, line)),
  };
}

/**
 * Records the use against the placed order. With one use per telephone, a second open order from the number
 * collides on the unique index (after waiting for the first to commit) and the whole order is refused.
 */
export async function recordDiscountUse(db: Db, orderId: number, taken: DiscountTaken, currency: Currency): Promise<void> {
  const inserted = await db
    .insert(discountUses)
    .values({ orderId, codeId: taken.codeId, phoneKey: taken.phoneKey })
    .onConflictDoNothing()
    .returning({ orderId: discountUses.orderId });
  if (inserted.length === 0) throw refused(refusalOf("usedByPhone", taken.code, undefined, currency).message);
}

/** Gives an order's use back (a cancel, a return or a refusal at the door), in the transaction that moves it: once, as the move is. */
export async function releaseDiscountUse(db: Db, orderId: number): Promise<void> {
  const released = await db
    .update(discountUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(discountUses.orderId, orderId), isNull(discountUses.releasedAt)))
    .returning({ codeId: discountUses.codeId });
  for (const { codeId } of released) {
    await db
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
}

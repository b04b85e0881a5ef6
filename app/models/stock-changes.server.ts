/**
 * Stock counts and deliveries by SKU (docs/decisions/052): lines that name variants by SKU or barcode, previewed
 * (each change and each line's error) and applied in one transaction, all or nothing, with every product's total
 * kept the sum of its rows.
 *
 * A count says what is on the shelf. Pieces of orders not yet shipped (new or confirmed) are still on the shelf
 * but already off the stock, so the new stock is what was counted less what those orders hold; a count below
 * that is refused. A delivery adds its change to the stock, and may not bring it below 0.
 */
import { and, eq, inArray, isNotNull, isNull, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "~/db/connection";
import { orderLines, orders, productColors, productSizes, products } from "~/db/schema";
import { sayApi } from "~/lib/api-messages.server";
import { CsvReadError, readCsvTable, type CsvTable } from "~/lib/csv-read.server";
import { STOCK_CHANGE_LINES_MAX, STOCK_CODE_MAX_LENGTH, STOCK_QUANTITY_MAX } from "~/lib/stock-limits";
import { holdingStages } from "~/lib/order-stages";
import { ONE_SIZE } from "~/lib/sizes";
import { gtin14, isValidSku, normalizeBarcode, normalizeSku } from "~/lib/sku";
import { readStockQuantity, stockQuantityColumns, type StockChange, type StockChangeKind, type StockLineError } from "~/lib/stock-schemas";
import { sayInvalid } from "~/lib/validation-messages";
import { DomainError, invalidRequest } from "./errors";
import { lockProducts, recountStock } from "./stock.server";

/** One line as given: its number (a file's row), the code, the quantity as written, and the column the code came from. */
export interface StockLineInput {
  line: number;
  code: string;
  quantity: string | number;
  /** The column the code was read from (a file's `sku` or `barcode`); by default the request's own. */
  codeColumn?: string;
}

export interface StockChangeRequest {
  kind: StockChangeKind;
  lines: readonly StockLineInput[];
  /** The names the errors give the code and the quantity: a file's own columns, or a JSON body's fields. */
  columns: { code: string; quantity: string };
}

/** The columns of a JSON body's lines. */
export const stockJsonColumns = { code: "code", quantity: "quantity" };

export interface StockPreview {
  kind: StockChangeKind;
  changes: StockChange[];
  errors: StockLineError[];
}

/** A stock change refused because some of its lines cannot be applied: nothing was written. */
export class StockChangesRefused extends DomainError {
  constructor(readonly preview: StockPreview) {
    super(
      "invalid",
      preview.errors.map((error) => sayApi.stockLine(error.line, error.column, error.message)),
    );
  }
}

/** A variant as a stock change reads it, with its product's name and total. */
interface Variant {
  productId: number;
  colorId: number;
  size: string;
  sku: string;
  barcode: string | null;
  quantity: number;
  productName: string;
  productQuantity: number;
  colorName: string | null;
}

const variantKey = (colorId: number, size: string) => `${colorId}:${size}`;

/** A code as a barcode: its digits without spaces, when that is all it is (a GTIN has at most 14). */
function asBarcode(code: string): string | null {
  const digits = normalizeBarcode(code);
  return /^\d{1,14}$/.test(digits) ? digits : null;
}

/**
 * The variant each code names: a SKU (any case) first, else a barcode compared in its 14-digit form, so that a
 * UPC-A finds the same code stored as an EAN-13 with a leading 0. `lock`: the rows are locked for the caller's
 * transaction (`for update`), which must have locked their products first (lockProducts).
 */
async function findVariants(db: Db, codes: readonly string[], lock: boolean): Promise<Map<string, Variant>> {
  const skus = new Set<string>();
  const gtins = new Set<string>();
  for (const code of codes) {
    const sku = normalizeSku(code);
    if (isValidSku(sku)) skus.add(sku);
    const barcode = asBarcode(code);
    if (barcode) gtins.add(gtin14(barcode));
  }
  const found = new Map<string, Variant>();
  if (skus.size === 0 && gtins.size === 0) return found;
  const query = db
    .select({
      productId: productSizes.productId,
      colorId: productSizes.colorId,
      size: productSizes.size,
      sku: productSizes.sku,
      barcode: productSizes.barcode,
      quantity: productSizes.quantity,
      productName: products.name,
      productQuantity: products.quantity,
      colorName: productColors.name,
    })
    .from(productSizes)
    .innerJoin(products, eq(products.id, productSizes.productId))
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .where(
      or(
        skus.size ? inArray(productSizes.sku, [...skus]) : undefined,
        gtins.size ? and(isNotNull(productSizes.barcode), inArray(sql`lpad(${productSizes.barcode}, 14, '0')`, [...gtins])) : undefined,
      ),
    );
  const rows = lock ? await query.for("update", { of: productSizes }) : await query;
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  const byBarcode = new Map(rows.flatMap((row) => (row.barcode ? [[gtin14(row.barcode), row] as const] : [])));
  for (const code of codes) {
    const barcode = asBarcode(code);
    const variant = bySku.get(normalizeSku(code)) ?? (barcode ? byBarcode.get(gtin14(barcode)) : undefined);
    if (variant) found.set(code, variant);
  }
  return found;
}

/**
 * The pieces orders not yet shipped hold, by colour row and size. A line without a colour (placed before colours,
 * or whose colour was removed since) holds its product's colourless row, where a cancel would put it back.
 */
async function heldByOrders(db: Db, productIds: readonly number[]): Promise<Map<string, number>> {
  const held = new Map<string, number>();
  if (productIds.length === 0) return held;
  const colorless = alias(productColors, "colorless");
  const rows = await db
    .select({ colorId: orderLines.colorId, colorlessId: colorless.id, size: orderLines.size, quantity: orderLines.quantity })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .leftJoin(colorless, and(eq(colorless.productId, orderLines.productId), isNull(colorless.name)))
    .where(and(inArray(orders.stage, [...holdingStages]), inArray(orderLines.productId, [...productIds])));
  for (const row of rows) {
    const colorId = row.colorId ?? row.colorlessId;
    if (colorId === null) continue;
    const key = variantKey(colorId, row.size ?? ONE_SIZE);
    held.set(key, (held.get(key) ?? 0) + row.quantity);
  }
  return held;
}

/** A change ready to write: the public change and the row it goes to. */
interface PlannedChange {
  change: StockChange;
  variant: Variant;
}

/**
 * Each variant's change and each line's error, from the variants as they are and what orders hold: pure, so the
 * preview and the apply (inside its transaction, on locked rows) reach the same answer from the same data.
 */
function plan(request: StockChangeRequest, variants: Map<string, Variant>, held: Map<string, number>) {
  const { kind, columns } = request;
  const errors: StockLineError[] = [];
  const fail = (line: number, column: string, message: string) => errors.push({ line, column, message });
  const byVariant = new Map<string, { line: number; codeColumn: string; variant: Variant; quantity: number }>();
  for (const input of request.lines) {
    const code = input.code.trim();
    const codeColumn = input.codeColumn ?? columns.code;
    const read = readStockQuantity(kind, input.quantity, columns.quantity);
    const variant = variants.get(code);
    if (!code) fail(input.line, codeColumn, sayInvalid.required(codeColumn));
    else if (code.length > STOCK_CODE_MAX_LENGTH) fail(input.line, codeColumn, sayInvalid.maxLength(codeColumn, STOCK_CODE_MAX_LENGTH));
    else if (!variant) fail(input.line, codeColumn, sayApi.stockCodeUnknown(code));
    if ("problem" in read) fail(input.line, columns.quantity, read.problem);
    if (!variant || "problem" in read) continue;
    const key = variantKey(variant.colorId, variant.size);
    const seen = byVariant.get(key);
    if (!seen) byVariant.set(key, { line: input.line, codeColumn, variant, quantity: read.quantity });
    // A count says once what is on the shelf; a scanner reads a delivery's box piece by piece.
    else if (kind === "count") fail(input.line, codeColumn, sayApi.stockCountedTwice(variant.sku, seen.line));
    else seen.quantity += read.quantity;
  }

  const planned: PlannedChange[] = [];
  for (const { line, variant, quantity } of byVariant.values()) {
    const holding = held.get(variantKey(variant.colorId, variant.size)) ?? 0;
    const after = kind === "count" ? quantity - holding : variant.quantity + quantity;
    if (kind === "count" && quantity < holding) fail(line, columns.quantity, sayApi.stockCountBelowHeld(variant.sku, quantity, holding));
    else if (after < 0) fail(line, columns.quantity, sayApi.stockBelowZero(variant.sku, quantity, variant.quantity));
    else if (after > STOCK_QUANTITY_MAX) fail(line, columns.quantity, sayApi.stockAboveMax(variant.sku, after, STOCK_QUANTITY_MAX));
    else {
      const change: StockChange = {
        line,
        sku: variant.sku,
        barcode: variant.barcode,
        productId: variant.productId,
        productName: variant.productName,
        colorName: variant.colorName,
        size: variant.size,
        quantity,
        before: variant.quantity,
        held: holding,
        after,
      };
      planned.push({ change, variant });
    }
  }

  // SPEC's quantity of a product is the sum of its rows, and has at most five digits.
  const totals = new Map<number, { first: PlannedChange; total: number }>();
  for (const item of planned) {
    const entry = totals.get(item.variant.productId) ?? { first: item, total: item.variant.productQuantity };
    entry.total += item.change.after - item.change.before;
    totals.set(item.variant.productId, entry);
  }
  for (const { first, total } of totals.values()) {
    if (total > STOCK_QUANTITY_MAX) {
      fail(first.change.line, columns.quantity, sayApi.stockProductAboveMax(first.variant.productName, total, STOCK_QUANTITY_MAX));
    }
  }

  planned.sort((a, b) => a.change.line - b.change.line);
  errors.sort((a, b) => a.line - b.line);
  return { planned, preview: { kind, changes: planned.map((item) => item.change), errors } satisfies StockPreview };
}

const codesOf = (request: StockChangeRequest) => [...new Set(request.lines.map((line) => line.code.trim()).filter(Boolean))];
const productIdsOf = (variants: Map<string, Variant>) => [...new Set([...variants.values()].map((variant) => variant.productId))];

/** What the lines would do, as the stock is now; nothing is written. */
export async function previewStockChanges(db: Db, request: StockChangeRequest): Promise<StockPreview> {
  const variants = await findVariants(db, codesOf(request), false);
  return plan(request, variants, await heldByOrders(db, productIdsOf(variants))).preview;
}

/**
 * Applies the lines, worked out again from the stock as it is inside the caller's transaction: the products are
 * locked in id order (as an order or a restock locks them), then their variant rows `for update`, so no order,
 * cancel or edit changes them between the reading and the writing. Throws StockChangesRefused, writing nothing,
 * when any line fails. Answers the changes as applied (before and after each).
 */
export async function applyStockChanges(db: Db, request: StockChangeRequest): Promise<StockPreview> {
  const codes = codesOf(request);
  await lockProducts(db, productIdsOf(await findVariants(db, codes, false)));
  const variants = await findVariants(db, codes, true);
  const { planned, preview } = plan(request, variants, await heldByOrders(db, productIdsOf(variants)));
  if (preview.errors.length) throw new StockChangesRefused(preview);
  const touched = new Set<number>();
  for (const { change, variant } of planned) {
    if (change.after === change.before) continue;
    await db
      .update(productSizes)
      .set({ quantity: change.after })
      .where(and(eq(productSizes.colorId, variant.colorId), eq(productSizes.size, variant.size)));
    touched.add(variant.productId);
  }
  for (const productId of touched) await recountStock(db, productId);
  return preview;
}

/**
 * The audit entry of an applied change (one entry for the whole of it): how many lines and variants changed, the
 * pieces added and taken off, and every SKU's stock before and after.
 */
export function stockAuditSummary(request: StockChangeRequest, applied: StockPreview): Record<string, unknown> {
  const moved = applied.changes.map((change) => change.after - change.before);
  return {
    kind: applied.kind,
    lines: request.lines.length,
    changed: moved.filter((difference) => difference !== 0).length,
    added: moved.reduce((sum, difference) => sum + Math.max(difference, 0), 0),
    removed: moved.reduce((sum, difference) => sum + Math.max(-difference, 0), 0),
    stock: Object.fromEntries(applied.changes.map((change) => [change.sku, { before: change.before, after: change.after }])),
  };
}

/**
 * A stock file's lines: the header names the kind (`sku,quantity` a count, `sku,change` a delivery; `barcode` may
 * stand for `sku` or stand beside it, for lines whose sku is empty; other columns are left aside), and each line
 * keeps its row number as a spreadsheet shows it. A file that cannot be read, or whose header says neither,
 * is refused as a whole (invalid).
 */
export function stockRequestOfFile(bytes: Uint8Array): StockChangeRequest {
  let table: CsvTable;
  try {
    table = readCsvTable(bytes, STOCK_CHANGE_LINES_MAX);
  } catch (error) {
    if (error instanceof CsvReadError) throw invalidRequest(error.message);
    throw error;
  }
  const header = table.header.map((name) => name.trim().toLowerCase());
  const [sku, barcode, count, change] = ["sku", "barcode", stockQuantityColumns.count, stockQuantityColumns.delivery].map((name) =>
    header.indexOf(name),
  );
  if ((sku < 0 && barcode < 0) || count < 0 === change < 0) throw invalidRequest(sayApi.stockFileHeader());
  const kind: StockChangeKind = count >= 0 ? "count" : "delivery";
  const quantityAt = count >= 0 ? count : change;
  return {
    kind,
    columns: { code: sku >= 0 ? "sku" : "barcode", quantity: stockQuantityColumns[kind] },
    lines: table.rows.map((row) => {
      const skuCell = sku >= 0 ? (row.cells[sku] ?? "").trim() : "";
      const byBarcode = skuCell === "" && barcode >= 0;
      return {
        line: row.line,
        code: byBarcode ? (row.cells[barcode] ?? "") : skuCell,
        quantity: row.cells[quantityAt] ?? "",
        codeColumn: byBarcode ? "barcode" : "sku",
      };
    }),
  };
}

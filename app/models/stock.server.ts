/**
 * Stock per product, colour and size (ARCHITECTURE decisions 14 and 18). Every change of a row's stock changes
 * the product's `quantity` by the same amount in the same transaction, so SPEC's quantity is always the sum of
 * its rows. A product without colours keeps its stock on its colourless colour row (app/models/colors.server.ts).
 */
import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { productColors, productSizes, products } from "~/db/schema";
import { sayApi } from "~/lib/api-messages.server";
import { compareSizes, ONE_SIZE, totalStock, type SizeStock } from "~/lib/sizes";
import { gtin14, skuBase, uniqueSku } from "~/lib/sku";
import { conflict, notFound, uniqueViolationOf } from "./errors";

/** Each product's stock per size, all its colours together, in the order shoppers read sizes. */
export async function sizesByProduct(db: Db, ids: number[]): Promise<Map<number, SizeStock[]>> {
  const map = new Map<number, SizeStock[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({
      productId: productSizes.productId,
      size: productSizes.size,
      quantity: sql<number>`sum(${productSizes.quantity})::integer`.mapWith(Number),
    })
    .from(productSizes)
    .where(inArray(productSizes.productId, ids))
    .groupBy(productSizes.productId, productSizes.size)
    .orderBy(asc(productSizes.productId));
  for (const { productId, size, quantity } of rows) map.set(productId, [...(map.get(productId) ?? []), { size, quantity }]);
  for (const sizes of map.values()) sizes.sort((a, b) => compareSizes(a.size, b.size));
  return map;
}

/** Each colour's stock per size, in the order shoppers read sizes. */
export async function sizesByColor(db: Db, colorIds: number[]): Promise<Map<number, SizeStock[]>> {
  const map = new Map<number, SizeStock[]>();
  if (colorIds.length === 0) return map;
  const rows = await db
    .select({ colorId: productSizes.colorId, size: productSizes.size, quantity: productSizes.quantity })
    .from(productSizes)
    .where(inArray(productSizes.colorId, colorIds));
  for (const { colorId, size, quantity } of rows) map.set(colorId, [...(map.get(colorId) ?? []), { size, quantity }]);
  for (const sizes of map.values()) sizes.sort((a, b) => compareSizes(a.size, b.size));
  return map;
}

/**
 * The colourless colour row of a product without colours, created when it has none yet (a product just
 * inserted). Call inside the transaction that writes the product.
 */
export async function colorlessColorId(db: Db, productId: number): Promise<number> {
  const [found] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(and(eq(productColors.productId, productId), isNull(productColors.name)));
  if (found) return found.id;
  const [created] = await db.insert(productColors).values({ productId, position: 0 }).returning({ id: productColors.id });
  return created.id;
}

/** Sets the product's quantity to the sum of all its rows. */
export async function recountStock(db: Db, productId: number): Promise<void> {
  await db
    .update(products)
    .set({
      quantity: sql`(select coalesce(sum(${productSizes.quantity}), 0)::integer from ${productSizes} where ${productSizes.productId} = ${productId})`,
    })
    .where(eq(products.id, productId));
}

/**
 * Stock of one size as a save gives it: with the variant's SKU and barcode when staff or a client wrote them
 * (app/lib/product-schemas.ts has normalised and checked them). Left out, the stored ones stay; a barcode of null removes it.
 */
export interface SizeStockInput extends SizeStock {
  sku?: string;
  barcode?: string | null;
}

/** The codes of a variant as stored, by colour row and size. */
export type StoredCodes = Map<string, { sku: string; barcode: string | null }>;

const codeKey = (colorId: number, size: string) => `${colorId}:${size}`;

/** The SKUs and barcodes of a product's variants (or of one colour's), read before its stock rows are rewritten. */
export async function storedCodes(db: Db, where: { productId: number } | { colorId: number }): Promise<StoredCodes> {
  const rows = await db
    .select({ colorId: productSizes.colorId, size: productSizes.size, sku: productSizes.sku, barcode: productSizes.barcode })
    .from(productSizes)
    .where("productId" in where ? eq(productSizes.productId, where.productId) : eq(productSizes.colorId, where.colorId));
  return new Map(rows.map((row) => [codeKey(row.colorId, row.size), { sku: row.sku, barcode: row.barcode }]));
}

/** The codes other variants hold among these: the SKUs as stored, the barcodes compared in their GTIN-14 form. */
async function codesTaken(db: Db, skus: readonly string[], barcodes: readonly string[]) {
  const takenSkus = skus.length
    ? await db
        .select({ sku: productSizes.sku })
        .from(productSizes)
        .where(inArray(productSizes.sku, [...skus]))
    : [];
  const takenBarcodes = barcodes.length
    ? await db
        .select({ barcode: productSizes.barcode })
        .from(productSizes)
        .where(and(isNotNull(productSizes.barcode), inArray(sql`lpad(${productSizes.barcode}, 14, '0')`, barcodes.map(gtin14))))
    : [];
  const heldBarcodes = new Set(takenBarcodes.map((row) => gtin14(row.barcode ?? "")));
  return { sku: takenSkus[0]?.sku, barcode: barcodes.find((barcode) => heldBarcodes.has(gtin14(barcode))) };
}

/** The first free generated SKU for a base, beside the codes already handed out in this save. */
async function generatedSku(db: Db, base: string, handedOut: Set<string>): Promise<string> {
  const rows = await db
    .select({ sku: productSizes.sku })
    .from(productSizes)
    .where(sql`${productSizes.sku} = ${base} or ${productSizes.sku} like ${`${base}-%`}`);
  const sku = uniqueSku(base, new Set([...handedOut, ...rows.map((row) => row.sku)]));
  handedOut.add(sku);
  return sku;
}

/** Whether an error is the database refusing a duplicate SKU or barcode (two saves racing for one code). */
function duplicateCodeOf(error: unknown): "sku" | "barcode" | null {
  const where = uniqueViolationOf(error) ?? "";
  if (where.includes("product_sizes_sku_idx")) return "sku";
  if (where.includes("product_sizes_barcode_idx")) return "barcode";
  return null;
}

/**
 * Replaces one colour's sizes (a product without colours: its colourless row's), and recounts the product.
 * Each size keeps its stored SKU and barcode unless the save gives others; a new size without a SKU gets one
 * generated from the product's and the colour's names as they are now (docs/decisions/050), never regenerated
 * later. `previous`: the codes read before the caller removed these rows itself (a product's whole save).
 * A SKU or barcode another variant holds is refused (conflict, naming it).
 */
export async function replaceColorSizes(
  db: Db,
  productId: number,
  colorId: number,
  sizes: readonly SizeStockInput[],
  previous?: StoredCodes,
): Promise<void> {
  const kept = previous ?? (await storedCodes(db, { colorId }));
  await db.delete(productSizes).where(eq(productSizes.colorId, colorId));
  if (sizes.length) {
    const given = sizes.map((row) => ({ row, stored: kept.get(codeKey(colorId, row.size)) }));
    const skus = given.flatMap(({ row, stored }) => (row.sku && row.sku !== stored?.sku ? [row.sku] : []));
    const barcodes = given.flatMap(({ row, stored }) => (row.barcode && row.barcode !== stored?.barcode ? [row.barcode] : []));
    const taken = await codesTaken(db, skus, barcodes);
    if (taken.sku) throw conflict(sayApi.skuTaken(taken.sku));
    if (taken.barcode) throw conflict(sayApi.barcodeTaken(taken.barcode));
    const [names] = await db
      .select({ productName: products.name, colorName: productColors.name })
      .from(productColors)
      .innerJoin(products, eq(products.id, productColors.productId))
      .where(eq(productColors.id, colorId));
    const handedOut = new Set<string>();
    const values = [];
    for (const { row, stored } of given) {
      const sku =
        row.sku ??
        stored?.sku ??
        (await generatedSku(
          db,
          skuBase({ productId, productName: names.productName, colorName: names.colorName, size: row.size }),
          handedOut,
        ));
      const barcode = row.barcode === undefined ? (stored?.barcode ?? null) : row.barcode;
      values.push({ productId, colorId, size: row.size, quantity: row.quantity, sku, barcode });
    }
    try {
      await db.insert(productSizes).values(values);
    } catch (error) {
      const duplicate = duplicateCodeOf(error);
      if (duplicate === "sku") throw conflict(sayApi.skuTaken(values.map((v) => v.sku).join(", ")));
      if (duplicate === "barcode") throw conflict(sayApi.barcodeTaken(values.flatMap((v) => (v.barcode ? [v.barcode] : [])).join(", ")));
      throw error;
    }
  }
  await recountStock(db, productId);
}

/** Whether a product holds exactly these sizes with these quantities (all its colours together). */
export async function hasSizes(db: Db, productId: number, sizes: readonly SizeStock[]): Promise<boolean> {
  const current = (await sizesByProduct(db, [productId])).get(productId) ?? [];
  return current.length === sizes.length && sizes.every((row) => current.some((c) => c.size === row.size && c.quantity === row.quantity));
}

/** Whether the SKUs and barcodes given with a product's sizes (a product without colours) are the stored ones. */
export async function hasCodes(db: Db, productId: number, sizes: readonly SizeStockInput[]): Promise<boolean> {
  const stored = [...(await storedCodes(db, { productId })).entries()];
  return sizes.every((row) => {
    const found = stored.find(([key]) => key.endsWith(`:${row.size}`))?.[1];
    return (row.sku === undefined || row.sku === found?.sku) && (row.barcode === undefined || row.barcode === (found?.barcode ?? null));
  });
}

/**
 * Replaces the sizes of a product without colours and sets its quantity to their sum. Call inside the
 * transaction that writes the product.
 */
export async function replaceSizes(db: Db, productId: number, sizes: readonly SizeStockInput[]): Promise<void> {
  await replaceColorSizes(db, productId, await colorlessColorId(db, productId), sizes);
}

/**
 * Stock for a product without colours whose form or payload gave only SPEC's quantity: a product with one size
 * (or none yet) gets it in that size, the type's sizes kept when it still has them (else one size); a product
 * with several sizes keeps them when the quantity is their sum and they are all still sizes of its type.
 * Answers false otherwise: only the sizes can say where the change goes.
 */
export async function setTotalStock(db: Db, productId: number, quantity: number, keepsSize: (size: string) => boolean): Promise<boolean> {
  const current = (await sizesByProduct(db, [productId])).get(productId) ?? [];
  if (current.length > 1) return totalStock(current) === quantity && current.every((row) => keepsSize(row.size));
  const size = current[0] && keepsSize(current[0].size) ? current[0].size : ONE_SIZE;
  await replaceSizes(db, productId, [{ size, quantity }]);
  return true;
}

/**
 * Locks products' rows, in id order, before any of their stock rows is touched. Every writer of stock takes the
 * same order (a product's edit updates its row first, then its sizes), so an order, a restock and an edit of the
 * same product queue one behind the other instead of each holding a row the other waits for (a deadlock, which
 * PostgreSQL breaks by failing one of them).
 */
export async function lockProducts(db: Db, ids: readonly number[]): Promise<void> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return;
  await db.select({ id: products.id }).from(products).where(inArray(products.id, unique)).orderBy(asc(products.id)).for("update");
}

/**
 * Takes `quantity` units of one colour and size by a conditional update, then the same from the product's total,
 * inside the caller's transaction. Answers the product's name and price with the variant's SKU and barcode (which
 * the order line copies), or null when that row has not enough
 * stock (nothing is changed then). Concurrent orders queue on the row, so a colour and size is never oversold.
 */
export async function takeStock(db: Db, productId: number, colorId: number, size: string, quantity: number) {
  const [taken] = await db
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(
      and(
        eq(productSizes.colorId, colorId),
        eq(productSizes.productId, productId),
        eq(productSizes.size, size),
        gte(productSizes.quantity, quantity),
      ),
    )
    .returning({ sku: productSizes.sku, barcode: productSizes.barcode });
  if (!taken) return null;
  const [product] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ id: products.id, name: products.name, price: products.price });
  return product ? { ...product, ...taken } : null;
}

/** Puts `quantity` units back in one colour and size, and in the product's total; false when that row is gone. */
export async function putBackStock(db: Db, productId: number, colorId: number, size: string, quantity: number): Promise<boolean> {
  const [back] = await db
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} + ${quantity}` })
    .where(and(eq(productSizes.colorId, colorId), eq(productSizes.productId, productId), eq(productSizes.size, size)))
    .returning({ size: productSizes.size });
  if (!back) return false;
  await db
    .update(products)
    .set({ quantity: sql`${products.quantity} + ${quantity}` })
    .where(eq(products.id, productId));
  return true;
}

/** A variant's new codes: its colour (null for a product without colours), its size, and the codes given. */
export interface VariantCodesInput {
  colorId: number | null;
  size: string;
  sku?: string;
  barcode?: string | null;
}

/**
 * Sets the SKUs and barcodes of some of a product's variants, and nothing else: the stock rows keep their
 * quantities, so an order or a count at the same moment loses nothing. A variant the product does not have is
 * refused (not found); a code another variant keeps is refused (conflict). Codes may move between this
 * product's variants in one call (two sizes swapping SKUs): the rows then first take a placeholder code.
 * Answers false when the product does not exist. Call inside a transaction.
 */
export async function setVariantCodes(db: Db, productId: number, variants: readonly VariantCodesInput[]): Promise<boolean> {
  const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productId)).for("update");
  if (!product) return false;
  const rows = await db
    .select({
      colorId: productSizes.colorId,
      size: productSizes.size,
      sku: productSizes.sku,
      barcode: productSizes.barcode,
      named: productColors.name,
    })
    .from(productSizes)
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .where(eq(productSizes.productId, productId));
  const changes = variants.map((variant) => {
    // The API names a colourless product's variants with a null colour: its one unnamed colour row.
    const row = rows.find(
      (stored) => stored.size === variant.size && (variant.colorId === null ? stored.named === null : stored.colorId === variant.colorId),
    );
    if (!row) throw notFound(sayApi.variantUnknown(variant.size, variant.colorId));
    return {
      row,
      sku: variant.sku ?? row.sku,
      barcode: variant.barcode === undefined ? row.barcode : variant.barcode,
    };
  });
  const moving = changes.filter((change) => change.sku !== change.row.sku || change.barcode !== change.row.barcode);
  if (moving.length === 0) return true;
  const newSkus = moving.flatMap((change) => (change.sku !== change.row.sku ? [change.sku] : []));
  const newBarcodes = moving.flatMap((change) => (change.barcode && change.barcode !== change.row.barcode ? [change.barcode] : []));
  const leaving = (key: (change: (typeof moving)[number]) => string | null) => new Set(moving.map(key).filter((code) => code !== null));
  const skusLeaving = leaving((change) => (change.sku !== change.row.sku ? change.row.sku : null));
  const barcodesLeaving = leaving((change) =>
    change.barcode !== change.row.barcode && change.row.barcode ? gtin14(change.row.barcode) : null,
  );
  const taken = await codesTaken(db, newSkus, newBarcodes);
  // A code that one of these very variants gives up is free for another of them.
  if (taken.sku && !skusLeaving.has(taken.sku)) throw conflict(sayApi.skuTaken(taken.sku));
  if (taken.barcode && !barcodesLeaving.has(gtin14(taken.barcode))) throw conflict(sayApi.barcodeTaken(taken.barcode));
  try {
    // Only a swap needs the placeholders; a barcode can always wait as null (its index skips nulls).
    const swapsSkus = newSkus.some((sku) => skusLeaving.has(sku));
    for (const { row } of moving) {
      await db
        .update(productSizes)
        .set({
          ...(swapsSkus ? { sku: `X${row.colorId}-${row.size.toUpperCase().replace(/[^A-Z0-9]+/g, "")}-MOVING` } : {}),
          barcode: null,
        })
        .where(and(eq(productSizes.colorId, row.colorId), eq(productSizes.size, row.size)));
    }
    for (const { row, sku, barcode } of moving) {
      await db
        .update(productSizes)
        .set({ sku, barcode })
        .where(and(eq(productSizes.colorId, row.colorId), eq(productSizes.size, row.size)));
    }
    await db.update(products).set({ updateAt: new Date() }).where(eq(products.id, productId));
  } catch (error) {
    const duplicate = duplicateCodeOf(error);
    if (duplicate === "sku") throw conflict(sayApi.skuTaken(newSkus.join(", ")));
    if (duplicate === "barcode") throw conflict(sayApi.barcodeTaken(newBarcodes.join(", ")));
    throw error;
  }
  return true;
}

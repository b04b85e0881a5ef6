/**
 * Stock per product, colour and size (ARCHITECTURE decisions 14 and 18). Every change of a row's stock changes
 * the product's `quantity` by the same amount in the same transaction, so SPEC's quantity is always the sum of
 * its rows. A product without colours keeps its stock on its colourless colour row (app/models/colors.server.ts).
 */
import { and, asc, eq, gte, inArray, isNull, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { productColors, productSizes, products } from "~/db/schema";
import { compareSizes, ONE_SIZE, totalStock, type SizeStock } from "~/lib/sizes";

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

/** Replaces one colour's sizes (a product without colours: its colourless row's), and recounts the product. */
export async function replaceColorSizes(db: Db, productId: number, colorId: number, sizes: readonly SizeStock[]): Promise<void> {
  await db.delete(productSizes).where(eq(productSizes.colorId, colorId));
  if (sizes.length)
    await db.insert(productSizes).values(sizes.map((row) => ({ productId, colorId, size: row.size, quantity: row.quantity })));
  await recountStock(db, productId);
}

/** Whether a product holds exactly these sizes with these quantities (all its colours together). */
export async function hasSizes(db: Db, productId: number, sizes: readonly SizeStock[]): Promise<boolean> {
  const current = (await sizesByProduct(db, [productId])).get(productId) ?? [];
  return current.length === sizes.length && sizes.every((row) => current.some((c) => c.size === row.size && c.quantity === row.quantity));
}

/**
 * Replaces the sizes of a product without colours and sets its quantity to their sum. Call inside the
 * transaction that writes the product.
 */
export async function replaceSizes(db: Db, productId: number, sizes: readonly SizeStock[]): Promise<void> {
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
 * inside the caller's transaction. Answers the product's name and price, or null when that row has not enough
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
    .returning({ size: productSizes.size });
  if (!taken) return null;
  const [product] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ id: products.id, name: products.name, price: products.price });
  return product ?? null;
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

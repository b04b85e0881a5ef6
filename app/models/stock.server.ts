/**
 * Stock per product and size (ARCHITECTURE decision 14). Every change of a size's stock changes the product's
 * `quantity` by the same amount in the same transaction, so SPEC's quantity is always the sum of its sizes.
 */
import { and, asc, eq, gte, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { productSizes, products } from "~/db/schema";
import { compareSizes, ONE_SIZE, totalStock, type SizeStock } from "~/lib/sizes";

/** Each product's sizes with their stock, in the order shoppers read them. */
export async function sizesByProduct(db: Db, ids: number[]): Promise<Map<number, SizeStock[]>> {
  const map = new Map<number, SizeStock[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ productId: productSizes.productId, size: productSizes.size, quantity: productSizes.quantity })
    .from(productSizes)
    .where(inArray(productSizes.productId, ids))
    .orderBy(asc(productSizes.productId));
  for (const { productId, size, quantity } of rows) map.set(productId, [...(map.get(productId) ?? []), { size, quantity }]);
  for (const sizes of map.values()) sizes.sort((a, b) => compareSizes(a.size, b.size));
  return map;
}

/** Whether a product holds exactly these sizes with these quantities. */
export async function hasSizes(db: Db, productId: number, sizes: readonly SizeStock[]): Promise<boolean> {
  const current = (await sizesByProduct(db, [productId])).get(productId) ?? [];
  return current.length === sizes.length && sizes.every((row) => current.some((c) => c.size === row.size && c.quantity === row.quantity));
}

/** Replaces a product's sizes and sets its quantity to their sum. Call inside the transaction that writes the product. */
export async function replaceSizes(db: Db, productId: number, sizes: readonly SizeStock[]): Promise<void> {
  await db.delete(productSizes).where(eq(productSizes.productId, productId));
  if (sizes.length) await db.insert(productSizes).values(sizes.map((row) => ({ productId, size: row.size, quantity: row.quantity })));
  await db
    .update(products)
    .set({ quantity: totalStock(sizes) })
    .where(eq(products.id, productId));
}

/**
 * Stock for a product whose form or payload gave only SPEC's quantity: a product with one size (or none yet)
 * gets it in that size, the type's sizes kept when it still has them (else one size); a product with several
 * sizes keeps them when the quantity is their sum and they are all still sizes of its type. Answers false
 * otherwise: only the sizes can say where the change goes.
 */
export async function setTotalStock(db: Db, productId: number, quantity: number, keepsSize: (size: string) => boolean): Promise<boolean> {
  const current = (await sizesByProduct(db, [productId])).get(productId) ?? [];
  if (current.length > 1) return totalStock(current) === quantity && current.every((row) => keepsSize(row.size));
  const size = current[0] && keepsSize(current[0].size) ? current[0].size : ONE_SIZE;
  await replaceSizes(db, productId, [{ size, quantity }]);
  return true;
}

/**
 * Takes `quantity` units of one size by a conditional update, then the same from the product's total, inside
 * the caller's transaction. Answers the product's name and price, or null when that size has not enough stock
 * (nothing is changed then). Concurrent orders queue on the size's row, so a size can never be oversold.
 */
export async function takeStock(db: Db, productId: number, size: string, quantity: number) {
  const [taken] = await db
    .update(productSizes)
    .set({ quantity: sql`${productSizes.quantity} - ${quantity}` })
    .where(and(eq(productSizes.productId, productId), eq(productSizes.size, size), gte(productSizes.quantity, quantity)))
    .returning({ size: productSizes.size });
  if (!taken) return null;
  const [product] = await db
    .update(products)
    .set({ quantity: sql`${products.quantity} - ${quantity}` })
    .where(eq(products.id, productId))
    .returning({ id: products.id, name: products.name, price: products.price });
  return product ?? null;
}

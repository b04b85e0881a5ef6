/**
 * A product's colours (ARCHITECTURE decision 18): each with its names, swatch, family, pictures in order and
 * stock per size. A product without colours has one colourless row instead, which holds its pictures and stock;
 * so every picture, every stock row and every order line belongs to a colour row, named or not.
 *
 * Colours keep their ids across updates (an update names the colours it keeps by id), because order lines point
 * at them: a colour that open orders hold is never removed, so that cancelling one of them puts its stock back
 * where it was taken.
 */
import { and, asc, eq, inArray, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { orderLines, orders, productColors, productImages, productSizes, type ColorTranslations } from "~/db/schema";
import { sayApi } from "~/lib/api-messages.server";
import { colorFamilySearchNames, type ColorFamily } from "~/lib/colors";
import { openStages } from "~/lib/order-stages";
import { TRANSLATION_LOCALES } from "~/lib/types";
import { conflict, invalidRequest } from "./errors";
import { colorlessColorId, recountStock, replaceColorSizes, storedCodes, type SizeStockInput } from "./stock.server";

/** A colour as a create or an update gives it. `id`: a colour of the product kept (and changed); absent: a new one. */
export interface ColorInput {
  id?: number;
  name: string;
  /** French and Arabic names; left out on a kept colour, its stored ones stay; "" or null removes one. */
  translations?: Partial<Record<"fr" | "ar", { name?: string | null } | undefined>> | null;
  hex: string;
  family: ColorFamily;
  /** Stored image names, in order (at least one). */
  images: readonly string[];
  sizes: readonly SizeStockInput[];
}

type ColorRow = typeof productColors.$inferSelect;

/** Only written names are stored: a language without one is absent, and English shows instead. */
function storedTranslations(given: ColorInput["translations"]): ColorTranslations {
  const kept: ColorTranslations = {};
  for (const locale of TRANSLATION_LOCALES) {
    const name = given?.[locale]?.name?.trim();
    if (name) kept[locale] = { name };
  }
  return kept;
}

/** What search finds a colour by: its own names, and every name of its family (app/lib/colors.ts). */
export function colorSearchText(name: string, translations: ColorTranslations, family: ColorFamily): string {
  const names = [name, ...TRANSLATION_LOCALES.map((locale) => translations[locale]?.name ?? ""), ...colorFamilySearchNames(family)];
  return [...new Set(names.filter((word) => word.length > 0))].join(" ");
}

/** The named colours of a product, in order. */
export async function colorsOf(db: Db, productId: number): Promise<ColorRow[]> {
  return db
    .select()
    .from(productColors)
    .where(and(eq(productColors.productId, productId), isNotNull(productColors.name)))
    .orderBy(asc(productColors.position), asc(productColors.id));
}

/** Whether a product has colours (named ones: a product without colours has only its colourless row). */
export async function hasColors(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: productColors.id })
    .from(productColors)
    .where(and(eq(productColors.productId, productId), isNotNull(productColors.name)))
    .limit(1);
  return row !== undefined;
}

/** Replaces a colour's pictures, in the order given. */
export async function replaceColorImages(db: Db, productId: number, colorId: number, urls: readonly string[]): Promise<void> {
  await db.delete(productImages).where(eq(productImages.colorId, colorId));
  if (urls.length) await db.insert(productImages).values(urls.map((url, position) => ({ productId, colorId, url, position })));
}

/**
 * Removes colours of a product, refusing (409, naming the first such colour) when an open order holds one of
 * them. The colours are locked first, so an order placed meanwhile either commits before the check (and is
 * seen by it) or waits and then finds the colour gone. Removing a colour removes its pictures and stock.
 */
async function removeColors(db: Db, doomed: readonly ColorRow[], colorlessName: string): Promise<void> {
  if (doomed.length === 0) return;
  const ids = doomed.map((color) => color.id);
  await db.select({ id: productColors.id }).from(productColors).where(inArray(productColors.id, ids)).for("update");
  const [held] = await db
    .select({ colorId: orderLines.colorId })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(inArray(orderLines.colorId, ids), inArray(orders.stage, [...openStages])))
    .limit(1);
  if (held) {
    const color = doomed.find((row) => row.id === held.colorId);
    throw conflict(sayApi.colorHeldByOrders(color?.name ?? colorlessName));
  }
  await db.delete(productColors).where(inArray(productColors.id, ids));
}

/**
 * Gives a product exactly these colours, in this order, with their pictures and stock, and sets its quantity to
 * the sum. A colour with an id is one of the product's, changed in place; one without is new. Colours left out
 * are removed (refused while open orders hold one). When a product without colours gets its first ones, the
 * first new colour takes over its colourless row, so that orders placed before, still open, restock into it.
 * Call inside the transaction that writes the product.
 */
export async function setColors(db: Db, productId: number, productName: string, colors: readonly ColorInput[]): Promise<void> {
  const stored = await db
    .select()
    .from(productColors)
    .where(eq(productColors.productId, productId))
    .orderBy(asc(productColors.position), asc(productColors.id))
    .for("update");
  const named = stored.filter((row) => row.name !== null);
  const colorless = stored.find((row) => row.name === null);
  const seen = new Set<number>();
  for (const color of colors) {
    if (color.id === undefined) continue;
    if (!named.some((row) => row.id === color.id) || seen.has(color.id)) throw invalidRequest(sayApi.colorNotOfProduct(color.id));
    seen.add(color.id);
  }
  const takeOver = colorless ? colors.find((color) => color.id === undefined) : undefined;
  const doomed = [...named.filter((row) => !seen.has(row.id)), ...(colorless && !takeOver ? [colorless] : [])];
  await removeColors(db, doomed, productName);
  // Every stock row of the product goes before any is written again, so that a save may move a SKU or a barcode
  // from one colour to another; what each row held is kept here for the rows that come back.
  const previous = await storedCodes(db, { productId });
  await db.delete(productSizes).where(eq(productSizes.productId, productId));

  for (const [position, color] of colors.entries()) {
    const fields = { position, name: color.name, hex: color.hex, family: color.family };
    let id: number;
    if (color.id !== undefined) {
      id = color.id;
      const kept = named.find((row) => row.id === id)!;
      const translations = color.translations === undefined ? kept.translations : storedTranslations(color.translations);
      await db
        .update(productColors)
        .set({ ...fields, translations, searchText: colorSearchText(color.name, translations, color.family) })
        .where(eq(productColors.id, id));
    } else if (colorless && color === takeOver) {
      id = colorless.id;
      const translations = storedTranslations(color.translations);
      await db
        .update(productColors)
        .set({ ...fields, translations, searchText: colorSearchText(color.name, translations, color.family) })
        .where(eq(productColors.id, id));
    } else {
      const translations = storedTranslations(color.translations);
      const [row] = await db
        .insert(productColors)
        .values({ productId, ...fields, translations, searchText: colorSearchText(color.name, translations, color.family) })
        .returning({ id: productColors.id });
      id = row.id;
    }
    await replaceColorImages(db, productId, id, color.images);
    await replaceColorSizes(db, productId, id, color.sizes, previous);
  }
  await recountStock(db, productId);
}

/**
 * Makes a product one without colours: its colours removed (refused while open orders hold one), and its
 * colourless row, created when missing, given these pictures and stock (each left as it is when not given).
 */
export async function setColorless(
  db: Db,
  productId: number,
  productName: string,
  { images, sizes }: { images?: readonly string[]; sizes?: readonly SizeStockInput[] },
): Promise<void> {
  const named = await db
    .select()
    .from(productColors)
    .where(and(eq(productColors.productId, productId), isNotNull(productColors.name)));
  await removeColors(db, named, productName);
  const id = await colorlessColorId(db, productId);
  if (images) await replaceColorImages(db, productId, id, images);
  if (sizes) await replaceColorSizes(db, productId, id, sizes);
}

/** A product's pictures as SPEC's images list them: the first colour's, then the others', each colour's in order. */
export async function imagesOf(db: Db, productId: number): Promise<string[]> {
  const rows = await db
    .select({ url: productImages.url })
    .from(productImages)
    .innerJoin(productColors, eq(productColors.id, productImages.colorId))
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productColors.position), asc(productColors.id), asc(productImages.position));
  return rows.map((row) => row.url);
}

/**
 * The catalogue as the product feeds read it (docs/decisions/054): a few hundred products at a time by id, each
 * with its colours in order, their pictures with their pixel sizes, and each colour's sizes with stock and codes,
 * from the same rows the product pages are rendered from.
 */
import { asc, between, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { media, productColors, productImages, productSizes, products } from "~/db/schema";
import type { FeedColor, FeedPicture, FeedProduct, FeedVariant } from "~/lib/feeds";
import { DEFAULT_LOCALE, type Currency, type Locale } from "~/lib/i18n";
import { normalizeAmount } from "~/lib/money";
import { htmlToPlainText } from "~/lib/sanitize.server";
import { compareSizes } from "~/lib/sizes";
import { variantFields } from "./catalog-export.server";

/** Products per read: a few thousand variants, whatever the catalogue's size. */
export const FEED_BATCH_SIZE = 1000;

/** A translated text, or the English one where the language has none. */
function inLocale(
  english: string,
  translations: Partial<Record<string, Record<string, string | undefined>>>,
  field: string,
  locale: Locale,
) {
  if (locale === DEFAULT_LOCALE) return english;
  const text = translations[locale]?.[field];
  return text && text.trim() !== "" ? text : english;
}

/** The editor's text as plain text: most descriptions hold no markup, and skip the sanitiser. */
function plainText(text: string): string {
  return /[<&]/.test(text) ? htmlToPlainText(text) : text.trim();
}

function groupBy<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const id = key(row);
    const group = groups.get(id);
    if (group) group.push(row);
    else groups.set(id, [row]);
  }
  return groups;
}

/** The products after `after` (by id), in the feed's language, and the id to continue after (null at the end). */
export async function feedProductBatch(
  db: Db,
  options: { after: number; locale: Locale; currency: Currency; limit?: number },
): Promise<{ products: FeedProduct[]; next: number | null }> {
  const limit = options.limit ?? FEED_BATCH_SIZE;
  const batch = await db
    .select({
      id: products.id,
      name: products.name,
      description: products.description,
      translations: products.translations,
      type: products.type,
      category: products.category,
      price: products.price,
      compareAtPrice: products.compareAtPrice,
      brand: products.brand,
      inFeeds: products.inFeeds,
    })
    .from(products)
    .where(gt(products.id, options.after))
    .orderBy(asc(products.id))
    .limit(limit);
  if (batch.length === 0) return { products: [], next: null };
  // The batch's ids are a range: read off the indexes by range, not by a list of hundreds of parameters.
  const first = batch[0].id;
  const last = batch[batch.length - 1].id;
  const [colors, variants, pictures] = await Promise.all([
    db
      .select({
        id: productColors.id,
        productId: productColors.productId,
        name: productColors.name,
        translations: productColors.translations,
      })
      .from(productColors)
      .where(between(productColors.productId, first, last))
      .orderBy(asc(productColors.productId), asc(productColors.position), asc(productColors.id)),
    db
      .select(variantFields)
      .from(productSizes)
      .where(between(productSizes.productId, first, last)),
    db
      .select({ colorId: productImages.colorId, url: productImages.url, width: media.width, height: media.height })
      .from(productImages)
      .leftJoin(media, eq(media.name, productImages.url))
      .where(between(productImages.productId, first, last))
      .orderBy(asc(productImages.colorId), asc(productImages.position), asc(productImages.id)),
  ]);
  const colorsOf = groupBy(colors, (color) => color.productId);
  const variantsOf = groupBy(variants, (variant) => variant.colorId);
  const picturesOf = groupBy(pictures, (picture) => picture.colorId);
  const { locale, currency } = options;

  const feedProducts = batch.map((product): FeedProduct => {
    const translations = product.translations as Partial<Record<string, Record<string, string | undefined>>>;
    const feedColors = (colorsOf.get(product.id) ?? []).map((color): FeedColor => ({
      id: color.name === null ? null : color.id,
      name: color.name === null ? null : inLocale(color.name, color.translations as typeof translations, "name", locale),
      pictures: (picturesOf.get(color.id) ?? []).map((picture): FeedPicture => ({
        url: picture.url,
        width: picture.width,
        height: picture.height,
      })),
      variants: (variantsOf.get(color.id) ?? [])
        .map((variant): FeedVariant => ({ size: variant.size, sku: variant.sku, barcode: variant.barcode, quantity: variant.quantity }))
        .sort((a, b) => compareSizes(a.size, b.size)),
    }));
    return {
      id: product.id,
      name: inLocale(product.name, translations, "name", locale),
      description: plainText(inLocale(product.description, translations, "description", locale)),
      type: product.type,
      category: product.category,
      price: normalizeAmount(product.price, currency),
      compareAtPrice: product.compareAtPrice === null ? null : normalizeAmount(product.compareAtPrice, currency),
      brand: product.brand,
      inFeeds: product.inFeeds,
      colors: feedColors,
    };
  });
  return { products: feedProducts, next: batch.length < limit ? null : batch[batch.length - 1].id };
}

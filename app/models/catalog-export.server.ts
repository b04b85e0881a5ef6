/**
 * The catalogue file (docs/decisions/051): every product's variants as export rows, read a few products at a time
 * by id, for app/api/csv-export.ts to stream.
 */
import { asc, gt, inArray } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { productColors, productImages, productSizes, products } from "~/db/schema";
import type { ExportBatch, ProductExportRow } from "~/lib/exports.server";
import type { Currency } from "~/lib/i18n";
import { normalizeAmount } from "~/lib/money";
import { compareSizes } from "~/lib/sizes";

/**
 * Products per batch: a product has up to a few dozen variants, so a batch stays a few thousand rows, whatever
 * the catalogue's size.
 */
export const PRODUCT_EXPORT_BATCH_SIZE = 200;

/** What a catalogue file or a feed reads of each variant: its colour, size, stock and codes. */
export const variantFields = {
  colorId: productSizes.colorId,
  size: productSizes.size,
  quantity: productSizes.quantity,
  sku: productSizes.sku,
  barcode: productSizes.barcode,
};

/** The variants of the products after `after` (by id), each product's colours in order and each colour's sizes as shoppers read them. */
export async function productExportBatch(
  db: Db,
  after: number,
  currency: Currency,
  limit = PRODUCT_EXPORT_BATCH_SIZE,
): Promise<ExportBatch<ProductExportRow>> {
  const batch = await db.select().from(products).where(gt(products.id, after)).orderBy(asc(products.id)).limit(limit);
  if (batch.length === 0) return { rows: [], next: null };
  const ids = batch.map((product) => product.id);
  const [colors, variants, pictures] = await Promise.all([
    db
      .select()
      .from(productColors)
      .where(inArray(productColors.productId, ids))
      .orderBy(asc(productColors.productId), asc(productColors.position), asc(productColors.id)),
    db.select(variantFields).from(productSizes).where(inArray(productSizes.productId, ids)),
    db
      .select({ colorId: productImages.colorId, url: productImages.url })
      .from(productImages)
      .where(inArray(productImages.productId, ids))
      .orderBy(asc(productImages.colorId), asc(productImages.position), asc(productImages.id)),
  ]);
  const picturesOf = new Map<number, string[]>();
  for (const picture of pictures) picturesOf.set(picture.colorId, [...(picturesOf.get(picture.colorId) ?? []), picture.url]);
  const variantsOf = new Map<number, typeof variants>();
  for (const variant of variants) variantsOf.set(variant.colorId, [...(variantsOf.get(variant.colorId) ?? []), variant]);
  const colorsOf = new Map<number, typeof colors>();
  for (const color of colors) colorsOf.set(color.productId, [...(colorsOf.get(color.productId) ?? []), color]);

  const rows: ProductExportRow[] = [];
  for (const product of batch) {
    const onSale = product.compareAtPrice !== null;
    const productCells = {
      handle: product.handle,
      name: product.name,
      nameFr: product.translations.fr?.name ?? "",
      nameAr: product.translations.ar?.name ?? "",
      description: product.description,
      descriptionFr: product.translations.fr?.description ?? "",
      descriptionAr: product.translations.ar?.description ?? "",
      type: product.type,
      category: product.category,
      isNew: product.isNew,
      price: normalizeAmount(product.compareAtPrice ?? product.price, currency),
      salePrice: onSale ? normalizeAmount(product.price, currency) : null,
      brand: product.brand,
      inFeeds: product.inFeeds,
    };
    for (const color of colorsOf.get(product.id) ?? []) {
      const colorCells = {
        color: color.name,
        colorFr: color.translations.fr?.name ?? "",
        colorAr: color.translations.ar?.name ?? "",
        swatch: color.hex,
        colorFamily: color.family,
        pictures: picturesOf.get(color.id) ?? [],
      };
      const sizes = (variantsOf.get(color.id) ?? []).sort((a, b) => compareSizes(a.size, b.size));
      for (const variant of sizes) {
        rows.push({
          ...productCells,
          ...colorCells,
          size: variant.size,
          sku: variant.sku,
          barcode: variant.barcode,
          stock: variant.quantity,
        });
      }
    }
  }
  return { rows, next: batch.length < limit ? null : batch[batch.length - 1].id };
}

/**
 * Writing a product (ARCHITECTURE decision 18): its row, colours, pictures, stock per size and codes, in one
 * transaction. The API's create and update and the catalogue import write through here, with a payload checked
 * by app/lib/product-payload.server.ts.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { products } from "~/db/schema";
import { mergeTranslations } from "~/lib/translations-merge";
import { sayApi } from "~/lib/api-messages.server";
import { compareAmounts } from "~/lib/money";
import { productColumns, type ProductInput } from "~/lib/product-payload.server";
import { isSizeOf, ONE_SIZE } from "~/lib/sizes";
import { sayInvalid } from "~/lib/validation-messages";
import { hasColors, imagesOf, replaceColorImages, setColorless, setColors } from "./colors.server";
import { conflict, invalidRequest } from "./errors";
import { checkHandleFree, freeHandle, isDuplicateHandle } from "./handles.server";
import { colorlessColorId, hasCodes, hasSizes, replaceSizes, setTotalStock, sizesByProduct } from "./stock.server";

/** The colours of a payload as the model takes them: image names rather than references. */
function colorInputs(colors: NonNullable<ProductInput["colors"]>) {
  return colors.map((color) => ({ ...color, images: color.images.map((image) => image.url) }));
}

/**
 * A product with colours written without them (today's product form, or a client sending back what it read):
 * accepted while it changes none of what the colours decide (pictures, stock per size, total, sizes of the type).
 */
async function checkColorsUnchanged(db: Db, id: number, body: ProductInput): Promise<void> {
  const sizes = (await sizesByProduct(db, [id])).get(id) ?? [];
  const total = sizes.reduce((sum, row) => sum + row.quantity, 0);
  const sameImages =
    !body.images?.length || JSON.stringify(body.images.map((image) => image.url)) === JSON.stringify(await imagesOf(db, id));
  const sameSizes = !body.sizes || (await hasSizes(db, id, body.sizes));
  const sizesFit = sizes.every((row) => isSizeOf(body.type, row.size));
  if (body.quantity !== total || !sameImages || !sameSizes || !sizesFit) throw invalidRequest(sayApi.colorsNeeded());
}

/** A product write that may set a handle: one taken by a save racing this one is refused as a handle taken. */
async function savingHandle<T>(handle: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (handle && isDuplicateHandle(error)) throw conflict(sayApi.handleTaken(handle));
    throw error;
  }
}

/** The texts of a product that have French and Arabic versions. */
export const PRODUCT_TEXT_FIELDS = ["name", "description"] as const;

/** Creates a product; answers its id. */
export async function createProduct(db: Db, body: ProductInput): Promise<number> {
  const colors = body.colors?.length ? colorInputs(body.colors) : null;
  if (!colors && !body.images?.length) throw invalidRequest(sayInvalid.atLeastOneImage());
  const id = await savingHandle(body.handle, () =>
    db.transaction(async (tx) => {
      if (body.handle) await checkHandleFree(tx, body.handle);
      const [row] = await tx
        .insert(products)
        .values({
          ...productColumns(body),
          handle: body.handle ?? (await freeHandle(tx, body.name)),
          compareAtPrice: body.compareAtPrice ?? null,
          isNew: String(body.isNew ?? "true") === "true",
          translations: mergeTranslations({}, body.translations, PRODUCT_TEXT_FIELDS),
        })
        .returning({ id: products.id });
      if (colors) {
        await setColors(tx, row.id, body.name, colors);
      } else {
        await replaceSizes(tx, row.id, body.sizes ?? [{ size: ONE_SIZE, quantity: body.quantity }]);
        await replaceColorImages(
          tx,
          row.id,
          await colorlessColorId(tx, row.id),
          body.images!.map((i) => i.url),
        );
      }
      return row.id;
    }),
  );
  return id;
}

/** Updates a product; false when there is none with that id. */
export async function updateProduct(db: Db, id: number, body: ProductInput): Promise<boolean> {
  return savingHandle(body.handle, () =>
    db.transaction(async (tx) => {
      if (body.handle) await checkHandleFree(tx, body.handle, id);
      let translations = {};
      // A compare-at price left out is kept: it must then still be above the new price.
      const keepsCompareAt = body.compareAtPrice === undefined;
      if (body.translations || keepsCompareAt) {
        // What is stored, under a row lock: only the translation fields sent change, and a compare-at price left out stays.
        const [stored] = await tx
          .select({ translations: products.translations, compareAtPrice: products.compareAtPrice })
          .from(products)
          .where(eq(products.id, id))
          .for("update");
        if (!stored) return false;
        if (body.translations) {
          translations = { translations: mergeTranslations(stored.translations, body.translations, PRODUCT_TEXT_FIELDS) };
        }
        if (keepsCompareAt && stored.compareAtPrice !== null && compareAmounts(stored.compareAtPrice, body.price) <= 0) {
          throw invalidRequest(sayInvalid.compareAtAbovePrice());
        }
      }
      const updated = await tx
        .update(products)
        .set({
          ...productColumns(body),
          ...(body.compareAtPrice === undefined ? {} : { compareAtPrice: body.compareAtPrice }),
          ...(body.isNew === undefined ? {} : { isNew: String(body.isNew) === "true" }),
          ...(body.handle ? { handle: body.handle } : {}),
          ...translations,
          updateAt: new Date(),
        })
        .where(eq(products.id, id))
        .returning({ id: products.id });
      if (updated.length === 0) return false;
      if (body.colors?.length) {
        await setColors(tx, id, body.name, colorInputs(body.colors));
        return true;
      }
      const colored = await hasColors(tx, id);
      if (colored && body.colors === undefined) {
        await checkColorsUnchanged(tx, id, body);
        return true;
      }
      if (colored) {
        // Colours given up: the product is stocked by its sizes or quantity again, with its own pictures.
        if (!body.images?.length) throw invalidRequest(sayInvalid.atLeastOneImage());
        await setColorless(tx, id, body.name, {
          images: body.images.map((i) => i.url),
          sizes: body.sizes ?? [{ size: ONE_SIZE, quantity: body.quantity }],
        });
        return true;
      }
      if (body.images?.length)
        await replaceColorImages(
          tx,
          id,
          await colorlessColorId(tx, id),
          body.images.map((i) => i.url),
        );
      // A client that sends back the product as it read it, with a new quantity, means that quantity: sizes
      // identical to the stored ones say nothing new.
      const sizesChanged = body.sizes && (!(await hasSizes(tx, id, body.sizes)) || !(await hasCodes(tx, id, body.sizes)));
      if (body.sizes && sizesChanged) await replaceSizes(tx, id, body.sizes);
      else if (!(await setTotalStock(tx, id, body.quantity, (size) => isSizeOf(body.type, size)))) {
        throw invalidRequest(sayApi.sizesNeeded());
      }
      return true;
    }),
  );
}

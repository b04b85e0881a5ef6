import type { Context } from "hono";
import { and, asc, eq, gt, inArray, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { media, productImages, products } from "~/db/schema";
import { productTypeValues } from "~/lib/catalog";
import type { Currency, Locale } from "~/lib/i18n";
import { IMAGES_PER_UPLOAD_MAX } from "~/lib/limits";
import { normalizeAmount } from "~/lib/money";
import { sayInvalid } from "~/lib/validation-messages";
import { imageRefSchema, productFormSchemaFor, productTranslationsSchema } from "~/lib/schemas";
import type { ImageRef, Product } from "~/lib/types";
import { ApiError } from "./errors";
import { readUploadedFiles, serveMedia, storeImages } from "./media";
import { likePattern, listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendTotal } from "./request";
import { productAnswer } from "./answer-schemas";
import type { ApiRouter } from "./router";
import { answerLocale, langQuerySchema, langQueryShape, localized, matchesInLocale, mergeTranslations, translationSet } from "./translations";

type ProductRow = typeof products.$inferSelect;

/** The texts of a product that have French and Arabic versions. */
export const PRODUCT_TEXT_FIELDS = ["name", "description"] as const;

/** Each product's images in order, with their pixel size when it is known, so pages can size them before they load. */
export async function imagesByProduct(db: Db, ids: number[]): Promise<Map<number, ImageRef[]>> {
  const map = new Map<number, ImageRef[]>();
  if (ids.length === 0) return map;
  const rows = await db
    .select({ productId: productImages.productId, url: productImages.url, width: media.width, height: media.height })
    .from(productImages)
    .leftJoin(media, eq(media.name, productImages.url))
    .where(inArray(productImages.productId, ids))
    .orderBy(asc(productImages.productId), asc(productImages.position));
  for (const { productId, url, width, height } of rows) {
    const image: ImageRef = width && height ? { url, width, height } : { url };
    map.set(productId, [...(map.get(productId) ?? []), image]);
  }
  return map;
}

/**
 * A product as the API answers it: the price exactly, with the currency's decimals ("12.50" USD, "12.345" TND);
 * name and description in the language asked for (English where not translated), and every translation.
 */
export function toProduct(row: ProductRow, images: ImageRef[], currency: Currency, locale: Locale = "en"): Product {
  const translations = translationSet(row.translations, PRODUCT_TEXT_FIELDS);
  const texts = localized({ name: row.name, description: row.description }, translations, locale, PRODUCT_TEXT_FIELDS);
  return {
    id: row.id,
    name: texts.name,
    price: normalizeAmount(row.price, currency),
    quantity: String(row.quantity),
    description: texts.description,
    images,
    categories: row.category,
    type: row.type,
    createAt: row.createAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
    isNew: row.isNew ? "true" : "false",
    translations,
  };
}

async function withImages(db: Db, rows: ProductRow[], currency: Currency, locale: Locale = "en"): Promise<Product[]> {
  const images = await imagesByProduct(db, rows.map((r) => r.id));
  return rows.map((r) => toProduct(r, images.get(r.id) ?? [], currency, locale));
}

export async function findProduct(db: Db, id: number, currency: Currency, locale: Locale = "en"): Promise<Product | null> {
  const [row] = await db.select().from(products).where(eq(products.id, id)).limit(1);
  return row ? (await withImages(db, [row], currency, locale))[0] : null;
}

const productTypeParam = z.enum(productTypeValues, {
  errorMap: () => ({ message: sayInvalid.oneOf("type", productTypeValues) }),
});

export const productListQuery = listQuerySchema.extend({
  type: productTypeParam.optional(),
  category: z.string().max(40).optional(),
  status: z.enum(["0", "1"], { errorMap: () => ({ message: sayInvalid.oneOf("status", ["0", "1"]) }) }).optional(),
  ...langQueryShape,
});

/**
 * Accepts the spec's create payload (`types`, `categories`) and the plain names (`type`, `category`),
 * with the price checked against the store's currency (at most 2 decimals in USD, 3 in TND).
 */
function buildProductPayload(currency: Currency) {
  return z.preprocess(
    (raw) => {
      if (!raw || typeof raw !== "object" || Array.isArray(raw)) return raw;
      const body = raw as Record<string, unknown>;
      return { ...body, type: body.type ?? body.types, category: body.category ?? body.categories };
    },
    z.intersection(
      productFormSchemaFor(currency),
      z.object({
        images: z.array(imageRefSchema).max(IMAGES_PER_UPLOAD_MAX, sayInvalid.atMost("images", IMAGES_PER_UPLOAD_MAX)).optional(),
        isNew: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
        translations: productTranslationsSchema,
      }),
    ),
  );
}
type ProductPayload = ReturnType<typeof buildProductPayload>;

function productColumns(body: z.output<ProductPayload>) {
  const { name, price, quantity, description, type, category } = body;
  return { name, price, quantity, description, type, category };
}

async function listProducts(c: Context, db: Db, currency: Currency, query: z.output<typeof productListQuery>, forcedType?: string) {
  const locale = answerLocale(c, query.lang);
  const where: SQL[] = [];
  const type = forcedType ?? query.type;
  if (type) where.push(eq(products.type, type));
  if (query.category && query.category !== "all") where.push(eq(products.category, query.category));
  if (query.status === "1") where.push(gt(products.quantity, 0));
  if (query.status === "0") where.push(eq(products.quantity, 0));
  // In French or Arabic a search finds the English name or the translated one.
  if (query.q) where.push(matchesInLocale(products.name, products.translations, "name", locale, likePattern(query.q)));
  const condition = where.length ? and(...where) : undefined;
  const rows = await db
    .select()
    .from(products)
    .where(condition)
    .orderBy(...listOrder(query, products.createAt, products.id))
    .limit(listPage(query).limit)
    .offset(listPage(query).offset);
  await sendTotal(c, db, products, condition);
  return withImages(db, rows, currency, locale);
}

async function replaceImages(db: Db, productId: number, urls: string[]) {
  await db.delete(productImages).where(eq(productImages.productId, productId));
  if (urls.length) {
    await db.insert(productImages).values(urls.map((url, position) => ({ productId, url, position })));
  }
}

export function productRoutes(router: ApiRouter, currency: Currency) {
  const productPayload = buildProductPayload(currency);
  router
    .add(
      "GET",
      "/products",
      {
        tag: "products",
        summary: "List products (whole list oldest first without a query; lang or Accept-Language: texts in French or Arabic)",
        query: productListQuery,
        localized: true,
        response: z.array(productAnswer),
      },
      async (c) => {
        return c.json(await listProducts(c, c.get("db"), currency, readQuery(c, productListQuery)));
      },
    )
    .add("GET", "/products/single/:id", { tag: "products", summary: "One product", query: langQuerySchema, localized: true, response: productAnswer }, async (c) => {
      const id = parseId(c);
      const locale = answerLocale(c, readQuery(c, langQuerySchema).lang);
      const product = await findProduct(c.get("db"), id, currency, locale);
      if (!product) throw notFound();
      return c.json(product);
    })
    .add(
      "GET",
      "/products/type/:type",
      {
        tag: "products",
        summary: "Products of one type, for the category pages",
        query: productListQuery,
        localized: true,
        response: z.array(productAnswer),
      },
      async (c) => {
        const type = productTypeParam.safeParse(c.req.param("type"));
        if (!type.success) throw notFound();
        return c.json(await listProducts(c, c.get("db"), currency, readQuery(c, productListQuery), type.data));
      },
    )
    .add("GET", "/products/images/:name", { tag: "products", summary: "A product image" }, serveMedia)
    .add(
      "POST",
      "/products/upload",
      { tag: "products", summary: "Upload product images (field images, up to 10)", fileField: "images", status: 201 },
      async (c) => {
        const files = await readUploadedFiles(c, "images", IMAGES_PER_UPLOAD_MAX);
        const names = await storeImages(c.get("db"), files);
        return c.json({ images: names.map((url) => ({ url })) }, 201);
      },
    )
    .add(
      "POST",
      "/products/create",
      { tag: "products", summary: "Create a product", body: productPayload, status: 201, response: productAnswer },
      async (c) => {
        const body = await readJson(c, productPayload);
        if (!body.images?.length) throw new ApiError(400, sayInvalid.atLeastOneImage());
        const db = c.get("db");
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(products)
            .values({
              ...productColumns(body),
              isNew: String(body.isNew ?? "true") === "true",
              translations: mergeTranslations({}, body.translations, PRODUCT_TEXT_FIELDS),
            })
            .returning({ id: products.id });
          await replaceImages(tx as unknown as Db, row.id, body.images!.map((i) => i.url));
          return row.id;
        });
        return c.json(await findProduct(db, id, currency), 201);
      },
    )
    .add(
      "PUT",
      "/products/update/:id",
      {
        tag: "products",
        summary: "Update a product (images replace the list when given; translation fields sent replace the stored ones)",
        body: productPayload,
        response: productAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const body = await readJson(c, productPayload);
        const db = c.get("db");
        const found = await db.transaction(async (tx) => {
          let translations = {};
          if (body.translations) {
            // Only the translation fields sent change: read what is stored, under a row lock.
            const [stored] = await tx
              .select({ translations: products.translations })
              .from(products)
              .where(eq(products.id, id))
              .for("update");
            if (!stored) return false;
            translations = { translations: mergeTranslations(stored.translations, body.translations, PRODUCT_TEXT_FIELDS) };
          }
          const updated = await tx
            .update(products)
            .set({
              ...productColumns(body),
              ...(body.isNew === undefined ? {} : { isNew: String(body.isNew) === "true" }),
              ...translations,
              updateAt: new Date(),
            })
            .where(eq(products.id, id))
            .returning({ id: products.id });
          if (updated.length === 0) return false;
          if (body.images?.length) await replaceImages(tx as unknown as Db, id, body.images.map((i) => i.url));
          return true;
        });
        if (!found) throw notFound();
        return c.json(await findProduct(db, id, currency));
      },
    )
    .add("DELETE", "/products/:id", { tag: "products", summary: "Delete a product" }, async (c) => {
      const id = parseId(c);
      const deleted = await c.get("db").delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (deleted.length === 0) throw notFound();
      return c.json({ id });
    });
}

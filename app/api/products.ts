import type { Context } from "hono";
import { and, asc, count, desc, eq, exists, getTableColumns, gt, gte, inArray, lte, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { media, productColors, productImages, productSearch, productSizes, products, type ColorTranslations } from "~/db/schema";
import { searchProducts, type ProductMatch } from "~/models/search.server";
import { setVariantCodes } from "~/models/stock.server";
import { colorFamilies, type ColorFamily } from "~/lib/colors";
import { productTypeValues } from "~/lib/catalog";
import type { Currency, Locale } from "~/lib/i18n";
import { IMAGES_PER_UPLOAD_MAX } from "~/lib/limits";
import { normalizeAmount } from "~/lib/money";
import { sayInvalid } from "~/lib/validation-messages";
import { variantCodesSchema } from "~/lib/product-schemas";
import { PRICE_BOUND_PATTERN, productSorts } from "~/lib/product-list";
import { compareSizes, sizeFilters, type SizeStock } from "~/lib/sizes";
import type { ImageRef, Product, ProductColor, ProductVariant } from "~/lib/types";
import { productExportColumns } from "~/lib/exports.server";
import { productExportBatch } from "~/models/catalog-export.server";
import { csvExport } from "./csv-export";
import { createProduct, PRODUCT_TEXT_FIELDS, updateProduct } from "~/models/products.server";
import { buildProductPayload } from "~/lib/product-payload.server";
import { readUploadedFiles, serveMedia, storeImages } from "./media";
import { listOrder, listPage, listQuerySchema, notFound, parseId, readJson, readQuery, sendCount, sendTotal } from "./request";
import { deletedAnswer, productAnswer, uploadedImagesAnswer } from "./answer-schemas";
import type { ApiRouter } from "./router";
import { answerLocale, langQuerySchema, langQueryShape, localized, translationSet } from "./translations";

type ProductRow = typeof products.$inferSelect;

/** A product with its search texts, for a search with other filters. */
const searchJoin = eq(productSearch.productId, products.id);

/** The text of a colour that has French and Arabic versions. */
const COLOR_TEXT_FIELDS = ["name"] as const;

type StoredImage = { url: string; width: number | null; height: number | null };

/** Postgres `json` arrives parsed from both drivers today; a string is read too, so a driver change cannot break it. */
const jsonArray = <T>(value: unknown): T[] => (typeof value === "string" ? (JSON.parse(value) as T[]) : ((value as T[] | null) ?? []));

/** A colour as the product query reads it (JSON), before its name is put in the answer's language. */
interface StoredColor {
  id: number;
  name: string;
  translations: ColorTranslations | null;
  hex: string;
  family: ColorFamily;
  images: StoredImage[] | null;
  sizes: SizeStock[] | null;
}

/**
 * A product row with its images (in order, with their pixel size when known, so pages can size them before they
 * load), its sizes and its colours, read in the same query: the embedded database has one connection, so each
 * extra query of a page waits its turn (measured: a separate sizes query doubled a category page's render time).
 * SPEC's images are every colour's pictures, the first colour's first; its sizes, each size over every colour.
 */
const productWithExtras = {
  ...getTableColumns(products),
  // Column names are written out: inside a select's fields drizzle leaves columns unqualified, and the
  // subqueries must tell their own rows from the outer product's.
  images: sql<unknown>`coalesce((
    select json_agg(json_build_object('url', i.url, 'width', m.width, 'height', m.height) order by c.position, c.id, i.position)
    from ${productImages} i join ${productColors} c on c.id = i.color_id left join ${media} m on m.name = i.url
    where i.product_id = ${products}.id), '[]'::json)`,
  sizes: sql<unknown>`coalesce((
    select json_agg(json_build_object('size', s.size, 'quantity', s.quantity))
    from (select size, sum(quantity)::integer as quantity from ${productSizes} where product_id = ${products}.id group by size) s), '[]'::json)`,
  colors: sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'id', c.id, 'name', c.name, 'translations', c.translations, 'hex', c.hex, 'family', c.family,
      'images', (select json_agg(json_build_object('url', i.url, 'width', m.width, 'height', m.height) order by i.position)
        from ${productImages} i left join ${media} m on m.name = i.url where i.color_id = c.id),
      'sizes', (select json_agg(json_build_object('size', s.size, 'quantity', s.quantity))
        from ${productSizes} s where s.color_id = c.id)
    ) order by c.position, c.id)
    from ${productColors} c where c.product_id = ${products}.id and c.name is not null), '[]'::json)`,
  variants: sql<unknown>`coalesce((
    select json_agg(json_build_object(
      'colorId', case when c.name is null then null else c.id end, 'size', s.size, 'quantity', s.quantity,
      'sku', s.sku, 'barcode', s.barcode
    ) order by c.position, c.id)
    from ${productSizes} s join ${productColors} c on c.id = s.color_id where s.product_id = ${products}.id), '[]'::json)`,
};
type ProductRowWithExtras = ProductRow & { images: unknown; sizes: unknown; colors: unknown; variants: unknown };

function toImageRef({ url, width, height }: StoredImage): ImageRef {
  return width && height ? { url, width, height } : { url };
}

/** A colour as the API answers it: its name in the language asked for (English where not translated). */
function toColor(stored: StoredColor, locale: Locale): ProductColor {
  const translations = translationSet(stored.translations, COLOR_TEXT_FIELDS);
  return {
    id: stored.id,
    name: localized({ name: stored.name }, translations, locale, COLOR_TEXT_FIELDS).name,
    hex: stored.hex,
    family: stored.family,
    images: (stored.images ?? []).map(toImageRef),
    sizes: (stored.sizes ?? []).sort((a, b) => compareSizes(a.size, b.size)),
    translations,
  };
}

/**
 * A product as the API answers it: the price exactly, with the currency's decimals ("12.50" USD, "12.345" TND);
 * name and description in the language asked for (English where not translated), and every translation.
 */
export function toProduct(
  row: ProductRow,
  images: ImageRef[],
  sizes: SizeStock[],
  colors: ProductColor[],
  currency: Currency,
  locale: Locale = "en",
  variants: ProductVariant[] = [],
): Product {
  const translations = translationSet(row.translations, PRODUCT_TEXT_FIELDS);
  const texts = localized({ name: row.name, description: row.description }, translations, locale, PRODUCT_TEXT_FIELDS);
  return {
    id: row.id,
    handle: row.handle,
    name: texts.name,
    price: normalizeAmount(row.price, currency),
    compareAtPrice: row.compareAtPrice === null ? null : normalizeAmount(row.compareAtPrice, currency),
    quantity: String(row.quantity),
    description: texts.description,
    images,
    categories: row.category,
    type: row.type,
    createAt: row.createAt.toISOString(),
    updateAt: row.updateAt.toISOString(),
    isNew: row.isNew ? "true" : "false",
    brand: row.brand,
    inFeeds: row.inFeeds,
    sizes,
    colors,
    variants,
    translations,
  };
}

function toProductWithExtras(row: ProductRowWithExtras, currency: Currency, locale: Locale): Product {
  const images = jsonArray<StoredImage>(row.images).map(toImageRef);
  const sizes = jsonArray<SizeStock>(row.sizes).sort((a, b) => compareSizes(a.size, b.size));
  const colors = jsonArray<StoredColor>(row.colors).map((color) => toColor(color, locale));
  return toProduct(row, images, sizes, colors, currency, locale, inVariantOrder(jsonArray<ProductVariant>(row.variants)));
}

/** Variants as the query gives them (colours in order), each colour's sizes sorted as shoppers read them. */
function inVariantOrder(variants: ProductVariant[]): ProductVariant[] {
  const colorOrder = [...new Set(variants.map((variant) => variant.colorId))];
  return variants.sort((a, b) => colorOrder.indexOf(a.colorId) - colorOrder.indexOf(b.colorId) || compareSizes(a.size, b.size));
}

export async function findProduct(db: Db, id: number, currency: Currency, locale: Locale = "en"): Promise<Product | null> {
  const [row] = await db.select(productWithExtras).from(products).where(eq(products.id, id)).limit(1);
  return row ? toProductWithExtras(row, currency, locale) : null;
}

const productTypeParam = z.enum(productTypeValues, {
  errorMap: () => ({ message: sayInvalid.oneOf("type", productTypeValues) }),
});

const sizeFilterValues = sizeFilters.map((filter) => filter.value) as [string, ...string[]];

const priceBound = (field: string) => z.string().regex(PRICE_BOUND_PATTERN, sayInvalid.priceFormat(field, 3)).optional();

export const productListQuery = listQuerySchema.extend({
  q: listQuerySchema.shape.q.describe(
    "Search: products whose name or description, in any language, holds every word (any case, any accents, parts of " +
      "words); when none does, words with one typo match too",
  ),
  sort: z
    .enum(productSorts, { errorMap: () => ({ message: sayInvalid.oneOf("sort", productSorts) }) })
    .optional()
    .describe(
      "oldest first (the default), newest, relevance (best match of q first), price_asc, price_desc or sale (on sale " +
        "first, the biggest percentage off first, then newest)",
    ),
  type: productTypeParam.optional(),
  category: z.string().max(40).optional(),
  status: z.enum(["0", "1"], { errorMap: () => ({ message: sayInvalid.oneOf("status", ["0", "1"]) }) }).optional(),
  onSale: z
    .enum(["1"], { errorMap: () => ({ message: sayInvalid.oneOf("onSale", ["1"]) }) })
    .optional()
    .describe("1: only the products on sale (a compare-at price above the price)"),
  minPrice: priceBound("minPrice").describe("Only products at this price or above"),
  maxPrice: priceBound("maxPrice").describe("Only products at this price or below"),
  size: z
    .enum(sizeFilterValues, { errorMap: () => ({ message: sayInvalid.oneOf("size", sizeFilterValues) }) })
    .optional()
    .describe("Only products with stock in this size (the category pages' Size filter)"),
  color: z
    .enum(colorFamilies, { errorMap: () => ({ message: sayInvalid.oneOf("color", colorFamilies) }) })
    .optional()
    .describe(
      "Only products with a colour of this family (the category pages' colour filter); with status=1 or size, a colour " +
        "of it with stock (in that size)",
    ),
  ...langQueryShape,
});

/** On sale: a compare-at price above the price (the database refuses one at or below it, but a list says what it means). */
const isOnSale = sql`${products.compareAtPrice} > ${products.price}`;

/**
 * "On sale first": the percentage off as the pages show it (whole percent, rounded half up, at least 1: percentOff in
 * app/lib/money.ts), biggest first; products not on sale after them.
 */
const biggestSaleFirst = sql`case when ${isOnSale}
  then greatest(1, round(100 * (${products.compareAtPrice} - ${products.price}) / ${products.compareAtPrice})) end desc nulls last`;

async function listProducts(c: Context, db: Db, currency: Currency, query: z.output<typeof productListQuery>, forcedType?: string) {
  const locale = answerLocale(c, query.lang);
  const filters: SQL[] = [];
  const type = forcedType ?? query.type;
  if (type) filters.push(eq(products.type, type));
  if (query.category && query.category !== "all") filters.push(eq(products.category, query.category));
  if (query.status === "1") filters.push(gt(products.quantity, 0));
  if (query.status === "0") filters.push(eq(products.quantity, 0));
  if (query.onSale) filters.push(isOnSale);
  if (query.minPrice) filters.push(gte(products.price, query.minPrice));
  if (query.maxPrice) filters.push(lte(products.price, query.maxPrice));
  if (query.size) {
    const inStock = db
      .select({ one: sql`1` })
      .from(productSizes)
      .where(and(eq(productSizes.productId, products.id), eq(productSizes.size, query.size), gt(productSizes.quantity, 0)));
    filters.push(exists(inStock));
  }
  if (query.color) {
    // With the stock or size filter, the colour that matches must be the one in stock: a green dress sold out in
    // green but not in black is no green dress in stock.
    const colorInStock =
      query.status === "1" || query.size
        ? [
            exists(
              db
                .select({ one: sql`1` })
                .from(productSizes)
                .where(
                  and(
                    eq(productSizes.colorId, productColors.id),
                    gt(productSizes.quantity, 0),
                    ...(query.size ? [eq(productSizes.size, query.size)] : []),
                  ),
                ),
            ),
          ]
        : [];
    const ofFamily = db
      .select({ one: sql`1` })
      .from(productColors)
      .where(and(eq(productColors.productId, products.id), eq(productColors.family, query.color), ...colorInStock));
    filters.push(exists(ofFamily));
  }
  const search = query.q ? await searchProducts(db, query.q) : null;
  const orderWith = (match: ProductMatch | null) =>
    query.sort === "relevance" && match
      ? [...match.bestFirst, desc(products.createAt), desc(products.id)]
      : query.sort === "price_asc"
        ? [asc(products.price), desc(products.createAt), desc(products.id)]
        : query.sort === "price_desc"
          ? [desc(products.price), desc(products.createAt), desc(products.id)]
          : query.sort === "sale"
            ? [biggestSaleFirst, desc(products.createAt), desc(products.id)]
            : listOrder({ ...query, sort: query.sort === "relevance" ? "newest" : query.sort }, products.createAt, products.id);
  /**
   * A search with no other filter, best match or newest first, is ranked, paged and counted on the search texts
   * alone, in one pass (the count as a window over the same rows); only the page's products are read then.
   */
  const readSearchPage = async (match: ProductMatch) => {
    const page = listPage(query);
    const ranked = await db
      .select({ id: productSearch.productId, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(productSearch)
      .where(match.condition)
      .orderBy(...(query.sort === "relevance" ? match.bestFirst : []), desc(productSearch.createAt), desc(productSearch.productId))
      .limit(page.limit)
      .offset(page.offset);
    const ids = ranked.map((row) => row.id);
    // A page past the last match has no row to carry the count: it is counted on its own.
    await sendCount(
      c,
      async () =>
        ranked[0]?.total ??
        (page.offset === 0 ? 0 : (await db.select({ total: count() }).from(productSearch).where(match.condition))[0].total),
    );
    if (ids.length === 0) return [];
    const rows = await db.select(productWithExtras).from(products).where(inArray(products.id, ids));
    return ids.flatMap((id) => rows.filter((row) => row.id === id));
  };
  const searchesAlone = filters.length === 0 && (query.sort === "relevance" || query.sort === "newest");

  const read = async (match: ProductMatch | null) => {
    if (match && searchesAlone) return readSearchPage(match);
    const condition = and(...filters, ...(match ? [match.condition] : []));
    const select = db.select(productWithExtras).from(products).$dynamic();
    const rows = await (match ? select.innerJoin(productSearch, searchJoin) : select)
      .where(condition)
      .orderBy(...orderWith(match))
      .limit(listPage(query).limit)
      .offset(listPage(query).offset);
    if (!match) await sendTotal(c, db, products, condition);
    // A search without other filters is counted on the search texts alone.
    else if (filters.length === 0) await sendTotal(c, db, productSearch, match.condition);
    else
      await sendCount(
        c,
        async () => (await db.select({ total: count() }).from(products).innerJoin(productSearch, searchJoin).where(condition))[0].total,
      );
    return rows;
  };

  let rows = await read(search?.asTyped ?? null);
  // Nothing among the listed products holds the query as typed: its words get their typo room, and the list is read
  // again (app/models/search.server.ts). An empty page after the last match is not such a query.
  if (search && rows.length === 0 && (listPage(query).offset === 0 || !(await anyListed(db, and(...filters, search.asTyped.condition))))) {
    const forgiven = await search.withTypos();
    if (forgiven) rows = await read(forgiven);
  }
  return rows.map((row) => toProductWithExtras(row, currency, locale));
}

async function anyListed(db: Db, condition: SQL | undefined): Promise<boolean> {
  const found = await db.select({ id: products.id }).from(products).innerJoin(productSearch, searchJoin).where(condition).limit(1);
  return found.length > 0;
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
    .add(
      "GET",
      "/products/single/:id",
      { tag: "products", summary: "One product", query: langQuerySchema, localized: true, response: productAnswer },
      async (c) => {
        const id = parseId(c);
        const locale = answerLocale(c, readQuery(c, langQuerySchema).lang);
        const product = await findProduct(c.get("db"), id, currency, locale);
        if (!product) throw notFound();
        return c.json(product);
      },
    )
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
    .add(
      "GET",
      "/products/export",
      {
        tag: "products",
        summary:
          "The whole catalogue as a CSV file streamed by product: one row per colour × size with the product's handle, texts in " +
          "every language, prices, colour, SKU, barcode, stock and picture names (UTF-8 with a BOM, CRLF, formulas neutralised)",
        csv: true,
      },
      async (c) => csvExport("products", productExportColumns, (after) => productExportBatch(c.get("db"), after, currency)),
    )
    .add("GET", "/products/images/:name", { tag: "products", summary: "A product image", image: true }, serveMedia)
    .add(
      "POST",
      "/products/upload",
      {
        tag: "products",
        summary: "Upload product images (field images, up to 10)",
        fileField: "images",
        status: 201,
        response: uploadedImagesAnswer,
      },
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
        const db = c.get("db");
        const id = await createProduct(db, body);
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
        const found = await updateProduct(db, id, body);
        if (!found) throw notFound();
        return c.json(await findProduct(db, id, currency));
      },
    )
    .add(
      "PUT",
      "/products/codes/:id",
      {
        tag: "products",
        summary: "Set the SKUs and barcodes of some of a product's variants (codes left out are kept; stock is not touched)",
        body: variantCodesSchema,
        response: productAnswer,
      },
      async (c) => {
        const id = parseId(c);
        const body = await readJson(c, variantCodesSchema);
        const db = c.get("db");
        const found = await db.transaction((tx) => setVariantCodes(tx, id, body.variants));
        if (!found) throw notFound();
        return c.json(await findProduct(db, id, currency));
      },
    )
    .add("DELETE", "/products/:id", { tag: "products", summary: "Delete a product", response: deletedAnswer }, async (c) => {
      const id = parseId(c);
      const deleted = await c.get("db").delete(products).where(eq(products.id, id)).returning({ id: products.id });
      if (deleted.length === 0) throw notFound();
      return c.json({ id });
    });
}

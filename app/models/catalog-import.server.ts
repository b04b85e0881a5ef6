/**
 * The catalogue import against the store (docs/decisions/053): the drafts of a file (app/lib/catalog-import.server.ts)
 * checked as the product API checks a product, matched to the store's products by handle, counted for the preview,
 * then written in one transaction through the same product writes as the API's.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { media, orderLines, orders, productColors, productSizes, products } from "~/db/schema";
import { openStages } from "~/lib/order-stages";
import { sayApi } from "~/lib/api-messages.server";
import { categoriesOf, categoryValue, isCategoryOf, productTypes } from "~/lib/catalog";
import { COLOR_HEX_PATTERN, colorFamilySwatches, isColorFamily, type ColorFamily } from "~/lib/colors";
import {
  guessColorFamily,
  pictureFileName,
  readSize,
  type DraftProduct,
  type ParsedCatalog,
  type RowProblem,
} from "~/lib/catalog-import.server";
import type { ProductExportRow } from "~/lib/exports.server";
import { handleBase } from "~/lib/handle";
import type { Currency } from "~/lib/i18n";
import { normalizeAmount } from "~/lib/money";
import { buildProductPayload, type ProductInput } from "~/lib/product-payload.server";
import { htmlToPlainText } from "~/lib/sanitize.server";
import { ONE_SIZE } from "~/lib/sizes";
import { productExportBatch } from "./catalog-export.server";
import { invalidRequest } from "./errors";
import { createProduct, updateProduct } from "./products.server";

/** Staff's answer for a category the store does not know: the file's value → `type/category`. */
export type CategoryMapping = Record<string, string>;

export interface ImportCounts {
  new: number;
  changed: number;
  unchanged: number;
}

export interface ImportPreview {
  format: ParsedCatalog["format"];
  products: ImportCounts;
  variants: number;
  pictures: { total: number; fromZip: number; remote: number; inStore: number };
  errors: RowProblem[];
  /** Categories of the file the store does not know, each once, with how many products use it. */
  unmapped: { value: string; products: number }[];
}

interface PlannedProduct {
  draft: DraftProduct;
  handle: string;
  existingId: number | null;
  status: keyof ImportCounts;
  payload: ProductInput;
  /** Pictures this product needs stored first, in the order its payload names them: a ZIP's file names, or addresses to fetch. */
  pendingPictures: string[];
}

export interface ImportPlan {
  preview: ImportPreview;
  products: PlannedProduct[];
}

/** A picture name the payload's check accepts, standing in for a ZIP picture until it is stored and named. */
const PENDING_PICTURE = `${"0".repeat(32)}.png`;

/** The store's `type/category` for a file's category: its own pair, a category label only one type has, or staff's mapping. */
function resolveCategory(raw: string, mapping: CategoryMapping): { type: string; category: string } | null {
  const chosen = mapping[raw];
  const pair = (chosen ?? raw).split("/");
  if (pair.length === 2 && isCategoryOf(pair[0], pair[1])) return { type: pair[0], category: pair[1] };
  // `Women > Dresses`, `Dresses`: the last part, when one type alone has a category of that name.
  const last = raw.split(">").pop()!.trim();
  const owners = productTypes.filter((type) => categoriesOf(type.value).some((c) => c.value === categoryValue(last)));
  if (owners.length === 1 && last.toLowerCase() !== "other") return { type: owners[0].value, category: categoryValue(last) };
  return null;
}

/** A swatch for a colour the file gives none: its family's, or a neutral grey for a wheel of colours. */
function swatchOf(family: ColorFamily): string {
  const swatch = colorFamilySwatches[family];
  return COLOR_HEX_PATTERN.test(swatch) ? swatch : "#9e9e9e";
}

/** A draft's product as the product API takes it; pictures by their names in the store (or a stand-in until stored). */
function payloadOf(
  draft: DraftProduct,
  format: ParsedCatalog["format"],
  where: { type: string; category: string },
  pictureName: (file: string) => string,
  colorIds: Map<string, number>,
): Record<string, unknown> {
  const description = (text: string) => (format === "store" ? text : htmlToPlainText(text));
  const onSale = draft.salePrice !== "";
  const sizesOf = (color: DraftProduct["colors"][number]) =>
    color.sizes.map((size) => ({
      size: readSize(size.size) ?? size.size,
      quantity: size.quantity,
      sku: size.sku || undefined,
      barcode: size.barcode || null,
    }));
  const translations = (fr: { name: string; description?: string }, ar: { name: string; description?: string }) => ({ fr, ar });
  const named = draft.colors.filter((color) => color.name !== null);
  const base = {
    handle: draft.handle || undefined,
    name: draft.name,
    description: description(draft.description),
    type: where.type,
    category: where.category,
    price: onSale ? draft.salePrice : draft.price,
    compareAtPrice: onSale ? draft.price : null,
    isNew: draft.isNew,
    // Left out (undefined) when the file does not say: an update keeps them, a new product gets the defaults.
    brand: draft.brand,
    inFeeds: draft.inFeeds,
    translations: translations(
      { name: draft.nameFr, description: description(draft.descriptionFr) },
      { name: draft.nameAr, description: description(draft.descriptionAr) },
    ),
  };
  const total = draft.colors.flatMap((color) => color.sizes).reduce((sum, size) => sum + (Number(size.quantity) || 0), 0);
  if (named.length === 0) {
    const only = draft.colors[0];
    return {
      ...base,
      quantity: String(total),
      images: (only?.pictures ?? []).map((file) => ({ url: pictureName(file) })),
      sizes: only ? sizesOf(only) : [],
      colors: [],
    };
  }
  return {
    ...base,
    quantity: String(total),
    colors: named.map((color) => {
      const family = isColorFamily(color.family) ? color.family : guessColorFamily(color.name!);
      return {
        id: colorIds.get(color.name!.toLowerCase()),
        name: color.name,
        hex: color.swatch || swatchOf(family),
        family,
        translations: translations({ name: color.nameFr }, { name: color.nameAr }),
        images: color.pictures.map((file) => ({ url: pictureName(file) })),
        sizes: sizesOf(color),
      };
    }),
  };
}

/** The column of the file a payload's error path names, in the file's own words where it has them. */
function columnOf(format: ParsedCatalog["format"], path: (string | number)[]): string {
  const field = path.filter((part) => typeof part === "string").pop() ?? "";
  const store: Record<string, string> = {
    name: "Name",
    description: "Description",
    price: "Price",
    compareAtPrice: "Sale price",
    type: "Type",
    category: "Category",
    handle: "Handle",
    sku: "SKU",
    barcode: "Barcode",
    size: "Size",
    quantity: "Stock",
    images: "Pictures",
    hex: "Swatch",
    family: "Colour family",
    brand: "Brand",
    inFeeds: "In feeds",
  };
  const shopify: Record<string, string> = {
    name: "Title",
    description: "Body (HTML)",
    price: "Variant Price",
    compareAtPrice: "Variant Compare At Price",
    type: "Type",
    category: "Type",
    sku: "Variant SKU",
    barcode: "Variant Barcode",
    size: "Option Value",
    quantity: "Variant Inventory Qty",
    images: "Image Src",
    brand: "Vendor",
  };
  const woo: Record<string, string> = {
    name: "Name",
    description: "Description",
    price: "Regular price",
    compareAtPrice: "Sale price",
    category: "Categories",
    sku: "SKU",
    size: "Attribute value(s)",
    quantity: "Stock",
    images: "Images",
    brand: "Brands",
  };
  const table = format === "store" ? store : format === "shopify" ? shopify : woo;
  if (path[0] === "translations") return `${table[field] ?? field} (${path[1]})`;
  return table[field] ?? field;
}

/** The row a payload's error path points at: a size's own row, a colour's first, else the product's. */
function lineOf(draft: DraftProduct, path: (string | number)[]): number {
  const named = draft.colors.filter((color) => color.name !== null);
  if (path[0] === "colors" && typeof path[1] === "number") {
    const color = named[path[1]];
    if (path[2] === "sizes" && typeof path[3] === "number") return color?.sizes[path[3]]?.line ?? draft.line;
    return color?.line ?? draft.line;
  }
  if (path[0] === "sizes" && typeof path[1] === "number") return draft.colors[0]?.sizes[path[1]]?.line ?? draft.line;
  return draft.line;
}

/** The export rows a payload would give, to compare with the stored product's (unchanged products are skipped). */
function rowsOf(handle: string, payload: ProductInput, currency: Currency): string {
  const rows: Partial<ProductExportRow>[] = [];
  const colors = payload.colors?.length
    ? payload.colors.map((color) => ({
        color: color.name,
        colorFr: color.translations?.fr?.name ?? "",
        colorAr: color.translations?.ar?.name ?? "",
        swatch: color.hex,
        colorFamily: color.family,
        pictures: color.images.map((image) => image.url),
        sizes: color.sizes,
      }))
    : [
        {
          color: null,
          colorFr: "",
          colorAr: "",
          swatch: null,
          colorFamily: null,
          pictures: (payload.images ?? []).map((image) => image.url),
          sizes: payload.sizes ?? [{ size: ONE_SIZE, quantity: payload.quantity }],
        },
      ];
  for (const color of colors) {
    for (const size of color.sizes) {
      rows.push({
        handle,
        name: payload.name,
        nameFr: payload.translations?.fr?.name ?? "",
        nameAr: payload.translations?.ar?.name ?? "",
        description: payload.description,
        descriptionFr: payload.translations?.fr?.description ?? "",
        descriptionAr: payload.translations?.ar?.description ?? "",
        type: payload.type,
        category: payload.category,
        isNew: String(payload.isNew) === "true",
        price: normalizeAmount(payload.compareAtPrice ?? payload.price, currency),
        salePrice: payload.compareAtPrice ? normalizeAmount(payload.price, currency) : null,
        // Left out of the payload, they are kept: storedRows leaves them out of the comparison too.
        brand: payload.brand,
        inFeeds: payload.inFeeds,
        ...color,
        size: size.size,
        sku: "sku" in size ? (size.sku ?? "") : "",
        barcode: "barcode" in size ? (size.barcode ?? null) : null,
        stock: size.quantity,
      });
    }
  }
  return JSON.stringify(rows.map((row) => ({ ...row, sizes: undefined })).sort((a, b) => `${a.sku}`.localeCompare(`${b.sku}`)));
}

/** The stored export rows as rowsOf writes a payload's: the brand and feeds choice a file leaves out are not compared (kept). */
function storedRows(rows: ProductExportRow[], payload: ProductInput): string {
  return JSON.stringify(
    rows
      .map((row) => ({
        ...row,
        brand: payload.brand === undefined ? undefined : row.brand,
        inFeeds: payload.inFeeds === undefined ? undefined : row.inFeeds,
        sizes: undefined,
        sku: row.sku,
      }))
      .sort((a, b) => `${a.sku}`.localeCompare(`${b.sku}`)),
  );
}

export interface ImportOptions {
  currency: Currency;
  mapping: CategoryMapping;
  /** File names of the pictures in the uploaded ZIP. */
  zipPictures: ReadonlySet<string>;
  /** Whether an address may be fetched (IMPORT_FETCH_IMAGES); none may without it. */
  mayFetch?: (address: URL) => boolean;
}

/** Checks every draft against the store and the product rules, and counts what the import would do. Writes nothing. */
export async function planImport(db: Db, parsed: ParsedCatalog, options: ImportOptions): Promise<ImportPlan> {
  const errors: RowProblem[] = [...parsed.problems];
  const payloadSchema = buildProductPayload(options.currency);
  const handles = parsed.products.map((draft) => draft.handle || handleBase(draft.name));
  const existing = handles.length
    ? await db.select({ id: products.id, handle: products.handle }).from(products).where(inArray(products.handle, handles))
    : [];
  const idOfHandle = new Map(existing.map((row) => [row.handle, row.id]));
  const existingIds = existing.map((row) => row.id);
  const storedColors = existingIds.length
    ? await db
        .select({ productId: productColors.productId, id: productColors.id, name: productColors.name })
        .from(productColors)
        .where(inArray(productColors.productId, existingIds))
    : [];
  const held = await variantsHeldByOpenOrders(db, existingIds);
  const fileSkus = [
    ...new Set(parsed.products.flatMap((draft) => draft.colors.flatMap((color) => color.sizes.map((size) => size.sku.toUpperCase())))),
  ].filter(Boolean);
  const skuOwners = new Map(
    fileSkus.length
      ? (
          await db
            .select({ sku: productSizes.sku, productId: productSizes.productId })
            .from(productSizes)
            .where(inArray(productSizes.sku, fileSkus))
        ).map((row) => [row.sku, row.productId] as const)
      : [],
  );
  const pictureFiles = new Set(parsed.products.flatMap((draft) => draft.colors.flatMap((color) => color.pictures.map(pictureFileName))));
  const inStore = new Set(
    pictureFiles.size
      ? (
          await db
            .select({ name: media.name })
            .from(media)
            .where(inArray(media.name, [...pictureFiles]))
        ).map((row) => row.name)
      : [],
  );
  const unmapped = new Map<string, number>();
  const planned: PlannedProduct[] = [];
  const skuLines = new Map<string, number>();
  const seenHandles = new Map<string, number>();

  for (const [index, draft] of parsed.products.entries()) {
    const handle = handles[index];
    if (draft.handle) {
      const first = seenHandles.get(handle);
      if (first !== undefined) errors.push({ line: draft.line, column: "Handle", message: sayApi.importHandleTwice(handle, first) });
      seenHandles.set(handle, draft.line);
    }
    // A size the store does not sell is said once, not again by the product's own check of its type's sizes.
    const unknownSizeLines = new Set<number>();
    for (const size of draft.colors.flatMap((color) => color.sizes)) {
      if (size.size && readSize(size.size) === null) unknownSizeLines.add(size.line);
      if (size.size && readSize(size.size) === null)
        errors.push({ line: size.line, column: columnOf(parsed.format, ["size"]), message: sayApi.importSizeUnknown(size.size) });
      const sku = size.sku.toUpperCase();
      if (!sku) continue;
      const owner = skuOwners.get(sku);
      if (owner !== undefined && owner !== (idOfHandle.get(handle) ?? null)) {
        errors.push({ line: size.line, column: columnOf(parsed.format, ["sku"]), message: sayApi.skuTaken(sku) });
      }
      const first = skuLines.get(sku);
      if (first !== undefined)
        errors.push({ line: size.line, column: columnOf(parsed.format, ["sku"]), message: sayApi.importSkuTwice(sku, first) });
      else skuLines.set(sku, size.line);
    }
    const pendingPictures: string[] = [];
    for (const color of draft.colors) {
      for (const picture of color.pictures) {
        const file = pictureFileName(picture);
        if (inStore.has(file)) continue;
        if (options.zipPictures.has(file)) pendingPictures.push(file);
        else if (remoteAddress(picture, options.mayFetch)) pendingPictures.push(picture);
        else {
          const message = /^https?:\/\//i.test(picture) ? sayApi.importPictureRemote(file) : sayApi.importPictureMissing(file);
          errors.push({ line: color.line, column: columnOf(parsed.format, ["images"]), message });
        }
      }
    }
    const where = resolveCategory(draft.category, options.mapping);
    if (!where) {
      unmapped.set(draft.category, (unmapped.get(draft.category) ?? 0) + 1);
      continue;
    }
    const existingId = idOfHandle.get(handle) ?? null;
    const colorIds = new Map(
      storedColors.filter((color) => color.productId === existingId && color.name).map((color) => [color.name!.toLowerCase(), color.id]),
    );
    const raw = payloadOf(
      draft,
      parsed.format,
      where,
      (file) => (inStore.has(pictureFileName(file)) ? pictureFileName(file) : PENDING_PICTURE),
      colorIds,
    );
    const checked = payloadSchema.safeParse(raw);
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        const line = lineOf(draft, issue.path);
        if (issue.path.at(-1) === "size" && unknownSizeLines.has(line)) continue;
        errors.push({ line, column: columnOf(parsed.format, issue.path), message: issue.message });
      }
      continue;
    }
    const dropped = held.filter((variant) => variant.productId === existingId && !keepsVariant(checked.data, variant, storedColors));
    if (dropped.length) {
      for (const variant of dropped)
        errors.push({ line: draft.line, column: columnOf(parsed.format, ["sku"]), message: sayApi.importVariantHeld(variant.sku) });
      continue;
    }
    planned.push({ draft, handle, existingId, status: existingId === null ? "new" : "changed", payload: checked.data, pendingPictures });
  }

  // What the store holds of the products the file changes, to tell the unchanged ones.
  const changedIds = planned.flatMap((plan) => (plan.existingId !== null && plan.pendingPictures.length === 0 ? [plan.existingId] : []));
  if (changedIds.length) {
    const stored = new Map<number, ProductExportRow[]>();
    const rows = await storedExportRows(db, changedIds, options.currency);
    for (const row of rows) stored.set(row.productId, [...(stored.get(row.productId) ?? []), row.row]);
    for (const plan of planned) {
      if (plan.existingId === null || plan.pendingPictures.length) continue;
      if (storedRows(stored.get(plan.existingId) ?? [], plan.payload) === rowsOf(plan.handle, plan.payload, options.currency))
        plan.status = "unchanged";
    }
  }

  const counts: ImportCounts = { new: 0, changed: 0, unchanged: 0 };
  for (const plan of planned) counts[plan.status]++;
  const pending = new Set(planned.flatMap((plan) => plan.pendingPictures));
  errors.sort((a, b) => a.line - b.line);
  return {
    preview: {
      format: parsed.format,
      products: counts,
      variants: parsed.products.reduce((sum, draft) => sum + draft.colors.reduce((n, color) => n + color.sizes.length, 0), 0),
      pictures: {
        total: pictureFiles.size,
        fromZip: [...pending].filter((key) => options.zipPictures.has(key)).length,
        remote: [...pending].filter((key) => !options.zipPictures.has(key)).length,
        inStore: inStore.size,
      },
      errors,
      unmapped: [...unmapped].map(([value, count]) => ({ value, products: count })),
    },
    products: planned,
  };
}

interface HeldVariant {
  productId: number;
  colorId: number;
  size: string;
  sku: string;
}

/** The variants of these products that orders still open hold: an import may not remove them (their stock must have a row to come back to). */
async function variantsHeldByOpenOrders(db: Db, productIds: number[]): Promise<HeldVariant[]> {
  if (productIds.length === 0) return [];
  return db
    .selectDistinct({ productId: productSizes.productId, colorId: productSizes.colorId, size: productSizes.size, sku: productSizes.sku })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(
      productSizes,
      and(eq(productSizes.colorId, orderLines.colorId), eq(productSizes.size, sql`coalesce(${orderLines.size}, ${ONE_SIZE})`)),
    )
    .where(and(inArray(productSizes.productId, productIds), inArray(orders.stage, [...openStages])));
}

/** Whether a payload keeps a stored variant: its colour named by id with that size, or, colourless, that size. */
function keepsVariant(payload: ProductInput, variant: HeldVariant, storedColors: { id: number; name: string | null }[]): boolean {
  const colorless = storedColors.find((color) => color.id === variant.colorId)?.name === null;
  if (colorless) {
    if (payload.colors?.length) return false;
    return (payload.sizes ?? [{ size: ONE_SIZE }]).some((row) => row.size === variant.size);
  }
  return (payload.colors ?? []).some((color) => color.id === variant.colorId && color.sizes.some((row) => row.size === variant.size));
}

/** The stored export rows of some products, each with its product's id. */
async function storedExportRows(db: Db, ids: number[], currency: Currency): Promise<{ productId: number; row: ProductExportRow }[]> {
  const out: { productId: number; row: ProductExportRow }[] = [];
  const sorted = [...ids].sort((a, b) => a - b);
  for (const id of sorted) {
    const batch = await productExportBatch(db, id - 1, currency, 1);
    for (const row of batch.rows) out.push({ productId: id, row: { ...row, stock: row.stock } });
  }
  return out;
}

/**
 * Writes a previewed plan: stores the ZIP's pictures (through `storePicture`, the uploads' checks), then creates or
 * updates every new and changed product, in the caller's transaction. Refused when the preview had errors or
 * categories left unmapped: an import is all or nothing.
 */
export async function applyImport(
  db: Db,
  plan: ImportPlan,
  storePicture: (file: string) => Promise<string>,
  onProgress: (rowsDone: number) => void = () => {},
): Promise<ImportCounts> {
  if (plan.preview.errors.length)
    throw invalidRequest(plan.preview.errors.slice(0, 20).map((error) => sayApi.importRowError(error.line, error.column, error.message)));
  if (plan.preview.unmapped.length) throw invalidRequest(plan.preview.unmapped.map((entry) => sayApi.importCategoryUnmapped(entry.value)));
  const stored = new Map<string, string>();
  for (const key of pendingPicturesOf(plan)) stored.set(key, await storePicture(key));
  const named = (url: string, pictures: string[], index: { at: number }) => {
    if (url !== PENDING_PICTURE) return url;
    const file = pictures[index.at++];
    return stored.get(file) ?? url;
  };
  let rowsDone = 0;
  for (const product of plan.products) {
    rowsDone += product.draft.colors.reduce((sum, color) => sum + color.sizes.length, 0);
    if (product.status !== "unchanged") {
      const payload = withPictures(product, (url, index) => named(url, product.pendingPictures, index));
      if (product.existingId === null) await createProduct(db, payload);
      else await updateProduct(db, product.existingId, payload);
    }
    onProgress(rowsDone);
  }
  const { new: created, changed, unchanged } = plan.preview.products;
  return { new: created, changed, unchanged };
}

/**
 * The bytes of every picture a plan needs stored: from the ZIP, or fetched (before any transaction opens, so that no
 * write waits on the network). A picture that cannot be fetched refuses the import, naming it.
 */
export async function gatherPictures(
  plan: ImportPlan,
  zip: ReadonlyMap<string, Uint8Array>,
  fetchRemote: (address: string) => Promise<Uint8Array>,
): Promise<Map<string, Uint8Array>> {
  const gathered = new Map<string, Uint8Array>();
  for (const key of pendingPicturesOf(plan)) {
    const fromZip = zip.get(key);
    if (fromZip) {
      gathered.set(key, fromZip);
      continue;
    }
    try {
      gathered.set(key, await fetchRemote(key));
    } catch (error) {
      throw invalidRequest(sayApi.importPictureRefused(pictureFileName(key), (error as Error).message));
    }
  }
  return gathered;
}

/** Every picture a plan needs stored first, once: ZIP file names and addresses to fetch. */
export function pendingPicturesOf(plan: ImportPlan): string[] {
  return [...new Set(plan.products.flatMap((product) => product.pendingPictures))];
}

/** An address the policy lets the store fetch, or null. */
function remoteAddress(picture: string, mayFetch: ImportOptions["mayFetch"]): URL | null {
  if (!mayFetch || !/^https?:\/\//i.test(picture)) return null;
  try {
    const url = new URL(picture);
    return mayFetch(url) ? url : null;
  } catch {
    return null;
  }
}

/** The payload with each stand-in picture replaced by the stored ZIP picture it stood for, in order. */
function withPictures(product: PlannedProduct, name: (url: string, index: { at: number }) => string): ProductInput {
  const index = { at: 0 };
  const payload = product.payload;
  return {
    ...payload,
    images: payload.images?.map((image) => ({ url: name(image.url, index) })),
    colors: payload.colors?.map((color) => ({ ...color, images: color.images.map((image) => ({ url: name(image.url, index) })) })),
  };
}

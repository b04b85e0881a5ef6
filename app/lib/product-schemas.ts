/**
 * The zod schemas of products, shared by the product forms (withZod), the Remix actions and the API: the product
 * form, stock per size with each variant's SKU and barcode, colours and the French and Arabic texts.
 * Checks that need the database (stock held by orders, a code another product holds) live in the API only.
 */
import { z } from "zod";
import { isCategoryOf, productTypeValues } from "./catalog";
import { DEFAULT_CURRENCY, type Currency } from "./i18n";
import * as L from "./limits";
import { compareAmounts } from "./money";
import { sayInvalid } from "./validation-messages";
import { everySize, isKnownSize, isSizeOf, ONE_SIZE } from "./sizes";
import { barcodeProblem, gtin14, isValidSku, normalizeBarcode, normalizeSku, SKU_MAX_LENGTH } from "./sku";
import { COLOR_HEX_PATTERN, COLOR_NAME_MAX, COLOR_NAME_MIN, colorFamilies, COLORS_PER_PRODUCT_MAX } from "./colors";
import { buildPriceSchema, buildTranslationsSchema, numberLike, priceSchemaFor, text, wholeNumber } from "./schema-rules";

/**
 * The compare-at price in a currency: optional, with the price's own checks and exact writing when given.
 * "" (an empty form field), only spaces or null mean "not on sale" (null: a product update clears it);
 * absent (undefined) leaves an update's stored value as it is. Whether it is above the price is checked
 * with the price (productFormSchemaFor).
 */
function buildCompareAtPriceSchema(currency: Currency) {
  return z
    .preprocess(
      (value) => (value === null || (typeof value === "string" && value.trim() === "") ? null : value),
      buildPriceSchema(currency, "compareAtPrice").nullable(),
    )
    .optional()
    .describe(
      "The price before the sale, shown struck through beside the price; above the price, with the price's decimals. " +
        '"" or null: not on sale (clears it on update); left out on update: kept as stored.',
    );
}

/** The longest brand a product may carry: Google Merchant Center's limit for `brand`. */
export const BRAND_MAX_LENGTH = 70;

/**
 * The maker's name the product feeds send as `brand`: trimmed, at most BRAND_MAX_LENGTH characters. "", only spaces
 * or null: no brand, the store's own name stands for it (null: an update clears it); left out (undefined): an update
 * keeps the stored one, a new product has none.
 */
export const brandSchema = z
  .string({ invalid_type_error: sayInvalid.maxLength("brand", BRAND_MAX_LENGTH) })
  .trim()
  .max(BRAND_MAX_LENGTH, sayInvalid.maxLength("brand", BRAND_MAX_LENGTH))
  .nullable()
  .optional()
  .transform((value) => (value === "" ? null : value))
  .describe(
    `The maker's name, at most ${BRAND_MAX_LENGTH} characters; "" or null: none, the store's name stands for it (clears it ` +
      "on update); left out on update: kept as stored.",
  );

export const stockQuantitySchema = numberLike("quantity", sayInvalid.wholeNumber("quantity"))
  .refine((v) => v.length > 0, sayInvalid.required("quantity"))
  .refine((v) => v.length <= L.QUANTITY_MAX_LENGTH, sayInvalid.maxLength("quantity", L.QUANTITY_MAX_LENGTH))
  .refine((v) => /^\d+$/.test(v), sayInvalid.wholeNumber("quantity"))
  .transform((v) => Number(v));

/**
 * A variant's SKU as staff or a client give it (app/lib/sku.ts): stored upper case; "", null or left out: the
 * stored one stays, or a new variant gets one generated.
 */
export const skuSchema = z
  .string({ invalid_type_error: sayInvalid.sku("sku", SKU_MAX_LENGTH) })
  .nullable()
  .optional()
  .transform((value) => (value ? normalizeSku(value) : undefined))
  .refine((value) => value === undefined || value === "" || isValidSku(value), sayInvalid.sku("sku", SKU_MAX_LENGTH))
  .transform((value) => value || undefined)
  .describe("The variant's SKU (A-Z, 0-9 and dashes, at most 40, stored upper case); empty or left out: kept, or generated");

/** A variant's GTIN: "" or null removes it; left out, the stored one stays. */
export const barcodeSchema = z
  .string({ invalid_type_error: sayInvalid.barcodeFormat("barcode") })
  .nullable()
  .optional()
  .transform((value) => (typeof value === "string" ? normalizeBarcode(value) : value))
  .superRefine((value, ctx) => {
    if (!value) return;
    const problem = barcodeProblem(value);
    if (problem)
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        message: problem === "format" ? sayInvalid.barcodeFormat("barcode") : sayInvalid.barcodeCheckDigit(value),
      });
  })
  .transform((value) => (value === "" ? null : value))
  .describe('The variant\'s GTIN-8, 12, 13 or 14 (check digit verified); "" or null removes it, left out keeps it');

/** Stock of one size, as the product form and the API send it. */
export const sizeStockSchema = z.object({
  size: z
    .string({ required_error: sayInvalid.required("size"), invalid_type_error: sayInvalid.required("size") })
    .trim()
    .toLowerCase()
    .refine(isKnownSize, (size) => ({ message: sayInvalid.sizeOfType(size) })),
  quantity: stockQuantitySchema,
  sku: skuSchema,
  barcode: barcodeSchema,
});

/**
 * A product's stock per size: each size once, at least one, with a total that still fits SPEC's quantity.
 * Whether each size belongs to the product's type is checked with the type (checkSizesOfType).
 */
export const sizesSchema = z
  .array(sizeStockSchema, { invalid_type_error: sayInvalid.required("sizes") })
  .min(1, sayInvalid.sizesEmpty())
  .max(everySize.length, sayInvalid.atMost("sizes", everySize.length))
  .superRefine((rows, ctx) => {
    const seen = new Set<string>();
    rows.forEach((row, index) => {
      if (seen.has(row.size)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "size"], message: sayInvalid.sizeTwice(row.size) });
      seen.add(row.size);
    });
    checkCodesOnce([rows.map((row, index) => ({ row, path: [index] }))], ctx);
    const total = rows.reduce((sum, row) => sum + row.quantity, 0);
    if (String(total).length > L.QUANTITY_MAX_LENGTH) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.maxLength("quantity", L.QUANTITY_MAX_LENGTH) });
    }
  });

/**
 * Adds an issue for each SKU or barcode given to two variants of one payload (the database refuses what another
 * product holds; this names the clash inside one save before any write).
 */
export function checkCodesOnce(
  groups: readonly (readonly { row: { sku?: string; barcode?: string | null }; path: (string | number)[] }[])[],
  ctx: z.RefinementCtx,
) {
  const skus = new Set<string>();
  const barcodes = new Set<string>();
  for (const { row, path } of groups.flat()) {
    if (row.sku) {
      if (skus.has(row.sku)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, "sku"], message: sayInvalid.skuTwice(row.sku) });
      skus.add(row.sku);
    }
    if (row.barcode) {
      const key = gtin14(row.barcode);
      if (barcodes.has(key))
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, "barcode"], message: sayInvalid.listedTwice("barcode") });
      barcodes.add(key);
    }
  }
}

/** Adds an issue for each size that a product of this type does not come in. */
export function checkSizesOfType(
  type: string,
  rows: readonly { size: string }[],
  ctx: z.RefinementCtx,
  path: (string | number)[] = ["sizes"],
) {
  rows.forEach((row, index) => {
    if (!isSizeOf(type, row.size))
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [...path, index, "size"], message: sayInvalid.sizeOfType(row.size) });
  });
}

const productTypeSchema = z.enum(productTypeValues, {
  // An empty select is a missing choice, not a wrong one: staff should not be shown the raw value list.
  errorMap: (_issue, ctx) => ({
    message: ctx.data === undefined || ctx.data === "" ? sayInvalid.required("type") : sayInvalid.oneOf("type", productTypeValues),
  }),
});

/** The admin product form in a currency: field names as the form posts them. */
function buildProductFormSchema(currency: Currency) {
  return z
    .object({
      name: text("name", L.NAME_MIN, L.NAME_MAX),
      price: priceSchemaFor(currency),
      compareAtPrice: buildCompareAtPriceSchema(currency),
      quantity: stockQuantitySchema,
      type: productTypeSchema,
      category: z.string({ required_error: sayInvalid.required("category") }).min(1, sayInvalid.required("category")),
      description: text("description", L.DESCRIPTION_MIN, L.DESCRIPTION_MAX),
    })
    .superRefine((value, ctx) => {
      if (!isCategoryOf(value.type, value.category)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["category"], message: sayInvalid.categoryOfType() });
      }
      if (value.compareAtPrice && compareAmounts(value.compareAtPrice, value.price) <= 0) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["compareAtPrice"], message: sayInvalid.compareAtAbovePrice() });
      }
    });
}

const productFormSchemas = new Map<Currency, ReturnType<typeof buildProductFormSchema>>();
/** The admin product form with prices in a currency (built once per currency, so a page may call it while rendering). */
export function productFormSchemaFor(currency: Currency): ReturnType<typeof buildProductFormSchema> {
  let schema = productFormSchemas.get(currency);
  if (!schema) productFormSchemas.set(currency, (schema = buildProductFormSchema(currency)));
  return schema;
}

/** The admin product form with prices in the default currency (USD); code that knows the store's currency uses productFormSchemaFor. */
export const productFormSchema = productFormSchemaFor(DEFAULT_CURRENCY);

export type ProductForm = z.infer<typeof productFormSchema>;

export const imageRefSchema = z.object({
  url: z.string().regex(/^[a-f0-9]{16,64}\.(png|jpg|gif)$/, "images must be files returned by the upload call"),
});

/** `translations` of a colour: `{ fr?: { name? }, ar?: { name? } }`. */
export const colorTranslationsSchema = buildTranslationsSchema("colour", { name: [COLOR_NAME_MIN, COLOR_NAME_MAX] } as const).describe(
  'French (fr) and Arabic (ar) names of the colour. "" (or null) for none: the English name shows instead. Left out on a kept ' +
    "colour, its stored names stay.",
);

/**
 * A colour of a product as the API takes it (create and update): its names, swatch, family, pictures (at least
 * one) and stock, per size, or as one quantity for a product in one size. An update names the colours it keeps
 * by `id`; a colour without one is new. Whether the sizes belong to the product's type is checked with the type.
 */
export const colorInputSchema = z
  .object({
    id: wholeNumber("colors.id", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("colors.id"))
      .optional()
      .describe("The id of a colour of this product, kept and changed; left out for a new colour"),
    name: text("colors.name", COLOR_NAME_MIN, COLOR_NAME_MAX).describe("The English name"),
    translations: colorTranslationsSchema,
    hex: z
      .string({ required_error: sayInvalid.required("colors.hex"), invalid_type_error: sayInvalid.hexColor("colors.hex") })
      .trim()
      .toLowerCase()
      .regex(COLOR_HEX_PATTERN, sayInvalid.hexColor("colors.hex"))
      .describe("The swatch: #rrggbb"),
    family: z
      .enum(colorFamilies, { errorMap: () => ({ message: sayInvalid.oneOf("colors.family", colorFamilies) }) })
      .describe("The colour family, for the colour filter"),
    images: z
      .array(imageRefSchema, { required_error: sayInvalid.colorImages(), invalid_type_error: sayInvalid.colorImages() })
      .min(1, sayInvalid.colorImages())
      .max(L.IMAGES_PER_UPLOAD_MAX, sayInvalid.atMost("colors.images", L.IMAGES_PER_UPLOAD_MAX))
      .describe("The colour's pictures, in order (files returned by the upload call)"),
    sizes: sizesSchema.optional().describe("Stock per size of this colour"),
    quantity: stockQuantitySchema.optional().describe("The colour's stock, for a product sold in one size (instead of sizes)"),
  })
  .transform(({ quantity, sizes, ...color }, ctx) => {
    const stock = sizes ?? (quantity === undefined ? undefined : [{ size: ONE_SIZE, quantity }]);
    // Refused, yet shaped as a colour: the checks that run after this one still read its sizes.
    if (!stock) ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["sizes"], message: sayInvalid.colorStock() });
    return { ...color, sizes: stock ?? [] };
  });

/** A product's colours: each English name once, at most COLORS_PER_PRODUCT_MAX, their stock together within SPEC's quantity. */
export const colorsSchema = z
  .array(colorInputSchema, { invalid_type_error: sayInvalid.required("colors") })
  .max(COLORS_PER_PRODUCT_MAX, sayInvalid.atMost("colors", COLORS_PER_PRODUCT_MAX))
  .superRefine((colors, ctx) => {
    checkCodesOnce(
      colors.map((color, index) => color.sizes.map((row, at) => ({ row, path: [index, "sizes", at] }))),
      ctx,
    );
    const names = colors.map((color) => color.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.listedTwice("colour name") });
    const total = colors.reduce((sum, color) => sum + color.sizes.reduce((n, row) => n + row.quantity, 0), 0);
    if (String(total).length > L.QUANTITY_MAX_LENGTH) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.maxLength("quantity", L.QUANTITY_MAX_LENGTH) });
    }
  });

/** The translatable fields of each kind, with the English field's length range. */
export const productTranslationLimits = {
  name: [L.NAME_MIN, L.NAME_MAX],
  description: [L.DESCRIPTION_MIN, L.DESCRIPTION_MAX],
} as const;

/**
 * `translations` of a product payload: `{ fr?: { name?, description? }, ar?: { … } }`. A field sent replaces the
 * stored translation ("" removes it); a field not sent keeps it. English stays in `name` and `description`.
 */
export const productTranslationsSchema = buildTranslationsSchema("product", productTranslationLimits).describe(
  "French (fr) and Arabic (ar) texts of the product: name and description, each with the English field's limits. " +
    'A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept.',
);

/**
 * New SKUs and barcodes of a product's variants (PUT /api/products/codes/{id}, the product page's Codes form):
 * each variant named by its colour (null for a product without colours) and size; a code left out is kept.
 * Only the codes change, never the stock, so a count or an order at the same moment loses nothing.
 */
export const variantCodesSchema = z.object({
  variants: z
    .array(
      z.object({
        colorId: wholeNumber("colorId", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("colorId"))
          .nullable()
          .describe("The variant's colour (a product's colors[].id); null for a product without colours"),
        size: z
          .string({ required_error: sayInvalid.required("size"), invalid_type_error: sayInvalid.required("size") })
          .trim()
          .toLowerCase()
          .refine(isKnownSize, (size) => ({ message: sayInvalid.sizeOfType(size) })),
        sku: skuSchema,
        barcode: barcodeSchema,
      }),
      { required_error: sayInvalid.required("variants"), invalid_type_error: sayInvalid.required("variants") },
    )
    .min(1, sayInvalid.required("variants"))
    .max(COLORS_PER_PRODUCT_MAX * everySize.length, sayInvalid.atMost("variants", COLORS_PER_PRODUCT_MAX * everySize.length))
    .superRefine((rows, ctx) => {
      const seen = new Set<string>();
      rows.forEach((row, index) => {
        const key = `${row.colorId}:${row.size}`;
        if (seen.has(key)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "size"], message: sayInvalid.sizeTwice(row.size) });
        seen.add(key);
      });
      checkCodesOnce([rows.map((row, index) => ({ row, path: [index] }))], ctx);
    }),
});

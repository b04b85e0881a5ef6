/**
 * The validators of the product forms: the shared zod schemas of app/lib/product-schemas.ts wrapped for
 * remix-validated-form, with the stock grid per size and the colour editor's fields as the form posts them.
 */
import { withZod } from "@remix-validated-form/with-zod";
import type { Validator } from "remix-validated-form";
import { z } from "zod";
import { sayInvalid } from "~/lib/validation-messages";
import { TRANSLATION_LOCALES, type ProductColor } from "~/lib/types";
import { everySize, ONE_SIZE, sizeSetOf, sizesOf, totalStock, type SizeStock } from "~/lib/sizes";
import { COLORS_PER_PRODUCT_MAX } from "~/lib/colors";
import {
  brandSchema,
  colorsSchema,
  productFormSchemaFor,
  productTranslationsSchema,
  sizesSchema,
  sizeStockSchema,
  variantCodesSchema,
} from "~/lib/product-schemas";
import { formText } from "~/lib/form-check";
import { chosenFiles, imageFile, imageFilesSchema, perCurrency } from "./validators";

const productTextFields = ["name", "price", "compareAtPrice", "quantity", "type", "category", "description", "brand"] as const;

/** The editor's feeds box: posted as "on" when ticked, absent when not. */
const isTicked = (value: unknown) => value === "on" || value === true;

const productTranslatedFields = ["name", "description"] as const;

/** The French and Arabic texts as typed (`translations.fr.name`…), nested as the form's fields name them. */
function typedTranslations<F extends string>(form: FormData, fields: readonly F[]) {
  return Object.fromEntries(
    TRANSLATION_LOCALES.map((locale) => [
      locale,
      Object.fromEntries(fields.map((field) => [field, formText(form, `translations.${locale}.${field}`)])) as Record<F, string>,
    ]),
  ) as Record<(typeof TRANSLATION_LOCALES)[number], Record<F, string>>;
}

/**
 * The name of the product form's stock input of one size. Flat, not `stock.38`: the form library reads a path
 * segment of digits (a shoe size) as an array index.
 */
export function stockFieldName(size: string): string {
  return `stock-${size}`;
}

/** The field the stock grid's own errors (no size given, total too large, the API's refusal) are said beside. */
export const SIZES_FIELD = "sizes";

/** Whether a product of this type keeps its stock per size in the form's grid; one-size types keep it in SPEC's Quantity. */
export function hasStockGrid(type: string | undefined): boolean {
  return sizeSetOf(type ?? "") !== "one";
}

/** The rows of a type's grid: its sizes, then one size when the product still holds stock from before sizes. */
export function gridSizesOf(type: string, withOneSize: boolean): readonly string[] {
  return withOneSize ? [...sizesOf(type), ONE_SIZE] : sizesOf(type);
}

/**
 * The grid of a type as posted: the sizes given (an empty input is a size not sold) and the error of each field.
 * Only the chosen type's sizes are read, and one size (stock kept before sizes) when it was posted.
 */
export function readStockGrid(type: string, values: Record<string, unknown>): { sizes: SizeStock[]; errors: Record<string, string> } {
  const sizes: SizeStock[] = [];
  const errors: Record<string, string> = {};
  for (const size of gridSizesOf(type, true)) {
    const typed = values[stockFieldName(size)];
    // A field posted twice arrives as a list, which the schema then refuses as not one whole number.
    const text = Array.isArray(typed) ? typed.join(",") : typeof typed === "string" || typeof typed === "number" ? String(typed) : "";
    if (text.trim() === "") continue;
    const row = sizeStockSchema.safeParse({ size, quantity: text });
    if (row.success) sizes.push(row.data);
    else errors[stockFieldName(size)] = row.error.issues[0].message;
  }
  if (Object.keys(errors).length === 0) {
    const whole = sizesSchema.safeParse(sizes);
    if (!whole.success) errors[SIZES_FIELD] = whole.error.issues[0].message;
  }
  return { sizes, errors };
}

// ---------------------------------------------------------------------------------------------------------
// Colours (ARCHITECTURE decision 18): `colors[0].name`, `colors[0].stock-m`… posted by the product form.

/** A colour as the form holds it between round trips: every field as typed, its pictures as stored names. */
export interface ColorDraft {
  /** Stable across round trips, so that a removed colour's neighbours keep their own inputs in the browser. */
  key: string;
  /** The stored colour's id; "" for a colour not saved yet. */
  id: string;
  name: string;
  translations: Record<(typeof TRANSLATION_LOCALES)[number], { name: string }>;
  hex: string;
  family: string;
  /** Stored picture names, in order: the upload call's answer, kept in hidden fields. */
  images: string[];
  /** "1": a saved colour that staff removed; it is dropped when the product is saved, and can be kept until then. */
  removed: string;
  /** Stock per size as typed (`stock-m` → "3"), or `quantity` for a product in one size. */
  stock: Record<string, string>;
  quantity: string;
}

/** The field of a colour's own input: `colors[2].name`. */
export const colorField = (index: number, field: string) => `colors[${index}].${field}`;

/** Form intents of the colour editor that only change the form (without JavaScript, a round trip). */
export const ADD_COLOR_INTENT = "add-color";
export const REMOVE_COLOR_INTENT = "remove-color";
export const KEEP_COLOR_INTENT = "keep-color";
const colorIntent = new RegExp(`^(?:${ADD_COLOR_INTENT}|(?:${REMOVE_COLOR_INTENT}|${KEEP_COLOR_INTENT}):\\d{1,2})$`);
export const isColorIntent = (intent: unknown) => typeof intent === "string" && colorIntent.test(intent);

/** A form with more colour indexes than this is not one the page wrote: the rest are not read. */
const COLOR_INDEX_LIMIT = COLORS_PER_PRODUCT_MAX * 2;

function textOf(value: unknown): string {
  if (Array.isArray(value)) return value.filter((v) => typeof v === "string").join(",");
  return typeof value === "string" ? value : "";
}
function textsOf(value: unknown): string[] {
  const list: unknown[] = Array.isArray(value) ? value : [value];
  return list.filter((v): v is string => typeof v === "string" && v !== "");
}

/** A field of a colour's values: flat (`translations.fr.name`, as read from FormData) or nested (as the form library reads it). */
function valueAt(values: Record<string, unknown>, path: string): unknown {
  if (path in values) return values[path];
  return path
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), values);
}

/** A colour's posted values as a draft, with the files chosen for it. */
export function colorDraftOf(raw: unknown): { draft: ColorDraft; files: File[] } {
  const values = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const stock: Record<string, string> = {};
  for (const size of everySize) {
    const typed = values[stockFieldName(size)];
    if (typed !== undefined) stock[stockFieldName(size)] = textOf(typed);
  }
  const draft: ColorDraft = {
    key: textOf(values.key).slice(0, 40),
    id: /^\d{1,10}$/.test(textOf(values.id)) ? textOf(values.id) : "",
    name: textOf(values.name),
    translations: Object.fromEntries(
      TRANSLATION_LOCALES.map((locale) => [locale, { name: textOf(valueAt(values, `translations.${locale}.name`)) }]),
    ) as ColorDraft["translations"],
    hex: textOf(values.hex),
    family: textOf(values.family),
    // A picture ticked for removal is gone from the draft: the next round trip or the save drops it.
    images: textsOf(values.images).filter((url) => !textsOf(values.dropImages).includes(url)),
    removed: textOf(values.removed) === "1" ? "1" : "",
    stock,
    quantity: textOf(values.quantity),
  };
  return { draft, files: chosenFiles(values.files) };
}

/** Each colour's values of a posted form (FormData), in order of their indexes. */
export function readColorDrafts(form: FormData): { index: number; draft: ColorDraft; files: File[] }[] {
  const byIndex = new Map<number, Record<string, unknown>>();
  for (const [key, value] of form.entries()) {
    const match = /^colors\[(\d{1,2})\]\.(.+)$/.exec(key);
    if (!match || Number(match[1]) >= COLOR_INDEX_LIMIT) continue;
    const values = byIndex.get(Number(match[1])) ?? {};
    const field = match[2];
    const before = values[field];
    values[field] = before === undefined ? value : [...(Array.isArray(before) ? (before as unknown[]) : [before]), value];
    byIndex.set(Number(match[1]), values);
  }
  return [...byIndex.entries()].sort(([a], [b]) => a - b).map(([index, values]) => ({ index, ...colorDraftOf(values) }));
}

/** The form values of a draft, as the fields name them (to fill the form again). */
export function colorFormValues(draft: ColorDraft) {
  const { stock, ...fields } = draft;
  return { ...fields, ...stock };
}

/** A stored colour as the form edits it. */
export function colorDraftFromProduct(color: ProductColor): ColorDraft {
  return {
    key: `color-${color.id}`,
    id: String(color.id),
    name: color.name,
    translations: { fr: { name: color.translations.fr.name }, ar: { name: color.translations.ar.name } },
    hex: color.hex,
    family: color.family,
    images: color.images.map((image) => image.url),
    removed: "",
    stock: Object.fromEntries(
      color.sizes.filter((row) => row.size !== ONE_SIZE).map((row) => [stockFieldName(row.size), String(row.quantity)]),
    ),
    quantity: String(totalStock(color.sizes)),
  };
}

/** A colour the staff member has yet to fill in; `from` gives it pictures and stock to start with. */
export function newColorDraft(key: string, from?: { images: string[]; stock: Record<string, string>; quantity: string }): ColorDraft {
  return {
    key,
    id: "",
    name: "",
    translations: { fr: { name: "" }, ar: { name: "" } },
    hex: "#000000",
    family: "",
    images: from?.images ?? [],
    removed: "",
    stock: from?.stock ?? {},
    quantity: from?.quantity ?? "",
  };
}

/** The colour's stock as the API takes it, with the error of each grid input (by the colour's own field name). */
function colorStock(
  type: string,
  draft: ColorDraft,
): { stock: { sizes: SizeStock[] } | { quantity: string }; errors: Record<string, string> } {
  if (!hasStockGrid(type)) return { stock: { quantity: draft.quantity }, errors: {} };
  const { sizes, errors } = readStockGrid(type, draft.stock);
  return { stock: { sizes }, errors };
}

export type ColorPayload = z.output<typeof colorsSchema>;

/**
 * The colours of a posted form checked with the API's own colorsSchema: each error beside the field of its colour
 * (`colors[1].hex`), the list's own (a name given twice) under `colors`. A colour removed by staff is left out; a
 * colour whose files are chosen but not uploaded yet counts them as its pictures.
 */
export function checkColors(
  type: string,
  entries: readonly { index: number; draft: ColorDraft; files: readonly File[] }[],
): { colors: ColorPayload; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const kept = entries.filter((entry) => entry.draft.removed !== "1");
  if (entries.length > 0 && kept.length === 0) errors.colors = sayInvalid.colorKeepOne();
  const inputs = kept.map(({ index, draft, files }) => {
    for (const file of files) {
      const checked = imageFile.safeParse(file);
      if (!checked.success) errors[colorField(index, "files")] ??= checked.error.issues[0].message;
    }
    const { stock, errors: gridErrors } = colorStock(type, draft);
    for (const [field, message] of Object.entries(gridErrors)) errors[colorField(index, field)] = message;
    return {
      ...(draft.id ? { id: draft.id } : {}),
      name: draft.name,
      translations: draft.translations,
      hex: draft.hex,
      family: draft.family,
      images: draft.images.map((url) => ({ url })),
      ...stock,
    };
  });
  const parsed = colorsSchema.safeParse(inputs);
  if (parsed.success && Object.keys(errors).length === 0) return { colors: parsed.data, errors };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const [position, ...rest] = issue.path;
    if (typeof position !== "number") {
      errors.colors ??= issue.message;
      continue;
    }
    const { index, draft, files } = kept[position];
    const field =
      rest[0] === "quantity" || rest[0] === "sizes" ? (hasStockGrid(type) ? SIZES_FIELD : "quantity") : String(rest[0] ?? "name");
    if (field === "images" && files.length > 0) continue;
    if (field === SIZES_FIELD && Object.keys(colorStock(type, draft).errors).length > 0) continue;
    const name = rest[0] === "translations" ? colorField(index, rest.join(".")) : colorField(index, field);
    // No family chosen yet reads better as "required" than as the list of every family's code.
    errors[name] ??= field === "family" && draft.family === "" ? sayInvalid.required("colors.family") : issue.message;
  }
  return { colors: [], errors };
}

/** Whether a form posts colours: its stock is then theirs, and the product's own grid and Quantity are not read. */
function postsColors(values: Record<string, unknown>): boolean {
  return Array.isArray(values.colors) && values.colors.some((color) => color !== undefined);
}

function colorEntriesOf(values: Record<string, unknown>) {
  const list = Array.isArray(values.colors) ? (values.colors as unknown[]) : [];
  return list.slice(0, COLOR_INDEX_LIMIT).flatMap((raw, index) => (raw === undefined ? [] : [{ index, ...colorDraftOf(raw) }]));
}

/** SPEC's Quantity of a product with colours: the total of their stock ("0" while one has an error, said beside it). */
function colorsQuantity(type: string, values: Record<string, unknown>): string {
  const { colors, errors } = checkColors(type, colorEntriesOf(values));
  return Object.keys(errors).length ? "0" : String(colors.reduce((sum, color) => sum + totalStock(color.sizes), 0));
}

/** SPEC's Quantity of a type sold in sizes: the total of its grid, "0" while the grid has an error (said beside the grid). */
function gridQuantity(type: string, values: Record<string, unknown>): string {
  const { sizes, errors } = readStockGrid(type, values);
  return Object.keys(errors).length ? "0" : String(totalStock(sizes));
}

/** The product form's text fields as typed, to put back into the form (a file input cannot be refilled). */
export function typedProductValues(form: FormData) {
  const values = Object.fromEntries(productTextFields.map((name) => [name, formText(form, name)])) as Record<
    (typeof productTextFields)[number],
    string
  >;
  const stock: Record<string, string> = {};
  for (const size of everySize) {
    const typed = form.get(stockFieldName(size));
    if (typeof typed === "string") stock[stockFieldName(size)] = typed;
  }
  const colors = readColorDrafts(form).map(({ draft }) => draft);
  // The read-only Quantity of a type sold in sizes shows the total of what was typed, as it does live with JavaScript.
  const quantity = colors.length
    ? String(colors.reduce((sum, draft) => sum + (draft.removed ? 0 : typedColorTotal(values.type, draft)), 0))
    : hasStockGrid(values.type)
      ? String(totalStock(readStockGrid(values.type, stock).sizes))
      : values.quantity;
  return {
    ...values,
    quantity,
    ...stock,
    inFeeds: isTicked(form.get("inFeeds")),
    translations: typedTranslations(form, productTranslatedFields),
    colors: colors.map(colorFormValues),
  };
}

function typedColorTotal(type: string, draft: ColorDraft): number {
  if (hasStockGrid(type)) return totalStock(readStockGrid(type, draft.stock).sizes);
  return /^\d{1,9}$/.test(draft.quantity.trim()) ? Number(draft.quantity.trim()) : 0;
}

/** The French and Arabic texts of a product: the API's own checks (`translations.fr.name`…), empty allowed. */
const productTranslations = z.object({ translations: productTranslationsSchema });

/**
 * The stock grid of a type sold in sizes, checked with the API's own schemas: `sizes` is the stock per size to send,
 * null for a one-size type (SPEC's Quantity holds its stock). Each wrong input is said beside it, the grid's
 * own errors beside the grid.
 */
const stockGrid = z
  .object({ type: z.unknown() })
  .passthrough()
  .transform((values, ctx): { sizes: SizeStock[] | null } => {
    const type = typeof values.type === "string" ? values.type : "";
    if (!hasStockGrid(type) || postsColors(values)) return { sizes: null };
    const { sizes, errors } = readStockGrid(type, values);
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    return { sizes };
  });

/**
 * For a type sold in sizes, SPEC's Quantity is read-only and stale without JavaScript: the total of the grid replaces
 * what it posted, so only the grid is checked (and never an empty Quantity the staff member cannot type into).
 */
function withGridQuantity<T extends z.ZodTypeAny>(schema: T) {
  return z.preprocess((raw) => {
    if (!raw || typeof raw !== "object") return raw;
    const values = raw as Record<string, unknown>;
    const type = typeof values.type === "string" ? values.type : "";
    if (postsColors(values)) return { ...values, quantity: colorsQuantity(type, values) };
    return hasStockGrid(type) ? { ...values, quantity: gridQuantity(type, values) } : raw;
  }, schema);
}

/** The colours of the product form, each error beside its colour's field; `colors` is null for a product without colours. */
const colorsPart = z
  .object({ type: z.unknown() })
  .passthrough()
  .transform((values, ctx): { colors: ColorPayload | null } => {
    if (!postsColors(values)) return { colors: null };
    const { colors, errors } = checkColors(typeof values.type === "string" ? values.type : "", colorEntriesOf(values));
    for (const [field, message] of Object.entries(errors)) ctx.addIssue({ code: z.ZodIssueCode.custom, path: [field], message });
    return { colors };
  });

/**
 * A validator that lets the colour editor's own buttons (add, remove, keep a colour) through unchecked: they only
 * change the form, which the server answers with what was typed.
 */
function lettingColorIntentsThrough<T>(validator: Validator<T>): Validator<T> {
  return {
    ...validator,
    validate: async (data) => {
      const intent = data instanceof FormData ? data.get("intent") : (data as Record<string, unknown>).intent;
      if (isColorIntent(intent)) return { data: {} as T, error: undefined, submittedData: {} };
      return validator.validate(data);
    },
  };
}

/**
 * The editor's Brand, checked with the API's own schema ("" is no brand), and its feeds box as a boolean (unticked:
 * the product stays out of the feeds).
 */
const feedsPart = z.object({ brand: brandSchema, inFeeds: z.unknown().transform(isTicked) });

/** The product form with prices in the store's currency (its decimals: 2 for USD, 3 for TND), and its translations. */
export const productValidatorFor = perCurrency((currency) =>
  lettingColorIntentsThrough(
    withZod(withGridQuantity(productFormSchemaFor(currency).and(productTranslations).and(stockGrid).and(colorsPart).and(feedsPart))),
  ),
);
export const productCreateValidatorFor = perCurrency((currency) =>
  withZod(
    withGridQuantity(
      productFormSchemaFor(currency)
        .and(z.object({ images: imageFilesSchema(sayInvalid.atLeastOneImage()) }))
        .and(productTranslations)
        .and(stockGrid),
    ),
  ),
);
export const productCoverValidator = withZod(z.object({ images: imageFilesSchema(sayInvalid.atLeastOneImage()) }));

// ---------------------------------------------------------------------------------------------------------
// Codes: each variant's SKU and barcode, in the product page's own form (PUT /api/products/codes/{id}).

/** The variant's key in a code field's name: its colour's id, or `none` for a product without colours. */
const NO_COLOR = "none";
const codeFieldPattern = /^(sku|barcode):(\d{1,10}|none):([a-z0-9-]{1,12})$/;

/** The name of a variant's SKU or barcode input: `sku:12:m`; flat, since the form library reads dots as paths. */
export function codeFieldName(code: "sku" | "barcode", colorId: number | null, size: string): string {
  return `${code}:${colorId ?? NO_COLOR}:${size}`;
}

/** The variants a posted Codes form names, in the shape the API takes ("" keeps a SKU, removes a barcode). */
function postedVariantCodes(values: Record<string, unknown>) {
  const variants = new Map<
    string,
    { colorId: number | null; size: string; sku?: string; barcode?: string; fields: Record<string, string> }
  >();
  for (const [name, value] of Object.entries(values)) {
    const match = codeFieldPattern.exec(name);
    if (!match || typeof value !== "string") continue;
    const [, code, color, size] = match;
    const key = `${color}:${size}`;
    const variant = variants.get(key) ?? { colorId: color === NO_COLOR ? null : Number(color), size, fields: {} };
    variant[code as "sku" | "barcode"] = value;
    variant.fields[code] = name;
    variants.set(key, variant);
  }
  return [...variants.values()];
}

/**
 * The Codes form, checked with the API's own variantCodesSchema: each error beside the input it is about (a SKU
 * written twice, a barcode whose check digit is wrong).
 */
export const variantCodesValidator = withZod(
  z.record(z.unknown()).transform((values, ctx) => {
    const posted = postedVariantCodes(values);
    const parsed = variantCodesSchema.safeParse({ variants: posted.map(({ fields: _fields, ...variant }) => variant) });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) {
      const [, index, field] = issue.path;
      const variant = typeof index === "number" ? posted[index] : undefined;
      const name = variant && (field === "sku" || field === "barcode") ? variant.fields[field] : "codes";
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: [name ?? "codes"], message: issue.message });
    }
    return z.NEVER;
  }),
);

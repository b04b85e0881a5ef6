/**
 * The validators of the back-office forms: the shared zod schemas of app/lib,
 * wrapped once for remix-validated-form, plus the file fields the API checks again.
 */
import { withZod } from "@remix-validated-form/with-zod";
import { z } from "zod";
import { LOCALES, type Currency } from "~/lib/i18n";
import { ACCEPTED_IMAGE_EXTENSIONS, IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD_MAX } from "~/lib/limits";
import { sayInvalid, validationEn } from "~/lib/validation-messages";
import { TRANSLATION_LOCALES } from "~/lib/types";
import { everySize, ONE_SIZE, sizeSetOf, sizesOf, totalStock, type SizeStock } from "~/lib/sizes";
import {
  loginSchema,
  postFormSchema,
  postTranslationsSchema,
  productFormSchemaFor,
  productTranslationsSchema,
  profileSchema,
  orderNoteSchema,
  orderStageChangeSchema,
  roleChangeSchema,
  shippingRatesSchemaFor,
  sizesSchema,
  sizeStockSchema,
  userCreateSchema,
} from "~/lib/schemas";
import { formText } from "~/lib/form-check";

/** A File from the browser's FormData or from the Web FormData of the action. */
function isFile(value: unknown): value is File {
  return typeof value === "object" && value !== null && typeof (value as Blob).size === "number" && "name" in value;
}

const imageName = new RegExp(`\\.(${ACCEPTED_IMAGE_EXTENSIONS.join("|")})$`, "i");

/** An empty file input still posts one nameless, empty file: it counts as no file. */
function chosenFiles(value: unknown): File[] {
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];
  return list.filter((v): v is File => isFile(v) && v.size > 0 && v.name !== "");
}

const imageFile = z
  .custom<File>(isFile)
  .refine((file) => imageName.test(file.name), validationEn["api.fileNotImage"])
  .refine((file) => file.size <= IMAGE_MAX_BYTES, validationEn["api.fileTooLarge"]);

/** One or more png, jpg, jpeg or gif files. */
export const imageFilesSchema = (requiredMessage: string) =>
  z.preprocess(chosenFiles, z.array(imageFile).min(1, requiredMessage).max(IMAGES_PER_UPLOAD_MAX, validationEn["api.tooManyFiles"]));

/** Exactly one image file. */
export const imageFileSchema = (requiredMessage: string) =>
  z.preprocess((value) => chosenFiles(value)[0], z.custom<File>(isFile, requiredMessage).pipe(imageFile));

export { chosenFiles };

const productTextFields = ["name", "price", "compareAtPrice", "quantity", "type", "category", "description"] as const;
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
  // The read-only Quantity of a type sold in sizes shows the total of what was typed, as it does live with JavaScript.
  const quantity = hasStockGrid(values.type) ? String(totalStock(readStockGrid(values.type, stock).sizes)) : values.quantity;
  return { ...values, quantity, ...stock, translations: typedTranslations(form, productTranslatedFields) };
}

export const loginValidator = withZod(loginSchema);

/** Built once per currency: a form keeps the same validator object from render to render. */
function perCurrency<T>(build: (currency: Currency) => T): (currency: Currency) => T {
  const built = new Map<Currency, T>();
  return (currency) => {
    let validator = built.get(currency);
    if (!validator) built.set(currency, (validator = build(currency)));
    return validator;
  };
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
    if (!hasStockGrid(type)) return { sizes: null };
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
    return hasStockGrid(type) ? { ...values, quantity: gridQuantity(type, values) } : raw;
  }, schema);
}

const postTranslations = { translations: postTranslationsSchema };

/** The product form with prices in the store's currency (its decimals: 2 for USD, 3 for TND), and its translations. */
export const productValidatorFor = perCurrency((currency) =>
  withZod(withGridQuantity(productFormSchemaFor(currency).and(productTranslations).and(stockGrid))),
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
/** An order moved on in its modal, and staff's own note on it. */
export const orderStageValidator = withZod(orderStageChangeSchema);
export const orderNoteValidator = withZod(orderNoteSchema);
/** The Shipping screen: a fee per governorate and the free-delivery threshold, in the store's currency. */
export const shippingValidatorFor = perCurrency((currency) => withZod(shippingRatesSchemaFor(currency)));
export const postValidator = withZod(postFormSchema.extend(postTranslations));
export const postCreateValidator = withZod(
  postFormSchema.extend({ cover: imageFileSchema(sayInvalid.required("cover image")), ...postTranslations }),
);
export const postCoverValidator = withZod(z.object({ cover: imageFileSchema(sayInvalid.required("cover image")) }));
export const avatarValidator = withZod(z.object({ file: imageFileSchema(sayInvalid.required("avatar")) }));
/** Profile: the account's name and e-mail, and the language the back office speaks to its owner. */
export const profileValidator = withZod(
  profileSchema.extend({
    locale: z.enum(LOCALES, { errorMap: () => ({ message: sayInvalid.oneOf("locale", LOCALES) }) }),
  }),
);
export const userCreateValidator = withZod(userCreateSchema);
export const roleChangeValidator = withZod(roleChangeSchema);

/** Forms whose only data is the button pressed (confirm, delete, log out). */
export const intentValidator = withZod(z.object({ intent: z.string().max(40).optional() }));

export const SEARCH_MAX = 100;

/** The GET forms of the lists: the search is bounded like the API's `q`. */
export const listFilterValidator = withZod(
  z
    .object({
      q: z.string().max(SEARCH_MAX, sayInvalid.maxLength("search", SEARCH_MAX)).optional(),
    })
    .passthrough(),
);

/**
 * The zod schemas shared by the forms (withZod), the Remix actions and the API.
 * Checks that need the database (stock, unique e-mail) live in the API only.
 */
import { z } from "zod";
import { isCategoryOf, productTypeValues } from "./catalog";
import { CURRENCY_DECIMALS, DEFAULT_CURRENCY, type Currency } from "./i18n";
import * as L from "./limits";
import { compareAmounts, formatMinor, maxAmount, parseMinor } from "./money";
import { sayInvalid, validationEn } from "./validation-messages";
import { assignableRoles } from "./roles";
import { everySize, isKnownSize, isSizeOf, ONE_SIZE } from "./sizes";
import { COLOR_HEX_PATTERN, COLOR_NAME_MAX, COLOR_NAME_MIN, colorFamilies, COLORS_PER_PRODUCT_MAX } from "./colors";
import { parseStoreDateTime } from "./store-time";
import * as D from "./discounts";
import { normalizeOrderReference } from "./order-reference";
import { orderLimitProblems } from "./order-limits";
import { orderStages } from "./order-stages";
import { places, tunisianStates } from "./states";
import { TRANSLATION_LOCALES } from "./types";

/** A text field: trimmed, required, with a length range named in the message. */
function text(field: string, min: number, max: number) {
  return z
    .string({ required_error: sayInvalid.required(field), invalid_type_error: sayInvalid.required(field) })
    .trim()
    .min(1, sayInvalid.required(field))
    .min(min, sayInvalid.lengthBetween(field, min, max))
    .max(max, sayInvalid.lengthBetween(field, min, max));
}

function optionalText(field: string, max: number) {
  return z
    .string({ invalid_type_error: sayInvalid.maxLength(field, max) })
    .trim()
    .max(max, sayInvalid.maxLength(field, max))
    .optional()
    .default("");
}

function email(field: string, max: number) {
  return z
    .string({ required_error: sayInvalid.required(field), invalid_type_error: sayInvalid.required(field) })
    .trim()
    .min(1, sayInvalid.required(field))
    .max(max, sayInvalid.maxLength(field, max))
    .email(sayInvalid.email(field));
}

/** Numbers arrive as strings from forms and from the spec's payloads; both are accepted. */
const numberLike = (field: string, wrongType: string) =>
  z
    .union([z.string(), z.number()], {
      errorMap: (_issue, ctx) => ({ message: ctx.data === undefined || ctx.data === null ? sayInvalid.required(field) : wrongType }),
    })
    .transform((v) => String(v).trim());

/**
 * A price in the store's currency (STORE_CURRENCY): a positive decimal with at most the currency's decimals
 * (2 for USD, 3 for TND), no larger than the database column holds (numeric 12,3: nine digits before the point),
 * written back exactly with the currency's decimals ("12.5" → "12.50" in USD, "12.500" in TND). Computed on the
 * decimal string (money.ts), never through a float. The browser and the API validate with the same currency:
 * the API with its configured one, the pages with the one the root loader passes.
 */
function buildPriceSchema(currency: Currency, field = "price", { zero = false } = {}) {
  const decimals = CURRENCY_DECIMALS[currency];
  const format = new RegExp(`^\\d+(\\.\\d{1,${decimals}})?$`);
  const max = maxAmount(currency);
  const formatMessage = zero ? sayInvalid.amountFormat(field, decimals) : sayInvalid.priceFormat(field, decimals);
  return numberLike(field, formatMessage)
    .refine((v) => v.length > 0, sayInvalid.required(field))
    .refine((v) => v.length <= L.PRICE_MAX_LENGTH, sayInvalid.maxLength(field, L.PRICE_MAX_LENGTH))
    .refine((v) => format.test(v) && (zero || parseMinor(v, decimals) > 0n), formatMessage)
    .refine((v) => !format.test(v) || compareAmounts(v, max) <= 0, sayInvalid.atMost(field, max))
    .transform((v) => formatMinor(parseMinor(v, decimals), decimals));
}

const priceSchemas = new Map<Currency, ReturnType<typeof buildPriceSchema>>();
/** The price field in a currency (built once per currency). */
export function priceSchemaFor(currency: Currency): ReturnType<typeof buildPriceSchema> {
  let schema = priceSchemas.get(currency);
  if (!schema) priceSchemas.set(currency, (schema = buildPriceSchema(currency)));
  return schema;
}

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

/** The price field in the default currency (USD, SPEC's); code that knows the store's currency uses priceSchemaFor. */
export const priceSchema = priceSchemaFor(DEFAULT_CURRENCY);

export const stockQuantitySchema = numberLike("quantity", sayInvalid.wholeNumber("quantity"))
  .refine((v) => v.length > 0, sayInvalid.required("quantity"))
  .refine((v) => v.length <= L.QUANTITY_MAX_LENGTH, sayInvalid.maxLength("quantity", L.QUANTITY_MAX_LENGTH))
  .refine((v) => /^\d+$/.test(v), sayInvalid.wholeNumber("quantity"))
  .transform((v) => Number(v));

/** Stock of one size, as the product form and the API send it. */
export const sizeStockSchema = z.object({
  size: z
    .string({ required_error: sayInvalid.required("size"), invalid_type_error: sayInvalid.required("size") })
    .trim()
    .toLowerCase()
    .refine(isKnownSize, (size) => ({ message: sayInvalid.sizeOfType(size) })),
  quantity: stockQuantitySchema,
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
    const total = rows.reduce((sum, row) => sum + row.quantity, 0);
    if (String(total).length > L.QUANTITY_MAX_LENGTH) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.maxLength("quantity", L.QUANTITY_MAX_LENGTH) });
    }
  });

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

export const loginSchema = z.object({
  email: email("email", L.CONTACT_EMAIL_MAX),
  password: z
    .string({ required_error: sayInvalid.required("password"), invalid_type_error: sayInvalid.required("password") })
    .min(1, sayInvalid.required("password"))
    .max(L.PASSWORD_MAX, sayInvalid.maxLength("password", L.PASSWORD_MAX)),
});

export const contactSchema = z.object({
  name: text("name", 1, L.CONTACT_NAME_MAX),
  email: email("email", L.CONTACT_EMAIL_MAX),
  subject: text("subject", 1, L.CONTACT_SUBJECT_MAX),
  message: text("message", 1, L.CONTACT_MESSAGE_MAX),
  deviceType: optionalText("deviceType", L.USER_AGENT_MAX),
});

/**
 * The newsletter form: an address, and the shopper's own tick that she agrees to receive it (consent is never
 * assumed). A form sends the box's "yes"; the API takes true.
 */
export const newsletterSchema = z.object({
  email: email("email", L.CONTACT_EMAIL_MAX),
  consent: z.union([z.literal(true), z.literal("yes")], { errorMap: () => ({ message: validationEn["invalid.consent"] }) }),
});

export const newsletterUnsubscribeSchema = z.object({
  token: z
    .string({ required_error: sayInvalid.required("token"), invalid_type_error: sayInvalid.required("token") })
    .trim()
    .min(1, sayInvalid.required("token"))
    .max(L.NEWSLETTER_TOKEN_MAX, sayInvalid.maxLength("token", L.NEWSLETTER_TOKEN_MAX)),
});

/** A Tunisian telephone number as the shopper types it: eight digits, without the +216 the form shows beside it. */
function telephoneRule() {
  return z
    .string({ required_error: sayInvalid.required("telephone"), invalid_type_error: sayInvalid.exactDigits("telephone", 8) })
    .trim()
    .min(1, sayInvalid.required("telephone"))
    .regex(new RegExp(`^\\d{${L.TELEPHONE_LENGTH}}$`), sayInvalid.exactDigits("telephone", L.TELEPHONE_LENGTH));
}

export const shippingSchema = z.object({
  fullName: text("fullName", L.NAME_MIN, L.NAME_MAX),
  telephone: telephoneRule(),
  state: z
    .string({ required_error: sayInvalid.required("state"), invalid_type_error: sayInvalid.required("state") })
    .min(1, sayInvalid.required("state"))
    .refine((v) => (tunisianStates as readonly string[]).includes(v), sayInvalid.oneOf("state", tunisianStates)),
  city: text("city", L.NAME_MIN, L.NAME_MAX),
  street: optionalText("street", L.STREET_MAX),
  zip: text("zip", L.NAME_MIN, L.NAME_MAX),
  place: z.enum(places, { errorMap: () => ({ message: sayInvalid.oneOf("place", places) }) }).default("Home"),
});

/** A cart line as the storefront keeps it: only id and quantity are read; price or name are ignored. */
/** A whole number sent as a number or as digits: booleans and "1e3" are not ids. */
function wholeNumber(field: string, min: number, max: number, tooBig: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, sayInvalid.positiveWholeNumber(field)),
      ],
      {
        errorMap: () => ({ message: sayInvalid.positiveWholeNumber(field) }),
      },
    )
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= min, sayInvalid.positiveWholeNumber(field))
    .refine((n) => n <= max, tooBig);
}

export const orderLineSchema = z.object({
  id: wholeNumber("product id", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("product id")),
  quantity: wholeNumber("quantity", 1, L.ORDER_LINE_QUANTITY_MAX, sayInvalid.atMost("quantity", L.ORDER_LINE_QUANTITY_MAX)),
  /** The colour wanted, by its id; required for a product with colours, refused for one without. */
  color: wholeNumber("color", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("color"))
    .optional()
    .describe("The id of the colour wanted (a product's colors[].id); required for a product with colours, left out otherwise"),
  /** The size wanted (app/lib/sizes.ts); may be left out for a product that comes in one size only. */
  size: z
    .string({ invalid_type_error: sayInvalid.required("size") })
    .trim()
    .toLowerCase()
    .refine(isKnownSize, (size) => ({ message: sayInvalid.sizeOfType(size) }))
    .optional()
    .describe("The size wanted (xs…xxl, 2-3y…12-13y, 35…46, one); may be left out when the product comes in one size only"),
});

/** A discount code as a shopper types it: found whatever its case or spacing (app/lib/discounts.ts); "" is none. */
const shopperCodeSchema = z
  .string({ invalid_type_error: sayInvalid.required("discountCode") })
  .trim()
  .max(D.DISCOUNT_CODE_MAX * 2, sayInvalid.maxLength("discountCode", D.DISCOUNT_CODE_MAX * 2))
  .optional()
  .transform((code) => code || undefined);

function buildOrderSchema(limits: L.OrderLimits) {
  return shippingSchema.extend({
    discountCode: shopperCodeSchema.describe(
      "A discount code (optional, any case). The server works out what it takes off; when it does not apply, the order is refused (409) with the reason",
    ),
    products: z
      .array(orderLineSchema, { required_error: validationEn["api.orderEmpty"], invalid_type_error: validationEn["api.orderEmpty"] })
      .min(1, validationEn["api.orderEmpty"])
      .max(L.ORDER_LINES_MAX, sayInvalid.atMost("products", L.ORDER_LINES_MAX))
      .superRefine((lines, ctx) => {
        for (const problem of orderLimitProblems(lines, limits)) {
          if (problem.kind === "line") {
            ctx.addIssue({
              code: z.ZodIssueCode.custom,
              path: [problem.index, "quantity"],
              message: sayInvalid.lineUnitsMax(problem.index + 1, problem.max),
            });
          } else {
            ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.orderUnitsMax(problem.max) });
          }
        }
      })
      .describe(
        `The lines of the order: at most ${L.ORDER_LINES_MAX}, each product and size at most the shop's ORDER_LINE_MAX_UNITS ` +
          `(${L.ORDER_LIMITS_DEFAULT.lineUnits} by default), the order at most ORDER_MAX_UNITS units (${L.ORDER_LIMITS_DEFAULT.orderUnits} by default)`,
      ),
  });
}

const orderSchemas = new Map<string, ReturnType<typeof buildOrderSchema>>();
/** An order under the shop's limits (built once per pair of limits). */
export function orderSchemaFor(limits: L.OrderLimits): ReturnType<typeof buildOrderSchema> {
  const key = `${limits.lineUnits}/${limits.orderUnits}`;
  let schema = orderSchemas.get(key);
  if (!schema) orderSchemas.set(key, (schema = buildOrderSchema(limits)));
  return schema;
}

/** An order under the default limits; the API checks with the shop's own (orderSchemaFor). */
export const orderSchema = orderSchemaFor(L.ORDER_LIMITS_DEFAULT);

/**
 * The delivery fees staff set (PUT /api/shipping, the back office's Shipping screen): a fee of 0 or more for
 * each governorate given, each at most once, and the subtotal from which delivery is free ("" or null: never).
 */
function buildShippingRatesSchema(currency: Currency) {
  return z.object({
    fees: z
      .array(
        z.object({
          state: z.enum(tunisianStates, { errorMap: () => ({ message: sayInvalid.oneOf("state", tunisianStates) }) }),
          fee: buildPriceSchema(currency, "fee", { zero: true }),
        }),
        { required_error: sayInvalid.required("fees"), invalid_type_error: sayInvalid.required("fees") },
      )
      .max(tunisianStates.length, sayInvalid.atMost("fees", tunisianStates.length))
      .refine((rows) => new Set(rows.map((row) => row.state)).size === rows.length, sayInvalid.listedTwice("state")),
    freeShippingOver: z
      .preprocess((v) => (v === "" ? null : v), buildPriceSchema(currency, "freeShippingOver").nullable())
      .default(null)
      .describe('The subtotal from which delivery is free, with the currency\'s decimals; null or "": no free delivery'),
  });
}

const shippingRatesSchemas = new Map<Currency, ReturnType<typeof buildShippingRatesSchema>>();
/** The delivery fees' rules in a currency (built once per currency). */
export function shippingRatesSchemaFor(currency: Currency): ReturnType<typeof buildShippingRatesSchema> {
  let schema = shippingRatesSchemas.get(currency);
  if (!schema) shippingRatesSchemas.set(currency, (schema = buildShippingRatesSchema(currency)));
  return schema;
}

/** A staff member moves an order on (PUT /api/orders/stage/{id}): the stage, and what goes with it. */
export const orderStageChangeSchema = z.object({
  stage: z.enum(orderStages, { errorMap: () => ({ message: sayInvalid.oneOf("stage", orderStages) }) }),
  note: optionalText("note", L.ORDER_NOTE_MAX),
  carrier: optionalText("carrier", L.CARRIER_MAX),
  trackingNumber: optionalText("trackingNumber", L.TRACKING_NUMBER_MAX),
});

/** Staff's own note on an order (PUT /api/orders/note/{id}). */
export const orderNoteSchema = z.object({ note: optionalText("note", L.ORDER_NOTE_MAX) });

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
    const names = colors.map((color) => color.name.toLowerCase());
    if (new Set(names).size !== names.length) ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.listedTwice("colour name") });
    const total = colors.reduce((sum, color) => sum + color.sizes.reduce((n, row) => n + row.quantity, 0), 0);
    if (String(total).length > L.QUANTITY_MAX_LENGTH) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.maxLength("quantity", L.QUANTITY_MAX_LENGTH) });
    }
  });

export const postFormSchema = z.object({
  title: text("title", L.NAME_MIN, L.NAME_MAX),
  description: text("description", L.DESCRIPTION_MIN, L.DESCRIPTION_MAX),
  categories: optionalText("categories", L.POST_FREE_TEXT_MAX),
  tags: optionalText("tags", L.POST_FREE_TEXT_MAX),
  content: z
    .string({ invalid_type_error: sayInvalid.maxLength("content", L.POST_CONTENT_MAX) })
    .max(L.POST_CONTENT_MAX, sayInvalid.maxLength("content", L.POST_CONTENT_MAX))
    .optional()
    .default(""),
});

/**
 * A translated text (French or Arabic) of a product or a post. An empty string, only spaces, or null means
 * "not translated": the English text shows instead. Any other text has the English field's own checks,
 * with the field named by its path (`translations.fr.name must be between 3 and 20 characters`).
 */
function translatedText(field: string, min: number, max: number) {
  const message = min > 0 ? sayInvalid.lengthBetween(field, min, max) : sayInvalid.maxLength(field, max);
  return z
    .string()
    .nullable()
    .transform((value) => (value ?? "").trim())
    .refine((value) => value === "" || (value.length >= min && value.length <= max), message)
    .optional()
    .describe(`${min > 0 ? `${min} to ${max}` : `At most ${max}`} characters; "" (or null) for none: the English text shows instead.`);
}

/** An object that names each key it does not know, rather than zod's "Unrecognized key(s)". */
function knownKeysOnly(path: string, what: string, known: readonly string[]): z.ZodErrorMap {
  return (issue, ctx) => {
    if (issue.code !== z.ZodIssueCode.unrecognized_keys) return { message: ctx.defaultError };
    const names = issue.keys.map((key) => `${path}.${key}`).join(", ");
    return { message: `${names} ${issue.keys.length > 1 ? "are" : "is"} not ${what} (${known.join(", ")})` };
  };
}

/** The translatable fields of each kind, with the English field's length range. */
export const productTranslationLimits = {
  name: [L.NAME_MIN, L.NAME_MAX],
  description: [L.DESCRIPTION_MIN, L.DESCRIPTION_MAX],
} as const;
export const postTranslationLimits = {
  title: [L.NAME_MIN, L.NAME_MAX],
  description: [L.DESCRIPTION_MIN, L.DESCRIPTION_MAX],
  content: [0, L.POST_CONTENT_MAX],
  categories: [0, L.POST_FREE_TEXT_MAX],
} as const;

function buildTranslationsSchema<F extends string>(kind: string, limits: Record<F, readonly [number, number]>) {
  const fields = Object.keys(limits) as F[];
  const language = (locale: (typeof TRANSLATION_LOCALES)[number]) =>
    z
      .object(
        Object.fromEntries(
          fields.map((field) => [field, translatedText(`translations.${locale}.${field}`, limits[field][0], limits[field][1])]),
        ) as Record<F, ReturnType<typeof translatedText>>,
        { errorMap: knownKeysOnly(`translations.${locale}`, `a field of a ${kind} translation`, fields) },
      )
      .strict();
  return z
    .object(
      { fr: language("fr").optional(), ar: language("ar").optional() },
      { errorMap: knownKeysOnly("translations", "a language the store translates into", TRANSLATION_LOCALES) },
    )
    .strict()
    .nullable()
    .optional();
}

/**
 * `translations` of a product payload: `{ fr?: { name?, description? }, ar?: { … } }`. A field sent replaces the
 * stored translation ("" removes it); a field not sent keeps it. English stays in `name` and `description`.
 */
export const productTranslationsSchema = buildTranslationsSchema("product", productTranslationLimits).describe(
  "French (fr) and Arabic (ar) texts of the product: name and description, each with the English field's limits. " +
    'A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept.',
);

/** `translations` of a post payload: `{ fr?: { title?, description?, content?, categories? }, ar?: { … } }`; content is sanitized like the English one. */
export const postTranslationsSchema = buildTranslationsSchema("post", postTranslationLimits).describe(
  "French (fr) and Arabic (ar) texts of the post: title, description, content (HTML, sanitized like the English content) and categories, " +
    'each with the English field\'s limits. A field sent replaces the stored translation; "" (or null) removes it, and the English text shows instead; a field not sent is kept.',
);

export const profileSchema = z.object({
  username: text("username", L.NAME_MIN, L.NAME_MAX),
  email: email("email", L.EMAIL_MAX),
});

export const roleSchema = z.enum(assignableRoles, {
  errorMap: () => ({ message: sayInvalid.oneOf("role", assignableRoles) }),
});

export const userCreateSchema = profileSchema.extend({
  password: z
    .string({ required_error: sayInvalid.required("password"), invalid_type_error: sayInvalid.required("password") })
    .min(1, sayInvalid.required("password"))
    .min(L.PASSWORD_MIN, sayInvalid.passwordLength(L.PASSWORD_MIN, L.PASSWORD_MAX))
    .max(L.PASSWORD_MAX, sayInvalid.passwordLength(L.PASSWORD_MIN, L.PASSWORD_MAX)),
  role: roleSchema,
});

export const roleChangeSchema = z.object({ role: roleSchema });

/** zod's own wording ("Required", "Expected object, received null", "Invalid input") rewritten as a sentence. */
function humanMessage(issue: z.ZodIssue): string {
  const field = issue.path.filter((p): p is string => typeof p === "string").join(".");
  if (issue.code === z.ZodIssueCode.invalid_type && (issue.message === "Required" || issue.message.startsWith("Expected "))) {
    if (issue.path.length === 0) return "The request body must be a JSON object";
    if (issue.received === "undefined") return sayInvalid.required(field || "each item");
    return `${field || "each item"} must be of type ${issue.expected}`;
  }
  if (issue.code === z.ZodIssueCode.invalid_union && issue.message === "Invalid input") {
    return `${field || "each item"} has a value of the wrong type`;
  }
  return issue.message;
}

/** Messages of a failed zod parse, one human sentence per problem, without repeats. */
export function issueMessages(error: z.ZodError): string[] {
  return [...new Set(error.issues.map(humanMessage))];
}

/** Order tracking: the order's number as the shopper has it (any case, with or without dashes) and her telephone. */
export const trackOrderSchema = z.object({
  reference: z
    .string({ required_error: sayInvalid.required("reference"), invalid_type_error: sayInvalid.required("reference") })
    .trim()
    .min(1, sayInvalid.required("reference"))
    .max(L.ORDER_REFERENCE_INPUT_MAX, sayInvalid.orderReference("reference"))
    .refine((value) => normalizeOrderReference(value) !== null, sayInvalid.orderReference("reference")),
  telephone: telephoneRule(),
});

/** A date and time, or "" / null for none (app/lib/date-time.ts parseStoreDateTime: without an offset, Tunis time). */
function storeDateTime(field: string) {
  return z
    .string({ invalid_type_error: sayInvalid.dateTime(field) })
    .nullable()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || value.trim() === "") return null;
      const date = parseStoreDateTime(value);
      if (!date) ctx.addIssue({ code: z.ZodIssueCode.custom, message: sayInvalid.dateTime(field) });
      return date;
    });
}

/** An optional whole number ("" or null: none). */
function optionalWhole(field: string, min: number, max: number) {
  return z.preprocess(
    (value) => (value === "" || value === null ? undefined : value),
    wholeNumber(field, min, max, sayInvalid.atMost(field, max)).optional(),
  );
}

/** A discount code as staff write it (POST /api/discounts, PUT /api/discounts/{id}, the back office's form). */
function buildDiscountSchema(currency: Currency) {
  const optionalAmount = (field: string) =>
    z.preprocess((v) => (v === "" || v === null ? undefined : v), buildPriceSchema(currency, field).optional()).transform((v) => v ?? null);
  return z
    .object({
      code: z
        .string({ required_error: sayInvalid.required("code"), invalid_type_error: sayInvalid.required("code") })
        .transform(D.normalizeCode)
        .refine(D.isValidCode, sayInvalid.discountCode("code", D.DISCOUNT_CODE_MIN, D.DISCOUNT_CODE_MAX))
        .describe("Letters, digits and dashes; stored upper case. Codes that read the same (O/0, I/L/1, dashes) cannot both exist"),
      kind: z.enum(D.discountKinds, { errorMap: () => ({ message: sayInvalid.oneOf("kind", D.discountKinds) }) }),
      percent: optionalWhole("percent", D.DISCOUNT_PERCENT_MIN, D.DISCOUNT_PERCENT_MAX)
        .transform((v) => v ?? null)
        .describe("Whole percent off the qualifying lines (kind percent), 1–100"),
      amount: optionalAmount("amount").describe("The amount off the qualifying lines (kind fixed), never more than they cost"),
      startsAt: storeDateTime("startsAt").describe("From when it applies; ISO 8601, Tunis time without an offset; null: at once"),
      endsAt: storeDateTime("endsAt").describe("Until when it applies (excluded); null: no end"),
      minSubtotal: optionalAmount("minSubtotal").describe("The subtotal the cart must reach; null: none"),
      productTypes: z
        .array(z.enum(productTypeValues, { errorMap: () => ({ message: sayInvalid.oneOf("productTypes", productTypeValues) }) }), {
          invalid_type_error: sayInvalid.oneOf("productTypes", productTypeValues),
        })
        .max(productTypeValues.length)
        .optional()
        .transform((types) => [...new Set(types ?? [])])
        .describe("The product types it applies to; empty: every type"),
      excludeSale: z
        .boolean({ invalid_type_error: sayInvalid.required("excludeSale") })
        .optional()
        .default(false),
      maxUses: optionalWhole("maxUses", 1, D.DISCOUNT_USES_MAX)
        .transform((v) => v ?? null)
        .describe("How many orders may use it in all (cancelled and returned orders give theirs back); null: no limit"),
      oncePerPhone: z
        .boolean({ invalid_type_error: sayInvalid.required("oncePerPhone") })
        .optional()
        .default(false),
      paused: z
        .boolean({ invalid_type_error: sayInvalid.required("paused") })
        .optional()
        .default(false),
      note: optionalText("note", D.DISCOUNT_NOTE_MAX),
    })
    .superRefine((code, ctx) => {
      if (code.kind === "percent" && code.percent === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["percent"], message: sayInvalid.discountTerm("percent", "percent") });
      }
      if (code.kind === "fixed" && code.amount === null) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["amount"], message: sayInvalid.discountTerm("amount", "fixed") });
      }
      if (code.startsAt && code.endsAt && code.endsAt <= code.startsAt) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["endsAt"], message: sayInvalid.endsBeforeStart() });
      }
    });
}

const discountSchemas = new Map<Currency, ReturnType<typeof buildDiscountSchema>>();
/** A discount code's rules in a currency (built once per currency). */
export function discountSchemaFor(currency: Currency): ReturnType<typeof buildDiscountSchema> {
  let schema = discountSchemas.get(currency);
  if (!schema) discountSchemas.set(currency, (schema = buildDiscountSchema(currency)));
  return schema;
}

/** What the storefront asks of a code (POST /api/discounts/check): the code and the cart, the governorate when known. */
export const discountCheckSchema = z.object({
  code: z
    .string({ required_error: sayInvalid.required("code"), invalid_type_error: sayInvalid.required("code") })
    .trim()
    .min(1, sayInvalid.required("code"))
    .max(D.DISCOUNT_CODE_MAX * 2, sayInvalid.maxLength("code", D.DISCOUNT_CODE_MAX * 2)),
  products: z
    .array(orderLineSchema.pick({ id: true, quantity: true }), { required_error: validationEn["api.orderEmpty"] })
    .min(1, validationEn["api.orderEmpty"])
    .max(L.ORDER_LINES_MAX, sayInvalid.atMost("products", L.ORDER_LINES_MAX)),
  state: z
    .enum(tunisianStates, { errorMap: () => ({ message: sayInvalid.oneOf("state", tunisianStates) }) })
    .optional()
    .describe("The governorate, for the delivery fee; left out, the highest fee is assumed"),
});

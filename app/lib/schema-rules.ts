/**
 * The building blocks of the zod schemas (app/lib/*-schemas.ts): text, e-mail, price, whole number and telephone
 * rules, the translations object, and zod's issues as sentences. Each form's schemas live in the module of its own
 * domain, so that a page's script carries the rules of its own forms only (esbuild splits by module).
 */
import { z } from "zod";
import { CURRENCY_DECIMALS, DEFAULT_CURRENCY, type Currency } from "./i18n";
import * as L from "./limits";
import { compareAmounts, formatMinor, maxAmount, parseMinor } from "./money";
import { sayInvalid } from "./validation-messages";
import { TRANSLATION_LOCALES } from "./types";

/** A text field: trimmed, required, with a length range named in the message. */
export function text(field: string, min: number, max: number) {
  return z
    .string({ required_error: sayInvalid.required(field), invalid_type_error: sayInvalid.required(field) })
    .trim()
    .min(1, sayInvalid.required(field))
    .min(min, sayInvalid.lengthBetween(field, min, max))
    .max(max, sayInvalid.lengthBetween(field, min, max));
}

export function optionalText(field: string, max: number) {
  return z
    .string({ invalid_type_error: sayInvalid.maxLength(field, max) })
    .trim()
    .max(max, sayInvalid.maxLength(field, max))
    .optional()
    .default("");
}

export function email(field: string, max: number) {
  return z
    .string({ required_error: sayInvalid.required(field), invalid_type_error: sayInvalid.required(field) })
    .trim()
    .min(1, sayInvalid.required(field))
    .max(max, sayInvalid.maxLength(field, max))
    .email(sayInvalid.email(field));
}

/** An e-mail address that may be left empty ("" or absent is none), checked like any other when given. */
export function optionalEmail(field: string, max: number) {
  return z
    .string({ invalid_type_error: sayInvalid.email(field) })
    .trim()
    .max(max, sayInvalid.maxLength(field, max))
    .refine((value) => value === "" || z.string().email().safeParse(value).success, sayInvalid.email(field))
    .optional()
    .transform((value) => value || undefined);
}

/** Numbers arrive as strings from forms and from the spec's payloads; both are accepted. */
export const numberLike = (field: string, wrongType: string) =>
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
export function buildPriceSchema(currency: Currency, field = "price", { zero = false } = {}) {
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

/** The price field in the default currency (USD, SPEC's); code that knows the store's currency uses priceSchemaFor. */
export const priceSchema = priceSchemaFor(DEFAULT_CURRENCY);

/** A Tunisian telephone number as the shopper types it: eight digits, without the +216 the form shows beside it. */
export function telephoneRule() {
  return z
    .string({ required_error: sayInvalid.required("telephone"), invalid_type_error: sayInvalid.exactDigits("telephone", 8) })
    .trim()
    .min(1, sayInvalid.required("telephone"))
    .regex(new RegExp(`^\\d{${L.TELEPHONE_LENGTH}}$`), sayInvalid.exactDigits("telephone", L.TELEPHONE_LENGTH));
}

/** A whole number sent as a number or as digits: booleans and "1e3" are not ids. */
export function wholeNumber(field: string, min: number, max: number, tooBig: string) {
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

export function buildTranslationsSchema<F extends string>(kind: string, limits: Record<F, readonly [number, number]>) {
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

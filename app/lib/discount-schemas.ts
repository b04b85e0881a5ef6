/** The zod schema of a discount code as staff write it (the API and the back office's form). */
import { z } from "zod";
import { productTypeValues } from "./catalog";
import { type Currency } from "./i18n";
import { sayInvalid } from "./validation-messages";
import { parseStoreDateTime } from "./store-time";
import * as D from "./discounts";
import { buildPriceSchema, optionalText, wholeNumber } from "./schema-rules";

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
        .describe("How many orders may use it in all (cancelled, returned and refused orders give theirs back); null: no limit"),
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

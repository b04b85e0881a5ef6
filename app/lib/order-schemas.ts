/**
 * The zod schemas of orders: the shopper's delivery details and cart (the checkout and POST /api/orders), order
 * tracking, the code check, and what staff set on an order and on delivery fees.
 */
import { z } from "zod";
import { LOCALES, type Currency } from "./i18n";
import * as L from "./limits";
import { sayInvalid, validationEn } from "./validation-messages";
import { isKnownSize } from "./sizes";
import { DISCOUNT_CODE_MAX } from "./discounts";
import { normalizeOrderReference } from "./order-reference";
import { orderLimitProblems } from "./order-limits";
import { orderStages } from "./order-stages";
import { RETURN_NOTE_MAX } from "./returns";
import { SKU_MAX_LENGTH } from "./sku";
import { places, tunisianStates } from "./states";
import { buildPriceSchema, optionalEmail, optionalText, telephoneRule, text, wholeNumber } from "./schema-rules";
import { SHOPPER_EMAIL_MAX } from "./shopper-mail";

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
  email: optionalEmail("email", SHOPPER_EMAIL_MAX).describe(
    "The shopper's e-mail, optional: for the messages about this order only, never the newsletter",
  ),
});

/** A cart line as the storefront keeps it: only id and quantity are read; price or name are ignored. */

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
  .max(DISCOUNT_CODE_MAX * 2, sayInvalid.maxLength("discountCode", DISCOUNT_CODE_MAX * 2))
  .optional()
  .transform((code) => code || undefined);

function buildOrderSchema(limits: L.OrderLimits) {
  return shippingSchema.extend({
    locale: z
      .enum(LOCALES, { errorMap: () => ({ message: sayInvalid.oneOf("locale", LOCALES) }) })
      .optional()
      .describe("The language of the page the order was placed from (en when left out): the shopper's messages speak it"),
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

/** Pieces of an order line, a whole number from 0 (the order's lines cap it, the API checks): kept at the door, or coming back. */
function pieces(field: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,10}$/, sayInvalid.wholeNumber(field)),
      ],
      {
        errorMap: () => ({ message: sayInvalid.wholeNumber(field) }),
      },
    )
    .transform(Number)
    .refine((n) => Number.isInteger(n) && n >= 0, sayInvalid.wholeNumber(field))
    .refine((n) => n <= L.ORDER_LINE_QUANTITY_MAX, sayInvalid.atMost(field, L.ORDER_LINE_QUANTITY_MAX));
}

const deliveryLine = z.object({
  id: wholeNumber("line id", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("line id")).describe(
    "The order line's own id (lineId in the order's answer)",
  ),
  kept: pieces("kept").describe("The pieces of the line the shopper kept: 0 up to the quantity ordered"),
});

/** Every line once, and at least one piece kept in all: keeping nothing is a refusal, its own stage. */
function deliveryLines<Line extends typeof deliveryLine>(line: Line) {
  return z
    .array(line, { required_error: sayInvalid.required("lines"), invalid_type_error: sayInvalid.required("lines") })
    .min(1, sayInvalid.required("lines"))
    .max(L.ORDER_LINES_MAX, sayInvalid.atMost("lines", L.ORDER_LINES_MAX))
    .refine((lines) => new Set(lines.map((row) => row.id)).size === lines.length, sayInvalid.listedTwice("line id"))
    .refine((lines) => lines.some((row) => row.kept > 0), sayInvalid.nothingKept());
}

/**
 * A parcel kept in part at the door (PUT /api/orders/delivery/{id}, docs/decisions/055): each line of the shipped
 * order with the pieces the shopper kept, and a note.
 */
export const orderDeliverySchema = z.object({
  lines: deliveryLines(deliveryLine).describe(
    "Every line of the order once, with the pieces kept; at least one piece in all (a parcel refused whole is a refusal)",
  ),
  note: optionalText("note", L.ORDER_NOTE_MAX),
});

/**
 * The back office's form of it: each line also carries the pieces ordered (a hidden field), so that more kept than
 * ordered is said beside the line at once, with JavaScript or by the action. The API checks against the order again.
 */
export const orderDeliveryFormSchema = z.object({
  lines: deliveryLines(deliveryLine.extend({ ordered: z.coerce.number().int().min(0) })).superRefine((lines, ctx) => {
    lines.forEach((row, index) => {
      if (row.kept > row.ordered) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "kept"], message: sayInvalid.keptAtMost(row.ordered) });
      }
    });
  }),
  note: optionalText("note", L.ORDER_NOTE_MAX),
});

/**
 * The return of some pieces of a delivered order (POST /api/orders/return/{id}): the lines coming back, each with
 * its pieces (lines left out, or with 0, stay with the shopper), and a note. The API checks them against the order.
 */
export const orderReturnSchema = z.object({
  lines: z
    .array(
      z.object({
        id: deliveryLine.shape.id,
        quantity: pieces("quantity").describe("The pieces of the line coming back: 0 up to those she kept and has not returned"),
      }),
      { required_error: sayInvalid.required("lines"), invalid_type_error: sayInvalid.required("lines") },
    )
    .min(1, sayInvalid.required("lines"))
    .max(L.ORDER_LINES_MAX, sayInvalid.atMost("lines", L.ORDER_LINES_MAX))
    .refine((lines) => new Set(lines.map((row) => row.id)).size === lines.length, sayInvalid.listedTwice("line id"))
    .refine((lines) => lines.some((row) => row.quantity > 0), sayInvalid.nothingReturned()),
  note: optionalText("note", RETURN_NOTE_MAX),
});

/**
 * The exchange of some pieces of a delivered order's line for another variant, named by its SKU
 * (POST /api/orders/exchange/{id}, docs/decisions/058).
 */
export const orderExchangeSchema = z.object({
  lineId: deliveryLine.shape.id.describe("The line she gives pieces of back (lineId in the order's answer)"),
  quantity: wholeNumber("quantity", 1, L.ORDER_LINE_QUANTITY_MAX, sayInvalid.atMost("quantity", L.ORDER_LINE_QUANTITY_MAX)).describe(
    "How many pieces she exchanges, each for one of the new variant",
  ),
  sku: z
    .string({ required_error: sayInvalid.required("sku"), invalid_type_error: sayInvalid.required("sku") })
    .trim()
    .min(1, sayInvalid.required("sku"))
    .max(SKU_MAX_LENGTH, sayInvalid.maxLength("sku", SKU_MAX_LENGTH))
    .describe("The SKU of the variant she takes instead: another colour or size of the product, or another product"),
  note: optionalText("note", RETURN_NOTE_MAX),
});

/** Which of the order's returns came back (PUT /api/orders/return-received/{id}). */
export const returnReceivedSchema = z.object({
  returnId: wholeNumber("returnId", 1, L.ID_MAX, sayInvalid.atMost("returnId", L.ID_MAX)).describe(
    "The return's id (in the order's returns)",
  ),
});

/** Staff's own note on an order (PUT /api/orders/note/{id}). */
export const orderNoteSchema = z.object({ note: optionalText("note", L.ORDER_NOTE_MAX) });

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

/** What the storefront asks of a code (POST /api/discounts/check): the code and the cart, the governorate when known. */
export const discountCheckSchema = z.object({
  code: z
    .string({ required_error: sayInvalid.required("code"), invalid_type_error: sayInvalid.required("code") })
    .trim()
    .min(1, sayInvalid.required("code"))
    .max(DISCOUNT_CODE_MAX * 2, sayInvalid.maxLength("code", DISCOUNT_CODE_MAX * 2)),
  products: z
    .array(orderLineSchema.pick({ id: true, quantity: true }), { required_error: validationEn["api.orderEmpty"] })
    .min(1, validationEn["api.orderEmpty"])
    .max(L.ORDER_LINES_MAX, sayInvalid.atMost("products", L.ORDER_LINES_MAX)),
  state: z
    .enum(tunisianStates, { errorMap: () => ({ message: sayInvalid.oneOf("state", tunisianStates) }) })
    .optional()
    .describe("The governorate, for the delivery fee; left out, the highest fee is assumed"),
});

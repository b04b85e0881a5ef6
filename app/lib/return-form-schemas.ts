/**
 * The back office's forms of a return of some pieces and of an exchange (docs/decisions/058), built on the API's
 * schemas (order-schemas.ts). Apart from them so that only the two pages that show these forms download them.
 */
import { z } from "zod";
import * as L from "./limits";
import { orderExchangeSchema } from "./order-schemas";
import { RETURN_NOTE_MAX } from "./returns";
import { optionalText, wholeNumber } from "./schema-rules";
import { SKU_MAX_LENGTH } from "./sku";
import { sayInvalid } from "./validation-messages";

/**
 * A return: each line also carries the pieces that can still come back (a hidden field), so that more is said
 * beside the line at once, with JavaScript or by the action. The API checks against the order again.
 */
export const orderReturnFormSchema = z.object({
  lines: z
    .array(
      z.object({
        id: wholeNumber("line id", 1, L.ID_MAX, sayInvalid.positiveWholeNumber("line id")),
        // Typed by staff, 0 by default: 0 leaves the line with her, so "1 or more" would be the wrong thing to say.
        quantity: z
          .string({ required_error: sayInvalid.wholeNumber("quantity"), invalid_type_error: sayInvalid.wholeNumber("quantity") })
          .trim()
          .regex(/^\d{1,10}$/, sayInvalid.wholeNumber("quantity"))
          .transform(Number),
        left: z.coerce.number().int().min(0),
      }),
      { required_error: sayInvalid.required("lines"), invalid_type_error: sayInvalid.required("lines") },
    )
    .min(1, sayInvalid.required("lines"))
    .max(L.ORDER_LINES_MAX, sayInvalid.atMost("lines", L.ORDER_LINES_MAX))
    .superRefine((lines, ctx) => {
      lines.forEach((row, index) => {
        if (row.quantity > row.left) {
          ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, "quantity"], message: sayInvalid.atMost("quantity", row.left) });
        }
      });
    })
    .refine((lines) => lines.some((row) => row.quantity > 0), sayInvalid.nothingReturned()),
  note: optionalText("note", RETURN_NOTE_MAX),
});

/** The SKU of the exchange form's list or of its text field: either may be empty, not both (checked below). */
const exchangeFormSku = z
  .string({ invalid_type_error: sayInvalid.maxLength("sku", SKU_MAX_LENGTH) })
  .trim()
  .max(SKU_MAX_LENGTH, sayInvalid.maxLength("sku", SKU_MAX_LENGTH))
  .optional()
  .default("");

/**
 * An exchange: the new variant chosen in the list of the product's other colours and sizes (`variant`), or typed
 * as another product's SKU (`otherSku`), which wins when both are given, so that a browser without JavaScript
 * needs nothing to switch between them. One of the two is required.
 */
export const orderExchangeFormSchema = z
  .object({
    lineId: orderExchangeSchema.shape.lineId,
    quantity: orderExchangeSchema.shape.quantity,
    variant: exchangeFormSku,
    otherSku: exchangeFormSku,
    note: optionalText("note", RETURN_NOTE_MAX),
  })
  .superRefine((form, ctx) => {
    if (!form.variant && !form.otherSku) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, path: ["variant"], message: sayInvalid.required("sku") });
    }
  });

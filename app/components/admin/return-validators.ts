/** The validators of the return and exchange pages, apart from order-validators so the order modal carries none. */
import { withZod } from "@remix-validated-form/with-zod";
import { orderExchangeFormSchema, orderReturnFormSchema } from "~/lib/return-form-schemas";

/** Pieces of a delivered order coming back, never more than can still come back (docs/decisions/058). */
export const orderReturnValidator = withZod(orderReturnFormSchema);
/** Pieces exchanged for another colour, size or product, named by its SKU. */
export const orderExchangeValidator = withZod(orderExchangeFormSchema);

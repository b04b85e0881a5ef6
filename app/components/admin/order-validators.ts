/** The validators of the order screens and of the delivery fees. */
import { withZod } from "@remix-validated-form/with-zod";
import { orderNoteSchema, orderStageChangeSchema, shippingRatesSchemaFor } from "~/lib/order-schemas";
import { perCurrency } from "./validators";

/** An order moved on in its modal, and staff's own note on it. */
export const orderStageValidator = withZod(orderStageChangeSchema);
export const orderNoteValidator = withZod(orderNoteSchema);
/** The Shipping screen: a fee per governorate and the free-delivery threshold, in the store's currency. */
export const shippingValidatorFor = perCurrency((currency) => withZod(shippingRatesSchemaFor(currency)));

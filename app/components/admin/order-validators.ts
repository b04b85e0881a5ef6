/** The validators of the order screens and of the delivery fees. */
import { withZod } from "@remix-validated-form/with-zod";
import { orderDeliveryFormSchema, orderNoteSchema, orderStageChangeSchema, shippingRatesSchemaFor } from "~/lib/order-schemas";
import { perCurrency } from "./validators";

/** An order moved on in its modal, and staff's own note on it. */
export const orderStageValidator = withZod(orderStageChangeSchema);
export const orderNoteValidator = withZod(orderNoteSchema);
/** A parcel kept in part at the door: the pieces kept of each line, never more than ordered (docs/decisions/055). */
export const orderDeliveryValidator = withZod(orderDeliveryFormSchema);
/** The Shipping screen: a fee per governorate and the free-delivery threshold, in the store's currency. */
export const shippingValidatorFor = perCurrency((currency) => withZod(shippingRatesSchemaFor(currency)));

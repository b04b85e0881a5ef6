import { checkForm, type FieldErrors, type FormAnswer } from "~/lib/form-check";
import { shippingSchema } from "~/lib/schemas";

/** The text fields of a posted form, to draw it again as the shopper typed it. */
export function typedValuesOf(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
}

/**
 * Sends a storefront form back to the page: the field errors (none when the API refused for another
 * reason, such as stock) and what the shopper typed, so that the form is drawn again as it was,
 * also without JavaScript.
 */
export function keepTypedValues(formId: string, values: Record<string, string>, fieldErrors: FieldErrors = {}): FormAnswer {
  return { formId, fieldErrors, values };
}

/**
 * The checkout dialog's rules, checked again on the server: without JavaScript their messages come from here.
 * (Server-only, so that the cart page does not download zod up front; the dialog loads it when used.)
 */
export function checkShippingForm(form: FormData) {
  return checkForm(shippingSchema, form);
}

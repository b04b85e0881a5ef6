/**
 * Keeps what the shopper typed when an action fails for a reason that is not a
 * field error (the API refused the order or the message). It uses the shape of
 * remix-validated-form's validationError answer, because that is what the
 * forms read back when the page is drawn without JavaScript.
 */
export function keepTypedValues(formId: string, values: Record<string, unknown>) {
  return { fieldErrors: {} as Record<string, string>, repopulateFields: values, formId };
}

/**
 * The languages an invoice prints in, apart from app/lib/invoices.ts so that pages linking to invoices (the back
 * office's order, the shopper's order page) never bundle the French number words that module brings.
 */
export const invoiceLanguages = ["fr", "ar", "en"] as const;
export type InvoiceLanguage = (typeof invoiceLanguages)[number];
/** French is the default, as Tunisian invoices are written. */
export const DEFAULT_INVOICE_LANGUAGE: InvoiceLanguage = "fr";

export function isInvoiceLanguage(value: unknown): value is InvoiceLanguage {
  return typeof value === "string" && (invoiceLanguages as readonly string[]).includes(value);
}

/**
 * The addresses of the invoice print pages: the staff's (`/orders/:orderId/invoices/:id`, by the order's and the
 * document's ids, as the API lists an order's documents) and the shopper's (`/order/:reference/invoices/:id`,
 * keyed by her order's reference, which cannot be guessed). A document that is not the order's is not found. Both
 * print in the language `?lang=` asks for, French by default, whatever the staff member's or the shop's language:
 * the server answers the whole document (`<html lang dir>` included) in it (app/locale.server.ts).
 */
import { DEFAULT_INVOICE_LANGUAGE, isInvoiceLanguage, type InvoiceLanguage } from "./invoice-languages";

const query = (language: InvoiceLanguage) => `?lang=${language}`;

export const invoicePaths = {
  staff: (orderId: number | string, id: number | string, language: InvoiceLanguage = DEFAULT_INVOICE_LANGUAGE) =>
    `/orders/${orderId}/invoices/${id}${query(language)}`,
  shopper: (reference: string, id: number | string, language: InvoiceLanguage = DEFAULT_INVOICE_LANGUAGE) =>
    `/order/${encodeURIComponent(reference)}/invoices/${id}${query(language)}`,
  /**
   * The shopper's invoice of an order, whatever its number: it leads to the invoice once issued, to her order's page
   * before (app/routes/order.$reference.invoice.tsx). Her delivered message links to it.
   */
  shopperLatest: (reference: string, language: InvoiceLanguage = DEFAULT_INVOICE_LANGUAGE) =>
    `/order/${encodeURIComponent(reference)}/invoice${query(language)}`,
  /** The same documents as PDF files. */
  staffPdf: (orderId: number | string, id: number | string, language: InvoiceLanguage = DEFAULT_INVOICE_LANGUAGE) =>
    `/orders/${orderId}/invoices/${id}/pdf${query(language)}`,
  shopperPdf: (reference: string, id: number | string, language: InvoiceLanguage = DEFAULT_INVOICE_LANGUAGE) =>
    `/order/${encodeURIComponent(reference)}/invoices/${id}/pdf${query(language)}`,
};

const printPaths = [/^\/orders\/[^/]+\/invoices\/[^/]+\/?$/, /^\/order\/[^/]+\/invoices\/[^/]+\/?$/];

/** Whether a path is one of the invoice print pages, whose language is the query's rather than the path's. */
export function isInvoicePrintPath(pathname: string): boolean {
  return printPaths.some((pattern) => pattern.test(pathname));
}

/** The language a print page was asked for, French when none or an unknown one is given. */
export function invoiceLanguageOf(value: string | null | undefined): InvoiceLanguage {
  return isInvoiceLanguage(value) ? value : DEFAULT_INVOICE_LANGUAGE;
}

/**
 * The loader data of both invoice print pages (the staff's and the shopper's): the document's view in the
 * language asked for, the page's controls in that language, and its title.
 */
import { localeInfo } from "~/lib/i18n";
import { invoiceText, invoiceView } from "~/lib/invoice-view";
import { invoiceLanguages, type InvoiceLanguage } from "~/lib/invoice-languages";
import type { Invoice } from "~/lib/invoices";
import type { InvoiceToolbar } from "./InvoiceDocument";

/** A print page is nobody else's and never stored: not by the browser's cache, not by the HTML cache. */
export const INVOICE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export function invoicePageData(
  invoice: Invoice,
  language: InvoiceLanguage,
  hrefIn: (language: InvoiceLanguage) => string,
  backHref: string,
) {
  const view = invoiceView(invoice, language);
  const toolbar: InvoiceToolbar = {
    languageLabel: invoiceText(language, "invoice.language"),
    // Each language is named in itself (Français, العربية, English), as a language menu does.
    languages: invoiceLanguages.map((other) => ({
      language: other,
      label: localeInfo[other].label,
      href: hrefIn(other),
      current: other === language,
    })),
    print: invoiceText(language, "invoice.print"),
    printHint: invoiceText(language, "invoice.printHint"),
    back: { href: backHref, label: invoiceText(language, "invoice.backToOrder") },
  };
  return { view, toolbar, title: invoiceText(language, "invoice.pageTitle", { document: view.title, number: view.number }) };
}

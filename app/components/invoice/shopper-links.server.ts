/**
 * The shopper's links to her invoice and credit note on her order's page, written on the server in the page's
 * language, so that the page adds markup only (no script, no dictionary). Each document opens in French, the
 * language Tunisian invoices are written in, and in the page's own language when it is another.
 */
import type { ApiClient } from "~/api-client.server";
import { localeInfo, type Locale } from "~/lib/i18n";
import { DEFAULT_INVOICE_LANGUAGE, isInvoiceLanguage, type InvoiceLanguage } from "~/lib/invoice-languages";
import { invoicePaths } from "~/lib/invoice-paths";
import { translate } from "~/lib/texts.server";

export interface ShopperInvoiceLinks {
  heading: string;
  documents: {
    id: number;
    label: string;
    links: { language: InvoiceLanguage; label: string; href: string; description: string }[];
  }[];
}

/** Null until the order has a document (or when they could not be read: the page shows the order all the same). */
export async function shopperInvoiceLinks(api: ApiClient, reference: string, locale: Locale): Promise<ShopperInvoiceLinks | null> {
  const answer = await api.invoices.ofReference(reference);
  if (!answer.ok) {
    if (answer.status !== 404) console.error("order invoices not read", answer.status, answer.error?.message);
    return null;
  }
  if (!answer.data.length) return null;
  const languages = [...new Set<InvoiceLanguage>([DEFAULT_INVOICE_LANGUAGE, ...(isInvoiceLanguage(locale) ? [locale] : [])])];
  return {
    heading: translate(locale, "invoice.yours"),
    documents: answer.data.map((document) => {
      const title = translate(locale, `invoice.title.${document.kind}`);
      return {
        id: document.id,
        label: translate(locale, "invoice.open", { document: title, number: document.number }),
        links: languages.map((language) => ({
          language,
          label: localeInfo[language].label,
          href: invoicePaths.shopper(reference, document.id, language),
          description: translate(locale, "invoice.openIn", {
            document: title,
            number: document.number,
            language: localeInfo[language].label,
          }),
        })),
      };
    }),
  };
}

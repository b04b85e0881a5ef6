/**
 * The loader data of both invoice print pages (the staff's and the shopper's): the document's view in the
 * language asked for, the page's controls in that language, and its title.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { localeInfo, localizedPath } from "~/lib/i18n";
import { invoiceLanguageOf, invoicePaths } from "~/lib/invoice-paths";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
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

const WHOLE_ID = /^\d{1,10}$/;

/**
 * The staff's page's data (its whole loader, here so that the route's browser build holds one server stand-in):
 * the order's document by id, 404 when it is not that order's.
 */
export async function staffInvoicePage(request: Request, context: AppLoadContext, params: Params) {
  const { token } = await requireStaff(request, context);
  const orderId = params.orderId ?? "";
  const id = params.id ?? "";
  if (!WHOLE_ID.test(orderId) || !WHOLE_ID.test(id)) throw new Response(null, { status: 404 });
  const answer = await apiClient(context, token).invoices.ofOrder(orderId);
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data.find((document) => document.id === Number(id)) : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
  const language = invoiceLanguageOf(new URL(request.url).searchParams.get("lang"));
  return invoicePageData(invoice, language, (other) => invoicePaths.staff(orderId, id, other), routes.order(orderId));
}

/** The shopper's page's data: her order's document by its reference, 404 when it is not that order's. */
export async function shopperInvoicePage(request: Request, context: AppLoadContext, params: Params) {
  const reference = params.reference ?? "";
  const id = params.id ?? "";
  if (!/^[0-9A-Za-z-]{1,40}$/.test(reference) || !WHOLE_ID.test(id)) throw new Response(null, { status: 404 });
  const answer = await apiClient(context, null).invoices.ofReference(reference);
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data.find((document) => document.id === Number(id)) : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
  const language = invoiceLanguageOf(new URL(request.url).searchParams.get("lang"));
  // Back to her order's page in the document's language (the store speaks the same three).
  const back = localizedPath(routes.orderConfirmation(invoice.content.order.reference), language);
  return invoicePageData(invoice, language, (other) => invoicePaths.shopper(reference, id, other), back);
}

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
import { invoicePdf, invoicePdfFileName } from "~/lib/invoice-pdf.server";
import { documentTitle } from "~/lib/seo";
import { storeNameOf } from "~/lib/seo.server";
import type { InvoiceToolbar } from "./InvoiceDocument";

/** A print page is nobody else's and never stored: not by the browser's cache, not by the HTML cache. */
export const INVOICE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

export function invoicePageData(found: InvoiceRequest, storeName: string) {
  const { invoice, language } = found;
  const view = invoiceView(invoice, language);
  const toolbar: InvoiceToolbar = {
    languageLabel: invoiceText(language, "invoice.language"),
    // Each language is named in itself (Français, العربية, English), as a language menu does.
    languages: invoiceLanguages.map((other) => ({
      language: other,
      label: localeInfo[other].label,
      href: found.pageIn(other),
      current: other === language,
    })),
    print: invoiceText(language, "invoice.print"),
    printHint: invoiceText(language, "invoice.printHint"),
    pdf: { href: found.pdfIn(language), label: invoiceText(language, "invoice.downloadPdf") },
    back: { href: found.backHref, label: invoiceText(language, "invoice.backToOrder") },
  };
  const pageTitle = invoiceText(language, "invoice.pageTitle", { document: view.title, number: view.number });
  return { view, toolbar, title: documentTitle(pageTitle, storeName) };
}

const WHOLE_ID = /^\d{1,10}$/;

/** One document with the language it is asked in, and the addresses of its page and PDF in each language. */
export interface InvoiceRequest {
  invoice: Invoice;
  language: InvoiceLanguage;
  pageIn: (language: InvoiceLanguage) => string;
  pdfIn: (language: InvoiceLanguage) => string;
  backHref: string;
}

/** The staff's document: the order's by id, 404 when it is not that order's. Every staff role; a guest signs in. */
export async function staffInvoice(request: Request, context: AppLoadContext, params: Params): Promise<InvoiceRequest> {
  const { token } = await requireStaff(request, context);
  const orderId = params.orderId ?? "";
  const id = params.id ?? "";
  if (!WHOLE_ID.test(orderId) || !WHOLE_ID.test(id)) throw new Response(null, { status: 404 });
  const answer = await apiClient(context, token).invoices.ofOrder(orderId);
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data.find((document) => document.id === Number(id)) : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
  return {
    invoice,
    language: invoiceLanguageOf(new URL(request.url).searchParams.get("lang")),
    pageIn: (other) => invoicePaths.staff(orderId, id, other),
    pdfIn: (other) => invoicePaths.staffPdf(orderId, id, other),
    backHref: routes.order(orderId),
  };
}

/** The shopper's document: her order's by its reference, 404 when it is not that order's. */
export async function shopperInvoice(request: Request, context: AppLoadContext, params: Params): Promise<InvoiceRequest> {
  const reference = params.reference ?? "";
  const id = params.id ?? "";
  if (!/^[0-9A-Za-z-]{1,40}$/.test(reference) || !WHOLE_ID.test(id)) throw new Response(null, { status: 404 });
  const answer = await apiClient(context, null).invoices.ofReference(reference);
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data.find((document) => document.id === Number(id)) : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
  const language = invoiceLanguageOf(new URL(request.url).searchParams.get("lang"));
  return {
    invoice,
    language,
    pageIn: (other) => invoicePaths.shopper(reference, id, other),
    pdfIn: (other) => invoicePaths.shopperPdf(reference, id, other),
    // Back to her order's page in the document's language (the store speaks the same three).
    backHref: localizedPath(routes.orderConfirmation(invoice.content.order.reference), language),
  };
}

/** The staff's print page's data (its whole loader, so that the route's browser build holds one server stand-in). */
export async function staffInvoicePage(request: Request, context: AppLoadContext, params: Params) {
  return invoicePageData(await staffInvoice(request, context, params), storeNameOf(context));
}

/** The shopper's print page's data. */
export async function shopperInvoicePage(request: Request, context: AppLoadContext, params: Params) {
  return invoicePageData(await shopperInvoice(request, context, params), storeNameOf(context));
}

/** The document as a PDF file of the same rows, to download (its number in the file's name). */
export async function invoicePdfResponse(found: InvoiceRequest): Promise<Response> {
  const view = invoiceView(found.invoice, found.language);
  const pdf = await invoicePdf(view);
  return new Response(new Uint8Array(pdf), {
    headers: {
      ...INVOICE_PAGE_HEADERS,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfFileName(view)}"`,
    },
  });
}

/**
 * The loader data of both invoice print pages (the staff's and the shopper's): the document's view in the
 * language asked for, the page's controls in that language, and its title.
 */
import { json, type AppLoadContext } from "@remix-run/node";
import type { Params } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { localeInfo, localizedPath } from "~/lib/i18n";
import { invoiceLanguageOf, invoicePaths } from "~/lib/invoice-paths";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";
import { invoiceText, invoiceView } from "~/lib/invoice-view";
import { invoiceLanguages, type InvoiceLanguage } from "~/lib/invoice-languages";
import type { ShopperInvoice } from "~/lib/invoices";
import { invoicePdfFileName, keptInvoicePdf } from "~/lib/invoice-pdf.server";
import { sayApi } from "~/lib/api-messages.server";
import { minutesToWait } from "~/lib/rate-limits";
import { apiReasonsIn } from "~/components/store/forms.server";
import { matchesEtag } from "~/content-negotiation.server";
import { documentTitle } from "~/lib/seo";
import { storeNameOf } from "~/lib/seo.server";
import type { InvoiceToolbar } from "./InvoiceDocument";

/** A print page is nobody else's and never stored: not by the browser's cache, not by the HTML cache. */
export const INVOICE_PAGE_HEADERS = { "Cache-Control": "private, no-store" } as const;

/**
 * A PDF is a download the browser saves to disk in any case, so its cache may keep a copy too, never a shared
 * cache. `no-cache` makes the browser ask again each time, so the reference (or the session) is checked and
 * counted again; the answer is then a 304 without the file when its ETag still holds.
 */
export const INVOICE_PDF_CACHE_CONTROL = "private, no-cache";

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
  invoice: ShopperInvoice;
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

/** A shopper over her `document` limit: the API's sentence in the document's language, and when to come back. */
export interface InvoiceRefusal {
  refused: true;
  language: InvoiceLanguage;
  sentence: string;
  /** Seconds, as the API's Retry-After says them. */
  retryAfter: string;
  backHref: string;
}

/**
 * The shopper's document: her order's by its reference, 404 when it is not that order's. The API counts each
 * call against the client's `document` limit, pages and PDFs alike; past it the answer is a refusal to show.
 */
async function findShopperInvoice(request: Request, context: AppLoadContext, params: Params): Promise<InvoiceRequest | InvoiceRefusal> {
  const reference = params.reference ?? "";
  const id = params.id ?? "";
  if (!/^[0-9A-Za-z-]{1,40}$/.test(reference) || !WHOLE_ID.test(id)) throw new Response(null, { status: 404 });
  const language = invoiceLanguageOf(new URL(request.url).searchParams.get("lang"));
  const answer = await apiClient(context, null).invoices.oneOfReference(reference, id);
  if (answer.status === 429) {
    const retryAfter = answer.headers.get("retry-after") ?? "60";
    const english = answer.error?.message?.length ? answer.error.message : [sayApi.rateLimited(minutesToWait(Number(retryAfter) || 60))];
    return {
      refused: true,
      language,
      sentence: apiReasonsIn(language, english).join(" "),
      retryAfter,
      backHref: localizedPath(routes.orderConfirmation(reference), language),
    };
  }
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
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

/** The shopper's document for her PDF: past her limit, 429 with Retry-After and the sentence as plain text. */
export async function shopperInvoice(request: Request, context: AppLoadContext, params: Params): Promise<InvoiceRequest> {
  const found = await findShopperInvoice(request, context, params);
  if (!("refused" in found)) return found;
  throw new Response(found.sentence, {
    status: 429,
    headers: {
      ...INVOICE_PAGE_HEADERS,
      "Content-Type": "text/plain; charset=utf-8",
      "Content-Language": found.language,
      "Retry-After": found.retryAfter,
    },
  });
}

/**
 * The shopper's print page, as the loader's whole answer: the document, or past her limit a 429 page that says
 * so in the document's language, with the way back to her order.
 */
export async function shopperInvoicePage(request: Request, context: AppLoadContext, params: Params) {
  const found = await findShopperInvoice(request, context, params);
  const storeName = storeNameOf(context);
  if (!("refused" in found)) return json(invoicePageData(found, storeName), { headers: INVOICE_PAGE_HEADERS });
  const back = { href: found.backHref, label: invoiceText(found.language, "invoice.backToOrder") };
  return json(
    { refusal: { sentence: found.sentence, back }, title: documentTitle(found.sentence, storeName) },
    { status: 429, headers: { ...INVOICE_PAGE_HEADERS, "Retry-After": found.retryAfter } },
  );
}

/**
 * The document as a PDF file of the same rows, to download (its number in the file's name): drawn once per
 * language and kept, since an issued document never changes, and answered 304 when the browser holds these bytes.
 */
export async function invoicePdfResponse(request: Request, found: InvoiceRequest): Promise<Response> {
  const view = invoiceView(found.invoice, found.language);
  const pdf = await keptInvoicePdf(view, found.invoice.issuedAt);
  const headers = { "Cache-Control": INVOICE_PDF_CACHE_CONTROL, ETag: pdf.etag };
  if (matchesEtag(request.headers.get("If-None-Match"), pdf.etag)) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: {
      ...headers,
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${invoicePdfFileName(view)}"`,
    },
  });
}

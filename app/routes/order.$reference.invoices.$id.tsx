import type { HeadersFunction, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InvoiceDocument } from "~/components/invoice/InvoiceDocument";
import { INVOICE_PAGE_HEADERS, shopperInvoicePage } from "~/components/invoice/invoice-page.server";
import invoiceHref from "~/styles/invoice.css";

/**
 * /order/:reference/invoices/:id?lang=fr|ar|en: the shopper's invoice or credit note, styled for print, in the
 * language asked for (French by default). Her order's reference is the key (it cannot be guessed); a document
 * that is not that order's is not found. Never indexed, never stored by a cache (the HTML cache keeps only the
 * catalogue's pages: app/html-cache.server.ts). Counted against the client's `document` limit, past which the
 * page says when to come back (429).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceHref }];

// noindexHandle of app/lib/seo.ts, written out: importing that module here would split the storefront's shared
// scripts into one more chunk, a request and bytes more on every page (npm run size).
export const handle = { robots: "noindex, nofollow" } as const;

// The loader's Retry-After goes out with its 429: a route's own headers replace the loader's otherwise.
export const headers: HeadersFunction = ({ loaderHeaders }) => {
  const retryAfter = loaderHeaders.get("Retry-After");
  return retryAfter ? { ...INVOICE_PAGE_HEADERS, "Retry-After": retryAfter } : INVOICE_PAGE_HEADERS;
};

/** The loader writes the whole title (the document, its number, the store's name). */
export const meta: MetaFunction<typeof loader> = ({ data }) => (data ? [{ title: data.title }] : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return shopperInvoicePage(request, context, params);
}

export default function ShopperInvoice() {
  const data = useLoaderData<typeof loader>();
  if ("refusal" in data) {
    return (
      <main className="invoice-page">
        <p className="alert alert-warning" role="alert">
          {data.refusal.sentence}
        </p>
        <a className="btn btn-outline-dark" href={data.refusal.back.href}>
          {data.refusal.back.label}
        </a>
      </main>
    );
  }
  return <InvoiceDocument view={data.view} toolbar={data.toolbar} />;
}

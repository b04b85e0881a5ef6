import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InvoiceDocument } from "~/components/invoice/InvoiceDocument";
import { INVOICE_PAGE_HEADERS, shopperInvoicePage } from "~/components/invoice/invoice-page.server";
import { metaTitle, noindexHandle } from "~/lib/seo";
import invoiceHref from "~/styles/invoice.css";

/**
 * /order/:reference/invoices/:id?lang=fr|ar|en: the shopper's invoice or credit note, styled for print, in the
 * language asked for (French by default). Her order's reference is the key (it cannot be guessed); a document
 * that is not that order's is not found. Never indexed, never stored by a cache (the HTML cache keeps only the
 * catalogue's pages: app/html-cache.server.ts).
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceHref }];

export const handle = noindexHandle;

export const headers: HeadersFunction = () => INVOICE_PAGE_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? metaTitle(data.title, matches) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return json(await shopperInvoicePage(request, context, params), { headers: INVOICE_PAGE_HEADERS });
}

export default function ShopperInvoice() {
  const { view, toolbar } = useLoaderData<typeof loader>();
  return <InvoiceDocument view={view} toolbar={toolbar} />;
}

import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { InvoiceDocument } from "~/components/invoice/InvoiceDocument";
import { INVOICE_PAGE_HEADERS, invoicePageData } from "~/components/invoice/invoice-page.server";
import { invoiceLanguageOf, invoicePaths } from "~/lib/invoice-paths";
import { localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";
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
  const reference = params.reference ?? "";
  const id = params.id ?? "";
  if (!/^[0-9A-Za-z-]{1,40}$/.test(reference) || !/^\d{1,10}$/.test(id)) throw new Response(null, { status: 404 });
  const answer = await apiClient(context, null).invoices.ofReference(reference);
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data.find((document) => document.id === Number(id)) : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
  const language = invoiceLanguageOf(new URL(request.url).searchParams.get("lang"));
  // Back to her order's page in the document's language (the store speaks the same three).
  const back = localizedPath(routes.orderConfirmation(invoice.content.order.reference), language);
  return json(
    invoicePageData(invoice, language, (other) => invoicePaths.shopper(reference, id, other), back),
    { headers: INVOICE_PAGE_HEADERS },
  );
}

export default function ShopperInvoice() {
  const { view, toolbar } = useLoaderData<typeof loader>();
  return <InvoiceDocument view={view} toolbar={toolbar} />;
}

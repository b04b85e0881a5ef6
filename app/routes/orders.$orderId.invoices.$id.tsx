import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { InvoiceDocument } from "~/components/invoice/InvoiceDocument";
import { INVOICE_PAGE_HEADERS, staffInvoicePage } from "~/components/invoice/invoice-page.server";
import { metaTitle, noindexHandle } from "~/lib/seo";
import invoiceHref from "~/styles/invoice.css";

/**
 * /orders/:orderId/invoices/:id?lang=fr|ar|en: an order's invoice or credit note, styled for print, outside the
 * back office's layout, in the language asked for (French by default, whatever the staff member's). Every staff
 * role may see it; a guest is sent to sign in. A document that is not that order's is not found.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href: invoiceHref }];

export const handle = noindexHandle;

export const headers: HeadersFunction = () => INVOICE_PAGE_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => (data ? metaTitle(data.title, matches) : []);

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return json(await staffInvoicePage(request, context, params), { headers: INVOICE_PAGE_HEADERS });
}

export default function StaffInvoice() {
  const { view, toolbar } = useLoaderData<typeof loader>();
  return <InvoiceDocument view={view} toolbar={toolbar} />;
}

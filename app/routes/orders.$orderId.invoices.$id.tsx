import { json, type HeadersFunction, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { apiClient } from "~/api-client.server";
import { InvoiceDocument } from "~/components/invoice/InvoiceDocument";
import { INVOICE_PAGE_HEADERS, invoicePageData } from "~/components/invoice/invoice-page.server";
import { invoiceLanguageOf, invoicePaths } from "~/lib/invoice-paths";
import { routes } from "~/lib/routes";
import { metaTitle, noindexHandle } from "~/lib/seo";
import { requireStaff } from "~/session.server";
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

const WHOLE_ID = /^\d{1,10}$/;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { token } = await requireStaff(request, context);
  const orderId = params.orderId ?? "";
  const id = params.id ?? "";
  if (!WHOLE_ID.test(orderId) || !WHOLE_ID.test(id)) throw new Response(null, { status: 404 });
  const answer = await apiClient(context, token).invoices.ofOrder(orderId);
  if (answer.status === 503) throw new Response(null, { status: 503 });
  const invoice = answer.ok ? answer.data.find((document) => document.id === Number(id)) : undefined;
  if (!invoice) throw new Response(null, { status: 404 });
  const language = invoiceLanguageOf(new URL(request.url).searchParams.get("lang"));
  return json(
    invoicePageData(invoice, language, (other) => invoicePaths.staff(orderId, id, other), routes.order(orderId)),
    { headers: INVOICE_PAGE_HEADERS },
  );
}

export default function StaffInvoice() {
  const { view, toolbar } = useLoaderData<typeof loader>();
  return <InvoiceDocument view={view} toolbar={toolbar} />;
}

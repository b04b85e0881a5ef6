import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicePdfResponse, staffInvoice } from "~/components/invoice/invoice-page.server";

/**
 * /orders/:orderId/invoices/:id/pdf?lang=fr|ar|en: the print page's document as a PDF file, to download or
 * send. Every staff role; a guest is sent to sign in; a document that is not that order's is not found.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return invoicePdfResponse(request, await staffInvoice(request, context, params));
}

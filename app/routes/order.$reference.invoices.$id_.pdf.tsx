import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicePdfResponse, shopperInvoice } from "~/components/invoice/invoice-page.server";

/**
 * /order/:reference/invoices/:id/pdf?lang=fr|ar|en: the shopper's invoice or credit note as a PDF file, with an
 * ETag (304 when the browser holds it); counted against the client's `document` limit (429 with Retry-After).
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return invoicePdfResponse(request, await shopperInvoice(request, context, params));
}

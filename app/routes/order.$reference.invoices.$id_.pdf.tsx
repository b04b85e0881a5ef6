import type { LoaderFunctionArgs } from "@remix-run/node";
import { invoicePdfResponse, shopperInvoice } from "~/components/invoice/invoice-page.server";

/** /order/:reference/invoices/:id/pdf?lang=fr|ar|en: the shopper's invoice or credit note as a PDF file. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return invoicePdfResponse(await shopperInvoice(request, context, params));
}

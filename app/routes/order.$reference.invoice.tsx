import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { DEFAULT_INVOICE_LANGUAGE, isInvoiceLanguage } from "~/lib/invoice-languages";
import { invoicePaths } from "~/lib/invoice-paths";
import { localizedPath } from "~/lib/i18n";
import { normalizeOrderReference } from "~/lib/order-reference";
import { routes } from "~/lib/routes";

/**
 * /order/:reference/invoice?lang=fr|ar|en: the address of the shopper's invoice that her delivered message gives
 * before the invoice exists. Once it is issued, it leads to the invoice in that language; before, to her order's
 * page in it, which lists her documents when they come. A reference no order has is not found.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const reference = normalizeOrderReference(params.reference ?? "");
  if (!reference) throw new Response("Not Found", { status: 404 });
  const asked = new URL(request.url).searchParams.get("lang");
  const language = isInvoiceLanguage(asked) ? asked : DEFAULT_INVOICE_LANGUAGE;
  const answer = await apiClient(context).invoices.ofReference(reference);
  if (answer.status === 404) throw new Response("Not Found", { status: 404 });
  const invoice = answer.ok ? answer.data.find((document) => document.kind === "invoice") : undefined;
  if (invoice) return redirect(invoicePaths.shopper(reference, invoice.id, language));
  return redirect(localizedPath(routes.orderConfirmation(reference), language));
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { slipBatch, tooManySlipsResponse } from "~/components/admin/slips.server";
import { storeContact } from "~/config.server";
import { dayOf } from "~/lib/days";
import { storeCurrencyOf, storeNameOf } from "~/lib/seo.server";
import { readSlipSelection, slipDataOf } from "~/lib/slips";
import { slipsPdf, slipsPdfFileName } from "~/lib/slips-pdf.server";
import { requireStaff } from "~/session.server";

/**
 * /orders/slips.pdf?ids=1,2,3&layout=a4|a6 (or `day=`, as the print page takes it): the same slips as one PDF,
 * in the staff member's language, for a label printer or a computer whose browser prints pages badly. Every
 * staff role may download it; a guest signs in first. Reading it moves no order. An address naming more orders
 * than a batch holds is answered with the reason, not with a file.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const selection = readSlipSelection(new URL(request.url).searchParams);
  if (selection.tooMany) return tooManySlipsResponse(locale);
  const batch = await slipBatch(apiClient(context, token), selection);
  const contact = storeContact();
  const pdf = await slipsPdf({
    slips: batch.orders.map(slipDataOf),
    sender: { name: storeNameOf(context), address: contact.address, telephone: contact.telephone },
    layout: selection.layout,
    locale,
    currency: storeCurrencyOf(context),
  });
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Length": String(pdf.length),
      "Content-Disposition": `attachment; filename="${slipsPdfFileName(dayOf(new Date()))}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { carrierRowOf, slipBatch, tooManySlipsResponse } from "~/components/admin/slips.server";
import { carrierCsv, carrierCsvFileName, DEFAULT_CARRIER_LAYOUT, isCarrierLayout } from "~/lib/carrier-csv";
import { CSV_CONTENT_TYPE } from "~/lib/csv";
import { dayOf } from "~/lib/days";
import { readSlipSelection } from "~/lib/slips";
import { requireStaff } from "~/session.server";

/**
 * /orders/carrier-csv?ids=1,2,3 (or `day=`, as the slips take it; `carrier=` a layout of app/lib/carrier-csv.ts):
 * the carrier's CSV of the batch, one row per order. Every staff role may download it; a guest signs in first.
 * An address naming more orders than a batch holds is answered with the reason, not with a file.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const url = new URL(request.url);
  const carrier = url.searchParams.get("carrier");
  const layout = isCarrierLayout(carrier) ? carrier : DEFAULT_CARRIER_LAYOUT;
  const selection = readSlipSelection(url.searchParams);
  if (selection.tooMany) return tooManySlipsResponse(locale);
  const batch = await slipBatch(apiClient(context, token), selection);
  return new Response(carrierCsv(batch.orders.map(carrierRowOf), layout), {
    headers: {
      "Content-Type": CSV_CONTENT_TYPE,
      "Content-Disposition": `attachment; filename="${carrierCsvFileName(layout, dayOf(new Date()))}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { passDownload } from "~/components/admin/admin.server";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";

/** /products/export: the whole catalogue, one row per variant, as the API's CSV file (every staff role). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context);
  const answer = await apiClient(context, token).download("products/export", {});
  return passDownload(request, answer, routes.products(), locale);
}

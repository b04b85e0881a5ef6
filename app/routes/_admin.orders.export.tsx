import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { orderListFilters, passDownload, readListParams, withFilters } from "~/components/admin/admin.server";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { adminRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";

/** /orders/export?…: the orders the list's filters keep, as the API's CSV file (admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const filters = orderListFilters(readListParams(request, ADMIN_PAGE_SIZE));
  const answer = await apiClient(context, token).download("orders/export", filters);
  return passDownload(request, answer, withFilters(routes.orders(), filters), locale);
}

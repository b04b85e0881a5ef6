import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { passDownload, readListParams, withFilters } from "~/components/admin/admin.server";
import { ADMIN_PAGE_SIZE } from "~/lib/limits";
import { adminRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";

/** /messages/export?q=: the contact messages the list's search keeps, as the API's CSV file (admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  const { q } = readListParams(request, ADMIN_PAGE_SIZE);
  const answer = await apiClient(context, token).download("messages/export", { q });
  return passDownload(request, answer, withFilters(routes.messages(), { q }), locale);
}

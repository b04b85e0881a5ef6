import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { auditListFilters, passDownload, readListParams, withFilters } from "~/components/admin/admin.server";
import { AUDIT_PAGE_SIZE } from "~/lib/audit";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";

/** /audit/export?…: the entries the log's filters keep, as the API's CSV file (super admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, ["SUPER_ADMIN"]);
  const filters = auditListFilters(readListParams(request, AUDIT_PAGE_SIZE));
  const answer = await apiClient(context, token).download("audit/export", filters);
  return passDownload(request, answer, withFilters(routes.audit(), filters), locale);
}

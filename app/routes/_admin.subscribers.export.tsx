import type { LoaderFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { passDownload } from "~/components/admin/admin.server";
import { adminRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { requireStaff } from "~/session.server";

/** /subscribers/export: every newsletter subscriber, as the API's CSV file (admins only). */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { token, locale } = await requireStaff(request, context, adminRoles);
  return passDownload(request, await apiClient(context, token).download("newsletter/export"), routes.subscribers(), locale);
}

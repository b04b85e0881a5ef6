import { redirect, type ActionFunctionArgs } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { staffLocale } from "~/locale.server";
import { destroySession, getSession } from "~/session.server";

/** Logging out is a POST only: a link or a prefetch must never end a session. */
export const loader = () => redirect(routes.home());

/** SPEC 4: revoke the token at the API, clear the session, go Home (in the staff member's language). */
export async function action({ request, context }: ActionFunctionArgs) {
  const session = await getSession(request);
  const token = session.get("token");
  if (typeof token === "string" && token) {
    const answer = await apiClient(context, token).post("auth/logout");
    // A token the API no longer knows is already as good as revoked.
    if (!answer.ok && answer.status !== 401) console.error("logout: the API did not revoke the token", answer.status);
  }
  const home = localizedPath(routes.home(), (await staffLocale(request)) ?? "en");
  return redirect(home, { headers: { "Set-Cookie": await destroySession(session) } });
}

import { signedCookieOptions } from "~/config.server";
import { createCookieSessionStorage, redirect, type AppLoadContext } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { isRole, type Role } from "~/lib/roles";
import { routes } from "~/lib/routes";
import type { User } from "~/lib/types";
import type { Locale } from "~/lib/i18n";

interface SessionData {
  token: string;
  role: Role;
  /** The staff member's language (users.locale), so every page knows it before any API call. */
  locale: Locale;
}

/** The staff session cookie's name; the HTML cache treats any request carrying it as personal. */
export const SESSION_COOKIE = "__session";

let storage: ReturnType<typeof createCookieSessionStorage<SessionData>> | null = null;

/**
 * The staff session: token and role in an HttpOnly, SameSite=Lax, signed cookie
 * with no Max-Age, so it ends when the browser closes (like sessionStorage).
 */
function sessionStorage() {
  storage ??= createCookieSessionStorage<SessionData>({
    cookie: signedCookieOptions(SESSION_COOKIE),
  });
  return storage;
}

export async function getSession(request: Request) {
  return sessionStorage().getSession(request.headers.get("Cookie"));
}

export function commitSession(session: Awaited<ReturnType<typeof getSession>>) {
  return sessionStorage().commitSession(session);
}

export function destroySession(session: Awaited<ReturnType<typeof getSession>>) {
  return sessionStorage().destroySession(session);
}

export async function getToken(request: Request): Promise<string | null> {
  const session = await getSession(request);
  const token = session.get("token");
  return typeof token === "string" ? token : null;
}

export interface Staff {
  token: string;
  user: User;
  role: Role;
}

/**
 * Every admin loader and action calls this first. A missing, expired or revoked
 * token sends the user to Login; a role not listed sends them to the Dashboard.
 */
export async function requireStaff(
  request: Request,
  context: AppLoadContext,
  allowedRoles?: readonly Role[],
): Promise<Staff> {
  const token = await getToken(request);
  if (!token) throw redirect(routes.login());
  const me = await apiClient(context, token).users.current();
  if (me.status === 401) {
    const session = await getSession(request);
    throw redirect(routes.login(), { headers: { "Set-Cookie": await destroySession(session) } });
  }
  if (!me.ok) throw new Response(me.error?.message.join(". ") ?? "Unavailable", { status: me.status });
  const role = me.data.role;
  if (!isRole(role)) throw redirect(routes.login());
  if (allowedRoles && !allowedRoles.includes(role)) throw redirect(routes.dashboard());
  return { token, user: me.data, role };
}

/** Guest-only pages (login): a signed-in user goes to the Dashboard. */
export async function requireGuest(request: Request, context: AppLoadContext): Promise<void> {
  const token = await getToken(request);
  if (!token) return;
  const me = await apiClient(context, token).users.current();
  if (me.ok) throw redirect(routes.dashboard());
}

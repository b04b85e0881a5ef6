import { signedCookieOptions } from "~/config.server";
import { createCookieSessionStorage, redirect, type AppLoadContext } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { isRole, type Role } from "~/lib/roles";
import { routes } from "~/lib/routes";
import type { User } from "~/lib/types";
import { DEFAULT_LOCALE, isLocale, type Locale } from "~/lib/i18n";

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
 * The staff session: token, role and language in an HttpOnly, SameSite=Lax, signed cookie
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
  /** The language the back office speaks to them: the session's (set at sign-in and by Profile), else the account's. */
  locale: Locale;
  /** The language saved on the account (users.locale), which the session follows. */
  accountLocale: Locale;
}

/** The language saved on an account, as the API's user object carries it (English when absent). */
export function accountLocaleOf(user: object): Locale {
  const locale = (user as { locale?: unknown }).locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/**
 * Every admin loader and action calls this first. A missing, expired or revoked
 * token sends the user to Login; a role not listed sends them to the Dashboard.
 */
export async function requireStaff(request: Request, context: AppLoadContext, allowedRoles?: readonly Role[]): Promise<Staff> {
  const session = await getSession(request);
  const token = session.get("token");
  if (typeof token !== "string" || !token) throw redirect(routes.login());
  const me = await apiClient(context, token).users.current();
  if (me.status === 401) {
    throw redirect(routes.login(), { headers: { "Set-Cookie": await destroySession(session) } });
  }
  if (!me.ok) throw new Response(me.error?.message.join(". ") ?? "Unavailable", { status: me.status });
  const role = me.data.role;
  if (!isRole(role)) throw redirect(routes.login());
  if (allowedRoles && !allowedRoles.includes(role)) throw redirect(routes.dashboard());
  const accountLocale = accountLocaleOf(me.data);
  const sessionLocale = session.get("locale");
  return { token, user: me.data, role, locale: isLocale(sessionLocale) ? sessionLocale : accountLocale, accountLocale };
}

/** The Set-Cookie header of the session, now speaking `locale` (sign-in, a language chosen in Profile). */
export async function sessionWithLocale(request: Request, locale: Locale, extra?: { token: string; role: Role }): Promise<string> {
  const session = await getSession(request);
  if (extra) {
    session.set("token", extra.token);
    session.set("role", extra.role);
  }
  session.set("locale", locale);
  return commitSession(session);
}

/** Guest-only pages (login): a signed-in user goes to the Dashboard. */
export async function requireGuest(request: Request, context: AppLoadContext): Promise<void> {
  const token = await getToken(request);
  if (!token) return;
  const me = await apiClient(context, token).users.current();
  if (me.ok) throw redirect(routes.dashboard());
}

/**
 * Which language a request is answered in. Storefront pages: the path says it (`/fr/…`, `/ar/…`, else
 * English, SPEC's paths). Staff pages: the language saved on the staff member's account, which the session
 * carries. Sign-in, before any account is known: the shopper's last choice (the `lang` cookie).
 */
import { getSession } from "~/session.server";
import { readCookie } from "~/lib/cart";
import { DEFAULT_LOCALE, isLocale, localeOfPath, type Locale } from "~/lib/i18n";
import { isStaffPath } from "~/lib/routes";
import { invoiceLanguageOf, isInvoicePrintPath } from "~/lib/invoice-paths";
import { LANGUAGE_COOKIE_MAX_AGE_DAYS } from "~/lib/limits";

/** The shopper's chosen language; read only where no path says it (the landing at `/`, sign-in). */
export const LANG_COOKIE = "lang";

export function chosenLocale(request: Request): Locale | null {
  const value = readCookie(request.headers.get("Cookie") ?? "", LANG_COOKIE);
  return isLocale(value) ? value : null;
}

/** Secure like every cookie of the store; the server takes the flag off over plain HTTP (app/hosts.server.ts). */
export function languageCookie(locale: Locale): string {
  return `${LANG_COOKIE}=${locale}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}; SameSite=Lax; Secure`;
}

/** The staff member's language, as the session carries it since sign-in or the last profile change. */
export async function staffLocale(request: Request): Promise<Locale | null> {
  const session = await getSession(request);
  const locale = session.get("locale");
  return isLocale(locale) ? locale : null;
}

export async function requestLocale(request: Request): Promise<Locale> {
  const { pathname, searchParams } = new URL(request.url);
  // An invoice prints in the language its address asks for (French by default), the whole document with it.
  if (isInvoicePrintPath(pathname)) return invoiceLanguageOf(searchParams.get("lang"));
  const fromPath = localeOfPath(pathname);
  if (fromPath !== DEFAULT_LOCALE || !isStaffPath(pathname)) return fromPath;
  return (await staffLocale(request)) ?? chosenLocale(request) ?? DEFAULT_LOCALE;
}

/** A storefront route's language from its `($lang)` segment; an unknown segment is not a page. */
export function storeLocale(params: { lang?: string }): Locale | null {
  if (params.lang === undefined) return DEFAULT_LOCALE;
  return isLocale(params.lang) && params.lang !== DEFAULT_LOCALE ? params.lang : null;
}

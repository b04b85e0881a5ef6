import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { chosenLocale, storeLocale } from "~/locale.server";
import { localeFromAcceptLanguage, localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";

/**
 * `/` opens the home page: in the language the shopper chose last time, else the one their browser asks
 * for. Only here: a shared link (`/fr/…` or an English path) always opens as it was shared. `/fr` and
 * `/ar` open their home page.
 */
export function loader({ request, params }: LoaderFunctionArgs) {
  const fromPath = storeLocale(params);
  if (fromPath === null) return redirect(routes.pageNotFound());
  if (params.lang !== undefined) return redirect(localizedPath(routes.home(), fromPath));
  const locale = chosenLocale(request) ?? localeFromAcceptLanguage(request.headers.get("Accept-Language"));
  const response = redirect(localizedPath(routes.home(), locale));
  // The answer depends on these headers: a shared cache must not hand one shopper's redirect to another.
  response.headers.set("Vary", "Accept-Language, Cookie");
  response.headers.set("Cache-Control", "private, no-store");
  return response;
}

import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { languageCookie } from "~/locale.server";
import { localeOfPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";

/**
 * The language switch is a plain link here (`/language?to=/fr/women?category=dresses`), so it works
 * without JavaScript: the choice is remembered for the next visit to `/`, then the same page opens in
 * the chosen language. Only paths of this site are followed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const to = new URL(request.url).searchParams.get("to") ?? "";
  const safe = to.startsWith("/") && !to.startsWith("//") && !to.startsWith("/\\") ? to : routes.home();
  const target = new URL(safe, "http://store.invalid");
  return redirect(`${target.pathname}${target.search}`, {
    headers: { "Set-Cookie": languageCookie(localeOfPath(target.pathname)), "Cache-Control": "no-store" },
  });
}

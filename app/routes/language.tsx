import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { languageCookie } from "~/locale.server";
import { localeOfPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { safeRedirectPath } from "~/lib/safe-redirect";

/**
 * The language switch is a plain link here (`/language?to=/fr/women?category=dresses`), so it works
 * without JavaScript: the choice is remembered for the next visit to `/`, then the same page opens in
 * the chosen language. Only paths of this site are followed.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const target = safeRedirectPath(new URL(request.url).searchParams.get("to"), routes.home());
  return redirect(target, {
    headers: { "Set-Cookie": languageCookie(localeOfPath(target.split("?")[0])), "Cache-Control": "no-store" },
  });
}

import { redirect, type LoaderFunctionArgs } from "@remix-run/node";
import { localeOfPath, localizedPath } from "~/lib/i18n";
import { routes } from "~/lib/routes";

/** Every unknown path goes to the 404 page, in the language of the address (`/fr/foo` → `/fr/404`). */
export const loader = ({ request }: LoaderFunctionArgs) =>
  redirect(localizedPath(routes.pageNotFound(), localeOfPath(new URL(request.url).pathname)));
export const action = loader;

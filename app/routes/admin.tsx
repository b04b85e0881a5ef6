import { redirect } from "@remix-run/node";
import { routes } from "~/lib/routes";

/** SPEC 2: /admin redirects to the Dashboard (whose own guard sends guests to Login). */
export const loader = () => redirect(routes.dashboard());

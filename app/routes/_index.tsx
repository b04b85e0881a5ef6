import { redirect } from "@remix-run/node";
import { routes } from "~/lib/routes";

export const loader = () => redirect(routes.home());

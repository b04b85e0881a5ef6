import { redirect } from "@remix-run/node";
import { routes } from "~/lib/routes";

/** Every unknown path goes to the 404 page. */
export const loader = () => redirect(routes.pageNotFound());
export const action = loader;

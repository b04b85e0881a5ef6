import { useRef } from "react";
import { useRouteLoaderData } from "@remix-run/react";
import type { loader } from "~/routes/_admin";

/** The admin layout's data for its children: the signed-in user and the current banner. */
export function useAdminLayout() {
  return useRouteLoaderData<typeof loader>("routes/_admin");
}

/**
 * A key for a create form that changes with each success banner, so the form
 * remounts empty after a success (SPEC 4) and keeps its values after a failure.
 */
export function useResetKey(): string {
  const flash = useAdminLayout()?.flash;
  const lastSuccess = useRef("form");
  if (flash?.kind === "success") lastSuccess.current = flash.id;
  return lastSuccess.current;
}

import { signedCookieOptions } from "~/config.server";
import { createCookieSessionStorage } from "@remix-run/node";

export type FlashKind = "success" | "error";
export interface Flash {
  kind: FlashKind;
  message: string;
  title?: string;
  /** The order a banner answers (its reference), so the page can link to it. */
  reference?: string;
}

type FlashData = { flash: Flash };

/** The banner cookie's name; a page read with a banner is never cached. */
export const FLASH_COOKIE = "__flash";

let storage: ReturnType<typeof createCookieSessionStorage<Record<string, never>, FlashData>> | null = null;

/** Banners travel in their own cookie, set by an action and read once by the next loader. */
function flashStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, FlashData>({
    cookie: signedCookieOptions(FLASH_COOKIE),
  });
  return storage;
}

/** Answers the Set-Cookie header that carries one banner to the next page. */
export async function setFlash(request: Request, flash: Flash): Promise<string> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  session.flash("flash", flash);
  return flashStorage().commitSession(session);
}

/** Reads and clears the banner; the loader must send the returned header. */
export async function readFlash(request: Request): Promise<{ flash: Flash | null; headers: HeadersInit }> {
  const session = await flashStorage().getSession(request.headers.get("Cookie"));
  const flash: Flash | null = session.get("flash") ?? null;
  return { flash, headers: flash ? { "Set-Cookie": await flashStorage().commitSession(session) } : {} };
}

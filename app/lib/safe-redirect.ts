import { REDIRECT_PATH_MAX } from "./limits";

/**
 * The one check of every redirect whose target comes from a request (`/language?to=`, a form's `back`, the
 * request's own path). The raw text says little: a browser reads a Location header by the WHATWG URL rules, which
 * drop tabs and newlines, read `\` as `/`, and remove `.`, `..`, `%2e` segments, so `/.//evil.example` or
 * `/a/..//evil.example` becomes `//evil.example`, another site. The value is therefore parsed by those same rules
 * (Node's URL implements them), and what is answered is the parsed path, which a browser reads back unchanged.
 */

/** An origin no request has (`.invalid` is reserved): a value that resolves to it names a place on this store. */
const PLACEHOLDER_ORIGIN = "http://store.invalid";

/** What a browser strips before parsing a URL: C0 controls and spaces at either end, tabs and newlines anywhere. */
function asBrowserReads(value: string): string {
  // eslint-disable-next-line no-control-regex -- these C0 controls are exactly what a browser strips
  return value.replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, "").replace(/[\t\n\r]/g, "");
}

/**
 * The store path `value` names once normalised (path, query and, with `keepHash`, fragment), or null when it is not
 * one: not a string, a scheme, a host, a path relative to a page the server does not know, or a path that a browser
 * would read as a host once its dot segments are gone.
 */
export function storePathOf(value: unknown, { keepHash = false }: { keepHash?: boolean } = {}): string | null {
  if (typeof value !== "string") return null;
  const cleaned = asBrowserReads(value);
  if (!cleaned.startsWith("/") && !cleaned.startsWith("\\")) return null;
  let url: URL;
  try {
    url = new URL(cleaned, `${PLACEHOLDER_ORIGIN}/`);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return null;
  // A path left starting with `//` is a host to the browser that reads it as a Location: `//evil.example`.
  if (url.pathname.startsWith("//")) return null;
  const path = `${url.pathname}${url.search}${keepHash ? url.hash : ""}`;
  return path.length <= REDIRECT_PATH_MAX ? path : null;
}

/** The store path `value` names, safe to answer as a Location; else `fallback` (a path the code itself chose). */
export function safeRedirectPath(value: unknown, fallback: string, options?: { keepHash?: boolean }): string {
  return storePathOf(value, options) ?? fallback;
}

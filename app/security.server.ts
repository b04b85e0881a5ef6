import { IMPORT_UPLOAD_MAX_BYTES } from "~/lib/import-limits";
import { randomFillSync } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { PAGE_FORM_MAX_BYTES, PAGE_FORM_MAX_PARTS, UPLOAD_BATCH_MAX_BYTES } from "~/lib/limits";
import { adminRoutes } from "~/lib/admin-routes";

const CATALOGUE_IMPORT_PAGE = adminRoutes.productImport();

const NONCE_BYTES = 16;
const noncePool = Buffer.alloc(NONCE_BYTES * 256);
let nonceOffset = noncePool.length;

/**
 * A render's script nonce: 128 bits from the system's random source, in base64. Every render asks for one, so
 * the bytes are drawn 256 nonces at a time (as Node's randomUUID keeps its own), not one system call a page.
 */
export function newNonce(): string {
  if (nonceOffset === noncePool.length) {
    randomFillSync(noncePool);
    nonceOffset = 0;
  }
  const nonce = noncePool.toString("base64", nonceOffset, nonceOffset + NONCE_BYTES);
  nonceOffset += NONCE_BYTES;
  return nonce;
}

/** The policy of an HTML page: scripts only from this origin and with this render's nonce. */
export function pageSecurityPolicy(nonce: string, production: boolean): string {
  return [
    "default-src 'self'",
    `script-src 'self'${nonce ? ` 'nonce-${nonce}'` : ""}`,
    // Bootstrap and Quill set style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self'${production ? "" : " ws://localhost:* http://localhost:*"}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join("; ");
}

/**
 * What an answer that sets no policy of its own carries: everything but a page, static files included (they
 * are answered before the middlewares, app/static-files.server.ts).
 */
export function closedSecurityHeaders(production: boolean): Record<string, string> {
  return {
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Content-Security-Policy": pageSecurityPolicy("", production),
  };
}

/** Headers every answer carries. Pages set their own nonce policy; everything else gets a closed one. */
export function securityHeaders(production: boolean): MiddlewareHandler {
  const { "Content-Security-Policy": closedPolicy, ...always } = closedSecurityHeaders(production);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of Object.entries(always)) h.set(name, value);
    if (!h.has("Content-Security-Policy")) h.set("Content-Security-Policy", closedPolicy);
  };
}

/**
 * Page forms carry the session cookie, so a form posted from another site must not
 * act. Browsers send Origin (and Sec-Fetch-Site) on every POST; a foreign one is refused.
 * The API is exempt: it authenticates with a Bearer header no other site can send.
 */
export function rejectCrossSiteForms(): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || c.req.path.startsWith("/api/")) return next();
    const origin = c.req.header("origin");
    const host = c.req.header("x-forwarded-host") ?? c.req.header("host");
    let foreign = c.req.header("sec-fetch-site") === "cross-site";
    if (origin) {
      try {
        foreign ||= origin === "null" || new URL(origin).host !== host;
      } catch {
        foreign = true;
      }
    }
    if (foreign) return c.text("Cross-site form submissions are not accepted.", 403);
    return next();
  };
}

/**
 * How many parts a multipart body holds, counted on its bytes (each part opens with its boundary), without
 * parsing it; null when the content type names no boundary.
 */
export function multipartPartCount(contentType: string, body: Uint8Array, stopAfter: number): number | null {
  const match = /boundary=(?:"([^"]+)"|([^\s;]+))/i.exec(contentType);
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) return null;
  const delimiter = Buffer.from(`--${boundary}`);
  const bytes = Buffer.from(body.buffer, body.byteOffset, body.byteLength);
  let delimiters = 0;
  for (let at = bytes.indexOf(delimiter); at !== -1 && delimiters <= stopAfter; at = bytes.indexOf(delimiter, at + delimiter.length)) {
    delimiters += 1;
  }
  // The last delimiter closes the body rather than opening a part.
  return Math.max(0, delimiters - 1);
}

/**
 * Page actions read their whole form into memory, so page bodies are capped
 * (1 MB, or a full image batch for multipart forms, of at most PAGE_FORM_MAX_PARTS
 * parts) and must be forms at all: anything else would only make an action fail.
 */
export function limitPageForms(): MiddlewareHandler {
  const small = bodyLimit({ maxSize: PAGE_FORM_MAX_BYTES, onError: (c) => c.text("The form is too large.", 413) });
  const withFiles = bodyLimit({
    maxSize: UPLOAD_BATCH_MAX_BYTES + PAGE_FORM_MAX_BYTES,
    onError: (c) => c.text("The upload is too large.", 413),
  });
  // A catalogue and its ZIP of pictures, on the import page only.
  const withCatalogue = bodyLimit({ maxSize: IMPORT_UPLOAD_MAX_BYTES, onError: (c) => c.text("The upload is too large.", 413) });
  return async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS" || c.req.path.startsWith("/api/")) return next();
    const type = (c.req.header("content-type") ?? "").toLowerCase();
    if (type.startsWith("multipart/form-data")) {
      return (c.req.path === CATALOGUE_IMPORT_PAGE ? withCatalogue : withFiles)(c, async () => {
        // Counting the parts on the bytes costs milliseconds; parsing a hundred thousand of them, half a second.
        const parts = multipartPartCount(type, new Uint8Array(await c.req.raw.clone().arrayBuffer()), PAGE_FORM_MAX_PARTS + 1);
        if (parts === null) return void (c.res = c.text("The form could not be read.", 400));
        if (parts > PAGE_FORM_MAX_PARTS) return void (c.res = c.text("The form has too many fields.", 413));
        // A broken multipart body would only surface inside an action, as a crash; read a copy first.
        const readable = await c.req.raw
          .clone()
          .formData()
          .then(
            () => true,
            () => false,
          );
        if (!readable) return void (c.res = c.text("The form could not be read.", 400));
        await next();
      });
    }
    // text/plain is left out: no page form of the store sends it, and actions cannot read it.
    if (type === "" || type.startsWith("application/x-www-form-urlencoded")) return small(c, next);
    return c.text("Forms must be sent as application/x-www-form-urlencoded or multipart/form-data.", 415);
  };
}

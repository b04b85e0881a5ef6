import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import type { MiddlewareHandler } from "hono";
import { chooseEncoding, matchesEtag, type Encoding } from "~/content-negotiation.server";
import { FLASH_COOKIE } from "~/flash.server";
import { cartCountOf } from "~/cart.server";
import { readCookie } from "~/lib/cart";
import { unprefixedPath } from "~/lib/i18n";
import { categoryPages } from "~/lib/catalog";
import { newNonce } from "~/security.server";
import { SESSION_COOKIE } from "~/session.server";

/**
 * An in-memory cache of the storefront pages an anonymous visitor sees.
 *
 * Only GETs without a staff session or a banner are served from it: those make
 * the page the visitor's own. A shopper's cart shows on these pages as its count
 * alone (the header's badge, app/cart.server.ts), so the cache keeps one copy
 * per count: every shopper with three lines in the cart shares the same bytes,
 * and a wishlist changes nothing on them. A stored page is the same bytes for
 * everyone who gets it, so it is compressed once; its
 * inline scripts are allowed by their SHA-256 hashes instead of the render's
 * nonce, which would otherwise be handed to every visitor. The API's writes that
 * change what these pages show clear it at once (app/api/page-changes.ts), and on
 * PostgreSQL every other instance's through a notice (app/page-notices.server.ts);
 * the TTL bounds what a lost notice would leave behind. The server answers a hit
 * before Hono (`listener`), as it does the static files; the middleware renders
 * and stores the rest.
 */
export interface HtmlCacheOptions {
  ttlSeconds: number;
  maxBytes?: number;
  /** false when PUBLIC_URL writes every link: then one page is one entry, whatever Host it was asked with. */
  keyByHost?: boolean;
}

interface CachedPage {
  status: number;
  headers: [name: string, value: string][];
  bodies: Record<Encoding, Uint8Array<ArrayBuffer>>;
  etag: string;
  bytes: number;
  expiresAt: number;
}

/** Which copy of a shared page a visitor gets: everyone's, or the one with their cart's count in the badge. */
type Copy = { shared: true } | { shared: false; cartCount: number };

export type HtmlCacheVariables = { cspNonce?: string };

/** What answering before the app needs of it: the headers its middlewares add, and which hosts it serves. */
export interface HtmlCacheListenerOptions {
  /** The security headers every answer carries; a page keeps its own Content-Security-Policy. */
  headers: Record<string, string>;
  /** Whether a Host header names this store; any other host is left to the app, which refuses it. */
  servesHost: (hostHeader: string | undefined) => boolean;
  /** After each answer sent before the app. */
  onAnswer?: (req: IncomingMessage, status: number) => void;
}

/** A stored page's headers as Node writes them, per encoding, built on its first hit before the app. */
interface WirePage {
  ok: Partial<Record<Encoding, OutgoingHttpHeaders>>;
  notModified: OutgoingHttpHeaders;
}

/** Cookies that make a page the visitor's own: a staff session, or a banner to show once. */
const OWN_PAGE_COOKIES = [SESSION_COOKIE, FLASH_COOKIE];

const publicPaths = new Set(["/home", "/about", "/contact", ...categoryPages.map((page) => `/${page.slug}`)]);
const publicPatterns = [/^\/single\/[^/]+$/, /^\/single-post\/[^/]+$/];

/** The storefront pages whose HTML is the same for every visitor without cookies. */
export function isPublicPage(pathname: string): boolean {
  // `/fr/…` and `/ar/…` are the same pages in French and Arabic; the path keys each language's copy apart.
  const unprefixed = unprefixedPath(pathname);
  const path = unprefixed.length > 1 && unprefixed.endsWith("/") ? unprefixed.slice(0, -1) : unprefixed;
  return publicPaths.has(path) || publicPatterns.some((pattern) => pattern.test(path));
}

export function carriesOwnPageCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  return OWN_PAGE_COOKIES.some((name) => Boolean(readCookie(cookieHeader, name)));
}

/** The copy for this Cookie header, or null when the page is the visitor's own and must be rendered for them. */
export function cachedCopyFor(cookieHeader: string | undefined | null): Copy | null {
  if (carriesOwnPageCookie(cookieHeader)) return null;
  // An emptied cart leaves an empty cookie behind: that page is everyone's page again.
  const cartCount = cartCountOf(cookieHeader);
  return cartCount === 0 ? { shared: true } : { shared: false, cartCount };
}

/** What a shared cache (a CDN) may do with a page: the same rule as this cache, said in headers. */
export function sharedCacheControl(ttlSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 6}`;
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * The page without its render's nonce, and the CSP sources that allow its inline
 * scripts instead: the hash of each one's text, as the browser computes it.
 * Null when the page cannot be made nonce-free safely.
 */
export function withScriptHashes(html: string, nonce: string): { html: string; scriptSources: string[] } | null {
  // The browser hashes the parsed text, where CR LF became LF; such a page is left uncached.
  if (!nonce || html.includes("\r")) return null;
  const page = html.replaceAll(nonce, "");
  const scriptSources = new Set<string>();
  for (const [, attributes, text] of page.matchAll(INLINE_SCRIPT)) {
    if (/\ssrc=/i.test(attributes) || /type="application\/ld\+json"/i.test(attributes)) continue;
    scriptSources.add(`'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`);
  }
  return { html: page, scriptSources: [...scriptSources] };
}

/** Headers a stored page gets anew: its caching rules are this cache's, and its length depends on the encoding. */
const RECOMPUTED_HEADERS = new Set(["content-length", "content-encoding", "cache-control", "vary", "etag"]);

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

export function createHtmlCache(options: HtmlCacheOptions) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const pages = new Map<string, CachedPage>();
  const rendering = new Map<string, Promise<CachedPage | null>>();
  let totalBytes = 0;
  /** Bumped by every write, so a render that started before it is not stored after it. */
  let generation = 0;

  function forget(key: string) {
    const page = pages.get(key);
    if (!page) return;
    pages.delete(key);
    totalBytes -= page.bytes;
  }

  function store(key: string, page: CachedPage) {
    forget(key);
    pages.set(key, page);
    totalBytes += page.bytes;
    for (const [oldest] of pages) {
      if (totalBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function answer(page: CachedPage, request: Request, state: "HIT" | "MISS"): Response {
    const headers = new Headers(page.headers);
    headers.set("X-Cache", state);
    if (matchesEtag(request.headers.get("If-None-Match"), page.etag)) {
      return new Response(null, { status: 304, headers });
    }
    const encoding = chooseEncoding(request.headers.get("Accept-Encoding"));
    const body = page.bodies[encoding];
    if (encoding !== "identity") headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(body.length));
    return new Response(body, { status: page.status, headers });
  }

  /** A fresh render as a cache entry (compressed once), or null when it must not be shared. */
  async function capture(response: Response, html: string, nonce: string, copy: Copy): Promise<CachedPage | null> {
    const hashed = withScriptHashes(html, nonce);
    if (!hashed) return null;
    const headers: CachedPage["headers"] = [];
    let nonceLeft = false;
    response.headers.forEach((value, name) => {
      if (RECOMPUTED_HEADERS.has(name)) return;
      const shared = name === "content-security-policy" ? value.replace(`'nonce-${nonce}'`, hashed.scriptSources.join(" ")) : value;
      nonceLeft ||= shared.includes(nonce);
      headers.push([name, shared]);
    });
    if (nonceLeft) return null;
    const identity = new TextEncoder().encode(hashed.html);
    const [gzipped, brotli] = await Promise.all([
      gzipAsync(identity, { level: 9 }),
      brotliAsync(identity, {
        params: {
          [zlibConstants.BROTLI_PARAM_QUALITY]: 9,
          [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
          [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
        },
      }),
    ]);
    const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
    headers.push(
      // A copy with a cart's count is for this server's cache only: a CDN or the browser keeps nothing of it.
      ["Cache-Control", copy.shared ? sharedCacheControl(options.ttlSeconds) : "private, no-store"],
      ["Vary", "Cookie, Accept-Encoding"],
      ["ETag", etag],
    );
    return {
      status: response.status,
      headers,
      bodies: { identity, gzip: new Uint8Array(gzipped), br: new Uint8Array(brotli) },
      etag,
      bytes: identity.length + gzipped.length + brotli.length,
      expiresAt: Date.now() + options.ttlSeconds * 1000,
    };
  }

  const middleware: MiddlewareHandler<{ Variables: HtmlCacheVariables }> = async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (request.method !== "GET" || !isPublicPage(url.pathname) || url.searchParams.has("_data")) return next();
    const copy = cachedCopyFor(request.headers.get("Cookie"));
    if (!copy) {
      await next();
      c.res.headers.set("Cache-Control", "private, no-store");
      return;
    }

    // Without PUBLIC_URL the host is part of the key: pages write absolute links from it (and only the
    // machine's own hosts get this far, app/hosts.server.ts). A NUL never stands in a request line.
    const host = options.keyByHost === false ? "" : (request.headers.get("Host") ?? "");
    const key = `${host}${url.pathname}${url.search}${copy.shared ? "" : `\0cart=${copy.cartCount}`}`;
    const cached = pages.get(key);
    if (cached && cached.expiresAt > Date.now()) return answer(cached, request, "HIT");
    if (cached) forget(key);

    const inFlight = rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      if (page) return answer(page, request, "HIT");
    }

    const renderNonce = newNonce();
    c.set("cspNonce", renderNonce);
    const startedAt = generation;
    let settle: (page: CachedPage | null) => void = () => {};
    if (!inFlight) rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const rendered = c.res;
      const type = rendered.headers.get("Content-Type") ?? "";
      if (rendered.status !== 200 || !type.startsWith("text/html") || rendered.headers.has("Set-Cookie")) {
        settle(null);
        rendered.headers.set("Cache-Control", "private, no-store");
        return;
      }
      const html = await rendered.text();
      const page = await capture(rendered, html, renderNonce, copy);
      settle(page);
      if (!page) {
        // Its body is read; this visitor alone gets the render as it was.
        c.res = undefined;
        c.res = new Response(html, { status: rendered.status, headers: rendered.headers });
        c.res.headers.set("Cache-Control", "private, no-store");
        return;
      }
      if (startedAt === generation) store(key, page);
      // Assigning over a response would copy its headers (the render's nonce) onto this one.
      c.res = undefined;
      c.res = answer(page, request, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (!inFlight) rendering.delete(key);
    }
  };

  const wirePages = new WeakMap<CachedPage, WirePage>();

  function wireOf(page: CachedPage, listenerOptions: HtmlCacheListenerOptions): WirePage {
    let wire = wirePages.get(page);
    if (wire) return wire;
    // The same headers, and the same overrides, as the app's security middleware gives a hit (server.ts).
    const base: OutgoingHttpHeaders = {};
    for (const [name, value] of page.headers) base[name.toLowerCase()] = value;
    for (const [name, value] of Object.entries(listenerOptions.headers)) {
      const lower = name.toLowerCase();
      if (lower !== "content-security-policy" || base[lower] === undefined) base[lower] = value;
    }
    base["x-cache"] = "HIT";
    wire = { ok: {}, notModified: base };
    for (const encoding of Object.keys(page.bodies) as Encoding[]) {
      wire.ok[encoding] = {
        ...base,
        ...(encoding === "identity" ? {} : { "content-encoding": encoding }),
        "content-length": String(page.bodies[encoding].length),
      };
    }
    wirePages.set(page, wire);
    return wire;
  }

  /**
   * A hit answered on Node's own request and response, before Hono is entered, as the static files are: the
   * same key, copy and bytes as the middleware's, without the conversion to web Requests and Responses and the
   * middlewares a stored page does not need. Everything else (a miss, a page that is the visitor's own, another
   * host) goes to `app`, whose middleware renders and stores it.
   */
  function handle(req: IncomingMessage, res: ServerResponse, app: RequestListener, listenerOptions: HtmlCacheListenerOptions) {
    if (pages.size === 0 || req.method !== "GET") return app(req, res);
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const pathname = query === -1 ? url : url.slice(0, query);
    if (!pathname.startsWith("/") || !isPublicPage(pathname)) return app(req, res);
    if (query !== -1 && new URLSearchParams(url.slice(query + 1)).has("_data")) return app(req, res);
    if (!listenerOptions.servesHost(req.headers.host)) return app(req, res);
    const copy = cachedCopyFor(req.headers.cookie);
    if (!copy) return app(req, res);
    const host = options.keyByHost === false ? "" : (req.headers.host ?? "");
    const key = `${host}${url}${copy.shared ? "" : `\0cart=${copy.cartCount}`}`;
    const page = pages.get(key);
    if (!page || page.expiresAt <= Date.now()) return app(req, res);
    const wire = wireOf(page, listenerOptions);
    if (matchesEtag(req.headers["if-none-match"], page.etag)) {
      res.writeHead(304, wire.notModified).end();
      listenerOptions.onAnswer?.(req, 304);
      return;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]);
    res.writeHead(page.status, wire.ok[encoding]);
    res.end(page.bodies[encoding]);
    listenerOptions.onAnswer?.(req, page.status);
  }

  return {
    middleware,
    /** A request listener that answers stored pages and hands everything else to `app`. */
    listener:
      (app: RequestListener, listenerOptions: HtmlCacheListenerOptions): RequestListener =>
      (req, res) =>
        handle(req, res, app, listenerOptions),
    /** Forgets every page: called after each successful write that changes what the pages show. */
    clear() {
      generation += 1;
      pages.clear();
      totalBytes = 0;
    },
    get size() {
      return pages.size;
    },
  };
}

export type HtmlCache = ReturnType<typeof createHtmlCache>;

import { randomBytes } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { FLASH_COOKIE } from "~/flash.server";
import { CART_KEY, readCookie, WISHLIST_KEY } from "~/lib/cart";
import { categoryPages } from "~/lib/catalog";
import { SESSION_COOKIE } from "~/session.server";

/**
 * An in-memory cache of the storefront pages an anonymous visitor sees.
 *
 * Only GETs without any of the store's cookies are served from it: a cart, a
 * wishlist, a staff session or a banner make the page the visitor's own. Each
 * answer gets a fresh CSP nonce (the stored page keeps a placeholder), so a
 * cached page never hands out a nonce someone else has seen. Writes through the
 * API clear it at once; the short TTL keeps several instances fresh too.
 */
export interface HtmlCacheOptions {
  ttlSeconds: number;
  maxBytes?: number;
  /** Makes a nonce for each answer; the page's own CSP header is rebuilt from it. */
  newNonce?: () => string;
}

interface CachedPage {
  /** The page and its headers split at its render's nonce, joined again with each answer's own. */
  bodyParts: string[];
  headers: [name: string, parts: string[]][];
  status: number;
  bytes: number;
  expiresAt: number;
}

export type HtmlCacheVariables = { cspNonce?: string };

/** Cookies that make a page the visitor's own. */
const PERSONAL_COOKIES = [SESSION_COOKIE, FLASH_COOKIE, CART_KEY, WISHLIST_KEY];

const publicPaths = new Set(["/home", "/about", "/contact", ...categoryPages.map((page) => `/${page.slug}`)]);
const publicPatterns = [/^\/single\/[^/]+$/, /^\/single-post\/[^/]+$/];

/** The storefront pages whose HTML is the same for every visitor without cookies. */
export function isPublicPage(pathname: string): boolean {
  const path = pathname.length > 1 && pathname.endsWith("/") ? pathname.slice(0, -1) : pathname;
  return publicPaths.has(path) || publicPatterns.some((pattern) => pattern.test(path));
}

export function carriesPersonalCookie(cookieHeader: string | undefined | null): boolean {
  if (!cookieHeader) return false;
  // An emptied cart or wishlist leaves an empty cookie behind; it changes nothing on the page.
  return PERSONAL_COOKIES.some((name) => Boolean(readCookie(cookieHeader, name)));
}

/** What a shared cache (a CDN) may do with a page: the same rule as this cache, said in headers. */
export function sharedCacheControl(ttlSeconds: number): string {
  return `public, max-age=0, s-maxage=${ttlSeconds}, stale-while-revalidate=${ttlSeconds * 6}`;
}

/** Headers a stored page gets anew: its length changes with the nonce, and its caching rules are this cache's. */
const RECOMPUTED_HEADERS = new Set(["content-length", "cache-control", "vary"]);

const randomNonce = () => randomBytes(16).toString("base64");

export function createHtmlCache(options: HtmlCacheOptions) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const newNonce = options.newNonce ?? randomNonce;
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

  function answer(page: CachedPage, state: "HIT" | "MISS"): Response {
    const nonce = newNonce();
    const headers = new Headers();
    for (const [name, parts] of page.headers) headers.append(name, parts.join(nonce));
    headers.set("X-Cache", state);
    return new Response(page.bodyParts.join(nonce), { status: page.status, headers });
  }

  /** Reads a fresh render into a cache entry, or null when it must not be shared. */
  async function capture(response: Response, nonce: string): Promise<CachedPage | null> {
    const type = response.headers.get("Content-Type") ?? "";
    if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie")) return null;
    const body = await response.text();
    const headers: CachedPage["headers"] = [];
    response.headers.forEach((value, name) => {
      if (!RECOMPUTED_HEADERS.has(name)) headers.push([name, value.split(nonce)]);
    });
    headers.push(["Cache-Control", [sharedCacheControl(options.ttlSeconds)]], ["Vary", ["Cookie"]]);
    return {
      bodyParts: body.split(nonce),
      headers,
      status: response.status,
      bytes: body.length * 2,
      expiresAt: Date.now() + options.ttlSeconds * 1000,
    };
  }

  const middleware: MiddlewareHandler<{ Variables: HtmlCacheVariables }> = async (c, next) => {
    const request = c.req.raw;
    const url = new URL(request.url);
    if (request.method !== "GET" || !isPublicPage(url.pathname) || url.searchParams.has("_data")) return next();
    if (carriesPersonalCookie(request.headers.get("Cookie"))) {
      await next();
      c.res.headers.set("Cache-Control", "private, no-store");
      return;
    }

    // The host is part of the key: pages write absolute links from it.
    const key = `${request.headers.get("Host") ?? ""}${url.pathname}${url.search}`;
    const cached = pages.get(key);
    if (cached && cached.expiresAt > Date.now()) return answer(cached, "HIT");
    if (cached) forget(key);

    const inFlight = rendering.get(key);
    if (inFlight) {
      const page = await inFlight;
      if (page) return answer(page, "HIT");
    }

    // This render becomes the one others wait for; each answer swaps its nonce for a fresh one.
    const renderNonce = newNonce();
    c.set("cspNonce", renderNonce);
    const startedAt = generation;
    let settle: (page: CachedPage | null) => void = () => {};
    if (!inFlight) rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      await next();
      const page = await capture(c.res, renderNonce);
      settle(page);
      if (!page) {
        c.res.headers.set("Cache-Control", "private, no-store");
        return;
      }
      if (startedAt === generation) store(key, page);
      // Assigning over a response would copy its headers (the render's nonce) onto this one.
      c.res = undefined;
      c.res = answer(page, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      if (!inFlight) rendering.delete(key);
    }
  };

  return {
    middleware,
    /** Forgets every page: called after each successful write through the API. */
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

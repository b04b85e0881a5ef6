/**
 * The public catalogue's anonymous reads (the product lists and search, a type's products, a product, the posts and
 * a post), kept as the bytes the API answered, per address and language (docs/decisions/057).
 *
 * Every anonymous client gets the same answer for the same address: the mobile pages' scripts, a partner's
 * integration, the platforms that crawl product data. Rendering it each time cost milliseconds of processor time
 * and, at 64 connections, seconds of queueing. An answer is kept, compressed once, with its `X-Total-Count`, and a
 * hit is answered on Node's own request and response before Hono is entered, as the static files and the feeds
 * are. The same writes that clear the page cache clear it (app/api/page-changes.ts, and on every worker and
 * instance through app/page-notices.server.ts); the TTL bounds what a lost notice would leave behind.
 *
 * A request with a staff token or a `Prefer` header is never answered from it nor stored: the token may change
 * what a list holds in a later version, and `Prefer: count=none` changes the headers. The store's currency is one
 * per process, so every key is a key of that currency.
 */
import { createHash } from "node:crypto";
import type { IncomingHttpHeaders, IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlibConstants, gzip } from "node:zlib";
import { chooseEncoding, matchesEtag, type Encoding } from "~/content-negotiation.server";
import { localeFromAcceptLanguage } from "~/lib/i18n";

export interface ApiCacheOptions {
  /** How long an answer lives without any write clearing it. */
  ttlSeconds: number;
  /** The security headers every answer carries (the app's middleware adds them to the rest). */
  headers: Record<string, string>;
  /** The most bytes held, compressed copies included; the oldest answers go first past it. */
  maxBytes?: number;
  /** A larger answer (the whole catalogue without `limit`) is not kept. */
  maxAnswerBytes?: number;
  /** After each answer sent before the app. */
  onAnswer?: (req: IncomingMessage, status: number) => void;
}

/** The public catalogue's reads; images have their own ETags (app/api/media.ts), and the rest is not catalogue. */
const KEPT_PATHS = [
  /^\/api\/products$/,
  /^\/api\/products\/single\/[^/]+$/,
  /^\/api\/products\/type\/[^/]+$/,
  /^\/api\/posts$/,
  /^\/api\/posts\/single\/[^/]+$/,
];

export function isKeptPath(pathname: string): boolean {
  return KEPT_PATHS.some((pattern) => pattern.test(pathname));
}

/** Headers that make the answer the client's own; a request carrying one bypasses the cache. */
const ANSWER_CHANGING_HEADERS = ["authorization", "prefer"] as const;

function bypasses(headers: IncomingHttpHeaders | Headers): boolean {
  return headers instanceof Headers
    ? ANSWER_CHANGING_HEADERS.some((name) => headers.has(name))
    : ANSWER_CHANGING_HEADERS.some((name) => headers[name] !== undefined);
}

/** The API's own headers a kept answer keeps; the rest is this cache's (validators, length, encoding). */
const KEPT_HEADERS = new Set(["content-type", "content-language", "x-total-count"]);
/** What a client or a CDN may do with a kept answer: keep it, and ask again with its ETag every time. */
const KEPT_CACHE_CONTROL = "no-cache";
/** Below this, compressing saves less than a packet. */
const COMPRESS_FROM_BYTES = 1024;

interface Representation {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

interface KeptAnswer {
  offered: Exclude<Encoding, "identity">[];
  representations: Partial<Record<Encoding, Representation>>;
  bytes: number;
  expiresAt: number;
}

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** The language the API would answer in without `lang` (app/api/translations.ts): part of every key. */
const keyOf = (url: string, acceptLanguage: string | null | undefined) => `${localeFromAcceptLanguage(acceptLanguage)}\0${url}`;

export function createApiCache(options: ApiCacheOptions) {
  const maxBytes = options.maxBytes ?? 32 * 1024 * 1024;
  const maxAnswerBytes = options.maxAnswerBytes ?? 1024 * 1024;
  const kept = new Map<string, KeptAnswer>();
  const reading = new Map<string, Promise<KeptAnswer | null>>();
  let totalBytes = 0;
  /** Bumped by every clear, so an answer read before a write is not kept after it. */
  let generation = 0;

  function forget(key: string) {
    const answer = kept.get(key);
    if (!answer) return;
    kept.delete(key);
    totalBytes -= answer.bytes;
  }

  function store(key: string, answer: KeptAnswer) {
    forget(key);
    kept.set(key, answer);
    totalBytes += answer.bytes;
    for (const [oldest] of kept) {
      if (totalBytes <= maxBytes) break;
      forget(oldest);
    }
  }

  function fresh(key: string): KeptAnswer | null {
    const answer = kept.get(key);
    if (!answer) return null;
    if (answer.expiresAt > Date.now()) return answer;
    forget(key);
    return null;
  }

  /** An API's 200 as a kept answer (compressed once, a strong ETag per encoding), or null when it is not kept. */
  async function capture(apiHeaders: Headers, identity: Buffer): Promise<KeptAnswer | null> {
    if (identity.length > maxAnswerBytes) return null;
    const own: OutgoingHttpHeaders = {};
    apiHeaders.forEach((value, name) => {
      if (KEPT_HEADERS.has(name)) own[name] = value;
    });
    const vary = ["Accept-Encoding", ...(apiHeaders.get("Vary") ?? "").split(",").map((v) => v.trim())].filter(Boolean);
    const bodies: Partial<Record<Encoding, Buffer>> = { identity };
    if (identity.length >= COMPRESS_FROM_BYTES) {
      [bodies.br, bodies.gzip] = await Promise.all([
        brotliAsync(identity, {
          params: {
            [zlibConstants.BROTLI_PARAM_QUALITY]: 6,
            [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
            [zlibConstants.BROTLI_PARAM_SIZE_HINT]: identity.length,
          },
        }),
        gzipAsync(identity, { level: 6 }),
      ]);
    }
    const hash = createHash("sha1").update(identity).digest("base64url");
    const representations: KeptAnswer["representations"] = {};
    let bytes = 0;
    for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
      bytes += body.length;
      const etag = encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
      const notModified: OutgoingHttpHeaders = {
        ...options.headers,
        "Cache-Control": KEPT_CACHE_CONTROL,
        Vary: [...new Set(vary)].join(", "),
        ETag: etag,
        "X-Cache": "HIT",
      };
      representations[encoding] = {
        body,
        etag,
        notModified,
        headers: {
          ...notModified,
          ...own,
          "Content-Length": String(body.length),
          ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        },
      };
    }
    return {
      offered: (["br", "gzip"] as const).filter((encoding) => bodies[encoding]),
      representations,
      bytes,
      expiresAt: Date.now() + options.ttlSeconds * 1000,
    };
  }

  function representationFor(answer: KeptAnswer, acceptEncoding: string | null | undefined): Representation {
    return answer.representations[chooseEncoding(acceptEncoding, answer.offered)]!;
  }

  /** A hit on Node's own request and response. */
  function send(answer: KeptAnswer, req: IncomingMessage, res: ServerResponse) {
    const representation = representationFor(answer, req.headers["accept-encoding"]);
    if (matchesEtag(req.headers["if-none-match"], representation.etag)) {
      res.writeHead(304, representation.notModified).end();
      options.onAnswer?.(req, 304);
      return;
    }
    res.writeHead(200, representation.headers);
    res.end(req.method === "HEAD" ? undefined : representation.body);
    options.onAnswer?.(req, 200);
  }

  /** The same answer as a web Response, for a request that reached the app. */
  function respond(answer: KeptAnswer, request: Request, state: "HIT" | "MISS"): Response {
    const representation = representationFor(answer, request.headers.get("Accept-Encoding"));
    const notModified = matchesEtag(request.headers.get("If-None-Match"), representation.etag);
    const headers = new Headers();
    for (const [name, value] of Object.entries(notModified ? representation.notModified : representation.headers)) {
      headers.set(name, String(value));
    }
    headers.set("X-Cache", state);
    if (notModified) return new Response(null, { status: 304, headers });
    return new Response(request.method === "HEAD" ? null : new Uint8Array(representation.body), { status: 200, headers });
  }

  /**
   * Answers a call to the API that reached the app: from a kept answer, or through `callApi` and then kept when
   * it may be. `rawUrl` is the request line's address, the key the listener looks up before the app.
   */
  async function answer(request: Request, callApi: (request: Request) => Response | Promise<Response>, rawUrl?: string): Promise<Response> {
    if (request.method !== "GET" || bypasses(request.headers)) return callApi(request);
    const url = new URL(request.url);
    if (!isKeptPath(url.pathname)) return callApi(request);
    const key = keyOf(rawUrl ?? `${url.pathname}${url.search}`, request.headers.get("Accept-Language"));
    const hit = fresh(key);
    if (hit) return respond(hit, request, "HIT");

    const inFlight = reading.get(key);
    if (inFlight) {
      const followed = await inFlight;
      if (followed) return respond(followed, request, "HIT");
      return callApi(request);
    }
    const startedAt = generation;
    let settle: (answer: KeptAnswer | null) => void = () => {};
    const read = new Promise<KeptAnswer | null>((resolve) => (settle = resolve));
    reading.set(key, read);
    try {
      // Without validators: the API's answer must not depend on what this client holds.
      const headers = new Headers(request.headers);
      headers.delete("If-None-Match");
      const response = await callApi(new Request(request.url, { method: "GET", headers }));
      if (response.status !== 200 || response.headers.has("Set-Cookie") || response.headers.has("Content-Encoding")) {
        settle(null);
        return response;
      }
      const body = Buffer.from(await response.arrayBuffer());
      const captured = await capture(response.headers, body);
      settle(captured);
      if (!captured) return new Response(new Uint8Array(body), { status: response.status, headers: response.headers });
      if (startedAt === generation) store(key, captured);
      return respond(captured, request, "MISS");
    } catch (error) {
      settle(null);
      throw error;
    } finally {
      // A clear may have let a newer read take this key's place.
      if (reading.get(key) === read) reading.delete(key);
    }
  }

  function handle(req: IncomingMessage, res: ServerResponse, app: RequestListener) {
    if (kept.size === 0 || (req.method !== "GET" && req.method !== "HEAD") || bypasses(req.headers)) return app(req, res);
    const url = req.url ?? "";
    if (!url.startsWith("/api/")) return app(req, res);
    const hit = fresh(keyOf(url, req.headers["accept-language"]));
    if (!hit) return app(req, res);
    send(hit, req, res);
  }

  return {
    answer,
    /** A request listener that answers kept answers and hands everything else to `app`. */
    listener:
      (app: RequestListener): RequestListener =>
      (req, res) =>
        handle(req, res, app),
    /** Forgets every answer: called with the page cache's clear, after each write that changes what the pages show. */
    clear() {
      generation += 1;
      kept.clear();
      // Requests after the write must not follow a read that started before it.
      reading.clear();
      totalBytes = 0;
    },
    get size() {
      return kept.size;
    },
  };
}

export type ApiCache = ReturnType<typeof createApiCache>;

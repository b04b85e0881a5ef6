/**
 * The product feeds (docs/decisions/054), answered on Node's own request and response before Hono is entered, as
 * the static files are: `/feeds/google.xml`, `/feeds/meta.csv`, and the same under `/fr` and `/ar`.
 *
 * A feed is generated on its first request, streamed to it as it is written, and kept compressed (gzip, which
 * every platform's fetcher accepts) until a write that changes the pages clears it (app/api/page-changes.ts, on
 * every worker and instance through app/page-notices.server.ts); `keepSeconds` bounds what a lost notice leaves.
 * Requests that come while a feed is being written follow the same generation instead of starting another. A
 * kept feed has a strong ETag per encoding and a Last-Modified, and answers conditional requests with 304.
 *
 * At 100,000 products a feed is hundreds of megabytes of text: only its gzip copy is kept, a client that takes no
 * gzip gets it inflated as it is sent, and the products are read a batch at a time (docs/performance.md).
 */
import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import { once } from "node:events";
import { createGunzip, createGzip } from "node:zlib";
import type { Logger } from "pino";
import { chooseEncoding, matchesEtag } from "~/content-negotiation.server";
import type { Db } from "~/db/connection";
import {
  FEED_NEEDS_PUBLIC_URL,
  feedFiles,
  feedItemsOf,
  feedOfPath,
  GOOGLE_FEED_CLOSE,
  googleFeedOpen,
  googleItemXml,
  META_FEED_HEADER,
  metaItemLine,
  type FeedFormat,
  type FeedSettings,
} from "~/lib/feeds";
import type { Currency, Locale } from "~/lib/i18n";
import { compareAmounts } from "~/lib/money";
import { translate } from "~/lib/texts.server";
import { feedProductBatch } from "~/models/feeds.server";
import { readShippingRates } from "~/models/shipping.server";

export interface FeedsOptions {
  db: Db;
  /** PUBLIC_URL: without it the feeds say they need it, rather than write addresses the platforms cannot reach. */
  publicUrl: string | undefined;
  storeName: string;
  currency: Currency;
  /** The security headers every answer carries. */
  headers: Record<string, string>;
  /** Whether a Host header names this store; any other host is left to the app, which refuses it. */
  servesHost: (hostHeader: string | undefined) => boolean;
  /** How long a kept feed lives without any write clearing it. */
  keepSeconds: number;
  logger: Pick<Logger, "info" | "warn" | "error" | "isLevelEnabled">;
  /** Products per database read. */
  batchSize?: number;
}

/** One generation of one feed: its gzip bytes as they are written, then its validators once it is complete. */
interface Generation {
  chunks: Buffer[];
  bytes: number;
  done: boolean;
  failed: boolean;
  /** Set when complete: the hash of the text (ETags) and when the generation started (the catalogue it shows). */
  hash?: string;
  lastModified: string;
  expiresAt: number;
  /** Cleared while being written: finished for the requests following it, never kept. */
  stale: boolean;
  followers: number;
  wake: Set<() => void>;
}

const CACHE_CONTROL = "public, max-age=0, must-revalidate";

/** Text is handed to gzip in pieces of about this many characters: a few items, not one write per item. */
const PIECE_CHARACTERS = 64 * 1024;

export function createFeeds(options: FeedsOptions) {
  const kept = new Map<string, Generation>();

  function wakeFollowers(generation: Generation) {
    for (const wake of generation.wake) wake();
  }

  async function feedSettings(locale: Locale): Promise<FeedSettings> {
    const rates = await readShippingRates(options.db, options.currency);
    const fee = rates.fees.reduce((highest, row) => (compareAmounts(row.fee, highest) > 0 ? row.fee : highest), rates.fees[0].fee);
    return {
      siteUrl: options.publicUrl!.replace(/\/+$/, ""),
      storeName: options.storeName,
      currency: options.currency,
      locale,
      shipping: { fee, freeFrom: rates.freeShippingOver },
      t: (id, params) => translate(locale, id, params),
    };
  }

  /** Writes the feed into `generation`, a batch of products at a time, and marks it done or failed. */
  async function generate(format: FeedFormat, locale: Locale, generation: Generation) {
    const gzip = createGzip({ level: 6 });
    const hash = createHash("sha1");
    gzip.on("data", (chunk: Buffer) => {
      generation.chunks.push(chunk);
      generation.bytes += chunk.length;
      wakeFollowers(generation);
    });
    const ended = once(gzip, "end");
    let piece = "";
    const write = async (text: string, force = false) => {
      piece += text;
      if (!force && piece.length < PIECE_CHARACTERS) return;
      hash.update(piece);
      const more = gzip.write(piece);
      piece = "";
      if (!more) await once(gzip, "drain");
    };
    try {
      const settings = await feedSettings(locale);
      await write(format === "google" ? googleFeedOpen(settings) : META_FEED_HEADER);
      const line = format === "google" ? googleItemXml : metaItemLine;
      let after = 0;
      for (;;) {
        // Nobody is waiting for a feed that a write made stale: it is not finished for nothing.
        if (generation.stale && generation.followers === 0) throw new Error("feed cleared while it was written");
        const batch = await feedProductBatch(options.db, { after, locale, currency: options.currency, limit: options.batchSize });
        for (const product of batch.products) {
          for (const item of feedItemsOf(product, settings)) await write(line(item));
        }
        if (batch.next === null) break;
        after = batch.next;
      }
      if (format === "google") await write(GOOGLE_FEED_CLOSE);
      await write("", true);
      gzip.end();
      await ended;
      generation.hash = hash.digest("base64url");
      // One buffer: a kept feed is then sent in one write.
      generation.chunks = [Buffer.concat(generation.chunks)];
      generation.done = true;
    } catch (error) {
      generation.failed = true;
      gzip.destroy();
      if (!generation.stale) options.logger.error({ err: error, feed: feedFiles[format].file, locale }, "could not write a product feed");
      if (kept.get(keyOf(format, locale)) === generation) kept.delete(keyOf(format, locale));
    } finally {
      wakeFollowers(generation);
    }
  }

  const keyOf = (format: FeedFormat, locale: Locale) => `${locale}/${format}`;

  function generationOf(format: FeedFormat, locale: Locale): Generation {
    const key = keyOf(format, locale);
    const current = kept.get(key);
    if (current && !current.failed && current.expiresAt > Date.now()) return current;
    const started = new Date();
    const generation: Generation = {
      chunks: [],
      bytes: 0,
      done: false,
      failed: false,
      lastModified: started.toUTCString(),
      expiresAt: started.getTime() + options.keepSeconds * 1000,
      stale: false,
      followers: 0,
      wake: new Set(),
    };
    kept.set(key, generation);
    void generate(format, locale, generation);
    return generation;
  }

  function baseHeaders(format: FeedFormat): OutgoingHttpHeaders {
    return {
      ...options.headers,
      "Content-Type": feedFiles[format].contentType,
      "Cache-Control": CACHE_CONTROL,
      Vary: "Accept-Encoding",
      // A feed is for the platforms' fetchers, not for search results.
      "X-Robots-Tag": "noindex",
    };
  }

  /** A complete feed: 304 when the client holds it, else its bytes in one write. */
  function sendKept(generation: Generation, format: FeedFormat, req: IncomingMessage, res: ServerResponse): number {
    const gzipped = chooseEncoding(req.headers["accept-encoding"], ["gzip"]) === "gzip";
    const etag = gzipped ? `"${generation.hash}-gzip"` : `"${generation.hash}"`;
    const validators = { ETag: etag, "Last-Modified": generation.lastModified };
    const ifNoneMatch = req.headers["if-none-match"];
    const ifModifiedSince = req.headers["if-modified-since"];
    const notModified = ifNoneMatch
      ? matchesEtag(ifNoneMatch, etag)
      : ifModifiedSince !== undefined && Date.parse(ifModifiedSince) >= Date.parse(generation.lastModified);
    if (notModified) {
      res.writeHead(304, { ...baseHeaders(format), ...validators }).end();
      return 304;
    }
    const body = generation.chunks[0];
    if (gzipped) {
      res.writeHead(200, { ...baseHeaders(format), ...validators, "Content-Encoding": "gzip", "Content-Length": String(body.length) });
      res.end(req.method === "HEAD" ? undefined : body);
      return 200;
    }
    res.writeHead(200, { ...baseHeaders(format), ...validators });
    if (req.method === "HEAD") {
      res.end();
      return 200;
    }
    const gunzip = createGunzip();
    gunzip.on("error", (error) => res.destroy(error));
    gunzip.pipe(res);
    gunzip.end(body);
    return 200;
  }

  /** A feed being written: sent as it comes, without validators, which only a complete feed has. */
  function follow(generation: Generation, format: FeedFormat, req: IncomingMessage, res: ServerResponse): Promise<number> {
    const gzipped = chooseEncoding(req.headers["accept-encoding"], ["gzip"]) === "gzip";
    generation.followers += 1;
    return new Promise<number>((resolve) => {
      let sent = 0;
      let next = 0;
      let started = false;
      let closed = false;
      const gunzip = gzipped ? null : createGunzip();
      const sink = (chunk: Buffer) => (gunzip ? gunzip.write(chunk) : res.write(chunk));
      if (gunzip) {
        gunzip.on("data", (chunk: Buffer) => res.write(chunk));
        gunzip.on("error", (error) => res.destroy(error));
      }
      let finished = false;
      const finish = (status: number) => {
        if (finished) return;
        finished = true;
        generation.wake.delete(pump);
        generation.followers -= 1;
        resolve(status);
      };
      const pump = () => {
        if (closed) return;
        if (!started && (generation.chunks.length > 0 || generation.done)) {
          started = true;
          res.writeHead(200, { ...baseHeaders(format), ...(gzipped ? { "Content-Encoding": "gzip" } : {}) });
          if (req.method === "HEAD") {
            res.end();
            return finish(200);
          }
        }
        if (generation.failed) {
          // Nothing sent yet: a clean 503. Otherwise cutting the answer short is the only honest signal left.
          if (!started) res.writeHead(503, { ...options.headers, "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60" }).end();
          else res.destroy(new Error("the feed could not be written"));
          return finish(started ? 200 : 503);
        }
        // A kept feed was joined into one buffer: continue from the byte reached.
        if (generation.done) {
          const body = generation.chunks[0] ?? Buffer.alloc(0);
          if (sent < body.length) sink(body.subarray(sent));
          if (gunzip) {
            gunzip.on("end", () => res.end());
            gunzip.end();
          } else res.end();
          return finish(200);
        }
        while (next < generation.chunks.length) {
          const chunk = generation.chunks[next++];
          sink(chunk);
          sent += chunk.length;
        }
      };
      // A client gone before the end stops following; the generation goes on for the others, or to be kept.
      res.on("close", () => {
        closed = true;
        finish(499);
      });
      generation.wake.add(pump);
      pump();
    });
  }

  async function answer(req: IncomingMessage, res: ServerResponse, format: FeedFormat, locale: Locale): Promise<number> {
    if (!options.publicUrl) {
      res
        .writeHead(503, { ...options.headers, "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" })
        .end(`${FEED_NEEDS_PUBLIC_URL}\n`);
      return 503;
    }
    const generation = generationOf(format, locale);
    return generation.done ? sendKept(generation, format, req, res) : follow(generation, format, req, res);
  }

  function handle(req: IncomingMessage, res: ServerResponse, app: RequestListener) {
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const feed = feedOfPath(query === -1 ? url : url.slice(0, query));
    if (!feed || (req.method !== "GET" && req.method !== "HEAD") || !options.servesHost(req.headers.host)) return app(req, res);
    const startedAt = performance.now();
    void answer(req, res, feed.format, feed.locale).then((status) => {
      if (options.logger.isLevelEnabled("info")) {
        options.logger.info({ method: req.method, path: url, status, ms: Math.round(performance.now() - startedAt) }, "request");
      }
    });
  }

  return {
    /** A request listener that answers the feeds and hands everything else to `app`. */
    listener:
      (app: RequestListener): RequestListener =>
      (req, res) =>
        handle(req, res, app),
    /** Forgets every kept feed: called with the page cache's clear, after each write that changes what the pages show. */
    clear() {
      for (const generation of kept.values()) generation.stale = true;
      kept.clear();
    },
    /** How many feeds are kept or being written. */
    get size() {
      return kept.size;
    },
  };
}

export type Feeds = ReturnType<typeof createFeeds>;

/**
 * The files of public/, answered on Node's own request and response before Hono is entered.
 *
 * Through the app, each download of a stylesheet went through every middleware, a request log line, a stat()
 * and a disk stream, and the conversion to and from web Requests and Responses: a sixteenth of what a bare
 * server sends (docs/performance.md). A deployment's files do not change while it runs (the build's names are
 * fingerprinted, and public/ is deployed with it), so their names are read once at start, and each file's bytes,
 * its compressed copies and their strong ETags once, on its first request, within a memory budget.
 *
 * Everything else goes to the app unchanged: other methods, unknown names (the Remix 404 page), hosts the store
 * does not serve (the app refuses them with 421), files over the budget, and files added after the start (its
 * serveStatic reads them from disk). Development does not use this at all: the build rewrites public/build.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import type { IncomingMessage, OutgoingHttpHeaders, RequestListener, ServerResponse } from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, gzip } from "node:zlib";
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from "hono/utils/compress";
import { getMimeType } from "hono/utils/mime";
import { chooseEncoding, matchesEtag, type Encoding } from "~/content-negotiation.server";

/**
 * Whether a URL path can name a file of public/: every file there has an extension, and no page's path has one
 * in its last segment (`/robots.txt` and the sitemaps are pages that do, and are looked for on disk first as
 * before). The app's own static middleware looks a path up on disk, which for a page is a failed stat() and
 * a thrown error on every request: pages skip it.
 */
export function mayNameAFile(urlPath: string): boolean {
  return urlPath.lastIndexOf(".") > urlPath.lastIndexOf("/");
}

/** Cache-Control of a file of public/: the build's names are fingerprinted, so their bytes never change. */
export function cacheControlFor(urlPath: string): string {
  return urlPath.startsWith("/build/") ? "public, max-age=31536000, immutable" : "public, max-age=3600";
}

export interface StaticFilesOptions {
  /** The folder served at the site's root. */
  root: string;
  /** Headers every answer carries: the security headers the app gives whatever sets no policy of its own. */
  headers: Record<string, string>;
  /** Whether a Host header names this store; a request for any other host is left to the app, which refuses it. */
  servesHost: (hostHeader: string | undefined) => boolean;
  /** After each answer this module sends itself. */
  onAnswer?: (req: IncomingMessage, status: number) => void;
  /** A larger file is left to the app. */
  maxFileBytes?: number;
  /** The most bytes held, compressed copies included; files past it are left to the app. */
  maxTotalBytes?: number;
}

type CompressedEncoding = Exclude<Encoding, "identity">;
const COPY_SUFFIX: Record<CompressedEncoding, string> = { br: ".br", gzip: ".gz" };
/** Below this, compressing saves less than a packet (the build writes no copies of such files either). */
const COMPRESS_FROM_BYTES = 1024;

interface Representation {
  body: Buffer;
  etag: string;
  /** Of a 200. */
  headers: OutgoingHttpHeaders;
  notModified: OutgoingHttpHeaders;
}

interface HeldFile {
  /** The encodings it has besides identity, for Accept-Encoding to choose from. */
  offered: CompressedEncoding[];
  representations: Partial<Record<Encoding, Representation>>;
}

interface IndexedFile {
  file: string;
  size: number;
  /** Compressed copies the build wrote beside it. */
  copies: Partial<Record<CompressedEncoding, string>>;
  /** Undefined until first asked for; null when it is left to the app. */
  held?: HeldFile | null;
  loading?: Promise<HeldFile | null>;
}

/** Every file under `root` by its URL path, without the compressed copies, which are its variants. */
function indexFiles(root: string): Map<string, IndexedFile> {
  const files = new Map<string, IndexedFile>();
  const walk = (dir: string, urlPrefix: string) => {
    const entries = fs.readdirSync(dir, { withFileTypes: true });
    const names = new Set(entries.map((entry) => entry.name));
    for (const entry of entries) {
      const file = path.join(dir, entry.name);
      const urlPath = `${urlPrefix}/${entry.name}`;
      if (entry.isDirectory()) walk(file, urlPath);
      else if (entry.isFile() && !/\.(br|gz)$/.test(entry.name)) {
        const copies: IndexedFile["copies"] = {};
        for (const encoding of ["br", "gzip"] as const) {
          if (names.has(entry.name + COPY_SUFFIX[encoding])) copies[encoding] = file + COPY_SUFFIX[encoding];
        }
        files.set(urlPath, { file, size: fs.statSync(file).size, copies });
      }
    }
  };
  if (fs.existsSync(root)) walk(path.resolve(root), "");
  return files;
}

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * One byte range of a representation of `size` bytes (RFC 9110 section 14): null to ignore the header and send
 * it whole (malformed, or several ranges), "unsatisfiable" for 416.
 */
export function byteRange(header: string, size: number): { start: number; end: number } | "unsatisfiable" | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === "" && match[2] === "")) return null;
  if (match[1] === "") {
    const suffix = Number(match[2]);
    return suffix === 0 || size === 0 ? "unsatisfiable" : { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  if (match[2] !== "" && Number(match[2]) < start) return null;
  if (start >= size) return "unsatisfiable";
  return { start, end: match[2] === "" ? size - 1 : Math.min(Number(match[2]), size - 1) };
}

export function createStaticFiles(options: StaticFilesOptions) {
  const maxFileBytes = options.maxFileBytes ?? 1024 * 1024;
  const maxTotalBytes = options.maxTotalBytes ?? 16 * 1024 * 1024;
  const index = indexFiles(options.root);
  let heldBytes = 0;

  async function read(urlPath: string, indexed: IndexedFile): Promise<HeldFile | null> {
    if (indexed.size > maxFileBytes) return null;
    const type = getMimeType(indexed.file) ?? "application/octet-stream";
    const identity = await fs.promises.readFile(indexed.file);
    const bodies: Partial<Record<Encoding, Buffer>> = { identity };
    for (const [encoding, file] of Object.entries(indexed.copies))
      bodies[encoding as CompressedEncoding] = await fs.promises.readFile(file);
    // The app would compress such a file on each download; here it is done once.
    if (!bodies.br && !bodies.gzip && identity.length >= COMPRESS_FROM_BYTES && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) {
      [bodies.br, bodies.gzip] = await Promise.all([brotliAsync(identity), gzipAsync(identity, { level: 9 })]);
    }
    const bytes = Object.values(bodies).reduce((sum, body) => sum + body.length, 0);
    if (identity.length > maxFileBytes || heldBytes + bytes > maxTotalBytes) return null;
    heldBytes += bytes;

    const offered = (["br", "gzip"] as const).filter((encoding) => bodies[encoding]);
    const hash = createHash("sha1").update(identity).digest("base64url");
    const cacheControl = cacheControlFor(urlPath);
    const representations: HeldFile["representations"] = {};
    for (const [encoding, body] of Object.entries(bodies) as [Encoding, Buffer][]) {
      // One tag per encoding: they are different bytes, and a range of one is not a range of another.
      const etag = encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
      const notModified: OutgoingHttpHeaders = {
        ...options.headers,
        "Cache-Control": cacheControl,
        ETag: etag,
        ...(offered.length > 0 ? { Vary: "Accept-Encoding" } : {}),
      };
      representations[encoding] = {
        body,
        etag,
        notModified,
        headers: {
          ...notModified,
          "Content-Type": type,
          "Content-Length": String(body.length),
          "Accept-Ranges": "bytes",
          ...(encoding === "identity" ? {} : { "Content-Encoding": encoding }),
        },
      };
    }
    return { offered, representations };
  }

  function send(held: HeldFile, req: IncomingMessage, res: ServerResponse): number {
    const representation = held.representations[chooseEncoding(req.headers["accept-encoding"], held.offered)]!;
    if (matchesEtag(req.headers["if-none-match"], representation.etag)) {
      res.writeHead(304, representation.notModified).end();
      return 304;
    }
    const rangeHeader = req.method === "GET" ? req.headers.range : undefined;
    const ifRange = req.headers["if-range"];
    const range = rangeHeader && (!ifRange || ifRange === representation.etag) ? byteRange(rangeHeader, representation.body.length) : null;
    if (range === "unsatisfiable") {
      res.writeHead(416, { ...options.headers, "Content-Range": `bytes */${representation.body.length}`, "Content-Length": "0" }).end();
      return 416;
    }
    if (range) {
      res.writeHead(206, {
        ...representation.headers,
        "Content-Range": `bytes ${range.start}-${range.end}/${representation.body.length}`,
        "Content-Length": String(range.end - range.start + 1),
      });
      res.end(representation.body.subarray(range.start, range.end + 1));
      return 206;
    }
    res.writeHead(200, representation.headers);
    res.end(req.method === "HEAD" ? undefined : representation.body);
    return 200;
  }

  function answer(held: HeldFile, req: IncomingMessage, res: ServerResponse) {
    const status = send(held, req, res);
    options.onAnswer?.(req, status);
  }

  function handle(req: IncomingMessage, res: ServerResponse, app: RequestListener) {
    if (req.method !== "GET" && req.method !== "HEAD") return app(req, res);
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const urlPath = query === -1 ? url : url.slice(0, query);
    const indexed = index.get(urlPath);
    if (!indexed || indexed.held === null || !options.servesHost(req.headers.host)) return app(req, res);
    if (indexed.held) return answer(indexed.held, req, res);
    indexed.loading ??= read(urlPath, indexed)
      // Gone or unreadable since the start: the app answers as it would for any missing file.
      .catch(() => null)
      .then((held) => {
        indexed.held = held;
        indexed.loading = undefined;
        return held;
      });
    void indexed.loading.then((held) => (held ? answer(held, req, res) : app(req, res)));
  }

  return {
    /** A request listener that answers the files it holds and hands everything else to `app`. */
    listener:
      (app: RequestListener): RequestListener =>
      (req, res) =>
        void handle(req, res, app),
    /** How many files were found at start. */
    get files() {
      return index.size;
    },
    /** The bytes held in memory so far. */
    get heldBytes() {
      return heldBytes;
    },
  };
}

/**
 * Static files answered before the app: caching, revalidation, compressed copies, HEAD, ranges and the security
 * headers, with everything they do not hold left to the app. The module on a folder of its own, then the built
 * server.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { closedSecurityHeaders } from "~/security.server";
import { byteRange, createStaticFiles, mayNameAFile } from "~/static-files.server";
import { startServer, type ServerProcess } from "../resilience/support";

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A request with exactly these headers (fetch would add its own Accept-Encoding, decode the body, and keep the URL's Host). */
function request(base: string, urlPath: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    // The path as it is written: a URL would resolve its dot segments.
    const req = http.request({ hostname, port, path: urlPath, method: options.method ?? "GET", headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const security = closedSecurityHeaders(true);
const expectSecurityHeaders = (answer: Answer) => {
  for (const [name, value] of Object.entries(security)) expect(answer.headers[name.toLowerCase()]).toBe(value);
};

describe("the static files module", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-static-"));
  const css = Buffer.from(`.a{color:red}\n`.repeat(100));
  const brotliCopy = brotliCompressSync(css);
  const gzipCopy = gzipSync(css);
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"></svg>`);
  const manifest = Buffer.from(JSON.stringify({ names: Array.from({ length: 120 }, (_, i) => `file-${i}`) }));
  const large = Buffer.alloc(4096, 1);
  const fellThrough: string[] = [];
  let base = "";
  let server: http.Server;
  let files: ReturnType<typeof createStaticFiles>;

  beforeAll(async () => {
    fs.mkdirSync(path.join(root, "build/_assets"), { recursive: true });
    fs.writeFileSync(path.join(root, "build/_assets/app-ABC123.css"), css);
    fs.writeFileSync(path.join(root, "build/_assets/app-ABC123.css.br"), brotliCopy);
    fs.writeFileSync(path.join(root, "build/_assets/app-ABC123.css.gz"), gzipCopy);
    fs.writeFileSync(path.join(root, "favicon.svg"), svg);
    fs.writeFileSync(path.join(root, "site.webmanifest.json"), manifest);
    fs.writeFileSync(path.join(root, "large.bin"), large);
    files = createStaticFiles({
      root,
      headers: security,
      servesHost: (host) => host?.startsWith("127.0.0.1") ?? false,
      maxFileBytes: 2048,
    });
    server = http.createServer(
      files.listener((req, res) => {
        fellThrough.push(`${req.method} ${req.url}`);
        res.writeHead(404, { "content-type": "text/plain" }).end("the app");
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("caches the build's fingerprinted files for a year, immutable, and other files for an hour, with a strong ETag", async () => {
    const built = await request(base, "/build/_assets/app-ABC123.css");
    expect(built.status).toBe(200);
    expect(built.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(built.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(built.headers["content-length"]).toBe(String(css.length));
    expect(built.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(built.body.equals(css)).toBe(true);
    expectSecurityHeaders(built);

    const icon = await request(base, "/favicon.svg?v=2");
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
    expect(icon.headers["content-type"]).toBe("image/svg+xml; charset=utf-8");
    // Too small to be worth compressing: one representation, nothing to vary on.
    expect(icon.headers.vary).toBeUndefined();
    expect(icon.body.equals(svg)).toBe(true);
    expectSecurityHeaders(icon);
  });

  it("sends the build's brotli or gzip copy as Accept-Encoding allows, and says that the answer varies with it", async () => {
    const brotli = await request(base, "/build/_assets/app-ABC123.css", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers.vary).toBe("Accept-Encoding");
    expect(brotli.body.equals(brotliCopy)).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(css)).toBe(true);

    const gzipped = await request(base, "/build/_assets/app-ABC123.css", { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gzipped.body.equals(gzipCopy)).toBe(true);

    const plain = await request(base, "/build/_assets/app-ABC123.css", { headers: { "accept-encoding": "deflate" } });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    expect(plain.body.equals(css)).toBe(true);

    // Each encoding is its own representation, with its own tag.
    expect(new Set([brotli.headers.etag, gzipped.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("compresses once a compressible file the build wrote no copies of", async () => {
    const gzipped = await request(base, "/site.webmanifest.json", { headers: { "accept-encoding": "gzip" } });
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers.vary).toBe("Accept-Encoding");
    expect(gunzipSync(gzipped.body).equals(manifest)).toBe(true);
  });

  it("answers 304 without a body to a matching If-None-Match, weak or not, and 200 to another tag", async () => {
    const first = await request(base, "/build/_assets/app-ABC123.css", { headers: { "accept-encoding": "br" } });
    const etag = first.headers.etag!;
    for (const ifNoneMatch of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const again = await request(base, "/build/_assets/app-ABC123.css", {
        headers: { "accept-encoding": "br", "if-none-match": ifNoneMatch },
      });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(again.headers.vary).toBe("Accept-Encoding");
      expectSecurityHeaders(again);
    }
    // The brotli tag does not validate the uncompressed representation.
    const plain = await request(base, "/build/_assets/app-ABC123.css", { headers: { "if-none-match": etag } });
    expect(plain.status).toBe(200);
  });

  it("answers HEAD with the headers of a GET and no body", async () => {
    const head = await request(base, "/build/_assets/app-ABC123.css", { method: "HEAD", headers: { "accept-encoding": "gzip" } });
    expect(head.status).toBe(200);
    expect(head.headers["content-length"]).toBe(String(gzipCopy.length));
    expect(head.headers["content-encoding"]).toBe("gzip");
    expect(head.headers["content-type"]).toBe("text/css; charset=utf-8");
    expect(head.body.length).toBe(0);
    expectSecurityHeaders(head);
  });

  it("sends one byte range of a GET, 416 past the end, and the whole file when If-Range names another version", async () => {
    const part = await request(base, "/build/_assets/app-ABC123.css", { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 10-19/${css.length}`);
    expect(part.body.equals(css.subarray(10, 20))).toBe(true);
    const tail = await request(base, "/build/_assets/app-ABC123.css", { headers: { range: "bytes=-5" } });
    expect(tail.body.equals(css.subarray(css.length - 5))).toBe(true);
    const past = await request(base, "/build/_assets/app-ABC123.css", { headers: { range: `bytes=${css.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${css.length}`);
    const stale = await request(base, "/build/_assets/app-ABC123.css", { headers: { range: "bytes=0-9", "if-range": '"stale"' } });
    expect(stale.status).toBe(200);
    expect(stale.body.length).toBe(css.length);
  });

  it("looks on disk only for paths whose last segment has an extension, as every file of public/ has", () => {
    for (const file of ["/favicon.svg", "/build/_assets/app-ABC123.css", "/robots.txt", "/sitemap/products-1.xml", "/a.b/c.d"]) {
      expect(mayNameAFile(file), file).toBe(true);
    }
    for (const page of ["/", "/home", "/fr/single/12", "/single-post/3", "/build/_assets/", "/v1.2/home"]) {
      expect(mayNameAFile(page), page).toBe(false);
    }
    // Every file the store ships has one, so none is skipped by the rule.
    const shipped = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) => (entry.isDirectory() ? shipped(path.join(dir, entry.name)) : [path.join(dir, entry.name)]));
    for (const file of shipped("public"))
      expect(mayNameAFile(`/${path.relative("public", file).split(path.sep).join("/")}`), file).toBe(true);
  });

  it("reads a Range header as RFC 9110 does", () => {
    expect(byteRange("bytes=0-0", 10)).toEqual({ start: 0, end: 0 });
    expect(byteRange("bytes=5-", 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange("bytes=5-100", 10)).toEqual({ start: 5, end: 9 });
    expect(byteRange("bytes=-20", 10)).toEqual({ start: 0, end: 9 });
    expect(byteRange("bytes=10-", 10)).toBe("unsatisfiable");
    expect(byteRange("bytes=-0", 10)).toBe("unsatisfiable");
    // Malformed, reversed or several ranges: the header is ignored and the whole file sent.
    for (const header of ["bytes=-", "bytes=5-2", "bytes=0-1,4-5", "items=0-1"]) expect(byteRange(header, 10)).toBeNull();
  });

  it("leaves to the app what it does not hold: unknown names, other methods, other hosts, copies by name, large files", async () => {
    fellThrough.length = 0;
    expect((await request(base, "/build/_assets/missing.css")).status).toBe(404);
    expect((await request(base, "/build/_assets/../../favicon.svg")).status).toBe(404);
    expect((await request(base, "/favicon.svg", { method: "POST" })).status).toBe(404);
    expect((await request(base, "/favicon.svg", { headers: { host: "evil.example" } })).status).toBe(404);
    expect((await request(base, "/build/_assets/app-ABC123.css.br")).status).toBe(404);
    expect((await request(base, "/large.bin")).status).toBe(404);
    expect(fellThrough).toEqual([
      "GET /build/_assets/missing.css",
      "GET /build/_assets/../../favicon.svg",
      "POST /favicon.svg",
      "GET /favicon.svg",
      "GET /build/_assets/app-ABC123.css.br",
      "GET /large.bin",
    ]);
    // The css with its two copies, the icon, and the manifest with the two it was given.
    expect(files.heldBytes).toBe(
      css.length +
        brotliCopy.length +
        gzipCopy.length +
        svg.length +
        manifest.length +
        brotliCompressSync(manifest).length +
        gzipSync(manifest, { level: 9 }).length,
    );
  });
});

describe("the built server", () => {
  let server: ServerProcess;
  let stylesheet: string;
  beforeAll(async () => {
    execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "ignore" });
    stylesheet = `/build/_assets/${fs.readdirSync("public/build/_assets").find((name) => name.endsWith(".css"))}`;
    server = await startServer({});
  }, 300_000);
  afterAll(() => server?.kill("SIGKILL"));

  it("serves the build's files from memory with the same headers as before, and revalidates them", async () => {
    const first = await request(server.url, stylesheet, { headers: { "accept-encoding": "br" } });
    expect(first.status).toBe(200);
    expect(first.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(first.body).equals(fs.readFileSync(`public${stylesheet}`))).toBe(true);
    expectSecurityHeaders(first);
    const again = await request(server.url, stylesheet, { headers: { "accept-encoding": "br", "if-none-match": first.headers.etag! } });
    expect(again.status).toBe(304);

    const icon = await request(server.url, "/favicon.svg");
    expect(icon.status).toBe(200);
    expect(icon.headers["cache-control"]).toBe("public, max-age=3600");
  });

  it("refuses a host it does not serve, and sends unknown files to the not-found page, as for any path", async () => {
    const forged = await request(server.url, stylesheet, { headers: { host: "evil.example" } });
    expect(forged.status).toBe(421);
    expect(forged.body.toString()).toMatch(/set PUBLIC_URL/);
    const missing = await request(server.url, "/build/_assets/missing-0000.css");
    expect(missing.status).toBe(302);
    expect(missing.headers.location).toBe("/404");
  });
});

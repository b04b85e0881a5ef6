import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { chooseEncoding } from "~/content-negotiation.server";
import { createHtmlCache, isPublicPage, withScriptHashes, type HtmlCacheVariables } from "~/html-cache.server";

/** A stand-in for the Remix handler: a page that writes its nonce where the real one does. */
function storeWith(options: { ttlSeconds?: number; answer?: (path: string) => Response | null } = {}) {
  const cache = createHtmlCache({ ttlSeconds: options.ttlSeconds ?? 10 });
  const renders: string[] = [];
  const app = new Hono<{ Variables: HtmlCacheVariables }>();
  app.use(cache.middleware);
  app.get("*", async (c) => {
    renders.push(c.req.path);
    const nonce = c.get("cspNonce") ?? "own-nonce";
    // Yields once, as a real render does, so concurrent requests overlap.
    await new Promise((resolve) => setImmediate(resolve));
    return (
      options.answer?.(c.req.path) ??
      new Response(`<html><script nonce="${nonce}">boot("${nonce}")</script><p>render ${renders.length}</p></html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'nonce-${nonce}'` },
      })
    );
  });
  const get = async (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://shop.test${path}`, { headers: { Host: "shop.test", ...headers } });
  return { cache, renders, get, app };
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

afterEach(() => vi.useRealTimers());

describe("the HTML microcache", () => {
  it("renders an anonymous storefront page once, then answers everyone the same nonce-free bytes", async () => {
    const { renders, get } = storeWith();
    const first = await get("/home");
    const second = await get("/home");
    expect(renders).toEqual(["/home"]);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    const [a, b] = [await first.text(), await second.text()];
    expect(b).toBe(a);
    // The render's nonce is gone from the page, and its inline script is allowed by its hash: SHA-256 of `boot("")`.
    expect(b).toBe(`<html><script nonce="">boot("")</script><p>render 1</p></html>`);
    expect(nonceOf(b)).toBeUndefined();
    expect(second.headers.get("Content-Security-Policy")).toBe("script-src 'sha256-UfFhK3LlyLOMmVbdm5DdtkIhukYU49LvS8AwiTgOo7o='");
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(second.headers.get("Vary")).toBe("Cookie, Accept-Encoding");
    expect(second.headers.get("ETag")).toMatch(/^"[\w-]+"$/);
  });

  it("sends the page compressed once, as brotli or gzip as the browser accepts, and 304 when it has it", async () => {
    const { renders, get } = storeWith();
    const plain = await (await get("/women")).text();
    const br = await get("/women", { "Accept-Encoding": "gzip, deflate, br" });
    expect(br.headers.get("Content-Encoding")).toBe("br");
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(plain);
    const gz = await get("/women", { "Accept-Encoding": "br;q=0, gzip" });
    expect(gz.headers.get("Content-Encoding")).toBe("gzip");
    expect(Number(gz.headers.get("Content-Length"))).toBeGreaterThan(0);
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(plain);
    const again = await get("/women", { "If-None-Match": br.headers.get("ETag")! });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    expect(renders).toEqual(["/women"]);
  });

  it("renders a staff session's page and a banner's page for that visitor alone", async () => {
    const { renders, get } = storeWith();
    for (const cookie of ["__session=abc", "__flash=abc", "cart-list=12:2; __flash=abc", "theme=dark; __session=abc"]) {
      const res = await get("/home", { Cookie: cookie });
      expect(res.headers.get("X-Cache")).toBeNull();
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(renders).toHaveLength(4);
  });

  it("keeps one copy per cart count: shoppers with as many lines share it, and it is never everyone's copy", async () => {
    const { renders, get } = storeWith();
    const everyone = await get("/home");
    const oneLine = await get("/home", { Cookie: "cart-list=12.m:2" });
    const otherOneLine = await get("/home", { Cookie: "theme=dark; cart-list=5:1" });
    const twoLines = await get("/home", { Cookie: "cart-list=3.s:1|4.xl:3" });
    expect([everyone, oneLine, otherOneLine, twoLines].map((res) => res.headers.get("X-Cache"))).toEqual(["MISS", "MISS", "HIT", "MISS"]);
    expect(renders).toHaveLength(3);
    const [one, otherOne, two, shared] = await Promise.all([oneLine.text(), otherOneLine.text(), twoLines.text(), everyone.text()]);
    expect(otherOne).toBe(one);
    expect(new Set([shared, one, two]).size).toBe(3);
    // A copy with a count stays in this server: no CDN or browser keeps it.
    for (const res of [oneLine, otherOneLine, twoLines]) expect(res.headers.get("Cache-Control")).toBe("private, no-store");

    // A wishlist, an emptied cart and a cart of sizes the store does not sell show nothing: everyone's copy.
    for (const cookie of ["product-list=7|9", "cart-list=; product-list=", "cart-list=3.zz:1"]) {
      const res = await get("/home", { Cookie: cookie });
      expect(res.headers.get("X-Cache")).toBe("HIT");
      expect(res.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
      expect(await res.text()).toBe(shared);
    }
    expect(renders).toHaveLength(3);
  });

  it("keeps one copy per language: a French page is never served for an Arabic or English address", async () => {
    const { renders, get } = storeWith();
    const paths = ["/home", "/fr/home", "/ar/home", "/fr/single/3", "/ar/women?category=dresses"];
    const first = new Map<string, string>();
    for (const path of paths) {
      const res = await get(path);
      expect(res.headers.get("X-Cache")).toBe("MISS");
      first.set(path, await res.text());
    }
    expect(new Set(first.values()).size).toBe(paths.length);
    for (const path of paths) {
      const again = await get(path);
      expect(again.headers.get("X-Cache")).toBe("HIT");
      expect(await again.text()).toBe(first.get(path));
    }
    expect(renders).toEqual(["/home", "/fr/home", "/ar/home", "/fr/single/3", "/ar/women"]);
    // A prefix that is no language is no storefront page.
    await get("/xx/home");
    expect((await get("/xx/home")).headers.get("X-Cache")).toBeNull();
    // The cart stays personal in every language.
    await get("/fr/cart");
    expect((await get("/fr/cart")).headers.get("X-Cache")).toBeNull();
  });

  it("leaves the cart, the admin, the login and data requests alone", async () => {
    const { renders, get } = storeWith();
    for (const path of ["/cart", "/dashboard", "/products", "/login", "/home?_data=routes/($lang)._store.home"]) {
      await get(path);
      const again = await get(path);
      expect(again.headers.get("X-Cache")).toBeNull();
    }
    expect(renders).toHaveLength(10);
  });

  it("keeps what is not a plain 200 page out of it", async () => {
    const { renders, get } = storeWith({
      answer: (path) =>
        path === "/women"
          ? new Response("<p>hi</p>", { headers: { "Content-Type": "text/html", "Set-Cookie": "cart-list=1:1" } })
          : path === "/men"
            ? new Response(null, { status: 302, headers: { Location: "/404" } })
            : null,
    });
    await get("/women");
    await get("/women");
    await get("/men");
    await get("/men");
    expect(renders).toEqual(["/women", "/women", "/men", "/men"]);
  });

  it("keeps a page out when its nonce cannot be taken out safely, and still answers it whole", async () => {
    const { renders, get } = storeWith({
      answer: (path) =>
        path === "/about" ? new Response("<html><script>a()\r\nb()</script></html>", { headers: { "Content-Type": "text/html" } }) : null,
    });
    const first = await get("/about");
    expect(await first.text()).toBe("<html><script>a()\r\nb()</script></html>");
    expect(first.headers.get("Cache-Control")).toBe("private, no-store");
    await get("/about");
    expect(renders).toEqual(["/about", "/about"]);
  });

  it("forgets every page on clear(), and does not store a render that a write overtook", async () => {
    const { cache, renders, get } = storeWith();
    await get("/home");
    cache.clear();
    expect((await get("/home")).headers.get("X-Cache")).toBe("MISS");
    const during = get("/about");
    cache.clear();
    await during;
    expect((await get("/about")).headers.get("X-Cache")).toBe("MISS");
    expect(renders).toEqual(["/home", "/home", "/about", "/about"]);
  });

  it("renders a page once for many simultaneous first visitors", async () => {
    const { renders, get } = storeWith();
    const answers = await Promise.all(Array.from({ length: 20 }, () => get("/single/7")));
    expect(renders).toEqual(["/single/7"]);
    const pages = new Set(await Promise.all(answers.map((res) => res.text())));
    expect([...pages]).toEqual([`<html><script nonce="">boot("")</script><p>render 1</p></html>`]);
  });

  it("expires pages after the TTL, so other instances' writes show up", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const { renders, get } = storeWith({ ttlSeconds: 5 });
    await get("/women?category=dresses");
    vi.setSystemTime(Date.now() + 4_000);
    expect((await get("/women?category=dresses")).headers.get("X-Cache")).toBe("HIT");
    vi.setSystemTime(Date.now() + 2_000);
    expect((await get("/women?category=dresses")).headers.get("X-Cache")).toBe("MISS");
    expect(renders).toHaveLength(2);
  });

  it("hashes only the inline scripts a browser runs", () => {
    const html =
      '<script nonce="N1">a()</script><script src="/build/x.js" nonce="N1"></script>' +
      '<script type="application/ld+json">{"@type":"Product"}</script><script type="module" nonce="N1">b()</script>';
    const result = withScriptHashes(html, "N1");
    expect(result?.html).not.toContain("N1");
    // SHA-256 of `a()` and of `b()`.
    expect(result?.scriptSources).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      "'sha256-cf242PFc/kb7xD0Qzhsmd9vvRkc+cWFmbi+k+YvtdKc='",
    ]);
  });

  it("picks brotli, then gzip, and honours q=0", () => {
    expect(chooseEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("deflate")).toBe("identity");
    expect(chooseEncoding(null)).toBe("identity");
  });

  it("knows the storefront's shared pages", () => {
    for (const path of ["/home", "/women", "/handbags", "/single/12", "/single-post/3", "/about", "/contact", "/home/"]) {
      expect(isPublicPage(path)).toBe(true);
    }
    for (const path of ["/", "/cart", "/login", "/dashboard", "/products", "/product/3", "/post/3", "/single/1/x", "/api/products"]) {
      expect(isPublicPage(path)).toBe(false);
    }
  });
});

describe("stored pages answered before the app", () => {
  /** The store's listener: the cache's before the app, the app's middleware behind it, over real HTTP. */
  async function serve() {
    const store = storeWith();
    const always = { "X-Frame-Options": "DENY", "Content-Security-Policy": "default-src 'none'" };
    const app = new Hono<{ Bindings: HttpBindings; Variables: HtmlCacheVariables }>();
    app.use(async (c, next) => {
      await next();
      c.res.headers.set("X-Frame-Options", "DENY");
      if (!c.res.headers.has("Content-Security-Policy")) c.res.headers.set("Content-Security-Policy", "default-src 'none'");
    });
    app.all("*", (c) => store.app.fetch(c.req.raw));
    let beforeApp = 0;
    const answerWithApp = getRequestListener(app.fetch);
    const server = http.createServer(
      store.cache.listener((req, res) => void answerWithApp(req, res), {
        headers: always,
        servesHost: (host) => host?.startsWith("localhost") ?? false,
        onAnswer: () => (beforeApp += 1),
      }),
    );
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const port = (server.address() as AddressInfo).port;
    const get = (path: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path, headers: { host: `localhost:${port}`, ...headers } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (chunk: Buffer) => chunks.push(chunk));
            res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on("error", reject);
      });
    return { ...store, get, answeredBeforeApp: () => beforeApp, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  const withoutDate = (headers: http.IncomingHttpHeaders) => {
    const { date: _date, connection: _connection, "keep-alive": _keepAlive, "x-cache": _state, ...rest } = headers;
    return rest;
  };

  it("sends the same status, headers and bytes as the app's hit, for everyone's copy and a cart's", async () => {
    const store = await serve();
    try {
      const asked: [string, Record<string, string>][] = [
        ["/women", {}],
        ["/about", { "accept-encoding": "br" }],
        ["/women", { cookie: "cart-list=3.s:1|4.xl:3" }],
      ];
      for (const [path, headers] of asked) {
        const miss = await store.get(path, headers);
        expect(miss.headers["x-cache"]).toBe("MISS");
        const hit = await store.get(path, headers);
        expect(hit.headers["x-cache"]).toBe("HIT");
        expect(hit.status).toBe(200);
        expect(withoutDate(hit.headers)).toEqual(withoutDate(miss.headers));
        expect(hit.body.equals(miss.body)).toBe(true);
      }
      expect(store.answeredBeforeApp()).toBe(3);
      expect(store.renders).toEqual(["/women", "/about", "/women"]);
    } finally {
      await store.close();
    }
  });

  it("answers 304 with no body to the page's ETag, and 200 once it changed", async () => {
    const store = await serve();
    try {
      const page = await store.get("/home");
      const etag = page.headers.etag!;
      const again = await store.get("/home", { "if-none-match": etag });
      expect(again.status).toBe(304);
      expect(again.body.length).toBe(0);
      expect(again.headers.etag).toBe(etag);
      expect(store.answeredBeforeApp()).toBe(1);
      store.cache.clear();
      const rendered = await store.get("/home", { "if-none-match": etag });
      expect(rendered.status).toBe(200);
      expect(rendered.headers.etag).not.toBe(etag);
    } finally {
      await store.close();
    }
  });

  it("leaves to the app a staff session, a banner, ?_data, another host and anything not a stored GET", async () => {
    const store = await serve();
    try {
      await store.get("/home");
      const before = store.renders.length;
      const ownOrElsewhere: Record<string, string>[] = [{ cookie: "__session=abc" }, { cookie: "__flash=abc" }, { host: "evil.example" }];
      for (const headers of ownOrElsewhere) {
        await store.get("/home", headers);
      }
      await store.get("/home?_data=root");
      await store.get("/cart");
      expect(store.answeredBeforeApp()).toBe(0);
      expect(store.renders.length).toBe(before + 5);
    } finally {
      await store.close();
    }
  });
});

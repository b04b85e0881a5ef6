import { Hono } from "hono";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createHtmlCache, isPublicPage, type HtmlCacheVariables } from "~/html-cache.server";

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
      new Response(`<html><script nonce="${nonce}"></script><p>render ${renders.length}</p></html>`, {
        headers: { "Content-Type": "text/html; charset=utf-8", "Content-Security-Policy": `script-src 'nonce-${nonce}'` },
      })
    );
  });
  const get = (path: string, headers: Record<string, string> = {}) =>
    app.request(`http://shop.test${path}`, { headers: { Host: "shop.test", ...headers } });
  return { cache, renders, get };
}

const nonceOf = (html: string) => /nonce="([^"]+)"/.exec(html)?.[1];

afterEach(() => vi.useRealTimers());

describe("the HTML microcache", () => {
  it("renders an anonymous storefront page once, then answers from memory with a fresh nonce each time", async () => {
    const { renders, get } = storeWith();
    const first = await get("/home");
    const second = await get("/home");
    expect(renders).toEqual(["/home"]);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    const [a, b] = [await first.text(), await second.text()];
    expect(a.replace(nonceOf(a)!, "N")).toBe(b.replace(nonceOf(b)!, "N"));
    expect(nonceOf(a)).not.toBe(nonceOf(b));
    expect(second.headers.get("Content-Security-Policy")).toBe(`script-src 'nonce-${nonceOf(b)}'`);
    expect(second.headers.get("Cache-Control")).toBe("public, max-age=0, s-maxage=10, stale-while-revalidate=60");
    expect(second.headers.get("Vary")).toBe("Cookie");
  });

  it("never shares a page read with a cart, a wishlist, a staff session or a banner", async () => {
    const { renders, get } = storeWith();
    for (const cookie of ["cart-list=12:2", "product-list=7", "__session=abc", "__flash=abc", "theme=dark; cart-list=3:1"]) {
      const res = await get("/home", { Cookie: cookie });
      expect(res.headers.get("X-Cache")).toBeNull();
      expect(res.headers.get("Cache-Control")).toBe("private, no-store");
    }
    expect(renders).toHaveLength(5);
    // An emptied cart leaves an empty cookie behind; that page is everyone's page again.
    await get("/home", { Cookie: "cart-list=; product-list=" });
    expect((await get("/home")).headers.get("X-Cache")).toBe("HIT");
  });

  it("leaves the cart, the admin, the login and data requests alone", async () => {
    const { renders, get } = storeWith();
    for (const path of ["/cart", "/dashboard", "/products", "/login", "/home?_data=routes/_store.home"]) {
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
    const nonces = new Set(await Promise.all(answers.map(async (res) => nonceOf(await res.text()))));
    expect(nonces.size).toBe(20);
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

  it("knows the storefront's shared pages", () => {
    for (const path of ["/home", "/women", "/handbags", "/single/12", "/single-post/3", "/about", "/contact", "/home/"]) {
      expect(isPublicPage(path)).toBe(true);
    }
    for (const path of ["/", "/cart", "/login", "/dashboard", "/products", "/product/3", "/post/3", "/single/1/x", "/api/products"]) {
      expect(isPublicPage(path)).toBe(false);
    }
  });
});

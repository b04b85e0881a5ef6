import http from "node:http";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync } from "node:zlib";
import { getRequestListener, type HttpBindings } from "@hono/node-server";
import { Hono } from "hono";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createApiCache, type ApiCache } from "~/api-cache.server";
import { createHtmlCache, type HtmlCache, type HtmlCacheVariables } from "~/html-cache.server";
import type { Product } from "~/lib/types";
import { createProductId, createTestApi, uploadProductImage, validOrder, type Staff, type TestApi } from "./harness";

/**
 * Freshness of the kept API answers and pages, over HTTP from a listener built as server.ts builds it: kept answers
 * and pages before the app, misses through the app to the API, and the API's page-changing writes clearing both.
 * The page stands in for a storefront page: it reads the API in-process, as the loaders do.
 */

let t: TestApi;
let admin: Staff;
let apiCache: ApiCache;
let pages: HtmlCache;
let server: http.Server;
let site: string;
let picture: string;

const securityHeaders = { "X-Content-Type-Options": "nosniff" };

beforeAll(async () => {
  apiCache = createApiCache({ ttlSeconds: 600, headers: securityHeaders });
  pages = createHtmlCache({ ttlSeconds: 600 });
  t = await createTestApi({
    onPagesChanged: async () => {
      pages.clear();
      apiCache.clear();
    },
  });
  admin = await t.staff("ADMIN");
  picture = await uploadProductImage(t, admin.token);

  const callApi = (request: Request) => t.api.fetch(request, { clientAddress: "127.0.0.1" });
  const app = new Hono<{ Bindings: HttpBindings; Variables: HtmlCacheVariables }>();
  app.use(pages.middleware);
  app.all("/api/*", (c) => apiCache.answer(c.req.raw, callApi, c.env.incoming.url));
  app.get("/single/:id", async (c) => {
    const product = (await (await callApi(new Request(`http://localhost/api/products/single/${c.req.param("id")}`))).json()) as Product;
    const nonce = c.get("cspNonce") ?? "";
    return c.html(
      `<html><script nonce="${nonce}">boot()</script><h1>${product.name}</h1><p>price ${product.price}</p><p>stock ${product.quantity}</p></html>`,
      200,
      { "Content-Security-Policy": `script-src 'nonce-${nonce}'` },
    );
  });
  app.get("/home", async (c) => {
    const list = (await (await callApi(new Request("http://localhost/api/products?sort=newest&limit=50"))).json()) as Product[];
    const nonce = c.get("cspNonce") ?? "";
    return c.html(`<html><script nonce="${nonce}">boot()</script><ul>${list.map((p) => `<li>${p.name}</li>`).join("")}</ul></html>`, 200, {
      "Content-Security-Policy": `script-src 'nonce-${nonce}'`,
    });
  });
  const answerWithApp = getRequestListener(app.fetch);
  const appListener: http.RequestListener = (req, res) => void answerWithApp(req, res);
  server = http.createServer(apiCache.listener(pages.listener(appListener, { headers: securityHeaders, servesHost: () => true })));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = `http://localhost:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

beforeEach(() => {
  apiCache.clear();
  pages.clear();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${site}${path}`, { headers });

async function json(path: string, headers: Record<string, string> = {}) {
  const res = await get(path, headers);
  expect(res.status, path).toBe(200);
  return { res, body: await res.json() };
}

async function page(path: string) {
  const res = await get(path);
  expect(res.status, path).toBe(200);
  return { res, html: await res.text() };
}

const newProduct = (fields: Record<string, unknown>) => createProductId(t, admin, [picture], fields);

async function productOf(id: number): Promise<Product> {
  return (await t.call("GET", `/api/products/single/${id}`)).body as Product;
}

describe("kept API answers", () => {
  it("answers an anonymous read once from the API, then from kept bytes with the same total and ETag, and 304 to its ETag", async () => {
    await newProduct({ name: "Kept Dress" });
    const first = await get("/api/products?limit=20");
    expect(first.status).toBe(200);
    expect(first.headers.get("X-Cache")).toBe("MISS");
    const total = first.headers.get("X-Total-Count");
    expect(Number(total)).toBeGreaterThan(0);
    const etag = first.headers.get("ETag")!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const body = await first.text();

    const second = await get("/api/products?limit=20");
    expect(second.headers.get("X-Cache")).toBe("HIT");
    expect(await second.text()).toBe(body);
    expect(second.headers.get("X-Total-Count")).toBe(total);
    expect(second.headers.get("ETag")).toBe(etag);
    expect(second.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(second.headers.get("Cache-Control")).toBe("no-cache");
    expect(second.headers.get("X-Content-Type-Options")).toBe("nosniff");

    const conditional = await get("/api/products?limit=20", { "If-None-Match": etag });
    expect(conditional.status).toBe(304);
    expect(await conditional.text()).toBe("");
    expect(conditional.headers.get("ETag")).toBe(etag);
  });

  it("keeps a compressed copy per encoding, each with its own ETag", async () => {
    await newProduct({ name: "Compressed Dress", description: "A dress described at length. ".repeat(10) });
    const plain = await (await get("/api/products?limit=20")).text();
    expect(plain.length).toBeGreaterThan(1024);
    // fetch would decode it: the bytes are read over http.
    const raw = await new Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      http
        .get(`${site}/api/products?limit=20`, { headers: { "accept-encoding": "br" } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on("data", (chunk: Buffer) => chunks.push(chunk));
          answer.on("end", () => resolve({ headers: answer.headers, body: Buffer.concat(chunks) }));
        })
        .on("error", reject);
    });
    expect(raw.headers["content-encoding"]).toBe("br");
    expect(raw.headers.etag).toMatch(/-br"$/);
    expect(raw.headers.vary).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(raw.body).toString()).toBe(plain);
  });

  it("keeps each language apart: ?lang= and Accept-Language", async () => {
    const id = await newProduct({ name: "Linen Dress", translations: { fr: { name: "Robe en lin", description: "" } } });
    expect((await json(`/api/products/single/${id}`)).body.name).toBe("Linen Dress");
    const french = await json(`/api/products/single/${id}`, { "Accept-Language": "fr-FR,fr;q=0.9" });
    expect(french.body.name).toBe("Robe en lin");
    expect(french.res.headers.get("Content-Language")).toBe("fr");
    const again = await json(`/api/products/single/${id}`, { "Accept-Language": "fr" });
    expect(again.res.headers.get("X-Cache")).toBe("HIT");
    expect(again.body.name).toBe("Robe en lin");
    expect((await json(`/api/products/single/${id}`)).body.name).toBe("Linen Dress");
    expect((await json(`/api/products/single/${id}?lang=fr`)).body.name).toBe("Robe en lin");
  });

  it("a price change shows in the next API answer and the next page", async () => {
    const id = await newProduct({ name: "Priced Dress", price: "40.00" });
    for (let i = 0; i < 2; i++) {
      expect((await json(`/api/products/single/${id}`)).body.price).toBe("40.00");
      expect((await page(`/single/${id}`)).html).toContain("price 40.00");
    }
    expect((await get(`/single/${id}`)).headers.get("X-Cache")).toBe("HIT");
    const listed = await json("/api/products?limit=100");

    const product = await productOf(id);
    const res = await t.call("PUT", `/api/products/update/${id}`, { token: admin.token, json: { ...product, price: "35.50" } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);

    expect((await json(`/api/products/single/${id}`)).body.price).toBe("35.50");
    expect((await page(`/single/${id}`)).html).toContain("price 35.50");
    const relisted = await get("/api/products?limit=100", { "If-None-Match": listed.res.headers.get("ETag")! });
    expect(relisted.status).toBe(200);
    expect(((await relisted.json()) as Product[]).find((p) => p.id === id)?.price).toBe("35.50");
  });

  it("a sale of the last piece shows in the next API answer and the next page", async () => {
    const id = await newProduct({ name: "Last Piece Dress", quantity: "1" });
    const inStock = () => json("/api/products?status=1&limit=100");
    expect((await json(`/api/products/single/${id}`)).body.quantity).toBe("1");
    expect((await page(`/single/${id}`)).html).toContain("stock 1");
    const before = await inStock();
    expect((before.body as Product[]).some((p) => p.id === id)).toBe(true);
    expect((await inStock()).res.headers.get("X-Cache")).toBe("HIT");

    const order = await t.call("POST", "/api/orders/create", { json: validOrder([{ id, quantity: 1 }]) });
    expect(order.status, JSON.stringify(order.body)).toBe(201);

    expect((await json(`/api/products/single/${id}`)).body.quantity).toBe("0");
    expect((await page(`/single/${id}`)).html).toContain("stock 0");
    const after = await inStock();
    expect((after.body as Product[]).some((p) => p.id === id)).toBe(false);
    expect(Number(after.res.headers.get("X-Total-Count"))).toBe(Number(before.res.headers.get("X-Total-Count")) - 1);
  });

  it("a new product shows in the next API answer, its total and the next page", async () => {
    await newProduct({ name: "Older Dress" });
    const newest = () => json("/api/products?sort=newest&limit=50");
    const before = await newest();
    await page("/home");
    expect((await page("/home")).res.headers.get("X-Cache")).toBe("HIT");
    expect((await newest()).res.headers.get("X-Cache")).toBe("HIT");

    await newProduct({ name: "Brand New Dress" });

    const after = await newest();
    expect((after.body as Product[])[0].name).toBe("Brand New Dress");
    expect(Number(after.res.headers.get("X-Total-Count"))).toBe(Number(before.res.headers.get("X-Total-Count")) + 1);
    expect((await page("/home")).html).toContain("<li>Brand New Dress</li>");
  });

  it("never answers a staff token from the cache, nor keeps what it read", async () => {
    const id = await newProduct({ name: "Staff Dress" });
    const anonymous = await json(`/api/products/single/${id}`);
    expect((await json(`/api/products/single/${id}`)).res.headers.get("X-Cache")).toBe("HIT");
    const staff = await json(`/api/products/single/${id}`, { Authorization: `Bearer ${admin.token}` });
    expect(staff.res.headers.get("X-Cache")).toBeNull();
    expect(staff.res.headers.get("Cache-Control")).toBe("no-store");
    // Not even with the kept answer's ETag: the staff read goes to the API.
    const conditional = await get(`/api/products/single/${id}`, {
      Authorization: `Bearer ${admin.token}`,
      "If-None-Match": anonymous.res.headers.get("ETag")!,
    });
    expect(conditional.status).toBe(200);
    expect(conditional.headers.get("X-Cache")).toBeNull();

    apiCache.clear();
    await json("/api/products?limit=5", { Authorization: `Bearer ${admin.token}` });
    expect(apiCache.size).toBe(0);
    expect((await json("/api/products?limit=5")).res.headers.get("X-Cache")).toBe("MISS");
  });

  it("a header that changes the answer bypasses it: Prefer: count=none has no total", async () => {
    await newProduct({ name: "Counted Dress" });
    expect((await json("/api/products?limit=5")).res.headers.get("X-Total-Count")).not.toBeNull();
    const uncounted = await json("/api/products?limit=5", { Prefer: "count=none" });
    expect(uncounted.res.headers.get("X-Total-Count")).toBeNull();
    expect(uncounted.res.headers.get("X-Cache")).toBeNull();
    expect((await json("/api/products?limit=5")).res.headers.get("X-Total-Count")).not.toBeNull();
  });

  it("answers 304 only while nothing changed: a write elsewhere keeps the ETag, a change to the answer does not", async () => {
    const id = await newProduct({ name: "Watched Dress", price: "20.00" });
    const other = await newProduct({ name: "Other Dress", price: "30.00" });
    const etag = (await json(`/api/products/single/${id}`)).res.headers.get("ETag")!;

    // Another product's change clears every kept answer; this one reads the same bytes again.
    await t.call("PUT", `/api/products/update/${other}`, { token: admin.token, json: { ...(await productOf(other)), price: "31.00" } });
    const unchanged = await get(`/api/products/single/${id}`, { "If-None-Match": etag });
    expect(unchanged.status).toBe(304);

    await t.call("PUT", `/api/products/update/${id}`, { token: admin.token, json: { ...(await productOf(id)), name: "Renamed Dress" } });
    const changed = await get(`/api/products/single/${id}`, { "If-None-Match": etag });
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as Product).name).toBe("Renamed Dress");
    expect(changed.headers.get("ETag")).not.toBe(etag);
  });

  it("keeps no error, and no address outside the public catalogue", async () => {
    expect((await get("/api/products/single/999999")).status).toBe(404);
    expect((await get("/api/products?sort=nonsense")).status).toBe(400);
    expect((await get("/api/shipping")).status).toBe(200);
    expect(apiCache.size).toBe(0);
    for (const path of ["/api/posts", "/api/products/type/women_s_clothing?limit=5"]) {
      await json(path);
      expect((await json(path)).res.headers.get("X-Cache"), path).toBe("HIT");
    }
  });
});

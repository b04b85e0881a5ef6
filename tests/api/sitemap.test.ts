import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts, products } from "~/db/schema";
import { categoryPages } from "~/lib/catalog";
import { LOCALES } from "~/lib/i18n";
import { SITEMAP_CHUNK_MAX, SITEMAP_URLS_MAX } from "~/lib/limits";
import { SITEMAP_PAGES_PER_FILE } from "~/lib/sitemap";
import { loader as robotsLoader } from "~/routes/robots[.]txt";
import { sitemapPartResponse, sitemapResponse } from "~/sitemap.server";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validProduct } from "./harness";

/**
 * The sitemap through the API, as the pages serve it: GET /api/sitemap lays it out,
 * GET /api/sitemap/:kind pages through ids, and /sitemap.xml streams the result.
 */

let t: TestApi;
let editor: Staff;
let image: string;
const productIds: number[] = [];
const postIds: number[] = [];
const SITE = "https://shop.example.tn";

/** The pages call the API in-process through the load context, as server.ts wires it. */
const context = () => ({ api: (request: Request) => t.api.fetch(request), publicUrl: SITE });
const pageRequest = (path: string) => new Request(`http://127.0.0.1:4300${path}`);

async function read(response: Response) {
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    locs: [...text.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]),
  };
}

const idsOf = (locs: string[], prefix: string) =>
  locs.filter((loc) => loc.startsWith(`${SITE}${prefix}`)).map((loc) => Number(loc.slice(`${SITE}${prefix}`.length)));

beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
  for (let i = 0; i < 7; i++) {
    const res = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], {
        name: `Sitemap item ${i}`,
        types: i % 2 ? "watches" : "women_s_clothing",
        categories: i % 2 ? "steel_strap" : "dresses",
      }),
    });
    expect(res.status).toBe(201);
    productIds.push(res.body.id);
  }
  for (let i = 0; i < 2; i++) {
    const res = await t.call("POST", "/api/posts/create", {
      token: editor.token,
      json: { title: `Sitemap post ${i}`, description: "A post listed in the sitemap test.", imgUrl: image },
    });
    expect(res.status).toBe(201);
    postIds.push(res.body.id);
  }
});
afterAll(() => t.close());

describe("GET /api/sitemap", () => {
  it("counts products and posts and gives the last change per type and category", async () => {
    const res = await t.call("GET", "/api/sitemap");
    expect(res.status).toBe(200);
    expect(res.body.products.count).toBe(7);
    expect(res.body.posts.count).toBe(2);
    expect(res.body.categories).toEqual([
      { type: "watches", category: "steel_strap", count: 3, updatedAt: expect.any(String) },
      { type: "women_s_clothing", category: "dresses", count: 4, updatedAt: expect.any(String) },
    ]);
    const newest = res.body.categories
      .map((g: { updatedAt: string }) => g.updatedAt)
      .sort()
      .at(-1);
    expect(res.body.products.updatedAt).toBe(newest);
  });
});

describe("GET /api/sitemap/:kind", () => {
  it("answers ids and update times in id order, a page at a time after the last id read", async () => {
    const first = await t.call("GET", "/api/sitemap/products?limit=3");
    expect(first.status).toBe(200);
    expect(first.body.map((e: { id: number }) => e.id)).toEqual(productIds.slice(0, 3));
    expect(Object.keys(first.body[0]).sort()).toEqual(["id", "updateAt"]);
    const next = await t.call("GET", `/api/sitemap/products?limit=3&after=${productIds[2]}`);
    expect(next.body.map((e: { id: number }) => e.id)).toEqual(productIds.slice(3, 6));
    const skipped = await t.call("GET", "/api/sitemap/products?offset=5");
    expect(skipped.body.map((e: { id: number }) => e.id)).toEqual(productIds.slice(5));
    const all = await t.call("GET", "/api/sitemap/posts");
    expect(all.body.map((e: { id: number }) => e.id)).toEqual(postIds);
  });

  it("refuses an unknown kind with 404 and bad paging with 400", async () => {
    expectError(await t.call("GET", "/api/sitemap/users"), 404);
    expectError(
      await t.call("GET", `/api/sitemap/products?limit=${SITEMAP_CHUNK_MAX + 1}`),
      400,
      `limit must be between 1 and ${SITEMAP_CHUNK_MAX}`,
    );
    expectError(await t.call("GET", "/api/sitemap/products?limit=0"), 400);
    expectError(await t.call("GET", "/api/sitemap/products?after=abc"), 400);
    expectError(await t.call("GET", "/api/sitemap/posts?offset=-1"), 400);
  });
});

describe("/sitemap.xml", () => {
  it("lists home, about, contact, every category page and filter, product and post, with absolute URLs and lastmod", async () => {
    const res = await read(await sitemapResponse(pageRequest("/sitemap.xml"), context()));
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    expect(res.text).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/,
    );
    expect(res.locs).toEqual(expect.arrayContaining([`${SITE}/home`, `${SITE}/about`, `${SITE}/contact`]));
    for (const page of categoryPages) {
      expect(res.locs).toContain(`${SITE}/${page.slug}`);
      for (const filter of page.filters) expect(res.locs).toContain(`${SITE}/${page.slug}?category=${filter.key}`);
    }
    expect(idsOf(res.locs, "/single/")).toEqual(productIds);
    expect(idsOf(res.locs, "/single-post/")).toEqual(postIds);
    expect(new Set(res.locs).size).toBe(res.locs.length);
    // Admin and sign-in pages never appear.
    expect(res.locs.filter((loc) => /\/(dashboard|products|product\/|orders|posts|post\/|messages|users|profile|login)/.test(loc))).toEqual(
      [],
    );
  });

  it("gives each product its last update, and a category page the last change among its products", async () => {
    const changed = productIds[1];
    await t.database.db
      .update(products)
      .set({ updateAt: new Date("2031-02-03T04:05:06.000Z") })
      .where(eq(products.id, changed));
    const { text } = await read(await sitemapResponse(pageRequest("/sitemap.xml"), context()));
    expect(text).toContain(`<url><loc>${SITE}/single/${changed}</loc><lastmod>2031-02-03T04:05:06.000Z</lastmod>`);
    expect(text).toContain(`<url><loc>${SITE}/watches</loc><lastmod>2031-02-03T04:05:06.000Z</lastmod>`);
    expect(text).toContain(`<url><loc>${SITE}/watches?category=steel_strap</loc><lastmod>2031-02-03T04:05:06.000Z</lastmod>`);
    expect(text).toContain(`<url><loc>${SITE}/home</loc><lastmod>2031-02-03T04:05:06.000Z</lastmod>`);
    expect(text).not.toContain(`<url><loc>${SITE}/women</loc><lastmod>2031`);
  });

  it("lists every page in English, French and Arabic, each naming the three as alternates and English as x-default", async () => {
    const { text, locs } = await read(await sitemapResponse(pageRequest("/sitemap.xml"), context()));
    for (const path of ["/home", `/single/${productIds[0]}`, `/single-post/${postIds[0]}`, "/women?category=dresses"]) {
      const urls = LOCALES.map((locale) => `${SITE}${locale === "en" ? "" : `/${locale}`}${path}`);
      for (const url of urls) expect(locs).toContain(url);
      const entry = text.split("\n").find((line) => line.startsWith(`<url><loc>${urls[1]}</loc>`))!;
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="en" href="${urls[0]}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="fr" href="${urls[1]}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="ar" href="${urls[2]}"/>`);
      expect(entry).toContain(`<xhtml:link rel="alternate" hreflang="x-default" href="${urls[0]}"/>`);
    }
  });

  it("reads rows in chunks: a chunk smaller than the catalogue still lists every product once", async () => {
    const { locs } = await read(await sitemapResponse(pageRequest("/sitemap.xml"), context(), 2));
    expect(idsOf(locs, "/single/")).toEqual(productIds);
    expect(idsOf(locs, "/single-post/")).toEqual(postIds);
  });

  it("falls back to the request's origin without PUBLIC_URL", async () => {
    const { locs } = await read(await sitemapResponse(pageRequest("/sitemap.xml"), { api: (r: Request) => t.api.fetch(r) }));
    expect(locs[0]).toBe("http://127.0.0.1:4300/home");
  });

  it("answers 503 with a sentence when the API cannot be reached", async () => {
    const unreachable = { api: () => Promise.reject(new Error("connection refused")) };
    const thrown = await sitemapResponse(pageRequest("/sitemap.xml"), unreachable).catch((error: unknown) => error);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(503);
    expect(await (thrown as Response).text()).toMatch(/temporarily unavailable/);
  });

  it("has no numbered files while one file holds every URL", async () => {
    expect((await sitemapPartResponse(pageRequest("/sitemap/2.xml"), context(), 2)).status).toBe(404);
    expect((await sitemapPartResponse(pageRequest("/sitemap/x.xml"), context(), null)).status).toBe(404);
  });
});

describe("/robots.txt", () => {
  it("lets crawlers into the storefront, keeps them out of every admin and sign-in path, and names the sitemap", async () => {
    const res = robotsLoader({ request: pageRequest("/robots.txt"), context: context(), params: {} });
    expect(res.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(res.headers.get("cache-control")).toMatch(/^public, max-age=\d+/);
    const lines = (await res.text()).split("\n");
    expect(lines[0]).toBe("User-agent: *");
    for (const path of [
      "/admin",
      "/dashboard",
      "/products",
      "/product/",
      "/orders",
      "/posts",
      "/post/",
      "/messages",
      "/users",
      "/profile",
      "/login",
      "/logout",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain(`Sitemap: ${SITE}/sitemap.xml`);
    // No rule may match a storefront page.
    const disallowed = lines.filter((l) => l.startsWith("Disallow: ")).map((l) => l.slice("Disallow: ".length));
    const storefront = [
      "/home",
      "/about",
      "/contact",
      "/cart",
      "/single/1",
      "/single-post/1",
      "/sitemap.xml",
      ...categoryPages.map((p) => `/${p.slug}`),
    ];
    for (const page of storefront)
      expect(
        disallowed.filter((rule) => page.startsWith(rule)),
        page,
      ).toEqual([]);
  });
});

describe(`past ${SITEMAP_URLS_MAX.toLocaleString("en")} URLs`, () => {
  // Enough pages for two files: each page is listed in three languages.
  const BULK = SITEMAP_PAGES_PER_FILE;

  beforeAll(async () => {
    // Generated in SQL: fifty thousand products through the API would take minutes.
    await t.database.db.execute(sql`
      insert into ${products} (name, handle, price, quantity, description, type, category)
      select 'Bulk ' || g, 'bulk-' || g, 10, g % 3, 'A generated product for the sitemap test.', 'shoes', 'men_shoes'
      from generate_series(1, ${BULK}) as g`);
  }, 120_000);

  it("/sitemap.xml becomes an index of numbered files that together list every URL exactly once", async () => {
    const index = await read(await sitemapResponse(pageRequest("/sitemap.xml"), context()));
    expect(index.status).toBe(200);
    expect(index.text).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index.locs).toEqual([`${SITE}/sitemap/1.xml`, `${SITE}/sitemap/2.xml`]);

    const first = await read(await sitemapPartResponse(pageRequest("/sitemap/1.xml"), context(), 1));
    const second = await read(await sitemapPartResponse(pageRequest("/sitemap/2.xml"), context(), 2));
    expect(first.status).toBe(200);
    expect(first.locs).toHaveLength(SITEMAP_PAGES_PER_FILE * LOCALES.length);
    expect(first.locs.length).toBeLessThanOrEqual(SITEMAP_URLS_MAX);
    expect(first.locs[0]).toBe(`${SITE}/home`);
    expect(second.text).toContain("<urlset");

    const [{ total }] = (await t.database.db.execute(sql`select count(*)::int as total from ${products}`)).rows as { total: number }[];
    const allProducts = [...idsOf(first.locs, "/single/"), ...idsOf(second.locs, "/single/")];
    expect(allProducts).toHaveLength(total);
    expect(new Set(allProducts).size).toBe(total);
    expect(allProducts).toEqual([...allProducts].sort((a, b) => a - b));
    expect(idsOf(second.locs, "/single-post/")).toEqual(postIds);
    expect(first.locs.length + second.locs.length).toBe(new Set([...first.locs, ...second.locs]).size);

    expect((await sitemapPartResponse(pageRequest("/sitemap/3.xml"), context(), 3)).status).toBe(404);
  }, 120_000);

  it("a deleted post drops out at once", async () => {
    await t.database.db.delete(posts).where(eq(posts.id, postIds[0]));
    const second = await read(await sitemapPartResponse(pageRequest("/sitemap/2.xml"), context(), 2));
    expect(idsOf(second.locs, "/single-post/")).toEqual(postIds.slice(1));
  }, 60_000);
});

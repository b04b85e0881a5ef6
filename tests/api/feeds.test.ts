import http from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { parse as parseCsv } from "csv-parse/sync";
import { eq } from "drizzle-orm";
import { XMLParser } from "fast-xml-parser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages } from "~/db/schema";
import { createFeeds, type Feeds } from "~/feeds.server";
import { FEED_LIMITS, FEED_NEEDS_PUBLIC_URL, googleProductCategoryOf, META_COLUMNS } from "~/lib/feeds";
import type { Locale } from "~/lib/i18n";
import type { Product } from "~/lib/types";
import { createTestApi, formWithFiles, pngImage, type Staff, type TestApi, validOrder, validProduct } from "./harness";

/**
 * The Google and Meta feeds as a platform fetches them: over HTTP from the store's own listener, parsed with a real
 * XML parser and a real CSV parser, every item checked against the product API and the pictures it links to.
 */

let t: TestApi;
let admin: Staff;
let feeds: Feeds;
let server: http.Server;
let site: string;
let dress: Product;
let bare: Product;
const pictures: string[] = [];

interface FeedItem {
  id: string;
  item_group_id: string;
  title: string;
  description: string;
  link: string;
  image_link: string;
  additional_image_link: string[];
  availability: string;
  price: string;
  sale_price?: string;
  brand: string;
  condition: string;
  gtin?: string;
  identifier_exists?: string;
  google_product_category?: string;
  product_type: string;
  gender: string;
  age_group: string;
  color?: string;
  size?: string;
  shipping: string;
}

const xml = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  isArray: (name) => ["item", "g:additional_image_link"].includes(name),
});

async function fetchFeed(path: string, headers: Record<string, string> = {}) {
  return fetch(`${site}${path}`, { headers });
}

/** Google's feed as items with the `g:` prefix taken off, its shipping as `TN:price`. */
async function googleItems(locale: Locale = "en"): Promise<FeedItem[]> {
  const res = await fetchFeed(`${locale === "en" ? "" : `/${locale}`}/feeds/google.xml`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("application/xml; charset=utf-8");
  const document = xml.parse(await res.text());
  expect(document.rss["@_version"]).toBe("2.0");
  expect(document.rss["@_xmlns:g"]).toBe("http://base.google.com/ns/1.0");
  return (document.rss.channel.item ?? []).map((item: Record<string, unknown>) => {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(item)) fields[name.replace(/^g:/, "")] = value;
    const shipping = fields.shipping as Record<string, string>;
    return {
      ...fields,
      additional_image_link: fields.additional_image_link ?? [],
      shipping: `${shipping["g:country"]}:${shipping["g:price"]}`,
    };
  });
}

async function metaItems(locale: Locale = "en"): Promise<FeedItem[]> {
  const res = await fetchFeed(`${locale === "en" ? "" : `/${locale}`}/feeds/meta.csv`);
  expect(res.status).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  const rows: Record<string, string>[] = parseCsv(await res.text(), { columns: true });
  expect(Object.keys(rows[0] ?? {})).toEqual([...META_COLUMNS]);
  return rows.map((row) => {
    const fields: Record<string, unknown> = {};
    for (const [name, value] of Object.entries(row)) if (value !== "") fields[name] = value;
    return { ...fields, additional_image_link: row.additional_image_link ? row.additional_image_link.split(",") : [] } as FeedItem;
  });
}

async function uploadPicture(colour: string, size: number): Promise<string> {
  const res = await t.call("POST", "/api/products/upload", {
    token: admin.token,
    body: formWithFiles("images", [{ bytes: await pngImage(colour, size), name: "p.png" }]),
  });
  expect(res.status).toBe(201);
  return res.body.images[0].url;
}

const single = async (id: number, lang: Locale = "en"): Promise<Product> =>
  (await t.call("GET", `/api/products/single/${id}${lang === "en" ? "" : `?lang=${lang}`}`)).body;

const colour = (name: string, fr: string, ar: string, hex: string, images: string[], stock: number[]) => ({
  name,
  translations: { fr: { name: fr }, ar: { name: ar } },
  hex,
  family: "black",
  images: images.map((url) => ({ url })),
  sizes: ["s", "m", "l", "xl"].map((size, index) => ({ size, quantity: stock[index] })),
});

beforeAll(async () => {
  t = await createTestApi({ currency: "TND", onPagesChanged: async () => feeds.clear() });
  admin = await t.staff("ADMIN");
  for (const [index, hex] of ["#111111", "#eeeeee", "#aa2233", "#2233aa"].entries())
    pictures.push(await uploadPicture(hex, 500 + index * 100));
  // The API answers the pictures the feeds link to, as the app behind the feeds' listener does in server.ts.
  const answerWithApi = getRequestListener((request) => t.api.fetch(request));
  server = http.createServer((req, res) => feeds.listener((appReq, appRes) => void answerWithApi(appReq, appRes))(req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  feeds = createFeeds({
    db: t.database.db,
    publicUrl: site,
    storeName: "Yasmine",
    currency: "TND",
    headers: {},
    servesHost: () => true,
    keepSeconds: 3600,
    logger: { info: () => {}, warn: () => {}, error: () => {}, isLevelEnabled: () => false },
    batchSize: 2,
  });

  const created = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([], {
      name: "Wrap Dress",
      translations: {
        fr: { name: "Robe portefeuille", description: "Une robe portefeuille légère." },
        ar: { name: "فستان ملفوف", description: "فستان ملفوف خفيف للصيف." },
      },
      description: "<p>A light <strong>wrap</strong> dress &amp; belt.</p>",
      price: "84",
      colors: [
        colour("Black", "Noir", "أسود", "#111111", [pictures[1], pictures[0]], [2, 0, 3, 1]),
        colour("Ivory", "Ivoire", "عاجي", "#eeeeee", [pictures[2]], [1, 1, 1, 1]),
        colour("Red", "Rouge", "أحمر", "#aa2233", [pictures[3], pictures[1]], [0, 4, 4, 4]),
      ],
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  dress = created.body;
  // A product whose pictures are gone (as a catalogue moved in without them would be): the feeds leave it out.
  const other = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([pictures[0]], {
      name: "Leather Strap Watch",
      types: "watches",
      categories: "leather_strap",
      price: "120",
      quantity: "3",
    }),
  });
  expect(other.status).toBe(201);
  bare = other.body;
  await t.database.db.delete(productImages).where(eq(productImages.productId, bare.id));
});

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

describe("the product feeds", () => {
  it("list one item per colour × size, identified by its SKU and grouped by product, with every field well formed", async () => {
    const [items, product] = await Promise.all([googleItems(), single(dress.id)]);
    const ofDress = items.filter((item) => item.item_group_id === String(dress.id));
    expect(ofDress).toHaveLength(12);
    expect(ofDress.map((item) => item.id).sort()).toEqual(product.variants!.map((variant) => variant.sku).sort());
    for (const item of ofDress) {
      const variant = product.variants!.find((candidate) => candidate.sku === item.id)!;
      const color = product.colors!.find((candidate) => candidate.id === variant.colorId)!;
      expect(item.title).toBe(`Wrap Dress – ${color.name} – ${variant.size.toUpperCase()}`);
      expect(item.title.length).toBeLessThanOrEqual(FEED_LIMITS.titleMax);
      // Plain text: the editor's tags gone and its entities decoded.
      expect(item.description).toBe("A light wrap dress & belt.");
      // The price and stock of the product page, in the platform's words.
      expect(item.price).toBe(`${product.price} TND`);
      expect(item.price).toBe("84.000 TND");
      expect(item.sale_price).toBeUndefined();
      expect(item.availability).toBe(variant.quantity > 0 ? "in_stock" : "out_of_stock");
      expect(item.condition).toBe("new");
      expect(item.brand).toBe("Yasmine");
      expect(item.identifier_exists).toBe("no");
      expect(item.google_product_category).toBe("Apparel & Accessories > Clothing > Dresses");
      expect(item.product_type).toMatch(/ > Dresses$/);
      expect([item.gender, item.age_group]).toEqual(["female", "adult"]);
      expect([item.color, item.size]).toEqual([color.name, variant.size.toUpperCase()]);
      expect(item.shipping).toBe("TN:7.000 TND");
      // The page opening on that colour and size.
      const link = new URL(item.link);
      expect(`${link.origin}${link.pathname}`).toBe(`${site}/single/${dress.id}`);
      expect(Object.fromEntries(link.searchParams)).toEqual({ color: String(color.id), size: variant.size });
      expect(item.image_link).toBe(`${site}/api/products/images/${color.images[0].url}`);
      expect(item.additional_image_link).toEqual(color.images.slice(1).map((image) => `${site}/api/products/images/${image.url}`));
    }
  });

  it("links pictures of at least 500 px that answer 200, and the product page of the link", async () => {
    const items = (await googleItems()).filter((item) => item.item_group_id === String(dress.id));
    const links = new Set(items.flatMap((item) => [item.image_link, ...item.additional_image_link]));
    for (const link of links) {
      const res = await fetch(link);
      expect(res.status, link).toBe(200);
      const { width, height } = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
      expect(Math.min(width, height)).toBeGreaterThanOrEqual(FEED_LIMITS.pictureMinPixels);
    }
  });

  it("writes the same items in Meta's CSV, in Meta's words", async () => {
    const [google, meta] = await Promise.all([googleItems(), metaItems()]);
    expect(meta.map((item) => item.id)).toEqual(google.map((item) => item.id));
    for (const [index, item] of meta.entries()) {
      const twin = google[index];
      expect(item.availability).toBe(twin.availability === "in_stock" ? "in stock" : "out of stock");
      expect(item.shipping).toBe(`TN::Standard:${twin.shipping.slice(3)}`);
      for (const field of [
        "item_group_id",
        "title",
        "description",
        "link",
        "image_link",
        "additional_image_link",
        "price",
        "brand",
        "color",
        "size",
      ] as const) {
        expect(item[field], field).toEqual(twin[field]);
      }
    }
  });

  it("carries each language's titles, descriptions and links", async () => {
    for (const locale of ["fr", "ar"] as const) {
      const [items, metaRows, product] = await Promise.all([googleItems(locale), metaItems(locale), single(dress.id, locale)]);
      const ofDress = items.filter((item) => item.item_group_id === String(dress.id));
      expect(ofDress).toHaveLength(12);
      expect(metaRows.filter((item) => item.item_group_id === String(dress.id))).toHaveLength(12);
      for (const item of ofDress) {
        const color = product.colors!.find((candidate) => item.title.includes(candidate.name))!;
        expect(item.title.startsWith(`${product.name} – ${color.name} – `)).toBe(true);
        expect(item.description).toBe(product.description);
        expect(new URL(item.link).pathname).toBe(`/${locale}/single/${dress.id}`);
        expect(item.price).toBe("84.000 TND");
      }
    }
  });

  it("leaves out a product without a picture", async () => {
    for (const items of [await googleItems(), await metaItems(), await googleItems("ar")]) {
      expect(items.some((item) => item.item_group_id === String(bare.id))).toBe(false);
    }
  });

  it("is kept: a strong ETag per encoding, Last-Modified, and 304 for a client that holds it", async () => {
    await googleItems();
    const gzipped = await fetchFeed("/feeds/google.xml", { "accept-encoding": "gzip" });
    const plain = await fetchFeed("/feeds/google.xml", { "accept-encoding": "identity" });
    expect(gzipped.headers.get("etag")).toMatch(/^"[\w-]+-gzip"$/);
    expect(plain.headers.get("etag")).toBe(gzipped.headers.get("etag")!.replace("-gzip", ""));
    expect(gzipped.headers.get("last-modified")).toBe(plain.headers.get("last-modified"));
    expect(await gzipped.text()).toBe(await plain.text());
    const again = await fetchFeed("/feeds/google.xml", { "accept-encoding": "gzip", "if-none-match": gzipped.headers.get("etag")! });
    expect(again.status).toBe(304);
    const since = await fetchFeed("/feeds/google.xml", { "if-modified-since": gzipped.headers.get("last-modified")! });
    expect(since.status).toBe(304);
    // The raw bytes are gzip, and the same text.
    const raw = await new Promise<Buffer>((resolve, reject) => {
      http
        .get(`${site}/feeds/google.xml`, { headers: { "accept-encoding": "gzip" } }, (res) => {
          expect(res.headers["content-encoding"]).toBe("gzip");
          expect(Number(res.headers["content-length"])).toBeGreaterThan(0);
          const chunks: Buffer[] = [];
          res.on("data", (chunk: Buffer) => chunks.push(chunk)).on("end", () => resolve(Buffer.concat(chunks)));
        })
        .on("error", reject);
    });
    expect(gunzipSync(raw).toString("utf8")).toContain(`<g:item_group_id>${dress.id}</g:item_group_id>`);
  });

  it("shows a price change, a sale and the sale of the last piece in the next fetch, and 304 only when nothing changed", async () => {
    const before = await fetchFeed("/feeds/google.xml");
    const etag = before.headers.get("etag")!;
    await before.text();

    const product = await single(dress.id);
    const onSale = await t.call("PUT", `/api/products/update/${dress.id}`, {
      token: admin.token,
      json: validProduct([], { ...product, types: product.type, categories: product.categories, price: "70", compareAtPrice: "90" }),
    });
    expect(onSale.status, JSON.stringify(onSale.body)).toBe(200);
    const changed = await fetchFeed("/feeds/google.xml", { "if-none-match": etag });
    expect(changed.status).toBe(200);
    const afterSale = (await googleItems()).filter((item) => item.item_group_id === String(dress.id));
    expect(afterSale.every((item) => item.price === "90.000 TND" && item.sale_price === "70.000 TND")).toBe(true);

    // The last Ivory S is sold.
    const ivory = (await single(dress.id)).colors!.find((color) => color.name === "Ivory")!;
    const sku = (await single(dress.id)).variants!.find((variant) => variant.colorId === ivory.id && variant.size === "s")!.sku;
    expect(afterSale.find((item) => item.id === sku)!.availability).toBe("in_stock");
    const ordered = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress.id, quantity: 1, size: "s", color: ivory.id }]),
    });
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(201);
    const afterOrder = await googleItems();
    expect(afterOrder.find((item) => item.id === sku)!.availability).toBe("out_of_stock");
    expect((await metaItems()).find((item) => item.id === sku)!.availability).toBe("out of stock");
  });

  it("maps every type and category of the store to Google's taxonomy", async () => {
    const { productTypes, categoriesOf } = await import("~/lib/catalog");
    for (const type of productTypes) {
      for (const category of categoriesOf(type.value)) {
        expect(googleProductCategoryOf(type.value, category.value), `${type.value}/${category.value}`).toMatch(/^Apparel & Accessories/);
      }
    }
  });

  it("says it needs PUBLIC_URL rather than write addresses the platforms cannot reach", async () => {
    const withoutUrl = createFeeds({
      db: t.database.db,
      publicUrl: undefined,
      storeName: "Yasmine",
      currency: "TND",
      headers: {},
      servesHost: () => true,
      keepSeconds: 3600,
      logger: { info: () => {}, warn: () => {}, error: () => {}, isLevelEnabled: () => false },
    });
    const other = http.createServer(withoutUrl.listener((_req, res) => res.writeHead(404).end()));
    await new Promise<void>((resolve) => other.listen(0, "127.0.0.1", resolve));
    try {
      const res = await fetch(`http://127.0.0.1:${(other.address() as AddressInfo).port}/fr/feeds/meta.csv`);
      expect(res.status).toBe(503);
      expect(await res.text()).toBe(`${FEED_NEEDS_PUBLIC_URL}\n`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});

import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productImages, products } from "~/db/schema";
import {
  FEED_LIMITS,
  FEED_PROBLEMS,
  feedItemsOf,
  feedProblems,
  leftOutReason,
  type FeedProblem,
  type FeedProduct,
  type FeedSettings,
} from "~/lib/feeds";
import { compareAmounts } from "~/lib/money";
import { translate } from "~/lib/texts.server";
import { channelCounts, feedAddresses, productsWithProblems } from "~/models/channels.server";
import { feedProductBatch } from "~/models/feeds.server";
import { createTestApi, expectError, formWithFiles, pngImage, type Staff, type TestApi, validProduct } from "./harness";

/**
 * The Sales channels API (docs/decisions/054): the feeds' addresses, their counts, and each product a platform would
 * leave out, refuse or warn about. The problems are SQL conditions (app/models/channels.server.ts): this suite proves
 * they say what the feeds' own TypeScript rules say (app/lib/feeds.ts), product by product.
 */

const SITE = "https://shop.example.tn";
const STORE_NAME = "Yasmine";
let t: TestApi;
let admin: Staff;
let editor: Staff;
let bigPicture: string;
let smallPicture: string;
/** The products of this file by what they stand for, and the problems each must have. */
const made: Record<string, { id: number; problems: FeedProblem[] }> = {};
let barcodeSerial = 0;

/** A new EAN-13 with its check digit. */
function nextBarcode(): string {
  barcodeSerial += 1;
  const digits = `200${String(barcodeSerial).padStart(9, "0")}`.split("").map(Number);
  const sum = digits.reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits.join("")}${(10 - (sum % 10)) % 10}`;
}

async function upload(size: number, colour: string): Promise<string> {
  const res = await t.call("POST", "/api/products/upload", {
    token: admin.token,
    body: formWithFiles("images", [{ bytes: await pngImage(colour, size), name: "p.png" }]),
  });
  expect(res.status).toBe(201);
  return res.body.images[0].url;
}

/** A watch in one size with a barcode, a brand and a large picture: nothing to say about it, unless `fields` change that. */
async function create(key: string, problems: FeedProblem[], fields: Record<string, unknown> = {}, images = [bigPicture]) {
  const res = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct(images, {
      name: `Watch ${key}`.slice(0, 20),
      types: "watches",
      categories: "leather_strap",
      price: "120",
      brand: "Maison Nour",
      sizes: [{ size: "one", quantity: 3, barcode: nextBarcode() }],
      ...fields,
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  made[key] = { id: res.body.id, problems };
  return res.body.id as number;
}

const setColumns = (id: number, values: Partial<typeof products.$inferInsert>) =>
  t.database.db.update(products).set(values).where(eq(products.id, id));

const colour = (name: string, hex: string, sizes: { size: string; quantity: number; barcode?: string }[]) => ({
  name,
  hex,
  family: "black",
  images: [{ url: bigPicture }],
  sizes,
});

beforeAll(async () => {
  t = await createTestApi({ currency: "TND", config: { publicUrl: SITE } });
  admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR");
  bigPicture = await upload(600, "#223344");
  smallPicture = await upload(120, "#884422");

  await create("good", []);
  // A dress in three colours and four sizes, every variant with a barcode: nothing to say either.
  await create("dress", [], {
    name: "Wrap Dress",
    types: "women_s_clothing",
    categories: "dresses",
    sizes: undefined,
    colors: [
      colour("Black", "#111111", [
        { size: "s", quantity: 2, barcode: nextBarcode() },
        { size: "m", quantity: 0, barcode: nextBarcode() },
      ]),
      colour("Ivory", "#eeeeee", [
        { size: "s", quantity: 0, barcode: nextBarcode() },
        { size: "m", quantity: 0, barcode: nextBarcode() },
      ]),
    ],
  });

  // Left out: no picture at all (its pictures removed, as a catalogue moved in without them), a price of 0 (the API
  // refuses one), kept out by staff.
  const bare = await create("bare", ["no_picture"]);
  await t.database.db.delete(productImages).where(eq(productImages.productId, bare));
  await setColumns(await create("free", ["zero_price"]), { price: "0" });
  await create("hidden", ["not_in_feeds"], { inFeeds: false });
  // Kept out by staff, and nothing else right with it either: every problem is said, not only the first.
  const worst = await create("worst", ["not_in_feeds", "no_picture", "zero_price", "empty_description", "no_brand", "no_gtin"], {
    inFeeds: false,
    brand: "",
    sizes: [{ size: "one", quantity: 0 }],
  });
  await t.database.db.delete(productImages).where(eq(productImages.productId, worst));
  await setColumns(worst, { price: "0", description: "<p><br></p>" });

  // Refused by a platform.
  await create("small", ["small_picture"], {}, [bigPicture, smallPicture]);
  await setColumns(await create("blank", ["empty_description"]), { description: "  <p>&nbsp;</p>\n" });
  await setColumns(await create("spaces", ["empty_description"]), { description: "   " });
  // A description of one character is not empty.
  await setColumns(await create("short", []), { description: "<p>x</p>" });

  // Warned of.
  await create("unbranded", ["no_brand"], { brand: "" });
  await create("nocode", ["no_gtin"], { sizes: [{ size: "one", quantity: 4 }] });
  await setColumns(await create("unmapped", ["unmapped_category"]), { category: "capes" });

  // Titles: the name, " – Black" (8 characters) and " – M" (4): 12 characters beside the name.
  const sized = (key: string, problems: FeedProblem[], nameLength: number) =>
    create(key, problems, {
      types: "women_s_clothing",
      categories: "dresses",
      sizes: undefined,
      colors: [colour("Black", "#111111", [{ size: "m", quantity: 1, barcode: nextBarcode() }])],
    }).then((id) => setColumns(id, { name: "N".repeat(nameLength) }));
  await sized("title150", [], FEED_LIMITS.titleMax - 12);
  await sized("title151", ["long_title"], FEED_LIMITS.titleMax - 11);
  // A kids' age reads "12–13 y" (7 characters, not the code's 6): with a colourless row, " – 12–13 y" is 10.
  const kids = (key: string, problems: FeedProblem[], nameLength: number) =>
    create(key, problems, {
      types: "kid_s_wear",
      categories: "frocks",
      sizes: [
        { size: "2-3y", quantity: 1, barcode: nextBarcode() },
        { size: "12-13y", quantity: 1, barcode: nextBarcode() },
      ],
    }).then((id) => setColumns(id, { name: "K".repeat(nameLength) }));
  await kids("kids150", [], FEED_LIMITS.titleMax - 10);
  await kids("kids151", ["long_title"], FEED_LIMITS.titleMax - 9);
  // One size: no size in the title, so the name alone counts.
  await setColumns(await create("onesize150", []), { name: "O".repeat(FEED_LIMITS.titleMax) });
  await setColumns(await create("onesize151", ["long_title"]), { name: "O".repeat(FEED_LIMITS.titleMax + 1) });

  // A sale price not below the price: the database refuses it (products_compare_at_above_price), as the API does.
  // This file's own database lets it in, as one restored from an older dump could hold it, to show it is caught.
  await t.database.db.execute(sql`alter table products drop constraint products_compare_at_above_price`);
  await setColumns(await create("sale", ["sale_not_below"]), { compareAtPrice: "120" });
});

afterAll(() => t?.close());

const settings: FeedSettings = {
  siteUrl: SITE,
  storeName: STORE_NAME,
  currency: "TND",
  locale: "en",
  shipping: { fee: "7", freeFrom: null },
  t: (id, params) => translate("en", id, params),
};

/** Every product of the catalogue as the English feed reads it. */
async function feedProducts(): Promise<FeedProduct[]> {
  const all: FeedProduct[] = [];
  for (let after = 0; ;) {
    const batch = await feedProductBatch(t.database.db, { after, locale: "en", currency: "TND", limit: 7 });
    all.push(...batch.products);
    if (batch.next === null) return all;
    after = batch.next;
  }
}

const PLACEHOLDER_PICTURE = { url: "placeholder.png", width: 1000, height: 1000 };

/**
 * The problems of a product by the feeds' own TypeScript: leftOutReason for each reason to leave it out, and what
 * feedItemsOf writes of it once nothing leaves it out (its titles cut, its items without GTIN or category).
 */
function problemsByTypeScript(product: FeedProduct): FeedProblem[] {
  const found = new Set<FeedProblem>();
  if (leftOutReason(product) === "not_in_feeds") found.add("not_in_feeds");
  if (leftOutReason({ ...product, inFeeds: true }) === "no_picture") found.add("no_picture");
  const pictured = product.colors.map((color) => ({ ...color, pictures: color.pictures.length ? color.pictures : [PLACEHOLDER_PICTURE] }));
  if (leftOutReason({ ...product, inFeeds: true, colors: pictured }) === "zero_price") found.add("zero_price");
  const items = feedItemsOf({ ...product, inFeeds: true, price: "1", colors: pictured }, settings);
  const small = (side: number | null) => side !== null && side < FEED_LIMITS.pictureMinPixels;
  if (product.colors.some((color) => color.pictures.some((picture) => small(picture.width) || small(picture.height))))
    found.add("small_picture");
  if (product.description === "") found.add("empty_description");
  if (product.compareAtPrice !== null && compareAmounts(product.compareAtPrice, product.price) <= 0) found.add("sale_not_below");
  if (items.some((item) => item.title !== [product.name, item.color, item.size].filter(Boolean).join(" – "))) found.add("long_title");
  if (items.some((item) => item.shared.brand === STORE_NAME) && product.brand === null) found.add("no_brand");
  if (items.some((item) => item.gtin === null)) found.add("no_gtin");
  if (items.some((item) => item.shared.googleProductCategory === null)) found.add("unmapped_category");
  return FEED_PROBLEMS.filter((problem) => found.has(problem));
}

async function problemList(query: string, token = editor.token) {
  const res = await t.call("GET", `/api/channels/problems${query}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return {
    rows: res.body as { id: number; name: string; handle: string; reasons: FeedProblem[] }[],
    total: Number(res.headers.get("x-total-count")),
  };
}

describe("the feed problems in SQL", () => {
  it("leave out exactly the products leftOutReason leaves out", async () => {
    const everyProduct = await feedProducts();
    const { products: listed } = await productsWithProblems(t.database.db, { offset: 0, limit: 1000 });
    const leftOutBySql = listed.filter((row) => row.reasons.some((reason) => feedProblems[reason] === "leftOut")).map((row) => row.id);
    const leftOutByTs = everyProduct.filter((product) => leftOutReason(product) !== null).map((product) => product.id);
    expect(leftOutBySql.sort()).toEqual(leftOutByTs.sort());
    expect(leftOutByTs.length).toBeGreaterThanOrEqual(4);
    // Among them the product without a picture, whose pictures were deleted.
    expect(leftOutBySql).toContain(made.bare.id);
  });

  it("say of every product what the feeds' TypeScript rules say, problem by problem", async () => {
    const everyProduct = await feedProducts();
    const { products: listed } = await productsWithProblems(t.database.db, { offset: 0, limit: 1000 });
    const bySql = new Map(listed.map((row) => [row.id, row.reasons]));
    for (const product of everyProduct) {
      expect(bySql.get(product.id) ?? [], `${product.id} ${product.name.slice(0, 30)}`).toEqual(problemsByTypeScript(product));
    }
  });

  it("find each problem where this file put it", async () => {
    const { products: listed } = await productsWithProblems(t.database.db, { offset: 0, limit: 1000 });
    const bySql = new Map(listed.map((row) => [row.id, row.reasons]));
    for (const [key, { id, problems }] of Object.entries(made)) expect(bySql.get(id) ?? [], key).toEqual(problems);
    // Every problem is found on some product.
    for (const problem of FEED_PROBLEMS)
      expect(
        listed.some((row) => row.reasons.includes(problem)),
        problem,
      ).toBe(true);
  });

  it("count what the feeds hold as feedItemsOf writes them, and the products with each problem", async () => {
    const everyProduct = await feedProducts();
    const items = everyProduct.flatMap((product) => feedItemsOf(product, settings));
    const counts = await channelCounts(t.database.db);
    expect(counts.products).toBe(everyProduct.length);
    expect(counts.items).toBe(items.length);
    expect(counts.inStock).toBe(items.filter((item) => item.inStock).length);
    expect(counts.leftOut).toBe(everyProduct.filter((product) => leftOutReason(product) !== null).length);
    for (const problem of FEED_PROBLEMS) {
      expect(counts.problems[problem], problem).toBe(
        everyProduct.filter((product) => problemsByTypeScript(product).includes(problem)).length,
      );
    }
    // The dress's 4 variants, 1 in stock, are among the items; the worst product's are not.
    expect(items.filter((item) => item.shared.itemGroupId === String(made.dress.id))).toHaveLength(4);
    expect(counts.items).toBeGreaterThan(counts.inStock);
  });
});

describe("GET /api/channels", () => {
  it("answers the feeds' addresses on PUBLIC_URL, the counts and the products with each problem, to every staff role", async () => {
    const counts = await channelCounts(t.database.db);
    for (const role of ["EDITOR", "ADMIN", "SUPER_ADMIN"] as const) {
      const res = await t.call("GET", "/api/channels", { token: (await t.staff(role)).token });
      expect(res.status, role).toBe(200);
      expect(res.body.publicUrl).toBe(SITE);
      expect(res.body.feeds).toEqual([
        { format: "google", locale: "en", url: `${SITE}/feeds/google.xml` },
        { format: "google", locale: "fr", url: `${SITE}/fr/feeds/google.xml` },
        { format: "google", locale: "ar", url: `${SITE}/ar/feeds/google.xml` },
        { format: "meta", locale: "en", url: `${SITE}/feeds/meta.csv` },
        { format: "meta", locale: "fr", url: `${SITE}/fr/feeds/meta.csv` },
        { format: "meta", locale: "ar", url: `${SITE}/ar/feeds/meta.csv` },
      ]);
      const { problems, ...rest } = counts;
      expect(res.body.counts).toEqual(rest);
      expect(res.body.problems).toEqual(problems);
      expect(Object.keys(res.body.problems)).toEqual(FEED_PROBLEMS);
    }
  });

  it("gives no address without PUBLIC_URL", () => {
    expect(feedAddresses(null)).toHaveLength(6);
    expect(feedAddresses(null).every((feed) => feed.url === null)).toBe(true);
    expect(feedAddresses(`${SITE}/`)[0].url).toBe(`${SITE}/feeds/google.xml`);
  });

  it("answers 401 without a token", async () => {
    expectError(await t.call("GET", "/api/channels"), 401, "You must be signed in with a valid token");
    expectError(await t.call("GET", "/api/channels/problems"), 401, "You must be signed in with a valid token");
  });
});

describe("GET /api/channels/problems", () => {
  it("lists the products with a problem by id, each with every reason, the total in X-Total-Count", async () => {
    const { rows, total } = await problemList("?limit=200");
    const withProblems = Object.values(made).filter((product) => product.problems.length > 0);
    expect(total).toBe(withProblems.length);
    expect(rows.map((row) => row.id)).toEqual(withProblems.map((product) => product.id).sort((a, b) => a - b));
    const bare = rows.find((row) => row.id === made.bare.id)!;
    expect(bare).toMatchObject({ name: "Watch bare", handle: "watch-bare", reasons: ["no_picture"] });
    expect(rows.some((row) => row.id === made.good.id)).toBe(false);
  });

  it("filters by one reason", async () => {
    const { rows, total } = await problemList("?reason=no_picture");
    expect(rows.map((row) => row.id)).toEqual([made.bare.id, made.worst.id]);
    expect(total).toBe(2);
    // Each row keeps all its reasons.
    expect(rows[1].reasons).toEqual(made.worst.problems);
    for (const problem of FEED_PROBLEMS) {
      const listed = await problemList(`?reason=${problem}&limit=200`);
      expect(listed.rows.length, problem).toBeGreaterThan(0);
      expect(
        listed.rows.every((row) => row.reasons.includes(problem)),
        problem,
      ).toBe(true);
      expect(listed.total, problem).toBe((await channelCounts(t.database.db)).problems[problem]);
    }
  });

  it("pages by offset or by page, the total unchanged", async () => {
    const all = await problemList("?limit=200");
    const first = await problemList("?limit=3");
    expect(first.rows).toEqual(all.rows.slice(0, 3));
    expect(first.total).toBe(all.total);
    const second = await problemList("?limit=3&page=2");
    expect(second.rows).toEqual(all.rows.slice(3, 6));
    expect(second.total).toBe(all.total);
    expect((await problemList("?limit=3&offset=3")).rows).toEqual(second.rows);
    // Without a limit, a page of the back office's lists.
    expect((await problemList("")).rows).toEqual(all.rows.slice(0, 10));
    const last = await problemList(`?limit=3&page=${Math.ceil(all.total / 3)}`);
    expect(last.rows).toEqual(all.rows.slice(3 * (Math.ceil(all.total / 3) - 1)));
  });

  it("refuses an unknown reason, and offset with page", async () => {
    expectError(
      await t.call("GET", "/api/channels/problems?reason=ugly", { token: editor.token }),
      400,
      /^reason must be one of: not_in_feeds, /,
    );
    expectError(
      await t.call("GET", "/api/channels/problems?page=2&offset=1", { token: editor.token }),
      400,
      "Give offset or page, not both",
    );
    expectError(await t.call("GET", "/api/channels/problems?page=0", { token: editor.token }), 400);
  });
});

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products } from "~/db/schema";
import {
  countRows,
  createTestApi,
  expectError,
  expectOldestFirst,
  formWithFiles,
  pngImage,
  type Staff,
  type TestApi,
  uploadProductImage,
  validProduct,
} from "./harness";

let t: TestApi;
let editor: Staff;
let image: string;
let otherImage: string;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
  const second = await t.call("POST", "/api/products/upload", {
    token: editor.token,
    body: formWithFiles("images", [{ bytes: await pngImage("#2e86c1"), name: "blue.png" }]),
  });
  otherImage = second.body.images[0].url;
});
afterAll(() => t.close());

/** SPEC's product shape, plus its handle, brand and feeds choice, its French and Arabic texts (translations), sizes and colours. */
const productKeys = [
  "brand",
  "categories",
  "colors",
  "compareAtPrice",
  "createAt",
  "description",
  "handle",
  "id",
  "images",
  "inFeeds",
  "isNew",
  "name",
  "price",
  "quantity",
  "sizes",
  "translations",
  "type",
  "updateAt",
  "variants",
];
const isoDate = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

async function create(overrides: Record<string, unknown> = {}) {
  const res = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("POST /api/products/create", () => {
  it("answers 201 with the product in the spec's shape", async () => {
    const res = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image, otherImage], { name: "Linen Dress", price: "49.9", quantity: "3" }),
    });
    expect(res.status).toBe(201);
    const p = res.body;
    expect(Object.keys(p).sort()).toEqual(productKeys);
    expect(p).toMatchObject({
      name: "Linen Dress",
      price: "49.90",
      quantity: "3",
      description: "A light linen dress for hot days.",
      images: [{ url: image }, { url: otherImage }],
      categories: "dresses",
      type: "women_s_clothing",
      isNew: "true",
    });
    expect(Number.isInteger(p.id)).toBe(true);
    expect(p.createAt).toMatch(isoDate);
    expect(p.updateAt).toMatch(isoDate);
    // SPEC's { url }, plus the stored image's pixel size for the pages' responsive images.
    expect(p.images[0]).toEqual({ url: image, width: 64, height: 64 });
    const again = await t.call("GET", `/api/products/single/${p.id}`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(p);
  });

  it("accepts the plain field names type and category, numbers for price and quantity, and isNew", async () => {
    const p = await create({
      types: undefined,
      categories: undefined,
      type: "jewellery",
      category: "rings",
      price: 120,
      quantity: 0,
      isNew: false,
    });
    expect(p).toMatchObject({ type: "jewellery", categories: "rings", price: "120.00", quantity: "0", isNew: "false" });
  });

  it("trims the text fields", async () => {
    const p = await create({ name: "  Silk Scarf  " });
    expect(p.name).toBe("Silk Scarf");
  });

  it("refuses a product without images, or with images not returned by the upload", async () => {
    const before = await countRows(t, products);
    expectError(
      await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([]) }),
      400,
      "images must contain at least one image",
    );
    const noField = validProduct([image]) as Record<string, unknown>;
    delete noField.images;
    expectError(await t.call("POST", "/api/products/create", { token: editor.token, json: noField }), 400);
    expectError(
      await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct(["../../etc/passwd"]) }),
      400,
      "images must be files returned by the upload call",
    );
    expectError(
      await t.call("POST", "/api/products/create", {
        token: editor.token,
        json: validProduct(["https://evil.example/x.png"]),
      }),
      400,
    );
    expect(await countRows(t, products)).toBe(before);
  });

  describe("validation at the boundaries", () => {
    const ok = (n: number) => "x".repeat(n);
    const cases: { field: string; value: unknown; valid: boolean; message?: string | RegExp }[] = [
      { field: "name", value: ok(2), valid: false, message: "name must be between 3 and 20 characters" },
      { field: "name", value: ok(3), valid: true },
      { field: "name", value: ok(20), valid: true },
      { field: "name", value: ok(21), valid: false, message: "name must be between 3 and 20 characters" },
      { field: "name", value: "   ", valid: false, message: "name is required" },
      { field: "name", value: undefined, valid: false, message: "name is required" },
      { field: "description", value: ok(14), valid: false, message: "description must be between 15 and 400 characters" },
      { field: "description", value: ok(15), valid: true },
      { field: "description", value: ok(400), valid: true },
      { field: "description", value: ok(401), valid: false, message: "description must be between 15 and 400 characters" },
      { field: "description", value: "", valid: false, message: "description is required" },
      { field: "price", value: "19.999", valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "-5", valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: -5, valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "0", valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "0.00", valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "abc", valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "1e3", valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "12345678.901", valid: false, message: "price must be at most 10 characters" },
      { field: "price", value: "", valid: false, message: "price is required" },
      { field: "price", value: undefined, valid: false, message: "price is required" },
      { field: "price", value: true, valid: false, message: "price must be a positive number with at most 2 decimals" },
      { field: "price", value: "0.01", valid: true },
      { field: "price", value: "19.99", valid: true },
      { field: "price", value: "1234567.89", valid: true },
      { field: "price", value: "99999999.9", valid: true },
      // ten characters, but more than the store's prices can hold: refused, not a server error
      { field: "price", value: "9999999999", valid: false, message: /^price must be at most/ },
      { field: "quantity", value: "-1", valid: false, message: "quantity must be a whole number of 0 or more" },
      { field: "quantity", value: -1, valid: false, message: "quantity must be a whole number of 0 or more" },
      { field: "quantity", value: "1.5", valid: false, message: "quantity must be a whole number of 0 or more" },
      { field: "quantity", value: 2.5, valid: false, message: "quantity must be a whole number of 0 or more" },
      { field: "quantity", value: "123456", valid: false, message: "quantity must be at most 5 characters" },
      { field: "quantity", value: "", valid: false, message: "quantity is required" },
      { field: "quantity", value: undefined, valid: false, message: "quantity is required" },
      { field: "quantity", value: [3], valid: false, message: "quantity must be a whole number of 0 or more" },
      { field: "quantity", value: "0", valid: true },
      { field: "quantity", value: "99999", valid: true },
      { field: "types", value: "cars", valid: false, message: /^type must be one of: women_s_clothing, / },
      { field: "types", value: "", valid: false, message: "type is required" },
      { field: "types", value: undefined, valid: false, message: "type is required" },
      { field: "categories", value: "rings", valid: false, message: "category must be one of the categories of the chosen type" },
      { field: "categories", value: "", valid: false, message: "category is required" },
    ];
    for (const c of cases) {
      it(`${c.field} = ${JSON.stringify(c.value)?.slice(0, 24) ?? "missing"} is ${c.valid ? "accepted" : "refused"}`, async () => {
        const before = await countRows(t, products);
        const res = await t.call("POST", "/api/products/create", {
          token: editor.token,
          json: validProduct([image], { [c.field]: c.value }),
        });
        if (c.valid) {
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(await countRows(t, products)).toBe(before + 1);
        } else {
          if (c.message) expectError(res, 400, c.message);
          else expectError(res, 400);
          expect(await countRows(t, products)).toBe(before);
        }
      });
    }

    it("stores prices exactly and answers them with two decimals", async () => {
      const p = await create({ price: "1234567.89" });
      expect(p.price).toBe("1234567.89");
      const q = await create({ price: "0.1" });
      expect(q.price).toBe("0.10");
    });

    it("lists one sentence per problem", async () => {
      const res = await t.call("POST", "/api/products/create", {
        token: editor.token,
        json: validProduct([image], { name: "ab", description: "short", price: "-1" }),
      });
      expectError(
        res,
        400,
        "name must be between 3 and 20 characters",
        "description must be between 15 and 400 characters",
        "price must be a positive number with at most 2 decimals",
      );
    });
  });
});

describe("GET /api/products", () => {
  let catalogue: { id: number; name: string; type: string; categories: string; quantity: string }[];
  beforeAll(async () => {
    await create({ name: "Gold Ring 50%", types: "jewellery", categories: "rings", quantity: "0" });
    await create({ name: "Steel Watch", types: "watches", categories: "steel_strap", quantity: "2" });
    await create({ name: "Leather Watch", types: "watches", categories: "leather_strap", quantity: "0" });
    await create({ name: "Blue Jeans", types: "men_s_clothing", categories: "jeans", quantity: "7" });
    catalogue = (await t.call("GET", "/api/products")).body;
  });

  it("answers the whole list, oldest first, with X-Total-Count", async () => {
    const res = await t.call("GET", "/api/products");
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await countRows(t, products));
    expect(res.headers.get("x-total-count")).toBe(String(res.body.length));
    expectOldestFirst(res.body);
    for (const p of res.body) expect(Object.keys(p).sort()).toEqual(productKeys);
  });

  it("sort=newest answers newest first", async () => {
    const res = await t.call("GET", "/api/products?sort=newest");
    expect(res.body.map((p: { id: number }) => p.id)).toEqual(catalogue.map((p) => p.id).reverse());
    const oldest = await t.call("GET", "/api/products?sort=oldest");
    expect(oldest.body.map((p: { id: number }) => p.id)).toEqual(catalogue.map((p) => p.id));
  });

  it("honours limit and offset, and X-Total-Count stays the full count", async () => {
    const res = await t.call("GET", "/api/products?limit=3&offset=2");
    expect(res.body.map((p: { id: number }) => p.id)).toEqual(catalogue.slice(2, 5).map((p) => p.id));
    expect(res.headers.get("x-total-count")).toBe(String(catalogue.length));
    const newest = await t.call("GET", "/api/products?sort=newest&limit=2");
    expect(newest.body.map((p: { id: number }) => p.id)).toEqual(
      catalogue
        .slice(-2)
        .reverse()
        .map((p) => p.id),
    );
    const none = await t.call("GET", "/api/products?limit=0");
    expect(none.body).toEqual([]);
    const past = await t.call("GET", `/api/products?offset=${catalogue.length}`);
    expect(past.body).toEqual([]);
    expect(past.headers.get("x-total-count")).toBe(String(catalogue.length));
  });

  it("skips the count for a client that prefers no total, and counts for everyone else", async () => {
    const lean = await t.call("GET", "/api/products?sort=newest&limit=2", { headers: { Prefer: "count=none" } });
    expect(lean.body.map((p: { id: number }) => p.id)).toEqual(
      catalogue
        .slice(-2)
        .reverse()
        .map((p) => p.id),
    );
    expect(lean.headers.get("x-total-count")).toBeNull();
    expect(lean.headers.get("preference-applied")).toBe("count=none");
    const byType = await t.call("GET", "/api/products/type/watches", { headers: { Prefer: "return=minimal, count=none" } });
    expect(byType.body).toHaveLength(2);
    expect(byType.headers.get("x-total-count")).toBeNull();
    const posts = await t.call("GET", "/api/posts?limit=1", { headers: { Prefer: "count=none" } });
    expect(posts.status).toBe(200);
    expect(posts.headers.get("x-total-count")).toBeNull();
    const counted = await t.call("GET", "/api/products?limit=2", { headers: { Prefer: "count=exact" } });
    expect(counted.headers.get("x-total-count")).toBe(String(catalogue.length));
    expect(counted.headers.get("preference-applied")).toBeNull();
  });

  it("filters by type and category", async () => {
    const watches = await t.call("GET", "/api/products?type=watches");
    expect(watches.body.map((p: { name: string }) => p.name)).toEqual(["Steel Watch", "Leather Watch"]);
    expect(watches.headers.get("x-total-count")).toBe("2");
    const steel = await t.call("GET", "/api/products?type=watches&category=steel_strap");
    expect(steel.body.map((p: { name: string }) => p.name)).toEqual(["Steel Watch"]);
    expect(steel.headers.get("x-total-count")).toBe("1");
    const jeans = await t.call("GET", "/api/products?category=jeans");
    expect(jeans.body.every((p: { categories: string }) => p.categories === "jeans")).toBe(true);
    expect(jeans.body.length).toBe(catalogue.filter((p) => p.categories === "jeans").length);
    const all = await t.call("GET", "/api/products?type=watches&category=all");
    expect(all.body).toHaveLength(2);
  });

  it("filters by stock status: 1 in stock, 0 out of stock", async () => {
    const out = await t.call("GET", "/api/products?status=0");
    expect(out.body.length).toBe(catalogue.filter((p) => p.quantity === "0").length);
    expect(out.body.length).toBeGreaterThanOrEqual(2);
    expect(out.body.every((p: { quantity: string }) => p.quantity === "0")).toBe(true);
    const inStock = await t.call("GET", "/api/products?status=1");
    expect(inStock.body.every((p: { quantity: string }) => Number(p.quantity) > 0)).toBe(true);
    expect(inStock.body.length + out.body.length).toBe(catalogue.length);
    expect(inStock.headers.get("x-total-count")).toBe(String(inStock.body.length));
  });

  it("q searches names, ignoring case, and treats % and _ as text", async () => {
    const res = await t.call("GET", "/api/products?q=WATCH");
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(["Steel Watch", "Leather Watch"]);
    const percent = await t.call("GET", `/api/products?q=${encodeURIComponent("50%")}`);
    expect(percent.body.map((p: { name: string }) => p.name)).toEqual(["Gold Ring 50%"]);
    const wildcard = await t.call("GET", `/api/products?q=${encodeURIComponent("%")}`);
    expect(wildcard.body.map((p: { name: string }) => p.name)).toEqual(["Gold Ring 50%"]);
    const underscore = await t.call("GET", "/api/products?q=_");
    expect(underscore.body).toEqual([]);
    expect(underscore.headers.get("x-total-count")).toBe("0");
  });

  it("combines filters with paging", async () => {
    const res = await t.call("GET", "/api/products?type=watches&sort=newest&limit=1&offset=0");
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(["Leather Watch"]);
    expect(res.headers.get("x-total-count")).toBe("2");
  });

  it("refuses a bad query with 400", async () => {
    expectError(await t.call("GET", "/api/products?limit=abc"), 400, "limit must be a whole number of 0 or more");
    expectError(await t.call("GET", "/api/products?limit=-1"), 400);
    expectError(await t.call("GET", "/api/products?limit=201"), 400, "limit must be between 0 and 200");
    expectError(await t.call("GET", "/api/products?offset=x"), 400);
    expectError(
      await t.call("GET", "/api/products?sort=sideways"),
      400,
      "sort must be one of: newest, oldest, relevance, price_asc, price_desc, sale",
    );
    expectError(await t.call("GET", "/api/products?type=cars"), 400, /^type must be one of/);
    expectError(await t.call("GET", "/api/products?status=2"), 400, "status must be one of: 0, 1");
  });
});

describe("GET /api/products/type/:type", () => {
  it("answers the products of that type only, oldest first", async () => {
    const all = (await t.call("GET", "/api/products")).body;
    const res = await t.call("GET", "/api/products/type/watches");
    expect(res.status).toBe(200);
    const expected = all.filter((p: { type: string }) => p.type === "watches").map((p: { id: number }) => p.id);
    expect(expected.length).toBeGreaterThan(0);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual(expected);
    expect(res.headers.get("x-total-count")).toBe(String(expected.length));
  });

  it("takes the same query options, and the path wins over a type in the query", async () => {
    const res = await t.call("GET", "/api/products/type/watches?category=leather_strap&type=jewellery");
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(["Leather Watch"]);
    const paged = await t.call("GET", "/api/products/type/watches?sort=newest&limit=1");
    expect(paged.body).toHaveLength(1);
    expect(paged.headers.get("x-total-count")).toBe("2");
  });

  it("answers [] for a known type without products, and 404 for an unknown type", async () => {
    const empty = await t.call("GET", "/api/products/type/handbags");
    expect(empty.status).toBe(200);
    expect(empty.body).toEqual([]);
    expectError(await t.call("GET", "/api/products/type/cars"), 404, "The requested resource was not found");
  });
});

describe("GET /api/products/single/:id", () => {
  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("GET", "/api/products/single/999999"), 404, "The requested resource was not found");
    expectError(await t.call("GET", "/api/products/single/abc"), 400, "id must be a positive whole number");
    expectError(await t.call("GET", "/api/products/single/0"), 400);
    expectError(await t.call("GET", "/api/products/single/1.5"), 400);
    expectError(await t.call("GET", "/api/products/single/-1"), 400);
    expectError(await t.call("GET", "/api/products/single/99999999999"), 400);
  });
});

describe("PUT /api/products/update/:id", () => {
  it("takes the product object as the API answers it and saves the changes", async () => {
    const original = await create({ name: "Old Name", quantity: "4" });
    const longAgo = new Date("2024-01-01T00:00:00Z");
    await t.database.db.update(products).set({ updateAt: longAgo }).where(eq(products.id, original.id));
    const edited = { ...original, name: "New Name", price: "59.50", quantity: "8", description: "An updated description text." };
    const res = await t.call("PUT", `/api/products/update/${original.id}`, { token: editor.token, json: edited });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(productKeys);
    expect(res.body).toMatchObject({
      id: original.id,
      name: "New Name",
      price: "59.50",
      quantity: "8",
      images: original.images,
      createAt: original.createAt,
    });
    expect(new Date(res.body.updateAt).getTime()).toBeGreaterThan(longAgo.getTime());
    expect((await t.call("GET", `/api/products/single/${original.id}`)).body).toEqual(res.body);
  });

  it("replaces the images when a list is given, keeps them when not", async () => {
    const original = await create();
    const { images: _dropped, ...withoutImages } = original;
    const kept = await t.call("PUT", `/api/products/update/${original.id}`, { token: editor.token, json: withoutImages });
    expect(kept.body.images.map((i: { url: string }) => i.url)).toEqual([image]);
    const replaced = await t.call("PUT", `/api/products/update/${original.id}`, {
      token: editor.token,
      json: { ...original, images: [{ url: otherImage }, { url: image }] },
    });
    expect(replaced.body.images.map((i: { url: string }) => i.url)).toEqual([otherImage, image]);
  });

  it("can change the type and category together, and isNew", async () => {
    const original = await create();
    const res = await t.call("PUT", `/api/products/update/${original.id}`, {
      token: editor.token,
      json: { ...original, type: "shoes", categories: "running_shoes", isNew: "false" },
    });
    expect(res.body).toMatchObject({ type: "shoes", categories: "running_shoes", isNew: "false" });
  });

  it("validates like creation and changes nothing on 400", async () => {
    const original = await create({ name: "Stays Same" });
    for (const [change, message] of [
      [{ name: "ab" }, "name must be between 3 and 20 characters"],
      [{ price: "10.123" }, "price must be a positive number with at most 2 decimals"],
      [{ quantity: "-2" }, "quantity must be a whole number of 0 or more"],
      [{ categories: "rings" }, "category must be one of the categories of the chosen type"],
      [{ description: "too short" }, "description must be between 15 and 400 characters"],
    ] as const) {
      const res = await t.call("PUT", `/api/products/update/${original.id}`, {
        token: editor.token,
        json: { ...original, ...change },
      });
      expectError(res, 400, message);
    }
    expect((await t.call("GET", `/api/products/single/${original.id}`)).body).toEqual(original);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    const body = validProduct([image]);
    expectError(await t.call("PUT", "/api/products/update/999999", { token: editor.token, json: body }), 404);
    expectError(
      await t.call("PUT", "/api/products/update/abc", { token: editor.token, json: body }),
      400,
      "id must be a positive whole number",
    );
  });
});

describe("brand and inFeeds", () => {
  it("are taken on create and read back; left out, a product has no brand and is in the feeds", async () => {
    const made = await create({ name: "Brand Dress", brand: "  Maison Carthage ", inFeeds: false });
    expect(made).toMatchObject({ brand: "Maison Carthage", inFeeds: false });
    expect((await t.call("GET", `/api/products/single/${made.id}`)).body).toMatchObject({ brand: "Maison Carthage", inFeeds: false });
    expect(await create({ name: "Plain Dress" })).toMatchObject({ brand: null, inFeeds: true });
    // As a form posts them, like isNew.
    expect(await create({ name: "Form Dress", brand: "", inFeeds: "false" })).toMatchObject({ brand: null, inFeeds: false });
  });

  it('on update: left out, each stays; brand "" or null removes it; inFeeds as a boolean or a string', async () => {
    const made = await create({ name: "Kept Brand", brand: "Sidi Atelier", inFeeds: false });
    const { brand: _brand, inFeeds: _inFeeds, ...withoutBoth } = made;
    const kept = await t.call("PUT", `/api/products/update/${made.id}`, {
      token: editor.token,
      json: { ...withoutBoth, name: "Kept Brand 2" },
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ name: "Kept Brand 2", brand: "Sidi Atelier", inFeeds: false });
    const emptied = await t.call("PUT", `/api/products/update/${made.id}`, { token: editor.token, json: { ...withoutBoth, brand: "" } });
    expect(emptied.body).toMatchObject({ brand: null, inFeeds: false });
    const back = await t.call("PUT", `/api/products/update/${made.id}`, {
      token: editor.token,
      json: { ...withoutBoth, brand: "Jasmin Noir", inFeeds: "true" },
    });
    expect(back.body).toMatchObject({ brand: "Jasmin Noir", inFeeds: true });
    const cleared = await t.call("PUT", `/api/products/update/${made.id}`, { token: editor.token, json: { ...withoutBoth, brand: null } });
    expect(cleared.body).toMatchObject({ brand: null, inFeeds: true });
  });

  it("refuses a brand over 70 characters or an inFeeds that is no boolean, naming the field, and changes nothing", async () => {
    expect(await create({ name: "Long Brand", brand: "b".repeat(70) })).toMatchObject({ brand: "b".repeat(70) });
    const before = await countRows(t, products);
    expectError(
      await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], { brand: "b".repeat(71) }) }),
      400,
      "brand must be at most 70 characters",
    );
    expect(await countRows(t, products)).toBe(before);
    const made = await create({ name: "Short Brand", brand: "Medina & Co" });
    expectError(
      await t.call("PUT", `/api/products/update/${made.id}`, { token: editor.token, json: { ...made, brand: "b".repeat(71) } }),
      400,
      "brand must be at most 70 characters",
    );
    expectError(
      await t.call("PUT", `/api/products/update/${made.id}`, { token: editor.token, json: { ...made, inFeeds: "maybe" } }),
      400,
      "inFeeds must be one of: true, false",
    );
    expect((await t.call("GET", `/api/products/single/${made.id}`)).body).toEqual(made);
  });

  it("show in the audit entry of an update, before and after", async () => {
    const made = await create({ name: "Audited Brand" });
    const res = await t.call("PUT", `/api/products/update/${made.id}`, {
      token: editor.token,
      json: { ...made, brand: "Sahel Studio", inFeeds: false },
    });
    expect(res.status).toBe(200);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry.before).toMatchObject({ brand: null, inFeeds: true });
    expect(entry.after).toMatchObject({ brand: "Sahel Studio", inFeeds: false });
  });
});

describe("DELETE /api/products/:id", () => {
  it("deletes the product: it leaves the list and single answers 404", async () => {
    const p = await create({ name: "Short Lived" });
    const res = await t.call("DELETE", `/api/products/${p.id}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: p.id });
    expectError(await t.call("GET", `/api/products/single/${p.id}`), 404);
    const list = (await t.call("GET", "/api/products")).body;
    expect(list.some((x: { id: number }) => x.id === p.id)).toBe(false);
    expectError(await t.call("DELETE", `/api/products/${p.id}`, { token: editor.token }), 404);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("DELETE", "/api/products/999999", { token: editor.token }), 404);
    expectError(await t.call("DELETE", "/api/products/abc", { token: editor.token }), 400);
  });
});

describe("POST /api/products/upload", () => {
  it("answers 201 { images: [{ url }] } with one bare file name per file, in order", async () => {
    const res = await t.call("POST", "/api/products/upload", {
      token: editor.token,
      body: formWithFiles("images", [
        { bytes: await pngImage("#111111"), name: "one.png" },
        { bytes: await pngImage("#222222"), name: "two.png" },
        { bytes: await pngImage("#333333"), name: "three.png" },
      ]),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["images"]);
    expect(res.body.images).toHaveLength(3);
    for (const img of res.body.images) {
      expect(Object.keys(img)).toEqual(["url"]);
      expect(img.url).toMatch(/^[a-f0-9]{32}\.png$/);
    }
    expect(new Set(res.body.images.map((i: { url: string }) => i.url)).size).toBe(3);
    const served = await t.api.request(`/api/products/images/${res.body.images[1].url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
  });

  it("accepts 10 files and refuses 11", async () => {
    const bytes = await pngImage();
    const ten = Array.from({ length: 10 }, (_, i) => ({ bytes, name: `${i}.png` }));
    const okRes = await t.call("POST", "/api/products/upload", { token: editor.token, body: formWithFiles("images", ten) });
    expect(okRes.status).toBe(201);
    expect(okRes.body.images).toHaveLength(10);
    const eleven = [...ten, { bytes, name: "10.png" }];
    expectError(
      await t.call("POST", "/api/products/upload", { token: editor.token, body: formWithFiles("images", eleven) }),
      400,
      "You can upload at most 10 images at once",
    );
  });

  it("refuses an upload without files, or with the files under another field", async () => {
    expectError(
      await t.call("POST", "/api/products/upload", { token: editor.token, body: new FormData() }),
      400,
      "Choose at least one image to upload",
    );
    expectError(
      await t.call("POST", "/api/products/upload", {
        token: editor.token,
        body: formWithFiles("file", [{ bytes: await pngImage(), name: "a.png" }]),
      }),
      400,
      "Choose at least one image to upload",
    );
  });

  it("refuses a JSON body with 415", async () => {
    expectError(await t.call("POST", "/api/products/upload", { token: editor.token, json: { images: [] } }), 415);
  });
});

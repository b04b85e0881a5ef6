import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { orders, productSizes, products } from "~/db/schema";
import { sizesOf } from "~/lib/sizes";
import { countRows, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

interface SizedProduct {
  id: number;
  name: string;
  quantity: string;
  sizes: { size: string; quantity: number }[];
}

const create = (overrides: Record<string, unknown>) =>
  t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], overrides) });
const update = (id: number, overrides: Record<string, unknown>) =>
  t.call("PUT", `/api/products/update/${id}`, { token: editor.token, json: validProduct([image], overrides) });
const single = async (id: number): Promise<SizedProduct> => (await t.call("GET", `/api/products/single/${id}`)).body;
const order = (lines: { id: number; quantity: number; size?: string }[]) =>
  t.call("POST", "/api/orders/create", { json: validOrder(lines) });

let names = 0;
async function dress(sizes: { size: string; quantity: number | string }[], overrides: Record<string, unknown> = {}): Promise<SizedProduct> {
  const res = await create({ name: `Sized Dress ${++names}`, sizes, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** The size rows and total as the database holds them, to check that nothing was half-written. */
async function stored(id: number) {
  const rows = await t.database.db.select().from(productSizes).where(eq(productSizes.productId, id));
  const [product] = await t.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id));
  return { total: product?.quantity, sizes: Object.fromEntries(rows.map((row) => [row.size, row.quantity])) };
}

describe("a product's stock per size", () => {
  it("keeps each size's stock, answers them in the order shoppers read sizes, and makes quantity their sum", async () => {
    const created = await dress([
      { size: "XL", quantity: 1 },
      { size: "s", quantity: "4" },
      { size: "m", quantity: 0 },
    ]);
    expect(created.sizes).toEqual([
      { size: "s", quantity: 4 },
      { size: "m", quantity: 0 },
      { size: "xl", quantity: 1 },
    ]);
    expect(created.quantity).toBe("5");
    expect(await stored(created.id)).toEqual({ total: 5, sizes: { s: 4, m: 0, xl: 1 } });
  });

  it("gives a product created with SPEC's payload alone one size holding its quantity", async () => {
    const res = await create({ name: "Plain Bag", types: "handbags", categories: "wallets", quantity: "7" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.sizes).toEqual([{ size: "one", quantity: 7 }]);
    expect(res.body.quantity).toBe("7");
  });

  it("refuses sizes that the product's type does not come in, twice the same size, none, or a total over five digits", async () => {
    expectError(await create({ sizes: [{ size: "42", quantity: 1 }] }), 400, "42 is not a size of this product's type");
    expectError(
      await create({ types: "shoes", categories: "women_shoes", sizes: [{ size: "m", quantity: 1 }] }),
      400,
      "m is not a size of this product's type",
    );
    expectError(await create({ sizes: [{ size: "huge", quantity: 1 }] }), 400, "huge is not a size of this product's type");
    expectError(
      await create({
        sizes: [
          { size: "m", quantity: 1 },
          { size: "M", quantity: 2 },
        ],
      }),
      400,
      "size m is listed twice",
    );
    expectError(await create({ sizes: [] }), 400, "Give the stock of at least one size");
    expectError(
      await create({
        sizes: [
          { size: "s", quantity: 60000 },
          { size: "m", quantity: 60000 },
        ],
      }),
      400,
      "quantity must be at most 5 characters",
    );
    expectError(await create({ sizes: [{ size: "m", quantity: "-1" }] }), 400, /quantity/);
  });

  it("replaces the sizes on update, and keeps them when only SPEC's quantity comes back unchanged", async () => {
    const product = await dress([
      { size: "s", quantity: 2 },
      { size: "m", quantity: 3 },
    ]);
    const replaced = await update(product.id, {
      name: product.name,
      sizes: [
        { size: "m", quantity: 1 },
        { size: "l", quantity: 6 },
      ],
    });
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.sizes).toEqual([
      { size: "m", quantity: 1 },
      { size: "l", quantity: 6 },
    ]);
    expect(replaced.body.quantity).toBe("7");

    const sameTotal = await update(product.id, { name: product.name, quantity: "7" });
    expect(sameTotal.status, JSON.stringify(sameTotal.body)).toBe(200);
    expect(sameTotal.body.sizes).toEqual(replaced.body.sizes);
  });

  it("refuses a new total for a product stocked in several sizes without its sizes, and changes nothing", async () => {
    const product = await dress([
      { size: "s", quantity: 2 },
      { size: "m", quantity: 3 },
    ]);
    expectError(
      await update(product.id, { name: "Renamed Dress", quantity: "9" }),
      400,
      "This product is stocked in several sizes: send the stock of each size in sizes",
    );
    expect((await single(product.id)).name).toBe(product.name);
    expect(await stored(product.id)).toEqual({ total: 5, sizes: { s: 2, m: 3 } });
  });

  it("takes sizes sent back unchanged with their total as no change, and with another total refuses it as a new total", async () => {
    const product = await dress([
      { size: "s", quantity: 2 },
      { size: "m", quantity: 3 },
    ]);
    const unchanged = await update(product.id, { name: product.name, quantity: "5", sizes: product.sizes });
    expect(unchanged.status, JSON.stringify(unchanged.body)).toBe(200);
    expect(await stored(product.id)).toEqual({ total: 5, sizes: { s: 2, m: 3 } });
    // Unchanged sizes say nothing new, so the quantity is what the client changed: several sizes cannot take it.
    expectError(
      await update(product.id, { name: "Renamed Dress", quantity: "9", sizes: product.sizes }),
      400,
      "This product is stocked in several sizes: send the stock of each size in sizes",
    );
    expect((await single(product.id)).name).toBe(product.name);
    expect(await stored(product.id)).toEqual({ total: 5, sizes: { s: 2, m: 3 } });
  });

  it("puts a new quantity in the single size of a product, and in one size when its type no longer has that size", async () => {
    const product = await dress([{ size: "m", quantity: 2 }]);
    const more = await update(product.id, { name: product.name, quantity: "4" });
    expect(more.body.sizes).toEqual([{ size: "m", quantity: 4 }]);
    const watch = await update(product.id, { name: product.name, types: "watches", categories: "steel_strap", quantity: "4" });
    expect(watch.status, JSON.stringify(watch.body)).toBe(200);
    expect(watch.body.sizes).toEqual([{ size: "one", quantity: 4 }]);
  });

  it("lists the products with stock in a size (SPEC's Size filter), combined with the type and the category", async () => {
    const inM = await dress([
      { size: "m", quantity: 1 },
      { size: "l", quantity: 0 },
    ]);
    const soldOutInM = await dress([
      { size: "m", quantity: 0 },
      { size: "l", quantity: 3 },
    ]);
    const shirtInM = await dress([{ size: "m", quantity: 2 }], { categories: "shirts" });

    const ids = async (query: string) =>
      ((await t.call("GET", `/api/products/type/women_s_clothing?${query}`)).body as { id: number }[]).map((p) => p.id);
    const m = await ids("size=m&limit=200");
    expect(m).toContain(inM.id);
    expect(m).toContain(shirtInM.id);
    expect(m).not.toContain(soldOutInM.id);
    const dressesInM = await ids("size=m&category=dresses&limit=200");
    expect(dressesInM).toContain(inM.id);
    expect(dressesInM).not.toContain(shirtInM.id);
    const l = await ids("size=l&limit=200");
    expect(l).toContain(soldOutInM.id);
    expect(l).not.toContain(inM.id);

    const counted = await t.call("GET", "/api/products?size=m&type=women_s_clothing&category=dresses");
    expect(Number(counted.headers.get("x-total-count"))).toBe(dressesInM.length);
    expectError(await t.call("GET", "/api/products?size=xxxl"), 400, "size must be one of: s, m, l, xl");
  });
});

describe("orders of sizes", () => {
  it("takes the stock of the size ordered only, and records the size on the line", async () => {
    const product = await dress([
      { size: "m", quantity: 3 },
      { size: "l", quantity: 3 },
    ]);
    const res = await order([
      { id: product.id, quantity: 1, size: "m" },
      { id: product.id, quantity: 2, size: "L" },
      { id: product.id, quantity: 1, size: "m" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(
      res.body.products.map((line: { size: string; quantity: number; stock: number }) => [line.size, line.quantity, line.stock]),
    ).toEqual([
      ["m", 2, 1],
      ["l", 2, 1],
    ]);
    expect(await stored(product.id)).toEqual({ total: 2, sizes: { m: 1, l: 1 } });
    const again = await t.call("GET", `/api/orders/${res.body.id}`, { token: editor.token });
    expect(again.body.products.map((line: { size: string }) => line.size)).toEqual(["m", "l"]);
  });

  it("uses the only size of a product when the line names none", async () => {
    const product = await dress([{ size: "s", quantity: 2 }]);
    const res = await order([{ id: product.id, quantity: 1 }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.products[0].size).toBe("s");
    expect((await stored(product.id)).sizes).toEqual({ s: 1 });
  });

  it("asks for a size when the product has several, and sells nothing", async () => {
    const product = await dress([
      { size: "s", quantity: 2 },
      { size: "m", quantity: 2 },
    ]);
    const before = await countRows(t, orders);
    expectError(await order([{ id: product.id, quantity: 1 }]), 400, `Choose a size of ${product.name}`);
    expect(await countRows(t, orders)).toBe(before);
  });

  it("refuses a size the product does not come in, and a size short of stock, naming the size; nothing is taken", async () => {
    const product = await dress([
      { size: "m", quantity: 1 },
      { size: "l", quantity: 0 },
    ]);
    const other = await dress([{ size: "s", quantity: 5 }]);
    const before = await countRows(t, orders);
    expectError(await order([{ id: product.id, quantity: 1, size: "xs" }]), 409, `${product.name} does not come in size XS`);
    expectError(
      await order([
        { id: other.id, quantity: 2, size: "s" },
        { id: product.id, quantity: 2, size: "m" },
      ]),
      409,
      `Not enough stock of ${product.name} in size M`,
    );
    // Sold out or one short, the refusal reads the same: it never tells how many are left.
    expectError(await order([{ id: product.id, quantity: 1, size: "l" }]), 409, `Not enough stock of ${product.name} in size L`);
    expectError(await order([{ id: product.id, quantity: 1, size: "2-3y" }]), 409, `${product.name} does not come in size 2–3 y`);
    expectError(await order([{ id: product.id, quantity: 1, size: "nope" }]), 400, "nope is not a size of this product's type");
    expect(await countRows(t, orders)).toBe(before);
    expect(await stored(other.id)).toEqual({ total: 5, sizes: { s: 5 } });
    expect(await stored(product.id)).toEqual({ total: 1, sizes: { m: 1, l: 0 } });
  });

  it("never sells more of a size than it holds, whatever the other sizes hold", async () => {
    const product = await dress([
      { size: "s", quantity: 10 },
      { size: "m", quantity: 3 },
    ]);
    const answers = await Promise.all(Array.from({ length: 6 }, () => order([{ id: product.id, quantity: 1, size: "m" }])));
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(3);
    expect(await stored(product.id)).toEqual({ total: 10, sizes: { s: 10, m: 0 } });
  });

  it("offers every size of a type's set", () => {
    expect(sizesOf("women_s_clothing")).toEqual(["xs", "s", "m", "l", "xl", "xxl"]);
    expect(sizesOf("shoes")[0]).toBe("35");
    expect(sizesOf("shoes").at(-1)).toBe("46");
    expect(sizesOf("kid_s_wear")[0]).toBe("2-3y");
    expect(sizesOf("kid_s_wear").at(-1)).toBe("12-13y");
    expect(sizesOf("jewellery")).toEqual(["one"]);
  });
});

describe("a product sent back as the API answered it", () => {
  it("takes a new quantity with unchanged sizes as the new stock of a product in one size", async () => {
    const product = await dress([{ size: "m", quantity: 4 }]);
    const res = await update(product.id, { ...product, quantity: "8" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.sizes).toEqual([{ size: "m", quantity: 8 }]);
    expect(res.body.quantity).toBe("8");
  });
});

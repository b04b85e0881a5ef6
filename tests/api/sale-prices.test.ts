import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { products } from "~/db/schema";
import type { Currency } from "~/lib/i18n";
import { sayInvalid } from "~/lib/validation-messages";
import { countRows, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

interface SaleProduct {
  id: number;
  name: string;
  price: string;
  compareAtPrice: string | null;
}

const ABOVE_PRICE = sayInvalid.compareAtAbovePrice();

/** A store of its own for a describe block, in a currency, with an editor and a picture to create products with. */
function storeIn(currency: Currency) {
  const store = { t: null as unknown as TestApi, editor: null as unknown as Staff, image: "" };
  beforeAll(async () => {
    store.t = await createTestApi({ currency });
    store.editor = await store.t.staff("EDITOR");
    store.image = await uploadProductImage(store.t, store.editor.token);
  });
  afterAll(() => store.t.close());
  let names = 0;
  const create = (overrides: Record<string, unknown>) =>
    store.t.call("POST", "/api/products/create", {
      token: store.editor.token,
      json: validProduct([store.image], { name: `Sale Dress ${++names}`, ...overrides }),
    });
  return { store, create };
}

describe("sale prices in dollars", () => {
  const { store, create } = storeIn("USD");
  const update = (product: SaleProduct, overrides: Record<string, unknown>) =>
    store.t.call("PUT", `/api/products/update/${product.id}`, {
      token: store.editor.token,
      json: validProduct([store.image], { name: product.name, price: product.price, ...overrides }),
    });
  const single = async (id: number): Promise<SaleProduct> => (await store.t.call("GET", `/api/products/single/${id}`)).body;
  const stored = async (id: number) =>
    (
      await store.t.database.db
        .select({ price: products.price, compareAtPrice: products.compareAtPrice })
        .from(products)
        .where(eq(products.id, id))
    )[0];
  async function product(price: string, compareAtPrice?: string | null): Promise<SaleProduct> {
    const res = await create(compareAtPrice === undefined ? { price } : { price, compareAtPrice });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body;
  }

  it("creates a product on sale: the compare-at price is answered with the currency's decimals and stored exactly", async () => {
    const dress = await product("59.6", "74.5");
    expect(dress).toMatchObject({ price: "59.60", compareAtPrice: "74.50" });
    expect(await single(dress.id)).toMatchObject({ price: "59.60", compareAtPrice: "74.50" });
    expect(await stored(dress.id)).toEqual({ price: "59.600", compareAtPrice: "74.500" });
    // A number is taken like the price is.
    expect((await product("10", 12.25 as unknown as string)).compareAtPrice).toBe("12.25");
  });

  it("answers null for a product that is not on sale, whether the field was left out, empty or null", async () => {
    expect((await product("20.00")).compareAtPrice).toBeNull();
    expect((await product("20.00", "")).compareAtPrice).toBeNull();
    expect((await product("20.00", "   ")).compareAtPrice).toBeNull();
    expect((await product("20.00", null)).compareAtPrice).toBeNull();
  });

  it("refuses a compare-at price at or below the price, naming the field, and stores nothing", async () => {
    const before = await countRows(store.t, products);
    expectError(await create({ price: "50.00", compareAtPrice: "50.00" }), 400, ABOVE_PRICE);
    expectError(await create({ price: "50.00", compareAtPrice: "50" }), 400, ABOVE_PRICE);
    expectError(await create({ price: "50.00", compareAtPrice: "49.99" }), 400, ABOVE_PRICE);
    expect(ABOVE_PRICE).toMatch(/^compareAtPrice /);
    expect(await countRows(store.t, products)).toBe(before);
  });

  it("checks the compare-at price with the price's own rules, named as compareAtPrice", async () => {
    expectError(await create({ compareAtPrice: "74.505" }), 400, sayInvalid.priceFormat("compareAtPrice", 2));
    expectError(await create({ compareAtPrice: "abc" }), 400, sayInvalid.priceFormat("compareAtPrice", 2));
    expectError(await create({ compareAtPrice: "-80" }), 400, sayInvalid.priceFormat("compareAtPrice", 2));
    expectError(await create({ compareAtPrice: "12345678901" }), 400, sayInvalid.maxLength("compareAtPrice", 10));
    expectError(await create({ compareAtPrice: true }), 400, sayInvalid.priceFormat("compareAtPrice", 2));
  });

  it("never lets the database hold a compare-at price at or below the price, whoever writes it", async () => {
    const dress = await product("30.00", "40.00");
    await expect(store.t.database.db.update(products).set({ compareAtPrice: "30.000" }).where(eq(products.id, dress.id))).rejects.toThrow();
    expect(await stored(dress.id)).toEqual({ price: "30.000", compareAtPrice: "40.000" });
  });

  it('updates: sets a compare-at price, keeps it when left out, clears it with "" or null', async () => {
    const dress = await product("40.00");
    let res = await update(dress, { compareAtPrice: "55" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.compareAtPrice).toBe("55.00");

    // A client that does not know the field (SPEC's payload) keeps the sale, even when it changes the price.
    res = await update(dress, { price: "45.00" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ price: "45.00", compareAtPrice: "55.00" });

    res = await update({ ...dress, price: "45.00" }, { compareAtPrice: "" });
    expect(res.body.compareAtPrice).toBeNull();
    await update({ ...dress, price: "45.00" }, { compareAtPrice: "60.00" });
    res = await update({ ...dress, price: "45.00" }, { compareAtPrice: null });
    expect(res.status).toBe(200);
    expect(res.body.compareAtPrice).toBeNull();
    expect(await stored(dress.id)).toEqual({ price: "45.000", compareAtPrice: null });
  });

  it("refuses an update that leaves the compare-at price at or below the price, and changes nothing", async () => {
    const dress = await product("40.00", "50.00");
    // Sent with the new price…
    expectError(await update(dress, { price: "60.00", compareAtPrice: "55.00" }), 400, ABOVE_PRICE);
    // …or kept from before while the price goes up to it.
    expectError(await update(dress, { price: "50.00" }), 400, ABOVE_PRICE);
    expect(await stored(dress.id)).toEqual({ price: "40.000", compareAtPrice: "50.000" });
    // Raising both together is fine.
    const res = await update(dress, { price: "60.00", compareAtPrice: "80.00" });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ price: "60.00", compareAtPrice: "80.00" });
  });

  it("prices an order at the price, never the compare-at price", async () => {
    const dress = await product("59.90", "99.00");
    const res = await store.t.call("POST", "/api/orders/create", { json: validOrder([{ id: dress.id, quantity: 2 }]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const order = await store.t.call("GET", `/api/orders/${res.body.id}`, { token: store.editor.token });
    expect(order.body.products[0].price).toBe("59.90");
    expect(order.body.subtotal).toBe("119.80");
  });

  describe("lists", () => {
    let type: string;
    let expected: { onSale: string[]; saleOrder: string[] };
    beforeAll(async () => {
      // A type of its own, so the products of the other tests stay out of these lists.
      type = "watches";
      const watch = async (name: string, price: string, compareAtPrice?: string) => {
        const res = await create({ name, types: type, categories: "leather_strap", price, ...(compareAtPrice ? { compareAtPrice } : {}) });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
      };
      // Oldest first. Percentages off: 20, 50, none, 20, 20.4 (shows 20), 0.1 (shows 1), none.
      await watch("Twenty Old", "80.00", "100.00");
      await watch("Half Off", "50.00", "100.00");
      await watch("Full Price", "70.00");
      await watch("Twenty New", "40.00", "50.00");
      await watch("Twenty Point Four", "79.60", "100.00");
      await watch("Tiny Sale", "99.90", "100.00");
      await watch("No Sale Newest", "10.00");
      expected = {
        onSale: ["Tiny Sale", "Twenty Point Four", "Twenty New", "Half Off", "Twenty Old"],
        // Biggest percentage off first (as the pages round it), the newest first among equal ones, then the rest newest first.
        saleOrder: ["Half Off", "Twenty Point Four", "Twenty New", "Twenty Old", "Tiny Sale", "No Sale Newest", "Full Price"],
      };
    });
    const names = (res: { body: { name: string }[] }) => res.body.map((p) => p.name);

    it("onSale=1 lists only the products whose compare-at price is above the price, counted", async () => {
      const res = await store.t.call("GET", `/api/products?type=${type}&onSale=1&sort=newest`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected.onSale);
      expect(res.headers.get("x-total-count")).toBe("5");
      expect(res.body.every((p: SaleProduct) => p.compareAtPrice !== null)).toBe(true);
      // The same filter on a type's list, combined with paging.
      const page = await store.t.call("GET", `/api/products/type/${type}?onSale=1&sort=newest&limit=2&offset=1`);
      expect(names(page)).toEqual(expected.onSale.slice(1, 3));
      expect(page.headers.get("x-total-count")).toBe("5");
    });

    it("sort=sale puts the products on sale first, biggest percentage off first, then the newest", async () => {
      const res = await store.t.call("GET", `/api/products?type=${type}&sort=sale`);
      expect(res.status).toBe(200);
      expect(names(res)).toEqual(expected.saleOrder);
      const onSaleOnly = await store.t.call("GET", `/api/products/type/${type}?onSale=1&sort=sale&limit=3`);
      expect(names(onSaleOnly)).toEqual(expected.saleOrder.slice(0, 3));
    });

    it("refuses an onSale other than 1 and names the sale sort among the sorts", async () => {
      expectError(await store.t.call("GET", "/api/products?onSale=2"), 400, "onSale must be one of: 1");
      expectError(await store.t.call("GET", "/api/products?onSale=true"), 400, "onSale must be one of: 1");
      expectError(await store.t.call("GET", "/api/products?sort=cheap"), 400, /^sort must be one of: .*\bsale$/);
    });
  });

  it("documents compareAtPrice in the OpenAPI answer and payload, and the onSale filter", async () => {
    const doc = (await store.t.call("GET", "/api/openapi.json")).body;
    const text = JSON.stringify(doc);
    expect(doc.components.schemas.Product.properties.compareAtPrice).toMatchObject({ type: ["string", "null"] });
    expect(text).toContain("onSale");
    expect(text).toMatch(/sale \(on sale first/);
    expect(JSON.stringify(doc.paths["/api/products/create"])).toContain("compareAtPrice");
  });
});

describe("sale prices in dinars", () => {
  const { create } = storeIn("TND");

  it("keeps three decimals (millimes) and compares them exactly", async () => {
    const res = await create({ price: "12.345", compareAtPrice: "15.5" });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ price: "12.345", compareAtPrice: "15.500" });
    const close = await create({ name: "Close Sale", price: "12.345", compareAtPrice: "12.346" });
    expect(close.status, JSON.stringify(close.body)).toBe(201);
    expect(close.body.compareAtPrice).toBe("12.346");
  });

  it("refuses a fourth decimal and a compare-at price equal to the price", async () => {
    expectError(await create({ price: "12.345", compareAtPrice: "15.0001" }), 400, sayInvalid.priceFormat("compareAtPrice", 3));
    expectError(await create({ price: "12.345", compareAtPrice: "12.345" }), 400, ABOVE_PRICE);
    expectError(await create({ price: "12.345", compareAtPrice: "12.344" }), 400, ABOVE_PRICE);
  });
});

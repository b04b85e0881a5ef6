/**
 * STORE_CURRENCY=TND: prices have three decimals (millimes), are stored and answered exactly, and an order's
 * lines and total add up without a float. The USD store of the other files refuses a third decimal.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, products } from "~/db/schema";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let tnd: TestApi;
let usd: TestApi;
let tndEditor: Staff;
let usdEditor: Staff;
let tndImage: string;
let usdImage: string;
beforeAll(async () => {
  [tnd, usd] = await Promise.all([createTestApi({ currency: "TND" }), createTestApi({ currency: "USD" })]);
  [tndEditor, usdEditor] = await Promise.all([tnd.staff("EDITOR"), usd.staff("EDITOR")]);
  [tndImage, usdImage] = await Promise.all([uploadProductImage(tnd, tndEditor.token), uploadProductImage(usd, usdEditor.token)]);
});
afterAll(() => Promise.all([tnd.close(), usd.close()]));

const THREE_DECIMALS = "price must be a positive number with at most 3 decimals";
const TWO_DECIMALS = "price must be a positive number with at most 2 decimals";

describe("a TND store", () => {
  it("accepts a price with three decimals and answers it exactly", async () => {
    const res = await tnd.call("POST", "/api/products/create", {
      token: tndEditor.token,
      json: validProduct([tndImage], { name: "Jebba Dress", price: "12.345", quantity: "10" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.price).toBe("12.345");
    const [row] = await tnd.database.db.select({ price: products.price }).from(products).where(eq(products.id, res.body.id));
    expect(row.price).toBe("12.345");
    expect((await tnd.call("GET", `/api/products/single/${res.body.id}`)).body.price).toBe("12.345");
  });

  it("answers every price with three decimals", async () => {
    const res = await tnd.call("POST", "/api/products/create", {
      token: tndEditor.token,
      json: validProduct([tndImage], { name: "Sefsari Shawl", price: "49.9" }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.price).toBe("49.900");
    const list = (await tnd.call("GET", "/api/products")).body as { price: string }[];
    for (const p of list) expect(p.price).toMatch(/^\d+\.\d{3}$/);
  });

  it("refuses a fourth decimal, on create and on update", async () => {
    expectError(
      await tnd.call("POST", "/api/products/create", {
        token: tndEditor.token,
        json: validProduct([tndImage], { price: "12.3456" }),
      }),
      400,
      THREE_DECIMALS,
    );
    const created = await tnd.call("POST", "/api/products/create", {
      token: tndEditor.token,
      json: validProduct([tndImage], { name: "Chechia Hat", price: "20" }),
    });
    expect(created.body.price).toBe("20.000");
    const { id, ...payload } = created.body;
    expectError(
      await tnd.call("PUT", `/api/products/update/${id}`, { token: tndEditor.token, json: { ...payload, price: "12.3456" } }),
      400,
      THREE_DECIMALS,
    );
    expect((await tnd.call("GET", `/api/products/single/${id}`)).body.price).toBe("20.000");
  });

  it("an order of 3 × 12.345 stores the unit price 12.345, a subtotal of 37.035 and with the fee a total of 44.035", async () => {
    const product = await tnd.call("POST", "/api/products/create", {
      token: tndEditor.token,
      json: validProduct([tndImage], { name: "Kaftan", price: "12.345", quantity: "5" }),
    });
    expect(product.status, JSON.stringify(product.body)).toBe(201);
    const res = await tnd.call("POST", "/api/orders/create", { json: validOrder([{ id: product.body.id, quantity: 3 }]) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.products).toEqual([expect.objectContaining({ id: product.body.id, quantity: 3, price: "12.345" })]);
    expect(res.body.subtotal).toBe("37.035");
    expect(res.body.total).toBe("44.035");

    const stored = await tnd.database.db
      .select({ unitPrice: orderLines.unitPrice, quantity: orderLines.quantity })
      .from(orderLines)
      .where(eq(orderLines.orderId, res.body.id));
    expect(stored).toEqual([{ unitPrice: "12.345", quantity: 3 }]);

    const admin = await tnd.staff("ADMIN");
    const read = await tnd.call("GET", `/api/orders/${res.body.id}`, { token: admin.token });
    expect(read.body).toMatchObject({ subtotal: "37.035", shippingFee: "7.000", total: "44.035" });
    expect(read.body.products[0].price).toBe("12.345");
  });

  it("adds several lines exactly", async () => {
    const make = async (name: string, price: string) =>
      (
        await tnd.call("POST", "/api/products/create", {
          token: tndEditor.token,
          json: validProduct([tndImage], { name, price, quantity: "50" }),
        })
      ).body.id as number;
    const a = await make("Fouta Towel", "0.100");
    const b = await make("Clay Bowl", "0.200");
    const c = await make("Brass Lamp", "1.001");
    const res = await tnd.call("POST", "/api/orders/create", {
      json: validOrder([
        { id: a, quantity: 1 },
        { id: b, quantity: 1 },
        { id: c, quantity: 7 },
      ]),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.subtotal).toBe("7.307");
  });
});

describe("a USD store", () => {
  it("refuses a third decimal and answers two", async () => {
    expectError(
      await usd.call("POST", "/api/products/create", {
        token: usdEditor.token,
        json: validProduct([usdImage], { price: "12.345" }),
      }),
      400,
      TWO_DECIMALS,
    );
    const res = await usd.call("POST", "/api/products/create", {
      token: usdEditor.token,
      json: validProduct([usdImage], { price: "12.5" }),
    });
    expect(res.body.price).toBe("12.50");
    const order = await usd.call("POST", "/api/orders/create", { json: validOrder([{ id: res.body.id, quantity: 3 }]) });
    expect(order.body).toMatchObject({ subtotal: "37.50", shippingFee: "7.00", total: "44.50" });
  });
});

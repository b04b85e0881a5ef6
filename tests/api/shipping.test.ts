/**
 * Delivery fees per governorate, the free-shipping threshold, the figures an order keeps, and the shopper's own
 * order read back by its reference.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tunisianStates } from "~/lib/states";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let admin: Staff;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi();
  admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

async function product(name: string, price: string, quantity = 50): Promise<number> {
  const res = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], { name, price, quantity: String(quantity) }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const setRates = (json: unknown, token = admin.token) => t.call("PUT", "/api/shipping", { token, json });
const order = (id: number, quantity: number, state: string) =>
  t.call("POST", "/api/orders/create", { json: validOrder([{ id, quantity }], { state }) });

describe("delivery fees", () => {
  it("start as one default fee for all 24 governorates, with no free delivery", async () => {
    const res = await t.call("GET", "/api/shipping");
    expect(res.status).toBe(200);
    expect(res.body.fees.map((row: { state: string }) => row.state)).toEqual([...tunisianStates]);
    expect(new Set(res.body.fees.map((row: { fee: string }) => row.fee))).toEqual(new Set(["7.00"]));
    expect(res.body.freeShippingOver).toBeNull();
  });

  it("are set per governorate by an admin, and each order pays its governorate's fee", async () => {
    const res = await setRates({
      fees: [
        { state: "Tozeur", fee: "12.5" },
        { state: "Tunis", fee: "0" },
      ],
      freeShippingOver: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fees = Object.fromEntries(res.body.fees.map((row: { state: string; fee: string }) => [row.state, row.fee]));
    expect(fees).toMatchObject({ Tozeur: "12.50", Tunis: "0.00", Sfax: "7.00" });

    const scarf = await product("Silk Scarf", "20.00");
    expect((await order(scarf, 2, "Tozeur")).body).toMatchObject({ subtotal: "40.00", shippingFee: "12.50", total: "52.50" });
    expect((await order(scarf, 1, "Tunis")).body).toMatchObject({ subtotal: "20.00", shippingFee: "0.00", total: "20.00" });
    expect((await order(scarf, 1, "Sfax")).body).toMatchObject({ subtotal: "20.00", shippingFee: "7.00", total: "27.00" });
  });

  it("are waived from the free-shipping threshold on, and charged below it", async () => {
    await setRates({ fees: [], freeShippingOver: "100" });
    const bag = await product("Straw Bag", "50.00");
    expect((await order(bag, 1, "Sousse")).body).toMatchObject({ subtotal: "50.00", shippingFee: "7.00", total: "57.00" });
    expect((await order(bag, 2, "Sousse")).body).toMatchObject({ subtotal: "100.00", shippingFee: "0.00", total: "100.00" });
    expect((await t.call("GET", "/api/shipping")).body.freeShippingOver).toBe("100.00");
    // "" ends free delivery, as the back office's empty field sends it.
    expect((await setRates({ fees: [], freeShippingOver: "" })).body.freeShippingOver).toBeNull();
  });

  it("never change an order already placed", async () => {
    const ring = await product("Silver Ring", "30.00");
    const placed = await order(ring, 1, "Gabes");
    expect(placed.body).toMatchObject({ shippingFee: "7.00", total: "37.00" });
    await setRates({ fees: [{ state: "Gabes", fee: "9" }] });
    await t.call("PUT", `/api/products/update/${ring}`, {
      token: editor.token,
      json: validProduct([image], { name: "Silver Ring", price: "35.00", quantity: "49" }),
    });
    const read = await t.call("GET", `/api/orders/${placed.body.id}`, { token: editor.token });
    expect(read.body).toMatchObject({ subtotal: "30.00", shippingFee: "7.00", total: "37.00" });
  });

  it("refuse fees that are not amounts, unknown or repeated governorates, and a threshold of nothing", async () => {
    expectError(
      await setRates({ fees: [{ state: "Tunis", fee: "-1" }] }),
      400,
      "fee must be a number of 0 or more with at most 2 decimals",
    );
    expectError(
      await setRates({ fees: [{ state: "Tunis", fee: "1.234" }] }),
      400,
      "fee must be a number of 0 or more with at most 2 decimals",
    );
    expectError(await setRates({ fees: [{ state: "Paris", fee: "5" }] }), 400, /^state must be one of: Ariana, /);
    expectError(
      await setRates({
        fees: [
          { state: "Sfax", fee: "5" },
          { state: "Sfax", fee: "6" },
        ],
      }),
      400,
      "each state may be listed only once",
    );
    expectError(
      await setRates({ fees: [], freeShippingOver: "0" }),
      400,
      "freeShippingOver must be a positive number with at most 2 decimals",
    );
    expectError(await setRates({ freeShippingOver: null }), 400, "fees is required");
    // Nothing refused was kept.
    const fees = (await t.call("GET", "/api/shipping")).body.fees as { state: string; fee: string }[];
    expect(fees.find((row) => row.state === ("Paris" as string))).toBeUndefined();
    expect(fees.find((row) => row.state === "Sfax")?.fee).toBe("7.00");
  });

  it("are set by admins only", async () => {
    expectError(await setRates({ fees: [] }, editor.token), 403);
    expectError(await t.call("PUT", "/api/shipping", { json: { fees: [] } }), 401);
  });
});

describe("the shopper's order by its reference", () => {
  it("is found however the reference is typed, without the shop's stock figures", async () => {
    const dress = await product("Linen Dress", "49.90", 5);
    const placed = await order(dress, 1, "Nabeul");
    const reference: string = placed.body.reference;
    for (const typed of [reference, reference.toLowerCase(), reference.replace(/-/g, ""), ` ${reference.replace(/-/g, " ")} `]) {
      const res = await t.call("GET", `/api/orders/reference/${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      expect(res.body).toMatchObject({ reference, fullName: "Amira Ben Salah", total: placed.body.total });
      // The shop's own row number stays the shop's: the reference names the order.
      expect(res.body).not.toHaveProperty("id");
      expect(res.body.products).toEqual([
        {
          id: dress,
          name: "Linen Dress",
          images: [{ url: image }],
          quantity: 1,
          keptQuantity: null,
          price: "49.90",
          size: "one",
          color: null,
        },
      ]);
    }
  });

  it("answers 404 for a reference no order has, or that cannot be one", async () => {
    for (const reference of ["0000-0000-0000", "ABCD", "1", "%3Cscript%3E", "UUUU-UUUU-UUUU"]) {
      expectError(await t.call("GET", `/api/orders/reference/${reference}`), 404);
    }
    // The id is not a reference.
    const placed = await order(await product("Cotton Tee", "15.00"), 1, "Kef");
    expectError(await t.call("GET", `/api/orders/reference/${placed.body.id}`), 404);
  });

  it("is different for every order", async () => {
    const tee = await product("Plain Tee", "10.00", 100);
    const references = new Set<string>();
    for (let i = 0; i < 20; i++) references.add((await order(tee, 1, "Ariana")).body.reference);
    expect(references.size).toBe(20);
  });
});

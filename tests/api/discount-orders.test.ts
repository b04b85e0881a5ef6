/**
 * Discount codes on the shop's side (docs/decisions/047): staff find the orders placed with a code, export them
 * with the code and the discount, read the discount given and the most used codes on the sales panel, and are told
 * the code in the new order's e-mail; the shopper sees hers when she tracks the order. In dinars, to the millime.
 */
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox, orders } from "~/db/schema";
import { renderNewOrderMail } from "~/models/mail.server";
import { readCsv } from "../csv-reader";
import { createProductId, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder } from "./harness";

let phone = 21_000_000;

/** A shop in dinars with a watch of the given price; its admin gets the staff e-mail, in English. */
async function shop(price: string) {
  const t = await createTestApi({ currency: "TND" });
  const admin = await t.staff("ADMIN");
  const image = await uploadProductImage(t, admin.token);
  const productId = await createProductId(t, admin, [image], { types: "watches", categories: "steel_strap", price, quantity: "500" });
  return { t, admin, productId };
}

async function createCode(t: TestApi, admin: Staff, fields: Record<string, unknown>) {
  const res = await t.call("POST", "/api/discounts/create", { token: admin.token, json: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
}

interface Placed {
  id: number;
  reference: string;
  telephone: string;
  subtotal: string;
  shippingFee: string;
  total: string;
  discount: string;
}

/** An order of `quantity` of the product delivered to Tunis (fee 7.000), with a code or none, from its own telephone. */
async function order(t: TestApi, productId: number, quantity: number, discountCode?: string): Promise<Placed> {
  const telephone = String((phone += 1));
  const res = await t.call("POST", "/api/orders/create", {
    json: validOrder([{ id: productId, quantity }], { discountCode, telephone, state: "Tunis" }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...res.body, telephone };
}

describe("the orders of a code", () => {
  let t: TestApi;
  let admin: Staff;
  let percentOrder: Placed;
  let freeOrder: Placed;
  let plainOrder: Placed;
  let otherOrder: Placed;
  beforeAll(async () => {
    const made = await shop("12.345");
    ({ t, admin } = made);
    await createCode(t, admin, { code: "MILLIME-15", kind: "percent", percent: 15 });
    await createCode(t, admin, { code: "LIVRAISON", kind: "free_shipping" });
    await createCode(t, admin, { code: "AUTRE5", kind: "fixed", amount: "5" });
    percentOrder = await order(t, made.productId, 3, "millime 15");
    freeOrder = await order(t, made.productId, 1, "livraison");
    plainOrder = await order(t, made.productId, 2);
    otherOrder = await order(t, made.productId, 1, "AUTRE5");
  });
  afterAll(() => t.close());

  it("the list finds only the orders placed with the code, in any case and spacing, with the other filters", async () => {
    const list = (query: string) => t.call("GET", `/api/orders?${query}`, { token: admin.token });
    for (const typed of ["MILLIME-15", "millime 15", "  Millime_15 "]) {
      const res = await list(`code=${encodeURIComponent(typed)}`);
      expect(res.status, typed).toBe(200);
      expect(
        res.body.map((o: { id: number }) => o.id),
        typed,
      ).toEqual([percentOrder.id]);
      expect(res.headers.get("x-total-count")).toBe("1");
      expect(res.body[0]).toMatchObject({ discountCode: "MILLIME-15", discountKind: "percent", discount: "5.555" });
    }
    expect((await list("code=livraison")).body.map((o: { id: number }) => o.id)).toEqual([freeOrder.id]);
    // The filter keeps the others: the stage, the search.
    expect((await list("code=livraison&stage=new")).body).toHaveLength(1);
    expect((await list("code=livraison&stage=cancelled")).body).toEqual([]);
    expect((await list(`code=livraison&q=${plainOrder.reference}`)).body).toEqual([]);
    // A code no order holds finds none; an empty one keeps them all.
    expect((await list("code=NOPE")).body).toEqual([]);
    expect((await list("code=")).body).toHaveLength(4);
    expectError(await list(`code=${"A".repeat(101)}`), 400, "code must be at most 100 characters");
  });

  it("the CSV export takes the filter and writes the code and the discount on each row, exact in dinars", async () => {
    const res = await t.api.request("/api/orders/export", { headers: { authorization: `Bearer ${admin.token}` } });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const text = new TextDecoder().decode(bytes.subarray(3));
    // The columns before keep their order; the code's follow them, then the variant's codes.
    expect(text.split("\r\n")[0]).toBe(
      "Reference,Date (UTC),Stage,Name,Phone,Address,City,Zip,State,Product,Colour,Size,Quantity,Unit price,Shipping,Total,Discount code,Discount,SKU,Barcode,Kept",
    );
    const rowOf = (file: ReturnType<typeof readCsv>, reference: string) => file.records.find((row) => row.Reference === reference);
    const file = readCsv(bytes);
    // 15% off 3 × 12.345 = 37.035 is 5.55525, so 5.555 off: 31.480 for the goods, 38.480 with the fee.
    expect(rowOf(file, percentOrder.reference)).toMatchObject({
      Quantity: "3",
      "Unit price": "12.345",
      Shipping: "7.000",
      Total: "38.480",
      "Discount code": "MILLIME-15",
      Discount: "5.555",
    });
    // Free delivery: the fee waived is the discount.
    expect(rowOf(file, freeOrder.reference)).toMatchObject({
      Shipping: "0.000",
      Total: "12.345",
      "Discount code": "LIVRAISON",
      Discount: "7.000",
    });
    expect(rowOf(file, plainOrder.reference)).toMatchObject({ Total: "31.690", "Discount code": "", Discount: "0.000" });
    // The amounts are written bare (numbers, never neutralised), the code as text.
    expect(text).toContain(",7.000,38.480,MILLIME-15,5.555,");

    const filtered = await t.api.request("/api/orders/export?code=millime%2015", { headers: { authorization: `Bearer ${admin.token}` } });
    expect(filtered.status).toBe(200);
    const only = readCsv(new Uint8Array(await filtered.arrayBuffer()));
    expect(only.records.map((row) => row.Reference)).toEqual([percentOrder.reference]);
    const other = await t.api.request("/api/orders/export?code=AUTRE5", { headers: { authorization: `Bearer ${admin.token}` } });
    expect(readCsv(new Uint8Array(await other.arrayBuffer())).records.map((row) => row.Reference)).toEqual([otherOrder.reference]);
  });

  it("the shopper tracking her order sees its code and what it took off; an order without one says none", async () => {
    const track = (placed: Placed) =>
      t.call("POST", "/api/orders/track", { json: { reference: placed.reference, telephone: placed.telephone } });
    expect((await track(percentOrder)).body).toMatchObject({ discountCode: "MILLIME-15", discountKind: "percent", discount: "5.555" });
    expect((await track(freeOrder)).body).toMatchObject({ discountCode: "LIVRAISON", discountKind: "free_shipping", discount: "7.000" });
    expect((await track(plainOrder)).body).toMatchObject({ discountCode: null, discountKind: null, discount: "0.000" });
  });

  it("the staff e-mail of the new order shows the code and the discount, so that its figures add up to the total", async () => {
    const bodyOf = async (reference: string) => {
      const rows = await t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
      const found = rows.filter((row) => row.recipient === admin.email && row.body.includes(reference));
      expect(found).toHaveLength(1);
      return found[0].body;
    };
    const percent = await bodyOf(percentOrder.reference);
    expect(percent).toContain(
      [
        "Subtotal: TND\u00a037.035",
        "Shipping fee: TND\u00a07.000",
        "Discount (MILLIME-15): \u2212TND\u00a05.555",
        "Total: TND\u00a038.480",
      ].join("\n"),
    );
    // Free delivery: the fee it would have been, then the fee waived.
    const free = await bodyOf(freeOrder.reference);
    expect(free).toContain(
      [
        "Subtotal: TND\u00a012.345",
        "Shipping fee: TND\u00a07.000",
        "Free delivery (LIVRAISON), fee waived: \u2212TND\u00a07.000",
        "Total: TND\u00a012.345",
      ].join("\n"),
    );
    const plain = await bodyOf(plainOrder.reference);
    expect(plain).toContain(["Subtotal: TND\u00a024.690", "Shipping fee: TND\u00a07.000", "Total: TND\u00a031.690"].join("\n"));
    expect(plain).not.toMatch(/Discount|Free delivery/);
  });
});

describe("the staff e-mail in French and Arabic", () => {
  const facts = {
    id: 7,
    reference: "K7M2-9QXD-4HPT",
    fullName: "Amira Ben Salah",
    telephone: "22123456",
    state: "Tunis",
    city: "La Marsa",
    lines: [{ name: "Montre", color: null, size: "one", quantity: 3, price: "12.345" }],
    subtotal: "37.035",
    shippingFee: "7.000",
    total: "38.480",
    discountCode: "ETE20",
    discountKind: "percent" as const,
    discount: "5.555",
  };

  it("names the code and the amount off in the staff member's language, right to left in Arabic", () => {
    expect(renderNewOrderMail(facts, "fr", "TND", null).body).toContain("Réduction (ETE20)\u00a0: \u22125,555\u00a0DT");
    const arabic = renderNewOrderMail(facts, "ar", "TND", null).body;
    const line = arabic.split("\n").find((row) => row.includes("ETE20"));
    expect(line).toBe("\u200fتخفيض (ETE20): \u22125.555\u00a0د.ت");
    const free = { ...facts, shippingFee: "0.000", total: "37.035", discountKind: "free_shipping" as const, discount: "7.000" };
    const french = renderNewOrderMail(free, "fr", "TND", null).body;
    expect(french).toContain("Frais de livraison\u00a0: 7,000\u00a0DT");
    expect(french).toContain("Livraison offerte (ETE20), frais annulés\u00a0: \u22127,000\u00a0DT");
  });
});

describe("the sales report's discounts", () => {
  let t: TestApi;
  let admin: Staff;
  let productId: number;
  beforeAll(async () => {
    ({ t, admin, productId } = await shop("100.500"));
  });
  afterAll(() => t.close());

  async function placedDaysAgo(placed: Placed, days: number) {
    await t.database.db
      .update(orders)
      .set({ createAt: new Date(Date.now() - days * 86_400_000) })
      .where(eq(orders.id, placed.id));
  }

  it("sums the discount given over 7 and 30 days, as revenue counts orders, and lists the 5 most used codes of 30 days", async () => {
    await createCode(t, admin, { code: "ETE20", kind: "percent", percent: 20 });
    await createCode(t, admin, { code: "FIXE5", kind: "fixed", amount: "5" });
    await createCode(t, admin, { code: "LIVRAISON", kind: "free_shipping" });
    for (const code of ["UN-A", "UN-B", "UN-C"]) await createCode(t, admin, { code, kind: "fixed", amount: "1" });

    // Today: two orders with ETE20 (20.100 and 40.200 off), one with each UN code (1.000 off), one without a code.
    await order(t, productId, 1, "ETE20");
    await order(t, productId, 2, "ETE20");
    for (const code of ["UN-A", "UN-B", "UN-C"]) await order(t, productId, 1, code);
    await order(t, productId, 1);
    // 3 days ago, free delivery (7.000 waived); 10 days ago, FIXE5 (5.000 off).
    await placedDaysAgo(await order(t, productId, 1, "LIVRAISON"), 3);
    await placedDaysAgo(await order(t, productId, 1, "FIXE5"), 10);
    // Cancelled today: its discount is not given, as its total is not revenue. 40 days ago: out of reach.
    const cancelled = await order(t, productId, 4, "FIXE5");
    expect((await t.call("PUT", `/api/orders/stage/${cancelled.id}`, { token: admin.token, json: { stage: "cancelled" } })).status).toBe(
      200,
    );
    await placedDaysAgo(await order(t, productId, 3, "ETE20"), 40);

    const res = await t.call("GET", "/api/reports/sales", { token: admin.token });
    expect(res.status).toBe(200);
    const [week, month] = res.body.periods;
    expect(week).toMatchObject({ days: 7, discount: "70.300" });
    expect(month).toMatchObject({ days: 30, discount: "75.300" });
    // Most orders first, then the most revenue, then the code: LIVRAISON (1 order, 100.500) is the sixth.
    expect(res.body.topCodes).toEqual([
      { code: "ETE20", orders: 2, discount: "60.300", revenue: "255.200" },
      { code: "UN-A", orders: 1, discount: "1.000", revenue: "106.500" },
      { code: "UN-B", orders: 1, discount: "1.000", revenue: "106.500" },
      { code: "UN-C", orders: 1, discount: "1.000", revenue: "106.500" },
      { code: "FIXE5", orders: 1, discount: "5.000", revenue: "102.500" },
    ]);
  });
});

/**
 * A parcel kept in part at the door (docs/decisions/055), through the API: a shipped order of three lines, one
 * with a percent code for some types, one with a fixed code, one with free delivery, is recorded kept in part. The
 * refused pieces come back to their colour and size once, the order's figures become the kept lines with the fee
 * and the code's discount worked out again by its rule, the timeline and the audit log say who recorded what, the
 * invoice issued afterwards holds the kept lines only, the sales report and the CSV count what was kept, and every
 * wrong record is refused saying why.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { defaultInvoiceSettings, type Invoice } from "~/lib/invoices";
import { readCsv } from "../csv-reader";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct, testSeller } from "./harness";

const seller = testSeller;

let t: TestApi;
let admin: Staff;
let editor: Staff;
let dress: { id: number; emerald: number; black: number };
let skirt: number;
let watch: number;
let phone = 24_000_000;

interface Line {
  id: number | null;
  lineId: number;
  name: string;
  quantity: number;
  keptQuantity: number | null;
  size: string | null;
}

beforeAll(async () => {
  t = await createTestApi({ currency: "TND", config: { invoices: { ...defaultInvoiceSettings("TND"), seller } } });
  admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR", { username: "Salma Door" });
  const picture = await uploadProductImage(t, admin.token);
  const created = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([], {
      name: "Wrap Dress",
      price: "45.500",
      colors: [
        { name: "Emerald", hex: "#1F7A4D", family: "green", images: [{ url: picture }], sizes: [{ size: "m", quantity: 10 }] },
        {
          name: "Black",
          hex: "#111111",
          family: "black",
          images: [{ url: picture }],
          sizes: [
            { size: "s", quantity: 10 },
            { size: "m", quantity: 10 },
          ],
        },
      ],
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  dress = { id: created.body.id, emerald: created.body.colors[0].id, black: created.body.colors[1].id };
  const sized = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([picture], {
      name: "Pleated Skirt",
      price: "30.250",
      sizes: [
        { size: "s", quantity: 10 },
        { size: "m", quantity: 10 },
      ],
      quantity: "20",
    }),
  });
  expect(sized.status, JSON.stringify(sized.body)).toBe(201);
  skirt = sized.body.id;
  const single = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([picture], { name: "Steel Watch", types: "watches", categories: "steel_strap", price: "12.345", quantity: "10" }),
  });
  expect(single.status, JSON.stringify(single.body)).toBe(201);
  watch = single.body.id;
  for (const code of [
    // For clothes only: the watch is never discounted.
    { code: "ETE15", kind: "percent", percent: 15, productTypes: ["women_s_clothing"] },
    { code: "MOINS50", kind: "fixed", amount: "50" },
    { code: "LIVRAISON", kind: "free_shipping" },
  ]) {
    const res = await t.call("POST", "/api/discounts/create", { token: admin.token, json: code });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
  }
});
afterAll(() => t.close());

/** Places an order to Tunis (delivery 7.000) and ships it. */
async function shipped(products: { id: number; quantity: number; size?: string; color?: number }[], discountCode?: string) {
  const placed = await t.call("POST", "/api/orders/create", {
    json: validOrder(products, { discountCode, telephone: String((phone += 1)), state: "Tunis" }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  const moved = await t.call("PUT", `/api/orders/stage/${placed.body.id}`, { token: editor.token, json: { stage: "shipped" } });
  expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  return placed.body as { id: number; reference: string; telephone: string; total: string; discount: string; products: Line[] };
}

const record = (id: number, json: unknown, token = editor.token) => t.call("PUT", `/api/orders/delivery/${id}`, { token, json });

/** The stock of a product: per colour and size, or per size for a product without colours. */
async function stock(id: number): Promise<Record<string, number>> {
  const product = (await t.call("GET", `/api/products/single/${id}`)).body as {
    colors: { name: string; sizes: { size: string; quantity: number }[] }[];
    sizes: { size: string; quantity: number }[];
  };
  if (product.colors.length === 0) return Object.fromEntries(product.sizes.map((row) => [row.size, row.quantity]));
  return Object.fromEntries(product.colors.flatMap((color) => color.sizes.map((row) => [`${color.name} ${row.size}`, row.quantity])));
}

describe("PUT /api/orders/delivery/:id", () => {
  it("delivers the kept pieces, puts the refused ones back once, and works the percent code out again on the kept clothes", async () => {
    // 2 × dress 45.500 + skirt 30.250 (clothes: 121.250, 15% = 18.1875 → 18.188) + watch 12.345, delivery 7.000.
    const order = await shipped(
      [
        { id: dress.id, color: dress.emerald, size: "m", quantity: 2 },
        { id: skirt, size: "m", quantity: 1 },
        { id: watch, quantity: 1 },
      ],
      "ETE15",
    );
    expect(order).toMatchObject({ discount: "18.188", total: "122.407" });
    const [dressLine, skirtLine, watchLine] = order.products;
    expect(order.products.map((line) => line.keptQuantity)).toEqual([null, null, null]);
    const before = { dress: await stock(dress.id), skirt: await stock(skirt), watch: await stock(watch) };

    // She keeps one dress of two and the watch; the skirt goes back.
    const res = await record(order.id, {
      lines: [
        { id: dressLine.lineId, kept: 1 },
        { id: skirtLine.lineId, kept: 0 },
        { id: watchLine.lineId, kept: 1 },
      ],
      note: "Courier: skirt too small",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Kept: 45.500 + 12.345 = 57.845; the code takes 15% of the kept clothes only (45.500 → 6.825); delivery stays 7.000.
    expect(res.body).toMatchObject({
      stage: "delivered",
      status: 1,
      subtotal: "57.845",
      discount: "6.825",
      shippingFee: "7.000",
      total: "58.020",
    });
    expect(res.body.products.map((line: Line) => [line.name, line.quantity, line.keptQuantity])).toEqual([
      ["Wrap Dress", 2, 1],
      ["Pleated Skirt", 1, 0],
      ["Steel Watch", 1, 1],
    ]);
    // The timeline: who recorded it, the note, each line ordered and kept, and the figures as ordered.
    const event = res.body.history.at(-1);
    expect(event).toMatchObject({ by: "Salma Door", from: "shipped", to: "delivered", note: "Courier: skirt too small" });
    expect(event.kept).toEqual({
      lines: [
        { lineId: dressLine.lineId, name: "Wrap Dress", color: "Emerald", size: "m", ordered: 2, kept: 1 },
        { lineId: skirtLine.lineId, name: "Pleated Skirt", color: null, size: "m", ordered: 1, kept: 0 },
        { lineId: watchLine.lineId, name: "Steel Watch", color: null, size: "one", ordered: 1, kept: 1 },
      ],
      ordered: { subtotal: "133.595", discount: "18.188", total: "122.407" },
    });

    // The refused pieces are back in their colour and size, and nothing else moved.
    expect(await stock(dress.id)).toEqual({ ...before.dress, "Emerald m": before.dress["Emerald m"] + 1 });
    expect(await stock(skirt)).toEqual({ ...before.skirt, m: before.skirt.m + 1 });
    expect(await stock(watch)).toEqual(before.watch);

    // Recorded again (a second click, another staff member): told it is delivered, and the stock stays.
    const again = await record(order.id, {
      lines: [
        { id: dressLine.lineId, kept: 2 },
        { id: skirtLine.lineId, kept: 0 },
        { id: watchLine.lineId, kept: 0 },
      ],
    });
    expectError(again, 409, "This order is already delivered");
    expect(await stock(skirt)).toEqual({ ...before.skirt, m: before.skirt.m + 1 });

    // The audit log: one entry of the record, in the editor's name, with the lines' pieces ordered and kept.
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "PUT /orders/delivery/:id", actor: "Salma Door", targetId: String(order.id) });
    expect(entry.after).toMatchObject({
      stage: "delivered",
      total: "58.020",
      kept: {
        [`${dressLine.lineId} Wrap Dress`]: { ordered: 2, kept: 1 },
        [`${skirtLine.lineId} Pleated Skirt`]: { ordered: 1, kept: 0 },
        [`${watchLine.lineId} Steel Watch`]: { ordered: 1, kept: 1 },
      },
    });

    // The invoice issued afterwards: the kept lines only, at the kept pieces, and the kept figures with the stamp.
    const issued = await t.call("POST", `/api/orders/invoice/${order.id}`, { token: editor.token });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const { content } = issued.body as Invoice;
    expect(content.lines.map((line) => [line.name, line.quantity, line.amountWithTax])).toEqual([
      ["Wrap Dress", 1, "45.500"],
      ["Steel Watch", 1, "12.345"],
    ]);
    expect(content.discount).toEqual({ code: "ETE15", freeDelivery: false, amount: "6.825" });
    expect(content.shipping.amountWithTax).toBe("7.000");
    // 58.020 with 19% VAT: 48.756 before tax (58.020 × 100 / 119 = 48.7563…), 9.264 of VAT; the stamp 1.000 on top.
    expect(content).toMatchObject({
      totalWithTax: "58.020",
      totalBeforeTax: "48.756",
      totalVat: "9.264",
      stamp: "1.000",
      totalDue: "59.020",
    });
    expect(content.amountInWords).toBe("Arrêtée la présente facture à la somme de cinquante-neuf dinars et vingt millimes.");

    // A return of what she kept puts back the kept pieces only (the others came back at the door), and the credit
    // note cancels the invoice as issued.
    const returned = await t.call("PUT", `/api/orders/stage/${order.id}`, { token: editor.token, json: { stage: "returned" } });
    expect(returned.status, JSON.stringify(returned.body)).toBe(200);
    expect(await stock(dress.id)).toEqual({ ...before.dress, "Emerald m": before.dress["Emerald m"] + 2 });
    expect(await stock(skirt)).toEqual({ ...before.skirt, m: before.skirt.m + 1 });
    expect(await stock(watch)).toEqual({ ...before.watch, one: before.watch.one + 1 });
    const documents = (await t.call("GET", `/api/orders/invoices/${order.id}`, { token: editor.token })).body as Invoice[];
    expect(documents.map((document) => [document.kind, document.content.totalWithTax, document.content.lines.length])).toEqual([
      ["invoice", "58.020", 2],
      ["credit_note", "58.020", 2],
    ]);
  });

  it("caps a fixed code at the kept lines, and keeps free delivery free", async () => {
    // 45.500 + 30.250 + 2 × 12.345 = 100.440, 50.000 off, delivery 7.000: 57.440.
    const fixed = await shipped(
      [
        { id: dress.id, color: dress.black, size: "m", quantity: 1 },
        { id: skirt, size: "s", quantity: 1 },
        { id: watch, quantity: 2 },
      ],
      "moins50",
    );
    expect(fixed).toMatchObject({ discount: "50.000", total: "57.440" });
    const before = { dress: await stock(dress.id), watch: await stock(watch) };
    const [dressLine, skirtLine, watchLine] = fixed.products;
    const res = await record(fixed.id, {
      lines: [
        { id: dressLine.lineId, kept: 0 },
        { id: skirtLine.lineId, kept: 1 },
        { id: watchLine.lineId, kept: 1 },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // Kept 30.250 + 12.345 = 42.595: the 50.000 off stops at them, the delivery is still paid.
    expect(res.body).toMatchObject({ subtotal: "42.595", discount: "42.595", shippingFee: "7.000", total: "7.000" });
    expect(await stock(dress.id)).toEqual({ ...before.dress, "Black m": before.dress["Black m"] + 1 });
    expect(await stock(watch)).toEqual({ one: before.watch.one + 1 });

    // Free delivery: the fee stays waived on what she kept.
    const free = await shipped(
      [
        { id: skirt, size: "s", quantity: 2 },
        { id: watch, quantity: 1 },
      ],
      "LIVRAISON",
    );
    expect(free).toMatchObject({ discount: "7.000", total: "72.845" });
    const kept = await record(free.id, {
      lines: [
        { id: free.products[0].lineId, kept: 1 },
        { id: free.products[1].lineId, kept: 0 },
      ],
    });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    expect(kept.body).toMatchObject({ subtotal: "30.250", discount: "7.000", shippingFee: "0.000", total: "30.250" });
  });

  it("records a parcel kept whole as a plain delivery", async () => {
    const order = await shipped([{ id: watch, quantity: 2 }]);
    const res = await record(order.id, { lines: [{ id: order.products[0].lineId, kept: "2" }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ stage: "delivered", total: order.total });
    expect(res.body.products[0]).toMatchObject({ quantity: 2, keptQuantity: null });
    expect(res.body.history.at(-1).kept).toBeUndefined();
  });

  it("shows the shopper both quantities on her order and when she tracks it, without the shop's own ids", async () => {
    const order = await shipped([
      { id: skirt, size: "m", quantity: 2 },
      { id: dress.id, color: dress.emerald, size: "m", quantity: 1 },
    ]);
    expect(
      (
        await record(order.id, {
          lines: [
            { id: order.products[0].lineId, kept: 1 },
            { id: order.products[1].lineId, kept: 0 },
          ],
        })
      ).status,
    ).toBe(200);
    const mine = await t.call("GET", `/api/orders/reference/${order.reference}`);
    expect(mine.status).toBe(200);
    expect(mine.body.products.map((line: Line) => [line.name, line.quantity, line.keptQuantity])).toEqual([
      ["Pleated Skirt", 2, 1],
      ["Wrap Dress", 1, 0],
    ]);
    expect(mine.body.products[0]).not.toHaveProperty("lineId");
    expect(mine.body.history.at(-1)).not.toHaveProperty("kept");
    expect(mine.body).toMatchObject({ subtotal: "30.250", total: "37.250" });
    const tracked = await t.call("POST", "/api/orders/track", { json: { reference: order.reference, telephone: order.telephone } });
    expect(tracked.status).toBe(200);
    expect(tracked.body.kept).toEqual([
      { name: "Pleated Skirt", size: "m", color: null, quantity: 2, keptQuantity: 1 },
      {
        name: "Wrap Dress",
        size: "m",
        color: { id: dress.emerald, name: "Emerald", translations: { fr: { name: "" }, ar: { name: "" } } },
        quantity: 1,
        keptQuantity: 0,
      },
    ]);
    // An order delivered whole, or not yet, has nothing kept in part to say.
    const whole = await shipped([{ id: watch, quantity: 1 }]);
    expect(
      (await t.call("POST", "/api/orders/track", { json: { reference: whole.reference, telephone: whole.telephone } })).body.kept,
    ).toEqual([]);
  });

  it("refuses every wrong record, saying why, and changes nothing", async () => {
    const order = await shipped([
      { id: skirt, size: "s", quantity: 2 },
      { id: watch, quantity: 1 },
    ]);
    const [skirtLine, watchLine] = order.products;
    const before = { skirt: await stock(skirt), watch: await stock(watch) };
    expectError(
      await record(order.id, {
        lines: [
          { id: skirtLine.lineId, kept: 3 },
          { id: watchLine.lineId, kept: 1 },
        ],
      }),
      400,
      "Pleated Skirt (S): 2 ordered, so at most 2 can be kept",
    );
    expectError(
      await record(order.id, {
        lines: [
          { id: skirtLine.lineId, kept: -1 },
          { id: watchLine.lineId, kept: 1 },
        ],
      }),
      400,
      "kept must be a whole number of 0 or more",
    );
    expectError(
      await record(order.id, { lines: [{ id: skirtLine.lineId, kept: 1 }] }),
      400,
      `Line ${watchLine.lineId}, Steel Watch, is missing: give every line of the order with the pieces kept`,
    );
    expectError(
      await record(order.id, {
        lines: [
          { id: skirtLine.lineId, kept: 1 },
          { id: watchLine.lineId, kept: 1 },
          { id: 999_999, kept: 1 },
        ],
      }),
      400,
      "Line 999999 is not a line of this order",
    );
    expectError(
      await record(order.id, {
        lines: [
          { id: skirtLine.lineId, kept: 1 },
          { id: skirtLine.lineId, kept: 1 },
        ],
      }),
      400,
      "each line id may be listed only once",
    );
    expectError(
      await record(order.id, {
        lines: [
          { id: skirtLine.lineId, kept: 0 },
          { id: watchLine.lineId, kept: 0 },
        ],
      }),
      400,
      "At least one piece must be kept: a parcel refused whole is a refusal, not a delivery in part",
    );
    expectError(await record(order.id, { lines: [] }), 400, "lines is required");
    expectError(await record(order.id, {}), 400, "lines is required");
    expectError(await record(order.id, { lines: [{ id: skirtLine.lineId, kept: 1.5 }] }), 400, "kept must be a whole number of 0 or more");
    expect((await t.call("GET", `/api/orders/${order.id}`, { token: editor.token })).body.stage).toBe("shipped");
    expect(await stock(skirt)).toEqual(before.skirt);
    expect(await stock(watch)).toEqual(before.watch);

    // Only a shipped order: a new one is refused with where it stands, an unknown one is not found.
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: watch, quantity: 1 }], { telephone: "29111222" }),
    });
    expectError(
      await record(placed.body.id, { lines: [{ id: placed.body.products[0].lineId, kept: 1 }] }),
      409,
      "Only a shipped order is delivered in part: this order is new",
    );
    expectError(await record(999_999, { lines: [{ id: 1, kept: 1 }] }), 404);
    expectError(
      await record(
        order.id,
        {
          lines: [
            { id: skirtLine.lineId, kept: 1 },
            { id: watchLine.lineId, kept: 1 },
          ],
        },
        "",
      ),
      401,
    );
  });

  it("counts only what was kept in the sales report and the orders CSV", async () => {
    const fresh = await createTestApi({ currency: "TND" });
    try {
      const staff = await fresh.staff("ADMIN");
      const picture = await uploadProductImage(fresh, staff.token);
      const make = async (name: string, price: string) => {
        const res = await fresh.call("POST", "/api/products/create", {
          token: staff.token,
          json: validProduct([picture], { name, price, sizes: [{ size: "m", quantity: 10 }], quantity: "10" }),
        });
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        return res.body.id as number;
      };
      const tunic = await make("Cotton Tunic", "40.000");
      const scarf = await make("Silk Scarf", "20.500");
      const placed = await fresh.call("POST", "/api/orders/create", {
        json: validOrder(
          [
            { id: tunic, size: "m", quantity: 2 },
            { id: scarf, size: "m", quantity: 1 },
          ],
          { state: "Tunis" },
        ),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const id = placed.body.id as number;
      expect((await fresh.call("PUT", `/api/orders/stage/${id}`, { token: staff.token, json: { stage: "shipped" } })).status).toBe(200);
      const kept = await fresh.call("PUT", `/api/orders/delivery/${id}`, {
        token: staff.token,
        json: {
          lines: [
            { id: placed.body.products[0].lineId, kept: 1 },
            { id: placed.body.products[1].lineId, kept: 0 },
          ],
        },
      });
      expect(kept.status, JSON.stringify(kept.body)).toBe(200);
      expect(kept.body.total).toBe("47.000");

      const report = (await fresh.call("GET", "/api/reports/sales", { token: staff.token })).body;
      expect(report.periods[0]).toMatchObject({ orders: 1, lost: 0, revenue: "47.000", averageBasket: "47.000" });
      // One tunic sold of the two ordered; the scarf, refused whole, sold nothing.
      expect(report.topProducts).toEqual([{ id: tunic, name: "Cotton Tunic", quantity: 1, revenue: "40.000" }]);

      const csv = await fresh.api.request("/api/orders/export", { headers: { authorization: `Bearer ${staff.token}` } });
      const file = readCsv(new Uint8Array(await csv.arrayBuffer()));
      expect(file.records.map((row) => [row.Product, row.Quantity, row.Kept, row.Total])).toEqual([
        ["Cotton Tunic", "2", "1", "47.000"],
        ["Silk Scarf", "1", "0", "47.000"],
      ]);
    } finally {
      await fresh.close();
    }
  });
});

/**
 * Pieces that come back after delivery (docs/decisions/058), through the API: a return of some pieces records what
 * they are worth (what the shopper paid, the code's share off) and leaves the order delivered, partly returned;
 * their stock comes back once, when they are received, with a partial credit note numbered next and naming the
 * invoice. An exchange is an order of its own, linked both ways, that takes the new variant's stock at once and
 * says what the courier collects or the shop pays back; its piece comes back when received, and cancelling it
 * leaves the shopper her piece. Every wrong move is refused saying why, and nothing is half-written.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { defaultInvoiceSettings, type Invoice } from "~/lib/invoices";
import type { Order } from "~/lib/types";
import { readConfig } from "~/config.server";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct, testSeller } from "./harness";

const seller = testSeller;

let t: TestApi;
let admin: Staff;
let editor: Staff;
let dress: number;
let watch: number;
let bag: number;
const sku: Record<string, string> = {};
let phone = 25_000_000;

beforeAll(async () => {
  t = await createTestApi({ currency: "TND", config: { invoices: { ...defaultInvoiceSettings("TND"), seller } } });
  admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR", { username: "Amel Returns" });
  const picture = await uploadProductImage(t, admin.token);
  const create = async (fields: Record<string, unknown>, images: string[] = [picture]) => {
    const res = await t.call("POST", "/api/products/create", { token: admin.token, json: validProduct(images, fields) });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.id as number;
  };
  dress = await create(
    {
      name: "Linen Dress",
      price: "80.000",
      colors: [
        {
          name: "Ivory",
          hex: "#F5F0E1",
          family: "white",
          images: [{ url: picture }],
          sizes: [
            { size: "m", quantity: 5 },
            { size: "l", quantity: 1 },
          ],
        },
        { name: "Black", hex: "#111111", family: "black", images: [{ url: picture }], sizes: [{ size: "m", quantity: 5 }] },
      ],
    },
    [],
  );
  watch = await create({ name: "Steel Watch", types: "watches", categories: "steel_strap", price: "50.000", quantity: "10" });
  bag = await create({ name: "Straw Bag", types: "handbags", categories: "cotton_bags", price: "120.000", quantity: "10" });
  for (const id of [dress, watch, bag]) {
    // Staff read each variant's SKU.
    const product = (await t.call("GET", `/api/products/single/${id}`, { token: admin.token })).body as {
      name: string;
      colors: { id: number; name: string }[];
      variants: { colorId: number | null; size: string; sku: string }[];
    };
    for (const variant of product.variants) {
      const color = product.colors.find((row) => row.id === variant.colorId);
      sku[color ? `${product.name} ${color.name} ${variant.size}` : product.name] = variant.sku;
    }
  }
  // 10% off clothes only: a watch or a bag is never discounted.
  const code = await t.call("POST", "/api/discounts/create", {
    token: admin.token,
    json: { code: "DIX", kind: "percent", percent: 10, productTypes: ["women_s_clothing"] },
  });
  expect(code.status, JSON.stringify(code.body)).toBe(201);
});
afterAll(() => t.close());

/** Places an order to Tunis (delivery 7.000), ships and delivers it, and issues its invoice when asked. */
async function delivered(
  products: { id: number; quantity: number; size?: string; color?: number }[],
  discountCode?: string,
  invoiced = true,
) {
  const placed = await t.call("POST", "/api/orders/create", {
    json: validOrder(products, { discountCode, telephone: String((phone += 1)), state: "Tunis" }),
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  for (const stage of ["shipped", "delivered"]) {
    const moved = await t.call("PUT", `/api/orders/stage/${placed.body.id}`, { token: editor.token, json: { stage } });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
  let invoice: Invoice | null = null;
  if (invoiced) {
    const issued = await t.call("POST", `/api/orders/invoice/${placed.body.id}`, { token: editor.token });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    invoice = issued.body;
  }
  return { order: placed.body as Order, invoice };
}

async function colorsOf(id: number) {
  return (await t.call("GET", `/api/products/single/${id}`)).body.colors as { id: number; name: string }[];
}

/** The stock of a product: per colour and size, or its total for one without colours. */
async function stock(id: number): Promise<Record<string, number>> {
  const product = (await t.call("GET", `/api/products/single/${id}`)).body as {
    quantity: number;
    colors: { name: string; sizes: { size: string; quantity: number }[] }[];
  };
  if (product.colors.length === 0) return { all: Number(product.quantity) };
  return Object.fromEntries(product.colors.flatMap((color) => color.sizes.map((row) => [`${color.name} ${row.size}`, row.quantity])));
}

const giveBack = (id: number, json: unknown, token = editor.token) => t.call("POST", `/api/orders/return/${id}`, { token, json });
const exchange = (id: number, json: unknown, token = editor.token) => t.call("POST", `/api/orders/exchange/${id}`, { token, json });
const received = (id: number, returnId: number, token = editor.token) =>
  t.call("PUT", `/api/orders/return-received/${id}`, { token, json: { returnId } });
const documents = async (id: number) => (await t.call("GET", `/api/orders/invoices/${id}`, { token: editor.token })).body as Invoice[];
const sequence = (number: string) => Number(number.split("-")[1]);

describe("returns of some pieces", () => {
  it("refunds what she paid for them, puts them back once when received, and issues a partial credit note with the next number", async () => {
    const [ivory] = await colorsOf(dress);
    // 2 dresses 160.000, 10% off clothes = 16.000; the watch 50.000 is not discounted; delivery 7.000.
    const { order, invoice } = await delivered(
      [
        { id: dress, color: ivory.id, size: "m", quantity: 2 },
        { id: watch, quantity: 1 },
      ],
      "DIX",
    );
    expect(order).toMatchObject({ subtotal: "210.000", discount: "16.000", total: "201.000" });
    const [dressLine, watchLine] = order.products;
    const before = { dress: await stock(dress), watch: await stock(watch) };

    // One dress and the watch come back: 72.000 (80.000 less its 8.000 of the code) and 50.000 (no discount).
    const res = await giveBack(order.id, {
      lines: [
        { id: dressLine.lineId, quantity: 1 },
        { id: watchLine.lineId, quantity: 1 },
      ],
      note: "Too long",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({ stage: "delivered", partlyReturned: true, total: "201.000" });
    const [back] = res.body.returns;
    expect(back).toMatchObject({ kind: "return", status: "awaiting", refund: "122.000", note: "Too long", createdBy: "Amel Returns" });
    expect(back.lines).toEqual([
      { lineId: dressLine.lineId, quantity: 1, amount: "72.000" },
      { lineId: watchLine.lineId, quantity: 1, amount: "50.000" },
    ]);
    expect(res.body.history.at(-1)).toMatchObject({
      from: "delivered",
      to: "delivered",
      returned: { returnId: back.id, event: "recorded" },
    });
    // Recorded, not received: no stock moves yet, and the list marks the order partly returned.
    expect(await stock(dress)).toEqual(before.dress);
    const listed = (await t.call("GET", `/api/orders?q=${order.reference}`, { token: editor.token })).body as Order[];
    expect(listed[0].partlyReturned).toBe(true);

    // More than can still come back is refused, naming the line; so is nothing at all.
    expectError(
      await giveBack(order.id, { lines: [{ id: watchLine.lineId, quantity: 1 }] }),
      400,
      "Steel Watch: 0 can still come back, no more",
    );
    expectError(await giveBack(order.id, { lines: [{ id: dressLine.lineId, quantity: 0 }] }), 400, "Give at least one piece to take back");

    // Received: back in stock, once, with a partial credit note numbered right after the invoice, naming it; the
    // sales panel no longer counts what was refunded.
    const revenue = async () => (await t.call("GET", "/api/reports/sales", { token: admin.token })).body.periods[0].revenue as string;
    const revenueBefore = await revenue();
    const got = await received(order.id, back.id);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(got.body.returns[0]).toMatchObject({ status: "received" });
    expect(await stock(dress)).toEqual({ ...before.dress, "Ivory m": before.dress["Ivory m"] + 1 });
    expect(await stock(watch)).toEqual({ all: before.watch.all + 1 });
    expect(Number(revenueBefore) - Number(await revenue())).toBeCloseTo(122, 3);
    expectError(await received(order.id, back.id), 409, "This return is already received");
    expect(await stock(watch)).toEqual({ all: before.watch.all + 1 });

    const [, credit] = await documents(order.id);
    expect(credit).toMatchObject({ kind: "credit_note", corrects: invoice!.number });
    expect(sequence(credit.number)).toBe(sequence(invoice!.number) + 1);
    expect(credit.content.lines.map((line) => [line.name, line.quantity])).toEqual([
      ["Linen Dress", 1],
      ["Steel Watch", 1],
    ]);
    expect(credit.content).toMatchObject({ totalWithTax: "122.000", totalDue: "122.000", stamp: "0.000" });
    expect(credit.content.discount).toMatchObject({ code: "DIX", amount: "8.000" });

    // The audit log: the receipt, in the editor's name, with the return received and the credit note.
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "PUT /orders/return-received/:id", actor: "Amel Returns", targetId: String(order.id) });
    expect(entry.after).toMatchObject({ returns: { [`${back.id} return`]: { status: "received" } } });

    // The rest comes back whole: only the dress left goes back in stock, and its credit note closes the invoice.
    const whole = await t.call("PUT", `/api/orders/stage/${order.id}`, { token: editor.token, json: { stage: "returned" } });
    expect(whole.status, JSON.stringify(whole.body)).toBe(200);
    expect(await stock(dress)).toEqual({ ...before.dress, "Ivory m": before.dress["Ivory m"] + 2 });
    expect(await stock(watch)).toEqual({ all: before.watch.all + 1 });
    const [, , rest] = await documents(order.id);
    expect(rest).toMatchObject({ kind: "credit_note", corrects: invoice!.number });
    expect(sequence(rest.number)).toBe(sequence(credit.number) + 1);
    // 72.000 for the last dress and the 7.000 delivery: with the 122.000 before, the invoice's 201.000 exactly.
    expect(rest.content.totalWithTax).toBe("79.000");
  });

  it("refuses pieces of an order not delivered, and gives the credit note when the invoice comes after the receipt", async () => {
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: watch, quantity: 2 }], { telephone: String((phone += 1)) }),
    });
    const line = placed.body.products[0].lineId;
    expectError(
      await giveBack(placed.body.id, { lines: [{ id: line, quantity: 1 }] }),
      409,
      "Only pieces of a delivered order come back: this order is new",
    );

    const { order } = await delivered([{ id: watch, quantity: 2 }], undefined, false);
    const res = await giveBack(order.id, { lines: [{ id: order.products[0].lineId, quantity: 1 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect((await received(order.id, res.body.returns[0].id)).status).toBe(200);
    expect(await documents(order.id)).toEqual([]);
    const issued = await t.call("POST", `/api/orders/invoice/${order.id}`, { token: editor.token });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    const [invoice, credit] = await documents(order.id);
    expect(invoice.content.totalWithTax).toBe("107.000");
    expect(credit).toMatchObject({ kind: "credit_note", corrects: invoice.number });
    expect(credit.content.totalWithTax).toBe("50.000");
    expect(sequence(credit.number)).toBe(sequence(invoice.number) + 1);

    // Another order's return is not this one's.
    expectError(await received(placed.body.id, res.body.returns[0].id), 404);
  });
});

describe("exchanges", () => {
  it("exchanges an M for an L: one L at once, the M back when received, the fee to collect, and the documents follow", async () => {
    const [ivory] = await colorsOf(dress);
    const { order, invoice } = await delivered([{ id: dress, color: ivory.id, size: "m", quantity: 2 }], "DIX");
    const before = await stock(dress);

    const res = await exchange(order.id, {
      lineId: order.products[0].lineId,
      quantity: 1,
      sku: sku["Linen Dress Ivory l"].toLowerCase(),
      note: "Too small",
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const swapped = res.body as Order;
    // Its own order, confirmed, its own reference; the L at the price she paid, her 8.000 off kept, the fee charged.
    expect(swapped.reference).not.toBe(order.reference);
    expect(swapped).toMatchObject({ stage: "confirmed", subtotal: "80.000", discount: "8.000", shippingFee: "7.000", total: "79.000" });
    expect(swapped.products.map((line) => [line.name, line.color?.name, line.size, line.quantity])).toEqual([
      ["Linen Dress", "Ivory", "l", 1],
    ]);
    expect(swapped.exchange).toMatchObject({
      of: { id: order.id, reference: order.reference },
      credit: "72.000",
      collect: "7.000",
      payBack: "0.000",
      takeBack: 1,
      returnStatus: "awaiting",
    });
    // Her page of the exchange says what she pays at the door and what the courier takes back, never the shop's ids.
    const hers = (await t.call("GET", `/api/orders/reference/${swapped.reference}`)).body;
    expect(hers.settlement).toEqual({ of: order.reference, credit: "72.000", collect: "7.000", payBack: "0.000", takeBack: 1 });
    expect(hers.exchange).toBeUndefined();
    // The L is taken at once; the M comes back only when received.
    expect(await stock(dress)).toEqual({ ...before, "Ivory l": before["Ivory l"] - 1 });

    // Linked both ways: the original lists the exchange's return with the new order.
    const original = (await t.call("GET", `/api/orders/${order.id}`, { token: editor.token })).body as Order;
    expect(original.returns![0]).toMatchObject({
      kind: "exchange",
      status: "awaiting",
      refund: "72.000",
      exchangeOrder: { id: swapped.id, reference: swapped.reference },
    });
    expect(original.partlyReturned).toBe(true);

    // The last L is gone: the exchange of her other M for one is refused, and nothing is written.
    const short = await exchange(order.id, { lineId: order.products[0].lineId, quantity: 1, sku: sku["Linen Dress Ivory l"] });
    expectError(short, 409, "Not enough stock of Linen Dress in the colour Ivory, size L");
    expect((await t.call("GET", `/api/orders/${order.id}`, { token: editor.token })).body.returns).toHaveLength(1);
    expect((await t.call("GET", `/api/orders?q=${order.telephone}`, { token: editor.token })).body).toHaveLength(2);
    expect(await stock(dress)).toEqual({ ...before, "Ivory l": before["Ivory l"] - 1 });

    // The M comes back: stock up once, a partial credit note for it, numbered next.
    const got = await received(order.id, original.returns![0].id);
    expect(got.status, JSON.stringify(got.body)).toBe(200);
    expect(await stock(dress)).toEqual({ ...before, "Ivory l": before["Ivory l"] - 1, "Ivory m": before["Ivory m"] + 1 });
    const [, credit] = await documents(order.id);
    expect(credit).toMatchObject({ kind: "credit_note", corrects: invoice!.number });
    expect(credit.content.totalWithTax).toBe("72.000");

    // The exchange's parcel is delivered and gets its own invoice, for the L.
    for (const stage of ["shipped", "delivered"]) {
      expect((await t.call("PUT", `/api/orders/stage/${swapped.id}`, { token: editor.token, json: { stage } })).status).toBe(200);
    }
    const issued = await t.call("POST", `/api/orders/invoice/${swapped.id}`, { token: editor.token });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    expect(issued.body.content).toMatchObject({ totalWithTax: "79.000" });
    expect(sequence(issued.body.number)).toBe(sequence(credit.number) + 1);
  });

  it("collects the difference for a dearer product, and says what the shop pays back for a cheaper one", async () => {
    const { order } = await delivered([{ id: watch, quantity: 1 }]);
    const dearer = await exchange(order.id, { lineId: order.products[0].lineId, quantity: 1, sku: sku["Straw Bag"] });
    expect(dearer.status, JSON.stringify(dearer.body)).toBe(201);
    // 120.000 + 7.000 less the 50.000 of the watch.
    expect(dearer.body).toMatchObject({
      total: "127.000",
      exchange: { credit: "50.000", collect: "77.000", payBack: "0.000", takeBack: 1 },
    });

    const { order: bagOrder } = await delivered([{ id: bag, quantity: 1 }]);
    const cheaper = await exchange(bagOrder.id, { lineId: bagOrder.products[0].lineId, quantity: 1, sku: sku["Steel Watch"] });
    expect(cheaper.status, JSON.stringify(cheaper.body)).toBe(201);
    // 50.000 + 7.000 against 120.000: nothing to collect, 63.000 to pay back.
    expect(cheaper.body.exchange).toMatchObject({ collect: "0.000", payBack: "63.000" });
  });

  it("leaves her the piece when the exchange is cancelled, and holds a whole return while an exchange awaits its piece", async () => {
    const [, black] = await colorsOf(dress);
    const { order } = await delivered([{ id: dress, color: black.id, size: "m", quantity: 1 }]);
    const before = await stock(dress);
    const res = await exchange(order.id, { lineId: order.products[0].lineId, quantity: 1, sku: sku["Linen Dress Ivory m"] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(await stock(dress)).toEqual({ ...before, "Ivory m": before["Ivory m"] - 1 });

    const whole = await t.call("PUT", `/api/orders/stage/${order.id}`, { token: editor.token, json: { stage: "returned" } });
    expectError(whole, 409, `Exchange ${res.body.reference} awaits the piece it takes back: cancel that exchange first`);

    // The same variant is no exchange.
    expectError(await exchange(order.id, { lineId: order.products[0].lineId, quantity: 1, sku: sku["Linen Dress Black m"] }), 400);
    // An unknown SKU is said.
    expectError(
      await exchange(order.id, { lineId: order.products[0].lineId, quantity: 1, sku: "NO-SUCH" }),
      400,
      "There is no variant with the SKU NO-SUCH to exchange for",
    );

    const cancelled = await t.call("PUT", `/api/orders/stage/${res.body.id}`, { token: editor.token, json: { stage: "cancelled" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await stock(dress)).toEqual(before);
    const original = (await t.call("GET", `/api/orders/${order.id}`, { token: editor.token })).body as Order;
    expect(original.returns![0]).toMatchObject({ status: "cancelled" });
    expectError(await received(order.id, original.returns![0].id), 409, "This return was cancelled");
    expect(await stock(dress)).toEqual(before);
    // Her piece is hers again: it may come back another way.
    expect((await giveBack(order.id, { lines: [{ id: order.products[0].lineId, quantity: 1 }] })).status).toBe(201);
  });
});

describe("EXCHANGE_DELIVERY", () => {
  it("is read as charged or free, charged when unset, and stops the start on anything else", () => {
    const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
    expect(readConfig(env({})).exchangeDelivery).toBe("charged");
    expect(readConfig(env({ EXCHANGE_DELIVERY: " Free " })).exchangeDelivery).toBe("free");
    expect(() => readConfig(env({ EXCHANGE_DELIVERY: "maybe" }))).toThrow('EXCHANGE_DELIVERY must be charged or free (got "maybe")');
  });

  it("free: an exchange for another size charges no delivery, so nothing is collected", async () => {
    const shop = await createTestApi({ currency: "TND", config: { exchangeDelivery: "free" } });
    try {
      const owner = await shop.staff("ADMIN");
      const created = await shop.call("POST", "/api/products/create", {
        token: owner.token,
        json: validProduct([await uploadProductImage(shop, owner.token)], {
          name: "Cotton Shirt",
          price: "35.000",
          sizes: [
            { size: "m", quantity: 3 },
            { size: "l", quantity: 3 },
          ],
          quantity: "6",
        }),
      });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const variants = (await shop.call("GET", `/api/products/single/${created.body.id}`, { token: owner.token })).body.variants as {
        size: string;
        sku: string;
      }[];
      const placed = await shop.call("POST", "/api/orders/create", { json: validOrder([{ id: created.body.id, size: "m", quantity: 1 }]) });
      for (const stage of ["shipped", "delivered"])
        await shop.call("PUT", `/api/orders/stage/${placed.body.id}`, { token: owner.token, json: { stage } });
      const res = await shop.call("POST", `/api/orders/exchange/${placed.body.id}`, {
        token: owner.token,
        json: { lineId: placed.body.products[0].lineId, quantity: 1, sku: variants.find((row) => row.size === "l")!.sku },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      expect(res.body).toMatchObject({
        shippingFee: "0.000",
        total: "35.000",
        exchange: { collect: "0.000", payBack: "0.000", takeBack: 1 },
      });
    } finally {
      await shop.close();
    }
  });
});

/**
 * No one hoards the stock with fake cash-on-delivery orders: a telephone number holds at most a set number of
 * New orders, and New orders older than a set number of days are cancelled in one action, their stock back.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let admin: Staff;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi({ config: { maxNewOrdersPerPhone: 3, staleOrderDays: 7 } });
  admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

async function product(quantity: number): Promise<number> {
  const res = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], { quantity: String(quantity) }) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const order = (id: number, telephone: string) => t.call("POST", "/api/orders/create", { json: validOrder([{ id, quantity: 1 }], { telephone }) });
const stockOf = async (id: number) => (await t.call("GET", `/api/products/single/${id}`)).body.quantity;

describe("new orders per telephone number", () => {
  it("are limited: the fourth waits for the call about the first three, and takes no stock", async () => {
    const id = await product(20);
    for (let i = 0; i < 3; i++) expect((await order(id, "55123456")).status).toBe(201);
    expectError(
      await order(id, "55123456"),
      409,
      "This telephone number already has orders waiting for our confirmation call: we will call you about them before taking a new one",
    );
    expect(await stockOf(id)).toBe("17");
    // Another number orders at once.
    expect((await order(id, "55999999")).status).toBe(201);
  });

  it("count only New orders: once one is confirmed, the number may order again", async () => {
    const id = await product(20);
    const placed = [];
    for (let i = 0; i < 3; i++) placed.push((await order(id, "55222222")).body.id);
    expect((await order(id, "55222222")).status).toBe(409);
    await t.call("PUT", `/api/orders/stage/${placed[0]}`, { token: editor.token, json: { stage: "confirmed" } });
    expect((await order(id, "55222222")).status).toBe(201);
  });

  it("hold when the orders arrive at the same time", async () => {
    const id = await product(20);
    const answers = await Promise.all(Array.from({ length: 8 }, () => order(id, "55333333")));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(3);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(5);
    expect(await stockOf(id)).toBe("17");
  });
});

describe("stale new orders", () => {
  it("are counted, then cancelled by an admin in one action, with their stock back and the reason in their history", async () => {
    const id = await product(10);
    const old = (await order(id, "55444444")).body.id;
    const recent = (await order(id, "55555555")).body.id;
    await t.database.db.update(orders).set({ createAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) }).where(eq(orders.id, old));
    expect(await stockOf(id)).toBe("8");

    const before = await t.call("GET", "/api/orders/stale", { token: editor.token });
    expect(before.body.days).toBe(7);
    expect(before.body.count).toBeGreaterThanOrEqual(1);
    expectError(await t.call("POST", "/api/orders/stale/cancel", { token: editor.token }), 403);

    const res = await t.call("POST", "/api/orders/stale/cancel", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.cancelled).toBe(before.body.count);
    const cancelled = await t.call("GET", `/api/orders/${old}`, { token: editor.token });
    expect(cancelled.body.stage).toBe("cancelled");
    expect(cancelled.body.history.at(-1)).toMatchObject({ from: "new", to: "cancelled", note: "Not confirmed within 7 days" });
    expect((await t.call("GET", `/api/orders/${recent}`, { token: editor.token })).body.stage).toBe("new");
    expect(await stockOf(id)).toBe("9");
    expect((await t.call("GET", "/api/orders/stale", { token: editor.token })).body.count).toBe(0);
  });
});

describe("without the settings", () => {
  it("orders are not limited and stale orders are not cancelled", async () => {
    const plain = await createTestApi();
    try {
      const staff = await plain.staff("SUPER_ADMIN");
      const productImage = await uploadProductImage(plain, staff.token);
      const created = await plain.call("POST", "/api/products/create", { token: staff.token, json: validProduct([productImage], { quantity: "10" }) });
      for (let i = 0; i < 5; i++) {
        expect((await plain.call("POST", "/api/orders/create", { json: validOrder([{ id: created.body.id, quantity: 1 }]) })).status).toBe(201);
      }
      expect((await plain.call("GET", "/api/orders/stale", { token: staff.token })).body).toEqual({ days: null, count: 0 });
      expectError(await plain.call("POST", "/api/orders/stale/cancel", { token: staff.token }), 409, /^Stale orders are not cancelled/);
    } finally {
      await plain.close();
    }
  });
});

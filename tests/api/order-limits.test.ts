/**
 * No one hoards the stock with fake cash-on-delivery orders: one order holds at most 10 of an item and 30 items,
 * a telephone number holds at most a set number of New orders, and New orders older than a set number of days
 * are cancelled, by the store itself or in one action, their stock back. A refusal tells nothing about the stock
 * left, nor about another person's orders.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readConfig } from "~/config.server";
import { orders } from "~/db/schema";
import { ORDER_LIMITS_DEFAULT, STALE_ORDER_DAYS_DEFAULT } from "~/lib/limits";
import { cancelStaleOrdersNow, startStaleOrderSweep } from "~/stale-orders.server";
import {
  createTestApi,
  expectError,
  type CallResult,
  type Staff,
  type TestApi,
  uploadProductImage,
  validOrder,
  validProduct,
} from "./harness";

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
/** Orders the limits of one order refused in this file, said once at the end. */
let refusedByLimits = 0;
afterAll(async () => {
  console.log(`order limits: ${refusedByLimits} orders refused`);
  await t.close();
});

async function product(quantity: number): Promise<number> {
  const res = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], { quantity: String(quantity) }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}
const order = (id: number, telephone: string) =>
  t.call("POST", "/api/orders/create", { json: validOrder([{ id, quantity: 1 }], { telephone }) });
const stockOf = async (id: number) => (await t.call("GET", `/api/products/single/${id}`)).body.quantity;

describe("new orders per telephone number", () => {
  it("are limited: the fourth waits for the call about the first three, and takes no stock", async () => {
    const id = await product(20);
    for (let i = 0; i < 3; i++) expect((await order(id, "55123456")).status).toBe(201);
    expectError(
      await order(id, "55123456"),
      409,
      "This order cannot be taken now: orders for one telephone number are limited. Please try again later, or contact us",
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
    await t.database.db
      .update(orders)
      .set({ createAt: new Date(Date.now() - 8 * 24 * 60 * 60 * 1000) })
      .where(eq(orders.id, old));
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
      const created = await plain.call("POST", "/api/products/create", {
        token: staff.token,
        json: validProduct([productImage], { quantity: "10" }),
      });
      for (let i = 0; i < 5; i++) {
        expect((await plain.call("POST", "/api/orders/create", { json: validOrder([{ id: created.body.id, quantity: 1 }]) })).status).toBe(
          201,
        );
      }
      expect((await plain.call("GET", "/api/orders/stale", { token: staff.token })).body).toEqual({ days: null, count: 0 });
      expectError(await plain.call("POST", "/api/orders/stale/cancel", { token: staff.token }), 409, /^Stale orders are not cancelled/);
    } finally {
      await plain.close();
    }
  });
});

const DAY_MS = 24 * 60 * 60 * 1000;
/** The store's settings from an environment holding only these variables. */
const settings = (env: Record<string, string>) => readConfig({ NODE_ENV: "test", ...env });
const placeLines = (lines: { id: number; quantity: number; size?: string }[], telephone = "55700000") =>
  t.call("POST", "/api/orders/create", { json: validOrder(lines, { telephone }) });
/** A 400 of the order limits, counted for the figure printed at the end. */
function expectRefusedByLimits(res: CallResult, message: string) {
  expectError(res, 400, message);
  refusedByLimits += 1;
}

describe("one order's units", () => {
  it("are at most 10 of one item by default: 11 is refused naming the line and the limit, and nothing is taken", async () => {
    const [first, second] = [await product(50), await product(50)];
    const before = (await t.call("GET", "/api/orders", { token: editor.token })).body.length;
    expectRefusedByLimits(
      await placeLines([
        { id: first, quantity: 2 },
        { id: second, quantity: 11 },
      ]),
      "Line 2 of the order: at most 10 of one item per order",
    );
    // Two lines of one product and size are one item: 6 + 5 is 11 too.
    expectRefusedByLimits(
      await placeLines([
        { id: first, quantity: 6 },
        { id: second, quantity: 1 },
        { id: first, quantity: 5 },
      ]),
      "Line 3 of the order: at most 10 of one item per order",
    );
    expect((await t.call("GET", "/api/orders", { token: editor.token })).body.length).toBe(before);
    expect([await stockOf(first), await stockOf(second)]).toEqual(["50", "50"]);
  });

  it("are at most 30 in all by default: 31 across lines is refused, and nothing is taken", async () => {
    const ids = [await product(50), await product(50), await product(50), await product(50)];
    expectRefusedByLimits(await placeLines(ids.map((id, i) => ({ id, quantity: i < 3 ? 10 : 1 }))), "At most 30 items per order");
    for (const id of ids) expect(await stockOf(id)).toBe("50");
  });

  it("may be 10 of one item and 30 in all", async () => {
    const ids = [await product(50), await product(50), await product(50)];
    const res = await placeLines(
      ids.map((id) => ({ id, quantity: 10 })),
      "55700001",
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    for (const id of ids) expect(await stockOf(id)).toBe("40");
  });

  it("follow the shop's own settings", async () => {
    const strict = await createTestApi({ config: { orderLimits: { lineUnits: 2, orderUnits: 3 } } });
    try {
      const staff = await strict.staff("EDITOR");
      const picture = await uploadProductImage(strict, staff.token);
      const created = await strict.call("POST", "/api/products/create", {
        token: staff.token,
        json: validProduct([picture], { quantity: "20" }),
      });
      const place = (quantity: number) =>
        strict.call("POST", "/api/orders/create", { json: validOrder([{ id: created.body.id, quantity }]) });
      expectRefusedByLimits(await place(3), "Line 1 of the order: at most 2 of one item per order");
      expect((await place(2)).status).toBe(201);
    } finally {
      await strict.close();
    }
  });
});

describe("a refusal for stock", () => {
  it("never says how many are left, sold out or one short, with or without sizes", async () => {
    const scarce = await product(3);
    const sold = await product(0);
    const sized = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], {
        name: "Sized Dress",
        sizes: [
          { size: "m", quantity: 2 },
          { size: "l", quantity: 7 },
        ],
      }),
    });
    expect(sized.status, JSON.stringify(sized.body)).toBe(201);
    const refusals = [
      await placeLines([{ id: scarce, quantity: 4 }]),
      await placeLines([{ id: sold, quantity: 1 }]),
      await placeLines([{ id: sized.body.id, quantity: 3, size: "m" }]),
    ];
    for (const res of refusals) {
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.message).toHaveLength(1);
      expect(res.body.message[0]).toMatch(/^Not enough stock of /);
      // No figure at all: not the 3, 0 or 2 left, nor any other.
      expect(res.body.message[0]).not.toMatch(/\d/);
    }
    expect(refusals[2].body.message[0]).toBe(`Not enough stock of ${sized.body.name} in size M`);
  });
});

describe("what a refused order says", () => {
  it("never depends on another person's open orders: a missing product is gone for a number at its limit as for a fresh one", async () => {
    const id = await product(20);
    for (let i = 0; i < 3; i++) expect((await order(id, "55800000")).status).toBe(201);
    expect((await order(id, "55800000")).status).toBe(409);
    const missing = 2_000_000_000;
    const atLimit = await placeLines([{ id: missing, quantity: 1 }], "55800000");
    const fresh = await placeLines([{ id: missing, quantity: 1 }], "55800001");
    expectError(atLimit, 409, `Product ${missing} is no longer available`);
    expect(atLimit.body).toEqual(fresh.body);
    // An order over the limits is refused for itself, whoever's number it carries.
    expectRefusedByLimits(await placeLines([{ id, quantity: 11 }], "55800000"), "Line 1 of the order: at most 10 of one item per order");
    expect(await stockOf(id)).toBe("17");
  });

  it("words the per-number limit as a limit, without telling of orders waiting", async () => {
    const id = await product(20);
    for (let i = 0; i < 3; i++) expect((await order(id, "55800002")).status).toBe(201);
    const res = await order(id, "55800002");
    expect(res.status).toBe(409);
    expect(res.body.message.join(" ")).not.toMatch(/already|waiting|orders? (of|for) you|call you/i);
  });
});

describe("the store's own sweep of stale New orders", () => {
  async function placedDaysAgo(id: number, days: number, telephone: string) {
    const placed = await order(id, telephone);
    expect(placed.status).toBe(201);
    await t.database.db
      .update(orders)
      .set({ createAt: new Date(Date.now() - days * DAY_MS) })
      .where(eq(orders.id, placed.body.id));
    return placed.body.id as number;
  }
  const stageOf = async (orderId: number) => (await t.call("GET", `/api/orders/${orderId}`, { token: editor.token })).body;

  it("cancels a New order older than the days set, its stock back once however often it runs, the reason in its history", async () => {
    await cancelStaleOrdersNow(t.database.db, 3);
    const id = await product(10);
    const stale = await placedDaysAgo(id, 4, "55900000");
    const confirmed = await placedDaysAgo(id, 4, "55900001");
    const recent = await placedDaysAgo(id, 2, "55900002");
    await t.call("PUT", `/api/orders/stage/${confirmed}`, { token: editor.token, json: { stage: "confirmed" } });
    expect(await stockOf(id)).toBe("7");

    // Two sweeps at once (two workers, two instances), then a third: one cancel.
    const counts = await Promise.all([cancelStaleOrdersNow(t.database.db, 3), cancelStaleOrdersNow(t.database.db, 3)]);
    expect(counts[0] + counts[1]).toBe(1);
    expect(await cancelStaleOrdersNow(t.database.db, 3)).toBe(0);
    expect(await stockOf(id)).toBe("8");

    const cancelled = await stageOf(stale);
    expect(cancelled.stage).toBe("cancelled");
    expect(cancelled.history.filter((event: { to: string }) => event.to === "cancelled")).toHaveLength(1);
    expect(cancelled.history.at(-1)).toMatchObject({ by: null, from: "new", to: "cancelled", note: "Not confirmed within 3 days" });
    expect((await stageOf(confirmed)).stage).toBe("confirmed");
    expect((await stageOf(recent)).stage).toBe("new");
  });

  it("runs by itself as soon as it starts, and has the pages cleared when it put stock back", async () => {
    const id = await product(5);
    const stale = await placedDaysAgo(id, 5, "55900003");
    const logged: unknown[] = [];
    let pageClears = 0;
    const sweep = startStaleOrderSweep({
      db: t.database.db,
      days: 3,
      logger: { info: (...args: unknown[]) => logged.push(args), warn: () => {} },
      intervalMs: 3_600_000,
      onRestocked: async () => void (pageClears += 1),
    });
    try {
      await expect.poll(async () => (await stageOf(stale)).stage).toBe("cancelled");
      expect(await stockOf(id)).toBe("5");
      await expect.poll(() => pageClears).toBe(1);
      // A sweep that finds nothing leaves the pages as they are.
      expect(await sweep.sweep()).toBe(0);
      expect(pageClears).toBe(1);
    } finally {
      await sweep.stop();
    }
  });

  it("is on by default, after 3 days, and 0 or off turns it off", () => {
    expect(STALE_ORDER_DAYS_DEFAULT).toBe(3);
    expect(settings({}).staleOrderDays).toBe(3);
    expect(settings({ STALE_ORDER_DAYS: "5" }).staleOrderDays).toBe(5);
    expect(settings({ STALE_ORDER_DAYS: "0" }).staleOrderDays).toBeNull();
    expect(settings({ STALE_ORDER_DAYS: "off" }).staleOrderDays).toBeNull();
    expect(() => settings({ STALE_ORDER_DAYS: "soon" })).toThrow(/STALE_ORDER_DAYS/);
  });

  it("leaves the order limits at 10 of an item and 30 in all unless set, and refuses a setting that is not one", () => {
    expect(settings({}).orderLimits).toEqual({ lineUnits: 10, orderUnits: 30 });
    expect(ORDER_LIMITS_DEFAULT).toEqual({ lineUnits: 10, orderUnits: 30 });
    expect(settings({ ORDER_LINE_MAX_UNITS: "4", ORDER_MAX_UNITS: "12" }).orderLimits).toEqual({ lineUnits: 4, orderUnits: 12 });
    expect(() => settings({ ORDER_LINE_MAX_UNITS: "0" })).toThrow(/ORDER_LINE_MAX_UNITS must be a whole number from 1 to 999/);
    expect(() => settings({ ORDER_MAX_UNITS: "many" })).toThrow(/ORDER_MAX_UNITS/);
  });
});

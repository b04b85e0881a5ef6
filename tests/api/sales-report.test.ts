/**
 * The dashboard's sales report: orders and revenue of the last 7 and 30 days in Tunisia's calendar, the average
 * basket and the share cancelled or returned, revenue per day, the best sellers and the sizes running out.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orders } from "~/db/schema";
import { chartDays, SALES_CHART_DAYS, storeToday } from "~/lib/reports";
import { createTestApi, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi({ currency: "TND", config: { lowStockThreshold: 2 } });
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

async function product(name: string, price: string, sizes: { size: string; quantity: number }[]): Promise<number> {
  const res = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], {
      name,
      price,
      types: "women_s_clothing",
      categories: "dresses",
      sizes,
      quantity: String(sizes.reduce((n, s) => n + s.quantity, 0)),
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function order(lines: { id: number; quantity: number; size: string }[], daysAgo = 0, stage?: string): Promise<number> {
  const res = await t.call("POST", "/api/orders/create", { json: validOrder(lines) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (stage) expect((await t.call("PUT", `/api/orders/stage/${res.body.id}`, { token: editor.token, json: { stage } })).status).toBe(200);
  if (daysAgo)
    await t.database.db
      .update(orders)
      .set({ createAt: new Date(Date.now() - daysAgo * 86_400_000) })
      .where(eq(orders.id, res.body.id));
  return res.body.id;
}

describe("the sales report", () => {
  it("sums orders, revenue, basket and losses per period, day by day, with the best sellers and the low sizes", async () => {
    const dress = await product("Linen dress", "100.500", [
      { size: "m", quantity: 20 },
      { size: "l", quantity: 3 },
    ]);
    const scarf = await product("Silk scarf", "20.000", [{ size: "s", quantity: 10 }]);
    // Each order pays the default delivery fee of 7.000. Today: 2 dresses and 1 scarf; 10 days ago: 1 dress; 3 days ago: a cancelled scarf order; 40 days ago: out of reach.
    await order([{ id: dress, quantity: 2, size: "m" }]);
    await order([{ id: scarf, quantity: 1, size: "s" }]);
    await order([{ id: dress, quantity: 1, size: "m" }], 10);
    await order([{ id: scarf, quantity: 5, size: "s" }], 3, "cancelled");
    await order([{ id: dress, quantity: 1, size: "l" }], 40);

    const res = await t.call("GET", "/api/reports/sales", { token: editor.token });
    expect(res.status).toBe(200);
    const [week, month] = res.body.periods;
    // Revenue counts each kept order's total with its delivery fee, exactly, in dinars' three decimals.
    expect(week).toEqual({ days: 7, orders: 3, lost: 1, revenue: "235.000", averageBasket: "117.500", discount: "0.000" });
    expect(month).toEqual({ days: 30, orders: 4, lost: 1, revenue: "342.500", averageBasket: "114.167", discount: "0.000" });

    expect(res.body.days).toHaveLength(SALES_CHART_DAYS);
    expect(res.body.days.map((d: { date: string }) => d.date)).toEqual(chartDays(storeToday(), SALES_CHART_DAYS));
    expect(res.body.days.at(-1)).toEqual({ date: storeToday(), orders: 2, revenue: "235.000" });

    expect(res.body.topCodes).toEqual([]);
    expect(res.body.topProducts).toEqual([
      { id: dress, name: "Linen dress", quantity: 3, revenue: "301.500" },
      { id: scarf, name: "Silk scarf", quantity: 1, revenue: "20.000" },
    ]);
    // Size l of the dress holds 2 after the order of 40 days ago: at the threshold of 2.
    expect(res.body.lowStock).toEqual([
      { productId: dress, name: "Linen dress", color: null, colorTranslations: null, size: "l", quantity: 2 },
    ]);
    expect(res.body).toMatchObject({ lowStockCount: 1, lowStockThreshold: 2 });
  });

  it("is for staff only", async () => {
    expect((await t.call("GET", "/api/reports/sales")).status).toBe(401);
  });
});

describe("the chart's days", () => {
  it("are the calendar days ending today, across a month's end", () => {
    expect(chartDays("2026-03-02", 4)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });

  it("turn at midnight in Tunis, an hour before midnight in UTC", () => {
    expect(storeToday(new Date("2026-11-25T22:59:00Z"))).toBe("2026-11-25");
    expect(storeToday(new Date("2026-11-25T23:00:00Z"))).toBe("2026-11-26");
  });
});

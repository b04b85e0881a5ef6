/**
 * The life of an order: stages, SPEC's status derived from them, the timeline, stock put back on cancel or return
 * exactly once, SPEC's Confirm from any open stage, and staff's note.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { canMove, nextStagesOf, orderStages } from "~/lib/order-stages";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

async function dress(sizes: { size: string; quantity: number }[]): Promise<number> {
  const res = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], {
      types: "women_s_clothing",
      categories: "dresses",
      sizes,
      quantity: String(sizes.reduce((n, s) => n + s.quantity, 0)),
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

const sizesOf = async (id: number) =>
  Object.fromEntries(
    ((await t.call("GET", `/api/products/single/${id}`)).body.sizes as { size: string; quantity: number }[]).map((r) => [
      r.size,
      r.quantity,
    ]),
  );
const place = async (lines: { id: number; quantity: number; size?: string; color?: number }[]) => {
  const res = await t.call("POST", "/api/orders/create", { json: validOrder(lines) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; reference: string; stage: string; status: number };
};
const move = (id: number, json: Record<string, unknown>, token = editor.token) => t.call("PUT", `/api/orders/stage/${id}`, { token, json });

describe("the stages' rules", () => {
  it("go forward, may skip steps, leave for cancelled or returned before delivery, and come back once delivered", () => {
    expect(nextStagesOf("new")).toEqual(["confirmed", "shipped", "delivered", "cancelled", "returned"]);
    // Only a parcel on its way can be refused at the door (docs/decisions/056; tests/api/refused-orders.test.ts).
    expect(nextStagesOf("shipped")).toEqual(["delivered", "cancelled", "returned", "refused"]);
    expect(nextStagesOf("delivered")).toEqual(["returned"]);
    for (const final of ["cancelled", "returned", "refused"] as const) expect(nextStagesOf(final)).toEqual([]);
    for (const stage of orderStages) expect(canMove(stage, stage)).toBe(false);
    expect(canMove("confirmed", "new")).toBe(false);
  });
});

describe("an order's life", () => {
  it("is new when placed, with a timeline that starts there", async () => {
    const order = await place([{ id: await dress([{ size: "m", quantity: 3 }]), quantity: 1, size: "m" }]);
    expect(order).toMatchObject({ stage: "new", status: 0 });
    const read = await t.call("GET", `/api/orders/${order.id}`, { token: editor.token });
    expect(read.body.history).toEqual([{ at: expect.any(String), by: null, from: null, to: "new", note: "" }]);
  });

  it("goes confirmed, shipped with a carrier and a tracking number, then delivered: SPEC's status becomes Done", async () => {
    const order = await place([{ id: await dress([{ size: "m", quantity: 3 }]), quantity: 1, size: "m" }]);
    expect((await move(order.id, { stage: "confirmed", note: "Called at 10:00, deliver after 5 pm" })).body).toMatchObject({
      stage: "confirmed",
      status: 0,
    });
    const shipped = await move(order.id, { stage: "shipped", carrier: "Aramex", trackingNumber: "TN-123456" });
    expect(shipped.body).toMatchObject({ stage: "shipped", status: 0, carrier: "Aramex", trackingNumber: "TN-123456" });
    const delivered = await move(order.id, { stage: "delivered" });
    const { username } = (await t.call("GET", "/api/users/user", { token: editor.token })).body;
    expect(delivered.status).toBe(200);
    expect(delivered.body).toMatchObject({ stage: "delivered", status: 1 });
    expect(delivered.body.history.map((e: { from: string | null; to: string; by: string | null }) => [e.from, e.to, e.by])).toEqual([
      [null, "new", null],
      ["new", "confirmed", username],
      ["confirmed", "shipped", username],
      ["shipped", "delivered", username],
    ]);
    expect(delivered.body.history[1].note).toBe("Called at 10:00, deliver after 5 pm");
    // The status filter of SPEC's list follows.
    const done = await t.call("GET", "/api/orders?status=1", { token: editor.token });
    expect(done.body.some((o: { id: number }) => o.id === order.id)).toBe(true);
    const byStage = await t.call("GET", "/api/orders?stage=delivered", { token: editor.token });
    expect(byStage.body.every((o: { stage: string }) => o.stage === "delivered")).toBe(true);
  });

  it("puts the stock back per size when cancelled, and refuses a second cancel or a return", async () => {
    const id = await dress([
      { size: "m", quantity: 5 },
      { size: "l", quantity: 5 },
    ]);
    const order = await place([
      { id, quantity: 2, size: "m" },
      { id, quantity: 1, size: "l" },
    ]);
    expect(await sizesOf(id)).toEqual({ m: 3, l: 4 });
    expect((await move(order.id, { stage: "cancelled", note: "Fake order: no answer" })).body).toMatchObject({
      stage: "cancelled",
      status: 0,
    });
    expect(await sizesOf(id)).toEqual({ m: 5, l: 5 });
    expect((await t.call("GET", `/api/products/single/${id}`)).body.quantity).toBe("10");
    expectError(await move(order.id, { stage: "cancelled" }), 409, "This order is cancelled and cannot become cancelled");
    expectError(await move(order.id, { stage: "returned" }), 409, "This order is cancelled and cannot become returned");
    expect(await sizesOf(id)).toEqual({ m: 5, l: 5 });
  });

  it("puts the stock back in the colour and size sold when returned, once, and leaves the other colours as they are", async () => {
    const res = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], {
        name: "Striped Dress",
        colors: [
          {
            name: "Emerald",
            hex: "#1f7a4d",
            family: "green",
            images: [{ url: image }],
            sizes: [
              { size: "m", quantity: 3 },
              { size: "l", quantity: 3 },
            ],
          },
          { name: "Black", hex: "#111111", family: "black", images: [{ url: image }], sizes: [{ size: "m", quantity: 3 }] },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [emerald, black] = res.body.colors as { id: number }[];
    const colorStock = async () =>
      Object.fromEntries(
        (
          (await t.call("GET", `/api/products/single/${res.body.id}`)).body.colors as {
            name: string;
            sizes: { size: string; quantity: number }[];
          }[]
        ).map((color) => [color.name, Object.fromEntries(color.sizes.map((row) => [row.size, row.quantity]))]),
      );
    const order = await place([
      { id: res.body.id, quantity: 2, size: "m", color: emerald.id },
      { id: res.body.id, quantity: 1, size: "m", color: black.id },
    ]);
    expect(await colorStock()).toEqual({ Emerald: { m: 1, l: 3 }, Black: { m: 2 } });
    expect((await move(order.id, { stage: "shipped" })).status).toBe(200);
    expect((await move(order.id, { stage: "returned" })).status).toBe(200);
    expect(await colorStock()).toEqual({ Emerald: { m: 3, l: 3 }, Black: { m: 3 } });
    expect((await t.call("GET", `/api/products/single/${res.body.id}`)).body.quantity).toBe("9");
    expectError(await move(order.id, { stage: "cancelled" }), 409, "This order is returned and cannot become cancelled");
    expect(await colorStock()).toEqual({ Emerald: { m: 3, l: 3 }, Black: { m: 3 } });
  });

  it("puts the stock back once when two cancels arrive together", async () => {
    const id = await dress([{ size: "s", quantity: 4 }]);
    const order = await place([{ id, quantity: 3, size: "s" }]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => move(order.id, { stage: "returned" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await sizesOf(id)).toEqual({ s: 4 });
  });

  it("puts back nothing for a product deleted since", async () => {
    const id = await dress([{ size: "m", quantity: 2 }]);
    const order = await place([{ id, quantity: 1, size: "m" }]);
    expect((await t.call("DELETE", `/api/products/${id}`, { token: editor.token })).status).toBeLessThan(300);
    expect((await move(order.id, { stage: "cancelled" })).status).toBe(200);
  });

  it("keeps SPEC's Confirm: Done from any open stage, again is harmless, and a cancelled order cannot be confirmed", async () => {
    const id = await dress([{ size: "m", quantity: 5 }]);
    const shipped = await place([{ id, quantity: 1, size: "m" }]);
    await move(shipped.id, { stage: "shipped" });
    const confirmed = await t.call("PUT", `/api/orders/confirm/${shipped.id}`, { token: editor.token });
    expect(confirmed.body).toMatchObject({ stage: "delivered", status: 1 });
    expect((await t.call("PUT", `/api/orders/confirm/${shipped.id}`, { token: editor.token })).body).toMatchObject({ status: 1 });
    const cancelled = await place([{ id, quantity: 1, size: "m" }]);
    await move(cancelled.id, { stage: "cancelled" });
    expectError(
      await t.call("PUT", `/api/orders/confirm/${cancelled.id}`, { token: editor.token }),
      409,
      "This order is cancelled and cannot become delivered",
    );
  });

  it("refuses an unknown stage, a going back, an unknown order, and texts too long", async () => {
    const order = await place([{ id: await dress([{ size: "m", quantity: 5 }]), quantity: 1, size: "m" }]);
    expectError(await move(order.id, { stage: "lost" }), 400, /^stage must be one of: new, confirmed/);
    await move(order.id, { stage: "confirmed" });
    expectError(await move(order.id, { stage: "new" }), 409, "This order is confirmed and cannot become new");
    expectError(await move(999_999, { stage: "confirmed" }), 404);
    expectError(await move(order.id, { stage: "shipped", note: "x".repeat(501) }), 400, "note must be at most 500 characters");
    expectError(await t.call("PUT", `/api/orders/stage/${order.id}`, { json: { stage: "shipped" } }), 401);
  });

  it("keeps staff's note, which the shopper's answer never shows, nor who did what", async () => {
    const order = await place([{ id: await dress([{ size: "m", quantity: 5 }]), quantity: 1, size: "m" }]);
    const noted = await t.call("PUT", `/api/orders/note/${order.id}`, { token: editor.token, json: { note: "Deliver after 5 pm" } });
    expect(noted.body.staffNote).toBe("Deliver after 5 pm");
    await move(order.id, { stage: "confirmed", note: "Customer sounded unsure" });
    const shopper = await t.call("GET", `/api/orders/reference/${order.reference}`);
    expect(shopper.body.staffNote).toBeUndefined();
    expect(shopper.body.stage).toBe("confirmed");
    expect(shopper.body.history).toEqual([
      { at: expect.any(String), by: null, from: null, to: "new", note: "" },
      { at: expect.any(String), by: null, from: "new", to: "confirmed", note: "" },
    ]);
    expectError(await t.call("PUT", "/api/orders/note/999999", { token: editor.token, json: { note: "x" } }), 404);
  });
});

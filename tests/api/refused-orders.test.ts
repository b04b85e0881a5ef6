/**
 * Parcels refused at the door (docs/decisions/056): only a shipped order may become refused, and nothing after it;
 * its stock comes back per colour and size and its code's use once; its telephone number carries the count of its
 * refusals on its other orders (list, one order, filter); HOLD_REFUSING_NUMBERS holds such orders for a note; staff
 * get one e-mail per refusal; and the sales report counts no refused parcel as a sale.
 */
import { asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { auditLog, mailOutbox, orders, users } from "~/db/schema";
import { staffOrderColumns } from "~/models/orders.server";
import { readConfig } from "~/config.server";
import { canMove, nextStagesOf, orderStages, restockingStages, statusOfStage } from "~/lib/order-stages";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

const publicUrl = "https://shop.example.tn";

let phone = 52_000_000;
/** A telephone number no other test uses. */
const newPhone = () => String((phone += 1));

interface Shop {
  t: TestApi;
  admin: Staff;
  editor: Staff;
  image: string;
}

async function openShop(config: Parameters<typeof createTestApi>[0] = {}): Promise<Shop> {
  const t = await createTestApi(config);
  const admin = await t.staff("ADMIN");
  const editor = await t.staff("EDITOR");
  return { t, admin, editor, image: await uploadProductImage(t, editor.token) };
}

/** A dress in two colours, Emerald in M and L, Black in M, 5 of each. */
async function dressInColours({ t, editor, image }: Shop) {
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
            { size: "m", quantity: 5 },
            { size: "l", quantity: 5 },
          ],
        },
        { name: "Black", hex: "#111111", family: "black", images: [{ url: image }], sizes: [{ size: "m", quantity: 5 }] },
      ],
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const [emerald, black] = res.body.colors as { id: number }[];
  return { id: res.body.id as number, emerald: emerald.id, black: black.id };
}

/** A dress in size M, plenty of it. */
async function plainDress({ t, editor, image }: Shop): Promise<number> {
  const res = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], { quantity: "200", sizes: [{ size: "m", quantity: 200 }] }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function colourStock(t: TestApi, id: number) {
  const product = (await t.call("GET", `/api/products/single/${id}`)).body as {
    quantity: string;
    colors: { name: string; sizes: { size: string; quantity: number }[] }[];
  };
  return {
    total: product.quantity,
    colors: Object.fromEntries(
      product.colors.map((color) => [color.name, Object.fromEntries(color.sizes.map((r) => [r.size, r.quantity]))]),
    ),
  };
}

async function place(
  t: TestApi,
  lines: { id: number; quantity: number; size?: string; color?: number }[],
  extra: Record<string, unknown> = {},
) {
  const res = await t.call("POST", "/api/orders/create", { json: validOrder(lines, extra) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; reference: string; total: string; refusals?: number };
}

const move = (shop: Shop, id: number, json: Record<string, unknown>) =>
  shop.t.call("PUT", `/api/orders/stage/${id}`, { token: shop.editor.token, json });

/** Places an order from `telephone`, ships it and has it refused at the door. */
async function refusedOrder(shop: Shop, productId: number, telephone: string, fullName = "Amira Ben Salah") {
  const order = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone, fullName });
  // The note says what the call settled, which HOLD_REFUSING_NUMBERS asks of a number that refused before.
  expect((await move(shop, order.id, { stage: "shipped", carrier: "Aramex", note: "Called: delivery agreed" })).status).toBe(200);
  expect((await move(shop, order.id, { stage: "refused", note: "Not at home, then refused" })).status).toBe(200);
  return order;
}

describe("the stages' rules", () => {
  it("let only a shipped order be refused, and nothing follow a refusal", () => {
    expect(orderStages).toContain("refused");
    expect(nextStagesOf("shipped")).toEqual(["delivered", "cancelled", "returned", "refused"]);
    for (const before of ["new", "confirmed"] as const) expect(canMove(before, "refused")).toBe(false);
    expect(canMove("delivered", "refused")).toBe(false);
    expect(nextStagesOf("refused")).toEqual([]);
    expect(restockingStages).toContain("refused");
    expect(statusOfStage("refused")).toBe(0);
  });
});

describe("a parcel refused at the door", () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop({ config: { publicUrl } });
  });
  afterAll(() => shop.t.close());

  it("puts every line back in its colour and size and gives the code's use back, once; Refused is final", async () => {
    const { t, admin, editor } = shop;
    const dress = await dressInColours(shop);
    const code = await t.call("POST", "/api/discounts/create", {
      token: admin.token,
      json: { code: "PORTE-10", kind: "percent", percent: 10 },
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    const order = await place(
      t,
      [
        { id: dress.id, quantity: 2, size: "m", color: dress.emerald },
        { id: dress.id, quantity: 1, size: "l", color: dress.emerald },
        { id: dress.id, quantity: 3, size: "m", color: dress.black },
      ],
      { telephone: newPhone(), discountCode: "PORTE-10" },
    );
    expect(await colourStock(t, dress.id)).toEqual({ total: "9", colors: { Emerald: { m: 3, l: 4 }, Black: { m: 2 } } });
    const uses = async () => (await t.call("GET", `/api/discounts/${code.body.id}`, { token: editor.token })).body.uses;
    expect(await uses()).toBe(1);

    expect((await move(shop, order.id, { stage: "shipped", carrier: "Aramex", trackingNumber: "TN-1" })).status).toBe(200);
    const refused = await move(shop, order.id, { stage: "refused", note: "Refused at the door: changed her mind" });
    expect(refused.status, JSON.stringify(refused.body)).toBe(200);
    expect(refused.body).toMatchObject({ stage: "refused", status: 0, carrier: "Aramex", trackingNumber: "TN-1" });
    expect(refused.body.history.at(-1)).toMatchObject({ from: "shipped", to: "refused", note: "Refused at the door: changed her mind" });
    expect(await colourStock(t, dress.id)).toEqual({ total: "15", colors: { Emerald: { m: 5, l: 5 }, Black: { m: 5 } } });
    expect(await uses()).toBe(0);

    // Final: no second refusal, no return, no delivery, no SPEC Confirm; nothing comes back twice.
    for (const stage of ["refused", "returned", "cancelled", "delivered"]) {
      expectError(await move(shop, order.id, { stage }), 409, `This order is refused and cannot become ${stage}`);
    }
    expectError(await t.call("PUT", `/api/orders/confirm/${order.id}`, { token: editor.token }), 409);
    expect(await colourStock(t, dress.id)).toEqual({ total: "15", colors: { Emerald: { m: 5, l: 5 }, Black: { m: 5 } } });
    expect(await uses()).toBe(0);

    // No invoice before delivery, so no credit note; the list's stage filter finds it.
    expect((await t.call("GET", `/api/orders/invoices/${order.id}`, { token: editor.token })).body).toEqual([]);
    const listed = await t.call("GET", "/api/orders?stage=refused", { token: editor.token });
    expect(listed.body.map((o: { id: number }) => o.id)).toContain(order.id);

    // The audit log shows the move, from shipped to refused.
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.action} = 'PUT /orders/stage/:id' and ${auditLog.targetId} = ${String(order.id)}`)
      .orderBy(sql`${auditLog.id} desc`)
      .limit(1);
    expect(entry.before).toMatchObject({ stage: "shipped" });
    expect(entry.after).toMatchObject({ stage: "refused" });
  });

  it("is refused for a new or confirmed order, which never met the courier: it is cancelled instead", async () => {
    const id = await plainDress(shop);
    const order = await place(shop.t, [{ id, quantity: 1, size: "m" }], { telephone: newPhone() });
    expectError(await move(shop, order.id, { stage: "refused" }), 409, "This order is new and cannot become refused");
    expect((await move(shop, order.id, { stage: "confirmed" })).status).toBe(200);
    expectError(await move(shop, order.id, { stage: "refused" }), 409, "This order is confirmed and cannot become refused");
    expect((await shop.t.call("GET", `/api/orders/${order.id}`, { token: shop.editor.token })).body.stage).toBe("confirmed");
  });

  it("puts the stock back once when several refusals arrive together", async () => {
    const id = await plainDress(shop);
    const stockOfM = async () => (await shop.t.call("GET", `/api/products/single/${id}`)).body.sizes[0].quantity as number;
    const order = await place(shop.t, [{ id, quantity: 4, size: "m" }], { telephone: newPhone() });
    expect((await move(shop, order.id, { stage: "shipped" })).status).toBe(200);
    const answers = await Promise.all(Array.from({ length: 5 }, () => move(shop, order.id, { stage: "refused" })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await stockOfM()).toBe(200);
  });
});

describe("refusals per telephone number", () => {
  let shop: Shop;
  let productId: number;
  beforeAll(async () => {
    shop = await openShop();
    productId = await plainDress(shop);
  });
  afterAll(() => shop.t.close());

  const listed = async (query: string) =>
    (await shop.t.call("GET", `/api/orders?${query}`, { token: shop.editor.token })).body as {
      id: number;
      refusals?: number;
    }[];
  const one = async (id: number) => (await shop.t.call("GET", `/api/orders/${id}`, { token: shop.editor.token })).body;

  it("flag the next orders of the same number with the count of its refusals, and no other number's", async () => {
    const refusing = newPhone();
    const other = newPhone();
    const first = await refusedOrder(shop, productId, refusing);
    const next = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone: refusing });
    const stranger = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone: other });
    // The shopper's own answer, when she places it, says nothing of it.
    expect(next).not.toHaveProperty("refusals");

    const byId = async (query = "") => new Map((await listed(query)).map((order) => [order.id, order.refusals]));
    let counts = await byId();
    expect(counts.get(next.id)).toBe(1);
    expect(counts.get(stranger.id)).toBe(0);
    // The refused order itself counts only the number's other refusals.
    expect(counts.get(first.id)).toBe(0);
    expect((await one(next.id)).refusals).toBe(1);
    expect((await one(stranger.id)).refusals).toBe(0);

    // A second refusal: the count follows, on the list and on one order, and the first refused order now counts the second.
    const second = await refusedOrder(shop, productId, refusing);
    counts = await byId();
    expect(counts.get(next.id)).toBe(2);
    expect(counts.get(first.id)).toBe(1);
    expect(counts.get(second.id)).toBe(1);
    expect((await one(next.id)).refusals).toBe(2);
    // The answer of a move is staff's too.
    const moved = await move(shop, next.id, { stage: "confirmed", note: "Called: she will be home" });
    expect(moved.body.refusals).toBe(2);

    // The shopper's page never shows it.
    const shopper = await shop.t.call("GET", `/api/orders/reference/${next.reference}`);
    expect(shopper.status).toBe(200);
    expect(shopper.body).not.toHaveProperty("refusals");

    // The list's filter keeps the orders of numbers that refused on another order, and its export too.
    const kept = (await listed(`refusedBefore=1&limit=100`)).map((order) => order.id);
    expect(kept).toEqual(expect.arrayContaining([next.id, first.id, second.id]));
    expect(kept).not.toContain(stranger.id);
    const total = await shop.t.call("GET", "/api/orders?refusedBefore=1", { token: shop.editor.token });
    expect(total.headers.get("x-total-count")).toBe(String(kept.length));
    const csv = await shop.t.call("GET", `/api/orders/export?refusedBefore=1&q=${refusing}`, { token: shop.admin.token });
    expect(csv.status).toBe(200);
    expect(String(csv.body)).toContain(next.reference);
    expect(String(csv.body)).not.toContain(stranger.reference);
    expectError(
      await shop.t.call("GET", "/api/orders?refusedBefore=yes", { token: shop.editor.token }),
      400,
      "refusedBefore must be one of: 1",
    );
  });

  it("are counted in the list's own query through the partial index", async () => {
    // The list's query as the API sends it, planned with the planner told to prefer indexes, as it does on a full table.
    const query = shop.t.database.db.select(staffOrderColumns).from(orders).toSQL();
    expect(query.params).toEqual([]);
    const plan = await shop.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(sql.raw(`explain ${query.sql}`));
    });
    expect(JSON.stringify(plan.rows)).toContain("orders_refused_telephone_idx");
  });
});

describe("HOLD_REFUSING_NUMBERS", () => {
  it("is read as on or off, off when unset, and stops the start on anything else", () => {
    const env = (values: Record<string, string>) => values as NodeJS.ProcessEnv;
    expect(readConfig(env({})).holdRefusingNumbers).toBe(false);
    expect(readConfig(env({ HOLD_REFUSING_NUMBERS: " ON " })).holdRefusingNumbers).toBe(true);
    expect(readConfig(env({ HOLD_REFUSING_NUMBERS: "off" })).holdRefusingNumbers).toBe(false);
    expect(() => readConfig(env({ HOLD_REFUSING_NUMBERS: "yes" }))).toThrow('HOLD_REFUSING_NUMBERS must be on or off (got "yes")');
  });

  let shop: Shop;
  let productId: number;
  beforeAll(async () => {
    shop = await openShop({ config: { holdRefusingNumbers: true } });
    productId = await plainDress(shop);
  });
  afterAll(() => shop.t.close());

  it("holds a new order of a number that refused before until a note says what the call settled", async () => {
    const refusing = newPhone();
    await refusedOrder(shop, productId, refusing);
    await refusedOrder(shop, productId, refusing);
    const held = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone: refusing });
    const expected =
      "note is required to confirm this order: its telephone number has refused parcels at the door before (2). Write what the confirmation call settled";
    expectError(await move(shop, held.id, { stage: "confirmed" }), 400, expected);
    expectError(await move(shop, held.id, { stage: "confirmed", note: "   " }), 400, expected);
    // Skipping the call is held too: shipped, delivered, and SPEC's Confirm.
    expectError(await move(shop, held.id, { stage: "shipped" }), 400, expected);
    expectError(await shop.t.call("PUT", `/api/orders/confirm/${held.id}`, { token: shop.editor.token }), 400, expected);
    // Nothing was written: still New, with its history alone.
    const still = (await shop.t.call("GET", `/api/orders/${held.id}`, { token: shop.editor.token })).body;
    expect(still.stage).toBe("new");
    expect(still.history).toHaveLength(1);
    const confirmed = await move(shop, held.id, { stage: "confirmed", note: "Called: she really wants it this time" });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.history.at(-1)).toMatchObject({ to: "confirmed", note: "Called: she really wants it this time" });
    // Once past the call, the way on needs no note.
    expect((await move(shop, held.id, { stage: "shipped" })).status).toBe(200);
  });

  it("lets another number's order, and a cancel, through without a note", async () => {
    const clean = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone: newPhone() });
    expect((await move(shop, clean.id, { stage: "confirmed" })).status).toBe(200);
    const refusing = newPhone();
    await refusedOrder(shop, productId, refusing);
    const held = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone: refusing });
    expect((await move(shop, held.id, { stage: "cancelled" })).status).toBe(200);
  });

  it("is off by default: the same order confirms without a note", async () => {
    const open = await openShop();
    try {
      const id = await plainDress(open);
      const refusing = newPhone();
      await refusedOrder(open, id, refusing);
      const order = await place(open.t, [{ id, quantity: 1, size: "m" }], { telephone: refusing });
      expect((await move(open, order.id, { stage: "confirmed" })).status).toBe(200);
    } finally {
      await open.t.close();
    }
  });
});

describe("the staff e-mail about a refusal", () => {
  let shop: Shop;
  let productId: number;
  let nudges = 0;
  let owner: Staff;
  let adminFr: Staff;
  beforeAll(async () => {
    const t = await createTestApi({ config: { publicUrl }, onStaffMailQueued: () => (nudges += 1) });
    owner = await t.staff("SUPER_ADMIN");
    adminFr = await t.staff("ADMIN");
    await t.database.db.update(users).set({ locale: "fr" }).where(eq(users.id, adminFr.id));
    const editor = await t.staff("EDITOR");
    shop = { t, admin: owner, editor, image: await uploadProductImage(t, editor.token) };
    productId = await plainDress(shop);
  });
  afterAll(() => shop.t.close());
  beforeEach(async () => {
    await shop.t.database.db.delete(mailOutbox);
    nudges = 0;
  });

  const outbox = () => shop.t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));

  it("is written once per admin with the move, naming the order, the shopper, her number and its refusals", async () => {
    const telephone = newPhone();
    await refusedOrder(shop, productId, telephone, "Salma Trabelsi");
    await shop.t.database.db.delete(mailOutbox);
    nudges = 0;

    const order = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone, fullName: "Salma Trabelsi" });
    expect((await move(shop, order.id, { stage: "shipped" })).status).toBe(200);
    await shop.t.database.db.delete(mailOutbox);
    nudges = 0;
    expect((await move(shop, order.id, { stage: "refused" })).status).toBe(200);
    expect(nudges).toBe(1);

    const rows = await outbox();
    expect(rows.map((row) => row.recipient).sort()).toEqual([owner.email, adminFr.email].sort());
    const english = rows.find((row) => row.recipient === owner.email)!;
    expect(english.subject).toBe(`Parcel refused: order ${order.reference}, Salma Trabelsi`);
    for (const line of [
      "The courier brought this parcel back: the customer refused it at the door. Its stock is back.",
      `Order number: ${order.reference}`,
      "Customer: Salma Trabelsi",
      `Phone: +216 ${telephone}`,
      "This telephone number has refused 2 parcels, this one included.",
      `Open the order in the back office: ${publicUrl}/orders/${order.id}`,
    ]) {
      expect(english.body.split("\n"), line).toContain(line);
    }
    const french = rows.find((row) => row.recipient === adminFr.email)!;
    expect(french.subject).toBe(`Colis refusé\u00a0: commande ${order.reference}, Salma Trabelsi`);
    expect(french.body).toContain("Ce numéro de téléphone a refusé 2 colis, celui-ci compris.");

    // A second try is refused and writes nothing more.
    expect((await move(shop, order.id, { stage: "refused" })).status).toBe(409);
    expect(await outbox()).toHaveLength(2);
    expect(nudges).toBe(1);
  });

  it("says one parcel in the singular, and is not written for a cancel or a return", async () => {
    const telephone = newPhone();
    const order = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone });
    await move(shop, order.id, { stage: "shipped" });
    await shop.t.database.db.delete(mailOutbox);
    await move(shop, order.id, { stage: "refused" });
    const english = (await outbox()).find((row) => row.recipient === owner.email)!;
    expect(english.body).toContain("This telephone number has refused 1 parcel, this one included.");

    // Placing them e-mails about new orders; their cancel and return e-mail nothing more.
    const cancelled = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone });
    const returned = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone });
    await shop.t.database.db.delete(mailOutbox);
    nudges = 0;
    await move(shop, cancelled.id, { stage: "cancelled" });
    await move(shop, returned.id, { stage: "shipped" });
    await move(shop, returned.id, { stage: "returned" });
    expect(await outbox()).toHaveLength(0);
    expect(nudges).toBe(0);
  });
});

describe("the sales report", () => {
  let shop: Shop;
  let productId: number;
  beforeAll(async () => {
    shop = await openShop();
    productId = await plainDress(shop);
  });
  afterAll(() => shop.t.close());

  const report = async () => (await shop.t.call("GET", "/api/reports/sales", { token: shop.editor.token })).body;

  it("counts a refused parcel as lost, never as a sale", async () => {
    const kept = await place(shop.t, [{ id: productId, quantity: 1, size: "m" }], { telephone: newPhone() });
    const before = await report();
    const order = await place(shop.t, [{ id: productId, quantity: 3, size: "m" }], { telephone: newPhone() });
    await move(shop, order.id, { stage: "shipped" });
    await move(shop, order.id, { stage: "refused" });
    const after = await report();
    const [week] = after.periods;
    expect(week).toMatchObject({ orders: before.periods[0].orders + 1, lost: before.periods[0].lost + 1 });
    expect(week.revenue).toBe(before.periods[0].revenue);
    expect(week.revenue).toBe(kept.total);
    expect(after.days.at(-1).revenue).toBe(before.days.at(-1).revenue);
    // The best sellers count the one piece kept, not the three refused.
    expect(after.topProducts).toEqual([expect.objectContaining({ id: productId, quantity: 1 })]);
  });
});

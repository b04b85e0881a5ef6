/**
 * Discount codes through the API (docs/decisions/047): staff write them, the storefront checks one against a
 * cart, an order is placed with one, priced by the server in its own transaction, and a cancel or a return gives
 * the use back once. A code that does not apply says why, and the order it was sent with is not placed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiEn } from "~/lib/api-messages.server";
import { discountRefusals } from "~/lib/discounts";
import { DEFAULT_RATE_LIMITS } from "~/lib/rate-limits";
import { createProductId, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder } from "./harness";

let t: TestApi;
let owner: Staff;
let admin: Staff;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi({ currency: "TND" });
  owner = await t.staff("SUPER_ADMIN");
  admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

const watch = (price: string, fields: Record<string, unknown> = {}) =>
  createProductId(t, editor, [image], { types: "watches", categories: "steel_strap", price, quantity: "50", ...fields });

async function createCode(fields: Record<string, unknown>, staff: Staff = admin) {
  const res = await t.call("POST", "/api/discounts/create", { token: staff.token, json: { kind: "percent", percent: 10, ...fields } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; code: string; uses: number };
}
const codeById = async (id: number) => (await t.call("GET", `/api/discounts/${id}`, { token: editor.token })).body;
const stockOf = async (id: number) => (await t.call("GET", `/api/products/single/${id}`)).body.quantity as string;
let phone = 20_000_000;
const order = (lines: { id: number; quantity: number }[], discountCode?: string, telephone = String((phone += 1))) =>
  t.call("POST", "/api/orders/create", { json: validOrder(lines, { discountCode, telephone, state: "Tunis" }) });
const check = (code: string, products: { id: number; quantity: number }[], extra: Record<string, unknown> = {}) =>
  t.call("POST", "/api/discounts/check", { json: { code, products, state: "Tunis", ...extra } });

describe("staff write codes", () => {
  it("admins create, edit, pause and delete; editors only read; each change is in the audit log", async () => {
    expect(
      (await t.call("POST", "/api/discounts/create", { token: editor.token, json: { code: "NOPE1", kind: "fixed", amount: "5" } })).status,
    ).toBe(403);
    const created = await createCode({ code: " ete 20 ", percent: 20, minSubtotal: "100", maxUses: 10, startsAt: "2026-07-01T09:00" });
    expect(created).toMatchObject({
      code: "ETE-20",
      kind: "percent",
      percent: 20,
      amount: null,
      minSubtotal: "100.000",
      maxUses: 10,
      uses: 0,
      revenue: "0.000",
    });
    // Without an offset, a time is Tunis's (UTC+1).
    expect((created as unknown as { startsAt: string }).startsAt).toBe("2026-07-01T08:00:00.000Z");
    const list = await t.call("GET", "/api/discounts", { token: editor.token });
    expect(list.status).toBe(200);
    expect(list.body.map((code: { code: string }) => code.code)).toContain("ETE-20");
    const paused = await t.call("PUT", `/api/discounts/update/${created.id}`, {
      token: admin.token,
      json: { code: "ETE-20", kind: "percent", percent: 25, paused: true },
    });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body).toMatchObject({ percent: 25, paused: true, minSubtotal: null });
    expect(
      (await t.call("PUT", `/api/discounts/update/${created.id}`, { token: editor.token, json: { code: "X-1", kind: "free_shipping" } }))
        .status,
    ).toBe(403);
    expect((await t.call("DELETE", `/api/discounts/${created.id}`, { token: admin.token })).body).toEqual({ id: created.id });
    expect((await t.call("GET", `/api/discounts/${created.id}`, { token: admin.token })).status).toBe(404);
    const audit = await t.call("GET", "/api/audit?kind=discount", { token: owner.token });
    expect(audit.body.map((entry: { action: string }) => entry.action).sort()).toEqual(
      ["DELETE /discounts/:id", "POST /discounts/create", "PUT /discounts/update/:id"].sort(),
    );
  });

  it("refuses a code that reads like another (O and 0, I, L and 1, dashes), and terms that do not hold", async () => {
    await createCode({ code: "SOLDES10" });
    expectError(
      await t.call("POST", "/api/discounts/create", { token: admin.token, json: { code: "s0ldes-1o", kind: "percent", percent: 5 } }),
      409,
      "code: a code that reads the same already exists (SOLDES10)",
    );
    const bad = await t.call("POST", "/api/discounts/create", {
      token: admin.token,
      json: { code: "É!", kind: "percent", endsAt: "2026-02-30T10:00", startsAt: "2026-03-01T10:00" },
    });
    expectError(
      bad,
      400,
      "code must be 3 to 20 letters, digits and dashes, such as SUMMER-20",
      "endsAt must be a date and time such as 2026-07-01T09:00 (Tunis time), or with its offset",
    );
    expectError(
      await t.call("POST", "/api/discounts/create", { token: admin.token, json: { code: "FIX5", kind: "fixed" } }),
      400,
      "amount is required for a code of the kind fixed",
    );
    expectError(
      await t.call("POST", "/api/discounts/create", { token: admin.token, json: { code: "PCT5", kind: "percent" } }),
      400,
      "percent is required for a code of the kind percent",
    );
    expectError(
      await t.call("POST", "/api/discounts/create", {
        token: admin.token,
        json: { code: "LATE1", kind: "percent", percent: 5, startsAt: "2026-07-02T00:00", endsAt: "2026-07-01T00:00" },
      }),
      400,
      "endsAt must be later than startsAt",
    );
  });
});

describe("a shopper's code", () => {
  it("takes 15% off 3 × 12.345 TND to the millime, and the order keeps what it was given when the code changes", async () => {
    const id = await watch("12.345");
    const code = await createCode({ code: "MILLIME15", percent: 15 });
    const checked = await check("millime15", [{ id, quantity: 3 }]);
    expect(checked.body).toEqual({
      applies: true,
      code: "MILLIME15",
      kind: "percent",
      discount: "5.555",
      subtotal: "37.035",
      shippingFee: "7.000",
      total: "38.480",
    });
    const placed = await order([{ id, quantity: 3 }], "Millime-15");
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body).toMatchObject({
      discountCode: "MILLIME15",
      discountKind: "percent",
      discount: "5.555",
      subtotal: "37.035",
      shippingFee: "7.000",
      total: "38.480",
    });
    await t.call("PUT", `/api/discounts/update/${code.id}`, {
      token: admin.token,
      json: { code: "MILLIME15", kind: "fixed", amount: "1" },
    });
    const again = await t.call("GET", `/api/orders/${placed.body.id}`, { token: editor.token });
    expect(again.body).toMatchObject({ discountCode: "MILLIME15", discountKind: "percent", discount: "5.555", total: "38.480" });
    expect(await codeById(code.id)).toMatchObject({ uses: 1, revenue: "38.480", discountGiven: "5.555" });
  });

  it("makes delivery free, and a fixed amount never takes the basket below zero", async () => {
    const id = await watch("20");
    await createCode({ code: "LIVRAISON", kind: "free_shipping" });
    await createCode({ code: "MOINS50", kind: "fixed", amount: "50" });
    const free = await order([{ id, quantity: 1 }], "livraison");
    expect(free.body).toMatchObject({
      subtotal: "20.000",
      shippingFee: "0.000",
      discount: "7.000",
      total: "20.000",
      discountKind: "free_shipping",
    });
    const fixed = await order([{ id, quantity: 1 }], "moins50");
    expect(fixed.body).toMatchObject({ subtotal: "20.000", shippingFee: "7.000", discount: "20.000", total: "7.000" });
  });

  it("says why a code does not apply, in its own words each time, and an order sent with it is not placed and takes no stock", async () => {
    const id = await watch("40");
    const onSale = await watch("30", { compareAtPrice: "45" });
    await createCode({ code: "PAUSE-1", paused: true });
    await createCode({ code: "FUTUR-1", startsAt: "2099-01-01T00:00" });
    await createCode({ code: "FINI-1", endsAt: "2020-01-01T00:00" });
    await createCode({ code: "MIN-1", minSubtotal: "100" });
    await createCode({ code: "SHOES-1", productTypes: ["shoes"] });
    await createCode({ code: "NOSALE-1", excludeSale: true });
    const used = await createCode({ code: "ONE-USE", maxUses: 1 });
    expect((await order([{ id, quantity: 1 }], "ONE-USE")).status).toBe(201);
    expect(await codeById(used.id)).toMatchObject({ uses: 1 });
    const cases: [string, string, string][] = [
      ["NO-SUCH", "unknown", "There is no discount code NO-SUCH: check how it is written"],
      ["PAUSE-1", "paused", "The code PAUSE-1 is paused for now"],
      ["FUTUR-1", "notStarted", "The code FUTUR-1 has not started yet"],
      ["FINI-1", "expired", "The code FINI-1 has expired"],
      ["ONE-USE", "usedUp", "The code ONE-USE has been used as many times as it may be"],
      ["MIN-1", "minimumNotReached", "The code MIN-1 needs a subtotal of at least 100.000"],
      ["SHOES-1", "nothingQualifies", "Nothing in this cart qualifies for the code SHOES-1"],
    ];
    for (const [code, reason, message] of cases) {
      const lines = code === "NOSALE-1" ? [{ id: onSale, quantity: 1 }] : [{ id, quantity: 1 }];
      // The minimum comes with its refusal too, so a page can write it as it writes money.
      const minimum = reason === "minimumNotReached" ? { minSubtotal: "100.000" } : {};
      expect((await check(code, lines)).body, code).toEqual({ applies: false, code, reason, message, ...minimum });
      const before = await stockOf(id);
      const refused = await order(lines, code);
      expectError(refused, 409, message);
      expect(await stockOf(id), `${code} took no stock`).toBe(before);
    }
    expect((await check("NOSALE-1", [{ id: onSale, quantity: 1 }])).body).toMatchObject({ reason: "nothingQualifies" });
    expect(await codeById(used.id)).toMatchObject({ uses: 1 });
    // Every reason has its message in every language.
    for (const reason of discountRefusals) expect(apiEn[`api.discount.${reason}`]).toBeTruthy();
  });

  it("never tells whether a telephone has used a code: the check answers the same bytes, the order says it", async () => {
    const id = await watch("40");
    await createCode({ code: "LEILA10", oncePerPhone: true });
    expect((await order([{ id, quantity: 1 }], "LEILA10", "22123456")).status).toBe(201);
    const lines = [{ id, quantity: 1 }];
    const used = await check("LEILA10", lines, { telephone: "22123456" });
    const fresh = await check("LEILA10", lines, { telephone: "22999999" });
    const none = await check("LEILA10", lines);
    expect(used.status).toBe(200);
    expect(used.body).toMatchObject({ applies: true, code: "LEILA10" });
    expect(JSON.stringify(used.body)).toBe(JSON.stringify(fresh.body));
    expect(JSON.stringify(used.body)).toBe(JSON.stringify(none.body));
    expect(used.headers.get("content-length")).toBe(fresh.headers.get("content-length"));
    // The order is where the rule is decided and said, and it takes no stock.
    const before = await stockOf(id);
    expectError(await order(lines, "LEILA10", "22123456"), 409, "The code LEILA10 has already been used with this telephone number");
    expect(await stockOf(id)).toBe(before);
    expect((await order(lines, "LEILA10", "22999999")).status).toBe(201);
  });

  it("once per telephone, switched on later, counts the uses taken before the switch", async () => {
    const id = await watch("40");
    const lines = [{ id, quantity: 1 }];
    const code = await createCode({ code: "APRES-1" });
    const first = await order(lines, "APRES-1", "23111111");
    expect(first.status).toBe(201);
    // Without the rule, a number may use the code again.
    expect((await order(lines, "APRES-1", "23111111")).status).toBe(201);
    const switched = await t.call("PUT", `/api/discounts/update/${code.id}`, {
      token: admin.token,
      json: { code: "APRES-1", kind: "percent", percent: 10, oncePerPhone: true },
    });
    expect(switched.status, JSON.stringify(switched.body)).toBe(200);
    expectError(await order(lines, "APRES-1", "23111111"), 409, "The code APRES-1 has already been used with this telephone number");
    expect((await order(lines, "APRES-1", "23222222")).status).toBe(201);
    expectError(await order(lines, "APRES-1", "23222222"), 409, "The code APRES-1 has already been used with this telephone number");
    // A use given back (the order cancelled) no longer counts against the number; one still held does.
    const second = (await order(lines, "APRES-1", "23333333")).body as { id: number };
    for (const placed of [first.body as { id: number }, second]) {
      const cancelled = await t.call("PUT", `/api/orders/stage/${placed.id}`, { token: editor.token, json: { stage: "cancelled" } });
      expect(cancelled.status).toBe(200);
    }
    expectError(await order(lines, "APRES-1", "23111111"), 409, "The code APRES-1 has already been used with this telephone number");
    expect((await order(lines, "APRES-1", "23333333")).status).toBe(201);
  });

  it("reads the free-delivery threshold after the code: 10% off 149 is under 140, and the fee is charged", async () => {
    const id = await watch("149");
    await createCode({ code: "DIX-POURCENT", percent: 10 });
    const setFree = (freeShippingOver: string) =>
      t.call("PUT", "/api/shipping", { token: admin.token, json: { fees: [], freeShippingOver } });
    expect((await setFree("140")).status).toBe(200);
    try {
      const lines = [{ id, quantity: 1 }];
      const figures = { subtotal: "149.000", discount: "14.900", shippingFee: "7.000", total: "141.100" };
      expect((await check("DIX-POURCENT", lines)).body).toEqual({ applies: true, code: "DIX-POURCENT", kind: "percent", ...figures });
      const placed = await order(lines, "DIX-POURCENT");
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(placed.body).toMatchObject(figures);
      // Without the code the goods reach the threshold, and delivery is free.
      expect((await order(lines)).body).toMatchObject({ subtotal: "149.000", shippingFee: "0.000", total: "149.000" });
      // Two of them: 268.200 after the code, over the threshold.
      expect((await check("DIX-POURCENT", [{ id, quantity: 2 }])).body).toMatchObject({
        discount: "29.800",
        shippingFee: "0.000",
        total: "268.200",
      });
    } finally {
      expect((await setFree("")).status).toBe(200);
    }
  });

  it("gives its use back when the order is cancelled or returned, exactly once", async () => {
    const id = await watch("10");
    const code = await createCode({ code: "RETOUR-1", maxUses: 1 });
    const placed = await order([{ id, quantity: 1 }], "RETOUR-1");
    expect(placed.status).toBe(201);
    expect((await check("RETOUR-1", [{ id, quantity: 1 }])).body).toMatchObject({ applies: false, reason: "usedUp" });
    const cancel = () => t.call("PUT", `/api/orders/stage/${placed.body.id}`, { token: editor.token, json: { stage: "cancelled" } });
    expect((await cancel()).status).toBe(200);
    expect((await cancel()).status).toBe(409);
    expect(await codeById(code.id)).toMatchObject({ uses: 0, revenue: "0.000" });
    expect((await order([{ id, quantity: 1 }], "RETOUR-1")).status).toBe(201);
    expect(await codeById(code.id)).toMatchObject({ uses: 1 });
    expectError(
      await t.call("PUT", `/api/discounts/update/${code.id}`, {
        token: admin.token,
        json: { code: "RETOUR-1", kind: "percent", percent: 10, maxUses: 0 },
      }),
      400,
    );
  });

  it("is looked up as read aloud: ete2o finds ETE20", async () => {
    const id = await watch("10");
    await createCode({ code: "ETE20" });
    expect((await check("ete 2o", [{ id, quantity: 1 }])).body).toMatchObject({ applies: true, code: "ETE20", discount: "1.000" });
  });
});

describe("guessing codes", () => {
  // Windows of a century, so that a window ending mid-test never gives the client a fresh count.
  const century = 100 * 365 * 86_400;
  let limited: TestApi;
  let limitedAdmin: Staff;
  let productId: number;
  beforeAll(async () => {
    limited = await createTestApi({
      currency: "TND",
      config: { rateLimits: { ...DEFAULT_RATE_LIMITS, discount: { max: 3, windowSeconds: century } } },
    });
    limitedAdmin = await limited.staff("ADMIN");
    const staffImage = await uploadProductImage(limited, limitedAdmin.token);
    productId = await createProductId(limited, limitedAdmin, [staffImage], { price: "50", quantity: "20" });
    const created = await limited.call("POST", "/api/discounts/create", {
      token: limitedAdmin.token,
      json: { code: "VRAI-10", kind: "percent", percent: 10 },
    });
    expect(created.status).toBe(201);
  });
  afterAll(() => limited.close());
  const checkFrom = (client: string, code: string) =>
    limited.call("POST", "/api/discounts/check", { client, json: { code, products: [{ id: productId, quantity: 1 }] } });

  it("counts every check, of a real code too: past the limit every check answers 429 with Retry-After", async () => {
    for (const code of ["AAA1", "VRAI-10", "vrai 10"]) {
      expect((await checkFrom("203.0.113.7", code)).status).toBe(200);
    }
    const refused = await checkFrom("203.0.113.7", "VRAI-10");
    expectError(refused, 429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expectError(await checkFrom("203.0.113.7", "AAA2"), 429);
    // Another client is counted on its own.
    expect((await checkFrom("203.0.113.8", "VRAI-10")).body).toMatchObject({ applies: true, discount: "5.000" });
  });

  it("counts a burst of concurrent guesses one by one: of 100 at once, at most the limit is answered", async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, (_, guess) => checkFrom("203.0.113.20", `GUESS${guess}`)));
    const answered = answers.filter((answer) => answer.status !== 429);
    expect(answered.length).toBeLessThanOrEqual(3);
    expect(answered.length).toBeGreaterThan(0);
    for (const answer of answered) expect(answer.body).toMatchObject({ applies: false, reason: "unknown" });
  });
});

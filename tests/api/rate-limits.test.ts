/**
 * Per-client limits on the anonymous writes: counted per client address in the database, answered 429 with
 * Retry-After and SPEC's error shape beyond the limit, never shared between two clients, and off on request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddressOf } from "~/client-address.server";
import { DEFAULT_RATE_LIMITS, rateLimitsSetting } from "~/lib/rate-limits";
import { countHit } from "~/models/rate-limits.server";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

const tight = { ...DEFAULT_RATE_LIMITS, order: { max: 2, windowSeconds: 3600 }, message: { max: 1, windowSeconds: 3600 }, newsletter: { max: 1, windowSeconds: 3600 }, track: { max: 2, windowSeconds: 600 } };

let t: TestApi;
let editor: Staff;
let productId: number;
beforeAll(async () => {
  t = await createTestApi({ config: { rateLimits: tight } });
  editor = await t.staff("EDITOR");
  const image = await uploadProductImage(t, editor.token);
  const created = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], { quantity: "50" }) });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  productId = created.body.id;
});
afterAll(() => t.close());

const order = (client: string) => t.call("POST", "/api/orders/create", { client, json: validOrder([{ id: productId, quantity: 1 }]) });
const message = (client: string) =>
  t.call("POST", "/api/messages/send", { client, json: { name: "Amira", email: "amira@example.tn", subject: "A question", message: "Do you deliver to Sfax?" } });

describe("a client over a limit", () => {
  it("is refused its third order in the hour with 429, Retry-After and a clear sentence, and no stock is taken", async () => {
    expect((await order("198.51.100.1")).status).toBe(201);
    expect((await order("198.51.100.1")).status).toBe(201);
    const refused = await order("198.51.100.1");
    expectError(refused, 429, /^Too many requests from your connection\. Please try again in \d+ min$/);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(3600);
    const product = await t.call("GET", `/api/products/single/${productId}`);
    expect(Number(product.body.quantity)).toBe(48);
  });

  it("does not hold back another client", async () => {
    expect((await order("198.51.100.2")).status).toBe(201);
  });

  it("applies to contact messages and the newsletter, each on its own count", async () => {
    expect((await message("198.51.100.3")).status).toBe(201);
    expectError(await message("198.51.100.3"), 429);
    const subscribe = (email: string) => t.call("POST", "/api/newsletter/subscribe", { client: "198.51.100.3", json: { email, consent: true } });
    expect((await subscribe("one@example.tn")).status).toBe(201);
    expectError(await subscribe("two@example.tn"), 429);
  });

  it("counts malformed requests too, so a script cannot probe for free", async () => {
    const bad = () => t.call("POST", "/api/messages/send", { client: "198.51.100.4", json: {} });
    expectError(await bad(), 400);
    expectError(await bad(), 429);
  });
});

describe("one client firing 100 orders", () => {
  it(`gets ${DEFAULT_RATE_LIMITS.order.max} through and 429 with Retry-After for the rest, no stock taken past the limit, while a second client still orders`, async () => {
    const shop = await createTestApi({ config: { rateLimits: DEFAULT_RATE_LIMITS } });
    try {
      const staff = await shop.staff("EDITOR");
      const image = await uploadProductImage(shop, staff.token);
      const product = await shop.call("POST", "/api/products/create", { token: staff.token, json: validProduct([image], { quantity: "200" }) });
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const res = await shop.call("POST", "/api/orders/create", { client: "203.0.113.200", json: validOrder([{ id: product.body.id, quantity: 1 }]) });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const allowed = DEFAULT_RATE_LIMITS.order.max;
      expect(statuses.slice(0, allowed).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
      const left = await shop.call("GET", `/api/products/single/${product.body.id}`);
      expect(Number(left.body.quantity)).toBe(200 - allowed);
      console.log(`limits: 100 orders from one client, ${allowed} placed, ${100 - allowed} refused with 429, stock ${left.body.quantity} of 200 kept`);
      expect((await shop.call("POST", "/api/orders/create", { client: "203.0.113.201", json: validOrder([{ id: product.body.id, quantity: 1 }]) })).status).toBe(201);
    } finally {
      await shop.close();
    }
  });
});

describe("the count", () => {
  it("is exact under concurrent requests: of 10 at once with a limit of 4, exactly 4 pass", async () => {
    const limit = { max: 4, windowSeconds: 60 };
    const verdicts = await Promise.all(Array.from({ length: 10 }, () => countHit(t.database.db, "order", "203.0.113.9", limit)));
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
  });

  it("starts again in the next window", async () => {
    const limit = { max: 1, windowSeconds: 60 };
    const start = new Date("2026-11-25T10:00:10Z");
    expect((await countHit(t.database.db, "track", "203.0.113.10", limit, start)).allowed).toBe(true);
    const again = await countHit(t.database.db, "track", "203.0.113.10", limit, new Date("2026-11-25T10:00:40Z"));
    expect(again).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect((await countHit(t.database.db, "track", "203.0.113.10", limit, new Date("2026-11-25T10:01:00Z"))).allowed).toBe(true);
  });
});

describe("RATE_LIMITS", () => {
  it("is the defaults when unset, nothing when off, and changes only the limits it names", () => {
    expect(rateLimitsSetting(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(rateLimitsSetting("off")).toBeNull();
    const changed = rateLimitsSetting("order=20/1h, track=60/10m");
    expect(changed).toEqual({ ...DEFAULT_RATE_LIMITS, order: { max: 20, windowSeconds: 3600 }, track: { max: 60, windowSeconds: 600 } });
  });

  it("stops the start with a clear message when it cannot be read", () => {
    expect(() => rateLimitsSetting("orders=10/1h")).toThrow(/RATE_LIMITS must be "off" or entries such as order=10\/1h/);
    expect(() => rateLimitsSetting("order=0/1h")).toThrow(/RATE_LIMITS/);
    expect(() => rateLimitsSetting("order=10/1w")).toThrow(/RATE_LIMITS/);
  });

  it("off lets one client order as often as it likes", async () => {
    const open = await createTestApi();
    try {
      const staff = await open.staff("EDITOR");
      const image = await uploadProductImage(open, staff.token);
      const product = await open.call("POST", "/api/products/create", { token: staff.token, json: validProduct([image], { quantity: "20" }) });
      for (let i = 0; i < 12; i += 1) {
        const placed = await open.call("POST", "/api/orders/create", { client: "198.51.100.9", json: validOrder([{ id: product.body.id, quantity: 1 }]) });
        expect(placed.status).toBe(201);
      }
    } finally {
      await open.close();
    }
  });
});

describe("the client's address", () => {
  it("is the socket's when no proxy is trusted, whatever X-Forwarded-For says", () => {
    expect(clientAddressOf("203.0.113.5", "10.0.0.2", 0)).toBe("10.0.0.2");
    expect(clientAddressOf(null, "::ffff:192.0.2.7", 0)).toBe("192.0.2.7");
  });

  it("is what the outermost trusted proxy saw, never an entry the client wrote itself", () => {
    // The client forged "1.1.1.1"; its real address was added by the one trusted proxy.
    expect(clientAddressOf("1.1.1.1, 203.0.113.5", "10.0.0.2", 1)).toBe("203.0.113.5");
    expect(clientAddressOf("1.1.1.1, 203.0.113.5, 10.0.0.3", "10.0.0.2", 2)).toBe("203.0.113.5");
    expect(clientAddressOf(undefined, "10.0.0.2", 1)).toBe("10.0.0.2");
    expect(clientAddressOf("203.0.113.5", "10.0.0.2", 5)).toBe("203.0.113.5");
  });
});

/**
 * Per-client limits on the anonymous writes: counted per client address in the database, answered 429 with
 * Retry-After and SPEC's error shape beyond the limit, never shared between two clients, and off on request.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientAddressOf, clientKeyOf } from "~/client-address.server";
import { DEFAULT_RATE_LIMITS, RATE_LIMIT_TABLE_MAX_ROWS, type RateLimits, rateLimitsSetting } from "~/lib/rate-limits";
import { count } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { rateLimitHits } from "~/db/schema";
import { countHit, sweepEndedWindows } from "~/models/rate-limits.server";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

const tight = {
  ...DEFAULT_RATE_LIMITS,
  order: { max: 2, windowSeconds: 3600 },
  message: { max: 1, windowSeconds: 3600 },
  newsletter: { max: 1, windowSeconds: 3600 },
  track: { max: 2, windowSeconds: 600 },
};

/**
 * Windows are fixed on the clock, so one could end in the middle of a long test and give a client a fresh count
 * for that reason alone. With windows of a century (the current one ends in 2070) such a test stays about its rule.
 */
function withCenturyWindows(limits: RateLimits): RateLimits {
  const century = 100 * 365 * 86_400;
  return Object.fromEntries(Object.entries(limits).map(([bucket, limit]) => [bucket, { ...limit, windowSeconds: century }])) as RateLimits;
}

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

/** The rows of the table of counts, read straight from the database. */
async function tableRows(db: Db): Promise<number> {
  const [{ rows }] = await db.select({ rows: count() }).from(rateLimitHits);
  return Number(rows);
}

const order = (client: string) => t.call("POST", "/api/orders/create", { client, json: validOrder([{ id: productId, quantity: 1 }]) });
const message = (client: string) =>
  t.call("POST", "/api/messages/send", {
    client,
    json: { name: "Amira", email: "amira@example.tn", subject: "A question", message: "Do you deliver to Sfax?" },
  });

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
    const subscribe = (email: string) =>
      t.call("POST", "/api/newsletter/subscribe", { client: "198.51.100.3", json: { email, consent: true } });
    expect((await subscribe("one@example.tn")).status).toBe(201);
    expectError(await subscribe("two@example.tn"), 429);
  });

  it("refuses a malformed request before counting it: no row for its client, and its limit left whole", async () => {
    const before = await tableRows(t.database.db);
    const bad = () => t.call("POST", "/api/messages/send", { client: "198.51.100.4", json: {} });
    expectError(await bad(), 400);
    expectError(await bad(), 400);
    expectError(await t.call("POST", "/api/newsletter/unsubscribe", { client: "198.51.100.4", json: {} }), 400);
    expect(await tableRows(t.database.db)).toBe(before);
    expect((await message("198.51.100.4")).status).toBe(201);
  });

  it("applies to unsubscribing, counted with subscribing", async () => {
    const unsubscribe = () => t.call("POST", "/api/newsletter/unsubscribe", { client: "198.51.100.5", json: { token: "not-a-token" } });
    expect((await unsubscribe()).status).toBe(200);
    expectError(await unsubscribe(), 429, /^Too many requests from your connection/);
    expectError(
      await t.call("POST", "/api/newsletter/subscribe", { client: "198.51.100.5", json: { email: "three@example.tn", consent: true } }),
      429,
    );
  });
});

describe("one client firing 100 orders", () => {
  it(`gets ${DEFAULT_RATE_LIMITS.order.max} through and 429 with Retry-After for the rest, no stock taken past the limit, while a second client still orders`, async () => {
    const shop = await createTestApi({ config: { rateLimits: withCenturyWindows(DEFAULT_RATE_LIMITS) } });
    try {
      const staff = await shop.staff("EDITOR");
      const image = await uploadProductImage(shop, staff.token);
      const product = await shop.call("POST", "/api/products/create", {
        token: staff.token,
        json: validProduct([image], { quantity: "200" }),
      });
      const statuses: number[] = [];
      for (let i = 0; i < 100; i++) {
        const res = await shop.call("POST", "/api/orders/create", {
          client: "203.0.113.200",
          json: validOrder([{ id: product.body.id, quantity: 1 }]),
        });
        statuses.push(res.status);
        if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
      }
      const allowed = DEFAULT_RATE_LIMITS.order.max;
      expect(statuses.slice(0, allowed).every((s) => s === 201)).toBe(true);
      expect(statuses.slice(allowed).every((s) => s === 429)).toBe(true);
      const left = await shop.call("GET", `/api/products/single/${product.body.id}`);
      expect(Number(left.body.quantity)).toBe(200 - allowed);
      console.log(
        `limits: 100 orders from one client, ${allowed} placed, ${100 - allowed} refused with 429, stock ${left.body.quantity} of 200 kept`,
      );
      expect(
        (
          await shop.call("POST", "/api/orders/create", {
            client: "203.0.113.201",
            json: validOrder([{ id: product.body.id, quantity: 1 }]),
          })
        ).status,
      ).toBe(201);
    } finally {
      await shop.close();
    }
  });
});

describe("the count", () => {
  it("is exact under concurrent requests: of 10 at once with a limit of 4, exactly 4 pass", async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, order: { max: 4, windowSeconds: 60 } };
    const verdicts = await Promise.all(
      Array.from({ length: 10 }, () =>
        countHit(t.database.db, { bucket: "order", subject: "203.0.113.9", limits, maxRows: RATE_LIMIT_TABLE_MAX_ROWS }),
      ),
    );
    expect(verdicts.filter((v) => v.allowed)).toHaveLength(4);
  });

  it("starts again in the next window", async () => {
    const limits = { ...DEFAULT_RATE_LIMITS, track: { max: 1, windowSeconds: 60 } };
    const hit = (at: string) =>
      countHit(t.database.db, { bucket: "track", subject: "203.0.113.10", limits, maxRows: RATE_LIMIT_TABLE_MAX_ROWS, now: new Date(at) });
    expect((await hit("2026-11-25T10:00:10Z")).allowed).toBe(true);
    expect(await hit("2026-11-25T10:00:40Z")).toEqual({ allowed: false, retryAfterSeconds: 20 });
    expect((await hit("2026-11-25T10:01:00Z")).allowed).toBe(true);
  });

  it("keeps a seven-day window whole through the sweeps of its third day", async () => {
    const shop = await createTestApi();
    const database = shop.database;
    try {
      const week = 7 * 86_400;
      const limits = { ...DEFAULT_RATE_LIMITS, order: { max: 5, windowSeconds: week } };
      // Half a day into a window: three days later it is the same window still.
      const windowStart = Math.floor(Date.parse("2026-11-25T00:00:00Z") / (week * 1000)) * week * 1000;
      const dayZero = new Date(windowStart + 43_200_000);
      const dayThree = new Date(dayZero.getTime() + 3 * 86_400_000);
      const hit = (subject: string, now: Date, maxRows = 100) => countHit(database.db, { bucket: "order", subject, limits, maxRows, now });
      for (let i = 0; i < 5; i += 1) expect((await hit("203.0.113.70", dayZero)).allowed).toBe(true);
      // Three days on: many clients, so that the table is swept (and past its bound) again and again.
      for (let i = 0; i < 2000; i += 1) await hit(`10.70.${i >> 8}.${i & 255}`, dayThree);
      expect(await sweepEndedWindows(database.db, limits, dayThree)).toBe(0);
      expect((await hit("203.0.113.70", dayThree)).allowed).toBe(false);
      // A week after its start the window is over: swept, and the client starts again.
      const nextWeek = new Date(windowStart + week * 1000);
      expect(await sweepEndedWindows(database.db, limits, nextWeek)).toBeGreaterThan(0);
      expect((await hit("203.0.113.70", nextWeek)).allowed).toBe(true);
    } finally {
      await shop.close();
    }
  }, 120_000);
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
      const product = await open.call("POST", "/api/products/create", {
        token: staff.token,
        json: validProduct([image], { quantity: "20" }),
      });
      for (let i = 0; i < 12; i += 1) {
        const placed = await open.call("POST", "/api/orders/create", {
          client: "198.51.100.9",
          json: validOrder([{ id: product.body.id, quantity: 1 }]),
        });
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

describe("a client's key", () => {
  it("is its address without the port a proxy may have written after it", () => {
    expect(clientAddressOf("203.0.113.5:5678", "10.0.0.2", 1)).toBe("203.0.113.5");
    expect(clientAddressOf("[2001:db8::1]:443", "10.0.0.2", 1)).toBe("2001:db8::1");
    expect(clientAddressOf("1.1.1.1, [2001:DB8:0:0::1]", "10.0.0.2", 1)).toBe("2001:db8::1");
    expect(clientAddressOf(null, "[::ffff:192.0.2.7]:80", 0)).toBe("192.0.2.7");
    expect(clientKeyOf("203.0.113.5:5678")).toBe(clientKeyOf("203.0.113.5"));
    expect(clientKeyOf("[2001:db8::1]:443")).toBe(clientKeyOf("2001:db8::1"));
  });

  it("counts an IPv4-mapped IPv6 address as the IPv4 address", () => {
    expect(clientKeyOf("::ffff:192.0.2.7")).toBe("192.0.2.7");
    expect(clientKeyOf("::FFFF:c000:207")).toBe("192.0.2.7");
    expect(clientKeyOf("0:0:0:0:0:ffff:192.0.2.7")).toBe("192.0.2.7");
  });

  it("is the /64 of an IPv6 address, however it is written", () => {
    const key = clientKeyOf("2001:db8:1:2::1");
    expect(key).toBe("2001:db8:1:2::/64");
    for (const same of [
      "2001:db8:1:2:ffff:ffff:ffff:ffff",
      "2001:0DB8:0001:0002:0:0:0:9",
      "[2001:db8:1:2::abcd]:8080",
      "2001:db8:1:2::1%eth0",
    ]) {
      expect(clientKeyOf(same), same).toBe(key);
    }
    expect(clientKeyOf("2001:db8:1:3::1")).not.toBe(key);
    expect(clientKeyOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientKeyOf("::1")).toBe("0:0:0:0::/64");
  });

  it("makes the addresses of one IPv6 /64 share a limit, and those of another /64 not", async () => {
    expect((await message("2001:db8:aa:1::1")).status).toBe(201);
    expectError(await message("2001:db8:aa:1:ffff:1234:5678:9abc"), 429);
    expectError(await message("2001:db8:aa:1::2"), 429);
    expect((await message("2001:db8:aa:2::1")).status).toBe(201);
  });

  it("makes one address behind a proxy that writes ports, or in its IPv4-mapped form, one client", async () => {
    expect((await message("198.51.100.80:40001")).status).toBe(201);
    expectError(await message("198.51.100.80:40002"), 429);
    expectError(await message("::ffff:198.51.100.80"), 429);
    expect((await message("[2001:db8:bb:1::1]:443")).status).toBe(201);
    expectError(await message("2001:db8:bb:1::1"), 429);
  });
});

describe("the table of counts", () => {
  it("stays within its bound while clients rotate through five times as many addresses, without freeing a client over its limit or refusing a new one", async () => {
    // The eviction works the same at any bound; a small one proves it in a fifth of the requests.
    const bound = 200;
    const rotated = 5 * bound;
    const shop = await createTestApi({ config: { rateLimits: withCenturyWindows(tight), rateLimitTableRows: bound } });
    try {
      const track = (client: string) =>
        shop.call("POST", "/api/orders/track", { client, json: { reference: "AAAA-BBBB-CCCC", telephone: "20123456" } });
      // An abuser over its limit first: the rotation must not buy it a fresh count.
      for (let i = 0; i < tight.track.max; i += 1) expect((await track("198.51.100.99")).status).toBe(404);
      expectError(await track("198.51.100.99"), 429);
      const statuses = new Map<number, number>();
      for (let i = 0; i < rotated; i += 1) {
        // Half of them IPv4 addresses, half of them IPv6 addresses in as many /64s.
        const client =
          i % 2
            ? `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`
            : `2001:db8:${(i >> 16).toString(16)}:${(i & 0xffff).toString(16)}::1`;
        const { status } = await track(client);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
      const rows = await tableRows(shop.database.db);
      console.log(`rate-limit table after rotating ${rotated} clients: ${rows} rows (bound ${bound})`);
      expect(rows).toBeLessThanOrEqual(bound);
      expect(rows).toBeGreaterThan(0);
      // Every rotated client was counted and answered (404: no such order), none refused for the table's sake.
      expect(Object.fromEntries(statuses)).toEqual({ 404: rotated });
      expectError(await track("198.51.100.99"), 429);
      expect((await track("198.51.100.100")).status).toBe(404);
    } finally {
      await shop.close();
    }
  }, 300_000);
});

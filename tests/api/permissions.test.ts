import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken, issueToken } from "~/api/auth";
import { accessRoles, permissionTable, type Access } from "~/api/permissions";
import { accessTokens, auditLog, media, messages, orders, posts, products, users } from "~/db/schema";
import { roles, type Role } from "~/lib/roles";
import {
  countRows,
  createTestApi,
  expectError,
  formWithFiles,
  pngImage,
  type Staff,
  type TestApi,
  uploadProductImage,
  validOrder,
  validProduct,
} from "./harness";

/**
 * Every route of the API, called by every identity. The expected answer comes from
 * the permission table: 401 without a token, 403 for a role not listed, the route's
 * own answer otherwise. The route list is the API's own, so no route can be missed.
 */

let t: TestApi;
const staffBy: Partial<Record<Role, Staff>> = {};
let image: string;
let productId: number;
/** The SKU of the product's one variant, which the stock changes name. */
let productSku: string;
let counter = 0;

beforeAll(async () => {
  t = await createTestApi();
  for (const role of roles) staffBy[role] = await t.staff(role);
  image = await uploadProductImage(t, staffBy.EDITOR!.token);
  const created = await t.call("POST", "/api/products/create", {
    token: staffBy.EDITOR!.token,
    json: validProduct([image], { quantity: "99999" }),
  });
  productId = created.body.id;
  productSku = created.body.variants[0].sku;
});
afterAll(() => t.close());

type Identity = "none" | Role;
const identities: Identity[] = ["none", "EDITOR", "ADMIN", "SUPER_ADMIN"];

interface Fixture {
  path: string;
  json?: unknown;
  form?: () => Promise<FormData>;
  /** The answer when the caller is allowed. */
  ok: number;
}

const UNKNOWN = 987654;
const pngForm = (field: string) => async () => formWithFiles(field, [{ bytes: await pngImage(), name: "p.png" }]);

/** How to call each route in a way that succeeds (or answers 404 for an unknown id) when allowed. */
function fixtureFor(key: string, me: Staff | null): Fixture | undefined {
  counter += 1;
  const ownId = me?.id ?? UNKNOWN;
  const fixtures: Record<string, Fixture> = {
    "GET /health": { path: "/health", ok: 200 },
    "GET /openapi.json": { path: "/openapi.json", ok: 200 },
    "GET /docs": { path: "/docs", ok: 200 },
    "POST /auth/login": {
      path: "/auth/login",
      json: { email: staffBy.ADMIN!.email, password: staffBy.ADMIN!.password },
      ok: 201,
    },
    "POST /auth/logout": { path: "/auth/logout", ok: 200 },
    "GET /products": { path: "/products", ok: 200 },
    "GET /products/single/:id": { path: `/products/single/${productId}`, ok: 200 },
    "GET /products/type/:type": { path: "/products/type/watches", ok: 200 },
    "GET /products/export": { path: "/products/export", ok: 200 },
    "POST /products/import": {
      path: "/products/import",
      form: async () => formWithFiles("file", [{ bytes: new TextEncoder().encode("name,price\nA,1\n"), name: "p.csv", type: "text/csv" }]),
      ok: 400,
    },
    "GET /products/import/:id": { path: `/products/import/${UNKNOWN}`, ok: 404 },
    "POST /products/import/:id/preview": { path: `/products/import/${UNKNOWN}/preview`, json: { mapping: {} }, ok: 404 },
    "POST /products/import/:id/confirm": { path: `/products/import/${UNKNOWN}/confirm`, json: { mapping: {} }, ok: 404 },
    "GET /products/images/:name": { path: `/products/images/${image}`, ok: 200 },
    "POST /products/upload": { path: "/products/upload", form: pngForm("images"), ok: 201 },
    "POST /products/create": { path: "/products/create", json: validProduct([image], { name: `Guarded ${counter}` }), ok: 201 },
    "PUT /products/update/:id": { path: `/products/update/${UNKNOWN}`, json: validProduct([image]), ok: 404 },
    "PUT /products/codes/:id": {
      path: `/products/codes/${UNKNOWN}`,
      json: { variants: [{ colorId: null, size: "m", sku: "PERM-M" }] },
      ok: 404,
    },
    "DELETE /products/:id": { path: `/products/${UNKNOWN}`, ok: 404 },
    // A count well above what the fixtures' orders hold: every allowed call applies it, and is audited.
    "POST /stock/changes": { path: "/stock/changes", json: { kind: "count", lines: [{ code: productSku, quantity: 500 }] }, ok: 200 },
    "POST /stock/changes/file": {
      path: "/stock/changes/file",
      form: async () =>
        formWithFiles("file", [
          { bytes: new TextEncoder().encode(`sku,quantity\n${productSku},500\n`), name: "stock.csv", type: "text/csv" },
        ]),
      ok: 200,
    },
    "GET /channels": { path: "/channels", ok: 200 },
    "GET /channels/problems": { path: "/channels/problems?reason=no_gtin&limit=5", ok: 200 },
    "GET /posts": { path: "/posts", ok: 200 },
    "GET /posts/single/:id": { path: `/posts/single/${UNKNOWN}`, ok: 404 },
    "GET /posts/images/:name": { path: `/posts/images/${image}`, ok: 200 },
    "POST /posts/upload": { path: "/posts/upload", form: pngForm("file"), ok: 201 },
    "POST /posts/create": {
      path: "/posts/create",
      json: { title: "Guarded post", description: "A post written by a guard test.", imgUrl: image },
      ok: 201,
    },
    "PATCH /posts/update/:id": { path: `/posts/update/${UNKNOWN}`, json: { title: "Changed" }, ok: 404 },
    "DELETE /posts/:id": { path: `/posts/${UNKNOWN}`, ok: 404 },
    "POST /orders/create": { path: "/orders/create", json: validOrder([{ id: productId, quantity: 1 }]), ok: 201 },
    "GET /orders/reference/:reference": { path: "/orders/reference/0000-0000-0000", ok: 404 },
    "GET /reports/sales": { path: "/reports/sales", ok: 200 },
    "GET /audit": { path: "/audit?kind=product&limit=5", ok: 200 },
    "GET /audit/export": { path: "/audit/export?from=2026-01-01", ok: 200 },
    "POST /orders/track": { path: "/orders/track", json: { reference: "0000-0000-0000", telephone: "22123456" }, ok: 404 },
    "GET /orders": { path: "/orders", ok: 200 },
    "GET /orders/:id": { path: `/orders/${UNKNOWN}`, ok: 404 },
    "PUT /orders/confirm/:id": { path: `/orders/confirm/${UNKNOWN}`, ok: 404 },
    "PUT /orders/stage/:id": { path: `/orders/stage/${UNKNOWN}`, json: { stage: "confirmed" }, ok: 404 },
    "PUT /orders/delivery/:id": { path: `/orders/delivery/${UNKNOWN}`, json: { lines: [{ id: 1, kept: 1 }] }, ok: 404 },
    "POST /orders/return/:id": { path: `/orders/return/${UNKNOWN}`, json: { lines: [{ id: 1, quantity: 1 }] }, ok: 404 },
    "POST /orders/exchange/:id": { path: `/orders/exchange/${UNKNOWN}`, json: { lineId: 1, quantity: 1, sku: "ANY-SKU" }, ok: 404 },
    "PUT /orders/return-received/:id": { path: `/orders/return-received/${UNKNOWN}`, json: { returnId: 1 }, ok: 404 },
    "GET /orders/stale": { path: "/orders/stale", ok: 200 },
    "GET /orders/export": { path: "/orders/export?stage=new", ok: 200 },
    // The test API runs with STALE_ORDER_DAYS off: an admin is let through and told so.
    "POST /orders/stale/cancel": { path: "/orders/stale/cancel", ok: 409 },
    "PUT /orders/note/:id": { path: `/orders/note/${UNKNOWN}`, json: { note: "Deliver after 5 pm" }, ok: 404 },
    "POST /orders/invoice/:id": { path: `/orders/invoice/${UNKNOWN}`, ok: 404 },
    "GET /orders/invoices/:id": { path: `/orders/invoices/${UNKNOWN}`, ok: 404 },
    "GET /orders/reference/:reference/invoices": { path: "/orders/reference/0000-0000-0000/invoices", ok: 404 },
    "GET /orders/reference/:reference/invoices/:id": { path: `/orders/reference/0000-0000-0000/invoices/${UNKNOWN}`, ok: 404 },
    "POST /newsletter/subscribe": { path: "/newsletter/subscribe", json: { email: `guard${counter}@mail.tn`, consent: true }, ok: 201 },
    "POST /newsletter/unsubscribe": { path: "/newsletter/unsubscribe", json: { token: "no-such-token" }, ok: 200 },
    "GET /newsletter": { path: "/newsletter", ok: 200 },
    "GET /newsletter/export": { path: "/newsletter/export", ok: 200 },
    "POST /stock-alerts": { path: "/stock-alerts", json: { productId: UNKNOWN, size: "m", email: `guard${counter}@mail.tn` }, ok: 404 },
    "GET /stock-alerts/:token": { path: "/stock-alerts/no-such-token", ok: 404 },
    "POST /stock-alerts/confirm": { path: "/stock-alerts/confirm", json: { token: "no-such-token" }, ok: 404 },
    "POST /stock-alerts/cancel": { path: "/stock-alerts/cancel", json: { token: "no-such-token" }, ok: 200 },
    "GET /stock-alerts": { path: "/stock-alerts?soldOut=true", ok: 200 },
    "GET /shipping": { path: "/shipping", ok: 200 },
    "PUT /shipping": { path: "/shipping", json: { fees: [{ state: "Tunis", fee: "7" }] }, ok: 200 },
    "GET /discounts": { path: "/discounts", ok: 200 },
    "GET /discounts/:id": { path: `/discounts/${UNKNOWN}`, ok: 404 },
    "POST /discounts/check": { path: "/discounts/check", json: { code: "GUARD", products: [{ id: productId, quantity: 1 }] }, ok: 200 },
    "POST /discounts/create": { path: "/discounts/create", json: { code: `GUARD-${counter}`, kind: "free_shipping" }, ok: 201 },
    "PUT /discounts/update/:id": { path: `/discounts/update/${UNKNOWN}`, json: { code: "GUARD", kind: "free_shipping" }, ok: 404 },
    "DELETE /discounts/:id": { path: `/discounts/${UNKNOWN}`, ok: 404 },
    "POST /messages/send": {
      path: "/messages/send",
      json: { name: "Guard", email: "guard@mail.tn", subject: "Guard", message: "Checking the guards" },
      ok: 201,
    },
    "GET /messages": { path: "/messages", ok: 200 },
    "GET /messages/export": { path: "/messages/export", ok: 200 },
    "GET /messages/:id": { path: `/messages/${UNKNOWN}`, ok: 404 },
    "DELETE /messages/:id": { path: `/messages/${UNKNOWN}`, ok: 404 },
    "GET /users": { path: "/users", ok: 200 },
    "GET /users/length": { path: "/users/length", ok: 200 },
    "GET /users/user": { path: "/users/user", ok: 200 },
    "POST /users/create": {
      path: "/users/create",
      json: { username: "Guarded", email: `guarded${counter}@yasmine.tn`, password: "long-enough-1", role: "EDITOR" },
      ok: 201,
    },
    "PUT /users/update/:id": { path: `/users/update/${ownId}`, json: {}, ok: 200 },
    "PUT /users/update/avatar/:id": {
      path: `/users/update/avatar/${ownId}`,
      json: { imgUrl: `/api/media/${image}` },
      ok: 200,
    },
    "POST /media": { path: "/media", form: pngForm("file"), ok: 201 },
    "GET /media/:name": { path: `/media/${image}`, ok: 200 },
    "GET /sitemap": { path: "/sitemap", ok: 200 },
    "GET /sitemap/:kind": { path: "/sitemap/products", ok: 200 },
  };
  return fixtures[key];
}

async function callAs(method: string, fixture: Fixture, token: string | null) {
  const body = fixture.form ? await fixture.form() : undefined;
  return t.call(method, `/api${fixture.path}`, { token, json: fixture.json, body });
}

const tables = { products, posts, orders, messages, users, media };
async function snapshot() {
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) counts[name] = await countRows(t, table);
  return counts;
}

/** A fresh token for each call, so that logout in one test does not spoil another. */
const freshToken = (who: Staff) => issueToken(t.database.db, who.id, 12);

describe("the route list and the permission table agree", () => {
  it("every registered route has a row, every row a route, with the same access", () => {
    const registered = t.api.routeTable.map((r) => `${r.method} ${r.path}`);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual(Object.keys(permissionTable).sort());
    for (const r of t.api.routeTable) {
      expect(r.access, `${r.method} ${r.path}`).toBe(permissionTable[`${r.method} ${r.path}` as keyof typeof permissionTable]);
    }
  });

  it("every route has a fixture in this test", () => {
    for (const r of t.api.routeTable) expect(fixtureFor(`${r.method} ${r.path}`, null), `${r.method} ${r.path}`).toBeDefined();
  });

  it("the access levels mean what the issue says", () => {
    expect(accessRoles.public).toBeNull();
    expect([...accessRoles.staff!].sort()).toEqual(["ADMIN", "EDITOR", "SUPER_ADMIN"]);
    expect([...accessRoles.admin!].sort()).toEqual(["ADMIN", "SUPER_ADMIN"]);
    expect([...accessRoles.superAdmin!]).toEqual(["SUPER_ADMIN"]);
  });

  it("the table holds the rows of the issue", () => {
    const expected: Record<string, Access> = {
      "GET /products": "public",
      "GET /posts": "public",
      "GET /products/images/:name": "public",
      "GET /posts/images/:name": "public",
      "POST /orders/create": "public",
      "POST /messages/send": "public",
      "POST /auth/login": "public",
      "POST /products/create": "staff",
      "PUT /products/update/:id": "staff",
      "PUT /products/codes/:id": "staff",
      "GET /products/export": "staff",
      "POST /products/import": "admin",
      "GET /products/import/:id": "admin",
      "POST /products/import/:id/confirm": "admin",
      "DELETE /products/:id": "staff",
      "POST /stock/changes": "staff",
      "POST /stock/changes/file": "staff",
      "GET /channels": "staff",
      "GET /channels/problems": "staff",
      "POST /products/upload": "staff",
      "POST /posts/create": "staff",
      "PATCH /posts/update/:id": "staff",
      "DELETE /posts/:id": "staff",
      "POST /posts/upload": "staff",
      "GET /orders": "staff",
      "PUT /orders/confirm/:id": "staff",
      "PUT /orders/delivery/:id": "staff",
      "POST /orders/return/:id": "staff",
      "POST /orders/exchange/:id": "staff",
      "PUT /orders/return-received/:id": "staff",
      "GET /messages": "staff",
      "DELETE /messages/:id": "staff",
      "GET /users/length": "staff",
      "GET /users/user": "staff",
      "PUT /users/update/:id": "staff",
      "PUT /users/update/avatar/:id": "staff",
      "POST /media": "staff",
      "POST /auth/logout": "staff",
      "GET /users": "admin",
      "PUT /shipping": "admin",
      "POST /discounts/create": "admin",
      "PUT /discounts/update/:id": "admin",
      "DELETE /discounts/:id": "admin",
      "POST /discounts/check": "public",
      "GET /orders/export": "admin",
      "GET /newsletter/export": "admin",
      "GET /messages/export": "admin",
      "POST /stock-alerts": "public",
      "POST /stock-alerts/confirm": "public",
      "GET /stock-alerts": "staff",
      "POST /users/create": "superAdmin",
    };
    for (const [key, access] of Object.entries(expected)) {
      expect(permissionTable[key as keyof typeof permissionTable], key).toBe(access);
    }
  });
});

/** Cases run and cases whose answer differed from the table, for the closing figure. */
const tally = { cases: 0, unexpected: 0 };
afterAll(() => console.log(`authz: ${tally.cases} cases, ${tally.unexpected} unexpected`));

async function counted(run: () => Promise<void>) {
  tally.cases += 1;
  try {
    await run();
  } catch (error) {
    tally.unexpected += 1;
    throw error;
  }
}

describe("each identity on each route", () => {
  const routes = Object.entries(permissionTable) as [string, Access][];
  for (const [key, access] of routes) {
    const [method] = key.split(" ");
    for (const identity of identities) {
      const allowed = accessRoles[access] === null || (identity !== "none" && accessRoles[access].includes(identity));
      const expectation = allowed ? "is let through" : identity === "none" ? "gets 401" : "gets 403";
      it(`${key} as ${identity} ${expectation}`, () =>
        counted(async () => {
          const me = identity === "none" ? null : staffBy[identity]!;
          const fixture = fixtureFor(key, me)!;
          const token = me ? await freshToken(me) : null;
          const before = allowed ? null : await snapshot();
          const auditBefore = await countRows(t, auditLog);
          const res = await callAs(method, fixture, token);
          // A staff write that succeeds leaves exactly one audit entry, in its name; anything else leaves none.
          const audited = access !== "public" && method !== "GET" && allowed && res.status < 400;
          expect(await countRows(t, auditLog), `audit entries after ${key}`).toBe(auditBefore + (audited ? 1 : 0));
          if (audited) {
            const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
            expect(entry).toMatchObject({ userId: me!.id, role: identity, action: key });
          }
          if (allowed) {
            expect(res.status, JSON.stringify(res.body)).toBe(fixture.ok);
          } else if (identity === "none") {
            expectError(res, 401, "You must be signed in with a valid token");
          } else {
            expectError(res, 403, "Your role does not allow this action");
          }
          if (before) expect(await snapshot()).toEqual(before);
        }));
    }
  }
});

describe("tokens that no longer count", () => {
  const guarded = (Object.entries(permissionTable) as [string, Access][]).filter(([, access]) => access !== "public");

  it("a revoked token (after logout) gets 401 on every guarded route", async () => {
    const token = await freshToken(staffBy.SUPER_ADMIN!);
    expect((await t.call("POST", "/api/auth/logout", { token })).status).toBe(200);
    const before = await snapshot();
    for (const [key] of guarded) {
      const [method] = key.split(" ");
      await counted(async () => {
        const res = await callAs(method, fixtureFor(key, staffBy.SUPER_ADMIN!)!, token);
        expect(res.status, key).toBe(401);
        expectError(res, 401);
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("an expired token gets 401 on every guarded route", async () => {
    const token = await freshToken(staffBy.SUPER_ADMIN!);
    expect((await t.call("GET", "/api/users/user", { token })).status).toBe(200);
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    const before = await snapshot();
    for (const [key] of guarded) {
      const [method] = key.split(" ");
      await counted(async () => {
        const res = await callAs(method, fixtureFor(key, staffBy.SUPER_ADMIN!)!, token);
        expect(res.status, key).toBe(401);
        expectError(res, 401);
      });
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a token that was never issued gets 401", async () => {
    const res = await t.call("GET", "/api/users/user", { token: "A".repeat(43) });
    expectError(res, 401);
  });

  it("public routes ignore a bad token", async () => {
    const res = await t.call("GET", "/api/products", { token: "A".repeat(43) });
    expect(res.status).toBe(200);
  });
});

describe("the guard runs before validation", () => {
  it("answers 401 and 403 even for a malformed body or id", async () => {
    expectError(await t.call("POST", "/api/products/create", { body: "{", headers: { "content-type": "application/json" } }), 401);
    expectError(await t.call("DELETE", "/api/products/abc"), 401);
    expectError(
      await t.call("POST", "/api/users/create", { token: await freshToken(staffBy.ADMIN!), json: {} }),
      403,
      "Your role does not allow this action",
    );
    expectError(await t.call("GET", "/api/users?role=nonsense", { token: await freshToken(staffBy.EDITOR!) }), 403);
  });
});

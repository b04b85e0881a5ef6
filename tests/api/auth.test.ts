import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashToken } from "~/api/auth";
import { accessTokens, loginAttempts, users } from "~/db/schema";
import { LOGIN_ACCOUNT_MAX_FAILURES, LOGIN_MAX_FAILURES } from "~/lib/limits";
import { DEFAULT_RATE_LIMITS } from "~/lib/rate-limits";
import { createTestApi, expectError, type Staff, type TestApi } from "./harness";

let t: TestApi;
let admin: Staff;
let editor: Staff;
beforeAll(async () => {
  t = await createTestApi();
  admin = await t.staff("ADMIN", { email: "admin@yasmine.tn", password: "correct-horse-1" });
  editor = await t.staff("EDITOR", { email: "editor@yasmine.tn", password: "correct-horse-2" });
});
afterAll(() => t.close());

const login = (email: string, password: string, client?: string) =>
  t.call("POST", "/api/auth/login", { json: { email, password }, client });

describe("POST /api/auth/login", () => {
  it("answers 201 { token } for the right password, and the token works", async () => {
    const res = await login(admin.email, admin.password);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["token"]);
    expect(typeof res.body.token).toBe("string");
    // at least 128 bits of randomness, URL-safe
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{22,}$/);
    const me = await t.call("GET", "/api/users/user", { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.email).toBe(admin.email);
  });

  it("gives a new token on each sign-in, and stores only its hash", async () => {
    const a = await login(editor.email, editor.password);
    const b = await login(editor.email, editor.password);
    expect(a.body.token).not.toBe(b.body.token);
    const rows = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(a.body.token)));
    expect(rows).toHaveLength(1);
    const raw = await t.database.db.select().from(accessTokens).where(eq(accessTokens.tokenHash, a.body.token));
    expect(raw).toHaveLength(0);
    // idle expiry of 12 hours
    const hours = (rows[0].expiresAt.getTime() - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(11.9);
    expect(hours).toBeLessThanOrEqual(12.01);
  });

  it("ignores the case of the e-mail", async () => {
    const res = await login(admin.email.toUpperCase(), admin.password);
    expect(res.status).toBe(201);
  });

  it("answers 401 with the error shape for a wrong password", async () => {
    const res = await login(editor.email, "wrong-password");
    expectError(res, 401, "email or password is incorrect");
    expect(res.body.token).toBeUndefined();
  });

  it("answers 401 for an unknown e-mail, with the same sentence", async () => {
    expectError(await login("nobody@yasmine.tn", "whatever-pass"), 401, "email or password is incorrect");
  });

  it("answers 400 when the e-mail or the password is missing or malformed", async () => {
    expectError(await t.call("POST", "/api/auth/login", { json: { password: "x" } }), 400, "email is required");
    expectError(await t.call("POST", "/api/auth/login", { json: { email: admin.email } }), 400, "password is required");
    expectError(await login("", ""), 400, "email is required", "password is required");
    expectError(await login("not-an-email", "secret"), 400, "email must be a valid e-mail address");
    expectError(await login(admin.email, "x".repeat(129)), 400, "password must be at most 128 characters");
  });
});

describe("the login rate limit", () => {
  it("answers 429 on the 11th attempt after 10 failures, even with the right password", async () => {
    const victim = await t.staff("EDITOR", { email: "victim@yasmine.tn", password: "right-password-9" });
    for (let i = 1; i <= LOGIN_MAX_FAILURES; i++) {
      const res = await login(victim.email, `wrong-${i}`);
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const blocked = await login(victim.email, victim.password);
    expectError(blocked, 429, /Too many failed sign-in attempts/);
    expect(blocked.body.token).toBeUndefined();
    // also when the e-mail is written in another case
    expectError(await login(victim.email.toUpperCase(), victim.password), 429);
    // the failures are kept in the database, where several instances share them
    const stored = await t.database.db.select().from(loginAttempts).where(eq(loginAttempts.email, victim.email));
    expect(stored.filter((r) => !r.succeeded).length).toBeGreaterThanOrEqual(LOGIN_MAX_FAILURES);
    // another e-mail is not affected
    expect((await login(admin.email, admin.password)).status).toBe(201);
  });

  it("does not count failures before a successful sign-in", async () => {
    const user = await t.staff("EDITOR", { email: "forgetful@yasmine.tn", password: "right-password-8" });
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await login(user.email, "nope-nope")).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(201);
    for (let i = 1; i < LOGIN_MAX_FAILURES; i++) expect((await login(user.email, "nope-nope")).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(201);
  });
});

describe("sign-in cannot be turned against its owner", () => {
  it("50 failures from one client hold that client only: the owner signs in from hers at once", async () => {
    const owner = await t.staff("SUPER_ADMIN", { email: "owner@yasmine.tn", password: "owner-password-7" });
    const statuses: number[] = [];
    for (let i = 0; i < 50; i++) statuses.push((await login(owner.email, `guess-${i}`, "203.0.113.66")).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LOGIN_MAX_FAILURES);
    expect(statuses.filter((s) => s === 429)).toHaveLength(50 - LOGIN_MAX_FAILURES);
    // The attacker's client stays held even with the right password; the owner's is not touched.
    expectError(await login(owner.email, owner.password, "203.0.113.66"), 429, /from your connection/);
    expect((await login(owner.email, owner.password, "192.0.2.10")).status).toBe(201);
  });

  it(`past ${LOGIN_ACCOUNT_MAX_FAILURES} failures an hour from everywhere, only a client that signed in before may still try`, async () => {
    const owner = await t.staff("ADMIN", { email: "shop-owner@yasmine.tn", password: "owner-password-8" });
    expect((await login(owner.email, owner.password, "192.0.2.20")).status).toBe(201);
    // A botnet: each client stays under its own limit, together they pass the account's.
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) {
      expect((await login(owner.email, `guess-${i}`, `198.51.100.${Math.floor(i / (LOGIN_MAX_FAILURES - 1))}`)).status).toBe(401);
    }
    expectError(await login(owner.email, owner.password, "198.51.100.250"), 429, /too many failed sign-in attempts in the last hour/);
    expect((await login(owner.email, owner.password, "192.0.2.20")).status).toBe(201);
  });

  it("a client trying many e-mails is held by the per-client limit when limits are on", async () => {
    const limited = await createTestApi({ config: { rateLimits: { ...DEFAULT_RATE_LIMITS, login: { max: 3, windowSeconds: 600 } } } });
    try {
      const attempt = (i: number, client: string) =>
        limited.call("POST", "/api/auth/login", { client, json: { email: `someone${i}@yasmine.tn`, password: "guess-guess" } });
      for (let i = 0; i < 3; i++) expect((await attempt(i, "203.0.113.77")).status).toBe(401);
      const held = await attempt(3, "203.0.113.77");
      expectError(held, 429, /^Too many requests from your connection/);
      expect(Number(held.headers.get("retry-after"))).toBeGreaterThan(0);
      expect((await attempt(4, "203.0.113.78")).status).toBe(401);
    } finally {
      await limited.close();
    }
  });
});

describe("tokens", () => {
  it("POST /api/auth/logout revokes the token: it then gets 401, other tokens still work", async () => {
    const first = (await login(editor.email, editor.password)).body.token;
    const second = (await login(editor.email, editor.password)).body.token;
    expect((await t.call("GET", "/api/users/user", { token: first })).status).toBe(200);
    const out = await t.call("POST", "/api/auth/logout", { token: first });
    expect(out.status).toBe(200);
    expectError(await t.call("GET", "/api/users/user", { token: first }), 401, "You must be signed in with a valid token");
    expectError(await t.call("POST", "/api/auth/logout", { token: first }), 401);
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(first)));
    expect(row.revokedAt).toBeInstanceOf(Date);
    expect((await t.call("GET", "/api/users/user", { token: second })).status).toBe(200);
  });

  it("logout without a token answers 401", async () => {
    expectError(await t.call("POST", "/api/auth/logout"), 401);
  });

  it("an expired token answers 401", async () => {
    const token = (await login(editor.email, editor.password)).body.token;
    expect((await t.call("GET", "/api/orders", { token })).status).toBe(200);
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expectError(await t.call("GET", "/api/orders", { token }), 401, "You must be signed in with a valid token");
  });

  it("using a token pushes its idle expiry forward", async () => {
    const token = (await login(editor.email, editor.password)).body.token;
    const soon = new Date(Date.now() + 10 * 60_000);
    await t.database.db
      .update(accessTokens)
      .set({ expiresAt: soon })
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect((await t.call("GET", "/api/users/user", { token })).status).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(accessTokens)
      .where(eq(accessTokens.tokenHash, hashToken(token)));
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it("refuses malformed and unknown tokens with 401", async () => {
    for (const header of ["Bearer", "Bearer short", `Basic ${admin.token}`, `Bearer ${admin.token}x`, admin.token, "Bearer a b"]) {
      const res = await t.call("GET", "/api/orders", { headers: { authorization: header } });
      expectError(res, 401);
    }
  });

  it("a deleted user's token stops working", async () => {
    const gone = await t.staff("EDITOR");
    expect((await t.call("GET", "/api/users/user", { token: gone.token })).status).toBe(200);
    await t.database.db.delete(users).where(eq(users.id, gone.id));
    expectError(await t.call("GET", "/api/users/user", { token: gone.token }), 401);
  });
});

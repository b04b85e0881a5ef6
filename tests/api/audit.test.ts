/**
 * The audit log: each staff write is kept with who, when, from where and the fields before and after (never a
 * secret), in the write's own transaction; nothing can rewrite it.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { auditChanges } from "~/models/audit.server";
import { createTestApi, type Staff, type TestApi, uploadProductImage, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let owner: Staff;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR", { username: "Salma" });
  owner = await t.staff("SUPER_ADMIN");
});
afterAll(() => t.close());

const lastEntry = async () => (await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

describe("an entry", () => {
  it("keeps a price change: who, from where, and only the fields that changed", async () => {
    const image = await uploadProductImage(t, editor.token);
    const created = await t.call("POST", "/api/products/create", {
      token: editor.token,
      client: "192.168.1.20",
      json: validProduct([image], { price: "49.90" }),
    });
    expect(created.status).toBe(201);
    const creation = await lastEntry();
    expect(creation).toMatchObject({
      actor: "Salma",
      role: "EDITOR",
      client: "192.168.1.20",
      action: "POST /products/create",
      kind: "product",
      targetId: String(created.body.id),
      before: null,
    });
    expect(creation.after).toMatchObject({ name: "Linen Dress", price: "49.900", sizes: { one: 5 } });

    const update = await t.call("PUT", `/api/products/update/${created.body.id}`, {
      token: editor.token,
      json: validProduct([image], { price: "39.90" }),
    });
    expect(update.status).toBe(200);
    const change = await lastEntry();
    expect(change).toMatchObject({
      action: "PUT /products/update/:id",
      targetId: String(created.body.id),
      before: { price: "49.900" },
      after: { price: "39.900" },
    });
  });

  it("never holds a password hash, only that it changed", async () => {
    const created = await t.call("POST", "/api/users/create", {
      token: owner.token,
      json: { username: "Nadia", email: "nadia@yasmine.tn", password: "first-password-1", role: "EDITOR" },
    });
    expect(created.status).toBe(201);
    const entry = await lastEntry();
    expect(entry).toMatchObject({ kind: "user", action: "POST /users/create", after: { username: "Nadia", role: "EDITOR" } });
    expect(JSON.stringify(entry)).not.toMatch(/first-password-1|argon2/);
    expect(auditChanges({ username: "Nadia", passwordHash: "$argon2id$a" }, { username: "Nadia", passwordHash: "$argon2id$b" })).toEqual({
      before: {},
      after: { password: "(changed)" },
    });
  });

  it("outlives the account that wrote it", async () => {
    const leaving = await t.staff("EDITOR", { username: "Leaving" });
    await t.call("POST", "/api/auth/logout", { token: leaving.token });
    const { id } = await lastEntry();
    await t.database.db.execute(sql`delete from users where id = ${leaving.id}`);
    const [kept] = await t.database.db.select().from(auditLog).where(eq(auditLog.id, id));
    expect(kept).toMatchObject({ userId: leaving.id, actor: "Leaving", action: "POST /auth/logout", kind: "session" });
  });
});

describe("the log", () => {
  it("refuses to be edited, deleted or emptied, even by the database's own user", async () => {
    const { id } = await lastEntry();
    await expect(t.database.db.update(auditLog).set({ actor: "someone else" }).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(t.database.db.delete(auditLog).where(eq(auditLog.id, id))).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await lastEntry()).toMatchObject({ id });
  });

  it("leaves no entry for a write that failed", async () => {
    const { id } = await lastEntry();
    expect((await t.call("PUT", "/api/orders/stage/999999", { token: owner.token, json: { stage: "confirmed" } })).status).toBe(404);
    expect((await t.call("POST", "/api/products/create", { token: editor.token, json: {} })).status).toBe(400);
    expect((await lastEntry()).id).toBe(id);
  });
});

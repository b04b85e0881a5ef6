/**
 * Staff accounts: the rules the API, the start-up bootstrap and `npm run admin` share (ARCHITECTURE decision 17),
 * so that app/db never reaches into the HTTP layer.
 */
import { hash, verify } from "@node-rs/argon2";
import { and, ne, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { users } from "~/db/schema";
import { apiEn } from "~/lib/api-messages.server";
import { conflict } from "./errors";

type UserRow = typeof users.$inferSelect;

export function hashPassword(password: string): Promise<string> {
  return hash(password); // argon2id with the library's recommended cost
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false);
}

/** E-mails are unique whatever their case: a taken one answers 409. */
export async function assertEmailFree(db: Db, email: string, exceptId?: number) {
  const where = [sql`lower(${users.email}) = ${email.toLowerCase()}`];
  if (exceptId) where.push(ne(users.id, exceptId));
  const [taken] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(...where))
    .limit(1);
  if (taken) throw conflict(apiEn["api.emailTaken"]);
}

export async function createUser(db: Db, input: { username: string; email: string; password: string; role: UserRow["role"] }) {
  await assertEmailFree(db, input.email);
  const [row] = await db
    .insert(users)
    .values({ username: input.username, email: input.email, role: input.role, passwordHash: await hashPassword(input.password) })
    .returning();
  return row;
}

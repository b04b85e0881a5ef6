import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Logger } from "pino";
import { createUser } from "~/models/users.server";
import type { Db } from "./connection";
import { users } from "./schema";

export const DEFAULT_ADMIN_EMAIL = "admin@yasmine.tn";

/**
 * The first super admin. With SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD that
 * account is created when the e-mail has none. With neither, and no super admin
 * yet, one is created with a random password printed once: there is never a
 * fixed default password.
 */
export async function ensureSuperAdmin(db: Db, logger: Pick<Logger, "info" | "warn">, email?: string, password?: string): Promise<void> {
  if (email && password) {
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
    if (!existing) {
      await createUser(db, { username: "Super admin", email, password, role: "SUPER_ADMIN" });
      logger.info({ email }, "created the super admin from SUPER_ADMIN_EMAIL");
    }
    return;
  }
  const [anySuper] = await db.select({ id: users.id }).from(users).where(eq(users.role, "SUPER_ADMIN")).limit(1);
  if (anySuper) return;
  const generated = randomBytes(9).toString("base64url");
  await createUser(db, { username: "Super admin", email: DEFAULT_ADMIN_EMAIL, password: generated, role: "SUPER_ADMIN" });
  const banner = [
    "",
    "  A super admin account was created for the back office (/login):",
    `    e-mail:   ${DEFAULT_ADMIN_EMAIL}`,
    `    password: ${generated}`,
    "  This password is shown only now. Set SUPER_ADMIN_EMAIL and SUPER_ADMIN_PASSWORD",
    "  to choose your own, or run `npm run admin -- <email> <password>` at any time.",
    "",
  ].join("\n");
  console.log(banner);
  logger.warn({ email: DEFAULT_ADMIN_EMAIL }, "generated a super admin password (printed above)");
}

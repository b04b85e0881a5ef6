/** `npm run admin -- <email> <password>`: creates a super admin, or resets that account's password. */
import { eq, sql } from "drizzle-orm";
import { createUser, hashPassword } from "~/models/users.server";
import { readConfig } from "~/config.server";
import { PASSWORD_MIN } from "~/lib/limits";
import { openDatabase } from "./connection";
import { DataDirLockedError } from "./lock";
import { users } from "./schema";

const [email, password] = process.argv.slice(2);
if (!email || !password || password.length < PASSWORD_MIN) {
  console.error(`Usage: npm run admin -- <email> <password>   (password of ${PASSWORD_MIN} characters or more)`);
  process.exit(2);
}
const config = readConfig();
try {
  const { db, close } = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const [existing] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  if (existing) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password), role: "SUPER_ADMIN", updateAt: new Date() })
      .where(eq(users.id, existing.id));
    console.log(`Updated ${email}: it is a super admin with the new password.`);
  } else {
    await createUser(db, { username: "Super admin", email, password, role: "SUPER_ADMIN" });
    console.log(`Created the super admin ${email}.`);
  }
  await close();
} catch (error) {
  if (error instanceof DataDirLockedError) {
    console.error(`${error.message}\nStop the running store first.`);
    process.exit(1);
  }
  throw error;
}

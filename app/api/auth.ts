import { createHash, randomBytes } from "node:crypto";
import { and, count, desc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import type { Context, MiddlewareHandler } from "hono";
import type { Db } from "~/db/connection";
import { accessTokens, loginAttempts, users } from "~/db/schema";
import {
  LOGIN_ACCOUNT_MAX_FAILURES,
  LOGIN_ACCOUNT_WINDOW_MINUTES,
  LOGIN_KNOWN_CLIENT_DAYS,
  LOGIN_MAX_FAILURES,
  LOGIN_WINDOW_MINUTES,
} from "~/lib/limits";
import { apiEn } from "~/lib/api-messages.server";
import { isRole } from "~/lib/roles";
import { hashPassword, verifyPassword } from "~/models/users.server";
import { ApiError } from "./errors";
import { accessRoles, type Access } from "./permissions";
import type { ApiEnv, CurrentUser } from "./types";

/** Tokens are stored as SHA-256 digests: a leaked table cannot be replayed. */
export function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export async function issueToken(db: Db, userId: number, idleHours: number): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db.insert(accessTokens).values({
    userId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + idleHours * 3_600_000),
  });
  return token;
}

function bearerToken(c: Context): string | null {
  const header = c.req.header("authorization") ?? "";
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1] : null;
}

async function findUserByToken(db: Db, token: string, idleHours: number): Promise<CurrentUser | null> {
  const now = new Date();
  const [row] = await db
    .select({
      tokenId: accessTokens.id,
      expiresAt: accessTokens.expiresAt,
      id: users.id,
      username: users.username,
      email: users.email,
      role: users.role,
    })
    .from(accessTokens)
    .innerJoin(users, eq(users.id, accessTokens.userId))
    .where(and(eq(accessTokens.tokenHash, hashToken(token)), isNull(accessTokens.revokedAt), gt(accessTokens.expiresAt, now)))
    .limit(1);
  if (!row || !isRole(row.role)) return null;
  // Sliding idle expiry, written at most once a minute per token.
  const renewed = new Date(now.getTime() + idleHours * 3_600_000);
  if (renewed.getTime() - row.expiresAt.getTime() > 60_000) {
    await db.update(accessTokens).set({ expiresAt: renewed }).where(eq(accessTokens.id, row.tokenId));
  }
  return { id: row.id, username: row.username, email: row.email, role: row.role, tokenId: row.tokenId };
}

/** Enforces one row of the permission table: 401 without a valid token, 403 for a role not listed. */
export function requireAccess(access: Access): MiddlewareHandler<ApiEnv> {
  const allowed = accessRoles[access];
  return async (c, next) => {
    if (allowed) {
      const token = bearerToken(c);
      const user = token ? await findUserByToken(c.get("db"), token, c.get("config").tokenIdleHours) : null;
      if (!user) throw new ApiError(401, apiEn["api.unauthorized"]);
      if (!allowed.includes(user.role)) throw new ApiError(403, apiEn["api.forbidden"]);
      c.set("user", user);
    }
    await next();
  };
}

export function currentUser(c: Context<ApiEnv>): CurrentUser {
  const user = c.get("user");
  if (!user) throw new ApiError(401, apiEn["api.unauthorized"]);
  return user;
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(accessTokens).set({ revokedAt: new Date() }).where(eq(accessTokens.id, tokenId));
}

/**
 * Failures of one e-mail from one client since that client's last success there, inside the window; stored in
 * the database so instances share them. Another client's failures never count: no one elsewhere locks the owner out.
 */
export async function recentFailures(db: Db, email: string, client: string): Promise<number> {
  const windowStart = new Date(Date.now() - LOGIN_WINDOW_MINUTES * 60_000);
  const fromClient = and(eq(loginAttempts.email, email), eq(loginAttempts.client, client));
  const [lastSuccess] = await db
    .select({ at: loginAttempts.createAt })
    .from(loginAttempts)
    .where(and(fromClient, eq(loginAttempts.succeeded, true), gt(loginAttempts.createAt, windowStart)))
    .orderBy(desc(loginAttempts.createAt))
    .limit(1);
  const since = lastSuccess && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [row] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(and(fromClient, eq(loginAttempts.succeeded, false), gt(loginAttempts.createAt, since)));
  return Number(row?.n ?? 0);
}

/**
 * Whether the account has taken more failures than ASVS allows in the hour and this client is a stranger to it
 * (no success from it for LOGIN_KNOWN_CLIENT_DAYS): then only the clients it knows may still try.
 */
async function accountHeldFor(db: Db, email: string, client: string): Promise<boolean> {
  const [failures] = await db
    .select({ n: count() })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.succeeded, false),
        gt(loginAttempts.createAt, new Date(Date.now() - LOGIN_ACCOUNT_WINDOW_MINUTES * 60_000)),
      ),
    );
  if (Number(failures?.n ?? 0) < LOGIN_ACCOUNT_MAX_FAILURES) return false;
  const [known] = await db
    .select({ id: loginAttempts.id })
    .from(loginAttempts)
    .where(
      and(
        eq(loginAttempts.email, email),
        eq(loginAttempts.client, client),
        eq(loginAttempts.succeeded, true),
        gt(loginAttempts.createAt, new Date(Date.now() - LOGIN_KNOWN_CLIENT_DAYS * 86_400_000)),
      ),
    )
    .limit(1);
  return !known;
}

// A fixed hash to verify against when the e-mail is unknown, so timing does not reveal accounts.
let decoyHash: Promise<string> | null = null;

export async function login(db: Db, emailInput: string, password: string, idleHours: number, client: string): Promise<string> {
  const email = emailInput.trim().toLowerCase();
  if ((await recentFailures(db, email, client)) >= LOGIN_MAX_FAILURES) {
    throw new ApiError(429, apiEn["api.loginRateLimited"]);
  }
  if (await accountHeldFor(db, email, client)) throw new ApiError(429, apiEn["api.loginAccountRateLimited"]);
  const [user] = await db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  decoyHash ??= hashPassword(randomBytes(16).toString("hex"));
  const ok = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await decoyHash, password), false);
  await db.insert(loginAttempts).values({ email, succeeded: ok, client });
  if (!ok || !user) {
    // Failures older than a day and successes older than the known-client days no longer count: random e-mails must not pile up.
    await db
      .delete(loginAttempts)
      .where(
        or(
          and(eq(loginAttempts.succeeded, false), lt(loginAttempts.createAt, new Date(Date.now() - 86_400_000))),
          lt(loginAttempts.createAt, new Date(Date.now() - LOGIN_KNOWN_CLIENT_DAYS * 86_400_000)),
        ),
      );
    throw new ApiError(401, apiEn["api.loginInvalid"]);
  }
  return issueToken(db, user.id, idleHours);
}

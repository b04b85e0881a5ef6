import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/** Every setting comes from the environment; the README's configuration table lists them. */
export interface StoreConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  storeName: string;
  superAdminEmail?: string;
  superAdminPassword?: string;
  apiUrl?: string;
  tokenIdleHours: number;
  demoContent: boolean;
  logLevel: string;
  production: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): StoreConfig {
  const production = env.NODE_ENV === "production";
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? "0.0.0.0",
    dataDir: path.resolve(env.DATA_DIR ?? "./data"),
    databaseUrl: env.DATABASE_URL || undefined,
    storeName: env.STORE_NAME || "Yasmine",
    superAdminEmail: env.SUPER_ADMIN_EMAIL || undefined,
    superAdminPassword: env.SUPER_ADMIN_PASSWORD || undefined,
    apiUrl: env.API_URL || undefined,
    tokenIdleHours: Number(env.TOKEN_IDLE_HOURS ?? 12),
    demoContent: env.DEMO_CONTENT !== "false",
    logLevel: env.LOG_LEVEL ?? (production ? "info" : "debug"),
    production,
  };
}

/**
 * The cookie-signing secret: SESSION_SECRET when given, otherwise one generated
 * once and kept in DATA_DIR so sessions survive restarts.
 */
export function ensureSessionSecret(dataDir: string, env: NodeJS.ProcessEnv = process.env): string {
  if (env.SESSION_SECRET) return env.SESSION_SECRET;
  const file = path.join(dataDir, "session-secret");
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, randomBytes(32).toString("hex"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = fs.readFileSync(file, "utf8").trim();
  env.SESSION_SECRET = secret;
  return secret;
}

export function storeName(): string {
  return process.env.STORE_NAME || "Yasmine";
}

/** The secret that signs the session and banner cookies; production never falls back to a fixed one. */
export function cookieSecret(): string {
  if (process.env.SESSION_SECRET) return process.env.SESSION_SECRET;
  if (process.env.NODE_ENV === "production") throw new Error("SESSION_SECRET must be set in production");
  return "development-only-secret";
}

/**
 * The options every signed cookie of the store shares: out of reach of page
 * scripts, not sent on cross-site posts, and Secure in production unless the
 * store is deliberately served over plain HTTP (INSECURE_COOKIES=true).
 */
export function signedCookieOptions(name: string) {
  return {
    name,
    httpOnly: true,
    sameSite: "lax" as const,
    path: "/",
    secure: process.env.NODE_ENV === "production" && process.env.INSECURE_COOKIES !== "true",
    secrets: [cookieSecret()],
  };
}

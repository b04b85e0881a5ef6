/**
 * How many anonymous writes (and reads that cost the shop work) one client may send: the limits, their defaults
 * and the RATE_LIMITS setting.
 * The API counts them per client address in the database (app/models/rate-limits.server.ts), so that several
 * instances of the store count the same client.
 */

/**
 * What is counted: each anonymous write of the store, order tracking (which guesses could abuse), sign-in attempts
 * (any e-mail), and the shopper's invoice pages and PDFs (anyone holding a reference may ask for them again and again).
 */
export const RATE_LIMIT_BUCKETS = ["order", "message", "newsletter", "track", "login", "discount", "document", "alert"] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

export interface RateLimit {
  /** Requests allowed in one window. */
  max: number;
  windowSeconds: number;
}

export type RateLimits = Record<RateLimitBucket, RateLimit>;

/**
 * Generous enough that a family ordering from one home address (one public address behind its box) is never
 * refused, low enough that a script cannot empty the stock or flood the inbox: four orders in a second from one
 * client is fine, forty in an hour is not.
 */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  order: { max: 10, windowSeconds: 3600 },
  message: { max: 10, windowSeconds: 3600 },
  newsletter: { max: 10, windowSeconds: 3600 },
  track: { max: 30, windowSeconds: 600 },
  // Across every e-mail: a client trying a list of accounts is held here, the owner's own failures per e-mail below.
  login: { max: 30, windowSeconds: 600 },
  // Discount checks, every one of them: the cart checks its code again on each view and at checkout, so a
  // shopper looking at her cart a few times a minute stays well under it; a script guessing codes is held here.
  discount: { max: 60, windowSeconds: 600 },
  // A shopper opens her invoice and credit note in a language or two, as a page and as a PDF: a dozen requests.
  // Sixty in ten minutes leaves a family behind one address room to spare, and keeps a script that repeats the
  // request from taking a core (a PDF costs far more than a page when it is not kept yet).
  document: { max: 60, windowSeconds: 600 },
  // Back-in-stock requests: a shopper asks for a few sizes she wants; each request may write a confirmation
  // e-mail, so a script may not make the store write to many addresses.
  alert: { max: 10, windowSeconds: 3600 },
};

/**
 * The most rows the counts may take in the database. Each client and window is one row; a shop with a thousand
 * shoppers writing in an hour holds a few thousand. A client rotating through addresses would otherwise add
 * rows without end; past this bound the lightest counts go first (app/models/rate-limits.server.ts). About
 * 10 MB with its indexes.
 */
export const RATE_LIMIT_TABLE_MAX_ROWS = 50_000;

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86_400 } as const;

function isBucket(value: string): value is RateLimitBucket {
  return (RATE_LIMIT_BUCKETS as readonly string[]).includes(value);
}

/**
 * RATE_LIMITS: unset, the defaults; `off`, no limits (load tests, test suites that order many times from one
 * address); else the limits to change, such as `order=20/1h,track=60/10m` (count per window of s, m, h or d).
 * Anything else stops the start with a clear message.
 */
export function rateLimitsSetting(value: string | undefined): RateLimits | null {
  const text = value?.trim() ?? "";
  if (text === "") return DEFAULT_RATE_LIMITS;
  if (text.toLowerCase() === "off") return null;
  const limits: RateLimits = { ...DEFAULT_RATE_LIMITS };
  for (const entry of text.split(",")) {
    const match = /^\s*([a-z]+)\s*=\s*(\d{1,6})\s*\/\s*(\d{1,4})\s*([smhd])\s*$/.exec(entry);
    const windowSeconds = match ? Number(match[3]) * UNIT_SECONDS[match[4] as keyof typeof UNIT_SECONDS] : 0;
    if (!match || !isBucket(match[1]) || Number(match[2]) < 1 || windowSeconds < 1) {
      throw new Error(
        `RATE_LIMITS must be "off" or entries such as order=10/1h (limits: ${RATE_LIMIT_BUCKETS.join(", ")}; windows in s, m, h or d), got "${entry.trim()}"`,
      );
    }
    limits[match[1]] = { max: Number(match[2]), windowSeconds };
  }
  return limits;
}

/** Whole minutes to wait, as the refusal says them (at least one). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}

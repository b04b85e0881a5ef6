import { and, count, eq, lte, not, or, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { rateLimitHits } from "~/db/schema";
import { RATE_LIMIT_BUCKETS, type RateLimitBucket, type RateLimits } from "~/lib/rate-limits";

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends and the client may try again. */
  retryAfterSeconds: number;
}

export interface RateLimitHit {
  bucket: RateLimitBucket;
  /** Whom it counts: a client's key (app/client-address.server.ts). */
  subject: string;
  /** Every bucket's limit: the rows of each are kept exactly as long as its own window. */
  limits: RateLimits;
  /** The most rows the table may hold (RATE_LIMIT_TABLE_MAX_ROWS). */
  maxRows: number;
  now?: Date;
}

/** One hit in this many sweeps the windows that are over, so that no timer is needed and the table stays small. */
const SWEEP_EVERY = 200;
/**
 * A full table is brought down to this share of its bound, so that the clients after it find room again without
 * each paying for an eviction.
 */
const EVICT_DOWN_TO = 0.9;

/**
 * Counts one request of `subject` against its bucket's limit, in fixed windows: one atomic upsert, so
 * concurrent requests on any instance are each counted once. A fixed window may let a client send up to twice
 * the limit around a window's end; that is the price of one row per client and window.
 */
export async function countHit(db: Db, { bucket, subject, limits, maxRows, now = new Date() }: RateLimitHit): Promise<RateLimitVerdict> {
  const limit = limits[bucket];
  const windowMs = limit.windowSeconds * 1000;
  const windowStart = new Date(Math.floor(now.getTime() / windowMs) * windowMs);
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, subject, windowStart, hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.subject, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  // A count of one is a row this hit created: only then can the table have grown.
  if (row.hits === 1) await keepWithinBound(db, limits, maxRows, now, { bucket, subject, windowStart });
  else if (Math.random() * SWEEP_EVERY < 1) await sweepEndedWindows(db, limits, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: row.hits <= limit.max, retryAfterSeconds };
}

/**
 * Deletes the rows whose window is over, each bucket by its own window: a week's window (`order=5/7d`) keeps
 * its count for the whole week, and a ten-minute window is gone ten minutes later. Answers how many went.
 */
export async function sweepEndedWindows(db: Db, limits: RateLimits, now: Date = new Date()): Promise<number> {
  const ended = RATE_LIMIT_BUCKETS.map((bucket) =>
    and(eq(rateLimitHits.bucket, bucket), lte(rateLimitHits.windowStart, new Date(now.getTime() - limits[bucket].windowSeconds * 1000))),
  );
  const deleted = await db
    .delete(rateLimitHits)
    .where(or(...ended))
    .returning({ hits: rateLimitHits.hits });
  return deleted.length;
}

async function countRateLimitRows(db: Db): Promise<number> {
  const [{ rows }] = await db.select({ rows: count() }).from(rateLimitHits);
  return Number(rows);
}

/**
 * A client rotating through addresses adds a row with each one; the table must not grow with it. Past its
 * bound, the windows that are over go first. If the table is still full, the rows with the fewest hits go,
 * the oldest of those first: a client that was counted once loses one hit of its count, while a client close
 * to or over its limit (the one a limit is for) keeps its count until every lighter row is gone. New clients
 * are therefore always counted and served: refusing them would let the rotation shut the shop's orders and
 * staff sign-ins to everyone it has not seen yet. The row just created is never the one evicted.
 */
async function keepWithinBound(
  db: Db,
  limits: RateLimits,
  maxRows: number,
  now: Date,
  created: { bucket: RateLimitBucket; subject: string; windowStart: Date },
): Promise<void> {
  let rows = await countRateLimitRows(db);
  if (rows <= maxRows) return;
  rows -= await sweepEndedWindows(db, limits, now);
  if (rows <= maxRows) return;
  const excess = rows - Math.floor(maxRows * EVICT_DOWN_TO);
  const lightest = db
    .select({ bucket: rateLimitHits.bucket, subject: rateLimitHits.subject, windowStart: rateLimitHits.windowStart })
    .from(rateLimitHits)
    .where(
      not(
        and(
          eq(rateLimitHits.bucket, created.bucket),
          eq(rateLimitHits.subject, created.subject),
          eq(rateLimitHits.windowStart, created.windowStart),
        )!,
      ),
    )
    .orderBy(rateLimitHits.hits, rateLimitHits.windowStart)
    .limit(excess);
  await db
    .delete(rateLimitHits)
    .where(sql`(${rateLimitHits.bucket}, ${rateLimitHits.subject}, ${rateLimitHits.windowStart}) in (${lightest})`);
}

import { lt, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { rateLimitHits } from "~/db/schema";
import type { RateLimit, RateLimitBucket } from "~/lib/rate-limits";

export interface RateLimitVerdict {
  allowed: boolean;
  /** Seconds until the window ends and the client may try again. */
  retryAfterSeconds: number;
}

/** Windows older than this are of no use to any limit and are swept away. */
const KEEP_WINDOWS_SECONDS = 2 * 86_400;
/** One hit in this many sweeps the old windows, so that no timer is needed and the table stays small. */
const SWEEP_EVERY = 200;

/**
 * Counts one request of `subject` (a client address) against a limit, in fixed windows: one atomic upsert, so
 * concurrent requests on any instance are each counted once. A fixed window may let a client send up to twice
 * the limit around a window's end; that is the price of one row per client and window.
 */
export async function countHit(
  db: Db,
  bucket: RateLimitBucket,
  subject: string,
  limit: RateLimit,
  now: Date = new Date(),
): Promise<RateLimitVerdict> {
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
  if (Math.random() * SWEEP_EVERY < 1) {
    await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, new Date(now.getTime() - KEEP_WINDOWS_SECONDS * 1000)));
  }
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart.getTime() + windowMs - now.getTime()) / 1000));
  return { allowed: row.hits <= limit.max, retryAfterSeconds };
}

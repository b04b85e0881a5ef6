import type { Context, MiddlewareHandler } from "hono";
import type { ZodTypeAny } from "zod";
import { clientKeyOf } from "~/client-address.server";
import { sayApi } from "~/lib/api-messages.server";
import { minutesToWait, type RateLimitBucket } from "~/lib/rate-limits";
import { countHit, peekHits } from "~/models/rate-limits.server";
import { errorBody } from "./errors";
import { readJson } from "./request";
import type { ApiEnv } from "./types";

/** Without an address from the server (a test calling the API directly), every such call is one client. */
const UNKNOWN_CLIENT = "unknown";

/** The client's address as the server gave it with the call. */
export function clientOf(c: Context<ApiEnv>): string {
  return c.env?.clientAddress || UNKNOWN_CLIENT;
}

/** What a route counts against its limit: every request, or only the misses its handler reports (countMiss). */
export type RateLimitCount = "every" | "misses";

function refuse(c: Context<ApiEnv>, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json(errorBody(429, [sayApi.rateLimited(minutesToWait(retryAfterSeconds))]), 429);
}

/**
 * Counts the request against its per-client limit, and refuses it with 429 and Retry-After beyond it. A body the
 * route would refuse is refused first (400 or 415) and not counted: it writes nothing and reads nothing, so it
 * costs less than its count would, and a stream of them must not fill the table of counts with new clients.
 * With `counts: "misses"` the request is only refused once the client's misses reached the limit; the handler
 * counts a miss itself (countMiss), so a shopper who looks again at a code that exists is never held back.
 */
export function limitRate(bucket: RateLimitBucket, body?: ZodTypeAny, counts: RateLimitCount = "every"): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const config = c.get("config");
    const limits = config.rateLimits;
    if (!limits) return next();
    // The body is kept by the request, so the handler reads it again for nothing.
    if (body) await readJson(c, body);
    const subject = clientKeyOf(clientOf(c));
    const verdict =
      counts === "misses"
        ? await peekHits(c.get("db"), { bucket, subject, limits })
        : await countHit(c.get("db"), { bucket, subject, limits, maxRows: config.rateLimitTableRows });
    if (!verdict.allowed) return refuse(c, verdict.retryAfterSeconds);
    await next();
  };
}

/** Counts one miss of the client against a bucket whose route counts only misses (limitRate's `counts`). */
export async function countMiss(c: Context<ApiEnv>, bucket: RateLimitBucket): Promise<void> {
  const config = c.get("config");
  if (!config.rateLimits) return;
  await countHit(c.get("db"), { bucket, subject: clientKeyOf(clientOf(c)), limits: config.rateLimits, maxRows: config.rateLimitTableRows });
}

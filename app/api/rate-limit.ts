import type { Context, MiddlewareHandler } from "hono";
import type { ZodTypeAny } from "zod";
import { clientKeyOf } from "~/client-address.server";
import { sayApi } from "~/lib/api-messages.server";
import { minutesToWait, type RateLimitBucket } from "~/lib/rate-limits";
import { countHit } from "~/models/rate-limits.server";
import { errorBody } from "./errors";
import { readJson } from "./request";
import type { ApiEnv } from "./types";

/** Without an address from the server (a test calling the API directly), every such call is one client. */
const UNKNOWN_CLIENT = "unknown";

/** The client's address as the server gave it with the call. */
export function clientOf(c: Context<ApiEnv>): string {
  return c.env?.clientAddress || UNKNOWN_CLIENT;
}

function refuse(c: Context<ApiEnv>, retryAfterSeconds: number) {
  c.header("Retry-After", String(retryAfterSeconds));
  return c.json(errorBody(429, [sayApi.rateLimited(minutesToWait(retryAfterSeconds))]), 429);
}

/**
 * Counts the request against its per-client limit before any work is done, and refuses it with 429 and
 * Retry-After beyond it. The count is one atomic upsert (countHit), so a burst of concurrent requests, on one
 * instance or many, is counted request by request: none can read the count before the others are counted. A body
 * the route would refuse is refused first (400 or 415) and not counted: it writes nothing and reads nothing, so it
 * costs less than its count would, and a stream of them must not fill the table of counts with new clients.
 */
export function limitRate(bucket: RateLimitBucket, body?: ZodTypeAny): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const config = c.get("config");
    const limits = config.rateLimits;
    if (!limits) return next();
    // The body is kept by the request, so the handler reads it again for nothing.
    if (body) await readJson(c, body);
    const subject = clientKeyOf(clientOf(c));
    const verdict = await countHit(c.get("db"), { bucket, subject, limits, maxRows: config.rateLimitTableRows });
    if (!verdict.allowed) return refuse(c, verdict.retryAfterSeconds);
    await next();
  };
}

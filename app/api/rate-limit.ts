import type { Context, MiddlewareHandler } from "hono";
import { sayApi } from "~/lib/api-messages.server";
import { minutesToWait, type RateLimitBucket } from "~/lib/rate-limits";
import { countHit } from "~/models/rate-limits.server";
import { errorBody } from "./errors";
import type { ApiEnv } from "./types";

/** Without an address from the server (a test calling the API directly), every such call is one client. */
const UNKNOWN_CLIENT = "unknown";

/** The client's address as the server gave it with the call. */
export function clientOf(c: Context<ApiEnv>): string {
  return c.env?.clientAddress || UNKNOWN_CLIENT;
}

/** Counts the request against its per-client limit, and refuses it with 429 and Retry-After beyond it. */
export function limitRate(bucket: RateLimitBucket): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const limit = c.get("config").rateLimits?.[bucket];
    if (!limit) return next();
    const verdict = await countHit(c.get("db"), bucket, clientOf(c), limit);
    if (!verdict.allowed) {
      c.header("Retry-After", String(verdict.retryAfterSeconds));
      return c.json(errorBody(429, [sayApi.rateLimited(minutesToWait(verdict.retryAfterSeconds))]), 429);
    }
    await next();
  };
}

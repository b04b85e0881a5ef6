import type { Context } from "hono";
import { asc, count, desc, type AnyColumn, type SQL } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "~/db/connection";
import { z, type ZodTypeAny } from "zod";
import { isDay } from "~/lib/days";
import { ID_MAX, LIST_LIMIT_MAX, SKIP_TOTAL_PREFERENCE } from "~/lib/limits";
import { sayInvalid } from "~/lib/validation-messages";
import { apiEn, sayApi } from "~/lib/api-messages.server";
import { ApiError, validationError } from "./errors";

/** Reads a JSON body and validates it: 415 for another content type, 400 for bad JSON or bad fields. */
export async function readJson<S extends ZodTypeAny>(c: Context, schema: S): Promise<z.output<S>> {
  const type = c.req.header("content-type") ?? "";
  if (!/^application\/(.+\+)?json\b/i.test(type)) throw new ApiError(415, apiEn["api.unsupportedMediaType"]);
  let body: unknown;
  const text = await c.req.text();
  // PostgreSQL text cannot hold NUL; refusing it here keeps it a 400 rather than a database error.
  if (text.includes("\\u0000") || text.includes("\0")) throw new ApiError(400, apiEn["api.nulCharacter"]);
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, apiEn["api.badJson"]);
  }
  const result = schema.safeParse(body);
  if (!result.success) throw validationError(result.error);
  return result.data as z.output<S>;
}

export function parseId(c: Context, name = "id"): number {
  const raw = c.req.param(name) ?? "";
  if (!/^\d{1,10}$/.test(raw) || Number(raw) < 1 || Number(raw) > ID_MAX) {
    throw new ApiError(400, apiEn["api.invalidId"]);
  }
  return Number(raw);
}

export function notFound(): ApiError {
  return new ApiError(404, apiEn["api.notFound"]);
}

export const optionalInt = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d+$/, sayInvalid.wholeNumber(field))
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${field} must be between ${min} and ${max}`)
    .optional();

/** The paging and ordering every list accepts; without them a list is the whole of it, oldest first. */
export const listQuerySchema = z.object({
  limit: optionalInt("limit", 0, LIST_LIMIT_MAX),
  offset: optionalInt("offset", 0, 1_000_000_000),
  sort: z.enum(["newest", "oldest"], { errorMap: () => ({ message: sayInvalid.oneOf("sort", ["newest", "oldest"]) }) }).optional(),
  q: z.string().max(100, sayInvalid.maxLength("q", 100)).optional(),
});

export function readQuery<S extends ZodTypeAny>(c: Context, schema: S): z.output<S> {
  const query = c.req.query();
  if (Object.values(query).some((v) => v.includes("\0"))) throw new ApiError(400, apiEn["api.nulCharacter"]);
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data as z.output<S>;
}

/**
 * Sends a list's row count as X-Total-Count, unless the client prefers no total:
 * on a large catalogue counting every matching row costs more than reading the page.
 */
export async function sendTotal(c: Context, db: Db, table: PgTable, condition: SQL | undefined): Promise<void> {
  await sendCount(c, async () => (await db.select({ total: count() }).from(table).where(condition))[0].total);
}

/** sendTotal for a list whose rows are counted by a query of its own (a join, for example). */
export async function sendCount(c: Context, countRows: () => Promise<number>): Promise<void> {
  const preferences = (c.req.header("Prefer") ?? "")
    .toLowerCase()
    .split(/[,;]/)
    .map((p) => p.trim());
  if (preferences.includes(SKIP_TOTAL_PREFERENCE)) {
    c.header("Preference-Applied", SKIP_TOTAL_PREFERENCE);
    return;
  }
  c.header("X-Total-Count", String(await countRows()));
}

type ListQuery = z.output<typeof listQuerySchema>;

/** Oldest first unless `sort=newest`; the id breaks ties between rows created in the same instant. */
export function listOrder(query: ListQuery, createdAt: AnyColumn, id: AnyColumn) {
  return query.sort === "newest" ? [desc(createdAt), desc(id)] : [asc(createdAt), asc(id)];
}

/** Without `limit` a list is the whole of it, as the spec's clients expect. */
export function listPage(query: Pick<ListQuery, "limit" | "offset">) {
  return { limit: query.limit ?? 1_000_000, offset: query.offset ?? 0 };
}

/** A day of a date filter, `YYYY-MM-DD` (what "a day" is: app/lib/days.ts). */
export function dayParam(field: "from" | "to", meaning: string) {
  return z
    .string()
    .refine(isDay, sayApi.dayFormat(field))
    .optional()
    .describe(`${meaning}: a day written YYYY-MM-DD (a UTC day, as the back office prints dates)`);
}

/** A day range checked as a whole: `from` after `to` is refused, never an empty answer. */
export function checkDayRange<Q extends { from?: string; to?: string }>(query: Q): Q {
  if (query.from && query.to && query.from > query.to) throw new ApiError(400, apiEn["api.dayRangeReversed"]);
  return query;
}

/**
 * The body as a multipart form: 415 when it is not one, 400 when it cannot be read. A route may say both in its
 * own words (the stock file's sentence names the file it expects).
 */
export async function readMultipartForm(
  c: Context,
  messages: { notMultipart: string; unreadable: string } = {
    notMultipart: "The upload must be sent as multipart/form-data",
    unreadable: "The upload could not be read",
  },
): Promise<FormData> {
  if (!/^multipart\/form-data/i.test(c.req.header("content-type") ?? "")) throw new ApiError(415, messages.notMultipart);
  try {
    return await c.req.raw.formData();
  } catch {
    throw new ApiError(400, messages.unreadable);
  }
}

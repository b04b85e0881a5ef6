import type { MiddlewareHandler } from "hono";
import { auditEntryAnswer } from "./answer-schemas";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { auditLog } from "~/db/schema";
import { AUDIT_KINDS, AUDIT_PAGE_SIZE, type AuditKind } from "~/lib/audit";
import { auditExportColumns } from "~/lib/exports.server";
import { ID_MAX } from "~/lib/limits";
import { sayInvalid } from "~/lib/validation-messages";
import { auditChanges, auditCondition, auditExportBatch, auditSnapshot, readAuditLog } from "~/models/audit.server";
import { csvExport } from "./csv-export";
import { checkDayRange, dayParam, listPage, listQuerySchema, optionalInt, readQuery, sendTotal } from "./request";
import type { ApiRouter } from "./router";
import { clientOf } from "./rate-limit";
import type { Method } from "./router";
import type { ApiEnv } from "./types";

/** What a staff route writes, by its path: uploads are media, signing out ends a session. */
export function auditKindOf(path: string): AuditKind {
  if (path.endsWith("/upload") || path.startsWith("/media")) return "media";
  const first = path.split("/")[1];
  const kinds: Record<string, AuditKind> = {
    products: "product",
    posts: "post",
    orders: "order",
    shipping: "shipping",
    messages: "message",
    users: "user",
    auth: "session",
    discounts: "discount",
    stock: "stock",
  };
  const kind = kinds[first];
  if (!kind) throw new Error(`No audit kind for the staff route ${path}: add it to auditKindOf`);
  return kind;
}

/** A write that answered an error is undone, with its audit entry never written. */
class RefusedWrite extends Error {}

/** The id a created record was answered with, for the entry's target. */
async function answeredId(response: Response): Promise<number | null> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return null;
  const body = (await response
    .clone()
    .json()
    .catch(() => null)) as { id?: unknown } | null;
  return typeof body?.id === "number" ? body.id : null;
}

/**
 * Every staff write runs in one transaction with its audit entry: who (the signed-in account, kept by name
 * too, so deleting the account leaves the entry whole), when, from which client, which route, and the fields
 * before and after. A write answered with an error is rolled back and leaves no entry; a successful one always
 * leaves exactly one.
 */
export function auditWrite(method: Method, path: string): MiddlewareHandler<ApiEnv> {
  const kind = auditKindOf(path);
  const action = `${method} ${path}`;
  return async (c, next) => {
    const db = c.get("db");
    const user = c.get("user");
    if (!user) return next();
    const paramId = Number(c.req.param("id"));
    // An id the database cannot hold is left to the handler, which refuses it.
    const targetId = Number.isInteger(paramId) && paramId > 0 && paramId <= ID_MAX ? paramId : null;
    try {
      await db.transaction(async (tx) => {
        const scoped = tx as unknown as Db;
        c.set("db", scoped);
        const before = await auditSnapshot(scoped, kind, targetId);
        await next();
        // A dry run answers 200 but wrote nothing: rolled back like a refusal, it leaves no entry either.
        if (c.error || c.res.status >= 400 || c.get("wroteNothing")) throw new RefusedWrite();
        const id = targetId ?? (await answeredId(c.res));
        const after = await auditSnapshot(scoped, kind, id);
        const changes = auditChanges(before, after);
        await scoped.insert(auditLog).values({
          userId: user.id,
          actor: user.username,
          role: user.role,
          client: clientOf(c),
          action,
          kind,
          targetId: id === null ? null : String(id),
          before: changes.before,
          after: c.get("auditSummary") ?? changes.after ?? (kind === "session" || kind === "media" ? { status: c.res.status } : null),
        });
      });
    } catch (error) {
      if (!(error instanceof RefusedWrite)) throw error;
    } finally {
      c.set("db", db);
    }
  };
}

/** The audit log's filters: a person (account id), a kind of record, and days. */
const auditFilterQuery = z.object({
  q: listQuerySchema.shape.q,
  userId: optionalInt("userId", 1, ID_MAX),
  kind: z.enum(AUDIT_KINDS, { errorMap: () => ({ message: sayInvalid.oneOf("kind", AUDIT_KINDS) }) }).optional(),
  from: dayParam("from", "Entries written on this day or later"),
  to: dayParam("to", "Entries written on this day or earlier"),
});
const auditListQuery = listQuerySchema.pick({ limit: true, offset: true }).merge(auditFilterQuery);

/** Super admins read the log, filtered and paged, or as a CSV file. No route writes, edits or deletes it. */
export function auditRoutes(router: ApiRouter) {
  router
    .add(
      "GET",
      "/audit",
      {
        tag: "audit",
        summary: "The audit log of staff writes, newest first, filtered by person (userId), kind and days",
        query: auditListQuery,
        response: z.array(auditEntryAnswer),
      },
      async (c) => {
        const query = checkDayRange(readQuery(c, auditListQuery));
        const condition = auditCondition(query);
        const page = listPage({ limit: query.limit ?? AUDIT_PAGE_SIZE, offset: query.offset });
        const db = c.get("db");
        await sendTotal(c, db, auditLog, condition);
        return c.json(await readAuditLog(db, query, page));
      },
    )
    .add(
      "GET",
      "/audit/export",
      {
        tag: "audit",
        summary: "The audit log with the same filters as a CSV file streamed oldest first (UTF-8 with a BOM, CRLF)",
        query: auditFilterQuery,
        csv: true,
      },
      async (c) => {
        const condition = auditCondition(checkDayRange(readQuery(c, auditFilterQuery)));
        return csvExport("audit", auditExportColumns, (after) => auditExportBatch(c.get("db"), condition, after));
      },
    );
}

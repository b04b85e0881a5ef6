import type { Handler, Hono, MiddlewareHandler } from "hono";
import type { ZodTypeAny } from "zod";
import type { RateLimitBucket } from "~/lib/rate-limits";
import { auditWrite } from "./audit";
import { requireAccess } from "./auth";
import { operationIds } from "./operation-ids";
import { changesStorefrontPages, forgetPagesAfterSuccess } from "./page-changes";
import { limitRate } from "./rate-limit";
import { accessOf, type Access } from "./permissions";
import type { ApiEnv } from "./types";

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export interface RouteDoc {
  summary: string;
  tag: string;
  body?: ZodTypeAny;
  query?: ZodTypeAny;
  /** Multipart upload: the form field carrying the files. */
  fileField?: string;
  /** Other fields of the multipart form, beside the file field: binary ones are files. */
  formFields?: Record<string, { description: string; binary?: boolean }>;
  /** Status of the success answer. */
  status?: number;
  /** The success answer's body, when documented (a product, a list of posts…). */
  response?: ZodTypeAny;
  /** The answer's texts follow `?lang=` or Accept-Language, and Content-Language says which. */
  localized?: boolean;
  /** The per-client limit this route counts against (answers 429 with Retry-After beyond it). */
  rateLimit?: RateLimitBucket;
  /** The answer is a CSV file (app/api/csv-export.ts), not JSON. */
  csv?: boolean;
  /** The answer is a stored image (any image type), with an ETag: 304 when If-None-Match holds it. */
  image?: boolean;
  /** The answer is an HTML page. */
  html?: boolean;
}

export interface RouteInfo {
  method: Method;
  path: string;
  access: Access;
  doc: RouteDoc;
}

/**
 * Registers routes under /api, each guarded by its row of the permission table.
 * A route missing from the table cannot be registered at all.
 */
export class ApiRouter {
  readonly routes: RouteInfo[] = [];
  constructor(private readonly app: Hono<ApiEnv>) {}

  add(method: Method, path: string, doc: RouteDoc, handler: Handler<ApiEnv>): this {
    const access = accessOf(`${method} ${path}`);
    if (!access) throw new Error(`API route ${method} ${path} is missing from the permission table`);
    if (!operationIds[`${method} ${path}`]) throw new Error(`API route ${method} ${path} has no operationId in app/api/operation-ids.ts`);
    const changesPages = method !== "GET" && changesStorefrontPages(`${method} ${path}`);
    if (method !== "GET" && changesPages === undefined) {
      throw new Error(`API route ${method} ${path} is missing from the table of writes that change the pages (app/api/page-changes.ts)`);
    }
    this.routes.push({ method, path, access, doc });
    const guards: MiddlewareHandler<ApiEnv>[] = [];
    // Outermost: the pages are forgotten after the write's transaction (and its audit entry) is committed.
    if (changesPages) guards.push(forgetPagesAfterSuccess());
    guards.push(requireAccess(access));
    if (doc.rateLimit) guards.push(limitRate(doc.rateLimit, doc.body));
    // Every staff write, and only those, leaves one audit entry in its own transaction.
    if (access !== "public" && method !== "GET") guards.push(auditWrite(method, path));
    this.app.on(method, [path], ...guards, handler);
    return this;
  }
}

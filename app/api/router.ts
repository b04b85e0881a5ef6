import type { Handler, Hono } from "hono";
import type { ZodTypeAny } from "zod";
import { requireAccess } from "./auth";
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
  /** Status of the success answer. */
  status?: number;
  /** The success answer's body, when documented (a product, a list of posts…). */
  response?: ZodTypeAny;
  /** The answer's texts follow `?lang=` or Accept-Language, and Content-Language says which. */
  localized?: boolean;
  /** The answer is a CSV file (app/api/csv-export.ts), not JSON. */
  csv?: boolean;
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
    this.routes.push({ method, path, access, doc });
    this.app.on(method, path, requireAccess(access), handler);
    return this;
  }
}

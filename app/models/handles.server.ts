/**
 * Products' handles in the database (app/lib/handle.ts for the rules, docs/decisions/051): a free one made from a
 * name, and a handle staff or a file give, refused when another product holds it.
 */
import { and, eq, ne, or, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { products } from "~/db/schema";
import { sayApi } from "~/lib/api-messages.server";
import { handleBase, handleCandidate } from "~/lib/handle";
import { conflict, uniqueViolationOf } from "./errors";

/** The first free handle a name gives, beside the handles already handed out in this write (an import's). */
export async function freeHandle(db: Db, name: string, handedOut: ReadonlySet<string> = new Set()): Promise<string> {
  const base = handleBase(name);
  const rows = await db
    .select({ handle: products.handle })
    .from(products)
    .where(or(eq(products.handle, base), sql`${products.handle} like ${`${base}-%`}`));
  const taken = new Set([...handedOut, ...rows.map((row) => row.handle)]);
  for (let n = 1; ; n++) {
    const candidate = handleCandidate(base, n);
    if (!taken.has(candidate)) return candidate;
  }
}

/** Refuses a handle that another product than `productId` (none, for a new product) already holds. */
export async function checkHandleFree(db: Db, handle: string, productId: number | null = null): Promise<void> {
  const [holder] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.handle, handle), productId === null ? undefined : ne(products.id, productId)))
    .limit(1);
  if (holder) throw conflict(sayApi.handleTaken(handle));
}

/** Whether an error is the database refusing a duplicate handle (two saves racing for one). */
export function isDuplicateHandle(error: unknown): boolean {
  return (uniqueViolationOf(error) ?? "").includes("products_handle_idx");
}

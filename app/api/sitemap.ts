import { asc, count, gt, max } from "drizzle-orm";
import { sitemapEntryAnswer, sitemapSummaryAnswer } from "./answer-schemas";
import { z } from "zod";
import type { Db } from "~/db/connection";
import { posts, products } from "~/db/schema";
import { SITEMAP_CHUNK_MAX } from "~/lib/limits";
import { sayInvalid } from "~/lib/validation-messages";
import type { SitemapEntry, SitemapSummary } from "~/lib/types";
import { notFound, readQuery } from "./request";
import type { ApiRouter } from "./router";

const wholeNumber = (field: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,10}$/, sayInvalid.wholeNumber(field))
    .transform(Number)
    .refine((n) => n >= min && n <= max, `${field} must be between ${min} and ${max}`);

/**
 * Pages through ids in order: `after` is the last id already read (cheap on the
 * primary key at any size), `offset` skips that many more, `limit` caps the answer.
 */
export const sitemapEntriesQuery = z.object({
  after: wholeNumber("after", 0, 2_147_483_647).optional(),
  offset: wholeNumber("offset", 0, 1_000_000_000).optional(),
  limit: wholeNumber("limit", 1, SITEMAP_CHUNK_MAX).optional(),
});

const tables = { products, posts } as const;
export const sitemapKinds = Object.keys(tables) as (keyof typeof tables)[];

const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** Counts and last changes, in one pass over each table: enough to lay out the sitemap without reading it. */
async function summary(db: Db): Promise<SitemapSummary> {
  const groups = await db
    .select({ type: products.type, category: products.category, count: count(), updatedAt: max(products.updateAt) })
    .from(products)
    .groupBy(products.type, products.category)
    .orderBy(products.type, products.category);
  const [postTotals] = await db.select({ count: count(), updatedAt: max(posts.updateAt) }).from(posts);
  const categories = groups.map((g) => ({ type: g.type, category: g.category, count: Number(g.count), updatedAt: isoOrNull(g.updatedAt) }));
  const productsUpdatedAt = categories.reduce<string | null>(
    (latest, g) => (g.updatedAt && (!latest || g.updatedAt > latest) ? g.updatedAt : latest),
    null,
  );
  return {
    products: { count: categories.reduce((sum, g) => sum + g.count, 0), updatedAt: productsUpdatedAt },
    posts: { count: Number(postTotals?.count ?? 0), updatedAt: isoOrNull(postTotals?.updatedAt ?? null) },
    categories,
  };
}

async function entries(db: Db, kind: keyof typeof tables, query: z.output<typeof sitemapEntriesQuery>): Promise<SitemapEntry[]> {
  const table = tables[kind];
  const rows = await db
    .select({ id: table.id, updateAt: table.updateAt })
    .from(table)
    .where(query.after === undefined ? undefined : gt(table.id, query.after))
    .orderBy(asc(table.id))
    .limit(query.limit ?? SITEMAP_CHUNK_MAX)
    .offset(query.offset ?? 0);
  return rows.map((row) => ({ id: row.id, updateAt: row.updateAt.toISOString() }));
}

export function sitemapRoutes(router: ApiRouter) {
  router
    .add(
      "GET",
      "/sitemap",
      {
        tag: "sitemap",
        summary: "Counts and last changes of products (per type and category) and posts, for the sitemap",
        response: sitemapSummaryAnswer,
      },
      async (c) => c.json(await summary(c.get("db"))),
    )
    .add(
      "GET",
      "/sitemap/:kind",
      {
        tag: "sitemap",
        summary: `Ids and update times of products or posts, by id; at most ${SITEMAP_CHUNK_MAX} an answer (after = last id read)`,
        query: sitemapEntriesQuery,
        response: z.array(sitemapEntryAnswer),
      },
      async (c) => {
        const kind = c.req.param("kind") ?? "";
        if (!(sitemapKinds as string[]).includes(kind)) throw notFound();
        const query = readQuery(c, sitemapEntriesQuery);
        return c.json(await entries(c.get("db"), kind as keyof typeof tables, query));
      },
    );
}

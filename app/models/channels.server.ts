/**
 * The Sales channels screen (docs/decisions/054): the feeds' addresses, what they hold, and each product a platform
 * would leave out, refuse or warn about, and why.
 *
 * Every problem of app/lib/feeds.ts (`feedProblems`, whose table keeps each one's severity) is written here once, as
 * one SQL condition on a row of `products`; the counts and the paged list both use them, so that a catalogue of
 * 100,000 products is counted and paged by the database and never read whole into memory. The API suite proves that
 * these conditions leave out exactly the products `leftOutReason` leaves out, and flag what `feedItemsOf` would
 * write (tests/api/channels.test.ts).
 */
import { asc, count, eq, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "~/db/connection";
import { media, productColors, productImages, productSizes, products } from "~/db/schema";
import {
  FEED_FORMATS,
  FEED_LIMITS,
  FEED_PROBLEMS,
  feedPath,
  feedProblems,
  googleProductCategories,
  type FeedFormat,
  type FeedProblem,
} from "~/lib/feeds";
import { LOCALES, type Locale } from "~/lib/i18n";
import { everySize, ONE_SIZE, sizeLabel } from "~/lib/sizes";
import { translate } from "~/lib/texts.server";

/** A constant of this module as an SQL string literal (never a value from a request). */
const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/** A column of a table read under an alias in a subquery: `pic."product_id"`. */
const col = (alias: string, column: AnyPgColumn) => sql.raw(`${alias}.${JSON.stringify(column.name)}`);

/** The pairs of googleProductCategories as an SQL VALUES list: a (type, category) outside it has no Google category. */
const MAPPED_CATEGORIES = sql.raw(
  `(values ${Object.entries(googleProductCategories)
    .flatMap(([type, categories]) => Object.keys(categories).map((category) => `(${literal(type)}, ${literal(category)})`))
    .join(", ")})`,
);

/** Each size code with its English label as the feeds write it (sizeLabel: letters in capitals, kids' ages and one size through the texts). */
const ENGLISH_SIZE_LABELS = everySize.map((size) => [size, sizeLabel(size, (id, params) => translate("en", id, params))] as const);

/** A size's English label in SQL; a code outside the sets (the API and imports store none) is counted in capitals. */
const sizeLabelSql = (size: SQL) =>
  sql`coalesce(case ${size} ${sql.raw(ENGLISH_SIZE_LABELS.map(([code, label]) => `when ${literal(code)} then ${literal(label)}`).join(" "))} end, upper(${size}))`;

/** Characters of feedTitle's " – " before the colour and before the size. */
const SEPARATOR = sql.raw(String([..." – "].length));
const TITLE_MAX = sql.raw(String(FEED_LIMITS.titleMax));
const PICTURE_MIN = sql.raw(String(FEED_LIMITS.pictureMinPixels));
const LONGEST_KNOWN_LABEL = sql.raw(String(Math.max(...ENGLISH_SIZE_LABELS.map(([, label]) => [...label].length))));

const pictureOfProduct = sql`${col("pic", productImages.productId)} = ${products.id}`;
const sizeOfProduct = sql`${col("fv", productSizes.productId)} = ${products.id}`;

/**
 * The conditions, each true of a product that has the problem and never null. Lengths are counted in characters,
 * as JavaScript's `[...text].length` counts them (PostgreSQL's char_length counts code points).
 */
export const problemConditions: Record<FeedProblem, SQL> = {
  // leftOutReason: staff keep it out.
  not_in_feeds: sql`not ${products.inFeeds}`,
  // leftOutReason: no colour of it has a picture.
  no_picture: sql`not exists (select 1 from ${productImages} pic where ${pictureOfProduct})`,
  // leftOutReason: a price of 0.
  zero_price: sql`${products.price} = 0`,
  // A picture measured under the platforms' least size, on either side; a picture not yet measured (null) is not counted.
  small_picture: sql`exists (select 1 from ${productImages} pic join ${media} pic_media on ${col("pic_media", media.name)} = ${col("pic", productImages.url)}
    where ${pictureOfProduct} and (${col("pic_media", media.width)} < ${PICTURE_MIN} or ${col("pic_media", media.height)} < ${PICTURE_MIN}))`,
  // The English description as plain text is empty. An approximation of htmlToPlainText (app/lib/sanitize.server.ts):
  // nothing but tags, white space and no-break spaces (as a character or an entity). "<p><br></p>", what an emptied
  // editor keeps, is empty. One anchored match, which stops at the first character of a real text.
  empty_description: sql`${products.description} ~* ${sql.raw(literal(String.raw`^(<[^>]*>|&nbsp;|&#0*160;|&#x0*a0;|\s|\u00a0)*$`))}`,
  // A sale price (the price) at or above the price before the sale: the platforms refuse the item.
  sale_not_below: sql`${products.compareAtPrice} is not null and ${products.compareAtPrice} <= ${products.price}`,
  // feedTitle's whole title of the product's longest item, in English, before it is cut: the name, " – " and the
  // colour's name (a product without colours has none), then " – " and the size's label when the product comes in
  // sizes (some size other than one size). A product without variants has no item, so no title. The first test is a
  // bound worked out once per query (the longest colour name and size code of the catalogue): with names of a normal
  // length it is false, and no product's variants are read.
  long_title: sql`(char_length(${products.name}) + ${SEPARATOR} + ${SEPARATOR}
      + (select coalesce(max(char_length(${productColors.name})), 0) from ${productColors})
      + greatest(${LONGEST_KNOWN_LABEL}, (select coalesce(max(char_length(${productSizes.size})), 0) from ${productSizes})) > ${TITLE_MAX}
    and coalesce(char_length(${products.name}) + (
      select case when bool_or(${col("fv", productSizes.size)} <> ${sql.raw(literal(ONE_SIZE))})
          then max(coalesce(${SEPARATOR} + char_length(${col("fv_color", productColors.name)}), 0) + ${SEPARATOR} + char_length(${sizeLabelSql(col("fv", productSizes.size))}))
          else max(coalesce(${SEPARATOR} + char_length(${col("fv_color", productColors.name)}), 0))
        end
      from ${productSizes} fv join ${productColors} fv_color on ${col("fv_color", productColors.id)} = ${col("fv", productSizes.colorId)}
      where ${sizeOfProduct}
    ) > ${TITLE_MAX}, false))`,
  // Sent as the store's name.
  no_brand: sql`${products.brand} is null`,
  // Some variant without a barcode: its item says identifier_exists no.
  no_gtin: sql`exists (select 1 from ${productSizes} fv where ${sizeOfProduct} and ${col("fv", productSizes.barcode)} is null)`,
  // googleProductCategoryOf answers null.
  unmapped_category: sql`(${products.type}, ${products.category}) not in ${MAPPED_CATEGORIES}`,
};

/** How dear each condition is to work out, roughly: an OR of them is written cheapest first, and stops at the first that holds. */
const COST: Record<FeedProblem, number> = {
  not_in_feeds: 0,
  zero_price: 0,
  no_brand: 0,
  sale_not_below: 0,
  unmapped_category: 1,
  empty_description: 2,
  no_picture: 3,
  no_gtin: 3,
  small_picture: 4,
  long_title: 5,
};
const cheapestFirst = (problems: readonly FeedProblem[]) => [...problems].sort((a, b) => COST[a] - COST[b]);

/** The problems that leave a product out of every feed (leftOutReason's). */
export const LEFT_OUT_PROBLEMS = FEED_PROBLEMS.filter((problem) => feedProblems[problem] === "leftOut");

/** True of a product with at least one problem, or with `reason`. */
function problemCondition(reason?: FeedProblem): SQL {
  return reason ? problemConditions[reason] : or(...cheapestFirst(FEED_PROBLEMS).map((problem) => problemConditions[problem]))!;
}

export interface ChannelCounts {
  /** Products in the catalogue. */
  products: number;
  /** Items in the feeds (of each language): the variants (colour × size) of the products not left out. */
  items: number;
  /** Those items in stock. */
  inStock: number;
  /** Products left out of the feeds. */
  leftOut: number;
  /** Products with each problem. */
  problems: Record<FeedProblem, number>;
}

/**
 * What the feeds hold, and how many products have each problem: one pass over the products, each condition worked
 * out once per product, whatever the catalogue's size.
 */
export async function channelCounts(db: Db): Promise<ChannelCounts> {
  const variants = db
    .select({
      productId: productSizes.productId,
      items: sql<number>`count(*)`.as("items"),
      inStock: sql<number>`count(*) filter (where ${productSizes.quantity} > 0)`.as("in_stock"),
    })
    .from(productSizes)
    .groupBy(productSizes.productId)
    .as("variants");
  const flagged = db
    .select({
      ...(Object.fromEntries(
        FEED_PROBLEMS.map((problem) => [problem, sql<boolean>`(${problemConditions[problem]})`.as(problem)]),
      ) as Record<FeedProblem, SQL.Aliased<boolean>>),
      items: sql<number>`coalesce(${variants.items}, 0)`.as("items"),
      inStock: sql<number>`coalesce(${variants.inStock}, 0)`.as("in_stock"),
    })
    .from(products)
    .leftJoin(variants, eq(variants.productId, products.id))
    // A fence: PostgreSQL keeps the subquery as it is, so each condition is worked out once, not once per use below.
    .offset(0)
    .as("flagged");
  const leftOut = or(...cheapestFirst(LEFT_OUT_PROBLEMS).map((problem) => sql`${flagged[problem]}`))!;
  const [row] = await db
    .select({
      products: count(),
      leftOut: sql<number>`count(*) filter (where ${leftOut})`.mapWith(Number),
      items: sql<number>`coalesce(sum(${flagged.items}) filter (where not (${leftOut})), 0)`.mapWith(Number),
      inStock: sql<number>`coalesce(sum(${flagged.inStock}) filter (where not (${leftOut})), 0)`.mapWith(Number),
      ...(Object.fromEntries(
        FEED_PROBLEMS.map((problem) => [problem, sql<number>`count(*) filter (where ${flagged[problem]})`.mapWith(Number)]),
      ) as Record<FeedProblem, SQL<number>>),
    })
    .from(flagged);
  return {
    products: row.products,
    items: row.items,
    inStock: row.inStock,
    leftOut: row.leftOut,
    problems: Object.fromEntries(FEED_PROBLEMS.map((problem) => [problem, row[problem]])) as Record<FeedProblem, number>,
  };
}

/** A product with problems, as the Sales channels screen lists it. */
export interface ProblemProduct {
  id: number;
  name: string;
  handle: string;
  type: string;
  category: string;
  /** Its problems, in the order of FEED_PROBLEMS. */
  reasons: FeedProblem[];
}

/**
 * The products with at least one problem (or with `reason`), by id, a page at a time, each with all its problems;
 * and how many there are in all.
 */
export async function productsWithProblems(
  db: Db,
  options: { reason?: FeedProblem; offset: number; limit: number },
): Promise<{ products: ProblemProduct[]; total: number }> {
  const condition = problemCondition(options.reason);
  const flags = Object.fromEntries(FEED_PROBLEMS.map((problem) => [problem, sql<boolean>`(${problemConditions[problem]})`])) as Record<
    FeedProblem,
    SQL<boolean>
  >;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ id: products.id, name: products.name, handle: products.handle, type: products.type, category: products.category, ...flags })
      .from(products)
      .where(condition)
      .orderBy(asc(products.id))
      .limit(options.limit)
      .offset(options.offset),
    db.select({ total: count() }).from(products).where(condition),
  ]);
  return {
    products: rows.map((row) => {
      const flagged = row as unknown as Record<FeedProblem, boolean | string>;
      return {
        id: row.id,
        name: row.name,
        handle: row.handle,
        type: row.type,
        category: row.category,
        // PGlite and node-postgres both answer booleans; "t" is what a text protocol would send.
        reasons: FEED_PROBLEMS.filter((problem) => flagged[problem] === true || flagged[problem] === "t"),
      };
    }),
    total: Number(total),
  };
}

/** A feed's address to paste into a platform: null when PUBLIC_URL is not set (the feed then says it needs it). */
export interface FeedAddress {
  format: FeedFormat;
  locale: Locale;
  url: string | null;
}

/** What the Sales channels screen opens on (GET /api/channels). */
export interface SalesChannels {
  feeds: FeedAddress[];
  publicUrl: string | null;
  counts: Omit<ChannelCounts, "problems">;
  problems: Record<FeedProblem, number>;
}

/** Each feed in each language, with its absolute address on PUBLIC_URL. */
export function feedAddresses(publicUrl: string | null): FeedAddress[] {
  const site = publicUrl?.replace(/\/+$/, "") || null;
  return FEED_FORMATS.flatMap((format) =>
    LOCALES.map((locale) => ({ format, locale, url: site === null ? null : `${site}${feedPath(format, locale)}` })),
  );
}

export async function salesChannels(db: Db, publicUrl: string | null): Promise<SalesChannels> {
  const { problems, ...counts } = await channelCounts(db);
  return { feeds: feedAddresses(publicUrl), publicUrl: publicUrl?.replace(/\/+$/, "") || null, counts, problems };
}

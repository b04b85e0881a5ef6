/**
 * A large, valid catalogue for `npm run bench`, written straight through the
 * database layer (Drizzle, batched multi-row inserts in transactions) so that
 * 100,000 products take minutes, not hours. Every row passes the app's own
 * rules: types and categories from app/lib/catalog.ts, name and description
 * lengths from app/lib/limits.ts, prices with two decimals, Tunisian states.
 *
 * Pictures are drawn once (a few dozen) and stored through `storeImage`, the
 * function the upload API uses, so they get exactly the files and variants a
 * real upload gets; products then share those names.
 *
 * Generation is deterministic (a seeded generator): the same size always gives
 * the same catalogue, so runs can be compared.
 */
import { asc, eq, sql } from "drizzle-orm";
import { handleBase, handleCandidate } from "~/lib/handle";
import sharp from "sharp";
import { storeImage } from "~/api/media";
import type { Db } from "~/db/connection";
import { postCoverSvg, productSvg, type ArtKind } from "~/db/demo/art";
import { messages, orderLines, orders, posts, productColors, productImages, productSizes, products, users } from "~/db/schema";
import { isEmpty } from "~/db/seed";
import { categoriesOf, productTypes, type ProductTypeValue } from "~/lib/catalog";
import { DESCRIPTION_MAX, DESCRIPTION_MIN, NAME_MAX, NAME_MIN } from "~/lib/limits";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { linesTotal } from "~/lib/money";
import { newOrderReference } from "~/lib/order-reference";
import { defaultShippingRates, orderFigures } from "~/lib/shipping";
import { sizesOf } from "~/lib/sizes";
import { skuBase } from "~/lib/sku";
import { places, tunisianStates } from "~/lib/states";

export interface CatalogueCounts {
  products: number;
  posts: number;
  orders: number;
  messages: number;
}

/** The proportions: per N products, N/5 posts, 2N orders and N/2 messages. */
export function countsForSize(productCount: number): CatalogueCounts {
  const n = Math.max(1, Math.floor(productCount));
  return { products: n, posts: Math.max(1, Math.round(n / 5)), orders: n * 2, messages: Math.max(1, Math.round(n / 2)) };
}

export interface GeneratedCatalogue {
  counts: CatalogueCounts;
  productImageRows: number;
  orderLineRows: number;
  /** Distinct pictures stored through storeImage (product pictures and post covers). */
  pictures: number;
  ms: { pictures: number; products: number; orders: number; posts: number; messages: number; analyze: number; total: number };
  /** Ids the benchmark targets: an in-stock product with several pictures, five in-stock products for a cart, a post. */
  productId: number;
  cartProductIds: number[];
  postId: number;
}

export interface GenerateOptions {
  seed?: number;
  /** Called with one line per finished step. */
  log?: (line: string) => void;
}

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters for the widest table here. */
const BATCH_ROWS = 1000;
const DAY = 86_400_000;
const PRODUCT_PICTURES_PER_TYPE = 3;
const POST_COVERS = 6;

/** mulberry32: small, fast and good enough to vary test data reproducibly. */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof randomSource>;

const pictureKinds: Record<ProductTypeValue, { kinds: ArtKind[]; colours: string[] }> = {
  women_s_clothing: { kinds: ["dress", "skirt", "jeans"], colours: ["#8fae8b", "#b5523b", "#4a6fa5"] },
  men_s_clothing: { kinds: ["slacks", "shirt", "jeans"], colours: ["#5b6770", "#d9d2c5", "#2f4f6f"] },
  kid_s_wear: { kinds: ["frock", "skirt", "shirt"], colours: ["#f2a6b3", "#f4c542", "#7fc8a9"] },
  party_wear: { kinds: ["maxi", "frock", "dress"], colours: ["#7b2d43", "#1f3a5f", "#c9a227"] },
  jewellery: { kinds: ["necklace", "ring", "bracelet"], colours: ["#d4af37", "#c0c0c0", "#b87333"] },
  watches: { kinds: ["watch", "watch", "watch"], colours: ["#3b2f2f", "#9aa5ad", "#c9a227"] },
  shoes: { kinds: ["shoe", "sneaker", "shoe"], colours: ["#8b4513", "#e8e8e8", "#1c1c1c"] },
  handbags: { kinds: ["handbag", "wallet", "tote"], colours: ["#8b5a2b", "#2e2e2e", "#c2b280"] },
};

const productWords: Record<ProductTypeValue, string[]> = {
  women_s_clothing: ["Midi Dress", "Wrap Dress", "Pleated Skirt", "Mom Jeans", "Silk Blouse", "Linen Shirt", "Mini Skirt"],
  men_s_clothing: ["Chinos", "Slim Jeans", "Oxford Shirt", "Linen Shirt", "Wool Slacks", "Polo Shirt"],
  kid_s_wear: ["Party Frock", "Tutu Skirt", "Kids Jeans", "Kids Tee", "Play Frock", "School Shirt"],
  party_wear: ["Maxi Dress", "Long Skirt", "Gala Frock", "Evening Gown", "Sequin Maxi"],
  jewellery: ["Neck Set", "Ring", "Chain", "Bangle", "Bracelet", "Pendant"],
  watches: ["Watch", "Chronograph", "Dress Watch", "Steel Watch", "Diver Watch"],
  shoes: ["Loafers", "Sneakers", "Sandals", "Runners", "Ballerinas", "Boots"],
  handbags: ["Tote", "Clutch", "Wallet", "Satchel", "Denim Bag", "Shopper"],
};

const adjectives = [
  "Linen",
  "Silk",
  "Cotton",
  "Denim",
  "Velvet",
  "Satin",
  "Wool",
  "Classic",
  "Summer",
  "Sahel",
  "Medina",
  "Coral",
  "Olive",
  "Amber",
  "Ivory",
  "Indigo",
  "Jasmine",
  "Sand",
  "Rose",
  "Navy",
  "Golden",
  "Ruby",
  "Teal",
  "Soft",
];

const descriptionSentences = [
  "Cut from a soft, breathable fabric that stays comfortable through a long Tunisian summer.",
  "True to size; if you are between two sizes, take the larger one.",
  "Machine wash cold on a gentle cycle and dry flat in the shade.",
  "Finished by hand in a small atelier near Sfax.",
  "A timeless shape that pairs well with almost everything in your wardrobe.",
  "Lined for a clean drape and an easy fit.",
  "The colour is fast and will not fade after washing.",
  "Light enough to fold into a weekend bag without creasing.",
  "Polished hardware and reinforced seams for everyday wear.",
  "Delivered in a recycled gift box, ready to offer.",
  "Made in small batches, so each piece differs slightly from the next.",
  "A customer favourite since the store opened.",
];

const firstNames = [
  "Amira",
  "Youssef",
  "Sarra",
  "Mehdi",
  "Ines",
  "Karim",
  "Leila",
  "Omar",
  "Nour",
  "Hedi",
  "Rim",
  "Aziz",
  "Salma",
  "Walid",
];
const lastNames = ["Ben Ali", "Trabelsi", "Gharbi", "Jaziri", "Haddad", "Mansour", "Bouzid", "Chaabane", "Khelifi", "Sassi"];
const cities = ["Tunis", "Sfax", "Sousse", "Kairouan", "Bizerte", "Gabes", "Ariana", "Nabeul", "Monastir", "Mahdia"];
const streets = ["Avenue Habib Bourguiba", "Rue de Marseille", "Rue Ibn Khaldoun", "Avenue de la Liberte", "Rue du Lac Leman"];
const userAgents = [
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  "Mozilla/5.0 (Linux; Android 14; SM-A546B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36",
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
];
const subjects = [
  "Delivery time to Sfax",
  "Size question",
  "Return of an order",
  "Gift wrapping",
  "Payment on delivery",
  "Stock of a dress",
];
const postTitles = [
  "Summer Linen Guide",
  "Jewellery Care",
  "Wedding Season Looks",
  "Sahel Street Style",
  "Watch Straps 101",
  "Packing Light",
  "Denim Week",
  "Colours of Medina",
];

function productName(random: Random, type: ProductTypeValue): string {
  for (;;) {
    const name = `${random.pick(adjectives)} ${random.pick(productWords[type])}`;
    if (name.length >= NAME_MIN && name.length <= NAME_MAX) return name;
  }
}

function description(random: Random, sentences: number): string {
  const parts: string[] = [];
  let text = "";
  for (let i = 0; i < sentences; i += 1) {
    const next = random.pick(descriptionSentences);
    const candidate = parts.length ? `${text} ${next}` : next;
    if (candidate.length > DESCRIPTION_MAX) break;
    parts.push(next);
    text = candidate;
  }
  return text.length >= DESCRIPTION_MIN ? text : descriptionSentences[0];
}

/** A product's stock spread over a run of up to four sizes of its type, unit by unit at random. */
function stockBySize(random: Random, type: string, quantity: number, productId: number, colorId: number) {
  const set = sizesOf(type);
  const start = random.int(0, Math.max(0, set.length - 4));
  const run = set.slice(start, start + 4);
  const counts = run.map(() => 0);
  for (let unit = 0; unit < quantity; unit += 1) counts[random.int(0, run.length - 1)] += 1;
  // The product's id in the code keeps every generated SKU unique without asking the database.
  const sku = (size: string) => skuBase({ productId, productName: "", colorName: null, size });
  return run.map((size, i) => ({ productId, colorId, size, quantity: counts[i], sku: sku(size) }));
}

function fullName(random: Random): string {
  const name = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  return name.slice(0, NAME_MAX);
}

function postContent(random: Random, title: string): string {
  const paragraphs = Array.from(
    { length: random.int(4, 8) },
    () => `<p>${Array.from({ length: random.int(3, 6) }, () => random.pick(descriptionSentences)).join(" ")}</p>`,
  );
  return `<h2>${title}</h2>${paragraphs.join("")}<ul><li>Breathable fabrics</li><li>Light colours</li><li>One statement piece</li></ul>`;
}

/** Calls `makeBatch` for consecutive slices of at most BATCH_ROWS rows, one after the other. */
async function inBatches<T>(count: number, makeBatch: (from: number, to: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let from = 0; from < count; from += BATCH_ROWS) results.push(await makeBatch(from, Math.min(count, from + BATCH_ROWS)));
  return results;
}

async function drawPicture(svg: string, width: number, height: number): Promise<Uint8Array> {
  return sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/**
 * Writes the catalogue into an empty database (staff accounts may exist; the
 * first super admin becomes the posts' author). Refuses a database that
 * already holds products or posts, so it can never mix with real content.
 */
export async function generateCatalogue(db: Db, counts: CatalogueCounts, options: GenerateOptions = {}): Promise<GeneratedCatalogue> {
  if (!(await isEmpty(db))) throw new Error("The catalogue generator needs a database without products or posts.");
  const log = options.log ?? (() => {});
  const random = randomSource(options.seed ?? 20240601);
  const started = performance.now();
  const lap = (() => {
    let last = started;
    return () => {
      const now = performance.now();
      const ms = Math.round(now - last);
      last = now;
      return ms;
    };
  })();
  const now = Date.now();

  // Pictures: three per product type and a few post covers, drawn and stored like uploads.
  const typePictures = new Map<ProductTypeValue, string[]>();
  await Promise.all(
    productTypes.map(async ({ value }) => {
      const { kinds, colours } = pictureKinds[value];
      const names: string[] = [];
      for (let i = 0; i < PRODUCT_PICTURES_PER_TYPE; i += 1) {
        names.push(await storeImage(db, await drawPicture(productSvg(kinds[i], colours[i], i), 800, 800)));
      }
      typePictures.set(value, names);
    }),
  );
  const covers: string[] = [];
  for (let i = 0; i < POST_COVERS; i += 1) covers.push(await storeImage(db, await drawPicture(postCoverSvg(i), 1200, 630)));
  const pictureMs = lap();
  log(`pictures: ${productTypes.length * PRODUCT_PICTURES_PER_TYPE + POST_COVERS} stored in ${pictureMs} ms`);

  // Products, their pictures and their sizes. Only what orders copy is kept in memory.
  const catalogue: { id: number; name: string; price: string; quantity: number; cover: string; pictures: number }[] = [];
  let productImageRows = 0;
  await inBatches(counts.products, async (from, to) => {
    const rows = Array.from({ length: to - from }, (_, i) => {
      const type = random.pick(productTypes).value;
      const name = productName(random, type);
      const createAt = new Date(now - random.next() * 730 * DAY);
      const pictures = typePictures.get(type)!;
      const first = random.int(0, pictures.length - 1);
      const imageCount = random.int(1, 3);
      return {
        values: {
          name,
          // Numbered by position, so that generated names that repeat still get their own handle.
          handle: handleCandidate(handleBase(name), from + i + 2),
          price: (random.int(500, 60_000) / 100).toFixed(2),
          // About one product in seven is sold out.
          quantity: random.chance(0.15) ? 0 : random.int(1, 60),
          description: description(random, random.int(1, 5)),
          type,
          category: random.pick(categoriesOf(type)).value,
          isNew: now - createAt.getTime() < 30 * DAY,
          createAt,
          updateAt: createAt,
        },
        images: Array.from({ length: imageCount }, (_, i) => pictures[(first + i) % pictures.length]),
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(products)
        .values(rows.map((r) => r.values))
        .returning({ id: products.id });
      // Products without colours, as the store writes them: one colourless colour row holds pictures and stock.
      const colors = await tx
        .insert(productColors)
        .values(ids.map(({ id }) => ({ productId: id })))
        .returning({ id: productColors.id });
      const imageRows = ids.flatMap(({ id }, i) =>
        rows[i].images.map((url, position) => ({ productId: id, colorId: colors[i].id, url, position })),
      );
      await tx.insert(productImages).values(imageRows);
      productImageRows += imageRows.length;
      await tx
        .insert(productSizes)
        .values(ids.flatMap(({ id }, i) => stockBySize(random, rows[i].values.type, rows[i].values.quantity, id, colors[i].id)));
      ids.forEach(({ id }, i) =>
        catalogue.push({
          id,
          name: rows[i].values.name,
          price: rows[i].values.price,
          quantity: rows[i].values.quantity,
          cover: rows[i].images[0],
          pictures: rows[i].images.length,
        }),
      );
    });
  });
  const productMs = lap();
  log(`products: ${counts.products} with ${productImageRows} picture rows in ${productMs} ms`);

  // Orders with one to three lines each; lines copy name, unit price and cover as the API does.
  // The bench's store prices in SPEC's currency (two decimals).
  const BENCH_CURRENCY = "USD" as const;
  const benchRates = defaultShippingRates(BENCH_CURRENCY);
  let orderLineRows = 0;
  await inBatches(counts.orders, async (from, to) => {
    const rows = Array.from({ length: to - from }, () => {
      const createAt = new Date(now - random.next() * 365 * DAY);
      const lineProducts = new Set<number>();
      const lineCount = random.int(1, 3);
      while (lineProducts.size < Math.min(lineCount, catalogue.length)) lineProducts.add(random.int(0, catalogue.length - 1));
      return {
        values: {
          fullName: fullName(random),
          telephone: String(random.int(20_000_000, 99_999_999)),
          state: random.pick(tunisianStates),
          city: random.pick(cities),
          street: `${random.int(1, 200)} ${random.pick(streets)}`,
          zip: String(random.int(1000, 9999)),
          place: random.pick(places),
          // Older orders are mostly done, recent ones mostly waiting.
          status: random.chance(now - createAt.getTime() > 14 * DAY ? 0.85 : 0.2) ? 1 : 0,
          reference: newOrderReference(),
          createAt,
        },
        lines: [...lineProducts].map((index) => ({ product: catalogue[index], quantity: random.int(1, 3) })),
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx
        .insert(orders)
        .values(
          rows.map((r) => ({
            ...r.values,
            // Charged as a store that set no fees of its own charges: the default fee to every governorate.
            ...orderFigures(
              linesTotal(
                r.lines.map((line) => ({ price: line.product.price, quantity: line.quantity })),
                BENCH_CURRENCY,
              ),
              r.values.state,
              benchRates,
              BENCH_CURRENCY,
            ),
          })),
        )
        .returning({ id: orders.id });
      const lineRows = ids.flatMap(({ id }, i) =>
        rows[i].lines.map(({ product, quantity }) => ({
          orderId: id,
          productId: product.id,
          name: product.name,
          unitPrice: product.price,
          quantity,
          imageUrl: product.cover,
        })),
      );
      await tx.insert(orderLines).values(lineRows);
      orderLineRows += lineRows.length;
    });
  });
  const orderMs = lap();
  log(`orders: ${counts.orders} with ${orderLineRows} lines in ${orderMs} ms`);

  // Posts: a handful of sanitized bodies, reused, as the API would have stored them.
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.role, "SUPER_ADMIN")).orderBy(asc(users.id)).limit(1);
  const bodies = postTitles.map((title) => sanitizePostHtml(postContent(random, title)));
  await inBatches(counts.posts, async (from, to) => {
    const rows = Array.from({ length: to - from }, () => {
      const index = random.int(0, postTitles.length - 1);
      const createAt = new Date(now - random.next() * 730 * DAY);
      return {
        title: postTitles[index],
        description: description(random, random.int(1, 3)),
        content: bodies[index],
        categories: "Style, Tunisia",
        tags: "summer, linen",
        imgUrl: random.pick(covers),
        authorId: author?.id ?? null,
        createAt,
        updateAt: createAt,
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(posts).values(rows);
    });
  });
  const postMs = lap();
  log(`posts: ${counts.posts} in ${postMs} ms`);

  await inBatches(counts.messages, async (from, to) => {
    const rows = Array.from({ length: to - from }, () => {
      const name = fullName(random);
      return {
        name,
        email: `${name.toLowerCase().replace(/[^a-z]+/g, ".")}${random.int(1, 999)}@example.tn`,
        subject: random.pick(subjects),
        message: description(random, random.int(1, 4)),
        deviceType: random.pick(userAgents),
        createAt: new Date(now - random.next() * 365 * DAY),
      };
    });
    await db.transaction(async (tx) => {
      await tx.insert(messages).values(rows);
    });
  });
  const messageMs = lap();
  log(`messages: ${counts.messages} in ${messageMs} ms`);

  // PostgreSQL's autovacuum would vacuum and analyze soon after such a load; the embedded database runs no
  // autovacuum, so both get it here, the same way. The vacuum matters: until it merges the trigram index's list
  // of pending entries, PostgreSQL's planner prices the index so high that it reads every search text instead
  // (a common word at 100,000 products: 37 ms read in full, 6 ms through the index once vacuumed).
  await db.execute(sql`vacuum analyze`);
  const analyzeMs = lap();
  log(`vacuum analyze: ${analyzeMs} ms`);

  const inStock = catalogue.filter((p) => p.quantity >= 5);
  const middle = inStock.slice(Math.floor(inStock.length / 2));
  const [post] = await db
    .select({ id: posts.id })
    .from(posts)
    .orderBy(asc(posts.id))
    .offset(Math.floor(counts.posts / 2))
    .limit(1);
  const total = Math.round(performance.now() - started);
  log(`catalogue ready in ${(total / 1000).toFixed(1)} s`);
  return {
    counts,
    productImageRows,
    orderLineRows,
    pictures: productTypes.length * PRODUCT_PICTURES_PER_TYPE + POST_COVERS,
    ms: { pictures: pictureMs, products: productMs, orders: orderMs, posts: postMs, messages: messageMs, analyze: analyzeMs, total },
    productId: (middle.find((p) => p.pictures > 1) ?? middle[0] ?? catalogue[0]).id,
    cartProductIds: middle.slice(0, 5).map((p) => p.id),
    postId: post.id,
  };
}

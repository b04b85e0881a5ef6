import { asc, count, eq, isNotNull } from "drizzle-orm";
import type { Logger } from "pino";
import sharp from "sharp";
import { saveMedia } from "~/models/media.server";
import type { Currency } from "~/lib/i18n";
import { linesTotal, normalizeAmount } from "~/lib/money";
import { newOrderReference } from "~/lib/order-reference";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { defaultShippingRates, orderFigures } from "~/lib/shipping";
import type { Db } from "./connection";
import { postCoverSvg, productSvg } from "./demo/art";
import { replaceColorImages, setColors } from "~/models/colors.server";
import { colorlessColorId, replaceSizes } from "~/models/stock.server";
import { freeHandle } from "~/models/handles.server";
import { demoBrand, demoColorSizes, demoMessages, demoOrders, demoPosts, demoProducts, demoSizes, type DemoProduct } from "./demo/catalog";
import { demoPostTranslations, type DemoPostTexts } from "./demo/post-translations";
import { demoProductTranslations } from "./demo/product-translations";
import { invoices, messages, orderLines, orderReturns, orders, posts, productImages, products, users } from "./schema";

const DAY = 86_400_000;

/** A demo post's French and Arabic texts, their contents sanitized like the English one. */
function postTranslations(texts: DemoPostTexts | undefined) {
  if (!texts) return {};
  return {
    fr: { ...texts.fr, content: sanitizePostHtml(texts.fr.content) },
    ar: { ...texts.ar, content: sanitizePostHtml(texts.ar.content) },
  };
}

async function rasterise(svg: string, width: number, height: number): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(width, height).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
}

/** Runs jobs a few at a time: enough to use both cores without flooding memory. */
async function inBatches<T, R>(items: T[], size: number, job: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += size) {
    results.push(...(await Promise.all(items.slice(i, i + size).map((item, j) => job(item, i + j)))));
  }
  return results;
}

export async function isEmpty(db: Db): Promise<boolean> {
  const [p] = await db.select({ n: count() }).from(products);
  const [q] = await db.select({ n: count() }).from(posts);
  return Number(p.n) === 0 && Number(q.n) === 0;
}

export async function seedIfEmpty(db: Db, logger: Pick<Logger, "info">, currency: Currency): Promise<void> {
  if (await isEmpty(db)) await seedDemo(db, logger, currency);
}

/** Replaces products, orders, posts and messages with the demo content. Staff accounts are kept. */
export async function seedDemo(db: Db, logger: Pick<Logger, "info">, currency: Currency): Promise<void> {
  const started = Date.now();
  // A product in colours is drawn colour by colour; its names are then every colour's pictures, in order.
  const drawn = (product: DemoProduct) => product.colors?.flatMap((color) => color.images) ?? product.images;
  const productImageNames = await inBatches(demoProducts, 4, (product) =>
    Promise.all(
      drawn(product).map(async (img) => saveMedia(db, await rasterise(productSvg(img.kind, img.colour, img.variant), 800, 800), "jpeg")),
    ),
  );
  const coverNames = await inBatches(demoPosts, 4, async (post) =>
    saveMedia(db, await rasterise(postCoverSvg(post.cover), 1200, 630), "jpeg"),
  );
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.role, "SUPER_ADMIN")).orderBy(asc(users.id)).limit(1);

  await db.transaction(async (tx) => {
    // Demo content only: a reseed starts the shop over, its paperwork with it (credit notes before what they correct,
    // and before the returns they give back, which come before the lines they bring back).
    await tx.delete(invoices).where(isNotNull(invoices.correctsId));
    await tx.delete(invoices);
    await tx.delete(orderReturns);
    await tx.delete(orderLines);
    await tx.delete(orders);
    await tx.delete(productImages);
    await tx.delete(products);
    await tx.delete(posts);
    await tx.delete(messages);

    const now = Date.now();
    // Spread creation dates over two months; the products marked new are the most recent.
    const order = demoProducts.map((p, index) => ({ p, index })).sort((a, b) => Number(a.p.isNew) - Number(b.p.isNew) || a.index - b.index);
    const ids = new Map<number, number>();
    for (const [rank, { p, index }] of order.entries()) {
      const createAt = new Date(now - (order.length - rank) * ((60 * DAY) / order.length));
      const [row] = await tx
        .insert(products)
        .values({
          name: p.name,
          handle: await freeHandle(tx, p.name),
          price: p.price,
          compareAtPrice: p.compareAtPrice ?? null,
          quantity: p.quantity,
          description: p.description,
          type: p.type,
          category: p.category,
          isNew: p.isNew,
          brand: demoBrand(index),
          translations: demoProductTranslations[p.name] ?? {},
          createAt,
          updateAt: createAt,
        })
        .returning({ id: products.id });
      ids.set(index, row.id);
      if (p.colors) {
        let first = 0;
        const colors = p.colors.map((color) => {
          const images = productImageNames[index].slice(first, (first += color.images.length));
          const translations = { fr: { name: color.fr }, ar: { name: color.ar } };
          return { ...color, translations, images, sizes: demoColorSizes(p, color) };
        });
        await setColors(tx, row.id, p.name, colors);
      } else {
        await replaceSizes(tx, row.id, demoSizes(p, index));
        await replaceColorImages(tx, row.id, await colorlessColorId(tx, row.id), productImageNames[index]);
      }
    }

    for (const [i, post] of demoPosts.entries()) {
      const createAt = new Date(now - (demoPosts.length - i) * 5 * DAY);
      await tx.insert(posts).values({
        title: post.title,
        description: post.description,
        content: sanitizePostHtml(post.content),
        categories: post.categories,
        tags: post.tags,
        translations: postTranslations(demoPostTranslations[post.title]),
        imgUrl: coverNames[i],
        authorId: author?.id ?? null,
        createAt,
        updateAt: createAt,
      });
    }

    // Demo orders were charged the default delivery fee, as a store that has set no fees of its own charges.
    const rates = defaultShippingRates(currency);
    for (const o of demoOrders) {
      const createAt = new Date(now - o.daysAgo * DAY);
      const subtotal = linesTotal(
        o.lines.map((line) => ({ price: normalizeAmount(demoProducts[line.productIndex].price, currency), quantity: line.quantity })),
        currency,
      );
      const [row] = await tx
        .insert(orders)
        .values({
          fullName: o.fullName,
          telephone: o.telephone,
          state: o.state,
          city: o.city,
          street: o.street,
          zip: o.zip,
          place: o.place,
          status: o.done ? 1 : 0,
          reference: newOrderReference(),
          ...orderFigures(subtotal, o.state, rates, currency),
          createAt,
        })
        .returning({ id: orders.id });
      for (const line of o.lines) {
        const p = demoProducts[line.productIndex];
        await tx.insert(orderLines).values({
          size: demoSizes(p, line.productIndex).find((row) => row.quantity > 0)?.size ?? null,
          orderId: row.id,
          productId: ids.get(line.productIndex) ?? null,
          name: p.name,
          unitPrice: p.price,
          quantity: line.quantity,
          imageUrl: productImageNames[line.productIndex][0] ?? null,
        });
      }
    }

    for (const m of demoMessages) {
      await tx.insert(messages).values({
        name: m.name,
        email: m.email,
        subject: m.subject,
        message: m.message,
        deviceType: m.deviceType,
        createAt: new Date(now - m.daysAgo * DAY),
      });
    }
  });
  logger.info({ products: demoProducts.length, posts: demoPosts.length, ms: Date.now() - started }, "demo content written");
}

/**
 * Back-in-stock alerts (docs/decisions/060). A shopper asks for one sold-out colour × size; the store writes her a
 * confirmation first, and only a confirmed alert is ever told of the restock. The restock sweep runs with every
 * round of the mail sender (app/mailer.server.ts), on every instance: it looks at the stock as it is, so every
 * way stock comes back (an edit, an import, a count, a delivery, an order cancelled or refused) is seen, and it
 * deletes each alert in the transaction that writes its one message, so that no two instances send it both.
 */
import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, lt, sql } from "drizzle-orm";
import type { Db } from "~/db/connection";
import {
  mailOutbox,
  productColors,
  products,
  productSizes,
  stockAlerts,
  type ColorTranslations,
  type ProductTranslations,
} from "~/db/schema";
import { sayApi } from "~/lib/api-messages.server";
import { productVariantPath } from "~/lib/feeds";
import { isLocale, localizedPath, type Locale, type Params } from "~/lib/i18n";
import { routes } from "~/lib/routes";
import { ONE_SIZE, sizeLabel } from "~/lib/sizes";
import { STOCK_ALERT_KEEP_DAYS, stockAlertMailKinds, type StockAlertMailKind, type StockAlertView } from "~/lib/stock-alerts";
import type { TextId } from "~/lib/text-ids";
import { translate } from "~/lib/texts.server";
import { conflict, notFound } from "./errors";
import { htmlOf, textOf, type Block, type ShopperMailSettings } from "./shopper-mail.server";

export interface StockAlertInput {
  productId: number;
  /** The colour's id; undefined for a product without colours. */
  color?: number;
  size: string;
  email: string;
  locale: Locale;
}

const variantColumns = {
  productId: products.id,
  productName: products.name,
  productTranslations: products.translations,
  colorId: productColors.id,
  colorName: productColors.name,
  colorTranslations: productColors.translations,
};
type VariantNames = {
  productId: number;
  productName: string;
  productTranslations: ProductTranslations;
  colorId: number;
  colorName: string | null;
  colorTranslations: ColorTranslations;
};

function inLocale(names: VariantNames, size: string, locale: Locale, confirmed: boolean): StockAlertView {
  const product = (locale !== "en" ? names.productTranslations[locale]?.name : undefined) || names.productName;
  const color = names.colorName === null ? null : (locale !== "en" ? names.colorTranslations[locale]?.name : undefined) || names.colorName;
  return {
    productId: names.productId,
    colorId: names.colorName === null ? null : names.colorId,
    product,
    color,
    size,
    sizeLabel: size === ONE_SIZE ? null : sizeLabel(size, (id, params) => translate(locale, id, params)),
    confirmed,
  };
}

/**
 * Writes an unconfirmed alert and its confirmation e-mail in one transaction. Refused when the variant does not
 * exist (not found) or has stock now (conflict: she can order it). An address that already waits for this
 * variant gets no second e-mail, and the answer is the same, so that nobody learns who asked for what.
 * Answers whether an e-mail was written, so that the caller wakes the sender only then.
 */
export async function requestStockAlert(db: Db, input: StockAlertInput, settings: ShopperMailSettings): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [variant] = await tx
      .select({ ...variantColumns, quantity: productSizes.quantity })
      .from(productSizes)
      .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
      .innerJoin(products, eq(products.id, productSizes.productId))
      .where(
        and(
          eq(productSizes.productId, input.productId),
          input.color === undefined ? isNull(productColors.name) : eq(productSizes.colorId, input.color),
          eq(productSizes.size, input.size),
        ),
      );
    if (!variant) throw notFound(sayApi.alertVariantMissing());
    if (variant.quantity > 0) throw conflict(sayApi.alertInStock());
    const token = randomBytes(24).toString("base64url");
    const [alert] = await tx
      .insert(stockAlerts)
      .values({
        productId: variant.productId,
        colorId: variant.colorId,
        size: input.size,
        email: input.email.toLowerCase(),
        locale: input.locale,
        token,
      })
      .onConflictDoNothing()
      .returning({ id: stockAlerts.id });
    if (!alert) return false;
    const mail = renderStockAlertMail("alertConfirm", inLocale(variant, input.size, input.locale, false), token, input.locale, settings);
    await tx.insert(mailOutbox).values({ recipient: input.email.toLowerCase(), kind: "alertConfirm", ...mail });
    return true;
  });
}

/** The alert of a link's token, named in its language; null when there is none (never was, cancelled, or done). */
export async function stockAlertOf(db: Db, token: string): Promise<StockAlertView | null> {
  const [row] = await db
    .select({ ...variantColumns, size: stockAlerts.size, locale: stockAlerts.locale, confirmedAt: stockAlerts.confirmedAt })
    .from(stockAlerts)
    .innerJoin(productColors, eq(productColors.id, stockAlerts.colorId))
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .where(eq(stockAlerts.token, token));
  if (!row) return null;
  return inLocale(row, row.size, isLocale(row.locale) ? row.locale : "en", row.confirmedAt !== null);
}

/** Confirms the alert of a token (again: nothing changes); false when there is none. */
export async function confirmStockAlert(db: Db, token: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(stockAlerts)
    .set({ confirmedAt: sql`coalesce(${stockAlerts.confirmedAt}, ${now.toISOString()}::timestamptz)` })
    .where(eq(stockAlerts.token, token))
    .returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** Deletes the alert of a token, and its address with it; false when there was none. */
export async function cancelStockAlert(db: Db, token: string): Promise<boolean> {
  const rows = await db.delete(stockAlerts).where(eq(stockAlerts.token, token)).returning({ id: stockAlerts.id });
  return rows.length > 0;
}

/** At most this many restock messages are written in one transaction; the next round takes the rest. */
const RELEASE_BATCH = 50;

/**
 * Writes the restock message of every confirmed alert whose variant has stock, and deletes the alert in the same
 * transaction. The alerts are taken `FOR UPDATE SKIP LOCKED`: a sweep of another instance running at the same
 * moment takes other alerts or none, and one that comes after finds them gone. Answers how many were written.
 */
export async function releaseStockAlerts(db: Db, settings: ShopperMailSettings): Promise<number> {
  const dueAlerts = (query: Db) =>
    query
      .select({ id: stockAlerts.id })
      .from(stockAlerts)
      .innerJoin(productSizes, and(eq(productSizes.colorId, stockAlerts.colorId), eq(productSizes.size, stockAlerts.size)))
      .where(and(isNotNull(stockAlerts.confirmedAt), gt(productSizes.quantity, 0)))
      .orderBy(asc(stockAlerts.id));
  // Most rounds find nothing due: one indexed read then, and no transaction.
  if ((await dueAlerts(db).limit(1)).length === 0) return 0;
  let written = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = dueAlerts(tx).limit(RELEASE_BATCH).for("update", { of: stockAlerts, skipLocked: true });
      const released = await tx.delete(stockAlerts).where(inArray(stockAlerts.id, due)).returning();
      if (released.length === 0) return 0;
      const names = await tx
        .select(variantColumns)
        .from(productColors)
        .innerJoin(products, eq(products.id, productColors.productId))
        .where(
          inArray(
            productColors.id,
            released.map((alert) => alert.colorId),
          ),
        );
      await tx.insert(mailOutbox).values(
        released.map((alert) => {
          const locale = isLocale(alert.locale) ? alert.locale : "en";
          const variant = names.find((row) => row.colorId === alert.colorId)!;
          const mail = renderStockAlertMail("restock", inLocale(variant, alert.size, locale, true), alert.token, locale, settings);
          return { recipient: alert.email, kind: "restock", ...mail };
        }),
      );
      return released.length;
    });
    written += batch;
    if (batch < RELEASE_BATCH) return written;
  }
}

/**
 * Keeps the addresses no longer than needed: the alerts asked for more than STOCK_ALERT_KEEP_DAYS ago, confirmed
 * or not, and the alert e-mails the outbox gave up on as long ago (one sent is deleted at once by the sender).
 * Answers how many alerts were deleted.
 */
export async function purgeStockAlerts(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - STOCK_ALERT_KEEP_DAYS * 86_400_000);
  const expired = await db.delete(stockAlerts).where(lt(stockAlerts.createAt, before)).returning({ id: stockAlerts.id });
  await db.delete(mailOutbox).where(and(inArray(mailOutbox.kind, [...stockAlertMailKinds]), lt(mailOutbox.createAt, before)));
  return expired.length;
}

/** How often a process purges old alerts: the purge is a cheap indexed delete, yet every five seconds is needless. */
const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * What the mail sender runs before each round (app/mailer.server.ts): the restock messages due, and once an hour
 * the purge. Each instance and worker runs it; the sweep's locks keep each message single.
 */
export function stockAlertRounds(db: Db, settings: ShopperMailSettings): () => Promise<void> {
  let lastPurge = 0;
  return async () => {
    if (Date.now() - lastPurge >= PURGE_EVERY_MS) {
      lastPurge = Date.now();
      await purgeStockAlerts(db);
    }
    await releaseStockAlerts(db, settings);
  };
}

/** One variant and the confirmed alerts waiting for it: the back office's reorder list. */
export interface WaitingAlerts {
  productId: number;
  product: string;
  colorId: number | null;
  color: string | null;
  size: string;
  sku: string | null;
  /** Its stock now: 0 while it is sold out, more once it is back and the sweep has not run yet. */
  quantity: number;
  waiting: number;
}

/**
 * The confirmed alerts per variant, most wanted first: of one product (the product editor), or of the sold-out
 * variants of the whole store (the dashboard). Counts only: staff never see the addresses.
 */
export async function waitingAlerts(db: Db, filter: { productId?: number; soldOut?: boolean; limit?: number }): Promise<WaitingAlerts[]> {
  const waiting = count(stockAlerts.id);
  const rows = await db
    .select({
      productId: products.id,
      product: products.name,
      colorId: productColors.id,
      color: productColors.name,
      size: stockAlerts.size,
      sku: productSizes.sku,
      quantity: sql<number>`coalesce(${productSizes.quantity}, 0)`.mapWith(Number),
      waiting,
    })
    .from(stockAlerts)
    .innerJoin(products, eq(products.id, stockAlerts.productId))
    .innerJoin(productColors, eq(productColors.id, stockAlerts.colorId))
    .leftJoin(productSizes, and(eq(productSizes.colorId, stockAlerts.colorId), eq(productSizes.size, stockAlerts.size)))
    .where(
      and(
        isNotNull(stockAlerts.confirmedAt),
        filter.productId === undefined ? undefined : eq(stockAlerts.productId, filter.productId),
        // A variant removed since counts as sold out: it cannot be ordered either.
        filter.soldOut ? sql`coalesce(${productSizes.quantity}, 0) = 0` : undefined,
      ),
    )
    .groupBy(products.id, productColors.id, stockAlerts.size, productSizes.sku, productSizes.quantity)
    .orderBy(desc(waiting), asc(products.name), asc(productColors.position), asc(stockAlerts.size))
    .limit(filter.limit ?? 1000);
  return rows.map((row) => ({ ...row, colorId: row.color === null ? null : row.colorId }));
}

/** The confirmation or the restock e-mail of an alert, in its language: text and HTML, no image, links from PUBLIC_URL. */
export function renderStockAlertMail(
  kind: StockAlertMailKind,
  alert: StockAlertView,
  token: string,
  locale: Locale,
  settings: ShopperMailSettings,
): { subject: string; body: string; html: string } {
  const t = (id: TextId, params?: Params) => translate(locale, id, params);
  const item = itemName(t, alert);
  const blocks: Block[] = [{ text: t(`shopperMail.${kind}.intro`, { item }) }];
  const page = settings.publicUrl ? `${settings.publicUrl}${localizedPath(routes.stockAlert(token), locale)}` : null;
  if (kind === "alertConfirm") {
    if (page)
      blocks.push({
        text: t("shopperMail.alertConfirm.confirm", { url: page }),
        link: { label: t("shopperMail.alertConfirm.link"), url: page },
      });
    blocks.push({ text: t("shopperMail.alertConfirm.ignore", { days: STOCK_ALERT_KEEP_DAYS }) });
  } else {
    if (settings.publicUrl) {
      const product = `${settings.publicUrl}${localizedPath(productVariantPath(alert.productId, alert.colorId, alert.size), locale)}`;
      blocks.push({ text: t("shopperMail.restock.see", { url: product }), link: { label: t("shopperMail.restock.link"), url: product } });
    }
    blocks.push({ text: t("shopperMail.restock.done") });
  }
  if (page)
    blocks.push({ text: t("shopperMail.alertCancel", { url: page }), link: { label: t("shopperMail.alertCancel.link"), url: page } });
  blocks.push({ text: t("shopperMail.alertWhy", { store: settings.storeName }) });
  const subject = t(`shopperMail.subject.${kind}`, { item }).replace(/\s+/g, " ");
  return { subject, body: textOf(blocks, locale), html: htmlOf(blocks, locale, subject) };
}

/** "Wrap dress, Green, M": the product, its colour and its size when it has them. */
function itemName(t: (id: TextId, params?: Params) => string, alert: StockAlertView): string {
  const params = { name: alert.product, color: alert.color ?? "", size: alert.sizeLabel ?? "" };
  if (alert.color === null) return alert.sizeLabel === null ? alert.product : t("shopperMail.alertItem", params);
  return t(alert.sizeLabel === null ? "shopperMail.alertItemColor" : "shopperMail.alertItemColorSize", params);
}

/**
 * The shopper's messages about her order (issue of shopper messages; app/lib/shopper-mail.ts): written in the move's
 * own transaction into the staff mail's outbox (ARCHITECTURE decision 16), so that each goes out once per move, in
 * the language of the page she ordered from, as plain text and HTML. Only orders placed with her e-mail get them.
 */
import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { mailOutbox, orderLines, orders } from "~/db/schema";
import { formatMoney, localeInfo, localizedPath, type Currency, type Locale, type Params } from "~/lib/i18n";
import { invoicePaths } from "~/lib/invoice-paths";
import { isInvoiceLanguage } from "~/lib/invoice-languages";
import { multiplyAmount } from "~/lib/money";
import { orderDiscountLine } from "~/lib/order-discount";
import { routes } from "~/lib/routes";
import type { ShopperMailKind } from "~/lib/shopper-mail";
import { ONE_SIZE, sizeLabel } from "~/lib/sizes";
import type { TextId } from "~/lib/text-ids";
import type { Order, OrderMessage } from "~/lib/types";
import { translate } from "~/lib/texts.server";

export interface ShopperMailSettings {
  currency: Currency;
  /** PUBLIC_URL: every link of a message is absolute from it; without it the messages carry no links. */
  publicUrl: string | null;
  storeName: string;
}

/** What a message says beyond the order itself: a refund, an exchange's settlement, pieces coming back. */
export interface ShopperMailExtra {
  refund?: string;
  original?: string;
  settlement?: { collect: string; payBack: string; takeBack: number };
  returned?: readonly { lineId: number; quantity: number; amount: string }[];
}

type OrderRow = typeof orders.$inferSelect;
type LineRow = Pick<
  typeof orderLines.$inferSelect,
  "id" | "name" | "colorName" | "colorTranslations" | "size" | "quantity" | "keptQuantity" | "unitPrice"
>;

/**
 * Writes the message of `kind` about an order into the outbox, when the order has the shopper's e-mail. Call it in
 * the transaction of the move it announces: the move and its message are written together, or neither is. Answers
 * whether one was written, so that the caller wakes the sender only then.
 */
export async function queueShopperMail(
  db: Db,
  orderId: number,
  kind: ShopperMailKind,
  settings: ShopperMailSettings,
  extra: ShopperMailExtra = {},
): Promise<boolean> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  if (!order?.email) return false;
  const lines = await db
    .select({
      id: orderLines.id,
      name: orderLines.name,
      colorName: orderLines.colorName,
      colorTranslations: orderLines.colorTranslations,
      size: orderLines.size,
      quantity: orderLines.quantity,
      keptQuantity: orderLines.keptQuantity,
      unitPrice: orderLines.unitPrice,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.id));
  const mail = renderShopperMail(kind, order, lines, settings, extra);
  await db.insert(mailOutbox).values({ recipient: order.email, subject: mail.subject, body: mail.text, html: mail.html, orderId, kind });
  return true;
}

/** The messages written to an order's shopper, oldest first, with when each went out (null: still waiting). */
export async function shopperMessagesOf(db: Db, orderId: number): Promise<OrderMessage[]> {
  const rows = await db
    .select({ kind: mailOutbox.kind, to: mailOutbox.recipient, queuedAt: mailOutbox.createAt, sentAt: mailOutbox.sentAt })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.orderId, orderId), isNotNull(mailOutbox.kind)))
    .orderBy(asc(mailOutbox.id));
  return rows.map((row) => ({
    kind: row.kind as ShopperMailKind,
    to: row.to,
    queuedAt: row.queuedAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
  }));
}

/** A paragraph of the message: its text, and for HTML a link's label and address when it is one. */
export type Block = { text: string } | { text: string; link: { label: string; url: string } } | { list: string[]; title: string };

export function renderShopperMail(
  kind: ShopperMailKind,
  order: Pick<
    OrderRow,
    | "reference"
    | "fullName"
    | "locale"
    | "subtotal"
    | "shippingFee"
    | "total"
    | "discountCode"
    | "discountKind"
    | "discount"
    | "carrier"
    | "trackingNumber"
  >,
  lines: readonly LineRow[],
  settings: ShopperMailSettings,
  extra: ShopperMailExtra = {},
): { subject: string; text: string; html: string } {
  const { locale } = order;
  const t = (id: TextId, params?: Params) => translate(locale, id, params);
  const money = (amount: string) => formatMoney(amount, locale, settings.currency);
  const lineText = (line: LineRow, quantity: number, amount: string) => {
    const color = line.colorName === null ? null : (locale !== "en" ? line.colorTranslations?.[locale]?.name : undefined) || line.colorName;
    return itemText(t, { quantity, name: line.name, color, size: line.size, amount: money(amount) });
  };
  const pieces = (line: LineRow) => line.keptQuantity ?? line.quantity;
  const items = lines
    .filter((line) => pieces(line) > 0)
    .map((line) => lineText(line, pieces(line), multiplyAmount(line.unitPrice, pieces(line), settings.currency)));
  const discounted = orderDiscountLine(order, settings.currency);
  const figures = [
    t("shopperMail.subtotal", { amount: money(order.subtotal) }),
    t("shopperMail.delivery", { amount: money(discounted?.feeBefore ?? order.shippingFee) }),
    ...(discounted
      ? [
          discounted.freeDelivery
            ? t("shopperMail.freeDelivery", { code: discounted.code })
            : t("shopperMail.discount", { code: discounted.code, amount: money(discounted.amount) }),
        ]
      : []),
    t("shopperMail.total", { amount: money(order.total) }),
  ];

  const blocks: Block[] = [
    { text: t("shopperMail.greeting", { name: order.fullName }) },
    { text: t(`shopperMail.intro.${kind}`, { amount: money(extra.refund ?? order.total), original: extra.original ?? "" }) },
    { text: t("shopperMail.reference", { reference: order.reference }) },
  ];
  if (kind === "return" && extra.returned) {
    const returned = extra.returned.flatMap((piece) => {
      const line = lines.find((row) => row.id === piece.lineId);
      return line ? [lineText(line, piece.quantity, piece.amount)] : [];
    });
    blocks.push({ title: t("shopperMail.returnedItems"), list: returned });
  } else if (kind !== "cancelled" && kind !== "refused") {
    blocks.push({ title: t("shopperMail.items"), list: items });
    blocks.push({ title: "", list: figures });
  }
  if (kind === "shipped") {
    if (order.carrier) blocks.push({ text: t("shopperMail.carrier", { carrier: order.carrier }) });
    if (order.trackingNumber) blocks.push({ text: t("shopperMail.tracking", { number: order.trackingNumber }) });
  }
  if (kind === "exchange" && extra.settlement) {
    const { collect, payBack, takeBack } = extra.settlement;
    blocks.push({
      text:
        Number(collect) > 0
          ? t("shopperMail.collect", { amount: money(collect), count: takeBack })
          : t("shopperMail.nothingToCollect", { count: takeBack }),
    });
    if (Number(payBack) > 0) blocks.push({ text: t("shopperMail.payBack", { amount: money(payBack) }) });
  }
  if (settings.publicUrl) {
    const follow = `${settings.publicUrl}${localizedPath(routes.orderConfirmation(order.reference), locale)}`;
    blocks.push({ text: t("shopperMail.follow", { url: follow }), link: { label: t("shopperMail.followLink"), url: follow } });
    if (kind === "delivered") {
      const language = isInvoiceLanguage(locale) ? locale : undefined;
      const invoice = `${settings.publicUrl}${invoicePaths.shopperLatest(order.reference, language)}`;
      blocks.push({ text: t("shopperMail.invoice", { url: invoice }), link: { label: t("shopperMail.invoiceLink"), url: invoice } });
    }
  }
  blocks.push({ text: t("shopperMail.why", { store: settings.storeName }) });

  const subject = t(`shopperMail.subject.${kind}`, { reference: order.reference }).replace(/\s+/g, " ");
  return { subject, text: textOf(blocks, locale), html: htmlOf(blocks, locale, subject) };
}

/**
 * The WhatsApp confirmation of an order, in its language (app/lib/whatsapp.ts): the reference, each item with its
 * colour and size, the total to pay on delivery and the address. Read from the order as staff's answer has it.
 */
export function whatsAppConfirmation(order: Order, storeName: string, currency: Currency): string {
  const locale: Locale = order.locale ?? "en";
  const t = (id: TextId, params?: Params) => translate(locale, id, params);
  const money = (amount: string) => formatMoney(amount, locale, currency);
  const items = order.products.map((line) => {
    const quantity = line.keptQuantity ?? line.quantity;
    const color = line.color ? (locale !== "en" ? line.color.translations[locale]?.name : undefined) || line.color.name : null;
    const amount = money(multiplyAmount(line.price, quantity, currency));
    return `- ${itemText(t, { quantity, name: line.name, color, size: line.size, amount })}`;
  });
  const address = [order.street, order.city, order.zip, translateState(order.state, t)].filter(Boolean).join(", ");
  return [
    t("shopperMail.whatsapp.intro", { name: order.fullName, store: storeName, reference: order.reference }),
    ...items,
    t("shopperMail.whatsapp.total", { amount: money(order.total) }),
    t("shopperMail.whatsapp.address", { address }),
    t("shopperMail.whatsapp.ask"),
  ].join("\n");
}

/** One item of a message: its pieces, its name, its colour and size when it has them, and what they cost. */
function itemText(
  t: (id: TextId, params?: Params) => string,
  item: { quantity: number; name: string; color: string | null; size: string | null; amount: string },
): string {
  const size = item.size && item.size !== ONE_SIZE ? sizeLabel(item.size, t) : null;
  const id: TextId =
    item.color === null
      ? size === null
        ? "shopperMail.lineOneSize"
        : "shopperMail.line"
      : size === null
        ? "shopperMail.lineColorOneSize"
        : "shopperMail.lineColor";
  return t(id, { ...item, color: item.color ?? "", size: size ?? "" });
}

/** A governorate in the order's language, as the checkout names it. */
function translateState(state: string, t: (id: TextId) => string): string {
  const key = `state.${state}` as TextId;
  return t(key) === key ? state : t(key);
}

/** Plain text: a right-to-left mark opens each Arabic line, so that one starting with a Latin name or a number reads right. */
export function textOf(blocks: readonly Block[], locale: Locale): string {
  const mark = localeInfo[locale].dir === "rtl" ? "\u200f" : "";
  const lines = blocks.flatMap((block) =>
    "list" in block ? [...(block.title ? [block.title] : []), ...block.list.map((item) => `- ${item}`)] : [block.text],
  );
  return lines.map((line) => `${mark}${line}`).join("\n\n");
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

/** HTML with the language and direction of the page she ordered from, inline styles only, and no image of any kind. */
export function htmlOf(blocks: readonly Block[], locale: Locale, subject: string): string {
  const { dir } = localeInfo[locale];
  const body = blocks
    .map((block) => {
      if ("list" in block) {
        const title = block.title ? `<p style="margin:16px 0 4px;font-weight:bold">${escapeHtml(block.title)}</p>` : "";
        return `${title}<ul style="margin:0 0 12px;padding-inline-start:20px">${block.list.map((item) => `<li>${escapeHtml(item)}</li>`).join("")}</ul>`;
      }
      if ("link" in block) {
        return `<p style="margin:12px 0"><a href="${escapeHtml(block.link.url)}" style="color:#111;font-weight:bold">${escapeHtml(block.link.label)}</a></p>`;
      }
      return `<p style="margin:12px 0">${escapeHtml(block.text)}</p>`;
    })
    .join("\n");
  return `<!doctype html>
<html lang="${locale}" dir="${dir}">
<head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#222;background:#fff;margin:0;padding:24px" dir="${dir}">
<div style="max-width:560px;margin:0 auto;text-align:${dir === "rtl" ? "right" : "left"}">
${body}
</div>
</body>
</html>`;
}

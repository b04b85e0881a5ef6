/**
 * E-mail to staff through an outbox (ARCHITECTURE decision 16). An order or a contact message writes one
 * `mail_outbox` row per recipient in its own transaction, the text already written in that recipient's language;
 * `deliverDueMail` sends the rows after the commit and retries the failed ones with a growing delay. So a slow or
 * dead mail server never slows or fails an order, and a restart, or another instance, resumes the sending.
 */
import { and, asc, eq, inArray, isNull, lt, sql } from "drizzle-orm";
import type { Logger } from "pino";
import type { Db } from "~/db/connection";
import { mailOutbox, users, type ColorTranslations } from "~/db/schema";
import { formatPhone } from "~/lib/format";
import { DEFAULT_LOCALE, formatMoney, isLocale, localeInfo, type Currency, type Locale, type Params } from "~/lib/i18n";
import { multiplyAmount } from "~/lib/money";
import type { DiscountKind } from "~/lib/discounts";
import { minusAmount, orderDiscountLine } from "~/lib/order-discount";
import { adminRoles } from "~/lib/roles";
import { routes } from "~/lib/routes";
import { sizeLabel } from "~/lib/sizes";
import { isStockAlertMail } from "~/lib/stock-alerts";
import type { TextId } from "~/lib/text-ids";
import { translate } from "~/lib/texts.server";

/** The settings that decide who is told, and whether the e-mail links to the back office. */
export interface StaffMailSettings {
  /** STAFF_EMAILS; null: every ADMIN and SUPER_ADMIN account, read when the e-mail is written. */
  staffEmails: readonly string[] | null;
  /** PUBLIC_URL. Links are built from it only, never from a request's Host, which anyone may forge. */
  publicUrl: string | null;
}

export interface StaffRecipient {
  email: string;
  locale: Locale;
}

/**
 * Who gets staff e-mail, each in their language: the listed addresses (a staff account's language when the address
 * is one's, English otherwise), or without a list every ADMIN and SUPER_ADMIN account. Each address once.
 */
export async function staffRecipients(db: Db, staffEmails: readonly string[] | null): Promise<StaffRecipient[]> {
  const accounts = await db
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(
      staffEmails === null
        ? inArray(users.role, [...adminRoles])
        : inArray(
            sql<string>`lower(${users.email})`,
            staffEmails.map((email) => email.toLowerCase()),
          ),
    )
    .orderBy(asc(users.id));
  const localeOf = new Map(
    accounts.map((account) => [account.email.toLowerCase(), isLocale(account.locale) ? account.locale : DEFAULT_LOCALE]),
  );
  const addresses = staffEmails ?? accounts.map((account) => account.email);
  const seen = new Set<string>();
  return addresses.flatMap((email) => {
    const key = email.toLowerCase();
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ email, locale: localeOf.get(key) ?? DEFAULT_LOCALE }];
  });
}

export interface RenderedMail {
  subject: string;
  body: string;
}

/** Writes one outbox row per recipient, rendered once per language. Call it inside the transaction it announces. */
async function queueStaffMail(db: Db, staffEmails: readonly string[] | null, render: (locale: Locale) => RenderedMail): Promise<void> {
  const recipients = await staffRecipients(db, staffEmails);
  if (recipients.length === 0) return;
  const rendered = new Map<Locale, RenderedMail>();
  const inLocale = (locale: Locale) => rendered.get(locale) ?? rendered.set(locale, render(locale)).get(locale)!;
  await db.insert(mailOutbox).values(recipients.map((recipient) => ({ recipient: recipient.email, ...inLocale(recipient.locale) })));
}

/** What an order e-mail tells, as placeOrder knows it inside its transaction. */
export interface NewOrderFacts {
  id: number;
  reference: string;
  fullName: string;
  telephone: string;
  state: string;
  city: string;
  lines: readonly {
    name: string;
    /** The colour's English name; null for a product without colours. */
    color: string | null;
    colorTranslations?: ColorTranslations;
    size: string;
    quantity: number;
    price: string;
  }[];
  subtotal: string;
  shippingFee: string;
  total: string;
  /** The discount code the order was placed with (null: none), its kind, and what it took off or waived. */
  discountCode: string | null;
  discountKind: DiscountKind | null;
  discount: string;
}

/** A staff mail's texts in the recipient's language, and its "Label: value" lines. */
function mailTexts(locale: Locale) {
  const t = (id: TextId, params?: Params) => translate(locale, id, params);
  const labelled = (label: TextId, value: string) => `${t("list.labelColon", { label: t(label) })} ${value}`;
  return { t, labelled };
}

export async function queueNewOrderMail(db: Db, order: NewOrderFacts, settings: StaffMailSettings, currency: Currency): Promise<void> {
  await queueStaffMail(db, settings.staffEmails, (locale) => renderNewOrderMail(order, locale, currency, settings.publicUrl));
}

export function renderNewOrderMail(order: NewOrderFacts, locale: Locale, currency: Currency, publicUrl: string | null): RenderedMail {
  const { t, labelled } = mailTexts(locale);
  const money = (amount: string) => formatMoney(amount, locale, currency);
  const discounted = orderDiscountLine(order, currency);
  const stateKey = `state.${order.state}` as TextId;
  const state = t(stateKey) === stateKey ? order.state : t(stateKey);
  const lines = order.lines.map((line) => {
    const params = {
      quantity: line.quantity,
      name: oneLine(line.name),
      size: sizeLabel(line.size, t),
      amount: money(multiplyAmount(line.price, line.quantity, currency)),
    };
    if (line.color === null) return t("mail.orderLine", params);
    // The colour in the staff member's language when it has a name there, else in English.
    const color = (locale === "fr" || locale === "ar" ? line.colorTranslations?.[locale]?.name : undefined) || line.color;
    return t("mail.orderLineColor", { ...params, color: oneLine(color) });
  });
  const body = [
    t("mail.newOrder.intro"),
    "",
    labelled("orders.reference", order.reference),
    labelled("orders.customer", oneLine(order.fullName)),
    labelled("orders.phone", formatPhone(order.telephone)),
    labelled("orders.state", state),
    labelled("orders.city", oneLine(order.city)),
    "",
    t("list.labelColon", { label: t("orders.products") }),
    ...lines,
    "",
    labelled("orders.subtotal", money(order.subtotal)),
    // With a code, the fee before it and the code's line, so that the figures add up to the total to collect.
    labelled("orders.shippingFee", money(discounted?.feeBefore ?? order.shippingFee)),
    ...(discounted
      ? [
          `${t("list.labelColon", { label: t(discounted.freeDelivery ? "orders.freeDeliveryLine" : "orders.discountLine", { code: discounted.code }) })} ${minusAmount(discounted.amount, money)}`,
        ]
      : []),
    labelled("orders.total", money(order.total)),
    ...(publicUrl ? ["", t("mail.openOrder", { url: `${publicUrl}${routes.order(order.id)}` })] : []),
  ];
  return {
    subject: oneLine(t("mail.newOrder.subject", { reference: order.reference, name: order.fullName, total: money(order.total) })),
    body: inDirection(body, locale),
  };
}

/** What the e-mail about a parcel refused at the door tells, as moveOrder knows it inside its transaction. */
export interface RefusedOrderFacts {
  id: number;
  reference: string;
  fullName: string;
  telephone: string;
  /** The orders of this telephone number refused at the door, this one included. */
  refusals: number;
}

export async function queueRefusedOrderMail(db: Db, order: RefusedOrderFacts, settings: StaffMailSettings): Promise<void> {
  await queueStaffMail(db, settings.staffEmails, (locale) => renderRefusedOrderMail(order, locale, settings.publicUrl));
}

export function renderRefusedOrderMail(order: RefusedOrderFacts, locale: Locale, publicUrl: string | null): RenderedMail {
  const { t, labelled } = mailTexts(locale);
  const body = [
    t("mail.refusedOrder.intro"),
    "",
    labelled("orders.reference", order.reference),
    labelled("orders.customer", oneLine(order.fullName)),
    labelled("orders.phone", formatPhone(order.telephone)),
    t("mail.refusedOrder.count", { count: order.refusals }),
    ...(publicUrl ? ["", t("mail.openOrder", { url: `${publicUrl}${routes.order(order.id)}` })] : []),
  ];
  return {
    subject: oneLine(t("mail.refusedOrder.subject", { reference: order.reference, name: order.fullName })),
    body: inDirection(body, locale),
  };
}

/** What a contact message e-mail tells. */
export interface NewMessageFacts {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
}

export async function queueNewMessageMail(db: Db, message: NewMessageFacts, settings: StaffMailSettings): Promise<void> {
  await queueStaffMail(db, settings.staffEmails, (locale) => renderNewMessageMail(message, locale, settings.publicUrl));
}

/** How much of a contact message the e-mail quotes; the whole of it is in the back office. */
export const MESSAGE_EXCERPT_MAX = 1000;

export function renderNewMessageMail(message: NewMessageFacts, locale: Locale, publicUrl: string | null): RenderedMail {
  const { t, labelled } = mailTexts(locale);
  const body = [
    t("mail.newMessage.intro"),
    "",
    labelled("messages.from", oneLine(message.name)),
    labelled("field.email", message.email),
    labelled("col.subject", oneLine(message.subject)),
    "",
    t("list.labelColon", { label: t("messages.message") }),
    excerpt(message.message, MESSAGE_EXCERPT_MAX),
    ...(publicUrl ? ["", t("mail.openMessage", { url: `${publicUrl}${routes.message(message.id)}` })] : []),
  ];
  return {
    subject: oneLine(t("mail.newMessage.subject", { name: message.name, subject: message.subject })),
    body: inDirection(body, locale),
  };
}

/**
 * Shopper-typed text on one line: a subject or a label line never breaks, whatever was pasted. No-break spaces
 * stay, as French typography and money put them.
 */
function oneLine(text: string): string {
  return text.replace(/[^\S\u00a0\u202f]+/g, " ").trim();
}

/** The start of a text, cut between characters (never inside an emoji), with an ellipsis when cut. */
function excerpt(text: string, max: number): string {
  const characters = Array.from(text.trim());
  return characters.length <= max ? characters.join("") : `${characters.slice(0, max).join("").trimEnd()}…`;
}

/**
 * The body's lines joined. Plain text has no `dir`: a mail client sets each paragraph's direction by its first
 * letter, so an Arabic line that starts with a product's Latin name or a number would read left to right. A
 * right-to-left mark at the start of each line sets it.
 */
function inDirection(lines: readonly string[], locale: Locale): string {
  const mark = localeInfo[locale].dir === "rtl" ? "\u200f" : "";
  return lines.map((line) => (line && mark ? `${mark}${line}` : line)).join("\n");
}

// ---------------------------------------------------------------------------------------------------------
// Sending

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /** The same message in HTML, sent as its alternative (the shopper's messages). */
  html?: string;
}

/** Hands one e-mail to a mail server (app/mailer.server.ts), or to the log; throws when it was not accepted. */
export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
}

/** Tries before an e-mail is given up on. It stays in the outbox, unsent, with its last error, for staff to look into. */
export const MAIL_MAX_ATTEMPTS = 10;
const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 6 * 60 * 60 * 1000;
/**
 * How long a claimed e-mail is left to the sender that claimed it before another may take it: far longer than
 * one send can last (the transport's timeouts), so two instances never send it both, yet short enough that an
 * e-mail whose sender died mid-send goes out minutes later.
 */
export const MAIL_LEASE_MS = 5 * 60_000;
const ERROR_TEXT_MAX = 300;
/** Tries at most in one round, unless told otherwise. */
export const MAIL_BATCH = 20;

/** The wait after the n-th failed try: 1 min, 2, 4, … doubling up to 6 hours. */
export function retryDelayMs(failures: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1), LONGEST_RETRY_MS);
}

export interface DeliveryOptions {
  /** The time to run at, for tests that move it on; otherwise the clock's, read at every step. */
  now?: Date;
  /** Tries at most in one round. */
  batch?: number;
  logger?: Pick<Logger, "warn" | "error">;
  /** Aborted: the e-mail being sent finishes, no other starts (a graceful stop). */
  signal?: AbortSignal;
}

export interface DeliveryReport {
  sent: number;
  failed: number;
}

/**
 * Sends the due e-mails one by one, at most `batch` tries in a round: each is claimed first (see `claimDueMail`),
 * then sent, then marked sent; a failure counts a try, keeps the error and waits `retryDelayMs` before the next. An
 * e-mail sent whose marking fails (the database lost meanwhile) goes out again after its lease: at least once,
 * never lost.
 */
export async function deliverDueMail(db: Db, transport: MailTransport, options: DeliveryOptions = {}): Promise<DeliveryReport> {
  // A round may outlast a lease (20 slow sends), so each claim reads the clock anew.
  const now = () => options.now ?? new Date();
  const batch = options.batch ?? MAIL_BATCH;
  const report: DeliveryReport = { sent: 0, failed: 0 };
  while (report.sent + report.failed < batch && !options.signal?.aborted) {
    const mail = await claimDueMail(db, now());
    if (!mail) break;
    try {
      await transport.send({ to: mail.recipient, subject: mail.subject, text: mail.body, ...(mail.html ? { html: mail.html } : {}) });
    } catch (error) {
      await recordFailure(db, mail, error, now(), options.logger);
      report.failed += 1;
      continue;
    }
    // An alert's e-mail is not kept once sent: its address is kept no longer than needed (docs/decisions/060).
    if (isStockAlertMail(mail.kind)) await db.delete(mailOutbox).where(eq(mailOutbox.id, mail.id));
    else await db.update(mailOutbox).set({ sentAt: now(), lastError: null }).where(eq(mailOutbox.id, mail.id));
    report.sent += 1;
  }
  return report;
}

/**
 * Takes the next due e-mail for this sender: one statement locks it (`FOR UPDATE SKIP LOCKED`, so a concurrent
 * sender takes the next one instead of waiting) and moves its next try past the lease, then commits at once. No
 * transaction stays open while the mail server talks, which the embedded database's single connection could not
 * afford, and another instance sees the e-mail as not due until the lease ends.
 */
async function claimDueMail(db: Db, now: Date) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    // The database keeps microseconds and a Date only milliseconds: a row written in this very millisecond is due too.
    .where(
      and(isNull(mailOutbox.sentAt), lt(mailOutbox.nextAttemptAt, new Date(now.getTime() + 1)), lt(mailOutbox.attempts, MAIL_MAX_ATTEMPTS)),
    )
    .orderBy(asc(mailOutbox.nextAttemptAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [mail] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + MAIL_LEASE_MS) })
    .where(inArray(mailOutbox.id, due))
    .returning({
      id: mailOutbox.id,
      recipient: mailOutbox.recipient,
      subject: mailOutbox.subject,
      body: mailOutbox.body,
      html: mailOutbox.html,
      kind: mailOutbox.kind,
      attempts: mailOutbox.attempts,
    });
  return mail ?? null;
}

async function recordFailure(
  db: Db,
  mail: { id: number; recipient: string; attempts: number },
  error: unknown,
  now: Date,
  logger: DeliveryOptions["logger"],
): Promise<void> {
  const attempts = mail.attempts + 1;
  const lastError = errorText(error);
  const nextAttemptAt = new Date(now.getTime() + retryDelayMs(attempts));
  await db.update(mailOutbox).set({ attempts, lastError, nextAttemptAt }).where(eq(mailOutbox.id, mail.id));
  const details = { mailId: mail.id, to: mail.recipient, attempts, error: lastError };
  if (attempts >= MAIL_MAX_ATTEMPTS)
    logger?.error(details, `staff e-mail given up after ${attempts} tries; it stays unsent in mail_outbox`);
  else logger?.warn({ ...details, nextAttemptAt: nextAttemptAt.toISOString() }, "staff e-mail not sent; it will be tried again");
}

/** A failure in one short line for the outbox: its code and the transport's message (secrets already masked), no stack. */
function errorText(error: unknown): string {
  const message = error instanceof Error ? error.message || error.name : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const text = oneLine(typeof code === "string" && !message.includes(code) ? `${code}: ${message}` : message) || "unknown error";
  return text.length > ERROR_TEXT_MAX ? `${text.slice(0, ERROR_TEXT_MAX - 1)}…` : text;
}

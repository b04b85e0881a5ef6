/**
 * The newsletter's subscribers. Subscribing twice keeps the first subscription (and says nothing more: the
 * answer never tells whether an address was already there); each subscriber's random token is their
 * unsubscribe link, which works without an account and deletes the address.
 */
import { randomBytes } from "node:crypto";
import { asc, desc, eq, gt } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { newsletterSubscribers } from "~/db/schema";
import type { ExportBatch, SubscriberExportRow } from "~/lib/exports.server";
import type { Locale } from "~/lib/i18n";
import { EXPORT_BATCH_SIZE } from "~/lib/limits";

export async function subscribe(db: Db, email: string, locale: Locale): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), locale, token: randomBytes(24).toString("base64url") })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** Deletes the address the token belongs to; false when no subscriber holds it (never was, or already gone). */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const gone = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.token, token))
    .returning({ id: newsletterSubscribers.id });
  return gone.length > 0;
}

/** Subscribers with the token of their unsubscribe link: oldest first unless asked otherwise, every one unless paged. */
export function listSubscribers(db: Db, page: { newestFirst?: boolean; limit?: number; offset?: number } = {}) {
  const order = page.newestFirst ? desc : asc;
  return db
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      token: newsletterSubscribers.token,
      createAt: newsletterSubscribers.createAt,
    })
    .from(newsletterSubscribers)
    .orderBy(order(newsletterSubscribers.createAt), order(newsletterSubscribers.id))
    .limit(page.limit ?? 1_000_000)
    .offset(page.offset ?? 0);
}

/** A batch of the subscribers export, by id after `after` (oldest first). */
export async function subscriberExportBatch(db: Db, after: number, limit = EXPORT_BATCH_SIZE): Promise<ExportBatch<SubscriberExportRow>> {
  const rows = await db
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      createAt: newsletterSubscribers.createAt,
    })
    .from(newsletterSubscribers)
    .where(gt(newsletterSubscribers.id, after))
    .orderBy(asc(newsletterSubscribers.id))
    .limit(limit);
  return { rows, next: rows.length < limit ? null : rows[rows.length - 1].id };
}

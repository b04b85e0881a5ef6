/**
 * The newsletter's subscribers. Subscribing twice keeps the first subscription (and says nothing more: the
 * answer never tells whether an address was already there); each subscriber's random token is their
 * unsubscribe link, which works without an account and deletes the address.
 */
import { randomBytes } from "node:crypto";
import { asc, eq } from "drizzle-orm";
import type { Db } from "~/db/connection";
import { newsletterSubscribers } from "~/db/schema";
import type { Locale } from "~/lib/i18n";

export async function subscribe(db: Db, email: string, locale: Locale): Promise<void> {
  await db
    .insert(newsletterSubscribers)
    .values({ email: email.toLowerCase(), locale, token: randomBytes(24).toString("base64url") })
    .onConflictDoNothing({ target: newsletterSubscribers.email });
}

/** Deletes the address the token belongs to; false when no subscriber holds it (never was, or already gone). */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  const gone = await db.delete(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).returning({ id: newsletterSubscribers.id });
  return gone.length > 0;
}

/** Every subscriber, oldest first, with the token of their unsubscribe link. */
export function listSubscribers(db: Db) {
  return db
    .select({
      email: newsletterSubscribers.email,
      locale: newsletterSubscribers.locale,
      token: newsletterSubscribers.token,
      createAt: newsletterSubscribers.createAt,
    })
    .from(newsletterSubscribers)
    .orderBy(asc(newsletterSubscribers.createAt), asc(newsletterSubscribers.id));
}

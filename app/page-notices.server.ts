/**
 * Where a change to the storefront pages goes once its write is committed: this process's HTML cache, its sibling
 * workers' (relayed through the cluster's primary, answered before the write's answer leaves), and on PostgreSQL
 * every other instance, told by a notice on the database. Each process hears the notices on a connection of its
 * own; the cache's TTL remains the bound for a notice that never arrives.
 */
import { randomBytes } from "node:crypto";
import type { Logger } from "pino";
import type { Db } from "./db/connection";
import { listenForPageChanges, notifyPagesChanged, type PageNoticeListener } from "./db/page-notices";

export interface PageChanges {
  /** After a commit that changed what the pages show: forget them here, in the sibling workers and on every instance. */
  changed: () => Promise<void>;
  /** Whether this process currently hears other instances' changes (always false on the embedded database). */
  readonly listening: boolean;
  stop: () => Promise<void>;
}

export function startPageChanges(options: {
  db: Db;
  /** Set on PostgreSQL only: the embedded database has no other instance to tell or to hear. */
  databaseUrl?: string;
  /** This process's HTML cache, or null when it keeps none (it still tells the instances that do). */
  clear: (() => void) | null;
  clearSiblings: () => Promise<void>;
  logger: Pick<Logger, "info" | "warn">;
}): PageChanges {
  const { db, databaseUrl, clear, clearSiblings, logger } = options;
  // A process's own notice comes back to it; this process forgot its pages before sending it.
  const sender = randomBytes(8).toString("hex");
  // Only a process with pages to forget listens; each worker does, so a notice needs no relay through the primary.
  const listener: PageNoticeListener | null =
    databaseUrl && clear ? listenForPageChanges({ databaseUrl, onChange: () => clear(), ownSender: sender, logger }) : null;

  return {
    changed: async () => {
      clear?.();
      await clearSiblings();
      if (!databaseUrl) return;
      try {
        await notifyPagesChanged(db, sender);
      } catch (error) {
        // The write is committed and must be answered as done: the other instances catch up within their TTL.
        logger.warn({ err: error }, "could not tell the other instances that pages changed; they follow within HTML_CACHE_SECONDS");
      }
    },
    get listening() {
      return listener?.listening ?? false;
    },
    stop: async () => {
      await listener?.stop();
    },
  };
}

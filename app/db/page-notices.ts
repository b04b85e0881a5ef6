/**
 * Several instances on one PostgreSQL database each keep the storefront pages in memory. A write that changes
 * them is announced on one channel once committed, and every instance listening on it forgets its pages: a
 * change made through one instance shows on the others within milliseconds, not a cache lifetime later.
 * PostgreSQL only: the embedded database is one process, which clears its own pages.
 */
import { sql } from "drizzle-orm";
import pg from "pg";
import type { Logger } from "pino";
import type { Db } from "./connection";

export const PAGES_CHANGED_CHANNEL = "yasmine_pages_changed";
/** How the listening connection shows in pg_stat_activity, so that an operator (or a test) can tell it apart. */
export const PAGE_NOTICES_APPLICATION_NAME = "yasmine-page-notices";

/**
 * Tells every listening instance that the pages changed. Outside any transaction on purpose: PostgreSQL holds a
 * notice back until its transaction commits, and the caller's write is already committed when this runs.
 */
export async function notifyPagesChanged(db: Db, sender = ""): Promise<void> {
  await db.execute(sql`select pg_notify(${PAGES_CHANGED_CHANNEL}, ${sender})`);
}

export type PageNoticeReason = "notice" | "dropped" | "listening";

export interface PageNoticeOptions {
  databaseUrl: string;
  /**
   * Forget the pages: on a notice from another sender, when the listening connection drops (from then on this
   * instance hears nothing), and each time it listens again (what was said meanwhile is lost).
   */
  onChange: (reason: PageNoticeReason) => void;
  /** Notices carrying this payload come from this process, which forgot its own pages before sending them. */
  ownSender?: string;
  logger?: Pick<Logger, "info" | "warn">;
  firstRetryMs?: number;
  longestRetryMs?: number;
  heartbeatMs?: number;
  queryTimeoutMs?: number;
}

export interface PageNoticeListener {
  /** Settles once the first attempt to listen has succeeded or failed; a failure keeps retrying. */
  readonly ready: Promise<void>;
  readonly listening: boolean;
  stop(): Promise<void>;
}

const FIRST_RETRY_MS = 100;
const LONGEST_RETRY_MS = 10_000;
/**
 * A connection whose peer vanished without a word (a cut network, a failover) stays open here until TCP gives up,
 * which takes many minutes: a query that gets no answer within QUERY_TIMEOUT_MS ends it sooner.
 */
const HEARTBEAT_MS = 15_000;
const QUERY_TIMEOUT_MS = 5_000;

/** Listens on a connection of its own: a pooled one would be handed to queries and lose its LISTEN when returned. */
export function listenForPageChanges(options: PageNoticeOptions): PageNoticeListener {
  const firstRetryMs = options.firstRetryMs ?? FIRST_RETRY_MS;
  const longestRetryMs = options.longestRetryMs ?? LONGEST_RETRY_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const queryTimeoutMs = options.queryTimeoutMs ?? QUERY_TIMEOUT_MS;
  const { logger } = options;
  let stopped = false;
  let current: pg.Client | null = null;
  let listening = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  let settleReady = () => {};
  const ready = new Promise<void>((resolve) => (settleReady = resolve));

  function connect() {
    if (stopped) return;
    const client = new pg.Client({
      connectionString: options.databaseUrl,
      application_name: PAGE_NOTICES_APPLICATION_NAME,
      connectionTimeoutMillis: queryTimeoutMs,
      query_timeout: queryTimeoutMs,
      keepAlive: true,
    });
    current = client;
    let heartbeat: NodeJS.Timeout | undefined;
    let listeningSince = 0;
    let gone = false;

    const lose = (error?: Error) => {
      if (gone) return;
      gone = true;
      clearTimeout(heartbeat);
      const wasListening = listeningSince > 0;
      if (current === client) {
        current = null;
        listening = false;
      }
      void client.end().catch(() => {});
      settleReady();
      if (stopped) return;
      // A connection that lived a while was not failing: the next attempt comes quickly again.
      if (wasListening && Date.now() - listeningSince > longestRetryMs) failures = 0;
      failures += 1;
      const delay = Math.min(longestRetryMs, firstRetryMs * 2 ** (failures - 1));
      if (wasListening) {
        logger?.warn(
          { err: error, retryInMs: delay },
          "lost the connection that hears other instances' page changes; pages cleared, reconnecting",
        );
        options.onChange("dropped");
      } else if (failures === 1) {
        logger?.warn({ err: error, retryInMs: delay }, "cannot listen for other instances' page changes yet; retrying");
      }
      retry = setTimeout(connect, delay);
      retry.unref();
    };

    client.on("error", lose);
    client.on("end", () => lose());
    client.on("notification", (message) => {
      if (message.channel === PAGES_CHANGED_CHANNEL && (!options.ownSender || message.payload !== options.ownSender)) {
        options.onChange("notice");
      }
    });
    client
      .connect()
      .then(() => client.query(`LISTEN ${PAGES_CHANGED_CHANNEL}`))
      .then(() => {
        if (gone || stopped) return;
        if (failures > 0) logger?.info("listening for other instances' page changes again");
        listeningSince = Date.now();
        listening = true;
        options.onChange("listening");
        // One beat at a time: the next is timed from the answer, so a slow one never overlaps it.
        const beat = () => {
          heartbeat = setTimeout(() => {
            client.query("select 1").then(() => {
              if (!gone) beat();
            }, lose);
          }, heartbeatMs);
          heartbeat.unref();
        };
        beat();
        settleReady();
      })
      .catch(lose);
  }

  connect();
  return {
    ready,
    get listening() {
      return listening;
    },
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const client = current;
      current = null;
      listening = false;
      await client?.end().catch(() => {});
    },
  };
}

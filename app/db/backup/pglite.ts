/**
 * Backups of the embedded database, on the backup's side. The store owns the database (PGlite lives inside its
 * process, and DATA_DIR is locked), so while it runs it is asked for a copy of its files (./channel.ts); when it is
 * stopped, the files are copied here, holding the lock. Either way pg_dump then runs on the copy, in this
 * process: the store pauses only for the copy, and its memory never holds a dump.
 */
import fs from "node:fs";
import path from "node:path";
import { pgDump } from "@electric-sql/pglite-tools/pg_dump";
import { createPglite } from "../connection";
import { DataDirLockedError, lockDataDir } from "../lock";
import { copyFromRunningStore, copyTree, pgdataOf, socketPath } from "./channel";
import { BackupError } from "./errors";
import { COUNTS_SQL, countCheckSql, countsOf, LAST_MIGRATION_SQL, type Manifest, type SnapshotFacts } from "./manifest";

export interface PgliteSnapshot extends SnapshotFacts {
  sql: string;
}

const holdsDatabase = (dataDir: string) => fs.existsSync(path.join(pgdataOf(dataDir), "PG_VERSION"));

/** When the store is stopped: the files are copied under the lock, so the store cannot start meanwhile. */
async function copyStoppedStore(dataDir: string, target: string): Promise<void> {
  let release: () => void;
  try {
    release = await lockDataDir(dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(
      `The store running on ${dataDir} does not answer on ${socketPath(dataDir)}. ` +
        `Restart it with this version of the store (it opens that socket for backups), or stop it and run the backup again.`,
    );
  }
  try {
    await copyTree(pgdataOf(dataDir), pgdataOf(target));
  } finally {
    release();
  }
}

/** The figures and the plain-SQL dump of a database copy that nothing else uses. */
async function dumpCopy(pgdata: string): Promise<PgliteSnapshot> {
  const client = await createPglite(pgdata);
  try {
    const [{ exists }] = (
      await client.query<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists")
    ).rows;
    if (!exists) throw new BackupError("The embedded database holds no store yet: start the store once, then back it up.");
    const [counts] = (await client.query<Record<string, unknown>>(COUNTS_SQL)).rows;
    const [migration] = (await client.query<{ time: string | null }>(LAST_MIGRATION_SQL)).rows;
    const [version] = (await client.query<{ server_version: string }>("show server_version")).rows;
    // Owners and grants mean nothing to the embedded database, and would tie the dump to a role name.
    const file = await pgDump({ pg: client, args: ["--no-owner", "--no-privileges"] });
    return {
      counts: countsOf(counts),
      migrationTime: migration.time === null ? null : Number(migration.time),
      serverVersion: `PostgreSQL ${version.server_version} (PGlite)`,
      // A PostgreSQL 17 setting at the top of the dump that older servers refuse; it only restates the default.
      sql: (await file.text()).replace(/^SET transaction_timeout = 0;\n/m, ""),
    };
  } finally {
    await client.close();
  }
}

/**
 * The embedded database's dump, made in `workDir` (which the store must be able to write: BACKUP_DIR's). Answers
 * whether the running store or this process copied the files.
 */
export async function snapshotPglite(dataDir: string, workDir: string): Promise<{ snapshot: PgliteSnapshot; live: boolean }> {
  if (!holdsDatabase(dataDir)) {
    throw new BackupError(`${dataDir} holds no embedded database: nothing to back up. (A store on PostgreSQL needs DATABASE_URL set.)`);
  }
  const live = await copyFromRunningStore(dataDir, workDir);
  if (!live) await copyStoppedStore(dataDir, workDir);
  return { snapshot: await dumpCopy(pgdataOf(workDir)), live };
}

/**
 * Before a restore into DATA_DIR: its lock, so the store cannot run meanwhile (and a running store is refused),
 * and a refusal when it already holds a database, unless forced. Answers the lock's release.
 */
export async function claimDataDir(dataDir: string, force: boolean): Promise<() => void> {
  let release: () => void;
  try {
    release = await lockDataDir(dataDir, 0);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    throw new BackupError(`${error.message} A restore replaces the database under the store: stop the store, then restore.`);
  }
  // A restore stopped between its two renames (below) left the old database aside: it is put back first.
  const replaced = `${pgdataOf(dataDir)}.replaced`;
  if (!fs.existsSync(pgdataOf(dataDir)) && fs.existsSync(replaced)) fs.renameSync(replaced, pgdataOf(dataDir));
  if (holdsDatabase(dataDir) && !force) {
    release();
    throw new BackupError(
      `${dataDir} already holds a database. Restore into an empty DATA_DIR, ` +
        `or add --force to replace it with the backup (back it up first if in doubt).`,
    );
  }
  return release;
}

/**
 * Builds the restored database beside the live one (pgdata.restoring, in DATA_DIR), checks it holds every counted
 * row, then swaps it in with renames: a failure at any point leaves DATA_DIR as it was. The caller holds the lock.
 */
export async function restorePglite(dataDir: string, sqlFile: string, manifest: Manifest): Promise<void> {
  const pgdata = pgdataOf(dataDir);
  const staging = `${pgdata}.restoring`;
  const replaced = `${pgdata}.replaced`;
  fs.rmSync(staging, { recursive: true, force: true });
  fs.rmSync(replaced, { recursive: true, force: true });
  try {
    const client = await createPglite(staging);
    try {
      await client.exec(fs.readFileSync(sqlFile, "utf8") + countCheckSql(manifest.counts));
    } catch (error) {
      throw new BackupError(`The restore failed, and ${dataDir} was not changed: ${(error as Error).message}`);
    } finally {
      await client.close();
    }
    if (fs.existsSync(pgdata)) fs.renameSync(pgdata, replaced);
    fs.renameSync(staging, pgdata);
    fs.rmSync(replaced, { recursive: true, force: true });
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

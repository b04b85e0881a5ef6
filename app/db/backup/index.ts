/**
 * `npm run backup` and `npm run restore -- FILE`: one timestamped file holds the whole store (the database, and
 * with it every picture, which are rows of the database), on the embedded database and on PostgreSQL.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { readArchive, writeArchive } from "./archive";
import { BackupError } from "./errors";
import { buildManifest, DUMP_FILE, MANIFEST, readManifest, type Manifest } from "./manifest";
import { claimDataDir, restorePglite, snapshotPglite } from "./pglite";
import { checkPostgresTarget, dumpPostgres, restorePostgres } from "./postgres";

export { BackupError } from "./errors";
export { serveBackups } from "./channel";
export type { Manifest } from "./manifest";

export interface BackupTarget {
  dataDir: string;
  databaseUrl?: string;
  /** Where PostgreSQL's client tools are, when not on PATH. */
  pgBinDir?: string;
}

export interface BackupResult {
  file: string;
  bytes: number;
  ms: number;
  manifest: Manifest;
  /** Where the dump came from: a copy made by the running store, a copy of the stopped store's files, or pg_dump. */
  dumpedBy: "a copy made by the running store" | "a copy of the stopped store's files" | "pg_dump";
}

/** yasmine-YYYYMMDD-HHMMSS.tar.gz in UTC, when the backup began; -2, -3… if two start within a second. */
function backupName(directory: string, at: Date): string {
  const stamp = at.toISOString().replace(/[-:]/g, "").replace("T", "-").slice(0, 15);
  for (let n = 1; ; n++) {
    const file = path.join(directory, `yasmine-${stamp}${n > 1 ? `-${n}` : ""}.tar.gz`);
    if (!fs.existsSync(file)) return file;
  }
}

async function withWorkDir<T>(parent: string, job: (dir: string) => Promise<T>): Promise<T> {
  const dir = await fs.promises.mkdtemp(path.join(parent, ".yasmine-work-"));
  try {
    return await job(dir);
  } finally {
    await fs.promises.rm(dir, { recursive: true, force: true });
  }
}

export async function createBackup(target: BackupTarget, backupDir: string): Promise<BackupResult> {
  const started = performance.now();
  const createdAt = new Date();
  // Backups hold customers' addresses and staff password hashes: only the store's user may read them.
  fs.mkdirSync(backupDir, { recursive: true, mode: 0o700 });
  // The copy of the embedded database is made here, by the store: BACKUP_DIR is a place it can write, and has room.
  return withWorkDir(backupDir, async (work) => {
    let manifest: Manifest;
    let dump: Buffer | string;
    let dumpedBy: BackupResult["dumpedBy"];
    if (target.databaseUrl) {
      dump = path.join(work, DUMP_FILE.postgres);
      const { facts, dumpedWith } = await dumpPostgres(target.databaseUrl, target.pgBinDir, dump);
      manifest = buildManifest("postgres", facts, dumpedWith, createdAt);
      dumpedBy = "pg_dump";
    } else {
      const { snapshot, live } = await snapshotPglite(target.dataDir, work);
      const { sql, ...facts } = snapshot;
      dump = Buffer.from(sql);
      manifest = buildManifest("pglite", facts, "pg_dump (PGlite)", createdAt);
      dumpedBy = live ? "a copy made by the running store" : "a copy of the stopped store's files";
    }
    const file = backupName(backupDir, createdAt);
    await writeArchive(file, [
      { name: MANIFEST, source: Buffer.from(JSON.stringify(manifest, null, 2)) },
      { name: manifest.database.file, source: dump },
    ]);
    return { file, bytes: fs.statSync(file).size, ms: Math.round(performance.now() - started), manifest, dumpedBy };
  });
}

/**
 * Brings a backup back into DATA_DIR or DATABASE_URL's database. The target is checked first (not in use, empty
 * unless forced), then the file; the restore itself is all or nothing.
 */
export async function restoreBackup(
  target: BackupTarget,
  file: string,
  options: { force?: boolean } = {},
): Promise<{ manifest: Manifest; ms: number }> {
  const started = performance.now();
  const force = options.force ?? false;
  if (!fs.existsSync(file)) throw new BackupError(`${file} does not exist.`);
  if (!fs.statSync(file).isFile()) throw new BackupError(`${file} is not a file.`);
  if (fs.statSync(file).size === 0) throw new BackupError(`${file} is empty: it is not a backup.`);
  const release = target.databaseUrl ? () => {} : await claimDataDir(target.dataDir, force);
  try {
    if (target.databaseUrl) await checkPostgresTarget(target.databaseUrl, force);
    const manifest = await withWorkDir(os.tmpdir(), async (work) => {
      const manifest = readManifest(work, await readArchive(file, work), file);
      const dumpFile = path.join(work, manifest.database.file);
      if (target.databaseUrl) {
        await restorePostgres(target.databaseUrl, target.pgBinDir, manifest, dumpFile, force);
      } else if (manifest.database.kind === "postgres") {
        throw new BackupError(
          `${file} is a backup of a PostgreSQL database, in pg_dump's own format, which the embedded database cannot read. ` +
            `Restore it into PostgreSQL: set DATABASE_URL to an empty database.`,
        );
      } else {
        await restorePglite(target.dataDir, dumpFile, manifest);
      }
      return manifest;
    });
    return { manifest, ms: Math.round(performance.now() - started) };
  } finally {
    release();
  }
}

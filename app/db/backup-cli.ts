/**
 * `npm run backup`: writes BACKUP_DIR/yasmine-YYYYMMDD-HHMMSS.tar.gz while the store keeps serving.
 * `npm run restore -- FILE [--force]`: brings one back into an empty DATA_DIR or DATABASE_URL's empty database.
 */
import path from "node:path";
import { readConfig } from "~/config.server";
import { BackupError, createBackup, restoreBackup } from "./backup";

const config = readConfig();
const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl, pgBinDir: config.pgBinDir };
const where = config.databaseUrl ? "the PostgreSQL database of DATABASE_URL" : `the embedded database in ${config.dataDir}`;
const [command, ...args] = process.argv.slice(2);

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const figures = (counts: Record<string, number>) =>
  `${counts.orders ?? 0} orders, ${counts.products ?? 0} products, ${counts.media ?? 0} images, ${counts.users ?? 0} staff accounts`;

async function backup() {
  const result = await createBackup(target, config.backupDir);
  console.log(`Backed up ${where} (from ${result.dumpedBy}): ${figures(result.manifest.counts)}.`);
  const shown = path.relative(process.cwd(), result.file);
  console.log(`${shown.startsWith("..") ? result.file : shown}  ${megabytes(result.bytes)} in ${seconds(result.ms)}`);
}

async function restore() {
  const force = args.includes("--force");
  const files = args.filter((arg) => arg !== "--force");
  if (files.length !== 1 || files[0].startsWith("-")) {
    console.error("Usage: npm run restore -- FILE [--force]   (FILE: a backup written by npm run backup)");
    process.exit(2);
  }
  const { manifest, ms } = await restoreBackup(target, path.resolve(files[0]), { force });
  console.log(`Restored the backup of ${manifest.createdAt} into ${where} in ${seconds(ms)}: ${figures(manifest.counts)}.`);
  console.log("Start the store (npm start): it applies the migrations of its version, if the backup is older.");
}

try {
  if (command === "backup") await backup();
  else if (command === "restore") await restore();
  else throw new Error(`unknown command ${command}`);
} catch (error) {
  // Every failure the operator can act on says so in its message; a stack trace would hide it.
  console.error(error instanceof BackupError ? error.message : `${command} failed: ${(error as Error).message}`);
  process.exit(1);
}

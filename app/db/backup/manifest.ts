/** What a backup says about itself (manifest.json), and the figures that prove a restore complete. */
import fs from "node:fs";
import path from "node:path";
import { getTableName } from "drizzle-orm";
import { migrationsFolder } from "../connection";
import { media, messages, orderLines, orders, posts, products, users } from "../schema";
import { BackupError } from "./errors";

export const MANIFEST = "manifest.json";
export const FORMAT = "yasmine-backup";
export type DatabaseKind = "pglite" | "postgres";
/** The embedded database is dumped as plain SQL; PostgreSQL in pg_dump's custom format. */
export const DUMP_FILE: Record<DatabaseKind, string> = { pglite: "database.sql", postgres: "database.dump" };

/** Counted when the backup is taken, in the same snapshot as the dump, and counted again before a restore commits. */
export const COUNTED_TABLES = [orders, orderLines, products, media, users, posts, messages].map((table) => getTableName(table));

export interface Manifest {
  format: typeof FORMAT;
  formatVersion: 1;
  createdAt: string;
  store: { version: string; migration: string | null; migrationTime: number | null };
  database: { kind: DatabaseKind; file: string; serverVersion: string; dumpedWith: string };
  /** Pictures are rows of the database (media), so the dump holds them. */
  images: "in the database";
  counts: Record<string, number>;
}

/** What the dump's snapshot held, taken with the dump. */
export interface SnapshotFacts {
  counts: Record<string, number>;
  migrationTime: number | null;
  serverVersion: string;
}

/** One query that counts every counted table; `bigint` counts come back as text from both drivers. */
export const COUNTS_SQL = `select ${COUNTED_TABLES.map((t) => `(select count(*) from public."${t}") as "${t}"`).join(", ")}`;
export const LAST_MIGRATION_SQL = `select max(created_at) as "time" from drizzle.__drizzle_migrations`;

export function countsOf(row: Record<string, unknown>): Record<string, number> {
  return Object.fromEntries(COUNTED_TABLES.map((t) => [t, Number(row[t])]));
}

interface Journal {
  entries: { when: number; tag: string }[];
}

function journal(): Journal {
  return JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as Journal;
}

function storeVersion(): string {
  try {
    return (JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as { version?: string }).version ?? "unknown";
  } catch {
    return "unknown";
  }
}

export function buildManifest(kind: DatabaseKind, facts: SnapshotFacts, dumpedWith: string, createdAt: Date): Manifest {
  const migration = journal().entries.find((entry) => entry.when === facts.migrationTime)?.tag ?? null;
  return {
    format: FORMAT,
    formatVersion: 1,
    createdAt: createdAt.toISOString(),
    store: { version: storeVersion(), migration, migrationTime: facts.migrationTime },
    database: { kind, file: DUMP_FILE[kind], serverVersion: facts.serverVersion, dumpedWith },
    images: "in the database",
    counts: facts.counts,
  };
}

/** Reads and checks the manifest of an extracted backup; anything odd is a BackupError naming the file. */
export function readManifest(directory: string, names: string[], file: string): Manifest {
  const notOurs = (why: string) => new BackupError(`${file} is not a backup of the store (${why}).`);
  if (!names.includes(MANIFEST)) throw notOurs(`no ${MANIFEST}`);
  let manifest: Manifest;
  try {
    manifest = JSON.parse(fs.readFileSync(path.join(directory, MANIFEST), "utf8")) as Manifest;
  } catch {
    throw notOurs(`${MANIFEST} is not JSON`);
  }
  if (manifest?.format !== FORMAT) throw notOurs(`${MANIFEST} is not a Yasmine manifest`);
  if (manifest.formatVersion !== 1) {
    throw new BackupError(
      `${file} was written in backup format ${String(manifest.formatVersion)}, which this version of the store does not read: update the store.`,
    );
  }
  const kind = manifest.database?.kind;
  if ((kind !== "pglite" && kind !== "postgres") || manifest.database.file !== DUMP_FILE[kind] || !names.includes(DUMP_FILE[kind])) {
    throw notOurs("its database dump is missing");
  }
  const counts = manifest.counts ?? {};
  if (!Object.entries(counts).every(([t, n]) => /^[a-z_]+$/.test(t) && Number.isSafeInteger(n) && n >= 0)) throw notOurs("bad counts");
  const migrationTime = manifest.store?.migrationTime ?? null;
  if (migrationTime !== null && !Number.isSafeInteger(migrationTime)) throw notOurs("bad migration");
  const latest = Math.max(...journal().entries.map((entry) => entry.when));
  if (migrationTime !== null && migrationTime > latest) {
    throw new BackupError(
      `${file} was taken by a newer version of the store (its database is at migration ${manifest.store.migration ?? migrationTime}). ` +
        `Update the store, then restore it.`,
    );
  }
  return manifest;
}

/**
 * A statement that fails unless every counted table holds what the manifest says; the restores run it last,
 * inside their transaction, so a short or damaged dump never commits.
 */
export function countCheckSql(counts: Record<string, number>): string {
  const checks = Object.entries(counts).map(
    ([table, expected]) =>
      `  SELECT count(*) INTO found FROM public."${table}";\n` +
      `  IF found <> ${expected} THEN RAISE EXCEPTION 'the backup holds ${expected} rows of ${table}, the restore found %', found; END IF;`,
  );
  return `DO $check$\nDECLARE found bigint;\nBEGIN\n${checks.join("\n")}\nEND\n$check$;\n`;
}

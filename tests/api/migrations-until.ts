/**
 * For tests of a migration with data: the migrations folder as it was up to an older migration, so a test writes
 * the data of that time and then applies the rest, as a store upgrading does.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { expect } from "vitest";
import { migrationsFolder, openDatabase, type Database } from "~/db/connection";
import { createPostgresDatabase } from "./harness";

/** A copy of the migrations folder cut after the migration `lastTag`: its journal and files up to it. */
export function migrationsUntil(lastTag: string): string {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === lastTag);
  expect(cut).toBeGreaterThanOrEqual(0);
  const kept = journal.entries.slice(0, cut + 1);
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-migrations-"));
  fs.mkdirSync(path.join(folder, "meta"));
  fs.writeFileSync(path.join(folder, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
  for (const { tag } of kept) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  return folder;
}

/** Applies the migrations of `folder` to the database, embedded or PostgreSQL. */
export async function migrateWith(database: Database, folder: string): Promise<void> {
  if (database.pglite) await migratePglite(database.db as never, { migrationsFolder: folder });
  else await migratePg(database.db, { migrationsFolder: folder });
}

/** A database of the suite's kind (embedded, or PostgreSQL with TEST_DB=postgres) with no migration applied yet. */
export async function openUnmigrated(): Promise<{ database: Database; drop: () => Promise<void> }> {
  if (process.env.TEST_DB === "postgres" && process.env.TEST_DATABASE_URL) {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    return { database: await openDatabase({ databaseUrl: created.url, poolSize: 3, migrate: false }), drop: created.drop };
  }
  return { database: await openDatabase({ migrate: false }), drop: async () => {} };
}

/**
 * `npm run backup` and `npm run restore` (app/db/backup) on the database of this run: the embedded one in a data
 * directory served as the store serves it, or a PostgreSQL database with pg_dump. A restore gives back the same
 * rows; it refuses a target holding a store, a file that is not a backup, and a failing restore changes nothing.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createBackup, restoreBackup, serveBackups, type BackupTarget } from "~/db/backup";
import { readArchive, writeArchive } from "~/db/backup/archive";
import type { Manifest } from "~/db/backup/manifest";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { migrationsFolder, openDatabase, type Db } from "~/db/connection";
import { media, orderLines, orders, products } from "~/db/schema";
import { createPostgresDatabase, createTestApi, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

const onPostgres = process.env.TEST_DB === "postgres" && !!process.env.TEST_DATABASE_URL;
const temp = () => fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-backup-test-"));
const cleanups: (() => Promise<void>)[] = [];

/** An empty place to restore into: a new data directory, or a new database on the test server. */
async function emptyTarget(): Promise<BackupTarget> {
  const dataDir = temp();
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (!onPostgres) return { dataDir };
  const database = await createPostgresDatabase(process.env.TEST_DATABASE_URL!);
  cleanups.push(database.drop);
  return { dataDir, databaseUrl: database.url };
}

async function contents(db: Db) {
  return {
    orders: await db.select().from(orders).orderBy(orders.id),
    lines: await db.select().from(orderLines).orderBy(orderLines.id),
    products: await db.select().from(products).orderBy(products.id),
    media: await db.select().from(media).orderBy(media.name),
  };
}

async function contentsOf(target: BackupTarget) {
  const database = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
  try {
    return await contents(database.db);
  } finally {
    await database.close();
  }
}

/** The backup again, with its manifest changed: what a damaged or foreign backup looks like. */
async function altered(file: string, change: (manifest: Manifest) => void): Promise<string> {
  const dir = temp();
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const names = await readArchive(file, dir);
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, "manifest.json"), "utf8")) as Manifest;
  change(manifest);
  const copy = path.join(dir, "altered.tar.gz");
  await writeArchive(copy, [
    { name: "manifest.json", source: Buffer.from(JSON.stringify(manifest)) },
    ...names.filter((name) => name !== "manifest.json").map((name) => ({ name, source: path.join(dir, name) })),
  ]);
  return copy;
}

let t: TestApi;
let source: BackupTarget;
let stopServing: () => Promise<void>;
let file: string;
let fileCounts: Record<string, number>;
let original: Awaited<ReturnType<typeof contents>>;
let productId: number;
const initialStock = 500;

beforeAll(async () => {
  const dataDir = temp();
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  t = await createTestApi({ dataDir });
  source = { dataDir, databaseUrl: t.databaseUrl };
  // As the store does at start, so that a backup asks it for its embedded database.
  stopServing = t.database.pglite ? await serveBackups(dataDir, t.database.pglite, pino({ level: "silent" })) : async () => {};
  const admin = await t.staff("ADMIN");
  const image = await uploadProductImage(t, admin.token);
  const created = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([image], { quantity: String(initialStock) }),
  });
  productId = created.body.id;
  for (const quantity of [2, 3]) {
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: productId, quantity }], { telephone: `2212345${quantity}` }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  }
  const backupDir = temp();
  cleanups.push(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
  const result = await createBackup(source, backupDir);
  expect(result.dumpedBy).toBe(onPostgres ? "pg_dump" : "a copy made by the running store");
  expect(path.basename(result.file)).toMatch(/^yasmine-\d{8}-\d{6}\.tar\.gz$/);
  expect(fs.readdirSync(backupDir)).toEqual([path.basename(result.file)]);
  expect(fs.statSync(result.file).mode & 0o077).toBe(0);
  file = result.file;
  fileCounts = result.manifest.counts;
  original = await contents(t.database.db);
}, 120_000);

afterAll(async () => {
  await stopServing();
  await t.close();
  for (const cleanup of cleanups.reverse()) await cleanup();
});

describe(`backup and restore on ${onPostgres ? "PostgreSQL" : "the embedded database"}`, () => {
  it("restores into an empty target with every order, line, product and image", async () => {
    const target = await emptyTarget();
    const { manifest } = await restoreBackup(target, file);
    expect(manifest.counts).toMatchObject({ orders: 2, order_lines: 2, products: 1, media: original.media.length });
    const restored = await contentsOf(target);
    expect(restored).toEqual(original);
    expect(restored.media.length).toBeGreaterThan(0);
  }, 60_000);

  it("refuses a target that holds a store unless forced, and forced, replaces it", async () => {
    const target = await emptyTarget();
    await restoreBackup(target, file);
    await expect(restoreBackup(target, file)).rejects.toThrow(
      onPostgres ? /is not empty \(\d+ tables\).*--force/ : /already holds a database.*--force/,
    );
    await restoreBackup(target, file, { force: true });
    expect(await contentsOf(target)).toEqual(original);
  }, 60_000);

  it("refuses a file that is not a backup, saying why, and leaves the target empty", async () => {
    const target = await emptyTarget();
    const dir = temp();
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const foreign = path.join(dir, "notes.tar.gz");
    await writeArchive(foreign, [{ name: "notes.txt", source: Buffer.from("not a store") }]);
    const cut = path.join(dir, "cut.tar.gz");
    fs.writeFileSync(cut, fs.readFileSync(file).subarray(0, Math.floor(fs.statSync(file).size / 2)));
    const empty = path.join(dir, "empty.tar.gz");
    fs.writeFileSync(empty, "");

    await expect(restoreBackup(target, path.resolve("package.json"))).rejects.toThrow(
      /is not a backup of the store \(not a gzip-compressed file\)/,
    );
    await expect(restoreBackup(target, foreign)).rejects.toThrow(/is not a backup of the store \(no manifest\.json\)/);
    await expect(restoreBackup(target, cut)).rejects.toThrow(/is incomplete/);
    await expect(restoreBackup(target, empty)).rejects.toThrow(/is empty/);
    await expect(restoreBackup(target, path.join(dir, "missing.tar.gz"))).rejects.toThrow(/does not exist/);
    await expect(restoreBackup(target, await altered(file, (m) => (m.store.migrationTime = Date.now() * 2)))).rejects.toThrow(
      /taken by a newer version of the store/,
    );
    // Still empty: a restore without --force is accepted.
    await restoreBackup(target, file);
  }, 60_000);

  it("a restore that fails changes nothing, even forced over a store", async () => {
    const target = await emptyTarget();
    await restoreBackup(target, file);
    const short = await altered(file, (m) => (m.counts.orders += 1));
    await expect(restoreBackup(target, short, { force: true })).rejects.toThrow(/the backup holds 3 rows of orders, the restore found 2/);
    expect(await contentsOf(target)).toEqual(original);
  }, 60_000);

  it("a backup taken while orders are placed holds whole orders, and stock that agrees with them", async () => {
    const placing = Array.from({ length: 20 }, (_, i) =>
      t.call("POST", "/api/orders/create", {
        json: validOrder([{ id: productId, quantity: 1 + (i % 3) }], { telephone: `2300${String(i).padStart(4, "0")}` }),
      }),
    );
    const backupDir = temp();
    cleanups.push(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
    const [result] = await Promise.all([createBackup(source, backupDir), ...placing]);
    const target = await emptyTarget();
    await restoreBackup(target, result.file);
    const restored = await contentsOf(target);
    expect(restored.orders.length).toBe(result.manifest.counts.orders);
    for (const order of restored.orders) expect(restored.lines.filter((line) => line.orderId === order.id)).toHaveLength(1);
    const sold = restored.lines.reduce((sum, line) => sum + line.quantity, 0);
    expect(restored.products[0].quantity + sold).toBe(initialStock);
  }, 90_000);

  it("restores a backup taken by an older version of the store, which then migrates it", async () => {
    // The store as it was ten migrations in: its migrations folder cut there.
    const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, "meta", "_journal.json"), "utf8")) as {
      entries: { tag: string; when: number }[];
    };
    const older = temp();
    cleanups.push(async () => fs.rmSync(older, { recursive: true, force: true }));
    fs.mkdirSync(path.join(older, "meta"));
    const kept = journal.entries.slice(0, 10);
    fs.writeFileSync(path.join(older, "meta", "_journal.json"), JSON.stringify({ ...journal, entries: kept }));
    for (const { tag } of kept) fs.copyFileSync(path.join(migrationsFolder, `${tag}.sql`), path.join(older, `${tag}.sql`));

    const old = await emptyTarget();
    const database = await openDatabase({ dataDir: old.dataDir, databaseUrl: old.databaseUrl, migrate: false });
    if (database.pglite) await migratePglite(database.db as never, { migrationsFolder: older });
    else await migratePg(database.db, { migrationsFolder: older });
    await database.close();
    const backupDir = temp();
    cleanups.push(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
    const { file: oldFile, manifest } = await createBackup(old, backupDir);
    expect(manifest.store.migration).toBe(kept.at(-1)!.tag);

    const target = await emptyTarget();
    await restoreBackup(target, oldFile);
    const restored = await openDatabase({ dataDir: target.dataDir, databaseUrl: target.databaseUrl });
    try {
      const { rows } = await restored.db.execute<{ time: string }>("select max(created_at) as time from drizzle.__drizzle_migrations");
      expect(Number(rows[0].time)).toBe(journal.entries.at(-1)!.when);
    } finally {
      await restored.close();
    }
  }, 90_000);

  it("never runs the psql commands a tampered backup hides in its SQL (\\!, \\o |, \\copy … program)", async () => {
    const dir = temp();
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const parts = path.join(dir, "parts");
    fs.mkdirSync(parts);
    await readArchive(file, parts);
    const manifest = JSON.parse(fs.readFileSync(path.join(parts, "manifest.json"), "utf8")) as Manifest;
    // A plain-SQL backup, as the embedded database writes them: on PostgreSQL, it goes through psql.
    manifest.database = { ...manifest.database, kind: "pglite", file: "database.sql" };
    const markers: string[] = [];
    const variants = [
      (marker: string) => `\\! touch ${marker}`,
      (marker: string) => `   \\! touch ${marker}`,
      (marker: string) => `SELECT 1; \\! touch ${marker}`,
      (marker: string) => `\\o |touch ${marker}\nSELECT 1;`,
      (marker: string) => `\\copy (select 1) to program 'touch ${marker}'`,
      (marker: string) => `\\set ON_ERROR_STOP off\n\\unrestrict guessed\n\\! touch ${marker}`,
      (marker: string) => `COPY probe FROM stdin;\n\\! data, not a command\n\\.\n\\! touch ${marker}`,
    ];
    for (const [n, variant] of variants.entries()) {
      const marker = path.join(dir, `ran-${n}`);
      markers.push(marker);
      const sql = `CREATE TABLE probe (line text);\n${variant(marker)}\nSELECT 2;\n`;
      const tampered = path.join(dir, `tampered-${n}.tar.gz`);
      await writeArchive(tampered, [
        { name: "manifest.json", source: Buffer.from(JSON.stringify(manifest)) },
        { name: "database.sql", source: Buffer.from(sql) },
      ]);
      const target = await emptyTarget();
      const refusal = await restoreBackup(target, tampered).then(
        () => null,
        (error: Error) => error.message,
      );
      expect(fs.existsSync(marker), `${variant("FILE")} ran`).toBe(false);
      // The embedded database has no psql: there the line is only SQL it cannot read.
      expect(refusal, variant("FILE")).toMatch(
        onPostgres ? /holds psql commands .* it was altered\. They were refused, nothing ran/ : /The restore failed/,
      );
    }
    expect(markers.filter((marker) => fs.existsSync(marker))).toEqual([]);
  }, 120_000);

  it("writes a backup only into a file it creates: a link planted at its temporary name is not followed", async () => {
    const dir = temp();
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const victim = path.join(dir, "victim.txt");
    fs.writeFileSync(victim, "keep me");
    const destination = path.join(dir, "yasmine-20240506-120000.tar.gz");
    const partial = path.join(dir, ".yasmine-20240506-120000.tar.gz.partial");
    fs.symlinkSync(victim, partial);
    await expect(writeArchive(destination, [{ name: "manifest.json", source: Buffer.from("{}") }])).rejects.toThrow(
      /\.partial is already there, so the backup was not written\. Another backup may be running/,
    );
    expect(fs.readFileSync(victim, "utf8")).toBe("keep me");
    expect(fs.lstatSync(partial).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(destination)).toBe(false);
    // A dangling link, to where a backup would be created, is not followed either.
    const elsewhere = path.join(dir, "created-elsewhere.tar.gz");
    fs.rmSync(partial);
    fs.symlinkSync(elsewhere, partial);
    await expect(writeArchive(destination, [{ name: "manifest.json", source: Buffer.from("{}") }])).rejects.toThrow(/is already there/);
    expect(fs.existsSync(elsewhere)).toBe(false);
  });

  it("creates BACKUP_DIR, and the folders above it, readable by the store's user only", async () => {
    const parent = temp();
    cleanups.push(async () => fs.rmSync(parent, { recursive: true, force: true }));
    const backupDir = path.join(parent, "nested", "backups");
    const { file: written } = await createBackup(source, backupDir);
    expect(fs.statSync(backupDir).mode & 0o777).toBe(0o700);
    expect(fs.statSync(path.dirname(backupDir)).mode & 0o777).toBe(0o700);
    expect(fs.statSync(written).mode & 0o777).toBe(0o600);
  }, 60_000);

  if (onPostgres) {
    it("says so when pg_dump is missing or older than the server", async () => {
      const dir = temp();
      cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
      await expect(createBackup({ ...source, pgBinDir: path.join(dir, "none") }, dir)).rejects.toThrow(
        /pg_dump was not found in PG_BIN_DIR .*install them/,
      );
      fs.writeFileSync(path.join(dir, "pg_dump"), '#!/bin/sh\necho "pg_dump (PostgreSQL) 9.6.24"\n', { mode: 0o755 });
      await expect(createBackup({ ...source, pgBinDir: dir }, dir)).rejects.toThrow(/pg_dump 9\.6 is older than the PostgreSQL \d+ server/);
    });

    it("refuses to restore a PostgreSQL backup into the embedded database", async () => {
      const dataDir = temp();
      cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
      await expect(restoreBackup({ dataDir }, file)).rejects.toThrow(/backup of a PostgreSQL database.*set DATABASE_URL/);
    });
  } else {
    it("refuses to restore while a store runs on the data directory", async () => {
      const target = await emptyTarget();
      // The lock of a live process: this test's parent stands in for a running store.
      fs.writeFileSync(path.join(target.dataDir, "store.lock"), String(process.ppid));
      await expect(restoreBackup(target, file)).rejects.toThrow(/already in use by another store process.*stop the store, then restore/);
    });

    it("backs up a stopped store from its files, and the tar file opens with tar", async () => {
      const target = await emptyTarget();
      await restoreBackup(target, file);
      const backupDir = temp();
      cleanups.push(async () => fs.rmSync(backupDir, { recursive: true, force: true }));
      const result = await createBackup(target, backupDir);
      expect(result.dumpedBy).toBe("a copy of the stopped store's files");
      expect(result.manifest.counts).toEqual(fileCounts);
      expect(execFileSync("tar", ["-tzf", result.file], { encoding: "utf8" }).split("\n").filter(Boolean)).toEqual([
        "manifest.json",
        "database.sql",
      ]);
    }, 60_000);
  }
});

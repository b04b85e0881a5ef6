import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { PGlite } from "@electric-sql/pglite";
import { createPglite } from "~/db/connection";

/**
 * The embedded database's commits reach the disk: PostgreSQL's fsync() becomes Node's fs.fsyncSync on the
 * file it wrote. An upgrade of PGlite or Emscripten that drops this (PGlite's own default is fsync off, and its
 * Node filesystem has no fsync) fails here.
 */
describe("the embedded database's durability", () => {
  const dirs: string[] = [];
  const clients: PGlite[] = [];
  afterEach(async () => {
    vi.restoreAllMocks();
    for (const client of clients.splice(0)) await client.close();
    for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
  });
  const open = async (durable?: boolean) => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-durable-"));
    dirs.push(dir);
    const client = await createPglite(path.join(dir, "pgdata"), undefined, durable === undefined ? {} : { durable });
    clients.push(client);
    await client.exec("create table t (id serial primary key, v text)");
    return client;
  };
  const setting = async (client: PGlite, name: string) =>
    Object.values((await client.query<Record<string, string>>(`show ${name}`)).rows[0])[0];

  it("syncs the WAL to disk before a commit returns, and runs with fsync on", { timeout: 90_000 }, async () => {
    const client = await open();
    expect(await setting(client, "fsync")).toBe("on");
    expect(await setting(client, "synchronous_commit")).toBe("on");
    expect(await setting(client, "wal_sync_method")).toBe("fsync");
    const fsyncSync = vi.spyOn(fs, "fsyncSync");
    await client.query("insert into t (v) values ($1)", ["an order"]);
    expect(fsyncSync).toHaveBeenCalled();
    const synced = fsyncSync.mock.calls.length;
    // Reads write no WAL: no sync.
    await client.query("select * from t");
    expect(fsyncSync.mock.calls.length).toBe(synced);
    // Each further commit syncs again.
    await client.query("insert into t (v) values ($1)", ["another order"]);
    expect(fsyncSync.mock.calls.length).toBeGreaterThan(synced);
  });

  it("syncs the data files at a checkpoint, before the WAL they replace can go", { timeout: 90_000 }, async () => {
    const client = await open();
    await client.query("insert into t (v) select 'row ' || n from generate_series(1, 1000) n");
    const fsyncSync = vi.spyOn(fs, "fsyncSync");
    await client.exec("checkpoint");
    expect(fsyncSync.mock.calls.length).toBeGreaterThan(1);
  });

  it("with durable: false runs as PGlite's own default: fsync off, nothing synced", { timeout: 90_000 }, async () => {
    const client = await open(false);
    expect(await setting(client, "fsync")).toBe("off");
    const fsyncSync = vi.spyOn(fs, "fsyncSync");
    await client.query("insert into t (v) values ($1)", ["an order"]);
    expect(fsyncSync).not.toHaveBeenCalled();
  });

  it("keeps what it committed across a reopen", { timeout: 90_000 }, async () => {
    const client = await open();
    await client.query("insert into t (v) values ($1)", ["kept"]);
    await client.close();
    clients.splice(clients.indexOf(client), 1);
    const again = await createPglite(path.join(dirs[0], "pgdata"));
    clients.push(again);
    expect((await again.query<{ v: string }>("select v from t")).rows).toEqual([{ v: "kept" }]);
  });
});

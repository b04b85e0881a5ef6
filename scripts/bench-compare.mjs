// Two builds of the store side by side: this checkout's and another's (an earlier commit), each a production
// server on one fresh PostgreSQL database with the demo catalogue, the same pages measured on each in turn,
// round after round. On a shared machine the speed drifts by 10–20 % from one minute to the next; measured in
// alternation, both builds meet the same drift, so their ratio holds where two runs minutes apart do not.
//
//   git worktree add ../before <commit> && (cd ../before && npm install && npm run build)
//   npm run build && npm run bench:compare -- --baseline ../before [--rounds 6] [--duration 4] [--pages /home,/women]
//
// Each page is fetched uncached (HTML_CACHE=off) at one connection; the table gives the median over the rounds
// of each build's p50 and CPU ms per request (the server process's user and system time from /proc, every
// thread), and the ratio of this build's CPU to the baseline's. Each server starts as its own checkout's
// `scripts/server-command.mjs` says (its V8 flags are part of what is compared). The baseline must be this store
// at an earlier commit: this checkout's server creates and seeds the database, and the baseline's reads it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import pg from "pg";
import { processCpuMs } from "./process-cpu.mjs";
import { pathToFileURL } from "node:url";

const { values: options } = parseArgs({
  options: {
    baseline: { type: "string" },
    rounds: { type: "string", default: "6" },
    duration: { type: "string", default: "4" },
    pages: { type: "string" },
    help: { type: "boolean", default: false },
  },
});
const usage = "npm run bench:compare -- --baseline DIR [--rounds N] [--duration S] [--pages /home,/women,...]";
if (options.help || !options.baseline) {
  console.log(usage);
  process.exit(options.help ? 0 : 2);
}
const builds = { baseline: path.resolve(options.baseline), current: process.cwd() };
for (const dir of Object.values(builds)) {
  if (!fs.existsSync(path.join(dir, "build/server.js"))) {
    console.error(`${dir} has no production build: run npm run build there first\n\n${usage}`);
    process.exit(2);
  }
}
const rounds = Number(options.rounds);
const seconds = Number(options.duration);
const adminUrl = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const databaseName = `yasmine_compare_${randomBytes(5).toString("hex")}`;
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${databaseName}` }).href;

async function onAdminDatabase(sql) {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const servers = [];
/** How that checkout starts its server (its own V8 flags), as its `npm start` does. */
async function serverArgsOf(dir) {
  const command = path.join(dir, "scripts/server-command.mjs");
  if (!fs.existsSync(command)) return ["build/server.js"];
  return (await import(pathToFileURL(command).href)).SERVER_NODE_ARGS;
}

async function startServer(dir, port) {
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: "off",
    HTML_CACHE: "off",
    WEB_CONCURRENCY: "1",
  };
  delete env.API_URL;
  const child = spawn(process.execPath, await serverArgsOf(dir), { cwd: dir, env, stdio: ["ignore", "ignore", "inherit"] });
  servers.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server of ${dir} exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { child, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server of ${dir} did not answer in 2 minutes`);
}

async function measure(server, page, duration) {
  const before = processCpuMs(server.child.pid);
  const result = await autocannon({ url: `${server.url}${page}`, connections: 1, duration });
  const cpuMs = processCpuMs(server.child.pid) - before;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${server.url}${page}: ${result.non2xx} answers not 2xx, ${result.errors} errors`);
  return { p50: result.latency.p50, cpuPerRequest: cpuMs / result.requests.total };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  await onAdminDatabase(`create database ${databaseName}`);
  // This build first: it migrates the empty database and writes the demo catalogue.
  const current = await startServer(builds.current, 4900 + Math.floor(Math.random() * 50));
  const baseline = await startServer(builds.baseline, 4950 + Math.floor(Math.random() * 50));
  const firstOf = async (list) => {
    const answer = await (await fetch(`${current.url}/api/${list}?limit=1`)).json(); // a list is a JSON array
    return answer[0].id;
  };
  const pages = options.pages?.split(",") ?? [
    "/home",
    "/women",
    `/single/${await firstOf("products")}`,
    `/single-post/${await firstOf("posts")}`,
  ];
  const sides = { baseline, current };
  console.log(`${rounds} rounds of ${seconds} s a page on each build, alternating; baseline ${builds.baseline}`);
  for (const page of pages) for (const side of Object.values(sides)) await measure(side, page, 2); // warm-up
  const results = Object.fromEntries(pages.map((page) => [page, { baseline: [], current: [] }]));
  for (let round = 0; round < rounds; round++) {
    const order = round % 2 === 0 ? ["baseline", "current"] : ["current", "baseline"];
    for (const page of pages) for (const side of order) results[page][side].push(await measure(sides[side], page, seconds));
  }
  console.log("\npage | baseline p50 ms | this build p50 ms | baseline CPU ms/req | this build CPU ms/req | this / baseline CPU");
  console.log("---|---:|---:|---:|---:|---:");
  for (const page of pages) {
    const { baseline: before, current: after } = results[page];
    const [cpuBefore, cpuAfter] = [median(before.map((r) => r.cpuPerRequest)), median(after.map((r) => r.cpuPerRequest))];
    console.log(
      `${page} | ${median(before.map((r) => r.p50))} | ${median(after.map((r) => r.p50))} | ${cpuBefore.toFixed(2)} | ${cpuAfter.toFixed(2)} | ${(cpuAfter / cpuBefore).toFixed(2)}`,
    );
  }
}

async function cleanUp() {
  await Promise.all(
    servers.map((child) =>
      child.exitCode !== null ? Promise.resolve() : new Promise((resolve) => child.once("exit", resolve).kill("SIGTERM")),
    ),
  );
  await onAdminDatabase(`drop database if exists ${databaseName} with (force)`);
}

process.once("SIGINT", () => {
  console.error("\nSIGINT: stopping both servers and dropping the database…");
  void cleanUp().then(() => process.exit(130));
});

try {
  await main();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

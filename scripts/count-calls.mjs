// How many times a page's render calls a function: V8 counts every call (precise coverage) in the server
// process, and this script asks a running server for the counts of N requests of one page.
//
//   PORT=4711 HTML_CACHE=off NODE_ENV=production node --import ./scripts/count-calls.mjs build/server.js
//   node scripts/count-calls.mjs --url http://127.0.0.1:4711/single/1 --pid <server pid> [--requests 20] [--match compilePath,...]
//
// In the server (imported with --import): counting starts with the process, and each SIGUSR2 writes the
// calls counted since the previous one to `$COUNT_CALLS_FILE` (default .cache/count-calls.json) and starts
// again from zero. From the command line: one warm-up request, a first SIGUSR2 (from zero), N requests, a
// second SIGUSR2, then the calls per request of the functions named (by default the router's matching).
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";

const OUTPUT = path.resolve(process.env.COUNT_CALLS_FILE ?? ".cache/count-calls.json");
const DEFAULT_FUNCTIONS = [
  "matchRoutes",
  "matchRoutesImpl",
  "flattenRoutes",
  "rankRouteBranches",
  "matchRouteBranch",
  "matchPath",
  "compilePath",
  "useRoutes",
  "useRoutesImpl",
  "useMatch",
  "useMatches",
  "NavLink",
  "createServerRoutes",
  "createStaticHandlerDataRoutes",
  "handleDocumentRequest",
  "renderToPipeableStream",
];

async function serve() {
  const { Session } = await import("node:inspector/promises");
  const session = new Session();
  session.connect();
  await session.post("Profiler.enable");
  await session.post("Profiler.startPreciseCoverage", { callCount: true, detailed: true });
  async function writeCounts() {
    const { result } = await session.post("Profiler.takePreciseCoverage");
    const counts = {};
    for (const script of result) {
      if (!script.url) continue;
      for (const fn of script.functions) {
        // A function's first range is the function itself; its count, the calls since the last take.
        const calls = fn.ranges[0]?.count ?? 0;
        if (!calls || !fn.functionName) continue;
        const key = `${fn.functionName} ${script.url.replace(/^file:\/\//, "").replace(/^.*\/node_modules\//, "")}`;
        counts[key] = (counts[key] ?? 0) + calls;
      }
    }
    fs.mkdirSync(path.dirname(OUTPUT), { recursive: true });
    fs.writeFileSync(OUTPUT, JSON.stringify(counts));
  }
  process.on("SIGUSR2", () => void writeCounts());
}

async function ask() {
  const { values } = parseArgs({
    options: {
      url: { type: "string" },
      pid: { type: "string" },
      requests: { type: "string", default: "20" },
      match: { type: "string" },
      headers: { type: "string" },
    },
  });
  if (!values.url || !values.pid) {
    console.error("usage: node scripts/count-calls.mjs --url URL --pid PID [--requests 20] [--match name,name]");
    process.exit(2);
  }
  const pid = Number(values.pid);
  const requests = Number(values.requests);
  const names = values.match ? values.match.split(",") : DEFAULT_FUNCTIONS;
  const take = async () => {
    const before = fs.existsSync(OUTPUT) ? fs.statSync(OUTPUT).mtimeMs : 0;
    process.kill(pid, "SIGUSR2");
    for (let i = 0; i < 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (fs.existsSync(OUTPUT) && fs.statSync(OUTPUT).mtimeMs !== before) {
        await new Promise((resolve) => setTimeout(resolve, 25));
        return JSON.parse(fs.readFileSync(OUTPUT, "utf8"));
      }
    }
    throw new Error(`the server (pid ${pid}) wrote no counts to ${OUTPUT}: was it started with --import ./scripts/count-calls.mjs?`);
  };
  const get = async () => {
    const res = await fetch(values.url, { redirect: "manual" });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`${values.url} answered ${res.status}`);
  };
  await get();
  await take();
  for (let i = 0; i < requests; i++) await get();
  const counts = await take();
  console.log(`${values.url}: calls per request (${requests} requests)`);
  for (const [key, calls] of Object.entries(counts).sort((a, b) => b[1] - a[1])) {
    if (names.includes(key.split(" ")[0])) console.log(`  ${(calls / requests).toFixed(1).padStart(7)}  ${key}`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await ask();
else await serve();

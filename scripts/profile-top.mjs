// Where a CPU profile's time went: the functions with the most self time, the functions with the most total
// time (themselves and what they called), and the share of a few parts of the stack (the router, React,
// garbage collection, the database layer, the in-process API calls).
//
//   node scripts/profile-top.mjs PROFILE.cpuprofile [--from US --to US] [--requests N] [--top 10]
//
// --from and --to (microseconds on the machine's monotonic clock, as `process.hrtime.bigint() / 1000n` reads
// it and as V8 stamps its samples on Linux) keep only the samples of that window: `npm run bench -- --profile`
// passes the window of each target's measured run, so start-up and warm-up are left out. With --requests,
// the figures are also given per request.
import fs from "node:fs";
import { parseArgs } from "node:util";

/** The parts of the stack reported on their own, by the script or package a function is in. */
export const PARTS = [
  { name: "@remix-run/router", test: (url) => url.includes("/node_modules/@remix-run/router/") },
  { name: "@remix-run/react", test: (url) => url.includes("/node_modules/@remix-run/react/") },
  { name: "@remix-run/server-runtime", test: (url) => url.includes("/node_modules/@remix-run/server-runtime/") },
  { name: "react-dom", test: (url) => url.includes("/node_modules/react-dom/") },
  { name: "drizzle-orm", test: (url) => url.includes("/node_modules/drizzle-orm/") },
  { name: "pg", test: (url) => /\/node_modules\/(pg|pg-protocol|pg-types|pg-pool)\//.test(url) },
  { name: "hono", test: (url) => url.includes("/node_modules/hono/") || url.includes("/node_modules/@hono/") },
  { name: "undici (Request, Response, Headers)", test: (url) => url.startsWith("node:internal/deps/undici") },
  { name: "other node: internals", test: (url) => url.startsWith("node:") },
  { name: "other packages", test: (url) => url.includes("/node_modules/") },
  { name: "the app (build/)", test: (url) => url.includes("/build/") },
];

/** Functions whose total time is the in-process API path: building the request, Hono, the answer read back. */
export const API_PATH_FUNCTIONS = [
  { name: "send", file: "build/index.js" },
  { name: "resultOf", file: "build/index.js" },
  { name: "callApi", file: "build/server.js" },
];

const VM_STATES = new Set(["(garbage collector)", "(program)", "(idle)", "(root)"]);

/**
 * Reads a .cpuprofile: per sample, its node; per node, its parent. `from`/`to` (µs) keep a window of samples.
 * Returns the sampled time in µs per node, and the total.
 */
export function sampledTime(profile, from = -Infinity, to = Infinity) {
  const timePerNode = new Map();
  let t = profile.startTime;
  let kept = 0;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (t < from || t > to) continue;
    // A sample stands for the time until the next one; the first delta is the gap before it.
    const next = profile.timeDeltas[i + 1] ?? delta;
    timePerNode.set(profile.samples[i], (timePerNode.get(profile.samples[i]) ?? 0) + next);
    kept += next;
  }
  return { timePerNode, kept };
}

const shortUrl = (url) =>
  url
    .replace(/^file:\/\//, "")
    .replace(/^.*\/node_modules\//, "")
    .replace(/^.*\/(build\/)/, "$1");
const keyOf = (frame) => `${frame.functionName || "(anonymous)"} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`;

export function summarize(profile, { from, to, top = 10 } = {}) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const { timePerNode } = sampledTime(profile, from, to);

  const self = new Map();
  const total = new Map();
  const parts = new Map();
  let busy = 0;
  let idle = 0;
  let apiPath = 0;
  for (const [id, us] of timePerNode) {
    const frame = nodes.get(id).callFrame;
    if (frame.functionName === "(idle)") {
      idle += us;
      continue;
    }
    busy += us;
    const key = keyOf(frame);
    self.set(key, (self.get(key) ?? 0) + us);
    const part = VM_STATES.has(frame.functionName) ? frame.functionName : (PARTS.find((p) => p.test(frame.url))?.name ?? "other");
    parts.set(part, (parts.get(part) ?? 0) + us);
    // Total time: once per function on the stack, however deep it recurses.
    const seen = new Set();
    let onApiPath = false;
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = nodes.get(at).callFrame;
      const k = keyOf(f);
      if (!seen.has(k)) {
        seen.add(k);
        total.set(k, (total.get(k) ?? 0) + us);
      }
      if (!onApiPath && API_PATH_FUNCTIONS.some((fn) => fn.name === f.functionName && f.url.endsWith(fn.file))) onApiPath = true;
    }
    if (onApiPath) apiPath += us;
  }
  const ranked = (map) =>
    [...map]
      .filter(([key]) => !key.startsWith("(root)"))
      .sort((a, b) => b[1] - a[1])
      .slice(0, top);
  return {
    busyUs: busy,
    idleUs: idle,
    selfTop: ranked(self),
    totalTop: ranked(total),
    parts: [...parts].sort((a, b) => b[1] - a[1]),
    apiPathUs: apiPath,
  };
}

/** The summary as text; with `requests`, each figure is also given in ms per request. */
export function formatSummary(summary, requests) {
  const ms = (us) => (us / 1000).toFixed(1);
  const perRequest = (us) => (requests ? ` ${(us / 1000 / requests).toFixed(3).padStart(7)} ms/req` : "");
  const share = (us) => `${((100 * us) / summary.busyUs).toFixed(1).padStart(5)}%`;
  const lines = [];
  lines.push(
    `busy ${ms(summary.busyUs)} ms` +
      (requests ? ` over ${requests} requests: ${(summary.busyUs / 1000 / requests).toFixed(2)} ms of CPU per request` : "") +
      ` (idle ${ms(summary.idleUs)} ms)`,
  );
  lines.push("top by self time:");
  for (const [key, us] of summary.selfTop) lines.push(`  ${share(us)}${perRequest(us)}  ${key}`);
  lines.push("top by total time:");
  for (const [key, us] of summary.totalTop) lines.push(`  ${share(us)}${perRequest(us)}  ${key}`);
  lines.push("by part (self time):");
  for (const [name, us] of summary.parts) lines.push(`  ${share(us)}${perRequest(us)}  ${name}`);
  lines.push(
    `in-process API calls (total time under ${API_PATH_FUNCTIONS.map((f) => f.name).join(", ")}, the API's own work included): ` +
      `${share(summary.apiPathUs)}${perRequest(summary.apiPathUs)}`,
  );
  return lines.join("\n");
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { from: { type: "string" }, to: { type: "string" }, requests: { type: "string" }, top: { type: "string", default: "10" } },
  });
  if (positionals.length !== 1) {
    console.error("usage: node scripts/profile-top.mjs PROFILE.cpuprofile [--from US --to US] [--requests N] [--top 10]");
    process.exit(2);
  }
  const profile = JSON.parse(fs.readFileSync(positionals[0], "utf8"));
  const summary = summarize(profile, {
    from: values.from === undefined ? undefined : Number(values.from),
    to: values.to === undefined ? undefined : Number(values.to),
    top: Number(values.top),
  });
  console.log(formatSummary(summary, values.requests === undefined ? undefined : Number(values.requests)));
}

/**
 * `npx tsx scripts/bench-slips-ids.ts`: how long the store takes to answer a delivery-slips form that names far more
 * orders than a batch holds (issue item 4: 140,000 ids, 870 KB, once blocked the process for seconds).
 *
 * Starts the production build on a copy of the prepared store, signs in as its super admin through the sign-in
 * page, then posts to /orders/slips, as the orders list's form does:
 *   - the ids in one field, comma-separated (`ids=1,2,…,N`), urlencoded: the 870 KB form of the report;
 *   - the ids as one field each (`ids=1`, `ids=2`…, as a checkbox per order sends them), multipart: the kind of
 *     page form that may be the largest (it may carry a batch of images);
 *   - three ids, for scale;
 * and, as the floor of any request, `GET /api/health`.
 * For each it prints the median and the slowest of the runs after a warm-up, twice: the time the answer took on
 * the loopback, and the server process's CPU time over the request (read from /proc in clock ticks of 10 ms: the
 * store's own time, however busy the machine is otherwise, its collector's threads included). Every other request
 * waits for that CPU time, since one process serves them all. Then, in this process with no server, the part of
 * that time the ids themselves cost: the body read as the action reads it (`request.formData()`) and the batch
 * read from it (`readSlipSelection`), timed together.
 * Figures only: nothing here asserts a speed.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { readSlipSelection } from "~/lib/slips";
import { owner, startServer, tempDir, type ServerProcess } from "../tests/resilience/support";
import { processCpuMs } from "./process-cpu.mjs";

const { values } = parseArgs({
  options: {
    ids: { type: "string", default: "140000" },
    runs: { type: "string", default: "5" },
    help: { type: "boolean", default: false },
  },
});
if (values.help) {
  console.log(`npx tsx scripts/bench-slips-ids.ts [--ids N] [--runs R]

  --ids N    how many ids each large form names (default 140000)
  --runs R   measured posts per form, after one warm-up (default 5)`);
  process.exit(0);
}
const count = Number(values.ids);
const runs = Number(values.runs);

interface Form {
  label: string;
  body: string | Uint8Array<ArrayBuffer>;
  headers: Record<string, string>;
  /** A GET of this path instead of the post. */
  get?: string;
}

const floor: Form = { label: "GET /api/health, the floor", body: "", headers: {}, get: "/api/health" };

function commaSeparated(n: number): Form {
  const ids = Array.from({ length: n }, (_, i) => i + 1).join(",");
  // Written out by hand: URLSearchParams would escape each comma as %2C and make the body a third larger.
  const body = `layout=a4&ids=${ids}`;
  return {
    label: `${n.toLocaleString("en")} ids, one urlencoded field (${(body.length / 1024).toFixed(0)} KiB)`,
    body,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
  };
}

/** Encoded once, so that neither the client's encoding nor its time is part of what is measured. */
async function fieldEach(n: number): Promise<Form> {
  const form = new FormData();
  form.set("layout", "a4");
  for (let i = 1; i <= n; i++) form.append("ids", String(i));
  const encoded = new Response(form);
  const type = encoded.headers.get("Content-Type") ?? "";
  const body = new Uint8Array(await encoded.arrayBuffer());
  return {
    label: `${n.toLocaleString("en")} ids, one multipart field each (${(body.length / 1024).toFixed(0)} KiB)`,
    body,
    headers: { "Content-Type": type },
  };
}

/** The session cookie of the store's super admin, signed in through the sign-in page as a browser would. */
async function signIn(server: ServerProcess): Promise<string> {
  const response = await fetch(`${server.url}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url },
    body: new URLSearchParams({ email: owner.email, password: owner.password }),
  });
  const session = response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .find((cookie) => cookie.startsWith("__session="));
  if (response.status !== 302 || !session) throw new Error(`sign-in failed: ${response.status}`);
  return session;
}

const median = (times: number[]) => [...times].sort((a, b) => a - b)[Math.floor(times.length / 2)];

async function measure(server: ServerProcess, cookie: string, form: Form) {
  const pid = server.child.pid;
  if (pid === undefined) throw new Error("the server has no process id");
  const wall: number[] = [];
  const cpu: number[] = [];
  let status = 0;
  for (let run = 0; run <= runs; run++) {
    const cpuBefore = processCpuMs(pid) ?? NaN;
    const start = performance.now();
    const response = form.get
      ? await fetch(`${server.url}${form.get}`)
      : await fetch(`${server.url}/orders/slips`, {
          method: "POST",
          redirect: "manual",
          headers: { ...form.headers, Cookie: cookie, Origin: server.url },
          body: form.body,
        });
    await response.arrayBuffer();
    const took = performance.now() - start;
    // The server may still be logging or collecting garbage for this request: let it settle before reading its CPU.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const cpuAfter = processCpuMs(pid) ?? NaN;
    status = response.status;
    if (run === 0) continue;
    wall.push(took);
    cpu.push(cpuAfter - cpuBefore);
  }
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  console.log(
    `${form.label}: answered ${status}; time ${ms(median(wall))} median, ${ms(Math.max(...wall))} slowest; ` +
      `store CPU ${ms(median(cpu))} median, ${ms(Math.max(...cpu))} most (${runs} runs)`,
  );
}

/** The form read as the slips action reads it, and its batch, in this process. */
async function measureReading(form: Form) {
  const times: number[] = [];
  let ids = 0;
  for (let run = 0; run <= runs; run++) {
    const request = new Request("http://store.test/orders/slips", { method: "POST", headers: form.headers, body: form.body });
    const start = performance.now();
    const selection = readSlipSelection(await request.formData());
    const took = performance.now() - start;
    ids = selection.tooMany ? -1 : selection.ids.length;
    if (run > 0) times.push(took);
  }
  console.log(
    `  read in this process: ${form.label}: ${ids < 0 ? "refused" : `${ids} ids`}; ` +
      `${median(times).toFixed(1)} ms median, ${Math.max(...times).toFixed(1)} ms slowest`,
  );
}

const forms = [commaSeparated(3), commaSeparated(count), await fieldEach(count)];
// A stale build would measure old code.
execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });
const dataDir = tempDir();
const server = await startServer({ dataDir });
try {
  const cookie = await signIn(server);
  for (const form of [floor, ...forms]) await measure(server, cookie, form);
} finally {
  server.kill();
  await server.exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
}
for (const form of forms) await measureReading(form);

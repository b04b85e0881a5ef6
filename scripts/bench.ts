/**
 * `npm run bench`: starts the built store on a fresh embedded database with the demo
 * content (or uses BENCH_URL), then measures throughput and latency of the pages and
 * API calls a shopper hits most. Figures only; nothing here asserts a speed.
 */
import fs from "node:fs";
import { freePort, startServer, tempDir, type ServerProcess } from "../tests/resilience/support";

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

async function measure(url: string, init?: RequestInit) {
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < REQUESTS) {
        next += 1;
        const t0 = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        if (!res.ok) failed += 1;
        latencies.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))].toFixed(1);
  return { rps: (latencies.length / seconds).toFixed(0), p50: at(0.5), p95: at(0.95), p99: at(0.99), failed };
}

let server: ServerProcess | null = null;
let dataDir: string | null = null;
let base = process.env.BENCH_URL;
if (!base) {
  dataDir = tempDir();
  server = await startServer({ dataDir, port: await freePort(), demo: true });
  base = server.url;
}
const products = (await (await fetch(`${base}/api/products?limit=1&sort=newest`)).json()) as { id: number; images: { url: string }[] }[];
const id = products[0].id;
const targets: [string, string][] = [
  ["page /home", "/home"],
  ["page /women", "/women"],
  [`page /single/${id}`, `/single/${id}`],
  ["API products?limit=8&sort=newest", "/api/products?limit=8&sort=newest"],
  ["API products (whole catalogue)", "/api/products"],
  [`API products/single/${id}`, `/api/products/single/${id}`],
  ["API products/type/watches", "/api/products/type/watches"],
  ["product image (800x800 jpeg)", `/api/products/images/${products[0].images[0].url}`],
];
console.log(`bench: ${REQUESTS} requests per target, ${CONCURRENCY} concurrent, ${base}`);
console.log("target".padEnd(40), "req/s".padStart(7), "p50 ms".padStart(8), "p95 ms".padStart(8), "p99 ms".padStart(8), "failed".padStart(7));
for (const [label, path] of targets) {
  await measure(`${base}${path}`); // warm-up
  const r = await measure(`${base}${path}`);
  console.log(label.padEnd(40), r.rps.padStart(7), r.p50.padStart(8), r.p95.padStart(8), r.p99.padStart(8), String(r.failed).padStart(7));
}
if (server) {
  server.kill("SIGTERM");
  await server.exited;
}
if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });

/**
 * `npm run bench:feeds`: the product feeds at scale (docs/decisions/054), on the built server as it runs.
 *
 * 1. A catalogue of --products products (default 100,000), each in one colour and --variants sizes (default 5),
 *    with a picture, written straight into a fresh database (the embedded one, or PostgreSQL with --pg) by SQL.
 * 2. The store is started on it with PUBLIC_URL set, and each feed's first fetch (nothing kept yet: the whole
 *    catalogue is read and written) is timed, with the store's resident memory at its peak (read from /proc
 *    every 50 ms).
 * 3. On a second, small catalogue (--kept-products, default 1,000), the kept Google feed is driven with autocannon
 *    (gzip, as the platforms fetch it) beside the static file of public/ closest to its size, served by the same
 *    store: req/s, MB/s, and the feed's MB/s over the file's.
 * Figures only: nothing here passes or fails.
 */
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { storeImage } from "~/api/media";
import { openDatabase } from "~/db/connection";
import { createPgDatabase, freePort, startServer, tempDir, type ServerProcess } from "../tests/resilience/support";

const { values } = parseArgs({
  options: {
    products: { type: "string", default: "100000" },
    variants: { type: "string", default: "5" },
    "kept-products": { type: "string", default: "1000" },
    duration: { type: "string", default: "5" },
    connections: { type: "string", default: "64" },
    pg: { type: "boolean", default: false },
  },
});
const SIZES = ["xs", "s", "m", "l", "xl", "xxl"].slice(0, Math.max(1, Math.min(6, Number(values.variants))));
const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
const cleanups: (() => Promise<void>)[] = [];

interface Target {
  dataDir: string;
  databaseUrl?: string;
}

async function freshTarget(): Promise<Target> {
  if (!values.pg) return { dataDir: tempDir() };
  const database = await createPgDatabase();
  cleanups.push(database.drop);
  return { dataDir: tempDir(), databaseUrl: database.url };
}

/** Products in one colour (a fresh database numbers them 1 to `count`), each size with stock on most, a picture of 800 px, every tenth on sale. */
async function fillCatalogue(target: Target, count: number): Promise<void> {
  const started = performance.now();
  const database = await openDatabase(target.databaseUrl ? { databaseUrl: target.databaseUrl } : { dataDir: target.dataDir });
  try {
    const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: "#aa3355" } })
      .png()
      .toBuffer();
    const picture = await storeImage(database.db, png);
    const sizes = sql.raw(SIZES.map((size) => `('${size}')`).join(", "));
    const CHUNK = 10_000;
    for (let from = 1; from <= count; from += CHUNK) {
      const to = Math.min(count, from + CHUNK - 1);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`
          insert into products (name, handle, price, compare_at_price, quantity, description, type, category, is_new, translations, brand)
          select 'Bench Dress ' || g, 'bench-dress-' || g, 20 + g % 80, case when g % 10 = 0 then 120 + g % 80 end,
            (g % 7) * ${SIZES.length}, 'A generated dress for the feed bench: light, easy and <em>lined</em>.',
            'women_s_clothing', 'dresses', false,
            jsonb_build_object('fr', jsonb_build_object('name', 'Robe ' || g), 'ar', jsonb_build_object('name', 'فستان ' || g)),
            case when g % 2 = 0 then 'Sidi Atelier' end
          from generate_series(${from}::int, ${to}::int) g`);
        await tx.execute(sql`
          insert into product_colors (product_id, position, name, translations, hex, family)
          select id, 0, 'Black', '{"fr": {"name": "Noir"}, "ar": {"name": "أسود"}}'::jsonb, '#111111', 'black'
          from products where id between ${from} and ${to}`);
        await tx.execute(sql`
          insert into product_sizes (product_id, color_id, size, quantity, sku)
          select c.product_id, c.id, s.size, c.product_id % 7, 'BENCH-' || c.product_id || '-' || upper(s.size)
          from product_colors c cross join (values ${sizes}) s(size)
          where c.product_id between ${from} and ${to}`);
        await tx.execute(sql`
          insert into product_images (product_id, color_id, url, position)
          select c.product_id, c.id, ${picture}, 0 from product_colors c
          where c.product_id between ${from} and ${to}`);
      });
      process.stdout.write(`\r  ${to.toLocaleString("en")} products written`);
    }
    process.stdout.write("\n");
  } finally {
    await database.close();
  }
  console.log(
    `catalogue: ${count.toLocaleString("en")} products × ${SIZES.length} sizes in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

async function startStore(target: Target): Promise<ServerProcess> {
  const port = await freePort();
  const server = await startServer({
    dataDir: target.dataDir,
    databaseUrl: target.databaseUrl,
    port,
    env: { STORE_CURRENCY: "TND", PUBLIC_URL: `http://127.0.0.1:${port}`, STALE_ORDER_DAYS: "off" },
  });
  cleanups.push(() => stopStore(server));
  return server;
}

async function stopStore(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  server.kill("SIGTERM");
  await server.exited;
}

function rssMb(pid: number, field: "VmRSS" | "VmHWM"): number {
  const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
}

/** The whole body, read as a platform reads it (gzip, left compressed), counted and thrown away. */
function fetchWhole(url: string): Promise<{ status: number; wireBytes: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "gzip" } }, (res) => {
        let wireBytes = 0;
        res.on("data", (chunk: Buffer) => (wireBytes += chunk.length));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, wireBytes, seconds: (performance.now() - started) / 1000 }));
        res.on("error", reject);
      })
      .on("error", reject);
  });
}

/** The file under public/ whose gzip copy (or itself) is closest in size to `bytes`. */
function staticFileNear(bytes: number): { path: string; bytes: number } {
  const files: { path: string; bytes: number }[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile() && !/\.(map|br|gz)$/.test(entry.name)) {
        const copy = fs.existsSync(`${full}.gz`) ? `${full}.gz` : full;
        files.push({ path: `/${path.relative("public", full).split(path.sep).join("/")}`, bytes: fs.statSync(copy).size });
      }
    }
  };
  walk("public");
  const distance = (file: { bytes: number }) => Math.abs(Math.log(Math.max(1, file.bytes) / Math.max(1, bytes)));
  return files.sort((a, b) => distance(a) - distance(b))[0];
}

async function drive(url: string): Promise<{ reqPerSec: number; mbPerSec: number; p99: number; non2xx: number }> {
  const options = { url, connections: Number(values.connections), headers: { "accept-encoding": "gzip" } };
  await autocannon({ ...options, duration: 1 });
  const result = await autocannon({ ...options, duration: Number(values.duration) });
  return {
    reqPerSec: result.requests.average,
    mbPerSec: result.throughput.average / 1024 / 1024,
    p99: result.latency.p99,
    non2xx: result.non2xx,
  };
}

try {
  const productCount = Number(values.products);
  console.log(`database: ${values.pg ? "PostgreSQL" : "embedded (PGlite)"}`);
  const large = await freshTarget();
  await fillCatalogue(large, productCount);
  const server = await startStore(large);
  const pid = server.child.pid!;
  console.log(`store started: RSS ${rssMb(pid, "VmRSS")} MB`);
  for (const feed of ["/feeds/google.xml", "/feeds/meta.csv", "/ar/feeds/google.xml"]) {
    let peak = rssMb(pid, "VmRSS");
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid, "VmRSS"))), 50);
    const first = await fetchWhole(`${server.url}${feed}`);
    clearInterval(sampler);
    const kept = await fetchWhole(`${server.url}${feed}`);
    console.log(
      `${feed}: first generation ${first.status} in ${first.seconds.toFixed(1)} s (${mb(first.wireBytes)} MB gzip, ` +
        `${(productCount * SIZES.length).toLocaleString("en")} items), store's peak RSS ${peak} MB; kept: ${kept.seconds.toFixed(2)} s`,
    );
  }
  console.log(`store's RSS after: ${rssMb(pid, "VmRSS")} MB (high-water mark ${rssMb(pid, "VmHWM")} MB)`);
  await stopStore(server);

  const small = await freshTarget();
  const keptProducts = Number(values["kept-products"]);
  await fillCatalogue(small, keptProducts);
  const smallServer = await startStore(small);
  const feed = await fetchWhole(`${smallServer.url}/feeds/google.xml`);
  const file = staticFileNear(feed.wireBytes);
  const kept = await drive(`${smallServer.url}/feeds/google.xml`);
  const baseline = await drive(`${smallServer.url}${file.path}`);
  console.log(
    `\nkept Google feed of ${keptProducts.toLocaleString("en")} products (${(feed.wireBytes / 1024).toFixed(0)} KB gzip) vs static ${file.path} (${(file.bytes / 1024).toFixed(0)} KB), ${values.connections} connections:`,
  );
  console.log(`| target | req/s | MB/s | p99 ms | non-2xx |\n|---|---:|---:|---:|---:|`);
  console.log(`| kept feed | ${kept.reqPerSec.toFixed(0)} | ${kept.mbPerSec.toFixed(1)} | ${kept.p99} | ${kept.non2xx} |`);
  console.log(
    `| static file | ${baseline.reqPerSec.toFixed(0)} | ${baseline.mbPerSec.toFixed(1)} | ${baseline.p99} | ${baseline.non2xx} |`,
  );
  console.log(`kept feed over static file: ${(kept.mbPerSec / baseline.mbPerSec).toFixed(2)} of its MB/s`);
} finally {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => {});
}

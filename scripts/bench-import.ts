/**
 * `npm run bench:import`: the catalogue import and export at scale, on the embedded database, through the API as
 * staff use it. A store-format file of 2,000 products × 5 sizes (10,000 rows) is previewed, then confirmed as a
 * job; then 100,000 variants are exported. Prints each step's time and the process's resident memory at its
 * peak (sampled every 50 ms). Figures only: nothing here passes or fails.
 */
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import { ownerToken, startServer, tempDir, uploadImage } from "../tests/resilience/support";

const { values } = parseArgs({
  options: { products: { type: "string", default: "2000" }, "export-variants": { type: "string", default: "100000" } },
});
const productCount = Number(values.products);
const exportVariants = Number(values["export-variants"]);
const SIZES = ["XS", "S", "M", "L", "XL"];

// The store as it runs (the built server, the embedded database on disk), its memory read from /proc.
const dataDir = tempDir();
const server = await startServer({ dataDir, env: { STORE_CURRENCY: "TND" } });
const pid = server.child.pid!;
const rssMb = (field: "VmRSS" | "VmHWM") => {
  const kb = new RegExp(`${field}:\\s+(\\d+)\\s+kB`).exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
  return Math.round(Number(kb) / 1024);
};
let peak = 0;
const sampler = setInterval(() => (peak = Math.max(peak, rssMb("VmRSS"))), 50);
const resetPeak = () => (peak = rssMb("VmRSS"));
console.log(`the store once started: RSS ${rssMb("VmRSS")} MB`);
const token = await ownerToken(server.url);
const auth = { authorization: `Bearer ${token}` };
const picture = await uploadImage(server.url, token);
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

const header =
  "Handle,Name,Name (fr),Name (ar),Description,Description (fr),Description (ar),Type,Category,New,Price,Sale price,Colour,Colour (fr),Colour (ar),Swatch,Colour family,Size,SKU,Barcode,Stock,Pictures";
const lines = [header];
for (let p = 1; p <= productCount; p++) {
  for (const size of SIZES) {
    lines.push(
      `bench-dress-${p},Bench Dress ${p},Robe ${p},,A generated dress for the import bench.,,,women_s_clothing,dresses,no,${(20 + (p % 80)).toFixed(3)},,,,,,,${size},BENCH-${p}-${size},,${p % 7},${picture}`,
    );
  }
}
const csv = new TextEncoder().encode(lines.join("\r\n") + "\r\n");
console.log(`file: ${productCount.toLocaleString("en")} products, ${(lines.length - 1).toLocaleString("en")} rows, ${mb(csv.byteLength)}`);

function form(): FormData {
  const body = new FormData();
  body.append("file", new Blob([csv], { type: "text/csv" }), "bench.csv");
  return body;
}

resetPeak();
let started = performance.now();
const preview = await fetch(`${server.url}/api/products/import`, { method: "POST", headers: auth, body: form() });
const previewed = (await preview.json()) as { job: number; errors: unknown[]; products: { new: number } };
console.log(
  `preview: ${preview.status}, ${previewed.products.new} new, ${previewed.errors.length} errors, ${((performance.now() - started) / 1000).toFixed(1)} s, store's peak RSS ${peak} MB`,
);

resetPeak();
started = performance.now();
const confirm = await fetch(`${server.url}/api/products/import/${previewed.job}/confirm`, {
  method: "POST",
  headers: { ...auth, "content-type": "application/json" },
  body: JSON.stringify({ mapping: {} }),
});
let status = confirm.status === 202 ? "importing" : `refused ${confirm.status}`;
while (status === "importing") {
  await new Promise((resolve) => setTimeout(resolve, 200));
  const job = (await (await fetch(`${server.url}/api/products/import/${previewed.job}`, { headers: auth })).json()) as { status: string };
  status = job.status;
}
console.log(`confirmed import: ${status}, ${((performance.now() - started) / 1000).toFixed(1)} s, store's peak RSS ${peak} MB`);

// The export at scale: more variants, imported the same way (each file's rows are measured above; these only add rows).
for (let done = productCount * SIZES.length, batch = 1; done < exportVariants; batch++) {
  const more = Math.min(productCount, Math.ceil((exportVariants - done) / SIZES.length));
  const rows = [header];
  for (let p = 1; p <= more; p++) {
    for (const size of SIZES)
      rows.push(
        `export-${batch}-${p},Export ${p},,,A generated product for the export bench.,,,women_s_clothing,dresses,no,25.000,,,,,,,${size},EXP-${batch}-${p}-${size},,1,${picture}`,
      );
  }
  const body = new FormData();
  body.append("file", new Blob([rows.join("\r\n")], { type: "text/csv" }), "more.csv");
  body.append("dryRun", "false");
  const res = await fetch(`${server.url}/api/products/import`, { method: "POST", headers: auth, body });
  if (res.status !== 200) throw new Error(`filling the catalogue failed: ${res.status} ${await res.text()}`);
  done += more * SIZES.length;
}
resetPeak();
started = performance.now();
const exported = await fetch(`${server.url}/api/products/export`, { headers: auth });
let bytes = 0;
let rows = 0;
const reader = exported.body!.getReader();
for (;;) {
  const { done, value } = await reader.read();
  if (done) break;
  bytes += value.byteLength;
  for (const byte of value) if (byte === 10) rows++;
}
console.log(
  `export: ${(rows - 1).toLocaleString("en")} variants, ${mb(bytes)}, ${((performance.now() - started) / 1000).toFixed(1)} s, store's peak RSS ${peak} MB`,
);

console.log(`the store's highest RSS over the whole run (VmHWM): ${rssMb("VmHWM")} MB`);
clearInterval(sampler);
server.kill("SIGTERM");
await server.exited;
fs.rmSync(dataDir, { recursive: true, force: true });

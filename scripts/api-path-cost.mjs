// What a page's in-process API call costs besides the API's own work: the Request built by the loader's
// client, the JSON written into a Response, and the text read back and parsed. It asks a running store once
// for the answers the product and home pages use, then times each step on them in this process, with a
// Hono app that answers them from memory (routing and `c.json`, as the API's routes end).
//
//   node scripts/api-path-cost.mjs http://127.0.0.1:4711
import { Hono } from "hono";

const base = process.argv[2];
if (!base) {
  console.error("usage: node scripts/api-path-cost.mjs BASE_URL (a running store)");
  process.exit(2);
}

// The calls of /single/:id (one product, the newest seven) and /home (the newest products, the newest posts).
const calls = [
  { label: "one product", path: "/api/products/single/1" },
  { label: "seven newest products", path: "/api/products?limit=7&sort=newest", prefer: "count=none" },
  { label: "three newest posts", path: "/api/posts?limit=3&sort=newest", prefer: "count=none" },
];
const app = new Hono();
for (const call of calls) {
  const res = await fetch(`${base}${call.path}`, { headers: call.prefer ? { prefer: call.prefer } : {} });
  if (!res.ok) throw new Error(`${call.path} answered ${res.status}`);
  call.data = await res.json();
  call.text = JSON.stringify(call.data);
  app.get(call.path.split("?")[0], (c) => c.json(call.data));
}

async function microseconds(fn, runs = 5000) {
  for (let i = 0; i < 1000; i++) await fn();
  const started = performance.now();
  for (let i = 0; i < runs; i++) await fn();
  return ((performance.now() - started) / runs) * 1000;
}

const request = (call) => {
  const headers = new Headers();
  if (call.prefer) headers.set("prefer", call.prefer);
  return new Request(`http://in-process${call.path}`, { method: "GET", headers });
};

console.log("µs per call: Request, JSON.stringify, Response, text(), JSON.parse, and the whole way through Hono");
for (const call of calls) {
  const steps = {
    request: await microseconds(() => request(call)),
    stringify: await microseconds(() => JSON.stringify(call.data)),
    response: await microseconds(() => new Response(call.text, { headers: { "content-type": "application/json" } })),
    text: await microseconds(() => new Response(call.text).text()),
    parse: await microseconds(() => JSON.parse(call.text)),
    whole: await microseconds(async () => JSON.parse(await (await app.fetch(request(call))).text())),
  };
  console.log(
    `  ${call.label} (${(call.text.length / 1024).toFixed(1)} KB): ` +
      Object.entries(steps)
        .map(([step, us]) => `${step} ${us.toFixed(0)}`)
        .join(", "),
  );
}

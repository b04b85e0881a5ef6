/**
 * `npm run bench:invoice-pdf`: what one request for a shopper's invoice PDF costs, through its route as the server
 * calls it: the API in-process on an embedded database in memory, her `document` limit counted, the document read
 * by her reference. The first request of each language draws the PDF; the next ones answer the kept copy
 * (app/lib/kept-pdfs.server.ts). Prints, per language, the first request and the median of the next ones, in
 * wall-clock and processor time, and a revalidation answered 304. Figures only: nothing here asserts a speed.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { createApi } from "~/api";
import { openDatabase } from "~/db/connection";
import { orderLines, orders } from "~/db/schema";
import { invoicePaths } from "~/lib/invoice-paths";
import { defaultInvoiceSettings, type InvoiceLanguage } from "~/lib/invoices";
import { keptDocumentPdfs } from "~/lib/kept-pdfs.server";
import { newOrderReference } from "~/lib/order-reference";
import { DEFAULT_RATE_LIMITS } from "~/lib/rate-limits";
import { issueInvoice } from "~/models/invoices.server";
import { loader } from "~/routes/order.$reference.invoices.$id_.pdf";

const { values } = parseArgs({ options: { runs: { type: "string", default: "20" } } });
const runs = Number(values.runs);

const settings = {
  ...defaultInvoiceSettings("TND"),
  seller: {
    legalName: "Yasmine Mode SARL",
    storeName: "Yasmine",
    address: "12 avenue Habib Bourguiba, 1000 Tunis",
    telephone: "71 000 000",
    taxId: "1234567A/A/M/000",
    tradeRegister: "B0123452026",
  },
};

const database = await openDatabase({});
// The limit is counted as in production, but high enough that the benchmark is never refused.
const api = createApi({
  db: database.db,
  ping: database.ping,
  config: { currency: "TND", invoices: settings, rateLimits: { ...DEFAULT_RATE_LIMITS, document: { max: 10_000, windowSeconds: 600 } } },
});

// A delivered order of five lines with an Arabic name, written as the order's transaction would have.
const reference = newOrderReference();
const [order] = await database.db
  .insert(orders)
  .values({
    fullName: "فاطمة بن علي",
    telephone: "22123456",
    state: "Sousse",
    city: "Hammam Sousse",
    street: "شارع الحبيب بورقيبة 12",
    zip: "4011",
    place: "Home",
    status: 1,
    stage: "delivered",
    reference,
    subtotal: "389.500",
    shippingFee: "7.000",
    total: "396.500",
  })
  .returning({ id: orders.id });
await database.db.insert(orderLines).values(
  ["Robe d'été fleurie", "حقيبة جلدية", "Montre acier", "Sandales en cuir", "وشاح حريري"].map((name, i) => ({
    orderId: order.id,
    productId: null,
    name,
    unitPrice: ["89.900", "120.000", "75.500", "54.100", "50.000"][i],
    quantity: 1,
    size: i % 2 ? null : "m",
  })),
);
const invoice = await issueInvoice(database.db, order.id, null, settings, "TND");

const context = { api: (request: Request) => api.fetch(request, { clientAddress: "203.0.113.50" }) };

async function request(language: InvoiceLanguage, headers: Record<string, string> = {}) {
  const args = {
    request: new Request(`http://localhost${invoicePaths.shopperPdf(reference, invoice.id, language)}`, { headers }),
    params: { reference, id: String(invoice.id) },
    context,
  } as unknown as LoaderFunctionArgs;
  const cpu = process.cpuUsage();
  const start = performance.now();
  const response = await loader(args);
  const bytes = (await response.arrayBuffer()).byteLength;
  const ms = performance.now() - start;
  const used = process.cpuUsage(cpu);
  return { response, bytes, ms, cpuMs: (used.user + used.system) / 1000 };
}

const median = (numbers: number[]) => [...numbers].sort((a, b) => a - b)[Math.floor(numbers.length / 2)];

for (const language of ["ar", "fr", "en"] as const) {
  const first = await request(language);
  const next = [];
  for (let run = 0; run < runs; run++) next.push(await request(language));
  const etag = first.response.headers.get("etag") ?? "";
  const revalidated = await request(language, { "If-None-Match": etag });
  console.log(
    `invoice PDF, ${language}: first ${first.ms.toFixed(1)} ms (${first.cpuMs.toFixed(0)} ms CPU), ` +
      `median of the next ${runs} ${median(next.map((r) => r.ms)).toFixed(1)} ms (${median(next.map((r) => r.cpuMs)).toFixed(1)} ms CPU), ` +
      `304 ${revalidated.response.status === 304 ? "" : `(got ${revalidated.response.status}) `}${revalidated.ms.toFixed(1)} ms, ` +
      `${(first.bytes / 1024).toFixed(0)} KiB`,
  );
}
const stats = keptDocumentPdfs.stats();
console.log(
  `kept: ${stats.entries} PDFs, ${(stats.bytes / 1024).toFixed(0)} KiB, drawn ${stats.renders} times, served from memory ${stats.hits} times`,
);
await database.close();

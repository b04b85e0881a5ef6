/**
 * `npm run bench:pdf`: how long the delivery slips' PDF of a 100-order batch takes to build, from generated
 * orders (Latin and Arabic names, notes, carriers), four to an A4 page and one per A6 label, in English and
 * Arabic. Prints the first build (fonts read and parsed) and the median of the next ones. Figures only.
 */
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import type { Locale } from "~/lib/i18n";
import type { SlipData, SlipLayout } from "~/lib/slips";
import { slipsPdf } from "~/lib/slips-pdf.server";

const { values } = parseArgs({ options: { count: { type: "string", default: "100" }, runs: { type: "string", default: "5" } } });
const count = Number(values.count);
const runs = Number(values.runs);

const names = ["Amel Ben Salah", "محمد الطرابلسي", "Sami Trabelsi", "ليلى بن عمر", "Héla Gharbi"];
const letters = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

function reference(n: number): string {
  let text = "";
  for (let i = 0; i < 12; i++) text += letters[(n * 7 + i * 13 + ((n * i) % 5)) % letters.length];
  return `${text.slice(0, 4)}-${text.slice(4, 8)}-${text.slice(8)}`;
}

const slips: SlipData[] = Array.from({ length: count }, (_, i) => ({
  id: i + 1,
  reference: reference(i + 1),
  fullName: names[i % names.length],
  telephone: String(20000000 + i * 7919),
  street: i % 2 ? "شارع الحبيب بورقيبة 12" : `${i + 1} rue de la Plage`,
  city: "Hammam Sousse",
  state: "Sousse",
  zip: "4011",
  items: (i % 4) + 1,
  codes: `WRAP-MIDI-GRN-M ×${(i % 4) + 1}`,
  exchange: null,
  total: `${(i * 13.25 + 9).toFixed(3)}`,
  carrier: i % 3 ? "Aramex" : null,
  trackingNumber: i % 3 ? `TN${100000 + i}` : null,
  staffNote: i % 5 ? "" : "Fragile: call before delivery",
}));
const sender = { name: "Yasmine", address: "12 avenue Habib Bourguiba, Tunis", telephone: "+216 71 000 000" };

for (const [layout, locale] of [
  ["a4", "en"],
  ["a6", "en"],
  ["a4", "ar"],
] as [SlipLayout, Locale][]) {
  const times: number[] = [];
  let bytes = 0;
  for (let run = 0; run <= runs; run++) {
    const start = performance.now();
    const pdf = await slipsPdf({ slips, sender, layout, locale, currency: "TND" });
    times.push(performance.now() - start);
    bytes = pdf.length;
  }
  const [first, ...rest] = times;
  const median = rest.sort((a, b) => a - b)[Math.floor(rest.length / 2)];
  console.log(
    `${count} slips, ${layout}, ${locale}: first ${first.toFixed(0)} ms, median of ${rest.length} ${median.toFixed(0)} ms, ${(bytes / 1024).toFixed(0)} KiB`,
  );
}

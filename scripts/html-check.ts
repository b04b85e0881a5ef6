/**
 * `npm run html:check`: the W3C Nu HTML Checker (vnu-jar) on one page of every kind, in English, French and
 * Arabic, for shoppers and staff (the tour of tests/page-tour.ts), on the built store with the demo content.
 *
 * The pages are saved to a temporary folder and checked by ONE run of the checker (Java starts slowly). Errors and
 * warnings fail the check; plain information messages do not: the only one it has is "Trailing slash on void
 * elements", which React writes on every `<input/>` and which is harmless there, React quoting every attribute.
 * Exits 1 on any error or warning, printing each with its page and the markup it points at.
 */
import { execFile } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fetchTour, pageTour, startDemoStore } from "../tests/page-tour";

interface VnuMessage {
  type: "error" | "info" | "non-document-error";
  subType?: "warning" | "fatal" | "internal" | "io" | "schema";
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

const vnuJar = path.join(path.dirname(createRequire(import.meta.url).resolve("vnu-jar")), "build/dist/vnu.jar");

/** The checker's JSON report on the given files (it writes the report on stderr, and exits 1 when it found errors). */
function runVnu(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    execFile(
      "java",
      ["-jar", vnuJar, "--format", "json", "--exit-zero-always", ...files],
      { maxBuffer: 256 * 1024 * 1024 },
      (error, _stdout, stderr) => {
        if (error) return reject(new Error(`the checker did not run (is Java 11 or later installed?): ${error.message}\n${stderr}`));
        try {
          resolve((JSON.parse(stderr) as { messages: VnuMessage[] }).messages);
        } catch {
          reject(new Error(`the checker's report is not JSON:\n${stderr.slice(0, 2000)}`));
        }
      },
    );
  });
}

const isFailure = (message: VnuMessage) => message.type !== "info" || message.subType === "warning";

const started = Date.now();
const store = await startDemoStore();
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-html-check-"));
let failures = 0;
try {
  const pages = await fetchTour(store.url, await pageTour(store.url));
  const labelOf = new Map<string, string>();
  const files = pages.map((page, index) => {
    const file = path.join(folder, `${String(index).padStart(3, "0")}-${page.label.replace(/[^a-z0-9]+/gi, "-").replace(/-$/, "")}.html`);
    fs.writeFileSync(file, page.body);
    labelOf.set(file, page.label);
    return file;
  });
  const fetchedAt = Date.now();
  const messages = await runVnu(files);
  const checkSeconds = ((Date.now() - fetchedAt) / 1000).toFixed(1);
  const found = messages.filter(isFailure);
  for (const message of found) {
    const file = message.url ? decodeURIComponent(new URL(message.url).pathname) : "";
    const kind = message.type === "info" ? "warning" : message.type;
    console.error(
      `✗ ${labelOf.get(file) ?? file} (line ${message.lastLine ?? "?"}, column ${message.firstColumn ?? "?"}): ${kind}: ${message.message}`,
    );
    if (message.extract) console.error(`    ${message.extract.replace(/\s+/g, " ").trim()}`);
  }
  failures = found.length;
  const errors = found.filter((message) => message.type !== "info").length;
  console.log(
    `html check: ${pages.length} pages, ${errors} errors, ${found.length - errors} warnings ` +
      `(checker ${checkSeconds} s, all ${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
} finally {
  await store.stop();
  fs.rmSync(folder, { recursive: true, force: true });
}
process.exit(failures ? 1 : 0);

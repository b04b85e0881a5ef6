/**
 * `npm run lighthouse`: starts the built store on a new embedded database with the demo
 * content (a copy of the prepared demo store, scripts/store-template.mjs), runs Lighthouse
 * (mobile preset) with the system Chromium against the storefront pages a shopper lands on,
 * and prints the four scores of each page.
 *
 * Exits 1 when accessibility, best practices or SEO is below 100 on any page: those three
 * are steady from run to run. Performance depends on the machine's load, so it is only printed,
 * with the main opportunities Lighthouse lists. The JSON reports go to .cache/lighthouse/.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { findChromium } from "./chromium.mjs";
import { freePort } from "./free-port.mjs";
import { SERVER_NODE_ARGS } from "./server-command.mjs";
import { copyPreparedStore, TEST_SUPER_ADMIN } from "./store-template.mjs";

const REPORT_DIR = path.resolve(".cache/lighthouse");
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"];
/** Categories that must score 100; performance is printed only. */
const REQUIRED = ["accessibility", "best-practices", "seo"];
const CHROME_FLAGS = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-dev-shm-usage",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];
const SERVER_START_TIMEOUT_MS = 120_000;

/** Everything started here, so that every way out (error, Ctrl-C, SIGTERM) stops it. */
const cleanups = [];
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    for (const stop of cleanups.reverse()) {
      try {
        await stop();
      } catch {
        // Stopping what is already gone is fine.
      }
    }
  })();
  return cleaning;
}
/** Processes to kill outright if this one ends without cleaning up (an uncaught error in a callback). */
const children = new Set();
process.on("exit", () => {
  for (const pid of children) {
    try {
      process.kill(pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
});
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    console.error(`\n${signal}: stopping the store and Chromium`);
    void cleanUp().then(() => process.exit(130));
  });
}

async function startStore() {
  const port = Number(process.env.LIGHTHOUSE_PORT) || (await freePort());
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-lighthouse-"));
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    DEMO_CONTENT: "true",
    DATA_DIR: dataDir,
    DATABASE_URL: "",
    // Canonical and Open Graph URLs then name the origin Lighthouse loads.
    PUBLIC_URL: "",
    SESSION_SECRET: randomBytes(16).toString("hex"),
    // The end-to-end suite's demo store: after `npm test`, its prepared copy is there to start from.
    SUPER_ADMIN_EMAIL: TEST_SUPER_ADMIN.email,
    SUPER_ADMIN_PASSWORD: TEST_SUPER_ADMIN.password,
  };
  await copyPreparedStore(dataDir, env);
  const child = spawn(process.execPath, SERVER_NODE_ARGS, { env, stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  children.add(child.pid);
  const exited = new Promise((resolve) =>
    child.once("exit", (code, signal) => {
      children.delete(child.pid);
      resolve(code ?? signal);
    }),
  );
  cleanups.push(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      const stopped = await Promise.race([exited.then(() => true), new Promise((r) => setTimeout(() => r(false), 10_000))]);
      if (!stopped) child.kill("SIGKILL");
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + SERVER_START_TIMEOUT_MS;
  let gone = null;
  void exited.then((code) => (gone = code));
  while (Date.now() < deadline) {
    if (gone !== null) throw new Error(`the store exited (${String(gone)}) before it was ready:\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).status === 200) return url;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the store was not ready within ${SERVER_START_TIMEOUT_MS / 1000} s:\n${output}`);
}

async function newest(url, resource) {
  const res = await fetch(`${url}/api/${resource}?limit=2&sort=newest`);
  if (!res.ok) throw new Error(`GET /api/${resource} answered ${res.status}`);
  const items = await res.json();
  if (!items.length) throw new Error(`the demo content has no ${resource}`);
  return items;
}

/**
 * Asks for a page a few times before its audit, as the shoppers before this one did: the process has
 * compiled its hot code and a shared page is in the HTML cache. Without it every audit would time the
 * first render after a restart, which no shopper of a running store meets.
 */
async function warmUp(url, page) {
  for (let i = 0; i < 3; i += 1) {
    const res = await fetch(`${url}${page.path}`, { headers: page.headers });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${page.path} answered ${res.status} while warming up`);
  }
}

async function launchChrome() {
  const chromePath = findChromium();
  if (!chromePath) {
    throw new Error("Lighthouse needs Chromium: set CHROMIUM_PATH, or install it (Debian/Ubuntu: sudo apt-get install -y chromium).");
  }
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS, logLevel: "silent", handleSIGINT: false });
  children.add(chrome.pid);
  cleanups.push(async () => {
    chrome.kill();
    children.delete(chrome.pid);
  });
  return chrome;
}

const pct = (score) => (score === null || score === undefined ? "n/a" : String(Math.round(score * 100)));

/** The audits of a category that lost points, with what Lighthouse says about them. */
function failingAudits(lhr, categoryId) {
  return lhr.categories[categoryId].auditRefs
    .filter((ref) => ref.weight > 0)
    .map((ref) => lhr.audits[ref.id])
    .filter((audit) => audit.score !== null && audit.score < 1)
    .map((audit) => {
      const items = audit.details?.items ?? [];
      const examples = items
        .slice(0, 3)
        .map((item) => item.node?.snippet ?? item.url ?? item.source?.url ?? item.description ?? "")
        .filter(Boolean);
      const value = audit.displayValue ? ` (${audit.displayValue})` : "";
      return `${audit.id}: ${audit.title}${value}${examples.length ? `\n        ${examples.join("\n        ")}` : ""}`;
    });
}

/** The performance opportunities Lighthouse estimates, largest saving first. */
function opportunities(lhr) {
  return Object.values(lhr.audits)
    .filter(
      (audit) =>
        audit.details?.type === "opportunity" && audit.score !== null && audit.score < 1 && (audit.details.overallSavingsMs ?? 0) > 0,
    )
    .sort((a, b) => b.details.overallSavingsMs - a.details.overallSavingsMs)
    .slice(0, 4)
    .map((audit) => `${audit.title} (about ${Math.round(audit.details.overallSavingsMs)} ms)`);
}

async function main() {
  console.log("lighthouse: starting the store on a new embedded database with the demo content…");
  const url = await startStore();
  const [products, posts] = await Promise.all([newest(url, "products"), newest(url, "posts")]);
  const product = products[0];
  // A cart with two products and a wishlist, so the cart page shows its table and its grid.
  const cartCookie = `cart-list=${products.map((p) => `${p.id}:1`).join("|")}; product-list=${products[0].id}`;
  const pages = [
    { name: "home", path: "/home" },
    { name: "women", path: "/women" },
    { name: "product", path: `/single/${product.id}` },
    { name: "post", path: `/single-post/${posts[0].id}` },
    { name: "cart", path: "/cart", headers: { Cookie: cartCookie } },
    // The same shop in French and in Arabic (right to left): home, a product and the cart.
    ...["fr", "ar"].flatMap((locale) => [
      { name: `home-${locale}`, path: `/${locale}/home` },
      { name: `product-${locale}`, path: `/${locale}/single/${product.id}` },
      { name: `cart-${locale}`, path: `/${locale}/cart`, headers: { Cookie: cartCookie } },
    ]),
  ];

  const chrome = await launchChrome();
  fs.mkdirSync(REPORT_DIR, { recursive: true });
  const rows = [];
  const problems = [];
  let version = "";
  for (const page of pages) {
    process.stdout.write(`lighthouse: ${page.path} … `);
    await warmUp(url, page);
    const result = await lighthouse(`${url}${page.path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: CATEGORIES,
      disableFullPageScreenshot: true,
      extraHeaders: page.headers,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page.path}`);
    const { lhr } = result;
    version = lhr.lighthouseVersion;
    if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${page.path}: ${lhr.runtimeError.message}`);
    fs.writeFileSync(path.join(REPORT_DIR, `${page.name}.json`), result.report);
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, lhr.categories[id]?.score ?? null]));
    rows.push({ page: page.path, scores, opportunities: opportunities(lhr) });
    console.log(CATEGORIES.map((id) => `${id} ${pct(scores[id])}`).join(", "));
    for (const id of CATEGORIES) {
      if (scores[id] !== null && scores[id] < 1) {
        problems.push({ page: page.path, category: id, required: REQUIRED.includes(id), audits: failingAudits(lhr, id) });
      }
    }
  }

  console.log(`\nLighthouse ${version} (mobile preset), reports in ${path.relative(process.cwd(), REPORT_DIR)}/\n`);
  const header = ["page".padEnd(24), "performance", "accessibility", "best practices", "SEO"];
  console.log(header.join("  "));
  for (const row of rows) {
    console.log(
      [
        row.page.padEnd(24),
        pct(row.scores.performance).padStart(11),
        pct(row.scores.accessibility).padStart(13),
        pct(row.scores["best-practices"]).padStart(14),
        pct(row.scores.seo).padStart(3),
      ].join("  "),
    );
  }
  console.log("\nMain performance opportunities:");
  for (const row of rows) console.log(`  ${row.page}: ${row.opportunities.join("; ") || "none"}`);

  for (const problem of problems) {
    console.log(`\n${problem.required ? "✖" : "·"} ${problem.page} ${problem.category} below 100:`);
    for (const audit of problem.audits) console.log(`    ${audit}`);
  }
  const failed = problems.filter((p) => p.required);
  if (failed.length) {
    console.error(`\n✖ accessibility, best practices and SEO must be 100 on every page: ${failed.length} below.`);
    return 1;
  }
  console.log("\n✔ accessibility, best practices and SEO are 100 on every page");
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  console.error(`\n✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await cleanUp();
}
process.exit(exitCode);

/**
 * A prepared store for the test servers: the built server started once on an empty embedded database (migrated,
 * its super admin created, the demo content written), stopped cleanly, and kept as a template that each test
 * server copies into its own DATA_DIR. Starting from a copy opens in about a second; a first start takes 6 s for
 * the database and 15–30 s more for the demo pictures, and the end-to-end suite starts eight stores at once.
 *
 * A template is made for one build, one set of migrations and the settings that shape what a first start writes;
 * anything else changes its key. Servers that start together wait for the one that makes it.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./free-port.mjs";
import { SERVER_NODE_ARGS } from "./server-command.mjs";

const TEMPLATES = path.resolve(".cache/store-templates");
/**
 * The super admin of the demo stores the end-to-end suite and Lighthouse start: one account for both, so that
 * Lighthouse starts from the template the suite has just made. A test account, on stores that live for one run.
 */
export const TEST_SUPER_ADMIN = { email: "e2e-super@yasmine.test", password: "e2e-super-password" };
/** The settings a first start writes into the database with; the rest are read at run time only. */
const SHAPING_SETTINGS = ["STORE_CURRENCY", "DEMO_CONTENT", "SUPER_ADMIN_EMAIL", "SUPER_ADMIN_PASSWORD"];
const START_TIMEOUT_MS = 170_000;
/** Templates of other builds are removed once this old: a run of another build may still be copying one. */
const STALE_AFTER_MS = 24 * 60 * 60 * 1000;

function keyOf(env) {
  const hash = createHash("sha256");
  hash.update(fs.readFileSync("build/server.js"));
  const migrations = path.resolve("app/db/migrations");
  for (const file of fs.readdirSync(migrations, { recursive: true }).sort()) {
    const full = path.join(migrations, String(file));
    if (fs.statSync(full).isFile()) hash.update(String(file)).update(fs.readFileSync(full));
  }
  // The demo content is on unless DEMO_CONTENT=false (app/config.server.ts): unset and "true" are one store.
  const settings = { ...env, DEMO_CONTENT: env.DEMO_CONTENT === "false" ? "false" : "true" };
  for (const name of SHAPING_SETTINGS) hash.update(`${name}=${settings[name] ?? ""}\n`);
  return hash.digest("hex").slice(0, 16);
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Starts the built server on `dataDir`, waits until it answers, then stops it gracefully. */
async function prepare(dataDir, env) {
  const port = await freePort();
  const child = spawn(process.execPath, SERVER_NODE_ARGS, {
    stdio: "inherit",
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: env.LOG_LEVEL ?? "warn",
      // A template is one embedded store, whatever its copies are later started with.
      DATABASE_URL: "",
      WEB_CONCURRENCY: "1",
    },
  });
  const exited = new Promise((resolve) => child.on("exit", (code) => resolve(code)));
  let stopped = false;
  void exited.then(() => (stopped = true));
  const deadline = Date.now() + START_TIMEOUT_MS;
  for (;;) {
    if (stopped) throw new Error("the server stopped while preparing the store template");
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error("the server did not answer while preparing the store template");
    }
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200) break;
    } catch {
      // not listening yet
    }
    await pause(200);
  }
  child.kill("SIGTERM");
  const code = await exited;
  if (code !== 0) throw new Error(`the server preparing the store template stopped with ${code}`);
}

/** A lock whose maker has died, or that is older than any making takes. */
function isAbandoned(lock) {
  try {
    if (Date.now() - fs.statSync(lock).mtimeMs > START_TIMEOUT_MS) return true;
    const holder = Number(fs.readFileSync(path.join(lock, "pid"), "utf8"));
    return holder > 0 && !isRunning(holder);
  } catch {
    // Gone already, or its maker is still writing its pid.
    return false;
  }
}

function removeStaleTemplates(keep) {
  for (const entry of fs.readdirSync(TEMPLATES)) {
    const full = path.join(TEMPLATES, entry);
    if (entry === keep || entry === `${keep}.lock`) continue;
    if (Date.now() - fs.statSync(full).mtimeMs > STALE_AFTER_MS) fs.rmSync(full, { recursive: true, force: true });
  }
}

/** The path of the template for these settings, made now if no server made it before. */
async function templateFor(env) {
  fs.mkdirSync(TEMPLATES, { recursive: true });
  const key = keyOf(env);
  const template = path.join(TEMPLATES, key);
  const lock = path.join(TEMPLATES, `${key}.lock`);
  const deadline = Date.now() + START_TIMEOUT_MS + 30_000;
  while (!fs.existsSync(path.join(template, "ready"))) {
    if (Date.now() > deadline) throw new Error(`no store template after ${START_TIMEOUT_MS / 1000} s: ${template}`);
    try {
      fs.mkdirSync(lock);
    } catch {
      // Another server is making it; a lock left by a process that died is taken over.
      if (isAbandoned(lock)) fs.rmSync(lock, { recursive: true, force: true });
      await pause(250);
      continue;
    }
    try {
      fs.writeFileSync(path.join(lock, "pid"), String(process.pid));
      if (!fs.existsSync(path.join(template, "ready"))) {
        const making = `${template}.making`;
        fs.rmSync(making, { recursive: true, force: true });
        fs.rmSync(template, { recursive: true, force: true });
        await prepare(making, env);
        fs.writeFileSync(path.join(making, "ready"), new Date().toISOString());
        fs.renameSync(making, template);
        removeStaleTemplates(key);
      }
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
  }
  return template;
}

/** Fills the empty `dataDir` with a copy of the prepared store for these settings (`env`, as the server gets it). */
export async function copyPreparedStore(dataDir, env) {
  const template = await templateFor(env);
  fs.cpSync(template, dataDir, { recursive: true, filter: (source) => path.basename(source) !== "ready" });
}

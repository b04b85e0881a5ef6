// Starts the built store for the end-to-end tests on its own embedded database, new for each run.
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { SERVER_NODE_ARGS } from "./server-command.mjs";
import { copyPreparedStore } from "./store-template.mjs";

// `npx playwright test` on its own must not test a stale build (`npm test` has just built, so this is a no-op there).
execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });

const dataDir = path.resolve(`test-results/e2e-data-${process.env.PORT ?? "default"}`);
fs.rmSync(dataDir, { recursive: true, force: true });
// Each store starts as a copy of one prepared for its settings: eight stores preparing their own at once took minutes.
await copyPreparedStore(dataDir, process.env);
const child = spawn(process.execPath, SERVER_NODE_ARGS, {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

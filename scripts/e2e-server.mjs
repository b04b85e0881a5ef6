// Starts the built store for the end-to-end tests on its own embedded database, new for each run, sending its e-mail to
// a mail server of its own (scripts/e2e-mail.mjs).
import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { mailFolderOf, startMailCatcher } from "./e2e-mail.mjs";
import { SERVER_NODE_ARGS } from "./server-command.mjs";
import { copyPreparedStore } from "./store-template.mjs";

// `npx playwright test` on its own must not test a stale build (`npm test` has just built, so this is a no-op there).
execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "inherit" });

const port = process.env.PORT ?? "default";
const dataDir = path.resolve(`test-results/e2e-data-${port}`);
fs.rmSync(dataDir, { recursive: true, force: true });
// Each store starts as a copy of one prepared for its settings: eight stores preparing their own at once took minutes.
await copyPreparedStore(dataDir, process.env);
// Every e-mail of the store, to staff and to shoppers, goes to a real SMTP server that keeps it where the specs read it
// (tests/e2e/mail-helpers.ts), whatever SMTP_URL the shell running the suite has.
const smtpUrl = await startMailCatcher(mailFolderOf(port));
const child = spawn(process.execPath, SERVER_NODE_ARGS, {
  stdio: "inherit",
  env: {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    SMTP_URL: smtpUrl,
    // One staff recipient, not every admin account the specs create: each order writes one staff e-mail.
    STAFF_EMAILS: "orders@yasmine.test",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  },
});
for (const signal of ["SIGTERM", "SIGINT"]) process.on(signal, () => child.kill(signal));
child.on("exit", (code) => process.exit(code ?? 0));

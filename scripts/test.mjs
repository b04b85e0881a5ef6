// `npm test`: the unit and API suites (vitest), then the end-to-end suite (Playwright) on a fresh build.
import { spawnSync } from "node:child_process";
import { ensureChromium } from "./chromium.mjs";

function run(label, command, args, env = {}) {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n✖ ${label} failed (exit ${result.status ?? result.signal}).`);
    process.exit(result.status ?? 1);
  }
}

const chromium = ensureChromium();
// The build comes first: the process tests and the end-to-end suite start the real server.
run("build", "node", ["scripts/build.mjs"]);
run("unit and API tests", "npx", ["vitest", "run"]);
run("end-to-end tests", "npx", ["playwright", "test"], chromium === "playwright" ? {} : { CHROMIUM_PATH: chromium });
console.log("\n✔ all test suites passed");

// Finds a Chromium: CHROMIUM_PATH, then the system's, then (for the end-to-end suite) Playwright's own download.
import { execSync } from "node:child_process";
import fs from "node:fs";

const browsers = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];
/**
 * The end-to-end suite prefers Debian's headless shell (package chromium-headless-shell): the same engine without
 * the browser's windows and services, it takes less of the processor for each of the suite's pages. Lighthouse
 * measures with the full browser, as shoppers' browsers are.
 */
const headlessShell = "/usr/bin/chromium-headless-shell";

export function findChromium({ forEndToEndTests = false } = {}) {
  const candidates = [process.env.CHROMIUM_PATH, ...(forEndToEndTests ? [headlessShell] : []), ...browsers];
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium({ forEndToEndTests: true });
  if (found) return found;
  console.log("No Chromium found at CHROMIUM_PATH or /usr/bin/chromium: trying `npx playwright install chromium`…");
  try {
    execSync("npx playwright install chromium", { stdio: "inherit" });
    return "playwright";
  } catch {
    console.error(
      [
        "",
        "The end-to-end tests need Chromium, and none could be found or downloaded.",
        "Install it, then run npm test again:",
        "  Debian/Ubuntu: sudo apt-get install -y chromium-headless-shell chromium",
        "  or point CHROMIUM_PATH at a Chromium or Chrome binary.",
        "",
      ].join("\n"),
    );
    process.exit(1);
  }
}

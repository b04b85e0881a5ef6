// Finds a Chromium for Playwright: CHROMIUM_PATH, then the system's, then Playwright's own download.
import { execSync } from "node:child_process";
import fs from "node:fs";

const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"];

export function findChromium() {
  return candidates.find((p) => p && fs.existsSync(p)) ?? null;
}

export function ensureChromium() {
  const found = findChromium();
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
        "  Debian/Ubuntu: sudo apt-get install -y chromium",
        "  or point CHROMIUM_PATH at a Chromium or Chrome binary.",
        "",
      ].join("\n"),
    );
    process.exit(1);
  }
}

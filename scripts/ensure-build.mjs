// Builds the app before `npm start` when there is no build yet, or the sources changed since.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const output = path.resolve("build/server.js");

function newestMtime(entry) {
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

const built = fs.existsSync(output) ? fs.statSync(output).mtimeMs : 0;
const sources = Math.max(newestMtime("app"), newestMtime("server.ts"), newestMtime("remix.config.js"), newestMtime("package-lock.json"));
if (built < sources) {
  console.log(built ? "Sources changed since the last build: building…" : "No build yet: building…");
  execSync("node scripts/build.mjs", { stdio: "inherit" });
}

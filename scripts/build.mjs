// The production build: the Remix app, the server as one plain-JavaScript module
// (node starts it without compiling TypeScript at run time: faster to start, ~100 MB less memory),
// then brotli and gzip copies of the browser files.
import { execSync } from "node:child_process";
import { build } from "esbuild";

// A production build whoever calls it: a test runner's NODE_ENV=test would make a development build.
execSync("npx remix build", { stdio: "inherit", env: { ...process.env, NODE_ENV: "production" } });
await build({
  entryPoints: ["server.ts"],
  outfile: "build/server.js",
  bundle: true,
  // Dependencies stay in node_modules; only the project's own TypeScript is compiled in.
  packages: "external",
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: "linked",
  logLevel: "warning",
});
console.log("built build/server.js");
execSync("node scripts/precompress.mjs", { stdio: "inherit" });

// `npm run lint:api`: writes the API's OpenAPI document and lints it with Redocly's recommended rules
// (redocly.yaml); fails on any error or warning, not only on errors as Redocly does by itself.
import { execFileSync, spawnSync } from "node:child_process";

const document = ".cache/openapi.json";
execFileSync("npx", ["tsx", "scripts/openapi-document.ts", document], { stdio: "inherit" });
const lint = spawnSync("npx", ["redocly", "lint", document, "--format=json"], { encoding: "utf8" });
let report;
try {
  report = JSON.parse(lint.stdout);
} catch {
  console.error(lint.stdout, lint.stderr);
  console.error("lint:api: Redocly did not answer a report");
  process.exit(1);
}
for (const problem of report.problems) {
  const where = problem.location?.map((l) => l.pointer).join(", ") ?? "";
  console.error(`${problem.severity} ${problem.ruleId}: ${problem.message} ${where}`);
}
const { errors, warnings, ignored } = report.totals;
console.log(`lint:api: ${errors} errors, ${warnings} warnings (${ignored} ignored on purpose, see .redocly.lint-ignore.yaml)`);
process.exit(errors + warnings > 0 ? 1 : 0);

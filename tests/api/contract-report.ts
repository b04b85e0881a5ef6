/**
 * Global setup of the API suite: gives each test file a folder to leave its contract tally in, and at the end
 * prints the sum (and fails the run if any answer was not described).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    contractTallyDir: string;
  }
}

export default function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "yasmine-contract-"));
  project.provide("contractTallyDir", dir);
  return () => {
    let checked = 0;
    let notDescribed = 0;
    const problems: string[] = [];
    for (const file of fs.readdirSync(dir)) {
      const tally = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as {
        checked: number;
        notDescribed: number;
        problems: string[];
      };
      checked += tally.checked;
      notDescribed += tally.notDescribed;
      problems.push(...tally.problems);
    }
    fs.rmSync(dir, { recursive: true, force: true });
    console.log(`\ncontract: ${checked} answers checked, ${notDescribed} not described (${project.name})`);
    if (notDescribed > 0) throw new Error(`answers the OpenAPI document does not describe:\n  ${problems.join("\n  ")}`);
  };
}

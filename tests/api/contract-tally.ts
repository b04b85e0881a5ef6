/** Set up in every API test file: leaves the file's contract tally for the suite's report. */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";
import { contractTally } from "./contract";

afterAll(() => {
  fs.writeFileSync(path.join(inject("contractTallyDir"), `${randomUUID()}.json`), JSON.stringify(contractTally));
  // Files share the module when they share a worker (isolate: false): the next file's tally starts at zero.
  contractTally.checked = 0;
  contractTally.notDescribed = 0;
  contractTally.problems.length = 0;
});

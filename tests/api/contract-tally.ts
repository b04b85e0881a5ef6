/** Set up in every API test file: leaves the file's contract tally for the suite's report. */
import fs from "node:fs";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { afterAll, inject } from "vitest";
import { contractTally } from "./contract";

afterAll(() => {
  fs.writeFileSync(path.join(inject("contractTallyDir"), `${randomUUID()}.json`), JSON.stringify(contractTally));
});

import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const apiFiles = ["tests/api/**/*.test.ts"];
// Every answer of the API suite is checked against the OpenAPI document; the global setup prints the tally. The
// other global setup migrates one database that each file's fresh database copies.
const apiSetup = {
  globalSetup: ["tests/api/contract-report.ts", "tests/api/migrated-base.ts"],
  setupFiles: ["tests/api/contract-tally.ts"],
  // The API files share their worker's modules: each file builds its own API on its own database, and reloading
  // the whole API and its database driver for each file was a third of the suite's time (223 s, 135 s without).
  isolate: false,
};

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default is one worker less than the cores, a single worker on a 2-core machine; two run the suite
    // in 4 minutes instead of 6.5 there (each file has its own database, and servers take free ports).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        resolve: { alias },
        test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 },
      },
      {
        resolve: { alias },
        test: { name: "api-pglite", include: apiFiles, ...apiSetup, env: { TEST_DB: "pglite" }, testTimeout: 30_000, hookTimeout: 60_000 },
      },
      // The same API suite again on a real PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              resolve: { alias },
              test: {
                name: "api-postgres",
                include: apiFiles,
                ...apiSetup,
                env: { TEST_DB: "postgres" },
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});

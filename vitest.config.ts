import path from "node:path";
import { defineConfig } from "vitest/config";

const alias = { "~": path.resolve(import.meta.dirname, "app") };
const apiFiles = ["tests/api/**/*.test.ts"];
// Every answer of the API suite is checked against the OpenAPI document; the global setup prints the tally.
const contract = { globalSetup: ["tests/api/contract-report.ts"], setupFiles: ["tests/api/contract-tally.ts"] };

export default defineConfig({
  resolve: { alias },
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { resolve: { alias }, test: { name: "unit", include: ["tests/unit/**/*.test.ts"], environment: "node", testTimeout: 30_000, hookTimeout: 60_000 } },
      { resolve: { alias }, test: { name: "api-pglite", include: apiFiles, ...contract, env: { TEST_DB: "pglite" }, testTimeout: 30_000, hookTimeout: 60_000 } },
      // The same API suite again on a real PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [{ resolve: { alias }, test: { name: "api-postgres", include: apiFiles, ...contract, env: { TEST_DB: "postgres" }, testTimeout: 30_000, hookTimeout: 60_000 } }]
        : []),
    ],
  },
});

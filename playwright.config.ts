import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3111);
export const baseURL = `http://localhost:${port}`;
/** A second store on the next port that prices in Tunisian dinars (STORE_CURRENCY=TND), for the currency tests. */
export const tndBaseURL = `http://localhost:${port + 1}`;
export const e2eAdmin = { email: "e2e-super@yasmine.test", password: "e2e-super-password" };
export const e2eSessionSecret = "e2e-session-secret-not-for-production";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-dev-shm-usage",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  },
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [["list"]],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: { baseURL, trace: "retain-on-failure" },
  projects: [
    { name: "js", use: { ...chromium, javaScriptEnabled: true } },
    { name: "no-js", use: { ...chromium, javaScriptEnabled: false } },
  ],
  webServer: [
    {
      command: "node scripts/e2e-server.mjs",
      url: `${baseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port),
        // The suite orders many times from one telephone number; the limit has its own API tests.
        MAX_NEW_ORDERS_PER_PHONE: "0",
        // Every test is one client (127.0.0.1); the limits are proven on the second store, where each test has its own.
        RATE_LIMITS: "off",
        SUPER_ADMIN_EMAIL: e2eAdmin.email,
        SUPER_ADMIN_PASSWORD: e2eAdmin.password,
        SESSION_SECRET: e2eSessionSecret,
      },
    },
    {
      command: "node scripts/e2e-server.mjs",
      url: `${tndBaseURL}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(port + 1),
        MAX_NEW_ORDERS_PER_PHONE: "0",
        STORE_CURRENCY: "TND",
        // Behind a trusted proxy, each limits test (store-limits, store-track) sends its own client address.
        TRUST_PROXY: "1",
        RATE_LIMITS: "order=5/1h,message=2/1h,newsletter=2/1h,login=1000/1h,track=3/1h",
        DEMO_CONTENT: "false",
        SUPER_ADMIN_EMAIL: e2eAdmin.email,
        SUPER_ADMIN_PASSWORD: e2eAdmin.password,
        SESSION_SECRET: e2eSessionSecret,
      },
    },
  ],
});

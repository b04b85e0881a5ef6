import { defineConfig, devices, type PlaywrightTestConfig } from "@playwright/test";
import { findChromium } from "./scripts/chromium.mjs";
import { TEST_SUPER_ADMIN } from "./scripts/store-template.mjs";

type WebServer = Extract<PlaywrightTestConfig["webServer"], unknown[]>[number];

const port = Number(process.env.E2E_PORT ?? 3111);
/**
 * The suite runs in four projects at once: with and without JavaScript, each split in two shards of spec files.
 * The shards were balanced on measured durations: the first holds the back office, sign-in, security and the
 * storefront's accessibility audit; the second, every other storefront spec (and any new spec, until moved).
 * Most of a test's time is spent waiting on pages, not on the processor, so four at once finish in about half
 * the time of two.
 */
const firstShard = [
  "admin-*.spec.ts",
  "auth-*.spec.ts",
  "security.spec.ts",
  "smoke.spec.ts",
  "open-redirects.spec.ts",
  "store-a11y.spec.ts",
];
const shards = [{ testMatch: firstShard }, { testIgnore: firstShard }];
const projects = [true, false].flatMap((javaScriptEnabled) =>
  shards.map((files, shard) => ({ name: `${javaScriptEnabled ? "js" : "no-js"}-${shard + 1}`, javaScriptEnabled, files })),
);
/**
 * Each project has its own pair of stores, each on its own copy of a store prepared once for its settings
 * (scripts/store-template.mjs), and one worker: the projects run side by side and never see each other's data.
 * The pair is the store on `port + 2 × index` and, on the next port, a second store that prices in Tunisian
 * dinars (STORE_CURRENCY=TND), for the currency and limits tests.
 */
function storesOf(index: number) {
  const storePort = port + 2 * index;
  return { storePort, baseURL: `http://localhost:${storePort}`, tndBaseURL: `http://localhost:${storePort + 1}` };
}
/** The options the specs read beside Playwright's own: where this project's dinar store listens. */
export type StoreOptions = { tndBaseURL: string };
export const e2eAdmin = TEST_SUPER_ADMIN;
export const e2eSessionSecret = "e2e-session-secret-not-for-production";

const chromium = {
  ...devices["Desktop Chrome"],
  launchOptions: {
    executablePath: findChromium({ forEndToEndTests: true }) ?? undefined,
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

/**
 * Each store sends its e-mail to a mail server of its own, which keeps every message for the specs
 * (tests/e2e/mail-helpers.ts). The dinar store's links in them are absolute from its PUBLIC_URL, its own address,
 * so that a spec opens them in the browser; the main store has none, since the back office tells what a store
 * without one lacks (admin-channels.spec.ts), and its messages carry no links.
 */
function storeServers({ storePort, tndBaseURL }: ReturnType<typeof storesOf>): WebServer[] {
  return [
    {
      command: "node scripts/e2e-server.mjs",
      url: `http://localhost:${storePort}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(storePort),
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
      url: `http://localhost:${storePort + 1}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: {
        PORT: String(storePort + 1),
        MAX_NEW_ORDERS_PER_PHONE: "0",
        STORE_CURRENCY: "TND",
        PUBLIC_URL: tndBaseURL,
        // The shop's legal details, so that its delivered orders can be invoiced (admin-invoices.spec.ts).
        STORE_LEGAL_NAME: "Yasmine Mode SARL",
        STORE_ADDRESS: "12 avenue Habib Bourguiba, 1000 Tunis",
        STORE_TELEPHONE: "71 000 000",
        STORE_TAX_ID: "1234567A/A/M/000",
        STORE_TRADE_REGISTER: "B0123452026",
        // Behind a trusted proxy, each limits test (store-limits, store-track) sends its own client address.
        TRUST_PROXY: "1",
        // Orders from a number that refused a parcel before need a note to be confirmed (admin-refused.spec.ts); the
        // other specs order from numbers that never refused one.
        HOLD_REFUSING_NUMBERS: "on",
        // Every check of a code counts, and the cart checks its code on each view: the suite's carts are viewed
        // far more often than a shopper's, and the code limit is proven by the API suite.
        RATE_LIMITS: "order=5/1h,message=2/1h,newsletter=2/1h,login=1000/1h,track=3/1h,discount=1000/1h",
        DEMO_CONTENT: "false",
        SUPER_ADMIN_EMAIL: e2eAdmin.email,
        SUPER_ADMIN_PASSWORD: e2eAdmin.password,
        SESSION_SECRET: e2eSessionSecret,
      },
    },
  ];
}

export default defineConfig<StoreOptions>({
  testDir: "tests/e2e",
  fullyParallel: false,
  // One worker a project: the tests of a project share its stores and run in file order, as a shopper's day would.
  workers: projects.length,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  reporter: [["list"]],
  // A budget is how long a broken test takes to say so, never how long a test takes. CI's machine is shared: its
  // end-to-end step was measured at 29 min where a quiet machine takes 13, so its budgets are twice as long.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 14_000 : 7_000 },
  use: {
    // A trace's screencast was a fifth of the suite's processor time (measured on 24 tests: 179 s busy with it, 144
    // without, 126 with no trace). Locally a failing test keeps its trace with the DOM snapshots of every step;
    // CI keeps only its log, so there the first attempts run untraced and a retry records one.
    trace: process.env.CI ? "on-first-retry" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: projects.map(({ name, javaScriptEnabled, files }, index) => {
    const { baseURL, tndBaseURL } = storesOf(index);
    // A test that opens no page (fixtures.ts HTTP_ONLY) runs once, with the js projects.
    const onlyWithPages = javaScriptEnabled ? {} : { grepInvert: /@http-only/ };
    return { name, ...files, ...onlyWithPages, workers: 1, use: { ...chromium, javaScriptEnabled, baseURL, tndBaseURL } };
  }),
  webServer: projects.flatMap((_, index) => storeServers(storesOf(index))),
});

import { execFileSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createCookieSessionStorage, createRequestHandler, type ServerBuild } from "@remix-run/node";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { KNOWN_OFF_SITE, redirectTargets } from "../redirect-targets";
import { createTestApi, type Staff, type TestApi } from "./harness";

/**
 * Every redirect whose target comes from the request, driven through the built store's Remix handler (its route
 * matching, loaders and actions, as server.ts runs them) with generated targets: the language switch's `?to=`,
 * the newsletter's `back`, the `/en/…` path, the back office's reload in the staff member's language and its
 * redirects after a POST. Every Location (and X-Remix-Redirect, which a page with JavaScript follows) it answers
 * must lead to the store's own origin, and no target is answered with a 5xx.
 */
const STORE = "http://shop.test";
const SESSION_SECRET = "open-redirects-test-secret";
const RUNS = 300;

let t: TestApi;
let staff: Staff;
let handle: (request: Request) => Promise<Response>;
/** A staff session whose language (fr) is not the account's (en): each back-office page reloads itself first. */
let staleLocaleCookie: string;
let cases = 0;
let redirects = 0;
const offSite: string[] = [];

beforeAll(async () => {
  // The handler is the built one: a stale build would test old code.
  execFileSync(process.execPath, ["scripts/ensure-build.mjs"], { stdio: "ignore" });
  vi.stubEnv("SESSION_SECRET", SESSION_SECRET);
  t = await createTestApi();
  staff = await t.staff("ADMIN");
  const build = (await import(pathToFileURL(path.resolve("build/index.js")).href)) as ServerBuild;
  const remix = createRequestHandler(build, "production");
  const context = {
    api: (request: Request) => t.api.fetch(request),
    clientAddress: "127.0.0.1",
    storeName: "Yasmine",
    currency: "USD",
    lowStockThreshold: 3,
    cspNonce: "test-nonce",
  };
  handle = (request) => remix(request, context);
  const sessions = createCookieSessionStorage({ cookie: { name: "__session", secrets: [SESSION_SECRET] } });
  const session = await sessions.getSession();
  session.set("token", staff.token);
  session.set("role", staff.role);
  session.set("locale", "fr");
  staleLocaleCookie = (await sessions.commitSession(session)).split(";")[0];
}, 300_000);

afterAll(async () => {
  console.log(`open redirects (routes): ${cases} cases, ${redirects} redirects, ${offSite.length} off-site`);
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  await t?.close();
});

/** The request `url` as a path of the store (`//evil.example` stays a path, as it does on the wire), or null when no server would take it. */
function onStore(pathAndQuery: string): string | null {
  const url = `${STORE}${pathAndQuery.startsWith("/") ? "" : "/"}${pathAndQuery}`;
  return URL.canParse(url) && new URL(url).origin === STORE ? url : null;
}

/** Sends one request and checks where its answer sends the browser; answers the Location, if any. */
async function send(what: string, request: Request): Promise<string | null> {
  cases += 1;
  const response = await handle(request);
  await response.body?.cancel();
  expect(response.status, `${what}: ${request.method} ${request.url}`).toBeLessThan(500);
  const location = response.headers.get("Location") ?? response.headers.get("X-Remix-Redirect");
  if (location === null) return null;
  redirects += 1;
  // A browser resolves a Location against the address it asked for.
  const lands = URL.canParse(location, request.url) ? new URL(location, request.url).origin : "an invalid URL";
  if (lands !== STORE) offSite.push(`${what}: ${request.method} ${request.url} → ${location}`);
  expect(lands, `${what}: ${request.method} ${request.url} answered Location ${location}`).toBe(STORE);
  return location;
}

const languageSwitch = (target: string, data = false) =>
  new Request(`${STORE}/language?to=${encodeURIComponent(target)}${data ? "&_data=routes%2Flanguage" : ""}`);

function newsletterPost(target: string, page = "/newsletter") {
  const body = new URLSearchParams({ email: "reader@example.tn", consent: "yes", back: target });
  return new Request(`${STORE}${page}`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
}

const asStaff = (url: string, init: RequestInit = {}) =>
  new Request(url, { ...init, headers: { ...init.headers, Cookie: staleLocaleCookie } });

describe("redirects whose target comes from the request", () => {
  it("answer the old payloads with a store path", async () => {
    for (const target of KNOWN_OFF_SITE) {
      expect(await send("language", languageSwitch(target))).toBe("/home");
      expect(await send("newsletter", newsletterPost(target))).toBe("/home?newsletter=subscribed#newsletter");
      expect(await send("newsletter (fr)", newsletterPost(target, "/fr/newsletter"))).toBe("/fr/home?newsletter=subscribed#newsletter");
    }
  });

  it("still follow the store's own paths", async () => {
    const response = await handle(languageSwitch("/fr/women?category=dresses"));
    expect(response.headers.get("Location")).toBe("/fr/women?category=dresses");
    expect(response.headers.get("Set-Cookie")).toMatch(/fr/);
    expect(await send("newsletter", newsletterPost("/women?sort=price_asc&newsletter=subscribed"))).toBe(
      "/women?sort=price_asc&newsletter=subscribed#newsletter",
    );
    expect(await send("/en/…", new Request(`${STORE}/en/women?sort=price_asc`))).toBe("/women?sort=price_asc");
    expect(await send("back office reload", asStaff(`${STORE}/dashboard?from=x`))).toBe("/dashboard?from=x");
    expect(await send("back office POST", asStaff(`${STORE}/messages/999999?q=robe&page=2`, { method: "POST" }))).toBe(
      "/messages?q=robe&page=2",
    );
  });

  it("never send the browser to another site, whatever the target", async () => {
    // A refused delete is logged, and the router warns of doubled slashes: thousands of lines that say nothing here.
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    await fc.assert(
      fc.asyncProperty(redirectTargets, async (target) => {
        await send("language", languageSwitch(target));
        await send("language (_data)", languageSwitch(target, true));
        await send("newsletter", newsletterPost(target));
        await send("newsletter (ar)", newsletterPost(target, "/ar/newsletter"));
        const english = onStore(`/en${target.startsWith("/") ? "" : "/"}${target}`);
        if (english) await send("/en/…", new Request(english));
        const anyPath = onStore(target);
        if (anyPath) await send("any path, as staff", asStaff(anyPath));
        const dashboard = onStore(`/dashboard/${target}`);
        if (dashboard) await send("back office reload", asStaff(dashboard));
        const list = onStore(`/messages/999999?${target}`);
        if (list) await send("back office POST", asStaff(list, { method: "POST" }));
      }),
      { numRuns: RUNS },
    );
    expect(offSite).toEqual([]);
  });
});

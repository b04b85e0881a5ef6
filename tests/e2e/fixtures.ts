import { createCookieSessionStorage } from "@remix-run/node";
import { test as base, expect, type APIRequestContext, type Page } from "@playwright/test";
import { e2eAdmin, e2eSessionSecret, type StoreOptions } from "../../playwright.config";
import type { Role } from "../../app/lib/roles";

export { expect };

export const staffAccounts: Record<Role, { email: string; password: string; username: string }> = {
  SUPER_ADMIN: { ...e2eAdmin, username: "Super admin" },
  ADMIN: { email: "e2e-admin@yasmine.test", password: "e2e-admin-password", username: "E2E Admin" },
  EDITOR: { email: "e2e-editor@yasmine.test", password: "e2e-editor-password", username: "E2E Editor" },
};

/**
 * The worker's signed-in staff, one token per role, so that a test signs in without hashing a password again.
 * A token is reused only while the store it is sent to answers it as the same account and role: a test that
 * revoked one, or a spec file that talks to the other store of its project, gets a new sign-in.
 */
const storedTokens = new Map<Role, string>();

async function stillSignedInAs(request: APIRequestContext, token: string, role: Role): Promise<boolean> {
  const me = await request.get("/api/users/user", { headers: { authorization: `Bearer ${token}` } });
  if (me.status() !== 200) return false;
  const user = (await me.json()) as { email?: string; role?: string };
  return user.email === staffAccounts[role].email && user.role === role;
}

/** A token of the role's staff account on the request's store, from the worker's stored sign-in when it still holds. */
export async function apiToken(request: APIRequestContext, role: Role): Promise<string> {
  const stored = storedTokens.get(role);
  if (stored && (await stillSignedInAs(request, stored, role))) return stored;
  const token = await signIn(request, role);
  storedTokens.set(role, token);
  return token;
}

/** A new sign-in of the role's account, never shared: for a test that logs out or revokes what it signed in with. */
export async function signIn(request: APIRequestContext, role: Role): Promise<string> {
  const account = staffAccounts[role];
  let res = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  if (res.status() === 401 && role !== "SUPER_ADMIN") {
    const superToken = await apiToken(request, "SUPER_ADMIN");
    const created = await request.post("/api/users/create", {
      headers: { authorization: `Bearer ${superToken}` },
      data: { username: account.username, email: account.email, password: account.password, role },
    });
    expect([201, 409]).toContain(created.status());
    res = await request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
  }
  expect(res.status(), `login as ${role}`).toBe(201);
  return (await res.json()).token as string;
}

/**
 * The details of a test that only sends HTTP requests and opens no page: whether the browser runs scripts cannot
 * change what it checks, so it runs in the js projects alone (playwright.config.ts leaves it out of the no-js ones).
 */
export const HTTP_ONLY = { tag: "@http-only" };

/** A real signed session cookie, as the login action would set it. */
export async function sessionCookieFor(token: string, role: Role): Promise<string> {
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [e2eSessionSecret] },
  });
  const session = await storage.getSession();
  session.set("token", token);
  session.set("role", role);
  const header = await storage.commitSession(session);
  return header.split(";")[0].slice("__session=".length);
}

/**
 * Signs the page in as the role's staff account, with the worker's stored sign-in. `fresh` signs in anew, for a
 * test that then logs out or revokes the token: the stored one must stay valid for the tests after it.
 */
export async function loginAs(page: Page, role: Role, { fresh = false }: { fresh?: boolean } = {}): Promise<string> {
  const token = fresh ? await signIn(page.request, role) : await apiToken(page.request, role);
  await page.context().addCookies([
    {
      name: "__session",
      value: await sessionCookieFor(token, role),
      domain: storeHostname(),
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return token;
}

/**
 * With JavaScript, waits until React has hydrated the page (root.tsx marks `<html data-hydrated>`): a key pressed
 * before that reaches the server's markup while React takes it over. Without JavaScript the markup is the page.
 */
export async function waitForHydration(page: Page) {
  if (test.info().project.use.javaScriptEnabled !== true) return;
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
}

/** The host the running test's store answers on, for cookies set by hand. */
export function storeHostname(): string {
  return new URL(test.info().project.use.baseURL!).hostname;
}

/**
 * Playwright's test, with this project's dinar store (`tndBaseURL`) beside its `baseURL`, and `axePage`: a page
 * axe can audit. axe runs as a script in the page, which a browser without JavaScript refuses, so the no-JS
 * project gets a page whose browser runs no script of the store's own (they are blocked): the server's markup,
 * exactly as a shopper or staff member without JavaScript gets it.
 */
export const test = base.extend<StoreOptions & { axePage: Page }>({
  tndBaseURL: ["", { option: true }],
  axePage: async ({ page, browser, baseURL, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) return use(page);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
    await context.route("**/build/**", (route) => (route.request().resourceType() === "script" ? route.abort() : route.continue()));
    await use(await context.newPage());
    await context.close();
  },
});

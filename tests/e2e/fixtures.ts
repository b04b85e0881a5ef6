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

export async function apiToken(request: APIRequestContext, role: Role): Promise<string> {
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

export async function loginAs(page: Page, role: Role): Promise<string> {
  const token = await apiToken(page.request, role);
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
  if (test.info().project.name !== "js") return;
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

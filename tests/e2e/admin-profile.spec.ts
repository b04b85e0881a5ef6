import type { Page } from "@playwright/test";
import { apiToken, expect, sessionCookieFor, storeHostname, test } from "./fixtures";
import { apiJson, banner, pngFile, uniqueName } from "./admin-helpers";

/** A fresh editor for each test: the profile test changes its own name and e-mail. */
async function signInAsNewEditor(page: Page) {
  const superToken = await apiToken(page.request, "SUPER_ADMIN");
  const username = uniqueName("Prof");
  const email = `${username.toLowerCase()}@yasmine.test`;
  const created = await page.request.post("/api/users/create", {
    headers: { authorization: `Bearer ${superToken}` },
    data: { username, email, password: "a-strong-password", role: "EDITOR" },
  });
  expect(created.status()).toBe(201);
  const login = await page.request.post("/api/auth/login", { data: { email, password: "a-strong-password" } });
  const { token } = (await login.json()) as { token: string };
  await page.context().addCookies([
    {
      name: "__session",
      value: await sessionCookieFor(token, "EDITOR"),
      domain: storeHostname(),
      path: "/",
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  return { token, username, email };
}

test.describe("profile", () => {
  test("updates username and e-mail, with the role read-only", async ({ page }) => {
    const { token, username } = await signInAsNewEditor(page);
    await page.goto("/profile");
    await expect(page).toHaveTitle("Profile | Yasmine");
    const form = page.locator("#profile");
    await expect(form.getByLabel("Username")).toHaveValue(username);
    await expect(form.getByLabel("Role")).toHaveValue("Editor");
    await expect(form.getByLabel("Role")).toHaveAttribute("readonly", "");
    await expect(form.getByLabel("Email")).toHaveAttribute("maxlength", "30");

    await form.getByLabel("Email").fill("broken");
    await form.getByRole("button", { name: "Update profile" }).press("Enter");
    await expect(form.getByText("email must be a valid e-mail address")).toBeVisible();

    const renamed = uniqueName("Me");
    await form.getByLabel("Username").fill(renamed);
    await form.getByLabel("Email").fill(`${renamed.toLowerCase()}@yasmine.test`);
    await form.getByRole("button", { name: "Update profile" }).click();
    await expect(banner(page)).toContainText("Your account was updated!");
    const me = await apiJson<{ username: string; email: string }>(page.request, "GET", "users/user", token);
    expect(me.body).toMatchObject({ username: renamed, email: `${renamed.toLowerCase()}@yasmine.test` });
    await expect(page.locator("#profile").getByLabel("Username")).toHaveValue(renamed);
  });

  test("a new avatar is uploaded to the media endpoint, saved to the account, and shown after the reload", async ({ page }) => {
    const { token, username } = await signInAsNewEditor(page);
    await page.goto("/profile");
    const form = page.locator("#avatar");
    await form.getByLabel("Avatar").setInputFiles(pngFile("me.png"));
    await form.getByRole("button", { name: "Change avatar" }).click();
    const picture = page.getByRole("img", { name: `Avatar of ${username}` });
    await expect(picture).toHaveAttribute("src", /^\/api\/media\/[a-f0-9]{32}\.png$/);
    const me = await apiJson<{ imgUrl: string }>(page.request, "GET", "users/user", token);
    expect(me.body.imgUrl).toBe(await picture.getAttribute("src"));
    // The top bar's avatar menu shows it too, and works without JavaScript (a <details> element).
    await page.locator(".admin-account summary").click();
    await expect(page.locator(".admin-account-menu").getByRole("link", { name: "Profile" })).toBeVisible();
    await expect(page.locator(".admin-account-menu").getByRole("link", { name: "Products" })).toBeVisible();
    await expect(page.locator(".admin-account-menu").getByRole("button", { name: "Log out" })).toBeVisible();
  });
});

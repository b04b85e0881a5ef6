import { expect, loginAs, staffAccounts, test } from "./fixtures";
import { uniqueName } from "./admin-helpers";

test.describe("the sign-in page", () => {
  test("is titled Sign In and signs a staff member in, through /login, to the Dashboard", async ({ page }) => {
    await page.goto("/login");
    await expect(page).toHaveTitle("Sign In | Yasmine");
    await expect(page.getByRole("heading", { name: "Sign In" })).toBeVisible();
    await page.getByLabel("Email").fill(staffAccounts.SUPER_ADMIN.email);
    await page.getByLabel("Password").fill(staffAccounts.SUPER_ADMIN.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.locator(".admin-toasts")).toContainText("Login successful!");
    await expect(page).toHaveTitle("Dashboard | Yasmine");
  });

  test("says Values is not a valid on a 401", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill(`${uniqueName("nobody")}@yasmine.test`);
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("Values is not a valid");
    await expect(page).toHaveURL(/\/login$/);
  });

  test("checks the e-mail and password, in the browser and in the action", async ({ page }) => {
    await page.goto("/login");
    await page.getByLabel("Email").fill("not-an-email");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("email must be a valid e-mail address")).toBeVisible();
    await expect(page.getByText("password is required")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveAttribute("aria-invalid", "true");
  });

  test("shows the API's message when sign-in is rate limited (429)", async ({ page }) => {
    const email = `${uniqueName("locked")}@yasmine.test`;
    for (let i = 0; i < 10; i++) {
      const res = await page.request.post("/api/auth/login", { data: { email, password: "wrong-password" } });
      expect(res.status()).toBe(401);
    }
    await page.goto("/login");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "Too many failed sign-in attempts for this e-mail from your connection. Please wait 15 minutes and try again",
    );
  });

  test("log out revokes the token, clears the session and goes Home", async ({ page }) => {
    const token = await loginAs(page, "EDITOR", { fresh: true });
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Admin area" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/home$/);
    const me = await page.request.get("/api/users/user", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login$/);
  });
});

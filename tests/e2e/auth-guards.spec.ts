import { apiToken, expect, loginAs, test } from "./fixtures";

const adminPaths = [
  "/dashboard",
  "/orders",
  "/orders/1",
  "/products",
  "/product/1",
  "/stock",
  "/channels",
  "/posts",
  "/post/1",
  "/messages",
  "/messages/1",
  "/users",
  "/users/1",
  "/profile",
];

test.describe("guards", () => {
  test("a guest is sent to Login from every admin path", async ({ page }) => {
    for (const path of adminPaths) {
      await page.goto(path);
      await expect(page, `guest opening ${path}`).toHaveURL(/\/login$/);
    }
  });

  test("/admin redirects to the Dashboard (and a guest on to Login)", async ({ page }) => {
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/login$/);
    await loginAs(page, "ADMIN");
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test("actions are guarded too: a guest's POST goes to Login and changes nothing", async ({ page }) => {
    const res = await page.request.post("/orders/1", { form: { intent: "confirm" } });
    expect(new URL(res.url()).pathname).toBe("/login");
    const del = await page.request.post("/product/1", { form: { intent: "delete" } });
    expect(new URL(del.url()).pathname).toBe("/login");
  });

  for (const role of ["SUPER_ADMIN", "ADMIN", "EDITOR"] as const) {
    test(`${role}: /login goes to the Dashboard, and every admin screen opens`, async ({ page }) => {
      await loginAs(page, role);
      await page.goto("/login");
      await expect(page).toHaveURL(/\/dashboard$/);
      for (const path of ["/dashboard", "/orders", "/products", "/posts", "/messages", "/profile"]) {
        await page.goto(path);
        await expect(page, `${role} opening ${path}`).toHaveURL(new RegExp(`${path}$`));
      }
    });
  }

  test("EDITOR cannot open /users: sent to the Dashboard, and no Users entry in the sidebar", async ({ page }) => {
    await loginAs(page, "EDITOR");
    await page.goto("/users");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/users/1");
    await expect(page).toHaveURL(/\/dashboard$/);
    const sidebar = page.getByRole("navigation", { name: "Admin area" });
    await expect(sidebar.getByRole("link", { name: "Dashboard" })).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Users" })).toHaveCount(0);
  });

  test("SUPER_ADMIN and ADMIN see Users in the sidebar and can open it", async ({ page }) => {
    for (const role of ["SUPER_ADMIN", "ADMIN"] as const) {
      await loginAs(page, role);
      await page.goto("/dashboard");
      await page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: "Users" }).click();
      await expect(page).toHaveURL(/\/users$/);
      await expect(page.getByRole("heading", { name: "Users", level: 1 })).toBeVisible();
    }
  });

  test("ADMIN's POST to add a user is sent to the Dashboard (only a super admin adds staff)", async ({ page }) => {
    await loginAs(page, "ADMIN");
    const res = await page.request.post("/users", {
      form: { username: "Sneaky", email: "sneaky@yasmine.test", password: "sneaky-password", role: "ADMIN" },
    });
    expect(new URL(res.url()).pathname).toBe("/dashboard");
    const token = await apiToken(page.request, "SUPER_ADMIN");
    const list = await page.request.get("/api/users?q=Sneaky", { headers: { authorization: `Bearer ${token}` } });
    expect(await list.json()).toEqual([]);
  });

  test("an expired or revoked token counts as no token", async ({ page }) => {
    const token = await loginAs(page, "EDITOR", { fresh: true });
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/dashboard$/);
    const revoked = await page.request.post("/api/auth/logout", { headers: { authorization: `Bearer ${token}` } });
    expect(revoked.status()).toBe(200);
    await page.goto("/products");
    await expect(page).toHaveURL(/\/login$/);
    // The dead session was cleared, so the sign-in page stays.
    await page.goto("/login");
    await expect(page).toHaveURL(/\/login$/);
  });
});

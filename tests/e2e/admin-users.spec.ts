import { apiToken, expect, loginAs, staffAccounts, test } from "./fixtures";
import { apiJson, banner, uniqueName } from "./admin-helpers";

interface ApiUser {
  id: number;
  username: string;
  email: string;
  role: string;
}

test.describe("users", () => {
  test("SUPER_ADMIN adds a user; server errors show one per line, each ending with a full stop", async ({ page }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    const username = uniqueName("Staff");
    const email = `${username.toLowerCase()}@yasmine.test`;
    await page.goto("/users");
    await expect(page).toHaveTitle("Users | Yasmine");
    const form = page.locator("#add-user");
    await expect(form.getByLabel("Role").locator("option")).toHaveText(["Admin", "Editor"]);
    await form.getByLabel("Username").fill(username);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("a-strong-password");
    await form.getByLabel("Role").selectOption({ label: "Admin" });
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(banner(page)).toContainText("Your account was registered!");
    await expect(page.locator("#add-user").getByLabel("Username")).toHaveValue("");
    const list = await apiJson<ApiUser[]>(page.request, "GET", `users?q=${encodeURIComponent(username)}`, token);
    expect(list.body).toEqual([expect.objectContaining({ username, email, role: "ADMIN" })]);

    // The same e-mail again: the API refuses, its message is shown as a sentence.
    await form.getByLabel("Username").fill(`${username}b`);
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Password").fill("a-strong-password");
    await form.getByRole("button", { name: "Add user" }).click();
    await expect(banner(page).getByRole("alert")).toHaveText("email is already used by another account.");
  });

  test("the add form checks its fields in the browser and in the action", async ({ page }) => {
    await loginAs(page, "SUPER_ADMIN");
    await page.goto("/users");
    const form = page.locator("#add-user");
    await form.getByLabel("Email").fill("not-an-email");
    await form.getByRole("button", { name: "Add user" }).press("Enter");
    await expect(form.getByText("username is required")).toBeVisible();
    await expect(form.getByText("email must be a valid e-mail address")).toBeVisible();
    await expect(form.getByText("password is required")).toBeVisible();
  });

  test("row action: Edit for a super admin viewing others, More for super admins; role filter and search", async ({ page }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    await apiToken(page.request, "EDITOR");
    await page.goto("/users?role=SUPER_ADMIN");
    const superRow = page.locator("tbody tr", { hasText: staffAccounts.SUPER_ADMIN.email });
    await expect(superRow.getByRole("link", { name: /^More/ })).toBeVisible();
    await expect(superRow.getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    const supers = await apiJson<ApiUser[]>(page.request, "GET", "users?role=SUPER_ADMIN", token);
    await expect(page.locator("tbody tr")).toHaveCount(supers.body.length);

    await page.getByRole("search").getByLabel("Role").selectOption({ label: "Editor" });
    await page.getByLabel("Search by username").fill(staffAccounts.EDITOR.username);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/role=EDITOR/);
    const editorRow = page.locator("tbody tr", { hasText: staffAccounts.EDITOR.email });
    await expect(editorRow.getByRole("link", { name: /^Edit/ })).toBeVisible();

    // More shows the avatar, username, e-mail and role.
    await superRow.page().goto("/users?role=SUPER_ADMIN");
    await superRow.getByRole("link", { name: /^More/ }).click();
    const dialog = page.getByRole("dialog", { name: "User details" });
    await expect(dialog).toContainText(staffAccounts.SUPER_ADMIN.email);
    await expect(dialog).toContainText("Super admin");
    await expect(dialog.getByRole("img", { name: /^Avatar of/ })).toBeVisible();
    await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveCount(0);
  });

  test("Edit changes the role to Admin or Editor and says User updated!", async ({ page }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    const username = uniqueName("Role");
    const created = await page.request.post("/api/users/create", {
      headers: { authorization: `Bearer ${token}` },
      data: { username, email: `${username.toLowerCase()}@yasmine.test`, password: "a-strong-password", role: "EDITOR" },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as ApiUser;
    await page.goto(`/users?q=${username}`);
    await page.locator("tbody tr", { hasText: username }).getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(new RegExp(`/users/${id}\\?q=`));
    const dialog = page.getByRole("dialog", { name: "Edit user" });
    await expect(dialog.getByRole("combobox", { name: "Role" })).toHaveValue("EDITOR");
    await dialog.getByRole("combobox", { name: "Role" }).selectOption({ label: "Admin" });
    await dialog.getByRole("button", { name: "Save role" }).click();
    await expect(banner(page)).toContainText("User updated!");
    await expect(page).toHaveURL(/\/users\?q=/);
    const after = await apiJson<ApiUser[]>(page.request, "GET", `users?q=${username}`, token);
    expect(after.body[0].role).toBe("ADMIN");
    await expect(page.locator("tbody tr", { hasText: username })).toContainText("Admin");
  });

  test("ADMIN sees the list with More only and no add form", async ({ page }) => {
    await loginAs(page, "ADMIN");
    await apiToken(page.request, "EDITOR");
    await page.goto("/users");
    await expect(page.locator("#add-user")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Add a user" })).toHaveCount(0);
    await expect(page.locator("tbody tr").first()).toBeVisible();
    await expect(page.locator("tbody").getByRole("link", { name: /^Edit/ })).toHaveCount(0);
    const editorRow = page.locator("tbody tr", { hasText: staffAccounts.EDITOR.email });
    await editorRow.getByRole("link", { name: /^More/ }).click();
    await expect(page.getByRole("dialog", { name: "User details" })).toContainText(staffAccounts.EDITOR.email);
    // Posting a role change anyway is refused by the action's guard.
    const res = await page.request.post(page.url(), { form: { role: "ADMIN" } });
    expect(new URL(res.url()).pathname).toBe("/dashboard");
  });
});

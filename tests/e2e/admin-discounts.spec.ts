/**
 * The back office's Discounts screen (ADR 047): admins create, edit, pause, resume and delete codes through its
 * form and buttons; editors read the list only, and a form posted by hand is refused with a banner. Codes the test
 * does not create through the form are made through the API. Runs with JavaScript on and off.
 */
import { seriousViolations } from "./axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, expect, loginAs, test, waitForHydration } from "./fixtures";
import { apiJson, banner, signInAsNewEditor, uniqueName } from "./admin-helpers";

interface ApiCode {
  id: number;
  code: string;
  kind: string;
  percent: number | null;
  amount: string | null;
  minSubtotal: string | null;
  maxUses: number | null;
  uses: number;
  paused: boolean;
  note: string;
}

/** A code made through the API: 10% off by default, under a name of its own. */
async function createCode(request: APIRequestContext, token: string, fields: Record<string, unknown> = {}): Promise<ApiCode> {
  const created = await apiJson<ApiCode>(request, "POST", "discounts/create", token, {
    code: uniqueName("E2E"),
    kind: "percent",
    percent: 10,
    ...fields,
  });
  expect(created.status).toBe(201);
  return created.body;
}

/** Removes a code by its name when this store has it (a retried test creates it again through the form). */
async function removeCode(request: APIRequestContext, token: string, code: string) {
  const list = await apiJson<ApiCode[]>(request, "GET", "discounts", token);
  for (const found of list.body.filter((item) => item.code === code)) {
    expect((await apiJson(request, "DELETE", `discounts/${found.id}`, token)).status).toBe(200);
  }
}

/** The list's row of a code, found by the code itself (never by a longer code that starts with it). */
function rowOf(page: Page, code: string) {
  return page.getByTestId("discount-row").filter({ has: page.locator("bdi.font-monospace").getByText(code, { exact: true }) });
}

test.describe("discount codes", () => {
  test("an admin creates ETE20 (20% off, from a subtotal of 100, 10 uses) through the form and sees it in the list", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    await removeCode(page.request, token, "ETE20");
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: "Discounts" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
    await expect(page).toHaveTitle("Discounts | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Discounts");

    await page.getByRole("link", { name: "New code" }).click();
    await expect(page).toHaveURL(/\/discounts\/new$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("New discount code");
    await waitForHydration(page);
    const form = page.locator("#new-discount");
    await expect(form.getByLabel("A percentage")).toBeChecked();
    if (test.info().project.use.javaScriptEnabled) {
      // Only the field the kind needs shows; free delivery needs neither.
      await expect(form.getByLabel("Amount off")).toBeHidden();
      await form.getByLabel("A fixed amount").check();
      await expect(form.getByLabel("Amount off")).toBeVisible();
      await expect(form.getByLabel("Percentage off")).toBeHidden();
      await form.getByLabel("Free delivery").check();
      await expect(form.getByLabel("Amount off")).toBeHidden();
      await form.getByLabel("A percentage").check();
    } else {
      // Without JavaScript both show, each with its hint.
      await expect(form.getByLabel("Amount off")).toBeVisible();
      await expect(form.getByText("For a fixed amount: never more than the items it applies to.")).toBeVisible();
    }
    await form.getByLabel("Code", { exact: true }).fill("ete20");
    await form.getByLabel("Percentage off").fill("20");
    await form.getByLabel("Minimum subtotal").fill("100");
    await form.getByLabel("Maximum uses").fill("10");
    await form.getByRole("button", { name: "Create code" }).click();

    await expect(page).toHaveURL(/\/discounts$/);
    await expect(banner(page)).toContainText("The code ETE20 was created!");
    const row = rowOf(page, "ETE20");
    await expect(row.locator('bdi[dir="ltr"].font-monospace')).toHaveText("ETE20");
    await expect(row).toContainText("20%");
    await expect(row).toContainText("Subtotal from $100.00");
    await expect(row.getByTestId("discount-status")).toHaveText("Active");
    await expect(row.getByTestId("discount-uses")).toHaveText("0 / 10");
    const list = await apiJson<ApiCode[]>(page.request, "GET", "discounts", token);
    expect(list.body.find((item) => item.code === "ETE20")).toMatchObject({
      kind: "percent",
      percent: 20,
      amount: null,
      minSubtotal: "100.00",
      maxUses: 10,
      uses: 0,
      paused: false,
    });
    // Newest first.
    expect(list.body[0].code).toBe("ETE20");
    await expect(page.getByTestId("discount-row").first().locator("bdi.font-monospace")).toHaveText("ETE20");
  });

  test("an invalid form says what is wrong beside each field and keeps what was typed; so does a code that reads like another", async ({
    page,
  }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    const note = uniqueName("Campaign ");
    await page.goto("/discounts/new");
    await waitForHydration(page);
    const form = page.locator("#new-discount");
    await form.getByLabel("Code", { exact: true }).fill("É!");
    await form.getByLabel("Minimum subtotal").fill("75");
    await form.getByLabel("Watches", { exact: true }).check();
    await form.getByLabel("Not on sale items", { exact: true }).check();
    await form.getByLabel("Note").fill(note);
    await form.getByRole("button", { name: "Create code" }).click();

    await expect(form.locator("#new-discount-code-error")).toHaveText("code must be 3 to 20 letters, digits and dashes, such as SUMMER-20");
    await expect(form.locator("#new-discount-percent-error")).toHaveText("percent is required for a code of the kind percent");
    await expect(form.getByLabel("Code", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/discounts\/new$/);
    await expect(form.getByLabel("Code", { exact: true })).toHaveValue("É!");
    await expect(form.getByLabel("Minimum subtotal")).toHaveValue("75");
    await expect(form.getByLabel("Watches", { exact: true })).toBeChecked();
    await expect(form.getByLabel("Shoes", { exact: true })).not.toBeChecked();
    await expect(form.getByLabel("Not on sale items", { exact: true })).toBeChecked();
    await expect(form.getByLabel("Note")).toHaveValue(note);

    // A code that reads like an existing one (dashes dropped, O read as 0): the API's refusal, beside the code.
    const existing = await createCode(page.request, token, { code: `${uniqueName("LOOK")}-10` });
    const lookAlike = `${existing.code.replace("-10", "")}1O`.toLowerCase();
    await form.getByLabel("Code", { exact: true }).fill(lookAlike);
    await form.getByLabel("Percentage off").fill("15");
    await form.getByRole("button", { name: "Create code" }).click();
    await expect(form.locator("#new-discount-code-error")).toHaveText(
      `code: a code that reads the same already exists (${existing.code}).`,
    );
    await expect(form.locator("#new-discount-percent-error")).toHaveCount(0);
    await expect(form.getByLabel("Code", { exact: true })).toHaveValue(lookAlike);
    await expect(form.getByLabel("Percentage off")).toHaveValue("15");
    await expect(form.getByLabel("Minimum subtotal")).toHaveValue("75");
    await expect(form.getByLabel("Watches", { exact: true })).toBeChecked();
    await expect(form.getByLabel("Note")).toHaveValue(note);
    const list = await apiJson<ApiCode[]>(page.request, "GET", "discounts", token);
    expect(list.body.filter((item) => item.note === note)).toEqual([]);
  });

  test("an admin edits a code; its form shows what is stored, dates on Tunis time", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const created = await createCode(page.request, token, {
      kind: "fixed",
      percent: null,
      amount: "10",
      startsAt: "2026-07-01T09:00",
      productTypes: ["shoes"],
      oncePerPhone: true,
    });
    await page.goto("/discounts");
    await rowOf(page, created.code)
      .getByRole("link", { name: `Edit ${created.code}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/discounts/${created.id}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Edit code ${created.code}`);
    await waitForHydration(page);
    const form = page.locator("form", { has: page.getByRole("button", { name: "Save code" }) });
    await expect(form.getByLabel("Code", { exact: true })).toHaveValue(created.code);
    await expect(form.getByLabel("A fixed amount")).toBeChecked();
    await expect(form.getByLabel("Amount off")).toHaveValue("10.00");
    await expect(form.getByLabel("Starts")).toHaveValue("2026-07-01T09:00");
    await expect(form.getByLabel("Shoes", { exact: true })).toBeChecked();
    await expect(form.getByLabel("Once per telephone number")).toBeChecked();
    await form.getByLabel("Amount off").fill("12.5");
    await form.getByLabel("Maximum uses").fill("3");
    await form.getByRole("button", { name: "Save code" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
    await expect(banner(page)).toContainText(`The code ${created.code} was updated!`);
    const row = rowOf(page, created.code);
    await expect(row).toContainText("$12.50 off");
    await expect(row).toContainText("From jul 01, 2026 09:00");
    await expect(row).toContainText("Only Shoes");
    await expect(row).toContainText("Once per telephone");
    await expect(row.getByTestId("discount-uses")).toHaveText("0 / 3");
  });

  test("pause, then resume", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const created = await createCode(page.request, token);
    await page.goto("/discounts");
    const row = rowOf(page, created.code);
    await expect(row.getByTestId("discount-status")).toHaveText("Active");
    await row.getByRole("button", { name: `Pause ${created.code}` }).click();
    await expect(banner(page)).toContainText(`The code ${created.code} was paused!`);
    await expect(row.getByTestId("discount-status")).toHaveText("Paused");
    expect((await apiJson<ApiCode>(page.request, "GET", `discounts/${created.id}`, token)).body.paused).toBe(true);

    await row.getByRole("button", { name: `Resume ${created.code}` }).click();
    await expect(banner(page)).toContainText(`The code ${created.code} was resumed!`);
    await expect(row.getByTestId("discount-status")).toHaveText("Active");
    await expect(row.getByRole("button", { name: `Pause ${created.code}` })).toBeVisible();
    const after = await apiJson<ApiCode>(page.request, "GET", `discounts/${created.id}`, token);
    // Only the pause changed: the code's terms are as they were.
    expect(after.body).toMatchObject({ paused: false, kind: "percent", percent: 10, code: created.code });
  });

  test("delete asks first; Cancel keeps the code, Delete removes it", async ({ page }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    const created = await createCode(page.request, token);
    await page.goto("/discounts");
    await rowOf(page, created.code)
      .getByRole("link", { name: `Delete ${created.code}` })
      .click();
    await expect(page).toHaveURL(new RegExp(`/discounts\\?delete=${created.id}$`));
    const dialog = page.getByRole("dialog", { name: "Delete code" });
    await expect(dialog).toContainText(`Delete the code ${created.code}? Orders placed with it keep their discount.`);
    await dialog.getByRole("link", { name: "Cancel" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(rowOf(page, created.code)).toBeVisible();

    await rowOf(page, created.code)
      .getByRole("link", { name: `Delete ${created.code}` })
      .click();
    await page.getByRole("dialog", { name: "Delete code" }).getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
    await expect(banner(page)).toContainText(`The code ${created.code} was deleted!`);
    await expect(rowOf(page, created.code)).toHaveCount(0);
    expect((await apiJson(page.request, "GET", `discounts/${created.id}`, token)).status).toBe(404);
  });

  test("an EDITOR reads the list without any button; a form posted by hand is refused with a message", async ({ page }) => {
    const adminToken = await apiToken(page.request, "ADMIN");
    const created = await createCode(page.request, adminToken, { maxUses: 5 });
    await loginAs(page, "EDITOR");
    await page.goto("/dashboard");
    await page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: "Discounts" }).click();
    await expect(page).toHaveURL(/\/discounts$/);
    const row = rowOf(page, created.code);
    await expect(row.getByTestId("discount-status")).toHaveText("Active");
    await expect(row.getByTestId("discount-uses")).toHaveText("0 / 5");
    const main = page.locator("#admin-main");
    await expect(main.getByRole("link", { name: "New code" })).toHaveCount(0);
    await expect(main.getByRole("button")).toHaveCount(0);
    await expect(main.getByRole("link", { name: /^(Edit|Delete)/ })).toHaveCount(0);
    await expect(main.getByRole("columnheader", { name: "Actions" })).toHaveCount(0);
    // The confirmation is not offered either.
    await page.goto(`/discounts?delete=${created.id}`);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The form's pages are for admins: the editor goes to the Dashboard, as on Shipping.
    await page.goto(`/discounts/${created.id}`);
    await expect(page).toHaveURL(/\/dashboard$/);

    // Posting anyway: back to the list with a banner, and nothing changed.
    for (const [path, form] of [
      [`/discounts/${created.id}`, { intent: "delete" }],
      [`/discounts/${created.id}`, { intent: "pause" }],
      ["/discounts/new", { code: uniqueName("SNEAK"), kind: "percent", percent: "50" }],
    ] as const) {
      const res = await page.request.post(path, { form });
      expect(res.status(), path).toBe(200);
      expect(new URL(res.url()).pathname).toBe("/discounts");
      // The banner itself (the page's texts also hold the sentence, so the banner's region is read).
      expect(await res.text()).toMatch(/<div class="admin-toasts">.{0,300}Only admins can create, change or delete discount codes\./s);
    }
    const after = await apiJson<ApiCode[]>(page.request, "GET", "discounts", adminToken);
    expect(after.body.find((item) => item.id === created.id)).toMatchObject({ paused: false });
    expect(after.body.filter((item) => item.code.startsWith("SNEAK"))).toEqual([]);
  });

  test("in Arabic the screen and its form read right to left and have no serious or critical axe violation", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const { superToken } = await signInAsNewEditor(page, "ar", "ADMIN");
    const created = await createCode(page.request, superToken, {
      kind: "fixed",
      percent: null,
      amount: "10",
      minSubtotal: "50",
      startsAt: "2026-07-01T09:00",
      productTypes: ["watches", "shoes"],
      excludeSale: true,
      maxUses: 10,
      note: "Instagram",
    });
    await page.goto("/discounts");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page).toHaveTitle("أكواد الخصم | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أكواد الخصم");
    await expect(page.getByRole("navigation", { name: "فضاء الإدارة" }).getByRole("link", { name: "أكواد الخصم" })).toBeVisible();
    const row = rowOf(page, created.code);
    await expect(row.locator('bdi[dir="ltr"].font-monospace')).toHaveText(created.code);
    await expect(row).toContainText("باستثناء المنتجات المخفّضة");
    await expect(row.getByTestId("discount-uses").locator('bdi[dir="ltr"]')).toHaveText("0 / 10");

    const problems: string[] = [];
    for (const path of ["/discounts", `/discounts?delete=${created.id}`, "/discounts/new", `/discounts/${created.id}`]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
      await expect(page.locator("#admin-main h1, #admin-main [role=dialog]").first()).toBeVisible();
      for (const problem of await seriousViolations(page)) problems.push(`${path} ${problem}`);
    }

    // The form's checks, in Arabic, beside their fields; the page stays right to left.
    await page.goto("/discounts/new");
    const form = page.locator("#new-discount");
    await form.getByLabel("الكود", { exact: true }).fill("É!");
    // From the keyboard: the code's own check, shown as it loses focus, moves the button down.
    await form.getByRole("button", { name: "إنشاء الكود" }).press("Enter");
    const codeError = form.locator("#new-discount-code-error");
    await expect(codeError).toBeVisible();
    await expect(codeError).not.toContainText("must");
    await expect(form.locator("#new-discount-percent-error")).toContainText("نسبة الخصم");
    await expect(form.getByLabel("الكود", { exact: true })).toHaveValue("É!");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    for (const problem of await seriousViolations(page)) problems.push(`/discounts/new (errors) ${problem}`);
    expect(problems).toEqual([]);
  });
});

test.describe("discount codes on the dinar store", () => {
  test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

  test("a fixed amount is written in dinars, with three decimals", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const created = await createCode(page.request, token, { kind: "fixed", percent: null, amount: "10", minSubtotal: "45.5" });
    await page.goto("/discounts");
    const row = rowOf(page, created.code);
    await expect(row).toContainText(/TND\s10\.000 off/);
    await expect(row).toContainText(/Subtotal from TND\s45\.500/);
    await expect(row.getByTestId("discount-uses")).toHaveText("0");
  });
});

import { apiToken, expect, loginAs, test } from "./fixtures";
import { apiJson, createProductViaApi, placeOrderViaApi, uniqueName } from "./admin-helpers";

test.describe("orders", () => {
  test("More opens the details modal as a nested route; Confirm makes the order Done and reloads the list", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Ord"), quantity: 50, price: "1249.50" });
    const customer = uniqueName("Nour ");
    const order = await placeOrderViaApi(page.request, customer, product.id);

    await page.goto(`/orders?status=0&q=${encodeURIComponent(customer)}`);
    await expect(page).toHaveTitle("Orders | Yasmine");
    const row = page.locator("tbody tr", { hasText: customer });
    await expect(row).toContainText("+216 22123456");
    await expect(row).toContainText("Sending");
    await row.getByRole("link", { name: /^More/ }).click();

    await expect(page).toHaveURL(new RegExp(`/orders/${order.id}\\?status=0`));
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    for (const text of [customer, "+216 22123456", "Office", "Rue de la Plage 4", "Hammam", "Sousse", "4011"]) {
      await expect(dialog).toContainText(text);
    }
    const line = dialog.locator("tbody tr", { hasText: product.name });
    await expect(line).toContainText("In Stock");
    await expect(line).toContainText("$1,249.50");
    await expect(line).toContainText("2");

    if (testInfo.project.name === "js") {
      await expect(dialog).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page).toHaveURL(/\/orders\?status=0/);
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(row.getByRole("link", { name: /^More/ })).toBeFocused();
      await row.getByRole("link", { name: /^More/ }).click();
    } else {
      await dialog.getByRole("link", { name: "Close" }).last().click();
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await row.getByRole("link", { name: /^More/ }).click();
    }

    await page.getByRole("dialog").getByRole("button", { name: "Confirm" }).click();
    await expect(page).toHaveURL(/\/orders\?status=0/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    // The Sending list no longer holds it; the Done list does.
    await expect(page.getByTestId("list-total")).toHaveText("There is 0 Orders.");
    const saved = await apiJson<{ status: number }>(page.request, "GET", `orders/${order.id}`, token);
    expect(saved.body.status).toBe(1);
    await page.goto(`/orders?status=1&q=${encodeURIComponent(customer)}`);
    await expect(page.locator("tbody tr", { hasText: customer })).toContainText("Done");
  });

  test("the list is newest first, pages by 10 and resets to page 1 on a filter change", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Ord"), quantity: 500 });
    const family = uniqueName("Ben ");
    const ids: number[] = [];
    for (let i = 1; i <= 11; i++) ids.push((await placeOrderViaApi(page.request, `${family} ${i}`, product.id)).id);
    const superToken = await apiToken(page.request, "SUPER_ADMIN");
    const confirmed = await page.request.put(`/api/orders/confirm/${ids[0]}`, { headers: { authorization: `Bearer ${superToken}` } });
    expect(confirmed.status()).toBe(200);

    await page.goto(`/orders?q=${encodeURIComponent(family)}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 11 Orders.");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(10);
    await expect(rows.first()).toContainText(`${family} 11`);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${family} 1`);
    await expect(rows.first()).toContainText("Done");

    await page.getByLabel("Status").selectOption({ label: "Sending" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId("list-total")).toHaveText("There is 10 Orders.");
    await expect(page.getByRole("link", { name: "Page 1", exact: true })).toHaveCount(0);
  });
});

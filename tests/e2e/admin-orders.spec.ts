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

    if (testInfo.project.use.javaScriptEnabled === true) {
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

    await page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true }).click();
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

  test("staff call the shopper, then move the order to Confirmed, Shipped with its tracking number and Delivered; the shopper sees each step", async ({
    page,
  }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Stage"),
      type: "women_s_clothing",
      category: "dresses",
      sizes: [{ size: "m", quantity: 5 }],
    });
    const customer = uniqueName("Hiba ");
    const order = await placeOrderViaApi(page.request, customer, product.id, "m");

    await page.goto(`/orders/${order.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("order-stage")).toHaveText("New");
    await expect(dialog.getByRole("link", { name: `Call ${customer}` })).toHaveAttribute("href", "tel:+21622123456");
    await expect(dialog.getByTestId("order-history")).toContainText("Placed by the shopper");

    await dialog.getByLabel("New stage").selectOption({ label: "Confirmed" });
    await dialog.getByLabel("Note for the history").fill("Called at 10:00, deliver after 5 pm");
    await dialog.getByRole("button", { name: "Update stage" }).click();
    await expect(page.getByText("The order was updated!")).toBeVisible();
    await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Confirmed");
    await expect(page.getByRole("dialog").getByTestId("order-history")).toContainText(/New → Confirmed, by \S+/);
    await expect(page.getByRole("dialog").getByTestId("order-history")).toContainText("Called at 10:00, deliver after 5 pm");

    await page.getByRole("dialog").getByLabel("New stage").selectOption({ label: "Shipped" });
    await page.getByRole("dialog").getByLabel("Carrier").fill("Aramex");
    await page.getByRole("dialog").getByLabel("Tracking number").fill("TN-778899");
    await page.getByRole("dialog").getByRole("button", { name: "Update stage" }).click();
    await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Shipped");
    await expect(page.getByRole("dialog")).toContainText("TN-778899");

    // The shopper's page follows, with the tracking number and the dates of each step.
    const shopper = await page.context().browser()!.newPage();
    await shopper.goto(`/order/${order.reference}`);
    await expect(shopper.getByTestId("order-status")).toHaveText("Shipped: your parcel is on its way");
    await expect(shopper.getByTestId("order-tracking")).toHaveText("Aramex TN-778899");
    await expect(shopper.getByTestId("order-progress").locator("li")).toHaveCount(3);
    await expect(shopper.getByTestId("order-progress")).not.toContainText("Called at 10:00");
    await shopper.close();

    await page.getByRole("dialog").getByLabel("New stage").selectOption({ label: "Delivered" });
    await page.getByRole("dialog").getByRole("button", { name: "Update stage" }).click();
    await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Delivered");
    // SPEC's status follows: Done, and nothing is left to confirm.
    await expect(page.getByRole("dialog").getByText("Done", { exact: true })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true })).toBeDisabled();
    // A delivered order can only come back: Returned is the one stage left to it.
    await expect(page.getByRole("dialog").getByLabel("New stage").locator("option")).toHaveText(["Returned"]);
    await page.goto(`/orders?status=1&q=${encodeURIComponent(customer)}`);
    await expect(page.locator("tbody tr", { hasText: customer })).toContainText("Delivered");
  });

  test("a cancelled order puts its stock back, once, and finds itself by phone, number and stage", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Back"),
      type: "women_s_clothing",
      category: "dresses",
      sizes: [{ size: "l", quantity: 4 }],
    });
    const order = await placeOrderViaApi(page.request, uniqueName("Fake "), product.id, "l");
    const stockOfL = async () =>
      (
        await apiJson<{ sizes: { size: string; quantity: number }[] }>(page.request, "GET", `products/single/${product.id}`)
      ).body.sizes.find((s) => s.size === "l")?.quantity;
    expect(await stockOfL()).toBe(2);

    await page.goto(`/orders?q=${order.reference}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 1 Orders.");
    await page.locator("tbody tr").getByRole("link", { name: /^More/ }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("New stage").selectOption({ label: "Cancelled" });
    await dialog.getByLabel("Note for the history").fill("No answer after three calls");
    await dialog.getByRole("button", { name: "Update stage" }).click();
    await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Cancelled");
    expect(await stockOfL()).toBe(4);
    await expect(page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true })).toBeDisabled();
    await expect(page.getByRole("dialog").getByLabel("New stage")).toHaveCount(0);

    await page.goto(`/orders?stage=cancelled&q=${order.reference.slice(0, 9)}`);
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.locator("tbody tr")).toContainText("Cancelled");
    expect(await stockOfL()).toBe(4);
  });
});

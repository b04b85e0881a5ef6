import fs from "node:fs";
import type { Page } from "@playwright/test";
import { readCsv } from "../csv-reader";
import { apiJson, createProductViaApi, placeOrderViaApi, sendMessageViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";
import { expect, loginAs, test } from "./fixtures";

/** Clicks a download link and reads the file the browser saved. */
async function downloadFrom(page: Page, link: ReturnType<Page["getByRole"]>) {
  const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
  return { name: download.suggestedFilename(), file: readCsv(new Uint8Array(fs.readFileSync(await download.path()))) };
}

const utcDay = (iso: string) => iso.slice(0, 10);

test.describe("CSV exports", () => {
  test("an admin exports the orders a search keeps: one row per order, a name starting with = neutralised", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Csv"), quantity: 50, price: "19.50" });
    const family = uniqueName("Exp");
    const names = [`${family} Zoé`, `=${family}`, `${family} أمينة`];
    const references: string[] = [];
    for (const name of names) references.push((await placeOrderViaApi(page.request, name, product.id)).reference);

    await page.goto(`/orders?q=${encodeURIComponent(family)}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 3 Orders.");
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", `/orders/export?q=${family}`);
    const { name, file } = await downloadFrom(page, exportLink);
    expect(name).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    // The list stays where it was.
    await expect(page).toHaveURL(new RegExp(`/orders\\?q=${family}$`));

    expect(file.header).toEqual([
      "Reference",
      "Date (UTC)",
      "Stage",
      "Name",
      "Phone",
      "Address",
      "City",
      "Zip",
      "State",
      "Product",
      "Colour",
      "Size",
      "Quantity",
      "Unit price",
      "Shipping",
      "Total",
      "Discount code",
      "Discount",
      "SKU",
      "Barcode",
      "Kept",
    ]);
    expect(file.records.map((r) => [r.Reference, r.Name])).toEqual([
      [references[0], `${family} Zoé`],
      [references[1], `'=${family}`],
      [references[2], `${family} أمينة`],
    ]);
    for (const row of file.records) {
      expect(row).toMatchObject({
        Product: product.name,
        Quantity: "2",
        "Unit price": "19.50",
        Phone: "22123456",
        State: "Sousse",
        Stage: "new",
      });
    }
  });

  test("the day filter narrows the list, stays in the URL, and paging and the export keep it", async ({ page }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Day"), quantity: 500 });
    const family = uniqueName("Day");
    const placed: { id: number }[] = [];
    for (let i = 1; i <= 11; i++) placed.push(await placeOrderViaApi(page.request, `${family} ${i}`, product.id));
    const first = await apiJson<{ createAt: string }>(page.request, "GET", `orders/${placed[0].id}`, token);
    const last = await apiJson<{ createAt: string }>(page.request, "GET", `orders/${placed[10].id}`, token);
    const [from, to] = [utcDay(first.body.createAt), utcDay(last.body.createAt)];

    await page.goto(`/orders?q=${encodeURIComponent(family)}`);
    await page.getByLabel("From", { exact: true }).fill(from);
    await page.getByLabel("To", { exact: true }).fill(to);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]from=${from}&to=${to}`));
    await expect(page.getByTestId("list-total")).toHaveText("There is 11 Orders.");
    await expect(page.getByRole("link", { name: "Export CSV" })).toHaveAttribute(
      "href",
      `/orders/export?q=${family}&from=${from}&to=${to}`,
    );

    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`page=2`));
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(from);

    // The next day holds none of them.
    const nextDay = new Date(Date.parse(`${to}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel("From", { exact: true }).fill(nextDay);
    await page.getByLabel("To", { exact: true }).fill("");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`from=${nextDay}`));
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId("list-total")).toHaveText("There is 0 Orders.");

    // Days typed the wrong way round are read earliest first.
    await page.goto(`/orders?q=${encodeURIComponent(family)}&from=${nextDay}&to=${from}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 11 Orders.");
    await expect(page.getByLabel("From", { exact: true })).toHaveValue(from);
    await expect(page.getByLabel("To", { exact: true })).toHaveValue(nextDay);
  });

  test("an admin exports the messages a search keeps and the newsletter's subscribers from their screen", async ({ page }) => {
    await loginAs(page, "ADMIN");
    const subject = uniqueName("Csv question ");
    await sendMessageViaApi(page.request, subject);
    const email = `${uniqueName("news").toLowerCase()}@example.tn`;
    const subscribed = await page.request.post("/api/newsletter/subscribe?lang=ar", { data: { email, consent: true } });
    expect(subscribed.status()).toBe(201);

    await page.goto(`/messages?q=${encodeURIComponent(subject)}`);
    const messages = await downloadFrom(page, page.getByRole("link", { name: "Export CSV" }));
    expect(messages.name).toMatch(/^messages-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(messages.file.records).toEqual([
      expect.objectContaining({
        Name: "Amal Tester",
        Email: "amal@example.com",
        Subject: subject,
        Message: "Line one\nLine two",
        Device: "desktop",
      }),
    ]);

    await page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: "Subscribers" }).click();
    await expect(page).toHaveURL(/\/subscribers$/);
    await expect(page.getByRole("heading", { name: "Newsletter subscribers" })).toBeVisible();
    // Newest first: the address just subscribed heads the list, in its reader's language.
    await expect(page.locator("tbody tr").first()).toContainText(email);
    await expect(page.locator("tbody tr").first()).toContainText("العربية");
    await expect(page.getByTestId("list-total")).toHaveText(/^There is \d+ Subscribers\.$/);
    const subscribers = await downloadFrom(page, page.getByRole("link", { name: "Export CSV" }));
    expect(subscribers.name).toMatch(/^subscribers-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(subscribers.file.header).toEqual(["Email", "Language", "Subscribed at (UTC)"]);
    expect(subscribers.file.records).toContainEqual(expect.objectContaining({ Email: email, Language: "ar" }));
  });

  test("an editor sees no order export, no import and no subscribers, and is sent to the dashboard from their addresses", async ({
    page,
  }) => {
    await loginAs(page, "EDITOR");
    for (const path of ["/orders", "/messages"]) {
      await page.goto(path);
      await expect(page.getByTestId("list-total")).toBeVisible();
      await expect(page.getByRole("link", { name: "Export CSV" })).toHaveCount(0);
    }
    await expect(page.getByRole("link", { name: "Subscribers" })).toHaveCount(0);
    await page.goto("/products");
    await expect(page.getByRole("link", { name: "Export the catalogue (CSV)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Import products" })).toHaveCount(0);
    for (const path of ["/orders/export", "/messages/export", "/subscribers/export", "/subscribers", "/products/import"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }
  });

  test("an editor exports the catalogue from the Products screen: one row per variant, named by handle and SKU", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const name = uniqueName("Cat");
    const product = await createProductViaApi(page.request, token, {
      name,
      type: "women_s_clothing",
      category: "dresses",
      sizes: [
        { size: "m", quantity: 2 },
        { size: "s", quantity: 1 },
      ],
    });
    const read = await apiJson<{ handle: string; variants: { size: string; sku: string }[] }>(
      page.request,
      "GET",
      `products/single/${product.id}`,
    );
    await page.goto("/products");
    const { name: fileName, file } = await downloadFrom(page, page.getByRole("link", { name: "Export the catalogue (CSV)" }));
    expect(fileName).toMatch(/^products-\d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page).toHaveURL(/\/products$/);
    const rows = file.records.filter((row) => row.Handle === read.body.handle);
    expect(rows.map((row) => [row.Name, row.Size, row.SKU, row.Stock])).toEqual([
      [name, "S", read.body.variants[0].sku, "1"],
      [name, "M", read.body.variants[1].sku, "2"],
    ]);
  });

  test("the subscribers screen and the day filter read right to left in Arabic", async ({ page }) => {
    await signInAsNewEditor(page, "ar", "ADMIN");
    await page.goto("/subscribers");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "المشتركون في النشرة البريدية" })).toBeVisible();
    await expect(page.getByRole("link", { name: "تصدير CSV" })).toHaveAttribute("href", "/subscribers/export");
    await page.goto("/products");
    await expect(page.getByRole("link", { name: "تصدير الكتالوج (CSV)" })).toHaveAttribute("href", "/products/export");
    await page.goto("/orders");
    await expect(page.getByLabel("من", { exact: true })).toHaveAttribute("type", "date");
    await expect(page.getByLabel("إلى", { exact: true })).toHaveAttribute("type", "date");
  });
});

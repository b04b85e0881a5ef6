import { randomInt } from "node:crypto";
import type { ProductVariant } from "../../app/lib/types";
import { apiToken, expect, loginAs, test } from "./fixtures";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";
import { waitForMail } from "./mail-helpers";

test.describe("dashboard", () => {
  test("three cards count users, orders and products as the API does", async ({ page }) => {
    await loginAs(page, "ADMIN");
    const token = await apiToken(page.request, "SUPER_ADMIN");
    const users = await apiJson<{ length: number }>(page.request, "GET", "users/length", token);
    const orders = await apiJson(page.request, "GET", "orders?limit=0", token);
    const products = await apiJson(page.request, "GET", "products?limit=0", token);
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Dashboard | Yasmine");
    const stats = page.getByTestId("stat");
    await expect(stats.nth(0)).toContainText(`All Users${users.body.length}`);
    await expect(stats.nth(1)).toContainText(`Total Orders${orders.total}`);
    await expect(stats.nth(2)).toContainText(`Available Products${products.total}`);
    await expect(page.getByTestId("list-total")).toHaveText(`There is ${products.total} Products.`);
  });

  test("the product table pages by 5, filters by stock and name, and any change goes back to page 1", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const prefix = uniqueName("Dash");
    for (let i = 1; i <= 7; i++) {
      await createProductViaApi(page.request, token, { name: `${prefix} ${i}`, quantity: i <= 2 ? 0 : 5 });
    }
    await page.goto("/dashboard");
    await page.getByLabel("Search by name").fill(prefix);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
    await expect(page.getByTestId("list-total")).toHaveText("There is 7 Products.");
    const rows = page.getByRole("region", { name: "Available Products" }).locator("table tbody tr");
    await expect(rows).toHaveCount(5);
    // Newest first.
    await expect(rows.first()).toContainText(`${prefix} 7`);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page).toHaveURL(new RegExp(`q=${prefix}`));
    await expect(rows).toHaveCount(2);
    await expect(page.getByRole("link", { name: "Page 2", exact: true })).toHaveAttribute("aria-current", "page");

    // A filter change drops the page: back to page 1.
    await page.getByLabel("Status").selectOption({ label: "Out Stock" });
    // With JavaScript the change submits at once; without it, the button does. Both end on the same URL.
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/status=0/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId("list-total")).toHaveText("There is 2 Products.");
    await expect(rows).toHaveCount(2);
    await expect(rows.first()).toContainText("Out Stock");

    await page.getByLabel("Status").selectOption({ label: "In Stock" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("list-total")).toHaveText("There is 5 Products.");

    // The URL is shareable: opening it again shows the same list.
    await page.goto(`/dashboard?status=1&q=${prefix}&page=1`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 5 Products.");
    await rows.first().getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
  });
});

test.describe("the sales panel", () => {
  test("reports the last 7 and 30 days, a chart read out as its summary, the figures per day and the best sellers", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const name = uniqueName("Bestseller");
    const product = await createProductViaApi(page.request, token, { name, quantity: 500, price: "10.00" });
    // More pieces than any other test orders, so that the product leads the best sellers: three full orders, as
    // one order holds at most 10 of an item.
    for (let i = 0; i < 3; i++) {
      const placed = await page.request.post("/api/orders/create", {
        data: {
          fullName: "Salma Jaziri",
          telephone: "55443322",
          state: "Nabeul",
          city: "Hammamet",
          street: "",
          zip: "8050",
          place: "Home",
          products: [{ id: product.id, quantity: 10 }],
        },
      });
      expect(placed.status()).toBe(201);
    }
    const report = await apiJson<{ periods: { days: number; orders: number; revenue: string }[] }>(
      page.request,
      "GET",
      "reports/sales",
      token,
    );

    await page.goto("/dashboard");
    const panel = page.getByRole("region", { name: "Sales" });
    await expect(panel.getByRole("heading", { name: "Last 7 days" })).toBeVisible();
    await expect(panel.getByTestId("sales-30-orders")).toHaveText(`Orders${report.body.periods[1].orders}`);
    await expect(panel.getByRole("img", { name: /^Revenue per day, last 30 days From .* orders and \$/ })).toBeVisible();
    const best = panel.getByTestId("sales-top").getByRole("row").filter({ hasText: name });
    await expect(best.getByRole("cell").first()).toHaveText("30");
    await expect(best.getByRole("link", { name })).toHaveAttribute("href", `/product/${product.id}`);

    // The figures behind the chart, without any script: today's row is the first.
    await panel.getByText("Figures per day").click();
    const today = panel.getByTestId("sales-days").locator("tbody tr").first();
    await expect(today).toBeVisible();
    expect(Number(await today.getByRole("cell").first().textContent())).toBeGreaterThanOrEqual(1);
  });
});

test.describe("the reorder list of back-in-stock alerts", () => {
  // The dinar store has PUBLIC_URL: its confirmation e-mails carry the link, and so the token.
  test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

  test("the dashboard lists a sold-out size shoppers wait for, and the product editor says it beside its stock, in English and Arabic", async ({
    page,
    tndBaseURL,
  }) => {
    const token = await loginAs(page, "EDITOR");
    const name = uniqueName("Wanted ");
    const product = await createProductViaApi(page.request, token, {
      name,
      type: "women_s_clothing",
      category: "dresses",
      sizes: [
        { size: "m", quantity: 0 },
        { size: "l", quantity: 2 },
      ],
    });
    const { variants } = (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${product.id}`)).body;
    const sku = variants.find((row) => row.size === "m")!.sku;
    // Two shoppers ask for M and confirm it by the token their e-mail links to; each test is a client of its own.
    const client = { "x-forwarded-for": `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` };
    await Promise.all(
      ["a", "b"].map(async (shopper) => {
        const email = `${name.replace(/\W/g, "").toLowerCase()}-${shopper}@shopper.test`;
        const asked = await page.request.post("/api/stock-alerts", { headers: client, data: { productId: product.id, size: "m", email } });
        expect(asked.status()).toBe(202);
        const mail = await waitForMail(tndBaseURL, (received) => received.to.includes(email), `the confirmation to ${email}`);
        const alertToken = /\/alerts\/([\w-]+)/.exec(mail.text)?.[1];
        const confirmed = await page.request.post("/api/stock-alerts/confirm", { data: { token: alertToken } });
        expect(confirmed.status()).toBe(200);
      }),
    );

    await page.goto("/dashboard");
    const wanted = page.getByRole("region", { name: "Most wanted sold-out sizes" }).getByRole("row").filter({ hasText: name });
    await expect(wanted.getByRole("cell")).toHaveText(["—", "M", sku, "2"]);
    await expect(wanted.getByRole("link", { name })).toHaveAttribute("href", `/product/${product.id}`);
    await page.goto(`/product/${product.id}`);
    const codes = page.getByRole("region", { name: "SKUs and barcodes" });
    const variant = (size: string) => codes.getByRole("row").filter({ has: page.getByRole("rowheader", { name: size, exact: true }) });
    await expect(variant("M")).toContainText("2 shoppers waiting");
    await expect(variant("L")).not.toContainText("waiting");

    await page.context().clearCookies();
    await signInAsNewEditor(page, "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const inArabic = page.getByRole("region", { name: "المقاسات النافدة الأكثر طلبًا" }).getByRole("row").filter({ hasText: name });
    await expect(inArabic.getByRole("cell")).toHaveText(["—", "M", sku, "2"]);
    await page.goto(`/product/${product.id}`);
    await expect(
      page
        .getByRole("region", { name: "رموز SKU والباركود" })
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: "M", exact: true }) }),
    ).toContainText("شخصان بالانتظار");
  });
});

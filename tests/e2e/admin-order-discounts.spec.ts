/**
 * Discount codes on the shop's side: an order placed with a code shows it and what it took off in the back
 * office's order, the orders list finds the orders of a code, the sales panel counts the discount given and lists
 * the code, and the shopper tracking her order sees it. With JavaScript on and off.
 */
import { randomInt } from "node:crypto";
import fs from "node:fs";
import { readCsv } from "../csv-reader";
import { apiToken, expect, loginAs, test } from "./fixtures";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";

const dollars = (amount: string) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(Number(amount));
/** An amount taken off, as the screens write it: a true minus sign before the price. */
const minus = (amount: string) => `\u2212${dollars(amount)}`;

interface Placed {
  id: number;
  reference: string;
  total: string;
  discount: string;
  discountCode: string | null;
}

test.describe("orders placed with a discount code", () => {
  test("the order shows its code and discount, the list finds it by its code, the dashboard and tracking count it", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Code"), quantity: 50, price: "900.00" });
    const created = await apiJson<{ code: string }>(page.request, "POST", "discounts/create", token, {
      code: uniqueName("ete"),
      kind: "percent",
      percent: 20,
    });
    expect(created.status).toBe(201);
    const code = created.body.code;
    const family = uniqueName("Rim ");
    const telephone = String(randomInt(20_000_000, 99_999_999));
    const place = async (fullName: string, discountCode?: string) => {
      const res = await apiJson<Placed>(page.request, "POST", "orders/create", undefined, {
        fullName,
        telephone,
        state: "Sousse",
        city: "Hammam Sousse",
        street: "Rue de la Corniche 9",
        zip: "4011",
        place: "Home",
        products: [{ id: product.id, quantity: 2 }],
        ...(discountCode ? { discountCode } : {}),
      });
      expect(res.status).toBe(201);
      return res.body;
    };
    // The shopper types the code in lower case; the order keeps it as stored. 20% of 2 × 900.00 is 360.00.
    const withCode = await place(`${family} coded`, code.toLowerCase());
    expect(withCode).toMatchObject({ discountCode: code, discount: "360.00" });
    await place(`${family} plain`);

    // The list filtered by the code (typed in lower case) keeps the search and finds only that order.
    await page.goto(`/orders?q=${encodeURIComponent(family)}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 2 Orders.");
    await page.getByLabel("Discount code").fill(code.toLowerCase());
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(new RegExp(`code=${code.toLowerCase()}`));
    await expect(page).toHaveURL(/q=Rim/);
    await expect(page.getByTestId("list-total")).toHaveText("There is 1 Orders.");
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText(`${family} coded`);
    // As typed with JavaScript (the form stays), as the store writes codes without it (the page is new).
    await expect(page.getByLabel("Discount code")).toHaveValue(new RegExp(`^${code}$`, "i"));

    // The export keeps the filter: the order of the code alone, with its code and discount after its total.
    const exportLink = page.getByRole("link", { name: "Export CSV" });
    await expect(exportLink).toHaveAttribute("href", new RegExp(`[?&]code=${code}(&|$)`));
    const [download] = await Promise.all([page.waitForEvent("download"), exportLink.click()]);
    const file = readCsv(new Uint8Array(fs.readFileSync(await download.path())));
    expect(file.header.slice(-7)).toEqual(["Shipping", "Total", "Discount code", "Discount", "SKU", "Barcode", "Kept"]);
    expect(file.records.map((row) => [row.Reference, row["Discount code"], row.Discount, row.Total])).toEqual([
      [withCode.reference, code, "360.00", withCode.total],
    ]);

    // Its details show the code, and the discount line between the fee and the total.
    await rows.first().getByRole("link", { name: /^More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/orders/${withCode.id}\\?.*code=`));
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("dl > div", { hasText: "Discount code:" }).locator("dd")).toHaveText(code);
    await expect(dialog.getByTestId("order-discount")).toHaveText(`Discount (${code})${minus("360.00")}`);
    await expect(dialog.getByTestId("order-total")).toHaveText(`Total${dollars(withCode.total)}`);
    const footer = dialog.locator("tfoot tr");
    await expect(footer).toHaveCount(4);
    await expect(footer.nth(2)).toHaveAttribute("data-testid", "order-discount");

    // The dashboard's sales panel: the discount given over 7 days, and the code among the most used.
    const report = await apiJson<{ periods: { days: number; discount: string }[]; topCodes: { code: string; revenue: string }[] }>(
      page.request,
      "GET",
      "reports/sales",
      token,
    );
    const week = report.body.periods.find((period) => period.days === 7)!;
    expect(Number(week.discount)).toBeGreaterThanOrEqual(360);
    await page.goto("/dashboard");
    await expect(page.getByTestId("sales-7-discount")).toHaveText(`Discount given${dollars(week.discount)}`);
    const codeRow = page.getByTestId("sales-top-codes").locator("tbody tr", { hasText: code });
    await expect(codeRow.locator("th, td")).toHaveText([code, "1", dollars("360.00"), dollars(withCode.total)]);

    // The shopper tracking her order sees the code and what it took off.
    await page.goto("/track");
    await page.getByLabel("Order number").fill(withCode.reference);
    await page.getByLabel("Telephone").fill(telephone);
    await page.getByRole("button", { name: "Track", exact: true }).click();
    const discount = page.getByTestId("track-result").getByTestId("track-discount");
    await expect(discount).toContainText(`Discount code${code}`);
    await expect(discount).toContainText(`Discount${minus("360.00")}`);
  });

  test("in Arabic, free delivery reads as the fee waived, right to left, and the filter keeps the code left to right", async ({ page }) => {
    const token = await apiToken(page.request, "ADMIN");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Ar"), quantity: 10, price: "50.00" });
    const created = await apiJson<{ code: string }>(page.request, "POST", "discounts/create", token, {
      code: uniqueName("free"),
      kind: "free_shipping",
    });
    expect(created.status).toBe(201);
    const code = created.body.code;
    const placed = await apiJson<Placed & { shippingFee: string }>(page.request, "POST", "orders/create", undefined, {
      fullName: uniqueName("Salma "),
      telephone: "22123456",
      state: "Tunis",
      city: "Tunis",
      street: "",
      zip: "1000",
      place: "Home",
      products: [{ id: product.id, quantity: 1 }],
      discountCode: code,
    });
    expect(placed.status).toBe(201);
    // The fee is waived: stored as 0, and the discount is the fee it would have been.
    expect(placed.body.shippingFee).toBe("0.00");
    const waived = placed.body.discount;
    expect(Number(waived)).toBeGreaterThan(0);

    await signInAsNewEditor(page, "ar", "ADMIN");
    await page.goto(`/orders?code=${code.toLowerCase()}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const filter = page.getByLabel("رمز التخفيض", { exact: true });
    await expect(filter).toHaveValue(code);
    await expect(filter).toHaveAttribute("dir", "ltr");
    await expect(page.locator("tbody tr")).toHaveCount(1);

    await page.goto(`/orders/${placed.body.id}?code=${code}`);
    const rows = page.getByRole("dialog").locator("tfoot tr");
    await expect(rows).toHaveCount(4);
    // The fee before the code, then the same amount taken off, then the total: the lines' sum.
    await expect(rows.nth(1)).toContainText("رسوم التوصيل");
    await expect(rows.nth(1)).toContainText(waived);
    const discount = page.getByRole("dialog").getByTestId("order-discount");
    await expect(discount.locator("th")).toHaveText(`توصيل مجاني (${code})، أُلغيت الرسوم`);
    await expect(discount.locator("td bdi")).toHaveAttribute("dir", "ltr");
    await expect(discount.locator("td")).toContainText(`\u2212${waived}`);
    await expect(page.getByRole("dialog").getByTestId("order-total")).toContainText(placed.body.total);
  });
});

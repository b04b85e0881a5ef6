/**
 * The Stock screen (docs/decisions/052): a delivery received by scanning codes into a list (a code scanned twice
 * adds up, an unknown one is said beside the input), then applied; a stock count file previewed with its errors,
 * then applied; and the screen in Arabic, right to left. Runs with JavaScript on and off.
 */
import type { Page } from "@playwright/test";
import type { ProductVariant } from "../../app/lib/types";
import { expect, loginAs, test, waitForHydration } from "./fixtures";
import { apiJson, createProductViaApi, placeOrderViaApi, signInAsNewEditor, uniqueName, watchBanner } from "./admin-helpers";

const dress = { type: "women_s_clothing", category: "dresses" };

/** A random EAN-13 with its right check digit, so that no other test's product holds it. */
function randomEan13(): string {
  const digits = Array.from({ length: 12 }, (_, i) => (i === 0 ? 2 : Math.floor(Math.random() * 10)));
  const sum = digits.reduce((total, digit, i) => total + digit * (i % 2 === 0 ? 1 : 3), 0);
  return `${digits.join("")}${(10 - (sum % 10)) % 10}`;
}

async function variantsOf(page: Page, id: number): Promise<ProductVariant[]> {
  return (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${id}`)).body.variants;
}

/** Types a code in the code input (where focus is after each scan) and presses Enter, as a USB scanner does. */
async function scan(page: Page, code: string) {
  const input = page.getByLabel("SKU or barcode");
  await expect(input).toBeFocused();
  await page.keyboard.type(code);
  await page.keyboard.press("Enter");
}

test.describe("the Stock screen", () => {
  test("staff scan a delivery into a list, a code twice adding up, and apply it to the stock", async ({ page, javaScriptEnabled }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Scan "),
      ...dress,
      sizes: [
        { size: "s", quantity: 2 },
        { size: "m", quantity: 5 },
      ],
    });
    const other = await createProductViaApi(page.request, token, { name: uniqueName("Other "), quantity: 1 });
    const barcode = randomEan13();
    const [small] = await variantsOf(page, product.id);
    const codes = await apiJson(page.request, "PUT", `products/codes/${product.id}`, token, {
      variants: [{ colorId: null, size: "m", barcode }],
    });
    expect(codes.status).toBe(200);
    const otherSku = (await variantsOf(page, other.id))[0].sku;

    await page.goto("/stock");
    await waitForHydration(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Stock");
    const receive = page.getByRole("region", { name: "Receive stock" });
    const rows = receive.locator("tbody tr");
    await expect(rows).toHaveText(["Nothing scanned yet."]);

    await scan(page, small.sku);
    await expect(rows).toHaveCount(1);
    await expect(rows.nth(0).getByRole("cell")).toHaveText([small.sku, product.name, "—", "S", "1", "2 → 3", "Remove"]);
    await scan(page, barcode);
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1).getByRole("cell")).toHaveText([barcode, product.name, "—", "M", "1", "5 → 6", "Remove"]);
    // The same code again, typed in lower case, adds to its line.
    await scan(page, small.sku.toLowerCase());
    await expect(rows.nth(0).getByRole("cell").nth(4)).toHaveText("2");
    await expect(rows.nth(0).getByRole("cell").nth(5)).toHaveText("2 → 4");
    await expect(rows).toHaveCount(2);

    await scan(page, otherSku);
    await expect(rows).toHaveCount(3);
    await receive.getByRole("button", { name: `Remove ${otherSku}` }).click();
    await expect(rows).toHaveCount(2);

    await scan(page, "NO-SUCH-CODE-1");
    const input = receive.getByLabel("SKU or barcode");
    await expect(input).toHaveAccessibleDescription(/No variant has the SKU or barcode NO-SUCH-CODE-1\.$/);
    await expect(input).toHaveValue("NO-SUCH-CODE-1");
    await expect(rows).toHaveCount(2);

    const applied = watchBanner(page, "The stock was updated. Variants changed: 2.", javaScriptEnabled);
    await receive.getByRole("button", { name: "Apply to stock" }).click();
    await applied();
    await expect(rows).toHaveText(["Nothing scanned yet."]);
    await expect(input).toBeFocused();
    expect((await variantsOf(page, product.id)).map((variant) => variant.quantity)).toEqual([4, 6]);
    expect((await variantsOf(page, other.id))[0].quantity).toBe(1);
  });

  test("a stock count file is previewed with its errors, then applied less what open orders hold", async ({ page, javaScriptEnabled }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Count "),
      ...dress,
      sizes: [
        { size: "s", quantity: 10 },
        { size: "m", quantity: 3 },
      ],
    });
    await placeOrderViaApi(page.request, uniqueName("Held "), product.id, "s");
    const [small, medium] = await variantsOf(page, product.id);
    const csv = (count: number) => ({
      name: "count.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`\uFEFFsku;quantity\r\n${small.sku};${count}\r\n${medium.sku.toLowerCase()};3\r\n`),
    });

    await page.goto("/stock");
    await waitForHydration(page);
    const file = page.getByRole("region", { name: "Stock count from a file" });
    await file.getByLabel("CSV file").setInputFiles(csv(1));
    await file.getByRole("button", { name: "Preview" }).click();
    await expect(file.getByRole("alert")).toHaveText(/Correct these lines in the file/);
    await expect(file.locator("table").first().locator("tbody tr").getByRole("cell")).toHaveText([
      "2",
      "quantity",
      `SKU ${small.sku}: 1 counted, fewer than the 2 that orders not yet shipped hold`,
    ]);
    await expect(file.getByRole("button", { name: "Apply these changes" })).toHaveCount(0);

    await file.getByLabel("CSV file").setInputFiles(csv(6));
    await file.getByRole("button", { name: "Preview" }).click();
    const changes = file.locator("table").locator("tbody tr");
    await expect(changes).toHaveCount(2);
    await expect(changes.nth(0).getByRole("cell")).toHaveText(["2", small.sku, product.name, "—", "S", "6", "2", "8 → 4"]);
    await expect(changes.nth(1).getByRole("cell")).toHaveText(["3", medium.sku, product.name, "—", "M", "3", "0", "3 → 3"]);
    expect((await variantsOf(page, product.id)).map((variant) => variant.quantity)).toEqual([8, 3]);

    const applied = watchBanner(page, "The stock was updated. Variants changed: 1.", javaScriptEnabled);
    await file.getByRole("button", { name: "Apply these changes" }).click();
    await applied();
    await expect(file.getByRole("button", { name: "Apply these changes" })).toHaveCount(0);
    expect((await variantsOf(page, product.id)).map((variant) => variant.quantity)).toEqual([4, 3]);
  });

  test("in Arabic the screen reads right to left and says its errors in Arabic", async ({ page }) => {
    await signInAsNewEditor(page, "ar");
    await page.goto("/stock");
    await waitForHydration(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("المخزون");
    await expect(page.locator("#admin-sidebar").getByRole("link", { name: "المخزون" })).toHaveAttribute("aria-current", "page");
    const receive = page.getByRole("region", { name: "استلام المخزون" });
    const input = receive.getByLabel("رمز SKU أو الباركود");
    await expect(input).toBeFocused();
    await page.keyboard.type("NO-SUCH-CODE-2");
    await page.keyboard.press("Enter");
    await expect(input).toHaveAccessibleDescription(/لا يوجد نوع له رمز SKU أو باركود NO-SUCH-CODE-2/);
    await expect(receive.locator("tbody tr")).toHaveText(["لم يُمسح أي رمز بعد."]);
  });
});

/**
 * Each variant's SKU and barcode on the product page (issue 46): generated SKUs shown, a wrong barcode and a SKU
 * another product keeps said beside their inputs with everything typed kept, and a save that changes the codes
 * and nothing else. Runs with JavaScript on and off.
 */
import type { ProductVariant } from "../../app/lib/types";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, banner, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";

const dress = { type: "women_s_clothing", category: "dresses" };

test.describe("SKUs and barcodes of a product's variants", () => {
  test("staff read the generated SKUs, are told what is wrong beside each code, and save the codes", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const keeper = await createProductViaApi(page.request, token, {
      name: uniqueName("Keeper "),
      ...dress,
      sizes: [{ size: "m", quantity: 1 }],
    });
    const keeperSku = (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${keeper.id}`)).body.variants[0]
      .sku;
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Linen Dress "),
      ...dress,
      sizes: [
        { size: "s", quantity: 3 },
        { size: "m", quantity: 5 },
      ],
    });
    const before = (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${product.id}`)).body.variants;

    await page.goto(`/product/${product.id}`);
    const codes = page.getByRole("region", { name: "SKUs and barcodes" });
    await expect(codes.getByRole("rowheader")).toHaveText(["S", "M"]);
    await expect(codes.getByLabel("SKU of S")).toHaveValue(before[0].sku);
    await expect(codes.getByLabel("SKU of M")).toHaveValue(before[1].sku);

    await codes.getByLabel("Barcode of S").fill("4006381333932");
    await codes.getByLabel("SKU of M").fill(keeperSku.toLowerCase());
    await codes.getByRole("button", { name: "Save codes" }).click();
    await expect(codes.getByLabel("Barcode of S")).toHaveAccessibleDescription("barcode 4006381333932 has a wrong check digit");
    await expect(codes.getByLabel("Barcode of S")).toHaveValue("4006381333932");
    await expect(codes.getByLabel("SKU of M")).toHaveValue(keeperSku.toLowerCase());

    await codes.getByLabel("Barcode of S").fill("4006381333931");
    await codes.getByRole("button", { name: "Save codes" }).click();
    await expect(codes.getByLabel("SKU of M")).toHaveAccessibleDescription(`SKU ${keeperSku} is already the code of another variant.`);
    await expect(codes.getByLabel("Barcode of S")).toHaveValue("4006381333931");

    await codes.getByLabel("SKU of M").fill("linen-dress-m");
    await codes.getByRole("button", { name: "Save codes" }).click();
    await expect(banner(page)).toContainText("The SKUs and barcodes were saved.");
    await expect(codes.getByLabel("SKU of M")).toHaveValue("LINEN-DRESS-M");
    const after = (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${product.id}`)).body.variants;
    expect(after).toEqual([
      { ...before[0], barcode: "4006381333931" },
      { ...before[1], sku: "LINEN-DRESS-M" },
    ]);
  });

  test("in Arabic the codes read right to left and their errors are in Arabic", async ({ page }) => {
    const { superToken } = await signInAsNewEditor(page, "ar");
    const product = await createProductViaApi(page.request, superToken, {
      name: uniqueName("Robe "),
      ...dress,
      sizes: [{ size: "s", quantity: 2 }],
    });
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const codes = page.getByRole("region", { name: "رموز SKU والباركود" });
    await codes.getByLabel("باركود S").fill("12345");
    await codes.getByRole("button", { name: "حفظ الرموز" }).click();
    await expect(codes.getByLabel("باركود S")).toHaveAccessibleDescription("يجب أن يكون «الباركود» رمز GTIN من 8 أو 12 أو 13 أو 14 رقمًا");
  });
});

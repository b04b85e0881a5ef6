import type { Page } from "@playwright/test";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";
import { expect, test } from "./fixtures";

const HEADER =
  "Handle,Name,Name (fr),Name (ar),Description,Description (fr),Description (ar),Type,Category,New,Price,Sale price,Colour,Colour (fr),Colour (ar),Swatch,Colour family,Size,SKU,Barcode,Stock,Pictures";

/** A catalogue of the store's own format: one dress in one size, on a picture the store already holds. */
function catalogue(rows: { handle: string; name: string; category: string; price: string; sku: string }[], picture: string) {
  const lines = rows.map(
    (row) =>
      `${row.handle},${row.name},,,A dress brought in by a catalogue file.,,,${row.category.replace("/", ",")},no,${row.price},,,,,,,M,${row.sku},,3,${picture}`,
  );
  return Buffer.from([HEADER, ...lines].join("\r\n") + "\r\n");
}

async function upload(page: Page, fileLabel: string, previewButton: string, csv: Buffer) {
  await page.getByLabel(fileLabel).setInputFiles({ name: "catalogue.csv", mimeType: "text/csv", buffer: csv });
  await page.getByRole("button", { name: previewButton }).click();
  await expect(page).toHaveURL(/\/products\/import\/\d+$/);
}

test.describe("catalogue import", () => {
  test("an admin previews a file in French, sees its row errors, maps a category, and imports only on confirm", async ({ page }) => {
    const { superToken } = await signInAsNewEditor(page, "fr", "ADMIN");
    const picture = (await createProductViaApi(page.request, superToken, { name: uniqueName("Pic") })).images[0].url;
    const id = uniqueName("imp").toLowerCase();
    const good = {
      handle: `dress-${id}`,
      name: "Imported Dress",
      category: "women_s_clothing/dresses",
      price: "30.00",
      sku: `IMP-${id}`.toUpperCase(),
    };

    await page.goto("/products");
    await page.getByRole("link", { name: "Importer des produits" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Importer des produits");
    await upload(
      page,
      "Fichier du catalogue (CSV)",
      "Aperçu",
      catalogue([good, { ...good, handle: `bad-${id}`, price: "abc", sku: `BAD-${id}`.toUpperCase() }], picture),
    );

    const errors = page.getByTestId("import-errors");
    await expect(errors.getByRole("row")).toHaveCount(2);
    await expect(errors.getByRole("row").nth(1)).toContainText("3");
    await expect(errors.getByRole("row").nth(1)).toContainText("Price");
    await expect(errors.getByRole("row").nth(1)).toContainText(/doit être un nombre positif/);
    await expect(page.getByRole("button", { name: "Importer maintenant" })).toHaveCount(0);
    const before = await apiJson<{ handle: string }[]>(page.request, "GET", "products", superToken);
    expect(before.body.some((product) => product.handle === good.handle)).toBe(false);

    // The corrected file, with a category of its own the store must be told.
    await page.goto("/products/import");
    await upload(page, "Fichier du catalogue (CSV)", "Aperçu", catalogue([{ ...good, category: "Robes/longues" }], picture));
    await expect(page.getByRole("group", { name: "Catégories à choisir" })).toBeVisible();
    await page.getByLabel(/Robes\/longues/).selectOption("women_s_clothing/dresses");
    await page.getByRole("button", { name: "Vérifier de nouveau" }).click();
    await expect(page.getByTestId("import-counts")).toContainText("1");
    const notYet = await apiJson<{ handle: string }[]>(page.request, "GET", "products", superToken);
    expect(notYet.body.some((product) => product.handle === good.handle)).toBe(false);

    await page.getByRole("button", { name: "Importer maintenant" }).click();
    await expect(page.getByRole("status")).toHaveText("Import terminé : 1 produits ajoutés, 0 modifiés, 0 laissés tels quels.");
    const after = await apiJson<{ handle: string; categories: string; quantity: string }[]>(page.request, "GET", "products", superToken);
    expect(after.body.find((product) => product.handle === good.handle)).toMatchObject({ categories: "dresses", quantity: "3" });
  });

  test("the preview reads right to left in Arabic, with its row errors in Arabic", async ({ page }) => {
    const { superToken } = await signInAsNewEditor(page, "ar", "ADMIN");
    const picture = (await createProductViaApi(page.request, superToken, { name: uniqueName("Pic") })).images[0].url;
    const id = uniqueName("ar").toLowerCase();
    await page.goto("/products/import");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await upload(
      page,
      "ملف الكتالوج (CSV)",
      "معاينة",
      catalogue(
        [{ handle: `ar-${id}`, name: "Arabic Dress", category: "women_s_clothing/dresses", price: "abc", sku: `AR-${id}`.toUpperCase() }],
        picture,
      ),
    );
    await expect(page.getByRole("heading", { name: /أسطر فيها أخطاء/ })).toBeVisible();
    await expect(page.getByTestId("import-errors")).toContainText(/عددًا موجبًا/);
  });
});

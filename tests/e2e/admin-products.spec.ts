import { categoriesOf } from "../../app/lib/catalog";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, banner, createProductViaApi, fakePngFile, pngFile, uniqueName } from "./admin-helpers";

interface ApiProduct {
  id: number;
  name: string;
  price: string;
  quantity: string;
  type: string;
  categories: string;
  description: string;
  images: { url: string }[];
}

test.describe("products", () => {
  test("the category select follows the type; without JavaScript through the Choose type button", async ({ page }, testInfo) => {
    await loginAs(page, "EDITOR");
    await page.goto("/products");
    await expect(page).toHaveTitle("Products | Yasmine");
    const form = page.locator("#add-product");
    const category = form.getByLabel("Category");
    await expect(category.locator("option")).toHaveText(["Choose a type first"]);
    await form.getByLabel("Name", { exact: true }).fill("Kept name");
    await form.getByLabel("Type").selectOption({ label: "Watches" });
    const chooseType = form.getByRole("button", { name: "Choose type" });
    if (testInfo.project.use.javaScriptEnabled === true) {
      await expect(chooseType).toHaveCount(0);
    } else {
      await expect(category.locator("option")).toHaveText(["Choose a type first"]);
      await chooseType.click();
      await expect(form.getByLabel("Type")).toHaveValue("watches");
      await expect(form.getByLabel("Name", { exact: true })).toHaveValue("Kept name");
    }
    const watchCategories = categoriesOf("watches").map((c) => c.label);
    await expect(category.locator("option")).toHaveText(["Choose a category", ...watchCategories]);
    if (testInfo.project.use.javaScriptEnabled === true) {
      await category.selectOption({ label: "Steel strap" });
      await form.getByLabel("Type").selectOption({ label: "Handbags" });
      await expect(category).toHaveValue("");
      await expect(category.locator("option")).toHaveText(["Choose a category", ...categoriesOf("handbags").map((c) => c.label)]);
      // Clearing the type empties the categories.
      await form.getByLabel("Type").selectOption({ value: "" });
      await expect(category.locator("option")).toHaveText(["Choose a type first"]);
    }
  });

  test("the add form checks its fields, in the browser and in the action", async ({ page }) => {
    await loginAs(page, "EDITOR");
    await page.goto("/products");
    const form = page.locator("#add-product");
    await form.getByLabel("Name", { exact: true }).fill("ab");
    await form.getByLabel("Price", { exact: true }).fill("abc");
    await form.getByLabel("Description", { exact: true }).fill("too short");
    // From the keyboard: leaving the field shows its error and moves the button, which a mouse click could miss.
    await form.getByRole("button", { name: "Add product" }).press("Enter");
    await expect(form.getByText("name must be between 3 and 20 characters")).toBeVisible();
    await expect(form.getByText("price must be a positive number with at most 2 decimals")).toBeVisible();
    await expect(form.getByText("quantity is required")).toBeVisible();
    await expect(form.getByText("description must be between 15 and 400 characters")).toBeVisible();
    await expect(form.getByText("images must contain at least one image")).toBeVisible();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAttribute("aria-invalid", "true");
  });

  test("adding a product uploads the images, creates it, says so and resets the form", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const name = uniqueName("Watch ");
    await page.goto("/products");
    const form = page.locator("#add-product");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price", { exact: true }).fill("149.90");
    await form.getByLabel("Quantity").fill("12");
    await form.getByLabel("Type").selectOption({ label: "Watches" });
    const chooseType = form.getByRole("button", { name: "Choose type" });
    if (await chooseType.count()) await chooseType.click();
    await form.getByLabel("Category").selectOption({ label: "Leather strap" });
    await form.getByLabel("Description", { exact: true }).fill("A brown leather strap watch, made to last.");
    await form.getByLabel("Images").setInputFiles([pngFile("front.png"), pngFile("side.png")]);
    await form.getByRole("button", { name: "Add product" }).click();

    await expect(banner(page)).toContainText("Your product was created!");
    await expect(page).toHaveURL(/\/products$/);
    await expect(page.locator("#add-product").getByLabel("Name", { exact: true })).toHaveValue("");
    const list = await apiJson<ApiProduct[]>(page.request, "GET", `products?q=${encodeURIComponent(name)}`, token);
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      name,
      price: "149.90",
      quantity: "12",
      type: "watches",
      categories: "leather_strap",
      description: "A brown leather strap watch, made to last.",
    });
    expect(list.body[0].images).toHaveLength(2);
    await expect(page.locator("tbody tr", { hasText: name })).toBeVisible();
  });

  test("a refused upload says Photo upload failed and creates nothing", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const name = uniqueName("Bad ");
    await page.goto("/products");
    const form = page.locator("#add-product");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price", { exact: true }).fill("10");
    await form.getByLabel("Type").selectOption({ label: "Shoes" });
    const chooseType = form.getByRole("button", { name: "Choose type" });
    if (await chooseType.count()) await chooseType.click();
    await form.getByLabel("Category").selectOption({ label: "Men shoes" });
    // Shoes keep their stock per size: the grid replaces SPEC's Quantity.
    await form.getByRole("group", { name: "Stock per size" }).getByLabel("42", { exact: true }).fill("1");
    await form.getByLabel("Description", { exact: true }).fill("These shoes will never be created.");
    await form.getByLabel("Images").setInputFiles(fakePngFile());
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(banner(page)).toContainText("Photo upload failed");
    // What was typed survives the failure, also without JavaScript (only the file must be chosen again).
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
    await expect(form.getByLabel("Description", { exact: true })).toHaveValue("These shoes will never be created.");
    await expect(form.getByLabel("42", { exact: true })).toHaveValue("1");
    const list = await apiJson<ApiProduct[]>(page.request, "GET", `products?q=${encodeURIComponent(name)}`, token);
    expect(list.body).toHaveLength(0);
  });

  test("the products list filters by status and name and pages by 10", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const prefix = uniqueName("List");
    for (let i = 1; i <= 11; i++) await createProductViaApi(page.request, token, { name: `${prefix} ${i}`, quantity: i === 1 ? 0 : 3 });
    await page.goto(`/products?q=${prefix}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 11 Products.");
    await expect(page.locator("tbody tr")).toHaveCount(10);
    await page.getByRole("link", { name: "Page 2", exact: true }).click();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await page.getByLabel("Status").selectOption({ label: "Out Stock" });
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByTestId("list-total")).toHaveText("There is 1 Products.");
    await page.locator("tbody tr").first().getByRole("link", { name: /^Edit/ }).click();
    await expect(page).toHaveURL(/\/product\/\d+$/);
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue(`${prefix} 1`);
  });

  test("the product screen updates, changes the cover and deletes after a confirmation", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Edit "), quantity: 4 });
    await page.goto(`/product/${product.id}`);
    await expect(page).toHaveTitle(`Edit product: ${product.name} | Yasmine`);
    await expect(page.getByLabel("Created on")).toHaveAttribute("readonly", "");

    // Update
    const renamed = uniqueName("Renamed ");
    const form = page.locator("#update-product");
    await form.getByLabel("Name", { exact: true }).fill(renamed);
    await form.getByLabel("Quantity").fill("0");
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    let saved = await apiJson<ApiProduct>(page.request, "GET", `products/single/${product.id}`);
    expect(saved.body).toMatchObject({ name: renamed, quantity: "0", type: "watches", categories: "steel_strap" });

    // Cover: a refused file, then a good one (the page reloads with the new image).
    const cover = page.locator("#product-cover");
    await cover.getByLabel("New cover images").setInputFiles(fakePngFile());
    await cover.getByRole("button", { name: "Change cover" }).click();
    await expect(banner(page)).toContainText("file not valid");
    await cover.getByLabel("New cover images").setInputFiles([pngFile("a.png"), pngFile("b.png"), pngFile("c.png")]);
    await cover.getByRole("button", { name: "Change cover" }).click();
    await expect(page.locator(".admin-cover-preview img")).toHaveCount(3);
    saved = await apiJson<ApiProduct>(page.request, "GET", `products/single/${product.id}`);
    expect(saved.body.images).toHaveLength(3);

    // Delete: the confirmation is URL state; Cancel keeps the product.
    await page.getByRole("link", { name: "Delete" }).click();
    await expect(page).toHaveURL(new RegExp(`/product/${product.id}\\?delete`));
    let dialog = page.getByRole("dialog");
    await expect(dialog).toContainText("Do want delete this Product?");
    if (testInfo.project.use.javaScriptEnabled === true) {
      await page.keyboard.press("Escape");
    } else {
      await dialog.getByRole("link", { name: "Cancel" }).click();
    }
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await page.getByRole("link", { name: "Delete" }).click();
    dialog = page.getByRole("dialog");
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/products$/);
    const gone = await apiJson(page.request, "GET", `products/single/${product.id}`);
    expect(gone.status).toBe(404);
  });

  test("the product screen saves a brand and keeps a product out of the feeds; a brand too long is said beside it", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Brand "), quantity: 2 });
    await page.goto(`/product/${product.id}`);
    const form = page.locator("#update-product");
    const brand = form.getByLabel("Brand", { exact: true });
    const inFeeds = form.getByLabel("Show in the Google and Meta feeds");
    await expect(brand).toHaveValue("");
    await expect(inFeeds).toBeChecked();

    // Past the input's own limit, the schema's message shows beside the field (in the browser, or from the action).
    await inFeeds.uncheck();
    await brand.evaluate((input) => input.removeAttribute("maxlength"));
    await brand.fill("b".repeat(71));
    // From the keyboard: leaving the field shows its error and moves the button, which a mouse click could miss.
    await form.getByRole("button", { name: "Update product" }).press("Enter");
    await expect(form.getByText("brand must be at most 70 characters")).toBeVisible();
    await expect(brand).toHaveAttribute("aria-invalid", "true");
    await expect(inFeeds).not.toBeChecked();

    await brand.fill("Maison Carthage");
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    const saved = await apiJson<ApiProduct & { brand: string | null; inFeeds: boolean }>(
      page.request,
      "GET",
      `products/single/${product.id}`,
    );
    expect(saved.body).toMatchObject({ brand: "Maison Carthage", inFeeds: false });
    await page.reload();
    await expect(form.getByLabel("Brand", { exact: true })).toHaveValue("Maison Carthage");
    await expect(form.getByLabel("Show in the Google and Meta feeds")).not.toBeChecked();
  });

  test("an unknown product id goes to the 404 page", async ({ page }) => {
    await loginAs(page, "EDITOR");
    await page.goto("/product/999999999");
    await expect(page).toHaveURL(/\/404$/);
  });
});

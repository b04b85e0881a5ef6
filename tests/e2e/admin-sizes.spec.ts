/**
 * Stock per size in the back office (issue 14): the product form's size and stock grid, the low sizes flagged in the
 * product tables, and the size of each line in the order modal. Runs with JavaScript on and off.
 */
import type { Locator, Page, TestInfo } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, banner, createProductViaApi, pngFile, signInAsNewEditor, uniqueName } from "./admin-helpers";

interface ApiProduct {
  id: number;
  name: string;
  quantity: string;
  type: string;
  sizes: { size: string; quantity: number }[];
}

const withJavaScript = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === true;

/** With JavaScript the grid follows the type select at once; without, after Choose type, as the categories do. */
async function chooseType(form: Locator, label: string, testInfo: TestInfo) {
  await form.getByLabel("Type").selectOption({ label });
  if (!withJavaScript(testInfo)) await form.getByRole("button", { name: "Choose type" }).click();
}

function stockGrid(form: Locator, legend = "Stock per size") {
  return form.getByRole("group", { name: legend });
}

function sizeInput(grid: Locator, label: string) {
  return grid.getByLabel(label, { exact: true });
}

async function savedProduct(page: Page, id: number) {
  const answer = await apiJson<ApiProduct>(page.request, "GET", `products/single/${id}`);
  expect(answer.status).toBe(200);
  return answer.body;
}

const dress = { type: "women_s_clothing", category: "dresses" };

test.describe("stock per size in the back office", () => {
  test("a women's clothing product is created with stock in S, M and L, then edited size by size", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const name = uniqueName("Dress ");
    await page.goto("/products");
    const form = page.locator("#add-product");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price", { exact: true }).fill("89.90");
    // No type yet: SPEC's Quantity is the stock, and there is no grid.
    await expect(stockGrid(form)).toHaveCount(0);
    await expect(form.getByLabel("Quantity")).not.toHaveAttribute("readonly", "");

    await chooseType(form, "Women's Clothing", testInfo);
    const grid = stockGrid(form);
    await expect(grid.locator("label")).toHaveText(["XS", "S", "M", "L", "XL", "XXL"]);
    await expect(grid.getByRole("textbox")).toHaveCount(6);
    await expect(form.getByLabel("Name", { exact: true })).toHaveValue(name);
    await form.getByLabel("Category").selectOption({ label: "Dresses" });
    await sizeInput(grid, "S").fill("3");
    await sizeInput(grid, "M").fill("5");
    await sizeInput(grid, "L").fill("2");
    const quantity = form.getByLabel("Quantity");
    await expect(quantity).toHaveAttribute("readonly", "");
    if (withJavaScript(testInfo)) await expect(quantity).toHaveValue("10");
    await form.getByLabel("Description", { exact: true }).fill("A summer dress sold in three sizes.");
    await form.getByLabel("Images").setInputFiles(pngFile("dress.png"));
    await form.getByRole("button", { name: "Add product" }).click();

    await expect(banner(page)).toContainText("Your product was created!");
    const found = await apiJson<ApiProduct[]>(page.request, "GET", `products?q=${encodeURIComponent(name)}`, token);
    expect(found.body).toHaveLength(1);
    const id = found.body[0].id;
    let saved = await savedProduct(page, id);
    expect(saved).toMatchObject({ type: "women_s_clothing", quantity: "10" });
    expect(saved.sizes).toEqual([
      { size: "s", quantity: 3 },
      { size: "m", quantity: 5 },
      { size: "l", quantity: 2 },
    ]);

    // The product screen shows the stored grid; M goes down to 4, L is no longer sold.
    await page.goto(`/product/${id}`);
    const edit = page.locator("#update-product");
    const editGrid = stockGrid(edit);
    await expect(sizeInput(editGrid, "XS")).toHaveValue("");
    await expect(sizeInput(editGrid, "S")).toHaveValue("3");
    await expect(sizeInput(editGrid, "M")).toHaveValue("5");
    await expect(sizeInput(editGrid, "L")).toHaveValue("2");
    await expect(edit.getByLabel("Quantity")).toHaveValue("10");
    await sizeInput(editGrid, "M").fill("4");
    await sizeInput(editGrid, "L").fill("");
    if (withJavaScript(testInfo)) await expect(edit.getByLabel("Quantity")).toHaveValue("7");
    await edit.getByRole("button", { name: "Update product" }).click();

    await expect(banner(page)).toContainText("Your product was updated!");
    saved = await savedProduct(page, id);
    expect(saved.quantity).toBe("7");
    expect(saved.sizes).toEqual([
      { size: "s", quantity: 3 },
      { size: "m", quantity: 4 },
    ]);
    await expect(sizeInput(editGrid, "L")).toHaveValue("");
    await expect(edit.getByLabel("Quantity")).toHaveValue("7");
  });

  test("a wrong stock is said beside the grid, what was typed stays, and nothing is saved", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Skirt "),
      ...dress,
      sizes: [
        { size: "s", quantity: 3 },
        { size: "m", quantity: 5 },
      ],
    });
    await page.goto(`/product/${product.id}`);
    const form = page.locator("#update-product");
    const grid = stockGrid(form);
    await sizeInput(grid, "M").fill("lots");
    await sizeInput(grid, "XL").fill("-2");
    await form.getByRole("button", { name: "Update product" }).click();

    await expect(grid).toContainText("M: quantity must be a whole number of 0 or more");
    await expect(grid).toContainText("XL: quantity must be a whole number of 0 or more");
    await expect(sizeInput(grid, "M")).toHaveValue("lots");
    await expect(sizeInput(grid, "M")).toHaveAttribute("aria-invalid", "true");
    await expect(sizeInput(grid, "M")).toHaveAccessibleDescription("M: quantity must be a whole number of 0 or more");
    await expect(sizeInput(grid, "XL")).toHaveValue("-2");
    await expect(sizeInput(grid, "S")).toHaveValue("3");

    // Every size emptied: the grid asks for the stock of one.
    for (const label of ["S", "M", "XL"]) await sizeInput(grid, label).fill("");
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(grid).toContainText("Give the stock of at least one size");
    await expect(grid).not.toContainText("whole number");

    const saved = await savedProduct(page, product.id);
    expect(saved.quantity).toBe("8");
    expect(saved.sizes).toEqual([
      { size: "s", quantity: 3 },
      { size: "m", quantity: 5 },
    ]);
  });

  test("stock kept before sizes shows as One size, and staff move it into real sizes", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    // Without sizes the API keeps the quantity in one size, as every product had before sizes existed.
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Old "), ...dress, quantity: 6 });
    expect((await savedProduct(page, product.id)).sizes).toEqual([{ size: "one", quantity: 6 }]);

    await page.goto(`/product/${product.id}`);
    const form = page.locator("#update-product");
    const grid = stockGrid(form);
    await expect(grid.locator("label")).toHaveText(["XS", "S", "M", "L", "XL", "XXL", "One size"]);
    await expect(sizeInput(grid, "One size")).toHaveValue("6");
    await sizeInput(grid, "S").fill("4");
    await sizeInput(grid, "M").fill("2");
    await sizeInput(grid, "One size").fill("");
    await form.getByRole("button", { name: "Update product" }).click();

    await expect(banner(page)).toContainText("Your product was updated!");
    const saved = await savedProduct(page, product.id);
    expect(saved.quantity).toBe("6");
    expect(saved.sizes).toEqual([
      { size: "s", quantity: 4 },
      { size: "m", quantity: 2 },
    ]);
    await expect(grid.locator("label")).toHaveText(["XS", "S", "M", "L", "XL", "XXL"]);
  });

  test("a one-size type keeps SPEC's Quantity; changing to shoes brings their grid", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Bag "),
      type: "handbags",
      category: "wallets",
      quantity: 4,
    });
    await page.goto(`/product/${product.id}`);
    const form = page.locator("#update-product");
    await expect(stockGrid(form)).toHaveCount(0);
    await expect(form.getByLabel("Quantity")).toHaveValue("4");
    await expect(form.getByLabel("Quantity")).not.toHaveAttribute("readonly", "");

    await chooseType(form, "Shoes", testInfo);
    const grid = stockGrid(form);
    // EU 35 to 46, then the bag's one size, so that its stock can be moved into shoe sizes.
    await expect(grid.locator("label")).toHaveText([...Array.from({ length: 12 }, (_, i) => String(35 + i)), "One size"]);
    await form.getByLabel("Category").selectOption({ index: 1 });
    await sizeInput(grid, "38").fill("1");
    await sizeInput(grid, "39").fill("0");
    await sizeInput(grid, "One size").fill("");
    await form.getByRole("button", { name: "Update product" }).click();

    await expect(banner(page)).toContainText("Your product was updated!");
    const saved = await savedProduct(page, product.id);
    expect(saved).toMatchObject({ type: "shoes", quantity: "1" });
    expect(saved.sizes).toEqual([
      { size: "38", quantity: 1 },
      { size: "39", quantity: 0 },
    ]);
  });

  test("the products list and the dashboard flag the sizes running low and those sold out", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const prefix = uniqueName("Low");
    const low = await createProductViaApi(page.request, token, {
      name: `${prefix} a`,
      ...dress,
      sizes: [
        { size: "xs", quantity: 0 },
        { size: "s", quantity: 2 },
        { size: "m", quantity: 10 },
        { size: "l", quantity: 1 },
      ],
    });
    const plenty = await createProductViaApi(page.request, token, { name: `${prefix} b`, ...dress, sizes: [{ size: "m", quantity: 8 }] });

    for (const list of ["/products", "/dashboard"]) {
      await page.goto(`${list}?q=${encodeURIComponent(prefix)}`);
      const row = page.locator("tbody tr", { hasText: low.name });
      const lowFlag = row.getByTestId("low-sizes");
      await expect(lowFlag.locator('[aria-hidden="true"]')).toHaveText("Low: S (2), L (1)");
      await expect(lowFlag).toContainText("Low stock in sizes S: 2 left, L: 1 left");
      await expect(row.getByTestId("sold-out-sizes").locator('[aria-hidden="true"]')).toHaveText("Sold out: XS");
      await expect(row).toContainText("13");
      const calm = page.locator("tbody tr", { hasText: plenty.name });
      await expect(calm).toContainText("8");
      await expect(calm.getByTestId("low-sizes")).toHaveCount(0);
      await expect(calm.getByTestId("sold-out-sizes")).toHaveCount(0);
    }
  });

  test("the order modal shows each line's size, and the stock of that size", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const dressM = await createProductViaApi(page.request, token, {
      name: uniqueName("Ord "),
      ...dress,
      sizes: [
        { size: "m", quantity: 5 },
        { size: "l", quantity: 1 },
      ],
    });
    const dressS = await createProductViaApi(page.request, token, {
      name: uniqueName("Ord "),
      ...dress,
      sizes: [
        { size: "s", quantity: 2 },
        { size: "m", quantity: 9 },
      ],
    });
    const customer = uniqueName("Sana ");
    const placed = await page.request.post("/api/orders/create", {
      data: {
        fullName: customer,
        telephone: "22123456",
        state: "Sousse",
        city: "Hammam",
        zip: "4011",
        place: "Home",
        products: [
          { id: dressM.id, quantity: 2, size: "m" },
          { id: dressS.id, quantity: 2, size: "s" },
        ],
      },
    });
    expect(placed.status()).toBe(201);
    const order = (await placed.json()) as { id: number };

    await page.goto(`/orders/${order.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.locator("thead th")).toHaveText(["Product", "Size", "Stock status", "Quantity", "Price"]);
    const lineM = dialog.locator("tbody tr", { hasText: dressM.name });
    await expect(lineM.locator("td").nth(1)).toHaveText("M");
    await expect(lineM).toContainText("In Stock");
    // S sold out with this order, though the dress still has 9 in M: the stock shown is the line's size's.
    const lineS = dialog.locator("tbody tr", { hasText: dressS.name });
    await expect(lineS.locator("td").nth(1)).toHaveText("S");
    await expect(lineS).toContainText("Out Stock");
  });

  test("in Arabic the grid reads right to left and its errors are in Arabic", async ({ page }) => {
    const { superToken } = await signInAsNewEditor(page, "ar");
    const product = await createProductViaApi(page.request, superToken, {
      name: uniqueName("Robe "),
      ...dress,
      sizes: [{ size: "s", quantity: 3 }],
    });
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const form = page.locator("#update-product");
    const grid = stockGrid(form, "المخزون حسب المقاس");
    await expect(grid).toContainText("اترك خانة المقاس فارغة");
    const xs = await sizeInput(grid, "XS").boundingBox();
    const s = await sizeInput(grid, "S").boundingBox();
    expect(xs && s && xs.x > s.x, "XS stands to the right of S").toBe(true);
    await expect(form.getByLabel("الكمية")).toHaveValue("3");

    await sizeInput(grid, "XS").fill("abc");
    await form.getByRole("button", { name: "تحديث المنتج" }).click();
    await expect(grid).toContainText("XS: يجب أن يكون الحقل «الكمية» عددًا صحيحًا يساوي 0 أو أكثر");
    await expect(sizeInput(grid, "XS")).toHaveValue("abc");
  });
});

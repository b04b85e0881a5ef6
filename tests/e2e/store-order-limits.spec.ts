/**
 * One order holds at most 10 of an item and 30 items (the shop's default caps). The storefront says so the
 * moment a shopper gets there, with JavaScript on and off: the product page's stepper stops at the cap with the
 * reason, an addition over it is cut to what fits with the reason on the cart, and a cart written by hand beyond
 * the caps is told why before and at the checkout, in the shopper's language.
 */
import { test } from "./fixtures";
import { createProduct, expect, fillShipping, jsEnabled, newestOrders, sendOrder, uniqueName } from "./store-helpers";
import type { Page } from "@playwright/test";

const LINE_CAP = "At most 10 of one item per order";
const ORDER_CAP = "At most 30 items per order";

/** Adds from the product page (any language) and waits for the cart. */
async function addFromProductPage(page: Page, id: number, quantity: number, prefix = "") {
  await page.goto(`${prefix}/single/${id}`);
  await page.locator("#quantity").fill(String(quantity));
  await page.locator('button[name="intent"][value="cart"]').click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/cart$`));
}

const cartRow = (page: Page, name: string) => page.getByRole("row", { name: new RegExp(name) });

test("more than 10 of one item: the cart takes 10 and says why", async ({ page, request }, testInfo) => {
  const product = await createProduct(request, { quantity: 50, name: uniqueName("Capped tote") });
  await page.goto(`/single/${product.id}`);
  const quantity = page.getByLabel("Quantity", { exact: true });
  if (jsEnabled(testInfo)) {
    // The stepper goes up to the cap, then stops there and says why.
    const plus = page.getByRole("button", { name: "Increase quantity" });
    await expect(page.getByText(LINE_CAP)).toHaveCount(0);
    for (let i = 1; i < 10; i++) await plus.click();
    await expect(quantity).toHaveValue("10");
    await expect(plus).toBeDisabled();
    await expect(page.getByRole("status").filter({ hasText: LINE_CAP })).toBeVisible();
  }
  // SPEC sets the field no upper bound: a shopper may type more, and the server decides.
  await quantity.fill("11");
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(page.getByRole("alert").filter({ hasText: LINE_CAP })).toBeVisible();
  await expect(cartRow(page, product.name).getByRole("cell").nth(2)).toHaveText(/10$/);

  // Already at the cap: nothing more goes in, and the cart says why again.
  await addFromProductPage(page, product.id, 3);
  await expect(page.getByRole("alert").filter({ hasText: LINE_CAP })).toBeVisible();
  await expect(cartRow(page, product.name).getByRole("cell").nth(2)).toHaveText(/10$/);
  const cookies = await page.context().cookies();
  expect(cookies.find((c) => c.name === "cart-list")?.value).toBe(`${product.id}.one:10`);
});

test("more than 30 items in one order: the last addition is cut to what fits, and the cart says why", async ({ page, request }) => {
  const products = [];
  for (let i = 0; i < 4; i++) products.push(await createProduct(request, { quantity: 50, name: uniqueName(`Cap bag ${i}`) }));
  for (const product of products.slice(0, 2)) await addFromProductPage(page, product.id, 10);
  await addFromProductPage(page, products[2].id, 8);
  await expect(page.getByRole("alert")).toHaveCount(0);
  await addFromProductPage(page, products[3].id, 5);
  await expect(page.getByRole("alert").filter({ hasText: ORDER_CAP })).toBeVisible();
  await expect(cartRow(page, products[3].name).getByRole("cell").nth(2)).toHaveText(/2$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (4)");
});

test("a cart cookie written by hand with 999 of an item is told why, and the checkout refuses it plainly", async ({
  page,
  request,
  baseURL,
}) => {
  const product = await createProduct(request, { quantity: 999, name: uniqueName("Hoarded") });
  await page.context().addCookies([{ name: "cart-list", value: `${product.id}.one:999`, url: baseURL! }]);
  await page.goto("/cart");
  await expect(page.getByTestId("cart-over-limits").getByRole("listitem")).toHaveText([LINE_CAP, ORDER_CAP]);

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const fullName = uniqueName("Hoarder");
  await fillShipping(page, fullName);
  await sendOrder(page);
  const dialog = page.getByRole("dialog", { name: "Shipping information" });
  await expect(dialog.getByText("Line 1 of the order: at most 10 of one item per order.")).toBeVisible();
  await expect(dialog.getByText("At most 30 items per order.")).toBeVisible();
  expect((await newestOrders(request)).some((o) => o.fullName === fullName)).toBe(false);
  const stock = await (await request.get(`/api/products/single/${product.id}`)).json();
  expect(stock.quantity).toBe("999");
});

test("the caps are said in French and in Arabic", async ({ page, request }) => {
  const product = await createProduct(request, { quantity: 50, name: uniqueName("Sac limite") });
  await addFromProductPage(page, product.id, 12, "/fr");
  await expect(page.getByRole("alert").filter({ hasText: "Au plus 10 exemplaires d'un même article par commande" })).toBeVisible();

  await page.context().clearCookies();
  await addFromProductPage(page, product.id, 12, "/ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("alert").filter({ hasText: "10 قطع على الأكثر من المنتج نفسه في الطلب الواحد" })).toBeVisible();
});

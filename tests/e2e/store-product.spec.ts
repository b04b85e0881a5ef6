import { test } from "@playwright/test";
import { placeOrderViaApi } from "./admin-helpers";
import { addToCart, createProduct, expect, jsEnabled, uniqueName } from "./store-helpers";

test("the product page shows the details of SPEC section 2", async ({ page, request }) => {
  const product = await createProduct(request, { price: "1249.50", quantity: 3, images: 2, type: "jewellery", category: "neck_sets" });
  await page.goto(`/single/${product.id}`);
  await expect(page.getByRole("heading", { level: 1, name: product.name })).toBeVisible();
  await expect(page.locator(".product-details-price")).toHaveText("Price: $1,249.50");
  await expect(page.getByText("Processing Time: Item will be call you within 1-2 working days.", { exact: true })).toBeVisible();
  await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
  await expect(page.locator(".product-details").getByText("NEW", { exact: true })).toBeVisible();
  await expect(page.getByText("A product made for the end-to-end tests of the store.")).toBeVisible();
  await expect(page.locator(".page-banner img")).toHaveAttribute("src", `/api/products/images/${product.images[0].url}`);
  await expect(page.getByRole("link", { name: "Jewellery" }).first()).toBeVisible();

  const more = page.getByRole("region", { name: "More Products" });
  const count = await more.getByRole("listitem").count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(6);
});

test("an empty stock shows Out Stock and no NEW tag when the product is not new", async ({ page, request }) => {
  const product = await createProduct(request, { quantity: 0, isNew: false });
  await page.goto(`/single/${product.id}`);
  // The product's own stock: a related card below may be sold out too.
  const details = page.locator(".product-details");
  await expect(details.getByText("Out Stock", { exact: true })).toBeVisible();
  await expect(details.getByText("NEW", { exact: true })).toHaveCount(0);
});

test("a product sold out while its page was open is not put in the cart", async ({ page, request }) => {
  const product = await createProduct(request, { quantity: 2 });
  await page.goto(`/single/${product.id}`);
  await expect(page.getByText("In Stock", { exact: true })).toBeVisible();
  // Another shopper buys the last two while this page is still open.
  await placeOrderViaApi(request, "Other Shopper", product.id);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("alert")).toContainText(`${product.name} is out of stock`);
  await expect(page).toHaveURL(new RegExp(`/single/${product.id}$`));
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
  await page.goto("/cart");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (0)");
});

test("thumbnails choose the main image, which opens full screen and closes again", async ({ page, request }) => {
  const product = await createProduct(request, { images: 2 });
  await page.goto(`/single/${product.id}`);
  const main = page.locator("#main-image img");
  await expect(main).toHaveAttribute("src", `/api/products/images/${product.images[0].url}`);
  await page.getByRole("link", { name: "Show image 2" }).click();
  await expect(main).toHaveAttribute("src", `/api/products/images/${product.images[1].url}`);

  const overlay = page.getByRole("dialog", { name: product.name });
  await expect(overlay).toBeHidden();
  await page.getByRole("link", { name: "Enlarge image" }).click();
  await expect(overlay).toBeVisible();
  await expect(overlay.getByRole("img")).toHaveAttribute("src", `/api/products/images/${product.images[1].url}`);
  await overlay.getByRole("link", { name: "Close the enlarged image" }).click();
  await expect(overlay).toBeHidden();
});

test("the quantity stepper never goes below 1", async ({ page, request }, testInfo) => {
  const product = await createProduct(request);
  await page.goto(`/single/${product.id}`);
  const quantity = page.getByLabel("Quantity", { exact: true });
  await expect(quantity).toHaveValue("1");
  await expect(quantity).toHaveAttribute("min", "1");
  const minus = page.getByRole("button", { name: "Decrease quantity" });
  const plus = page.getByRole("button", { name: "Increase quantity" });
  if (jsEnabled(testInfo)) {
    await expect(minus).toBeDisabled();
    await plus.click();
    await plus.click();
    await expect(quantity).toHaveValue("3");
    await minus.click();
    await expect(quantity).toHaveValue("2");
  } else {
    // Without JavaScript the number input alone does the job.
    await expect(minus).toBeHidden();
    await expect(plus).toBeHidden();
    await quantity.fill("2");
  }
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  await expect(
    page
      .getByRole("row", { name: new RegExp(product.name) })
      .getByRole("cell")
      .nth(2),
  ).toContainText("2");
});

test("adding a product twice adds up its quantity; a new product goes to the front", async ({ page, request }) => {
  const first = await createProduct(request, { name: uniqueName("First") });
  const second = await createProduct(request, { name: uniqueName("Second") });
  await addToCart(page, first, 2);
  await addToCart(page, second, 1);
  await addToCart(page, first, 3);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (2)");
  const rows = page.locator(".cart-table tbody tr");
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(second.name);
  await expect(rows.nth(1)).toContainText(first.name);
  await expect(rows.nth(1).locator(".cart-quantity")).toContainText("5");
});

test("the wishlist refuses a product already saved", async ({ page, request }) => {
  const product = await createProduct(request);
  await page.goto(`/single/${product.id}`);
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  const saved = page.getByRole("status").filter({ hasText: "Success: Your product was saved!" });
  await expect(saved).toBeVisible();
  // The notice fades out by itself after 3 s (a CSS animation, so also without JavaScript).
  await expect(saved).toBeHidden({ timeout: 5_000 });

  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  const duplicate = page.getByRole("alert").filter({ hasText: "Error: Product already saved!" });
  await expect(duplicate).toBeVisible();
  await expect(duplicate).toBeHidden({ timeout: 5_000 });

  await page.goto("/cart");
  const wishlist = page.getByRole("region", { name: "White list products" });
  await expect(wishlist.getByRole("link", { name: product.name })).toBeVisible();
  await wishlist.getByRole("button", { name: "Remove from wishlist" }).first().click();
  await expect(page.getByRole("region", { name: "White list products" })).toHaveCount(0);
});

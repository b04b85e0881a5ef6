import { seriousViolations } from "./axe";
import type { APIRequestContext, Page } from "@playwright/test";
import { test } from "./fixtures";
import { addToCart, createProduct, expect } from "./store-helpers";

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page), `accessibility of ${page.url()}`).toEqual([]);
}

const pages = [
  "/home",
  "/women",
  "/men",
  "/kids",
  "/party",
  "/jewellery",
  "/watches",
  "/shoes",
  "/handbags",
  "/about",
  "/contact",
  "/cart",
  "/test",
  "/404",
];

for (const path of pages) {
  test(`${path} has no serious or critical accessibility violations`, async ({ axePage: page }) => {
    await page.goto(path);
    await expectNoSeriousViolations(page);
  });
}

test("the product page has no serious violations", async ({ axePage: page, request }) => {
  const product = await createProduct(request, { images: 2 });
  await page.goto(`/single/${product.id}`);
  await expectNoSeriousViolations(page);
});

/** A dress whose first size is sold out, its second low and its third plenty: every state of the size picker. */
const dressInSizes = (request: APIRequestContext) =>
  createProduct(request, {
    type: "women_s_clothing",
    category: "dresses",
    sizes: [
      { size: "xs", quantity: 0 },
      { size: "m", quantity: 2 },
      { size: "l", quantity: 9 },
    ],
  });

test("the size picker with its message beside it has no serious violations", async ({ axePage: page, request }) => {
  const dress = await dressInSizes(request);
  await page.goto(`/single/${dress.id}`);
  // A stale page: the sold-out size is sent, and the answer shows beside the picker.
  await page.locator('input[type="radio"][name="size"][value="xs"]').evaluate((radio: HTMLInputElement) => {
    radio.disabled = false;
    radio.checked = true;
  });
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page.getByRole("group", { name: "Size" }).getByRole("alert")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("a cart line showing its size has no serious violations", async ({ axePage: page, request }) => {
  await addToCart(page, await dressInSizes(request), 1, "l");
  await expect(page.getByText("Size: L")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the post page has no serious violations", async ({ axePage: page, request }) => {
  const [post] = (await (await request.get("/api/posts?sort=newest&limit=1")).json()) as { id: number }[];
  await page.goto(`/single-post/${post.id}`);
  await expectNoSeriousViolations(page);
});

test("the cart with its wishlist has no serious violations", async ({ axePage: page, request }) => {
  const product = await createProduct(request);
  await addToCart(page, product);
  await page.goto(`/single/${product.id}`);
  await page.getByRole("button", { name: "Add to Wishlist" }).click();
  // Leaving before the answer would cancel the save.
  await expect(page.getByRole("status").filter({ hasText: "Success: Your product was saved!" })).toBeVisible();
  await page.goto("/cart");
  await expect(page.getByRole("region", { name: "White list products" })).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the checkout dialog showing its errors has no serious violations", async ({ axePage: page, request }) => {
  await addToCart(page, await createProduct(request));
  await page.goto("/cart?checkout");
  await page.getByRole("button", { name: "Send Order" }).click();
  await expect(page.locator("#checkout-fullName-error")).toBeVisible();
  await expectNoSeriousViolations(page);
});

test("the phone layout has no serious violations", async ({ axePage: page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/home");
  await page.getByRole("checkbox", { name: "Menu" }).check();
  await expectNoSeriousViolations(page);
});

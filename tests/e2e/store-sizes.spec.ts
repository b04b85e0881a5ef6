import { test, type APIRequestContext, type Page } from "@playwright/test";
import { CATEGORY_PAGE_SIZE } from "../../app/lib/limits";
import type { Product } from "../../app/lib/types";
import { addToCart, chooseSize, createProduct, expect, fillShipping, newestOrders, sendOrder, uniqueName } from "./store-helpers";

/** A dress in four sizes: XS and S sold out, M low (2, under the default threshold of 3), L plenty. */
function createDress(request: APIRequestContext, name = uniqueName("Dress")): Promise<Product> {
  return createProduct(request, {
    type: "women_s_clothing",
    category: "dresses",
    name,
    price: "80.00",
    sizes: [
      { size: "xs", quantity: 0 },
      { size: "s", quantity: 0 },
      { size: "m", quantity: 2 },
      { size: "l", quantity: 8 },
    ],
  });
}

async function stockOf(request: APIRequestContext, id: number): Promise<Record<string, number>> {
  const res = await request.get(`/api/products/single/${id}`);
  expect(res.status()).toBe(200);
  const product = (await res.json()) as Product;
  return Object.fromEntries((product.sizes ?? []).map((row) => [row.size, row.quantity]));
}

async function cartCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cart-list")?.value;
}

/** A stale page or a crafted form: the sold-out radio is enabled and chosen before Add to cart. */
async function chooseSoldOutSize(page: Page, size: string): Promise<void> {
  await page.locator(`input[type="radio"][name="size"][value="${size}"]`).evaluate((radio: HTMLInputElement) => {
    radio.disabled = false;
    radio.checked = true;
  });
}

test("the size picker starts on the first size in stock, marks a sold-out size and a low one", async ({ page, request }) => {
  const dress = await createDress(request);
  await page.goto(`/single/${dress.id}`);
  const picker = page.getByRole("group", { name: "Size" });
  await expect(picker.getByRole("radio")).toHaveCount(4);
  // XS and S have no stock: M is the first size a shopper can have, so Add to cart takes one click.
  await expect(picker.getByRole("radio", { name: "M Only 2 left", exact: true })).toBeChecked();
  await expect(picker.getByRole("radio", { name: "XS sold out", exact: true })).toBeDisabled();
  await expect(picker.getByRole("radio", { name: "S sold out", exact: true })).toBeDisabled();
  await expect(picker.getByRole("radio", { name: "L", exact: true })).toBeEnabled();
  await expect(picker.getByRole("radio", { name: "L", exact: true })).not.toBeChecked();
  // The states are words on the page, not colours only.
  await expect(picker.getByText("sold out", { exact: true })).toHaveCount(2);
  await expect(picker.getByText("Only 2 left")).toBeVisible();
});

test("a product in one size has no picker", async ({ page, request }) => {
  const bag = await createProduct(request, { name: uniqueName("Bag") });
  await page.goto(`/single/${bag.id}`);
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeEnabled();
  await expect(page.getByRole("group", { name: "Size" })).toHaveCount(0);
  await expect(page.getByRole("radio")).toHaveCount(0);
});

test("two sizes of one dress are two cart lines; the order carries both sizes and takes one of each", async ({ page, request }) => {
  const dress = await createDress(request);
  await addToCart(page, dress, 1, "m");
  await addToCart(page, dress, 1, "l");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (2)");
  const rows = page.getByRole("row", { name: new RegExp(dress.name) });
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Size: L");
  await expect(rows.nth(1)).toContainText("Size: M");
  expect(await cartCookie(page)).toBe(`${dress.id}.l:1|${dress.id}.m:1`);
  await expect(page.getByTestId("subtotal")).toHaveText("$160.00");

  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const fullName = uniqueName("Salma");
  await fillShipping(page, fullName);
  const dialog = page.getByRole("dialog", { name: "Shipping information" });
  await sendOrder(page);
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (0)");

  const order = (await newestOrders(request)).find((o) => o.fullName === fullName);
  expect(order?.products).toEqual([
    expect.objectContaining({ id: dress.id, size: "l", quantity: 1 }),
    expect.objectContaining({ id: dress.id, size: "m", quantity: 1 }),
  ]);
  expect(order?.subtotal).toBe("160.00");
  expect(await stockOf(request, dress.id)).toEqual({ xs: 0, s: 0, m: 1, l: 7 });
});

test("adding the same size again adds to its line; deleting one size keeps the other", async ({ page, request }) => {
  const dress = await createDress(request);
  await addToCart(page, dress, 1, "l");
  await addToCart(page, dress, 2, "l");
  await addToCart(page, dress, 1, "m");
  const rows = page.getByRole("row", { name: new RegExp(dress.name) });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: "Size: L" })).toContainText("Quantity: 3");

  await rows.filter({ hasText: "Size: M" }).getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (1)");
  await expect(rows).toHaveCount(1);
  await expect(rows).toContainText("Size: L");
  expect(await cartCookie(page)).toBe(`${dress.id}.l:3`);
});

test("a post with a sold-out size or without a size answers beside the picker and adds nothing", async ({ page, request, baseURL }) => {
  const dress = await createDress(request);
  await page.goto(`/single/${dress.id}`);
  await chooseSoldOutSize(page, "xs");
  await page.getByRole("button", { name: "Add to cart" }).click();

  const picker = page.getByRole("group", { name: "Size" });
  const message = picker.getByRole("alert");
  await expect(message).toHaveText("Size XS is sold out. Choose another size");
  await expect(picker).toHaveAttribute("aria-describedby", (await message.getAttribute("id"))!);
  await expect(page).toHaveURL(new RegExp(`/single/${dress.id}$`));
  expect(await cartCookie(page)).toBeUndefined();

  // Without a size, or with one the dress does not come in, the same: a message and nothing added.
  const post = (form: Record<string, string>) =>
    page.request.post(`/single/${dress.id}`, {
      form: { intent: "cart", quantity: "1", ...form },
      headers: { origin: baseURL! },
      maxRedirects: 0,
    });
  const withoutSize = await post({});
  expect(withoutSize.status()).toBe(400);
  expect(await withoutSize.text()).toContain("Choose a size before adding this product to your cart");
  const notOffered = await post({ size: "xxl" });
  expect(notOffered.status()).toBe(409);
  expect(await notOffered.text()).toContain("Size XXL is sold out. Choose another size");
  expect(withoutSize.headers()["set-cookie"] ?? "").not.toContain("cart-list");
  expect(notOffered.headers()["set-cookie"] ?? "").not.toContain("cart-list");
  expect(await cartCookie(page)).toBeUndefined();
  expect(await stockOf(request, dress.id)).toEqual({ xs: 0, s: 0, m: 2, l: 8 });
});

test("a line from an old cookie, or in a size the product does not have, says why and is not offered for checkout", async ({
  page,
  request,
  baseURL,
}) => {
  const dress = await createDress(request);
  const host = new URL(baseURL!).hostname;
  // "12:1" was written before sizes existed; "12.xl:1" names a size this dress does not come in.
  await page.context().addCookies([{ name: "cart-list", value: `${dress.id}:1`, domain: host, path: "/" }]);
  await page.goto("/cart");
  const rows = page.getByRole("row", { name: new RegExp(dress.name) });
  await expect(rows).toHaveCount(1);
  await expect(rows.locator(".cart-problem")).toHaveText(
    "This product now comes in several sizes. Choose yours on its page, then delete this line. Choose a size",
  );
  await expect(rows.getByRole("link", { name: "Choose a size" })).toHaveAttribute("href", `/single/${dress.id}`);
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);

  await page.context().addCookies([{ name: "cart-list", value: `${dress.id}.xl:1`, domain: host, path: "/" }]);
  await page.goto("/cart");
  await expect(rows).toContainText("Size: XL");
  await expect(rows.locator(".cart-problem")).toHaveText("This size is no longer available. Delete this line to order the rest.");
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
  expect(await stockOf(request, dress.id)).toEqual({ xs: 0, s: 0, m: 2, l: 8 });
});

test("the Size filter lists the products with stock in that size", async ({ page, request }) => {
  const withM = await createProduct(request, {
    type: "women_s_clothing",
    category: "dresses",
    name: uniqueName("Has M"),
    sizes: [
      { size: "m", quantity: 3 },
      { size: "l", quantity: 0 },
    ],
  });
  const withoutM = await createProduct(request, {
    type: "women_s_clothing",
    category: "dresses",
    name: uniqueName("No M"),
    sizes: [
      { size: "m", quantity: 0 },
      { size: "l", quantity: 4 },
    ],
  });
  await page.goto("/women?category=dresses");
  await expect(page.getByRole("link", { name: withM.name })).toBeVisible();
  await expect(page.getByRole("link", { name: withoutM.name })).toBeVisible();

  await page.getByRole("navigation", { name: "Size" }).getByRole("link", { name: "Medium" }).click();
  await expect(page).toHaveURL(/\/women\?category=dresses&size=m$/);
  await expect(page.getByRole("link", { name: withM.name })).toBeVisible();
  await expect(page.getByRole("link", { name: withoutM.name })).toHaveCount(0);

  await page.goto("/women?size=l");
  await expect(page.getByRole("navigation", { name: "Size" }).getByRole("link", { name: "Large", exact: true })).toHaveAttribute(
    "aria-current",
    "true",
  );
  await expect(page.getByRole("link", { name: withoutM.name })).toBeVisible();
  await expect(page.getByRole("link", { name: withM.name })).toHaveCount(0);
});

test("paging keeps the Size filter", async ({ page, request }) => {
  const type = "party_wear";
  const totalInXl = async () => Number((await request.get(`/api/products/type/${type}?size=xl&limit=1`)).headers()["x-total-count"]);
  let total = await totalInXl();
  while (total <= CATEGORY_PAGE_SIZE) {
    await createProduct(request, { type, category: "frocks", name: uniqueName("XL frock"), sizes: [{ size: "xl", quantity: 1 }] });
    total += 1;
  }
  await page.goto("/party?size=xl");
  await expect(page.getByText(`There is ${total} product(s) defined`)).toBeVisible();
  const pages = page.getByRole("navigation", { name: "Pages" });
  await expect(pages.getByRole("link", { name: "Page 2" })).toHaveAttribute("href", "/party?size=xl&page=2");
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/party\?size=xl&page=2$/);
  await expect(page.locator(".product-grid > li")).toHaveCount(Math.min(total - CATEGORY_PAGE_SIZE, CATEGORY_PAGE_SIZE));
  await expect(page.getByRole("navigation", { name: "Size" }).getByRole("link", { name: "Extra Large" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // Choosing another size starts again on the first page.
  await expect(page.getByRole("navigation", { name: "Size" }).getByRole("link", { name: "Small" })).toHaveAttribute(
    "href",
    "/party?size=s",
  );
});

test.describe("in Arabic", () => {
  test("the picker reads right to left, and the size follows the dress to the cart", async ({ page, request }) => {
    const dress = await createDress(request);
    await page.goto(`/ar/single/${dress.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const picker = page.getByRole("group", { name: "المقاس" });
    await expect(picker.getByRole("radio")).toHaveCount(4);
    await expect(picker.getByRole("radio", { name: "M بقيت قطعتان", exact: true })).toBeChecked();
    await expect(picker.getByRole("radio", { name: "XS نفد", exact: true })).toBeDisabled();
    await expect(picker.getByText("نفد", { exact: true })).toHaveCount(2);

    await chooseSoldOutSize(page, "s");
    await page.getByRole("button", { name: "أضف إلى السلة" }).click();
    await expect(picker.getByRole("alert")).toHaveText("نفد المقاس S. اختر مقاسًا آخر");
    expect(await cartCookie(page)).toBeUndefined();

    await page.goto(`/ar/single/${dress.id}`);
    await chooseSize(page, "l");
    await page.getByRole("button", { name: "أضف إلى السلة" }).click();
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expect(page.getByRole("row", { name: new RegExp(dress.name) })).toContainText("المقاس: L");
  });

  test("the Size filter is in Arabic and keeps the language", async ({ page }) => {
    await page.goto("/ar/women");
    const sizes = page.getByRole("navigation", { name: "المقاس" });
    await expect(sizes.getByRole("link", { name: "M", exact: true })).toHaveAttribute("href", "/ar/women?size=m");
    await sizes.getByRole("link", { name: "M", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/women\?size=m$/);
    await expect(sizes.getByRole("link", { name: "كل المقاسات" })).toHaveAttribute("href", "/ar/women");
  });
});

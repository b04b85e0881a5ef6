import { randomBytes } from "node:crypto";
import { test, type APIRequestContext, type Page, type TestInfo } from "@playwright/test";
import sharp from "sharp";
import type { Order, Product } from "../../app/lib/types";
import { apiToken, expect } from "./fixtures";

export { expect };

export const jsEnabled = (testInfo: TestInfo) => testInfo.project.use.javaScriptEnabled === true;

/** A name no other test uses, within the 20 characters a product name may have. */
export function uniqueName(prefix: string): string {
  return `${prefix} ${randomBytes(3).toString("hex")}`.slice(0, 20);
}

export interface NewProduct {
  name?: string;
  type?: string;
  category?: string;
  quantity?: number;
  /** Stock per size (then quantity is their sum); without it the product has one size holding `quantity`. */
  sizes?: { size: string; quantity: number }[];
  price?: string;
  /** The price before a sale (above `price`): the product is on sale. */
  compareAtPrice?: string;
  isNew?: boolean;
  images?: number;
  /** Width and height of each picture in pixels (64 unless given: too small for responsive variants). */
  imageSize?: number;
}

/** Creates a product through the API as an editor, the way the back office does: upload, then create. */
export async function createProduct(request: APIRequestContext, input: NewProduct = {}): Promise<Product> {
  const token = await apiToken(request, "EDITOR");
  const headers = { authorization: `Bearer ${token}` };
  const colours = ["#c8553d", "#2f6f8f", "#6f9468"];
  const multipart: Record<string, { name: string; mimeType: string; buffer: Buffer }> = {};
  // Playwright's multipart takes one value per key, so each picture is uploaded on its own.
  const urls: { url: string }[] = [];
  for (let i = 0; i < (input.images ?? 1); i++) {
    const side = input.imageSize ?? 64;
    const buffer = await sharp({ create: { width: side, height: side, channels: 3, background: colours[i % colours.length] } })
      .png()
      .toBuffer();
    multipart.images = { name: `picture-${i}.png`, mimeType: "image/png", buffer };
    const upload = await request.post("/api/products/upload", { headers, multipart });
    expect(upload.status(), "image upload").toBe(201);
    urls.push(...((await upload.json()) as { images: { url: string }[] }).images);
  }
  const created = await request.post("/api/products/create", {
    headers,
    data: {
      name: input.name ?? uniqueName("Test item"),
      types: input.type ?? "handbags",
      categories: input.category ?? "wallets",
      price: input.price ?? "49.90",
      quantity: String(input.quantity ?? 10),
      description: "A product made for the end-to-end tests of the store.",
      isNew: input.isNew ?? true,
      images: urls,
      ...(input.sizes ? { sizes: input.sizes } : {}),
      ...(input.compareAtPrice ? { compareAtPrice: input.compareAtPrice } : {}),
    },
  });
  expect(created.status(), "product creation").toBe(201);
  return (await created.json()) as Product;
}

export async function newestOrders(request: APIRequestContext): Promise<Order[]> {
  const token = await apiToken(request, "EDITOR");
  const res = await request.get("/api/orders?sort=newest&limit=20", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as Order[];
}

/**
 * Adds a product to the cart from its page, as a shopper does; ends on the cart. With a size (a code such as
 * "m"), it is chosen in the picker first; without, the size the picker starts on is taken.
 */
export async function addToCart(page: Page, product: Pick<Product, "id">, quantity = 1, size?: string): Promise<void> {
  await page.goto(`/single/${product.id}`);
  if (size !== undefined) await chooseSize(page, size);
  await page.getByLabel("Quantity", { exact: true }).fill(String(quantity));
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

/** Chooses a size in the product page's picker by its code, through its label as a shopper clicks it. */
export async function chooseSize(page: Page, size: string): Promise<void> {
  await page.locator(`label[for="size-${size}"]`).click();
  await expect(page.locator(`input[type="radio"][name="size"][value="${size}"]`)).toBeChecked();
}

/** Valid shipping details of SPEC section 5, as a form or an API order sends them: a shopper in Sousse. */
export function shippingDetails(fullName: string, telephone = "22123456") {
  return { fullName, telephone, state: "Sousse", city: "Sousse", street: "Rue de la Plage 4", zip: "4000", place: "Home" };
}

/** The valid shipping details of SPEC section 5. */
export async function fillShipping(page: Page, fullName: string): Promise<void> {
  const dialog = page.getByRole("dialog", { name: "Shipping information" });
  await dialog.getByLabel("Full Name").fill(fullName);
  await dialog.getByLabel("Telephone/Mobile").fill("22123456");
  await dialog.getByLabel("State").selectOption("Sousse");
  await dialog.getByLabel("City or Town").fill("Sousse");
  await dialog.getByLabel("Street").fill("Rue de la Plage 4");
  await dialog.getByLabel("Zip/Postal Code").fill("4000");
}

/** How the checkout dialog reads in a language: its name, its Send Order button, and its confirming step. */
export interface CheckoutWords {
  dialog: string;
  send: string;
  review: string;
}

export const checkoutWordsEn: CheckoutWords = {
  dialog: "Shipping information",
  send: "Send Order",
  review: "Check the shipping fee and the total, then press Send Order to place your order.",
};

/**
 * Sends the checkout dialog's order at the delivery fee shown. With JavaScript the fee and the total show as soon
 * as the governorate is chosen, and one Send Order places it; without JavaScript the first Send Order answers
 * them, and the second places it (the store never places an order at a fee the shopper has not seen).
 */
export async function sendOrder(page: Page, words: CheckoutWords = checkoutWordsEn): Promise<void> {
  const dialog = page.getByRole("dialog", { name: words.dialog });
  const send = dialog.getByRole("button", { name: words.send });
  if (test.info().project.use.javaScriptEnabled === true) {
    await expect(dialog.getByTestId("checkout-total")).toBeVisible();
    await send.click();
    return;
  }
  await send.click();
  await expect(dialog.getByText(words.review)).toBeVisible();
  await expect(dialog.getByTestId("checkout-total")).toBeVisible();
  await send.click();
}

/**
 * From the cart page, orders what it holds as a shopper in Sousse named `fullName`, and opens the order's page
 * from the dialog's success, as a shopper does.
 */
export async function orderFromCart(page: Page, fullName: string): Promise<void> {
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillShipping(page, fullName);
  await sendOrder(page);
  const dialog = page.getByRole("dialog", { name: checkoutWordsEn.dialog });
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  await dialog.getByRole("link", { name: "See your order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
}

/** The page's address: its path and its query's pairs, in any order (a form sends its fields in its own order). */
export async function expectAddress(page: Page, pathname: string, pairs: Record<string, string>) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return { pathname: url.pathname, pairs: Object.fromEntries(url.searchParams) };
    })
    .toEqual({ pathname, pairs });
}

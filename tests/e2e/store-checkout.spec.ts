/**
 * From the cart to the shopper's own order page: the delivery fee of her governorate and the total before she
 * sends, the order number after, and the page that shows the order with its sizes. Staff set the fees on the
 * Shipping screen and see the figures in the order modal. Every test runs with JavaScript on and off.
 */
import { test, type APIRequestContext, type Page } from "@playwright/test";
import type { Order, Product } from "../../app/lib/types";
import { apiToken, loginAs } from "./fixtures";
import { addToCart, createProduct, expect, fillShipping, jsEnabled, newestOrders, sendOrder, uniqueName } from "./store-helpers";

/** Sets fees of some governorates and the free-delivery threshold through the API, as an admin. */
async function setRates(request: APIRequestContext, fees: { state: string; fee: string }[], freeShippingOver: string | null = null) {
  const token = await apiToken(request, "ADMIN");
  const res = await request.put("/api/shipping", { headers: { authorization: `Bearer ${token}` }, data: { fees, freeShippingOver } });
  expect(res.status(), await res.text()).toBe(200);
}

/** The store's default: every governorate at 7, no free delivery (tests elsewhere order to Sousse and Tunis). */
test.afterEach(async ({ request }) => {
  await setRates(request, [
    { state: "Tozeur", fee: "7" },
    { state: "Kebili", fee: "7" },
  ]);
});

async function stockOf(request: APIRequestContext, id: number): Promise<Record<string, number>> {
  const product = (await (await request.get(`/api/products/single/${id}`)).json()) as Product;
  return Object.fromEntries((product.sizes ?? []).map((row) => [row.size, row.quantity]));
}

function createDress(request: APIRequestContext): Promise<Product> {
  return createProduct(request, {
    type: "women_s_clothing",
    category: "dresses",
    name: uniqueName("Robe"),
    price: "45.50",
    sizes: [
      { size: "m", quantity: 4 },
      { size: "l", quantity: 4 },
    ],
  });
}

const dialogOf = (page: Page) => page.getByRole("dialog", { name: "Shipping information" });

test("the fee of the chosen governorate and the total show before the order is sent, and the order keeps them", async ({
  page,
  request,
}, testInfo) => {
  await setRates(request, [{ state: "Tozeur", fee: "12.5" }]);
  const scarf = await createProduct(request, { price: "20.00", quantity: 5 });
  await addToCart(page, scarf, 2);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  // The cart page keeps SPEC's words; the dialog tells what the fee waits for.
  await expect(page.getByText("Shipping Fee: Calculating at checkout", { exact: true })).toBeVisible();
  const dialog = dialogOf(page);
  const fullName = uniqueName("Hela");
  await fillShipping(page, fullName);
  // Her e-mail, optional, for news of this order only.
  await dialog.getByLabel("E-mail, for news of this order (optional)").fill("hela@mail.tn");
  await dialog.getByLabel("State").selectOption("Tozeur");
  if (jsEnabled(testInfo)) {
    await expect(dialog.getByTestId("checkout-shipping-fee")).toHaveText("$12.50");
    await expect(dialog.getByTestId("checkout-total")).toHaveText("$52.50");
    // Another governorate, another fee, at once.
    await dialog.getByLabel("State").selectOption("Sfax");
    await expect(dialog.getByTestId("checkout-shipping-fee")).toHaveText("$7.00");
    await expect(dialog.getByTestId("checkout-total")).toHaveText("$47.00");
    await dialog.getByLabel("State").selectOption("Tozeur");
    await expect(dialog.getByTestId("checkout-total")).toHaveText("$52.50");
  } else {
    await expect(
      dialog.getByText("Choose your state: the shipping fee and the total to pay are shown before your order is sent."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Send Order" }).click();
    // Nothing is ordered yet: this step shows the fee and the total, with what was typed.
    await expect(dialog.getByText("Check the shipping fee and the total, then press Send Order to place your order.")).toBeVisible();
    await expect(dialog.getByTestId("checkout-shipping-fee")).toHaveText("$12.50");
    await expect(dialog.getByTestId("checkout-total")).toHaveText("$52.50");
    await expect(dialog.getByLabel("Full Name")).toHaveValue(fullName);
    expect((await newestOrders(request)).some((o) => o.fullName === fullName)).toBe(false);
  }
  await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  const reference = (await dialog.getByTestId("order-reference").textContent())!.trim();
  expect(reference).toMatch(/^[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);

  const order = (await newestOrders(request)).find((o) => o.fullName === fullName)!;
  expect(order).toMatchObject({
    reference,
    state: "Tozeur",
    subtotal: "40.00",
    shippingFee: "12.50",
    total: "52.50",
    email: "hela@mail.tn",
  });
});

test("a fee changed after it was shown is shown again before the order is placed", async ({ page, request }, testInfo) => {
  const scarf = await createProduct(request, { price: "20.00", quantity: 5 });
  await addToCart(page, scarf, 1);
  await page.goto("/cart?checkout");
  const dialog = dialogOf(page);
  const fullName = uniqueName("Sami");
  await fillShipping(page, fullName);
  await dialog.getByLabel("State").selectOption("Kebili");
  // With JavaScript the fee shows on choosing; without it, on the step after the first Send Order.
  if (!jsEnabled(testInfo)) await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(dialog.getByTestId("checkout-total")).toHaveText("$27.00");
  await setRates(request, [{ state: "Kebili", fee: "9" }]);
  await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(dialog.getByText("Check the shipping fee and the total, then press Send Order to place your order.")).toBeVisible();
  await expect(dialog.getByTestId("checkout-total")).toHaveText("$29.00");
  expect((await newestOrders(request)).some((o) => o.fullName === fullName)).toBe(false);
  await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  expect((await newestOrders(request)).find((o) => o.fullName === fullName)).toMatchObject({ shippingFee: "9.00", total: "29.00" });
});

test("delivery is free from the threshold on", async ({ page, request }) => {
  await setRates(request, [], "100");
  const coat = await createProduct(request, { price: "120.00", quantity: 5 });
  await addToCart(page, coat, 1);
  await page.goto("/cart?checkout");
  const fullName = uniqueName("Rym");
  await fillShipping(page, fullName);
  await sendOrder(page);
  await expect(dialogOf(page).getByText("Your order was sending!")).toBeVisible();
  expect((await newestOrders(request)).find((o) => o.fullName === fullName)).toMatchObject({ shippingFee: "0.00", total: "120.00" });
});

test("two sizes of a dress are ordered, and the order's page shows them with the fee, the total and the address", async ({
  page,
  request,
}) => {
  const dress = await createDress(request);
  await addToCart(page, dress, 1, "m");
  await addToCart(page, dress, 1, "l");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  const fullName = uniqueName("Salma");
  await fillShipping(page, fullName);
  await sendOrder(page);
  const dialog = dialogOf(page);
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  const reference = (await dialog.getByTestId("order-reference").textContent())!.trim();
  await dialog.getByRole("link", { name: "See your order" }).click();

  await expect(page).toHaveURL(new RegExp(`/order/${reference}$`));
  await expect(page).toHaveTitle(`Order ${reference} | Yasmine`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Thank you for your order");
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
  await expect(page.getByTestId("order-status")).toHaveText("Received: we will call you to confirm it");
  const rows = page.getByRole("row", { name: new RegExp(dress.name) });
  // In the cart's order: the last added first.
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText("Size: L");
  await expect(rows.nth(1)).toContainText("Size: M");
  await expect(page.getByTestId("order-subtotal")).toHaveText("$91.00");
  await expect(page.getByTestId("order-shipping-fee")).toHaveText("$7.00");
  await expect(page.getByTestId("order-total")).toHaveText("$98.00");
  await expect(page.getByTestId("order-address")).toContainText(fullName);
  await expect(page.getByTestId("order-address")).toContainText("4000 Sousse, Sousse");
  await expect(page.getByTestId("order-address")).toContainText("+216 22123456");
  // A shopper's own page: never indexed, never shared from the page cache.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
  const answer = await page.request.get(`/order/${reference}`);
  expect(answer.headers()["cache-control"]).toContain("no-store");

  expect(await stockOf(request, dress.id)).toEqual({ m: 3, l: 3 });
  // The reference is typed as a shopper may: in lower case, it still opens her order.
  await page.goto(`/order/${reference.toLowerCase()}`);
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
});

test("the order's page speaks French and Arabic", async ({ page, request }) => {
  const dress = await createDress(request);
  const placed = await request.post("/api/orders/create", {
    data: {
      fullName: "Amel Trabelsi",
      telephone: "22123456",
      state: "Gabes",
      city: "Gabes",
      street: "Rue 1",
      zip: "6000",
      place: "Office",
      products: [{ id: dress.id, quantity: 1, size: "m" }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as Order;
  await page.goto(`/fr/order/${order.reference}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Merci pour votre commande");
  await expect(page.getByTestId("order-address")).toContainText("Gabès");
  await expect(page.getByTestId("order-address")).toContainText("Bureau");
  await expect(page.getByRole("row", { name: new RegExp(dress.name) })).toContainText("Taille\u00a0: M");
  await page.goto(`/ar/order/${order.reference}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("شكرًا على طلبك");
  await expect(page.getByTestId("order-reference")).toHaveText(order.reference);
});

test("a reference no order has is the 404 page", async ({ page }) => {
  await page.goto("/order/0000-0000-0000");
  await expect(page).toHaveURL(/\/404$/);
  await page.goto("/order/not-a-reference");
  await expect(page).toHaveURL(/\/404$/);
});

test("an admin sets a governorate's fee on the Shipping screen, the checkout charges it, and the order modal shows the figures", async ({
  page,
  request,
}) => {
  await loginAs(page, "ADMIN");
  await page.goto("/shipping");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shipping fees");
  const tozeur = page.getByLabel("Tozeur", { exact: true });
  await expect(tozeur).toHaveValue("7.00");
  await tozeur.fill("abc");
  await page.getByRole("button", { name: "Save shipping fees" }).click();
  await expect(page.getByText("fee must be a number of 0 or more with at most 2 decimals")).toBeVisible();
  await tozeur.fill("11");
  await page.getByRole("button", { name: "Save shipping fees" }).click();
  await expect(page.getByText("Shipping fees were saved!")).toBeVisible();
  await expect(page.getByLabel("Tozeur", { exact: true })).toHaveValue("11.00");

  const scarf = await createProduct(request, { price: "10.00", quantity: 5 });
  await page.context().clearCookies();
  await addToCart(page, scarf, 1);
  await page.goto("/cart?checkout");
  const fullName = uniqueName("Nadia");
  await fillShipping(page, fullName);
  await dialogOf(page).getByLabel("State").selectOption("Tozeur");
  await sendOrder(page);
  await expect(dialogOf(page).getByText("Your order was sending!")).toBeVisible();
  const order = (await newestOrders(request)).find((o) => o.fullName === fullName)!;
  expect(order).toMatchObject({ shippingFee: "11.00", total: "21.00" });

  await loginAs(page, "EDITOR");
  await page.goto(`/orders/${order.id}`);
  const modal = page.getByRole("dialog");
  await expect(modal).toContainText(order.reference);
  await expect(modal.getByRole("link", { name: `Call ${fullName}` })).toHaveAttribute("href", "tel:+21622123456");
  await expect(modal.getByRole("row", { name: "Shipping fee $11.00" })).toBeVisible();
  await expect(modal.getByRole("row", { name: "Total $21.00" })).toBeVisible();
  await expect(modal.getByRole("row", { name: "Subtotal $10.00" })).toBeVisible();
});

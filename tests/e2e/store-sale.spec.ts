/**
 * Sale prices (issue 14, section 2): staff set a compare-at price in the product form (JavaScript on and off),
 * shoppers see the price before the sale struck through, the price they pay and the percentage off, on cards and
 * on the product page, in every language; search engines and the cart read the price paid.
 */
import type { Locator, Page } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, banner, pngFile } from "./admin-helpers";
import { addToCart, createProduct, jsEnabled, uniqueName } from "./store-helpers";

interface SaleAnswer {
  id: number;
  price: string;
  compareAtPrice: string | null;
}

const ABOVE_PRICE = "compareAtPrice must be more than the price, or empty when the product is not on sale";

function cardOf(page: Page, name: string): Locator {
  return page.locator("article.product-card").filter({ has: page.getByRole("link", { name, exact: true }) });
}

test.describe("a product on sale in the storefront", () => {
  test("its card and its page show the price before the sale struck through, the price paid and the percentage off", async ({
    page,
    request,
  }) => {
    const name = uniqueName("Sale Wallet");
    const wallet = await createProduct(request, { name, price: "59.60", compareAtPrice: "74.50" });
    expect(wallet.compareAtPrice).toBe("74.50");

    // The newest wallet comes first on its category page.
    await page.goto("/handbags?category=wallets");
    const card = cardOf(page, name);
    await expect(card.locator(".product-card-price")).toHaveText("Original price: $74.50 Sale price: $59.60 -20%");
    await expect(card.locator("s")).toHaveText("Original price: $74.50");
    await expect(card.locator("s")).toHaveCSS("text-decoration-line", "line-through");
    await expect(card.locator(".product-card-price").getByText("-20%", { exact: true })).toBeVisible();

    await page.goto(`/single/${wallet.id}`);
    const price = page.locator(".product-details-price");
    await expect(price).toHaveText("Original price: $74.50 Sale price: $59.60 -20%");
    await expect(price.locator("s")).toBeVisible();
    await expect(price.getByText("-20%", { exact: true })).toBeVisible();
  });

  test("search engines, link previews and the cart read the price paid, never the one before the sale", async ({ page, request }) => {
    const wallet = await createProduct(request, { name: uniqueName("Sale Purse"), price: "45.00", compareAtPrice: "60.00" });
    await page.goto(`/single/${wallet.id}`);
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? "{}");
    expect(jsonLd.offers).toMatchObject({ "@type": "Offer", price: "45.00", priceCurrency: "USD" });
    // The price before the sale only as Google's strikethrough price, never as the price of the offer.
    expect(jsonLd.offers.priceSpecification).toEqual({
      "@type": "UnitPriceSpecification",
      priceType: "https://schema.org/StrikethroughPrice",
      price: "60.00",
      priceCurrency: "USD",
    });
    const { priceSpecification: _strikethrough, ...offer } = jsonLd.offers as Record<string, unknown>;
    expect(JSON.stringify({ ...jsonLd, offers: offer })).not.toContain("60.00");
    await expect(page.locator('meta[property="product:price:amount"]')).toHaveAttribute("content", "45.00");

    await addToCart(page, wallet, 2);
    await expect(page.getByTestId("subtotal")).toHaveText("$90.00");
  });

  test("reads in French and in Arabic, right to left", async ({ page, request }) => {
    const wallet = await createProduct(request, { name: uniqueName("Sale Clutch"), price: "80.00", compareAtPrice: "100.00" });
    await page.goto(`/fr/single/${wallet.id}`);
    await expect(page.locator(".product-details-price .visually-hidden")).toHaveText(["Prix d'origine\u00a0:", "Prix soldé\u00a0:"]);
    await expect(page.locator(".product-details-price").getByText("-20\u00a0%", { exact: true })).toBeVisible();

    await page.goto(`/ar/single/${wallet.id}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator(".product-details-price .visually-hidden")).toHaveText(["السعر الأصلي:", "سعر التخفيض:"]);
    await expect(page.locator(".product-details-price").getByText("خصم 20%", { exact: true })).toBeVisible();
    // Prices stay left to right inside the right-to-left line.
    await expect(page.locator(".product-details-price s bdi")).toHaveAttribute("dir", "ltr");
  });

  test("a product not on sale shows its price alone", async ({ page, request }) => {
    const wallet = await createProduct(request, { name: uniqueName("Plain Wallet"), price: "30.00" });
    await page.goto(`/single/${wallet.id}`);
    await expect(page.locator(".product-details-price")).toHaveText("Price: $30.00");
    await expect(page.locator(".product-details-price s")).toHaveCount(0);
    await expect(page.locator(".product-details .sale-badge")).toHaveCount(0);
  });
});

test.describe("compare-at prices in the back office", () => {
  test("staff put a product on sale, are told when the compare-at price is not above the price, and end the sale", async ({
    page,
  }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProduct(page.request, { name: uniqueName("Sale Bag"), price: "49.90" });
    await page.goto(`/product/${product.id}`);
    const form = page.locator("#update-product");
    const compareAt = form.getByLabel("Compare-at price");
    await expect(compareAt).toHaveValue("");
    await expect(compareAt).toHaveAccessibleDescription(/Leave empty when the product is not on sale/);

    // At the price: refused beside the field (in the browser with JavaScript, by the action without), nothing saved.
    await compareAt.fill("49.90");
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(form.getByText(ABOVE_PRICE)).toBeVisible();
    await expect(compareAt).toHaveAttribute("aria-invalid", "true");
    await expect(compareAt).toHaveValue("49.90");
    let saved = await apiJson<SaleAnswer>(page.request, "GET", `products/single/${product.id}`);
    expect(saved.body.compareAtPrice).toBeNull();

    await compareAt.fill("62.4");
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    saved = await apiJson<SaleAnswer>(page.request, "GET", `products/single/${product.id}`);
    expect(saved.body).toMatchObject({ price: "49.90", compareAtPrice: "62.40" });
    // The form shows the stored compare-at price, written with the currency's decimals.
    await page.reload();
    await expect(compareAt).toHaveValue("62.40");

    // The product list marks it, and "On sale only" keeps it while leaving out a product at full price.
    const fullPrice = await createProduct(page.request, { name: uniqueName("Full Bag"), price: "20.00" });
    await page.goto("/products");
    const filters = page.getByRole("search");
    await filters.getByLabel("On sale only").check();
    // With JavaScript, ticking it is enough; without, the filters are sent with Search.
    if (!jsEnabled(testInfo)) await filters.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/[?&]onSale=1/);
    await expect(filters.getByLabel("On sale only")).toBeChecked();
    const row = page.getByRole("row", { name: new RegExp(product.name) });
    await expect(row).toContainText("Sale price: $49.90 -20%");
    await expect(row.locator("s")).toHaveText("Original price: $62.40");
    await expect(page.getByRole("row", { name: new RegExp(fullPrice.name) })).toHaveCount(0);
    const onSale = await apiJson<SaleAnswer[]>(page.request, "GET", "products?onSale=1&limit=200", token);
    expect(onSale.body.every((p) => p.compareAtPrice !== null)).toBe(true);

    // The dashboard's table takes the same filter.
    await page.goto("/dashboard?onSale=1");
    await expect(page.getByRole("row", { name: new RegExp(product.name) })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(fullPrice.name) })).toHaveCount(0);

    // Emptying the field ends the sale.
    await page.goto(`/product/${product.id}`);
    await compareAt.fill("");
    await form.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    saved = await apiJson<SaleAnswer>(page.request, "GET", `products/single/${product.id}`);
    expect(saved.body.compareAtPrice).toBeNull();
  });

  test("a new product can be created on sale, and the add form refuses a compare-at price below the price", async ({ page }) => {
    await loginAs(page, "EDITOR");
    const name = uniqueName("Sale Watch ");
    await page.goto("/products");
    const form = page.locator("#add-product");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price", { exact: true }).fill("100");
    await form.getByLabel("Compare-at price").fill("90");
    await form.getByLabel("Quantity").fill("3");
    await form.getByLabel("Type").selectOption({ label: "Watches" });
    const chooseType = form.getByRole("button", { name: "Choose type" });
    if (await chooseType.count()) await chooseType.click();
    await form.getByLabel("Category").selectOption({ label: "Leather strap" });
    await form.getByLabel("Description", { exact: true }).fill("A watch with a leather strap, on sale.");
    await form.getByLabel("Images").setInputFiles(pngFile("watch.png"));
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(form.getByText(ABOVE_PRICE)).toBeVisible();
    await expect(form.getByLabel("Compare-at price")).toHaveValue("90");

    await form.getByLabel("Compare-at price").fill("125");
    // A file input is never refilled after the action answered (without JavaScript): choose the picture again.
    await form.getByLabel("Images").setInputFiles(pngFile("watch.png"));
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(banner(page)).toContainText("Your product was created!");
    const found = await apiJson<(SaleAnswer & { name: string })[]>(page.request, "GET", `products?q=${encodeURIComponent(name)}`);
    expect(found.body).toHaveLength(1);
    expect(found.body[0]).toMatchObject({ name, price: "100.00", compareAtPrice: "125.00" });
  });
});

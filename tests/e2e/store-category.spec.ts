import { test, type APIRequestContext } from "@playwright/test";
import { categoryPageBySlug } from "../../app/lib/catalog";
import { CATEGORY_PAGE_SIZE } from "../../app/lib/limits";
import { createProduct, expect, jsEnabled, uniqueName } from "./store-helpers";

/** How many products the API holds for a category page, which its count line must say. */
async function productTotal(request: APIRequestContext, slug: string, category?: string): Promise<number> {
  const type = categoryPageBySlug(slug)!.type;
  const res = await request.get(`/api/products/type/${type}?limit=1${category ? `&category=${category}` : ""}`);
  return Number(res.headers()["x-total-count"]);
}

/** SPEC 2: exactly these filters, in this order; handbags has no All. */
const filterLabels: Record<string, string[]> = {
  women: ["All", "Dresses", "Shorts & Skirts", "Jeans", "Shirts"],
  men: ["All", "Slacks", "Jeans", "Shirts"],
  kids: ["All", "Frocks", "Skirts", "Jeans", "Shirts"],
  party: ["All", "Long skirts", "Frocks", "Maxi dress"],
  jewellery: ["All", "Neck sets", "Rings", "Chains", "Bracelets"],
  watches: ["All", "Leather strap", "Steel strap", "Chain type", "Iron strap"],
  shoes: ["All", "Women shoes", "Men shoes", "Casual shoes", "Running shoes"],
  handbags: ["Leather", "Cotton bags", "Wallets", "Jeans bags"],
};

for (const [slug, labels] of Object.entries(filterLabels)) {
  test(`/${slug} has its banner, its filters, the size filter and the product count`, async ({ page }) => {
    await page.goto(`/${slug}`);
    await expect(page.locator(".page-banner img")).toHaveAttribute("src", `/images/store/banner-${slug}.svg`);
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link")).toHaveText(labels);
    const size = page.getByRole("navigation", { name: "Size" });
    await expect(size.getByRole("link")).toHaveText(["Small", "Medium", "Large", "Extra Large"]);
    const total = await productTotal(page.request, slug);
    await expect(page.locator(".product-grid > li")).toHaveCount(Math.min(total, CATEGORY_PAGE_SIZE));
    await expect(page.getByText(`There is ${total} product(s) defined`)).toBeVisible();
  });
}

test("the filter keys of SPEC are the links' query, so a filtered page can be shared", async ({ page }) => {
  await page.goto("/handbags");
  const categories = page.getByRole("navigation", { name: "Categories" });
  await expect(categories.getByRole("link", { name: "Cotton bags" })).toHaveAttribute("href", "/handbags?category=cottonBags");
  await expect(categories.getByRole("link", { name: "Jeans bags" })).toHaveAttribute("href", "/handbags?category=jeansBags");
  await page.goto("/women");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Shorts & Skirts" })).toHaveAttribute(
    "href",
    "/women?category=shorts_and_skirts",
  );
});

test("products are newest first and the filter shows only the chosen category", async ({ page, request }, testInfo) => {
  const older = await createProduct(request, { type: "watches", category: "steel_strap", name: uniqueName("Steel") });
  const newer = await createProduct(request, { type: "watches", category: "leather_strap", name: uniqueName("Leather") });

  await page.goto("/watches");
  const titles = page.locator(".product-grid .product-card-title");
  await expect(titles.first()).toHaveText(newer.name);
  await expect(page.getByRole("link", { name: older.name })).toBeVisible();

  // SPEC 2: the grid empties first, with the loading sign, and the products come back after 700 ms. That state
  // can be over before a busy machine's next round trip to the browser, so the page itself watches for it, on
  // every frame from before the click.
  const emptiedWhileLoading = jsEnabled(testInfo)
    ? page.waitForFunction(
        () => document.querySelector('[data-testid="category-loading"]') !== null && document.querySelector(".product-grid") === null,
        undefined,
        { polling: "raf" },
      )
    : null;
  const chosenAt = Date.now();
  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Steel strap" }).click();
  if (emptiedWhileLoading) await emptiedWhileLoading;
  await expect(page.getByRole("link", { name: older.name })).toBeVisible();
  if (jsEnabled(testInfo)) expect(Date.now() - chosenAt).toBeGreaterThanOrEqual(700);
  await expect(page).toHaveURL(/\/watches\?category=steel_strap$/);
  await expect(page.getByRole("link", { name: newer.name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Steel strap", exact: true })).toHaveAttribute("aria-current", "true");
  const steel = await productTotal(request, "watches", "steel_strap");
  await expect(page.locator(".product-grid > li")).toHaveCount(Math.min(steel, CATEGORY_PAGE_SIZE));
  await expect(page.getByText(`There is ${steel} product(s) defined`)).toBeVisible();

  await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" }).click();
  await expect(page).toHaveURL(/\/watches$/);
  await expect(page.getByRole("link", { name: newer.name })).toBeVisible();
  await expect(page.getByRole("link", { name: older.name })).toBeVisible();
});

test("a shared filtered address opens filtered", async ({ page, request }) => {
  const cotton = await createProduct(request, { type: "handbags", category: "cotton_bags", name: uniqueName("Cotton") });
  const wallet = await createProduct(request, { type: "handbags", category: "wallets", name: uniqueName("Wallet") });
  await page.goto("/handbags?category=cottonBags");
  await expect(page.getByRole("link", { name: cotton.name })).toBeVisible();
  await expect(page.getByRole("link", { name: wallet.name })).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Cotton bags" })).toHaveAttribute("aria-current", "true");
});

test("the size filter lives in the URL, keeps the category, and can be cleared", async ({ page }) => {
  await page.goto("/women?category=dresses");
  const sizes = page.getByRole("navigation", { name: "Size" });
  await expect(sizes.getByRole("link", { name: "Medium" })).toHaveAttribute("href", "/women?category=dresses&size=m");
  await expect(sizes.getByRole("link", { name: "Any size" })).toHaveCount(0);
  await sizes.getByRole("link", { name: "Medium" }).click();
  await expect(page).toHaveURL(/\/women\?category=dresses&size=m$/);
  await expect(sizes.getByRole("link", { name: "Medium" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Dresses" })).toHaveAttribute(
    "aria-current",
    "true",
  );
  // Another category keeps the size; All keeps it too.
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Jeans" })).toHaveAttribute(
    "href",
    "/women?category=jeans&size=m",
  );
  await expect(page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "All" })).toHaveAttribute(
    "href",
    "/women?size=m",
  );

  await sizes.getByRole("link", { name: "Any size" }).click();
  await expect(page).toHaveURL(/\/women\?category=dresses$/);
  await expect(sizes.getByRole("link", { name: "Medium" })).not.toHaveAttribute("aria-current", /.*/);
});

test("a size that is not one of the filter's is ignored, never an error page", async ({ page }) => {
  const res = await page.goto("/women?size=huge");
  expect(res?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Size" }).locator("[aria-current]")).toHaveCount(0);
  const total = await productTotal(page.request, "women");
  await expect(page.getByText(`There is ${total} product(s) defined`)).toBeVisible();
});

test("a long category is paged by the database, and every page is reachable", async ({ page, request }) => {
  // Party wear starts with a handful of demo products; fill it past one page.
  let total = await productTotal(request, "party");
  while (total <= CATEGORY_PAGE_SIZE) {
    await createProduct(request, { type: categoryPageBySlug("party")!.type, category: "frocks", name: uniqueName("Frock") });
    total += 1;
  }
  await page.goto("/party");
  await expect(page.getByText(`There is ${total} product(s) defined`)).toBeVisible();
  const cards = page.locator(".product-grid .product-card-title");
  await expect(cards).toHaveCount(CATEGORY_PAGE_SIZE);
  const firstPage = await cards.allTextContents();

  const pages = page.getByRole("navigation", { name: "Pages" });
  await pages.getByRole("link", { name: "Page 2" }).click();
  await expect(page).toHaveURL(/\/party\?page=2$/);
  await expect(cards).toHaveCount(Math.min(total - CATEGORY_PAGE_SIZE, CATEGORY_PAGE_SIZE));
  const secondPage = await cards.allTextContents();
  expect(secondPage.filter((name) => firstPage.includes(name))).toEqual([]);
  await expect(page.getByText(`There is ${total} product(s) defined`)).toBeVisible();
});

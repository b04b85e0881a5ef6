import { randomBytes } from "node:crypto";
import { test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { CATEGORY_PAGE_SIZE } from "../../app/lib/limits";
import { createPostViaApi } from "./admin-helpers";
import { apiToken } from "./fixtures";
import { expect, expectAddress, jsEnabled } from "./store-helpers";

/**
 * The storefront search (issue 14): the header's box on wide screens and in the phone menu, and the search page
 * at /search?q= in every language, with the category pages' sort and filters, paging, matching posts and its
 * empty states. Each run searches for a word of its own, so other tests' products never change the counts.
 */

interface Made {
  name: string;
  price?: string;
  type?: string;
  category?: string;
  sizes?: { size: string; quantity: number }[];
  translations?: { fr?: { name: string }; ar?: { name: string } };
}

/** Creates the products through the API as an editor, all with one small picture uploaded once. */
async function makeProducts(request: APIRequestContext, products: Made[]) {
  const token = await apiToken(request, "EDITOR");
  const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: "#6f9468" } })
    .png()
    .toBuffer();
  const upload = await request.post("/api/products/upload", {
    headers: { authorization: `Bearer ${token}` },
    multipart: { images: { name: "picture.png", mimeType: "image/png", buffer } },
  });
  expect(upload.status(), "image upload").toBe(201);
  const images = ((await upload.json()) as { images: { url: string }[] }).images;
  for (const product of products) {
    const sizes = product.sizes ?? [{ size: "m", quantity: 4 }];
    const res = await request.post("/api/products/create", {
      headers: { authorization: `Bearer ${token}` },
      data: {
        name: product.name,
        types: product.type ?? "women_s_clothing",
        categories: product.category ?? "dresses",
        price: product.price ?? "40.00",
        quantity: String(sizes.reduce((sum, row) => sum + row.quantity, 0)),
        description: "A product made for the search tests.",
        images,
        sizes,
        ...(product.translations ? { translations: product.translations } : {}),
      },
    });
    expect(res.status(), `creating ${product.name}: ${await res.text()}`).toBe(201);
  }
}

/** The header's search box: beside the menu on wide screens, in the opened phone menu on small ones. */
const headerSearch = (page: Page) => page.locator("header").getByRole("search");

async function submitSearch(page: Page, box: ReturnType<typeof headerSearch>, words: string) {
  await box.getByRole("searchbox").fill(words);
  await box.getByRole("button").click();
}

/** The number of products found, announced to screen readers. */
const count = (page: Page) => page.locator("main").getByRole("status");
const cardTitles = (page: Page) => page.locator(".product-grid .product-card-title");
const cardPrices = async (page: Page) =>
  (await page.locator(".product-grid .product-card-price > :last-child").allTextContents()).map((text) =>
    Number(text.replace(/[^\d.]/g, "")),
  );

test.describe("the storefront search", () => {
  /** A word no other test's product holds. */
  let word = "";
  const many = CATEGORY_PAGE_SIZE + 2;

  test.beforeAll(async ({ request }) => {
    word = `k${randomBytes(3).toString("hex")}`;
    await makeProducts(request, [
      { name: `Robe été ${word}`, price: "55.00" },
      { name: `Sandals ${word}`, type: "shoes", category: "casual_shoes", sizes: [{ size: "38", quantity: 2 }] },
      {
        name: `Linen shirt ${word}`,
        category: "shirts",
        translations: { fr: { name: `Chemise lin ${word}` }, ar: { name: `قميص كتان ${word}` } },
      },
      // Linen pieces to page and narrow: the first half in size M, the rest in size L; prices 10.00, 11.00, …
      ...Array.from({ length: many }, (_, i) => ({
        name: `Linen ${word} ${i + 1}`,
        price: `${10 + i}.00`,
        sizes: [{ size: i < many / 2 ? "m" : "l", quantity: 3 }],
      })),
    ]);
  });

  test("the header's box searches from any page, and 'robe ete' finds 'Robe été'", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/women");
    await submitSearch(page, headerSearch(page), `robe ete ${word}`);
    await expectAddress(page, "/search", { q: `robe ete ${word}` });
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Results for “robe ete ${word}”`);
    await expect(count(page)).toHaveText("1 product found");
    await expect(cardTitles(page)).toHaveText([`Robe été ${word}`]);
    await expect(page).toHaveTitle(`Results for “robe ete ${word}” | Yasmine`);
    // The page keeps a box of its own holding the words, to search again.
    await expect(page.locator("main").getByRole("searchbox")).toHaveValue(`robe ete ${word}`);
  });

  test("on a phone the box opens with the menu", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/home");
    const box = headerSearch(page);
    await expect(box).toBeHidden();
    await page.getByRole("checkbox", { name: "Menu" }).check();
    await expect(box.getByRole("searchbox", { name: "Search products" })).toBeVisible();
    await submitSearch(page, box, `robe ${word}`);
    await expectAddress(page, "/search", { q: `robe ${word}` });
    await expect(cardTitles(page)).toHaveText([`Robe été ${word}`]);
  });

  test("a typo still finds the product: 'sandales' finds 'Sandals'", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(`sandales ${word}`)}`);
    await expect(cardTitles(page)).toHaveText([`Sandals ${word}`]);
  });

  test("counts, sorts by price and filters by size, keeping the words; paging keeps them all", async ({ page }, testInfo) => {
    await page.goto(`/search?q=${encodeURIComponent(`linen ${word}`)}`);
    // The linen pieces and the linen shirt.
    await expect(count(page)).toHaveText(`${many + 1} products found`);
    await expect(page.getByLabel("Sort by")).toHaveValue("relevance");

    await page.getByLabel("Sort by").selectOption({ label: "Price: low to high" });
    if (!jsEnabled(testInfo)) await page.getByRole("button", { name: "Sort", exact: true }).click();
    await expectAddress(page, "/search", { q: `linen ${word}`, sort: "price_asc" });
    await expect.poll(async () => (await cardPrices(page)).slice(0, 3)).toEqual([10, 11, 12]);

    await page.getByRole("navigation", { name: "Size" }).getByRole("link", { name: "Large", exact: true }).click();
    await expectAddress(page, "/search", { q: `linen ${word}`, sort: "price_asc", size: "l" });
    await expect(count(page)).toHaveText(`${many / 2} products found`);
    await expect.poll(async () => (await cardPrices(page))[0]).toBe(10 + many / 2);

    // Without the size filter there are two pages; the second keeps the words, the order and the filters.
    await page.getByRole("link", { name: "Any size" }).click();
    // The filter form is the new page's only once the size has left the address: filled earlier, it would send it.
    await expectAddress(page, "/search", { q: `linen ${word}`, sort: "price_asc" });
    await expect(count(page)).toHaveText(`${many + 1} products found`);
    await page.getByLabel("Lowest price").fill("10");
    await page.getByLabel("Highest price").fill("40");
    await page.getByLabel("In stock only").check();
    await page.getByRole("button", { name: "Apply" }).click();
    const filtered = { q: `linen ${word}`, sort: "price_asc", stock: "1", min: "10", max: "40" };
    await expectAddress(page, "/search", filtered);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 2" }).click();
    await expectAddress(page, "/search", { ...filtered, page: "2" });
    await expect(count(page)).toHaveText(`${many + 1} products found`);
    await expect(cardTitles(page)).toHaveCount(many + 1 - CATEGORY_PAGE_SIZE);
  });

  test("lists the matching posts below the products", async ({ page, request }) => {
    const token = await apiToken(request, "EDITOR");
    const post = await createPostViaApi(request, token, `Linen notes ${word}`);
    await page.goto(`/search?q=${encodeURIComponent(`linen notes ${word}`)}`);
    const posts = page.getByRole("region", { name: "From the blog" });
    await expect(posts.getByRole("link", { name: post.title })).toHaveAttribute("href", `/single-post/${post.id}`);
    // No product has these words: the page says so, and still lists the post.
    await expect(page.getByText(`No product matches “linen notes ${word}”.`)).toBeVisible();
  });

  test("without words the page asks for some and offers the categories", async ({ page }) => {
    for (const address of ["/search", "/search?q=%20%20"]) {
      await page.goto(address);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Search");
      await expect(page.getByText("Type what you are looking for")).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Browse a category" }).getByRole("link", { name: "Women's Clothing" }),
      ).toHaveAttribute("href", "/women");
      await expect(page.locator(".product-grid")).toHaveCount(0);
    }
  });

  test("a search that finds nothing says so and helps", async ({ page }) => {
    await page.goto(`/search?q=${encodeURIComponent(`qzxvwj ${word}`)}`);
    await expect(count(page)).toHaveText("0 products found");
    await expect(page.getByText(`No product matches “qzxvwj ${word}”.`)).toBeVisible();
    await expect(page.getByText("Check the spelling")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Browse a category" }).getByRole("link")).not.toHaveCount(0);
  });

  test("a long or odd query is cut and searched, never an error", async ({ page }) => {
    const long = `${"robe ".repeat(30)}${word}`;
    const response = await page.goto(`/search?q=${encodeURIComponent(long)}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("main").getByRole("searchbox")).toHaveValue("robe ".repeat(20).trim());
    for (const odd of ["50% _off\\", "<b>\"'</b>", "\u0000robe", "😀".repeat(60)]) {
      const answer = await page.goto(`/search?q=${encodeURIComponent(odd)}`);
      expect(answer?.status(), odd).toBe(200);
      await expect(count(page)).toBeVisible();
    }
  });

  test("search results are kept out of search engines", async ({ page }) => {
    await page.goto(`/search?q=${word}`);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const sitemap = await (await page.request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/search");
  });

  test("in French and Arabic: the box searches in the page's language, translated names are found", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/fr/home");
    await submitSearch(page, headerSearch(page), `chemise ${word}`);
    await expectAddress(page, "/fr/search", { q: `chemise ${word}` });
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Résultats pour « chemise ${word} »`);
    await expect(count(page)).toHaveText("1 produit trouvé");
    await expect(cardTitles(page)).toHaveText([`Chemise lin ${word}`]);

    await page.goto("/ar/home");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await submitSearch(page, headerSearch(page), `قميص ${word}`);
    await expectAddress(page, "/ar/search", { q: `قميص ${word}` });
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(count(page)).toHaveText("عُثر على منتج واحد");
    await expect(cardTitles(page)).toHaveText([`قميص كتان ${word}`]);
    // The Arabic page also finds the English name.
    await page.goto(`/ar/search?q=${encodeURIComponent(`linen shirt ${word}`)}`);
    await expect(cardTitles(page)).toHaveText([`قميص كتان ${word}`]);
  });
});

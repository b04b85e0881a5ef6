import { test, type Page } from "@playwright/test";
import { createPostViaApi, placeOrderViaApi } from "./admin-helpers";
import { apiToken, HTTP_ONLY, loginAs } from "./fixtures";
import { createProduct, expect, uniqueName } from "./store-helpers";

/** What search engines and link previews read from the head of a page, with JavaScript on and off. */

async function head(page: Page) {
  const content = (selector: string, attribute = "content") => page.locator(selector).getAttribute(attribute);
  const ldBlocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return {
    description: await content('meta[name="description"]'),
    canonical: await content('link[rel="canonical"]', "href"),
    ogTitle: await content('meta[property="og:title"]'),
    ogType: await content('meta[property="og:type"]'),
    ogUrl: await content('meta[property="og:url"]'),
    ogImage: await content('meta[property="og:image"]'),
    ogSiteName: await content('meta[property="og:site_name"]'),
    robots: await page.locator('meta[name="robots"]').count(),
    ld: ldBlocks.map((text) => JSON.parse(text) as Record<string, unknown>),
  };
}

test("a product page carries its description, canonical URL, Open Graph image and a Product with the live stock", async ({
  page,
  request,
  baseURL,
}) => {
  const product = await createProduct(request, { price: "1249.50", quantity: 2, images: 2, type: "jewellery", category: "rings" });
  await page.goto(`/single/${product.id}?image=1`);
  await expect(page).toHaveTitle(`${product.name} | Yasmine`);
  const seo = await head(page);
  expect(seo.description).toBe("A product made for the end-to-end tests of the store.");
  // The thumbnail choice is not another page.
  expect(seo.canonical).toBe(`${baseURL}/single/${product.id}`);
  expect(seo.ogUrl).toBe(seo.canonical);
  expect(seo.ogType).toBe("product");
  expect(seo.ogTitle).toBe(product.name);
  expect(seo.ogSiteName).toBe("Yasmine");
  expect(seo.ogImage).toBe(`${baseURL}/api/products/images/${product.images[0].url}`);
  expect((await request.get(seo.ogImage!)).status()).toBe(200);
  expect(seo.robots).toBe(0);

  expect(seo.ld).toHaveLength(1);
  expect(seo.ld[0]).toMatchObject({
    "@context": "https://schema.org",
    "@type": "Product",
    name: product.name,
    description: "A product made for the end-to-end tests of the store.",
    // The SKU of its one variant, as the product feeds name it.
    sku: product.variants![0].sku,
    url: `${baseURL}/single/${product.id}`,
    image: product.images.map((image) => `${baseURL}/api/products/images/${image.url}`),
    offers: { "@type": "Offer", price: "1249.50", priceCurrency: "USD", availability: "https://schema.org/InStock" },
  });

  // Someone buys the last two: the next visitor's page says so.
  await placeOrderViaApi(request, "Other Shopper", product.id);
  await page.goto(`/single/${product.id}`);
  await expect(page.locator(".product-details").getByText("Out Stock", { exact: true })).toBeVisible();
  const after = await head(page);
  expect(after.ld[0]).toMatchObject({ offers: { availability: "https://schema.org/OutOfStock", price: "1249.50", priceCurrency: "USD" } });
});

test("markup in a product name stays inside the JSON-LD", async ({ page, request }) => {
  const name = `</script><!--${uniqueName("x").slice(2, 7)}`;
  const product = await createProduct(request, { name });
  let dialogs = 0;
  page.on("dialog", (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/single/${product.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
  const seo = await head(page);
  expect(seo.ld).toHaveLength(1);
  expect(seo.ld[0].name).toBe(name);
  // The raw HTML holds the name only escaped: nothing closes the script element early.
  const html = await (await request.get(`/single/${product.id}`)).text();
  const block = html.match(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/)![1];
  expect(block).not.toContain("<");
  expect(JSON.parse(block).name).toBe(name);
  expect(dialogs).toBe(0);
});

test("a post page carries its description, cover as Open Graph image and a BlogPosting", async ({ page, request, baseURL }) => {
  const token = await apiToken(request, "EDITOR");
  const title = uniqueName("SEO post");
  const post = await createPostViaApi(request, token, title);
  const stored = await (await request.get(`/api/posts/single/${post.id}`)).json();
  await page.goto(`/single-post/${post.id}`);
  await expect(page).toHaveTitle(`${title} | Yasmine`);
  const seo = await head(page);
  expect(seo.description).toBe("A post written by the end-to-end tests.");
  expect(seo.canonical).toBe(`${baseURL}/single-post/${post.id}`);
  expect(seo.ogType).toBe("article");
  expect(seo.ogImage).toBe(`${baseURL}/api/posts/images/${stored.imgUrl}`);
  expect(seo.ld).toHaveLength(1);
  expect(seo.ld[0]).toMatchObject({
    "@type": "BlogPosting",
    headline: title,
    description: "A post written by the end-to-end tests.",
    image: [`${baseURL}/api/posts/images/${stored.imgUrl}`],
    datePublished: stored.createAt,
    dateModified: stored.updateAt,
    author: { "@type": "Person", name: stored.author },
  });
});

test("the other storefront pages have a description and a canonical URL; sign-in is kept out of search", async ({ page, baseURL }) => {
  for (const [path, canonical] of [
    ["/home", "/home"],
    ["/women?category=dresses&utm_source=mail", "/women?category=dresses"],
    ["/handbags?category=unknown", "/handbags"],
    ["/women?size=m&category=dresses&utm_source=mail", "/women?category=dresses&size=m"],
    ["/women?size=huge", "/women"],
    ["/about", "/about"],
    ["/contact", "/contact"],
    ["/cart", "/cart"],
  ]) {
    await page.goto(path);
    const seo = await head(page);
    expect(seo.description, path).toBeTruthy();
    expect(seo.canonical, path).toBe(`${baseURL}${canonical}`);
    expect(seo.ogImage, path).toMatch(/^http:\/\/.+\.(jpg|jpeg|png|webp)$/);
    expect(seo.robots, path).toBe(0);
  }
  await page.goto("/login");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
});

test("back-office pages tell search engines to stay away", async ({ page }) => {
  await loginAs(page, "EDITOR");
  for (const path of ["/dashboard", "/products", "/orders", "/posts", "/messages", "/profile"]) {
    await page.goto(path);
    await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.locator('link[rel="canonical"]'), path).toHaveCount(0);
  }
});

test(
  "robots.txt and the sitemap lead crawlers to the new product and away from the back office",
  HTTP_ONLY,
  async ({ request, baseURL }) => {
    const product = await createProduct(request);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    const rules = await robots.text();
    expect(rules).toContain("Disallow: /dashboard");
    expect(rules).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await request.get("/sitemap.xml");
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()["content-type"]).toContain("application/xml");
    expect(await sitemap.text()).toContain(`<loc>${baseURL}/single/${product.id}</loc>`);
  },
);

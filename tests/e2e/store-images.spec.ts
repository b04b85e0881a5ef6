import { test, type Locator, type Page } from "@playwright/test";
import { createProduct, expect, jsEnabled } from "./store-helpers";

const imagePath = (name: string) => `/api/products/images/${name}`;
const variant = (name: string, width: number) => imagePath(name.replace(/\.[a-z]+$/, `-${width}.webp`));

/** A 1200 px original has the 320, 640 and 1024 variants, then itself. */
const srcsetOf1200 = (name: string) =>
  `${variant(name, 320)} 320w, ${variant(name, 640)} 640w, ${variant(name, 1024)} 1024w, ${imagePath(name)} 1200w`;

/** The width `sizes` announces for an image at the current viewport, worked out by the browser's own media queries and CSS. */
function announcedWidth(image: Locator): Promise<number> {
  return image.evaluate((img) => {
    const probe = document.createElement("div");
    probe.style.position = "absolute";
    document.body.append(probe);
    for (const entry of img
      .getAttribute("sizes")!
      .split(/,(?![^(]*\))/)
      .map((s) => s.trim())) {
      const m = /^(\(.*?\))\s+(.+)$/.exec(entry);
      if (m && !matchMedia(m[1]).matches) continue;
      probe.style.width = m ? m[2] : entry;
      break;
    }
    const width = probe.getBoundingClientRect().width;
    probe.remove();
    return width;
  });
}

/** `sizes` may round up a little (borders, gutters), never promise less than is shown nor far more. */
async function expectSizesMatchLayout(image: Locator) {
  const shown = (await image.boundingBox())!.width;
  const announced = await announcedWidth(image);
  expect(announced, "sizes covers the shown width").toBeGreaterThanOrEqual(shown - 1);
  expect(announced, "sizes is not much wider than the shown width").toBeLessThanOrEqual(shown + 8);
}

function preloads(page: Page) {
  return page.locator('head link[rel="preload"][as="image"]');
}

test("the product page offers WebP variants to fit the layout and preloads its main picture", async ({ page, request }, testInfo) => {
  const product = await createProduct(request, { images: 2, imageSize: 1200 });
  const [first, second] = product.images;
  expect(first).toEqual({ url: first.url, width: 1200, height: 1200 });
  await page.goto(`/single/${product.id}`);

  const main = page.locator("#main-image img");
  await expect(main).toHaveAttribute("srcset", srcsetOf1200(first.url));
  await expect(main).toHaveAttribute("src", imagePath(first.url));
  await expect(main).toHaveAttribute("width", "1200");
  await expect(main).toHaveAttribute("height", "1200");
  await expect(main).toHaveAttribute("loading", "eager");
  await expect(main).toHaveAttribute("fetchpriority", "high");
  await expect(main).toHaveAttribute("alt", product.name);
  await expectSizesMatchLayout(main);
  // The browser really fetched a variant, not the original: 534 px shown on a 1280 px screen needs the 640 one.
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-640\.webp$/);

  // The same candidates and sizes are preloaded, with high priority and no href a browser could fetch as well.
  const preload = preloads(page);
  await expect(preload).toHaveCount(1);
  await expect(preload).toHaveAttribute("imagesrcset", srcsetOf1200(first.url));
  await expect(preload).toHaveAttribute("imagesizes", (await main.getAttribute("sizes"))!);
  await expect(preload).toHaveAttribute("fetchpriority", "high");
  expect(await preload.getAttribute("href")).toBeNull();

  // Thumbnails are small and below the fold; the blurred banner takes the smallest copy.
  const thumbs = page.locator(".gallery-thumbs img");
  await expect(thumbs).toHaveCount(2);
  await expect(thumbs.nth(1)).toHaveAttribute("srcset", srcsetOf1200(second.url));
  await expect(thumbs.nth(1)).toHaveAttribute("sizes", "72px");
  await expect(thumbs.nth(1)).toHaveAttribute("loading", "lazy");
  await expect(thumbs.nth(1)).toHaveAttribute("decoding", "async");
  await expect(page.locator(".page-banner img")).toHaveAttribute("src", variant(first.url, 320));
  await expect(page.locator(".page-banner img")).toHaveAttribute("width", "320");

  for (const width of [320, 640, 1024]) {
    const res = await request.get(variant(first.url, width));
    expect(res.status(), `${width}`).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/webp");
    expect(res.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  }

  // Choosing another picture moves the preload with it (a new document without JavaScript, a client render with it).
  await page.getByRole("link", { name: "Show image 2" }).click();
  await expect(main).toHaveAttribute("srcset", srcsetOf1200(second.url));
  await expect(preloads(page)).toHaveAttribute("imagesrcset", srcsetOf1200(second.url));
  if (jsEnabled(testInfo)) await expect(preloads(page)).toHaveCount(1);
});

test("on a phone the product page's pictures fit the narrow layout", async ({ page, request }) => {
  // The newest other product is the first of "More Products".
  const product = await createProduct(request, { images: 1, imageSize: 1200 });
  await createProduct(request, { images: 1, imageSize: 1200 });
  await page.setViewportSize({ width: 400, height: 800 });
  await page.goto(`/single/${product.id}`);
  const main = page.locator("#main-image img");
  await expectSizesMatchLayout(main);
  // 376 px shown: the 640 variant is the smallest that is sharp, the 1200 px original is not needed.
  await expect.poll(() => main.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc)).toMatch(/-640\.webp$/);
  // Pictures too small for variants have no srcset, hence no sizes.
  const cards = page.getByRole("region", { name: "More Products" }).locator("img[sizes]");
  await expect(cards.first()).toHaveAttribute("loading", "lazy");
  for (let i = 0; i < (await cards.count()); i++) {
    await cards.nth(i).scrollIntoViewIfNeeded();
    await expectSizesMatchLayout(cards.nth(i));
  }
});

test("a category page sizes its cards for the grid beside the filters and preloads its banner", async ({ page, request }) => {
  const product = await createProduct(request, { type: "women_s_clothing", category: "dresses", imageSize: 1200 });
  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 400, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto("/women");
    const banner = page.locator(".page-banner img");
    await expect(banner).toHaveAttribute("fetchpriority", "high");
    await expect(preloads(page)).toHaveCount(1);
    await expect(preloads(page)).toHaveAttribute("href", "/images/store/banner-women.svg");
    await expect(preloads(page)).toHaveAttribute("fetchpriority", "high");

    const cards = page.locator(".product-grid img");
    const first = cards.first();
    await expect(first).toHaveAttribute("alt", product.name);
    await expect(first).toHaveAttribute("srcset", srcsetOf1200(product.images[0].url));
    await expect(first).toHaveAttribute("width", "1200");
    await expect(first).toHaveAttribute("height", "1200");
    await expect(first).toHaveAttribute("loading", "eager");
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      await expect(cards.nth(i)).toHaveAttribute("width", /^\d+$/);
      await expect(cards.nth(i)).toHaveAttribute("height", /^\d+$/);
      // A picture narrower than the smallest variant (other tests upload 40 px ones) has no srcset to size.
      if (!(await cards.nth(i).getAttribute("srcset"))) continue;
      await expect(cards.nth(i)).toHaveAttribute("sizes", /.+/);
      await expectSizesMatchLayout(cards.nth(i));
    }
    if (count > 3) {
      await expect(cards.nth(3)).toHaveAttribute("loading", "lazy");
      await expect(cards.nth(3)).toHaveAttribute("decoding", "async");
    }
  }
});

test("the home page preloads its hero, the largest picture", async ({ page }) => {
  await page.goto("/home");
  await expect(preloads(page)).toHaveCount(1);
  await expect(preloads(page)).toHaveAttribute("href", "/images/store/hero.svg");
  await expect(page.locator(".home-hero-image")).toHaveAttribute("fetchpriority", "high");
});

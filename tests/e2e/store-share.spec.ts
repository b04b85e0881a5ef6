import { test, type Page } from "@playwright/test";
import { createColorProduct } from "./color-helpers";
import { waitForHydration } from "./fixtures";
import { expect, jsEnabled, uniqueName } from "./store-helpers";

/**
 * The product page shares well: a feed's link opens it on a colour with a size chosen, its share links are plain
 * links carrying the colour shown, and its link preview shows that colour's picture, price and stock. With
 * JavaScript and without.
 */

const meta = (page: Page, property: string) => page.locator(`meta[property="${property}"]`);

test("a product page opens on the size of its address, and its share links and preview follow the colour shown", async ({
  page,
  request,
  baseURL,
}) => {
  const name = uniqueName("Shared dress");
  const dress = await createColorProduct(
    request,
    [
      {
        name: "Emerald",
        hex: "#1f7a4d",
        family: "green",
        sizes: [
          { size: "s", quantity: 6 },
          { size: "m", quantity: 7 },
        ],
      },
      {
        name: "Black",
        hex: "#111111",
        family: "black",
        images: 2,
        sizes: [
          { size: "s", quantity: 0 },
          { size: "m", quantity: 8 },
          { size: "l", quantity: 9 },
        ],
      },
    ],
    { name, price: "89.90" },
  );
  const [emerald, black] = dress.colors!;
  const pageUrl = `${baseURL}/single/${dress.id}`;

  // A feed's link: the colour shown, and its size chosen rather than the first one in stock.
  await page.goto(`/single/${dress.id}?color=${black.id}&size=l`);
  await waitForHydration(page);
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: "L", exact: true })).toBeChecked();
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).not.toBeChecked();
  // A sold-out size is not chosen: the first size in stock is.
  await page.goto(`/single/${dress.id}?color=${black.id}&size=s`);
  await waitForHydration(page);
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toBeChecked();

  // The link preview: the colour's first picture, the price shown, the colour's stock; the canonical address stays.
  await expect(page.locator(".product-details-price")).toHaveText("Price: $89.90");
  await expect(meta(page, "og:image")).toHaveAttribute("content", `${baseURL}/api/products/images/${black.images[0].url}`);
  await expect(meta(page, "product:price:amount")).toHaveAttribute("content", "89.90");
  await expect(meta(page, "product:price:currency")).toHaveAttribute("content", "USD");
  await expect(meta(page, "product:availability")).toHaveAttribute("content", "in stock");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", pageUrl);

  // The share links: plain links to WhatsApp and Facebook, in a new tab, carrying the colour shown.
  const expectSharing = async (colorId: number) => {
    const link = `${pageUrl}?color=${colorId}`;
    const whatsapp = page.getByRole("link", { name: "Share on WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(`${name} – $89.90 – ${link}`)}`);
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", "noopener noreferrer");
    const facebook = page.getByRole("link", { name: "Share on Facebook" });
    await expect(facebook).toHaveAttribute("href", `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`);
    await expect(facebook).toHaveAttribute("rel", "noopener noreferrer");
    // "Copy the link" opens a field holding the link, ready to select, without JavaScript too.
    const field = page.getByRole("textbox", { name: "Link to this product" });
    if (!(await field.isVisible())) await page.getByText("Copy the link", { exact: true }).click();
    await expect(field).toBeVisible();
    await expect(field).toHaveValue(link);
    await expect(field).toHaveAttribute("readonly", "");
  };
  await expectSharing(black.id);
  // Nothing of Meta's or Google's is loaded by the page.
  expect(await page.locator('script[src*="facebook"], script[src*="whatsapp"], iframe').count()).toBe(0);

  // Another colour: at once with JavaScript (the same document), through "Show this colour" without it.
  if (jsEnabled(test.info())) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const colors = page.getByRole("group", { name: "Colour" });
  await colors.getByText("Emerald", { exact: true }).click();
  if (!jsEnabled(test.info())) await colors.getByRole("button", { name: "Show this colour" }).click();
  await expect(colors.getByRole("radio", { name: "Emerald", exact: true })).toBeChecked();
  await expectSharing(emerald.id);
  if (jsEnabled(test.info())) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
  await expect(page).toHaveURL(new RegExp(`/single/${dress.id}\\?color=${emerald.id}$`));
  await expect(meta(page, "og:image")).toHaveAttribute("content", `${baseURL}/api/products/images/${emerald.images[0].url}`);

  // In Arabic, the same links, in Arabic words, to the Arabic page.
  await page.goto(`/ar/single/${dress.id}?color=${emerald.id}`);
  await expect(page.getByRole("link", { name: "شارك عبر واتساب" })).toHaveAttribute(
    "href",
    new RegExp(`^https://wa\\.me/\\?text=.*${encodeURIComponent(`${baseURL}/ar/single/${dress.id}?color=${emerald.id}`)}$`),
  );
  await expect(page.getByRole("link", { name: "شارك عبر فيسبوك" })).toBeVisible();
});

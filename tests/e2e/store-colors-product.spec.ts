import { test, type APIRequestContext, type Page } from "@playwright/test";
import type { Product, ProductColor } from "../../app/lib/types";
import { createColorProduct } from "./color-helpers";
import { waitForHydration } from "./fixtures";
import { expect, jsEnabled, uniqueName } from "./store-helpers";

/**
 * A dress in three colours: emerald (two pictures; S low at 2, M sold out, L plenty), black (one picture; M, and
 * L low at 1) and ivory, sold out in every size.
 */
async function createDress(
  request: APIRequestContext,
): Promise<{ dress: Product; emerald: ProductColor; black: ProductColor; ivory: ProductColor }> {
  const dress = await createColorProduct(
    request,
    [
      {
        name: "Emerald",
        fr: "Émeraude",
        ar: "زمردي",
        hex: "#1f7a4d",
        family: "green",
        images: 2,
        sizes: [
          { size: "s", quantity: 2 },
          { size: "m", quantity: 0 },
          { size: "l", quantity: 8 },
        ],
      },
      {
        name: "Black",
        fr: "Noir",
        ar: "أسود",
        hex: "#111111",
        family: "black",
        sizes: [
          { size: "m", quantity: 5 },
          { size: "l", quantity: 1 },
        ],
      },
      { name: "Ivory", fr: "Ivoire", ar: "عاجي", hex: "#f4efe1", family: "white", sizes: [{ size: "m", quantity: 0 }] },
    ],
    { name: uniqueName("Wrap dress") },
  );
  const [emerald, black, ivory] = dress.colors!;
  return { dress, emerald, black, ivory };
}

const mainImage = (page: Page) => page.locator("#main-image img");
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

async function cartCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cart-list")?.value;
}

/** Picks a swatch as a shopper does: with JavaScript it shows at once; without, "Show this colour" opens its page. */
async function pickColor(page: Page, colors: ReturnType<Page["getByRole"]>, name: string, show: string) {
  await colors.getByText(name, { exact: true }).click();
  await expect(colors.getByRole("radio", { name, exact: true })).toBeChecked();
  if (!jsEnabled(test.info())) await colors.getByRole("button", { name: show }).click();
}

test("swatches are labelled radios; a colour shows its own pictures and sizes, at its own address, and goes to the cart", async ({
  page,
  request,
}) => {
  const { dress, emerald, black } = await createDress(request);
  await page.goto(`/single/${dress.id}`);
  await waitForHydration(page);

  const colors = page.getByRole("group", { name: "Colour" });
  await expect(colors.getByRole("radio")).toHaveCount(3);
  // The first colour in stock is shown: its two pictures, and its sizes with their stock in words.
  await expect(colors.getByRole("radio", { name: "Emerald", exact: true })).toBeChecked();
  await expect(mainImage(page)).toHaveAttribute("src", new RegExp(escaped(emerald.images[0].url)));
  await expect(page.getByRole("list", { name: "Product images" }).getByRole("link")).toHaveCount(2);
  const sizes = page.getByRole("group", { name: "Size" });
  await expect(sizes.getByRole("radio", { name: "S Only 2 left", exact: true })).toBeChecked();
  await expect(sizes.getByRole("radio", { name: "M sold out", exact: true })).toBeDisabled();
  await expect(sizes.getByRole("radio", { name: "L", exact: true })).toBeEnabled();

  // With JavaScript the page stays the same document: nothing is reloaded.
  if (jsEnabled(test.info())) await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  await pickColor(page, colors, "Black", "Show this colour");
  await expect(mainImage(page)).toHaveAttribute("src", new RegExp(escaped(black.images[0].url)));
  await expect(page.getByRole("list", { name: "Product images" })).toHaveCount(0);
  await expect(sizes.getByRole("radio")).toHaveCount(2);
  await expect(sizes.getByRole("radio", { name: "M", exact: true })).toBeChecked();
  await expect(sizes.getByRole("radio", { name: "L Only 1 left", exact: true })).toBeEnabled();
  await expect(page).toHaveURL(new RegExp(`/single/${dress.id}\\?color=${black.id}$`));
  if (jsEnabled(test.info())) expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

  await sizes.getByText("L", { exact: true }).click();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
  expect(await cartCookie(page)).toBe(`${dress.id}.l~${black.id}:1`);
});

test("a sold-out colour is marked and can be viewed, but not added", async ({ page, request }) => {
  const { dress, ivory } = await createDress(request);
  await page.goto(`/single/${dress.id}?color=${ivory.id}`);
  const colors = page.getByRole("group", { name: "Colour" });
  const swatch = colors.getByRole("radio", { name: "Ivory sold out", exact: true });
  await expect(swatch).toBeChecked();
  await expect(colors.locator(`label[for="color-${ivory.id}"] b`)).toHaveCSS("text-decoration-line", "line-through");
  await expect(mainImage(page)).toHaveAttribute("src", new RegExp(escaped(ivory.images[0].url)));
  await expect(page.getByText("Out Stock", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add to cart" })).toBeDisabled();
});

test("an unknown colour shows the default one; the canonical address and the JSON-LD are the product's", async ({ page, request }) => {
  const { dress, emerald } = await createDress(request);
  const other = await createDress(request);
  for (const unknown of ["999999999", "green", String(other.black.id)]) {
    const response = await page.goto(`/single/${dress.id}?color=${unknown}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("group", { name: "Colour" }).getByRole("radio", { name: "Emerald", exact: true })).toBeChecked();
    await expect(mainImage(page)).toHaveAttribute("src", new RegExp(escaped(emerald.images[0].url)));
  }
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/single/${dress.id}$`));
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent())!) as {
    "@type": string;
    hasVariant: { color: string; size: string; url: string; offers: { availability: string } }[];
  };
  expect(ld["@type"]).toBe("ProductGroup");
  expect(ld.hasVariant.map((v) => [v.color, v.size, v.offers.availability.replace("https://schema.org/", "")])).toEqual([
    ["Emerald", "S", "InStock"],
    ["Emerald", "M", "OutOfStock"],
    ["Emerald", "L", "InStock"],
    ["Black", "M", "InStock"],
    ["Black", "L", "InStock"],
    ["Ivory", "M", "OutOfStock"],
  ]);
  // Each variant's address opens the page on its colour with its size chosen, as the product feeds' links do.
  expect(ld.hasVariant[3].url).toMatch(new RegExp(`/single/${dress.id}\\?color=${dress.colors![1].id}&size=m$`));
});

test("a colour that is not the product's, or is sold out, answers beside the swatches and adds nothing", async ({ page, request }) => {
  const { dress, ivory } = await createDress(request);
  const other = await createDress(request);
  // A crafted form (or a page left open while the colour was removed): the colour posted is rewritten on its way
  // to the server, whoever sends it (the page's script or the browser), so no render of the page can undo it.
  const postColor = async (id: number) => {
    await page.unrouteAll({ behavior: "wait" });
    await page.route(
      (url) => url.pathname === `/single/${dress.id}`,
      async (route) => {
        if (route.request().method() !== "POST") return route.continue();
        const form = new URLSearchParams(route.request().postData() ?? "");
        form.set("color", String(id));
        await route.continue({ postData: form.toString() });
      },
    );
  };
  const colors = page.getByRole("group", { name: "Colour" });

  await postColor(other.emerald.id);
  await page.goto(`/single/${dress.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(colors.getByRole("alert")).toHaveText("Choose one of this product's colours before adding it to your cart");
  await expect(colors).toHaveAttribute("aria-describedby", "color-error");
  expect(await cartCookie(page)).toBeUndefined();

  await postColor(ivory.id);
  await page.goto(`/single/${dress.id}`);
  await waitForHydration(page);
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(colors.getByRole("alert")).toHaveText("Ivory is sold out. Choose another colour");
  expect(await cartCookie(page)).toBeUndefined();
});

test("in Arabic, right to left: the swatches in Arabic, a colour at its own address, and the cart keeps it", async ({ page, request }) => {
  const { dress, emerald, black } = await createDress(request);
  await page.goto(`/ar/single/${dress.id}`);
  await waitForHydration(page);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const colors = page.getByRole("group", { name: "اللون" });
  await expect(colors.getByRole("radio", { name: "زمردي", exact: true })).toBeChecked();
  await expect(colors.getByRole("radio", { name: "عاجي نفد", exact: true })).toBeVisible();
  await expect(mainImage(page)).toHaveAttribute("src", new RegExp(escaped(emerald.images[0].url)));

  await pickColor(page, colors, "أسود", "اعرض هذا اللون");
  await expect(mainImage(page)).toHaveAttribute("src", new RegExp(escaped(black.images[0].url)));
  await expect(page).toHaveURL(new RegExp(`/ar/single/${dress.id}\\?color=${black.id}$`));
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  expect(await cartCookie(page)).toBe(`${dress.id}.m~${black.id}:1`);
});

import { test, type APIRequestContext, type Page } from "@playwright/test";
import { apiToken } from "./fixtures";
import { authed, pngFile } from "./admin-helpers";
import { expect, expectAddress, uniqueName } from "./store-helpers";

/** Uploads one picture and answers its stored name. */
async function upload(request: APIRequestContext, token: string): Promise<string> {
  const res = await request.post("/api/products/upload", { headers: authed(token), multipart: { images: pngFile() } });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { images: { url: string }[] }).images[0].url;
}

interface Shade {
  name: string;
  ar: string;
  family: string;
  hex: string;
  image: string;
  sizes: { size: string; quantity: number }[];
}

async function createDress(request: APIRequestContext, token: string, name: string, price: string, colors: Shade[], image?: string) {
  const res = await request.post("/api/products/create", {
    headers: authed(token),
    data: {
      types: "women_s_clothing",
      categories: "dresses",
      name,
      price,
      quantity: "2",
      description: "A dress made by the end-to-end tests.",
      images: image ? [{ url: image }] : [],
      colors: colors.map((color) => ({
        name: color.name,
        translations: { ar: { name: color.ar } },
        hex: color.hex,
        family: color.family,
        images: [{ url: color.image }],
        sizes: color.sizes,
      })),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/**
 * Three dresses at a price no other test uses, so that the price range shows exactly them: one in green and black
 * (green first sold out, so the unfiltered card would show black), one in black only, one without colours.
 */
async function threeDresses(request: APIRequestContext) {
  const token = await apiToken(request, "SUPER_ADMIN");
  const price = `${7000 + Math.floor(Math.random() * 2000)}.${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`;
  const [greenPicture, blackPicture, otherPicture, plainPicture] = [
    await upload(request, token),
    await upload(request, token),
    await upload(request, token),
    await upload(request, token),
  ];
  const names = { twoTone: uniqueName("Fern Dress"), black: uniqueName("Coal Dress"), plain: uniqueName("Plain Dress") };
  await createDress(request, token, names.twoTone, price, [
    { name: "Fern", ar: "سرخسي", family: "green", hex: "#2e7d4f", image: greenPicture, sizes: [{ size: "s", quantity: 0 }] },
    { name: "Coal", ar: "فحمي", family: "black", hex: "#222222", image: blackPicture, sizes: [{ size: "m", quantity: 2 }] },
  ]);
  await createDress(request, token, names.black, price, [
    { name: "Coal", ar: "فحمي", family: "black", hex: "#222222", image: otherPicture, sizes: [{ size: "m", quantity: 1 }] },
  ]);
  await createDress(request, token, names.plain, price, [], plainPicture);
  return { price, names, greenPicture, blackPicture };
}

const cards = (page: Page) => page.locator(".product-grid .product-card");
const stem = (file: string) => file.replace(/\.[a-z]+$/, "");

test("a category filtered by a colour family lists only the products in it, with their swatches and the matching colour's picture", async ({
  page,
  request,
}) => {
  const { price, names, greenPicture, blackPicture } = await threeDresses(request);
  await page.goto(`/women?min=${price}&max=${price}`);
  await expect(cards(page)).toHaveCount(3);
  // Unfiltered, the two-tone dress shows the colour in stock (black); the plain dress has no swatches.
  const twoTone = cards(page).filter({ hasText: names.twoTone });
  await expect(twoTone.locator("img")).toHaveAttribute("src", new RegExp(stem(blackPicture)));
  await expect(cards(page).filter({ hasText: names.plain }).locator(".product-card-colors > span[style]")).toHaveCount(0);

  const colours = page.getByRole("navigation", { name: "Colour" });
  await colours.getByRole("link", { name: "Green" }).click();
  await expectAddress(page, "/women", { color: "green", min: price, max: price });
  await expect(colours.getByRole("link", { name: "Green" })).toHaveAttribute("aria-current", "true");
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByText("There is 1 product(s) defined")).toBeVisible();
  await expect(twoTone).toHaveCount(1);
  await expect(twoTone.locator(".product-card-colors > span[style]")).toHaveCount(2);
  await expect(twoTone.getByText("Colours: Fern, Coal")).toBeAttached();
  await expect(twoTone.locator("img")).toHaveAttribute("src", new RegExp(stem(greenPicture)));

  // Black: both dresses in it; "Any colour" lists the three again, the price range kept.
  await colours.getByRole("link", { name: "Black" }).click();
  await expectAddress(page, "/women", { color: "black", min: price, max: price });
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: names.black }).getByText("Colours: Coal")).toBeAttached();
  await colours.getByRole("link", { name: "Any colour" }).click();
  await expectAddress(page, "/women", { min: price, max: price });
  await expect(cards(page)).toHaveCount(3);
});

test("in Arabic, the colour filter names the families in Arabic and the cards name their colours in Arabic", async ({ page, request }) => {
  const { price, names, greenPicture } = await threeDresses(request);
  await page.goto(`/ar/women?min=${price}&max=${price}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(cards(page)).toHaveCount(3);
  const colours = page.getByRole("navigation", { name: "اللون" });
  await colours.getByRole("link", { name: "أخضر" }).click();
  await expectAddress(page, "/ar/women", { color: "green", min: price, max: price });
  await expect(cards(page)).toHaveCount(1);
  const twoTone = cards(page).filter({ hasText: names.twoTone });
  await expect(twoTone.locator(".product-card-colors > span[style]")).toHaveCount(2);
  await expect(twoTone.getByText(/^الألوان: سرخسي.*فحمي$/)).toBeAttached();
  await expect(twoTone.locator("img")).toHaveAttribute("src", new RegExp(stem(greenPicture)));
  await expect(colours.getByRole("link", { name: "كل الألوان" })).toBeVisible();
});

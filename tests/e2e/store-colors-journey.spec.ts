import type { Page } from "@playwright/test";
import type { Order, Product } from "../../app/lib/types";
import { createColorProduct } from "./color-helpers";
import { loginAs, test } from "./fixtures";
import { expect, jsEnabled, newestOrders, orderFromCart, uniqueName } from "./store-helpers";

/**
 * A shopper's whole way with a product in colours, as issue 34 tells it, with JavaScript and without: she filters
 * women's clothing by green, opens a dress, switches to black and sees its pictures, adds it in M, adds green in S,
 * sees two cart lines, orders, and sees both colours on her order's page; staff see them in the order modal, and
 * each colour's stock went down by one.
 */

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** Shows a colour as a shopper does: with JavaScript at once; without, "Show this colour" opens its page. */
async function showColor(page: Page, name: string): Promise<void> {
  const colors = page.getByRole("group", { name: "Colour" });
  // The legend repeats the colour shown; the swatch is the label.
  await colors.locator("label").getByText(name, { exact: true }).click();
  if (!jsEnabled(test.info())) await colors.getByRole("button", { name: "Show this colour" }).click();
  await expect(colors.getByRole("radio", { name, exact: true })).toBeChecked();
}

async function addInSize(page: Page, size: string): Promise<void> {
  const sizes = page.getByRole("group", { name: "Size" });
  await sizes.locator(`label[for="size-${size}"]`).click();
  await expect(sizes.locator(`input[value="${size}"]`)).toBeChecked();
  await page.getByRole("button", { name: "Add to cart" }).click();
  await expect(page).toHaveURL(/\/cart$/);
}

async function stockByColor(page: Page, id: number): Promise<Record<string, Record<string, number>>> {
  const product = (await (await page.request.get(`/api/products/single/${id}`)).json()) as Product;
  return Object.fromEntries(
    (product.colors ?? []).map((color) => [color.name, Object.fromEntries(color.sizes.map((row) => [row.size, row.quantity]))]),
  );
}

test("a shopper filters by green, switches the dress to black, orders black M and green S, and the shop sees both colours", async ({
  page,
  request,
}) => {
  const name = uniqueName("Journey dress");
  const dress = await createColorProduct(
    request,
    [
      {
        name: "Green",
        fr: "Vert",
        ar: "أخضر",
        hex: "#1f7a4d",
        family: "green",
        images: 2,
        sizes: [
          { size: "s", quantity: 4 },
          { size: "m", quantity: 4 },
        ],
      },
      {
        name: "Black",
        fr: "Noir",
        ar: "أسود",
        hex: "#141414",
        family: "black",
        images: 2,
        sizes: [
          { size: "s", quantity: 4 },
          { size: "m", quantity: 4 },
        ],
      },
    ],
    { name },
  );
  const [green, black] = dress.colors!;

  // Women's clothing, filtered by green: the dress is there, with its green picture.
  await page.goto("/women");
  await page.getByRole("navigation", { name: "Colour" }).getByRole("link", { name: "Green", exact: true }).click();
  await expect(page).toHaveURL(/[?&]color=green\b/);
  const card = page
    .locator(".product-card, article")
    .filter({ has: page.getByRole("link", { name, exact: true }) })
    .first();
  await expect(card.locator("img").first()).toHaveAttribute("src", new RegExp(escaped(green.images[0].url.replace(/\.\w+$/, ""))));
  await card.getByRole("link", { name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/single/${dress.id}`));

  // Black, with its own pictures, in M.
  await showColor(page, "Black");
  await expect(page.locator("#main-image img")).toHaveAttribute("src", new RegExp(escaped(black.images[0].url)));
  await addInSize(page, "m");

  // Back to the dress for green in S.
  await page.goto(`/single/${dress.id}`);
  await showColor(page, "Green");
  await expect(page.locator("#main-image img")).toHaveAttribute("src", new RegExp(escaped(green.images[0].url)));
  await addInSize(page, "s");

  const lines = page.locator(".cart-table tbody tr");
  await expect(lines).toHaveCount(2);
  await expect(lines.filter({ hasText: "Colour: Black" }).filter({ hasText: "Size: M" })).toHaveCount(1);
  await expect(lines.filter({ hasText: "Colour: Green" }).filter({ hasText: "Size: S" })).toHaveCount(1);

  const fullName = uniqueName("Nour");
  await orderFromCart(page, fullName);
  const ordered = page.getByTestId("order-line");
  await expect(ordered).toHaveCount(2);
  await expect(ordered.filter({ hasText: "Colour: Green" })).toContainText("Size: S");
  await expect(ordered.filter({ hasText: "Colour: Black" })).toContainText("Size: M");

  // Each colour and size sold went down by one, and nothing else moved.
  expect(await stockByColor(page, dress.id)).toEqual({ Green: { s: 3, m: 4 }, Black: { s: 4, m: 3 } });

  const order = (await newestOrders(request)).find((placed) => placed.fullName === fullName) as Order;
  await loginAs(page, "ADMIN");
  await page.goto(`/orders/${order.id}`);
  const modal = page.getByRole("dialog");
  await expect(modal.getByTestId("order-line-color")).toHaveText(["Green", "Black"]);
});

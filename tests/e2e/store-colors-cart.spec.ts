import type { APIRequestContext, Page } from "@playwright/test";
import sharp from "sharp";
import type { Order, Product } from "../../app/lib/types";
import { apiToken, loginAs, storeHostname, test } from "./fixtures";
import { createProduct, expect, newestOrders, orderFromCart, sendOrder, shippingDetails, uniqueName } from "./store-helpers";

/**
 * The cart, the checkout and the order's pages with a product in colours (issue 34). The product page's colour
 * picker is not what these tests are about: the lines go into the cart cookie as the picker writes them
 * (`id.size~colour:quantity`, app/lib/cart.ts).
 */

/** A dress in green and black, each with its own picture and three of S and of M. */
async function createColouredDress(request: APIRequestContext): Promise<Product> {
  const headers = { authorization: `Bearer ${await apiToken(request, "EDITOR")}` };
  const picture = async (background: string) => {
    const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background } })
      .png()
      .toBuffer();
    const upload = await request.post("/api/products/upload", {
      headers,
      multipart: { images: { name: "colour.png", mimeType: "image/png", buffer } },
    });
    expect(upload.status(), "image upload").toBe(201);
    return ((await upload.json()) as { images: { url: string }[] }).images;
  };
  const sizes = [
    { size: "s", quantity: 3 },
    { size: "m", quantity: 3 },
  ];
  const created = await request.post("/api/products/create", {
    headers,
    data: {
      name: uniqueName("Wrap dress"),
      types: "women_s_clothing",
      categories: "dresses",
      price: "80.00",
      quantity: "12",
      description: "A dress in two colours, made for the end-to-end tests of the store.",
      isNew: true,
      images: [],
      colors: [
        {
          name: "Green",
          translations: { fr: { name: "Vert" }, ar: { name: "أخضر" } },
          hex: "#1f7a4d",
          family: "green",
          images: await picture("#1f7a4d"),
          sizes,
        },
        {
          name: "Black",
          translations: { fr: { name: "Noir" }, ar: { name: "أسود" } },
          hex: "#111111",
          family: "black",
          images: await picture("#111111"),
          sizes,
        },
      ],
    },
  });
  expect(created.status(), `product creation: ${await created.text()}`).toBe(201);
  return (await created.json()) as Product;
}

function coloursOf(dress: Product) {
  const [green, black] = dress.colors!;
  return { green, black };
}

/** Each colour's stock per size, by English name. */
async function stockOf(request: APIRequestContext, id: number): Promise<Record<string, Record<string, number>>> {
  const res = await request.get(`/api/products/single/${id}`);
  expect(res.status()).toBe(200);
  const product = (await res.json()) as Product;
  return Object.fromEntries(
    (product.colors ?? []).map((color) => [color.name, Object.fromEntries(color.sizes.map((r) => [r.size, r.quantity]))]),
  );
}

async function setCart(page: Page, value: string): Promise<void> {
  await page.context().addCookies([{ name: "cart-list", value, domain: storeHostname(), path: "/", sameSite: "Lax" }]);
}

async function cartCookie(page: Page): Promise<string | undefined> {
  return (await page.context().cookies()).find((cookie) => cookie.name === "cart-list")?.value;
}

/** The picture a cart line shows: the file of its colour's first picture. */
async function expectLinePicture(line: ReturnType<Page["getByTestId"]>, url: string): Promise<void> {
  await expect(line.getByRole("img")).toHaveAttribute("src", new RegExp(url.replace(/\.\w+$/, "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
}

test("two colours of a dress are two cart lines; deleting one keeps the other; the order, its page and the back office name each colour", async ({
  page,
  request,
}) => {
  const dress = await createColouredDress(request);
  const { green, black } = coloursOf(dress);
  // Newest first: green M, black M, green S.
  await setCart(page, `${dress.id}.m~${green.id}:1|${dress.id}.m~${black.id}:1|${dress.id}.s~${green.id}:1`);
  await page.goto("/cart");

  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (3)");
  const lines = page.locator(".cart-table tbody tr");
  await expect(lines).toHaveCount(3);
  const greenM = lines.filter({ hasText: "Colour: Green" }).filter({ hasText: "Size: M" });
  const blackM = lines.filter({ hasText: "Colour: Black" }).filter({ hasText: "Size: M" });
  const greenS = lines.filter({ hasText: "Colour: Green" }).filter({ hasText: "Size: S" });
  await expectLinePicture(blackM, black.images[0].url);
  await expectLinePicture(greenS, green.images[0].url);
  await expect(page.locator(".cart-problem")).toHaveCount(0);

  // Green M leaves; black M (same size) and green S (same colour) stay.
  await greenM.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Shopping Cart (2)");
  await expect(lines).toHaveCount(2);
  await expect(blackM).toHaveCount(1);
  await expect(greenS).toHaveCount(1);
  expect(await cartCookie(page)).toBe(`${dress.id}.m~${black.id}:1|${dress.id}.s~${green.id}:1`);

  const fullName = uniqueName("Salma");
  await orderFromCart(page, fullName);
  const ordered = page.getByTestId("order-line");
  await expect(ordered).toHaveCount(2);
  await expect(ordered.nth(0)).toContainText("Colour: Black");
  await expect(ordered.nth(0)).toContainText("Size: M");
  await expect(ordered.nth(1)).toContainText("Colour: Green");
  await expect(ordered.nth(1)).toContainText("Size: S");

  const order = (await newestOrders(request)).find((o) => o.fullName === fullName) as Order;
  expect(order.products.map((line) => [line.color?.id, line.size])).toEqual([
    [black.id, "m"],
    [green.id, "s"],
  ]);
  // Each colour and size sold went down by one; the others are as they were.
  expect(await stockOf(request, dress.id)).toEqual({ Green: { s: 2, m: 3 }, Black: { s: 3, m: 2 } });

  await loginAs(page, "ADMIN");
  await page.goto(`/orders/${order.id}`);
  const modal = page.getByRole("dialog");
  await expect(modal.getByRole("columnheader", { name: "Colour" })).toBeVisible();
  await expect(modal.getByTestId("order-line-color")).toHaveText(["Black", "Green"]);
});

test("in Arabic, the cart and the order's page name the colours in Arabic, right to left", async ({ page, request }) => {
  const dress = await createColouredDress(request);
  const { green, black } = coloursOf(dress);
  await setCart(page, `${dress.id}.m~${black.id}:1|${dress.id}.s~${green.id}:1`);
  await page.goto("/ar/cart");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const lines = page.locator(".cart-table tbody tr");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0).locator(".cart-color")).toHaveText("اللون: أسود");
  await expect(lines.nth(1).locator(".cart-color")).toHaveText("اللون: أخضر");

  await page.getByRole("link", { name: "إتمام الطلب" }).click();
  const dialog = page.getByRole("dialog", { name: "معلومات التوصيل" });
  const fullName = uniqueName("Amira");
  await dialog.getByLabel("الاسم الكامل").fill(fullName);
  await dialog.getByLabel("الهاتف القار أو الجوال").fill("22123456");
  await dialog.getByLabel("الولاية").selectOption("Sousse");
  await dialog.getByLabel("المدينة أو البلدة").fill("سوسة");
  await dialog.getByLabel("الشارع").fill("شارع البحر 4");
  await dialog.getByLabel("الرمز البريدي").fill("4000");
  await sendOrder(page, {
    dialog: "معلومات التوصيل",
    send: "إرسال الطلب",
    review: "تحقّق من رسوم التوصيل والمجموع، ثم اضغط «إرسال الطلب» لتأكيد طلبك.",
  });
  await expect(dialog.getByText("تم إرسال طلبك!")).toBeVisible();

  const order = (await newestOrders(request)).find((o) => o.fullName === fullName) as Order;
  await page.goto(`/ar/order/${order.reference}`);
  await expect(page.getByTestId("order-line-color")).toHaveText(["اللون: أسود", "اللون: أخضر"]);
  expect(await stockOf(request, dress.id)).toEqual({ Green: { s: 2, m: 3 }, Black: { s: 3, m: 2 } });
});

test("a line without a colour (a cart from before colours) or with a colour the dress lost asks for a choice and is never ordered", async ({
  page,
  request,
}) => {
  const dress = await createColouredDress(request);
  const bag = await createProduct(request, { name: uniqueName("Bag"), quantity: 5 });
  const before = await stockOf(request, dress.id);
  await setCart(page, `${dress.id}.m:1|${dress.id}.s~2147483647:1|${bag.id}.one:1`);
  await page.goto("/cart");

  const lines = page.locator(".cart-table tbody tr");
  await expect(lines).toHaveCount(3);
  const noColour = lines.nth(0);
  await expect(noColour.locator(".cart-problem")).toHaveText(
    "This product now comes in several colours. Choose yours on its page, then delete this line. Choose a colour",
  );
  await expect(noColour.getByRole("link", { name: "Choose a colour" })).toHaveAttribute("href", `/single/${dress.id}`);
  await expect(lines.nth(1).locator(".cart-problem")).toHaveText("This colour is no longer available. Delete this line to order the rest.");
  await expect(lines.nth(2).locator(".cart-problem")).toHaveCount(0);

  // No checkout is offered while they stay, and the dialog's address says why instead of taking an order.
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toHaveCount(0);
  await expect(page.getByRole("alert").filter({ hasText: "Some lines of your cart cannot be ordered" })).toContainText(
    "Some lines of your cart cannot be ordered as they are",
  );
  await page.goto("/cart?checkout");
  const dialog = page.getByRole("dialog", { name: "Shipping information" });
  await expect(dialog.getByRole("alert")).toContainText("Some lines of your cart cannot be ordered as they are");
  await expect(dialog.getByRole("button", { name: "Send Order" })).toHaveCount(0);

  // A form posted anyway (a page kept open, a crafted post) is refused, naming the lines, and the cart stays.
  const fullName = uniqueName("Nour");
  const posted = await page.request.post("/cart?checkout", {
    form: {
      intent: "order",
      ...shippingDetails(fullName),
    },
  });
  expect(posted.status()).toBe(409);
  expect((await newestOrders(request)).find((o) => o.fullName === fullName)).toBeUndefined();
  expect(await stockOf(request, dress.id)).toEqual(before);

  // Deleting the two lines leaves the bag, which can be ordered.
  await page.goto("/cart");
  await lines.nth(0).getByRole("button", { name: "Delete" }).click();
  await expect(lines).toHaveCount(2);
  await lines.nth(0).getByRole("button", { name: "Delete" }).click();
  await expect(lines).toHaveCount(1);
  expect(await cartCookie(page)).toBe(`${bag.id}.one:1`);
  await expect(page.getByRole("link", { name: "Proceed to Checkout" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Some lines of your cart cannot be ordered" })).toHaveCount(0);
});

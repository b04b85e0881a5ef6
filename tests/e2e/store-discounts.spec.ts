import { randomBytes } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import type { Order } from "../../app/lib/types";
import { readCsv } from "../csv-reader";
import { apiToken, expect, HTTP_ONLY, sessionCookieFor, storeHostname, test } from "./fixtures";
import {
  addToCart,
  checkoutWordsEn,
  createProduct,
  fillShipping,
  newestOrders,
  orderFromCart,
  shippingDetails,
  uniqueName,
} from "./store-helpers";

/**
 * Discount codes in the cart and at checkout (docs/decisions/047): the shopper applies a code, sees what it takes
 * off and the new total, orders with it, and finds it on her order's page; a code that does not apply says why, in
 * her language; a code that stops applying before the order is sent leaves the cart, and the order waits for her
 * to see the new total.
 */

/** A code no other test uses: letters and digits, as staff write them. */
const uniqueCode = (prefix: string) => `${prefix}${randomBytes(3).toString("hex").toUpperCase()}`;

interface Code {
  id: number;
  code: string;
  uses: number;
}

async function createCode(request: APIRequestContext, terms: Record<string, unknown>): Promise<Code> {
  const token = await apiToken(request, "SUPER_ADMIN");
  const res = await request.post("/api/discounts/create", { headers: { authorization: `Bearer ${token}` }, data: terms });
  expect(res.status(), JSON.stringify(await res.json())).toBe(201);
  return (await res.json()) as Code;
}

async function codeById(request: APIRequestContext, id: number): Promise<Code> {
  const token = await apiToken(request, "EDITOR");
  return (await (await request.get(`/api/discounts/${id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Code;
}

/** Types a code in the cart's field and applies it, as a shopper does. */
async function applyCode(page: Page, code: string, words = { field: "Discount code", apply: "Apply" }) {
  const summary = page.getByRole("region", { name: /Order summary|Récapitulatif|ملخص/ });
  await summary.getByLabel(words.field).fill(code);
  await summary.getByRole("button", { name: words.apply }).click();
}

/**
 * Opens the checkout from the cart and fills it in, up to the point where the dialog shows the fee and the total:
 * at once with JavaScript, else on the step that asks to confirm them.
 */
async function checkoutShowingFigures(page: Page, fullName: string) {
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillShipping(page, fullName);
  const dialog = page.getByRole("dialog", { name: checkoutWordsEn.dialog });
  const send = dialog.getByRole("button", { name: checkoutWordsEn.send });
  if (test.info().project.use.javaScriptEnabled !== true) {
    await send.click();
    await expect(dialog.getByText(checkoutWordsEn.review)).toBeVisible();
  }
  return { dialog, send };
}

test("a shopper applies a code in the cart, sees what it takes off and the new total, orders with it, and its use comes back when the order is cancelled", async ({
  page,
  request,
}) => {
  const product = await createProduct(request, { name: uniqueName("Code dress"), price: "60.00", quantity: 10 });
  const code = await createCode(request, { code: uniqueCode("ETE"), kind: "percent", percent: 20, minSubtotal: "100", maxUses: 10 });
  await addToCart(page, product, 2);

  // Typed as heard on the phone: lower case, with a space.
  await applyCode(page, `${code.code.slice(0, 3).toLowerCase()} ${code.code.slice(3).toLowerCase()}`);
  await expect(page.getByTestId("cart-discount")).toHaveText("−$24.00");
  await expect(page.getByTestId("estimated-total")).toHaveText("$96.00");
  await expect(page.getByTestId("cart-code")).toContainText(`Code applied: ${code.code}`);
  // The code stays with the cart.
  await page.reload();
  await expect(page.getByTestId("cart-discount")).toHaveText("−$24.00");

  // The dialog shows the code's discount with the fee and the total: at once with JavaScript, else on the step
  // that asks to confirm them.
  const fullName = uniqueName("Code buyer");
  const { dialog, send } = await checkoutShowingFigures(page, fullName);
  await expect(dialog.getByTestId("checkout-discount")).toHaveText("−$24.00");
  await send.click();
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  await dialog.getByRole("link", { name: "See your order" }).click();
  await expect(page.getByTestId("order-discount")).toHaveText("−$24.00");
  await expect(page.getByTestId("order-subtotal")).toHaveText("$120.00");
  const order = (await newestOrders(request)).find((candidate) => candidate.fullName === fullName) as Order & {
    discountCode: string;
    discount: string;
  };
  expect(order).toMatchObject({ discountCode: code.code, discount: "24.00", subtotal: "120.00" });
  await expect(page.getByTestId("order-total")).toHaveText(`$${order.total}`);
  expect((await codeById(request, code.id)).uses).toBe(1);

  // The cart is empty after the order, and so is its code.
  await page.goto("/cart");
  await expect(page.getByTestId("cart-code")).toHaveCount(0);

  const token = await apiToken(request, "EDITOR");
  const cancelled = await request.put(`/api/orders/stage/${order.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { stage: "cancelled" },
  });
  expect(cancelled.status()).toBe(200);
  expect((await codeById(request, code.id)).uses).toBe(0);
});

/** A scarf in the cart, and three codes that do not apply to it: expired, over its subtotal, used up. */
async function codesThatDoNotApply(page: Page, request: APIRequestContext) {
  const product = await createProduct(request, { name: uniqueName("Code scarf"), price: "30.00", quantity: 10 });
  const expired = await createCode(request, { code: uniqueCode("OLD"), kind: "percent", percent: 10, endsAt: "2025-01-01T00:00" });
  const minimum = await createCode(request, { code: uniqueCode("MIN"), kind: "fixed", amount: "10", minSubtotal: "100" });
  const usedUp = await createCode(request, { code: uniqueCode("ONE"), kind: "percent", percent: 10, maxUses: 1 });
  const placed = await request.post("/api/orders/create", {
    data: {
      ...shippingDetails("Code Test"),
      products: [{ id: product.id, quantity: 1 }],
      discountCode: usedUp.code,
    },
  });
  expect(placed.status()).toBe(201);
  await addToCart(page, product, 1);
  return { expired, minimum, usedUp };
}

type Refusals = Awaited<ReturnType<typeof codesThatDoNotApply>>;

const refusalTexts = {
  en: ({ expired, minimum, usedUp }: Refusals) => ({
    words: { field: "Discount code", apply: "Apply" },
    expired: `The code ${expired.code} has expired.`,
    // The minimum is written as the page writes money.
    minimum: `The code ${minimum.code} needs a subtotal of at least $100.00.`,
    usedUp: `The code ${usedUp.code} has been used as many times as it may be.`,
    unknown: "There is no discount code NOPE-404: check how it is written." as string | null,
  }),
  fr: ({ expired, minimum, usedUp }: Refusals) => ({
    words: { field: "Code promo", apply: "Appliquer" },
    expired: `Le code ${expired.code} a expiré.`,
    minimum: new RegExp(`Le code ${minimum.code} demande un sous-total d'au moins 100,00\\s\\$US`),
    usedUp: `Le code ${usedUp.code} a été utilisé autant de fois que permis.`,
    unknown: null,
  }),
  ar: ({ expired, minimum, usedUp }: Refusals) => ({
    words: { field: "رمز الخصم", apply: "تطبيق" },
    expired: `انتهت صلاحية الرمز ${expired.code}`,
    minimum: new RegExp(`يتطلّب الرمز ${minimum.code} مجموعًا فرعيًا لا يقلّ عن 100\\.00\\sUS\\$`),
    usedUp: `استُعمل الرمز ${usedUp.code} العدد الأقصى من المرات`,
    unknown: null,
  }),
};

// One test per language, each with its own codes, so that one language's page loads never eat another's budget.
for (const [locale, textsOf] of Object.entries(refusalTexts)) {
  test(`a code that does not apply says why, and is not kept (${locale})`, async ({ page, request }) => {
    const codes = await codesThatDoNotApply(page, request);
    const texts = textsOf(codes);
    await page.goto(locale === "en" ? "/cart" : `/${locale}/cart`);
    for (const [code, message] of [
      [codes.expired.code, texts.expired],
      [codes.minimum.code, texts.minimum],
      [codes.usedUp.code, texts.usedUp],
      ...(texts.unknown ? [["nope 404", texts.unknown] as const] : []),
    ] as const) {
      await applyCode(page, code.toLowerCase(), texts.words);
      await expect(page.getByRole("alert").filter({ hasText: message })).toBeVisible();
      // What was typed stays, and nothing is taken off.
      await expect(page.getByLabel(texts.words.field)).toHaveValue(code.toLowerCase());
      await expect(page.getByTestId("cart-discount")).toHaveCount(0);
    }
  });
}

test("an empty code field asks for a code", async ({ page, request }) => {
  const product = await createProduct(request, { name: uniqueName("Code scarf"), price: "30.00", quantity: 10 });
  await addToCart(page, product, 1);
  await page.goto("/cart");
  await applyCode(page, "   ");
  await expect(page.getByRole("alert").filter({ hasText: "Enter your discount code." })).toBeVisible();
});

test("a code used up while the cart held it is removed before the order is sent, which waits for the new total", async ({
  page,
  request,
}) => {
  const product = await createProduct(request, { name: uniqueName("Last code"), price: "50.00", quantity: 10 });
  const code = await createCode(request, { code: uniqueCode("LAST"), kind: "fixed", amount: "5", maxUses: 1 });
  await addToCart(page, product, 1);
  await applyCode(page, code.code);
  await expect(page.getByTestId("cart-discount")).toHaveText("−$5.00");

  // Someone else takes the code's last use while the shopper fills the form.
  const fullName = uniqueName("Late buyer");
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillShipping(page, fullName);
  const other = await request.post("/api/orders/create", {
    data: {
      ...shippingDetails("First Buyer", "22999888"),
      products: [{ id: product.id, quantity: 1 }],
      discountCode: code.code,
    },
  });
  expect(other.status()).toBe(201);
  const dialog = page.getByRole("dialog", { name: "Shipping information" });
  await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(dialog.getByText(`Your order was not sent: The code ${code.code} has been used as many times as it may be.`)).toBeVisible();
  await expect(dialog.getByTestId("checkout-discount")).toHaveCount(0);
  expect((await newestOrders(request)).some((order) => order.fullName === fullName)).toBe(false);
  // What she typed is kept; the second Send Order places the order at the total she was shown.
  await expect(dialog.getByLabel("Full Name")).toHaveValue(fullName);
  const total = await dialog.getByTestId("checkout-total").textContent();
  await dialog.getByRole("button", { name: "Send Order" }).click();
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  const order = (await newestOrders(request)).find((candidate) => candidate.fullName === fullName) as Order & {
    discountCode: string | null;
  };
  expect(order.discountCode).toBeNull();
  expect(`$${order.total}`).toBe(total?.trim());
});

test("a code this telephone has used is refused only when the order is sent: it leaves the cart, and the order waits", async ({
  page,
  request,
}) => {
  const product = await createProduct(request, { name: uniqueName("Once code"), price: "50.00", quantity: 10 });
  const code = await createCode(request, { code: uniqueCode("UNE"), kind: "fixed", amount: "5", oncePerPhone: true });
  const earlier = await request.post("/api/orders/create", {
    data: { ...shippingDetails("Earlier Buyer"), products: [{ id: product.id, quantity: 1 }], discountCode: code.code },
  });
  expect(earlier.status()).toBe(201);
  // The check says nothing of who used the code: the cart takes it.
  await addToCart(page, product, 1);
  await applyCode(page, code.code);
  await expect(page.getByTestId("cart-discount")).toHaveText("−$5.00");

  const fullName = uniqueName("Same phone");
  const { dialog, send } = await checkoutShowingFigures(page, fullName);
  await send.click();
  await expect(
    dialog.getByText(`Your order was not sent: The code ${code.code} has already been used with this telephone number.`),
  ).toBeVisible();
  await expect(dialog.getByTestId("checkout-discount")).toHaveCount(0);
  expect((await newestOrders(request)).some((order) => order.fullName === fullName)).toBe(false);
  const total = await dialog.getByTestId("checkout-total").textContent();
  await send.click();
  await expect(dialog.getByText("Your order was sending!")).toBeVisible();
  const order = (await newestOrders(request)).find((candidate) => candidate.fullName === fullName) as Order & {
    discountCode: string | null;
  };
  expect(order.discountCode).toBeNull();
  expect(`$${order.total}`).toBe(total?.trim());
});

test("the code is removed from the cart by its button", async ({ page, request }) => {
  const product = await createProduct(request, { name: uniqueName("Free ship"), price: "20.00", quantity: 10 });
  const code = await createCode(request, { code: uniqueCode("LIV"), kind: "free_shipping" });
  await addToCart(page, product, 1);
  await applyCode(page, code.code);
  await expect(page.getByText("Shipping fee: free with your code")).toBeVisible();
  await expect(page.getByTestId("estimated-total")).toHaveText("$20.00");
  await page.getByRole("button", { name: "Remove the code" }).click();
  await expect(page.getByLabel("Discount code")).toBeVisible();
  await expect(page.getByText("Shipping Fee: Calculating at checkout")).toBeVisible();
});

test("a crafted checkout changes nothing: a forged code, fee or total places no order", HTTP_ONLY, async ({ page, request }) => {
  const product = await createProduct(request, { name: uniqueName("Forged"), price: "40.00", quantity: 10 });
  const host = storeHostname();
  await page.context().addCookies([
    { name: "cart-list", value: `${product.id}:1`, domain: host, path: "/" },
    { name: "discount-code", value: "FREE-FOR-ALL", domain: host, path: "/" },
  ]);
  const fullName = uniqueName("Forger");
  const post = (shown: { shippingFee: string; shownTotal: string }) =>
    page.request.post("/cart?checkout", { form: { intent: "order", ...shippingDetails(fullName), ...shown }, maxRedirects: 0 });
  const placed = async () => (await newestOrders(request)).some((order) => order.fullName === fullName);

  // A code no one created: the order waits, and the code leaves the cart.
  const forgedCode = await post({ shippingFee: "0.00", shownTotal: "0.01" });
  expect(forgedCode.status()).toBe(409);
  expect(forgedCode.headers()["set-cookie"]).toContain("discount-code=;");
  expect(await placed()).toBe(false);
  // A fee and a total the server did not show: the order waits for the real ones.
  const forgedTotal = await post({ shippingFee: "0.00", shownTotal: "0.01" });
  expect(forgedTotal.status()).toBe(200);
  expect(await placed()).toBe(false);
  const answer = await forgedTotal.text();
  const fee = /name="shippingFee" value="([^"]+)"/.exec(answer)?.[1];
  const total = /name="shownTotal" value="([^"]+)"/.exec(answer)?.[1];
  expect(fee && total).toBeTruthy();
  // At the figures it showed, the order is placed, without any discount.
  const sent = await post({ shippingFee: fee!, shownTotal: total! });
  expect(sent.status()).toBe(302);
  const order = (await newestOrders(request)).find((candidate) => candidate.fullName === fullName) as Order & {
    discountCode: string | null;
  };
  expect(order).toMatchObject({ discountCode: null, discount: "0.00", subtotal: "40.00", total });
});

test.describe("in Tunisian dinars", () => {
  test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

  test("15% off 3 × 12.345 is exact to the millime in the cart, on the order's page, in the back office and in the CSV", async ({
    page,
    request,
    tndBaseURL,
  }) => {
    const product = await createProduct(request, { name: uniqueName("Dinar code"), price: "12.345", quantity: 10 });
    const code = await createCode(request, { code: uniqueCode("DT"), kind: "percent", percent: 15 });
    await addToCart(page, product, 3);
    await applyCode(page, code.code);
    await expect(page.getByTestId("subtotal")).toHaveText(/TND\s37\.035/);
    await expect(page.getByTestId("cart-discount")).toHaveText(/−TND\s5\.555/);
    await expect(page.getByTestId("estimated-total")).toHaveText(/TND\s31\.480/);
    await page.goto("/fr/cart");
    await expect(page.getByTestId("cart-discount")).toHaveText(/−5,555\sDT/);
    await page.goto("/ar/cart");
    await expect(page.getByTestId("cart-discount")).toHaveText(/−5\.555\sد\.ت/);
    await page.goto("/cart");
    const fullName = uniqueName("Dinar buyer");
    await orderFromCart(page, fullName);
    await expect(page.getByTestId("order-discount")).toHaveText(/−TND\s5\.555/);
    const order = (await newestOrders(request)).find((candidate) => candidate.fullName === fullName) as Order & { discount: string };
    expect(order).toMatchObject({ subtotal: "37.035", discount: "5.555" });
    await expect(page.getByTestId("order-total")).toHaveText(new RegExp(`TND\\s${order.total.replace(".", "\\.")}`));

    const token = await apiToken(request, "SUPER_ADMIN");
    const session = await sessionCookieFor(token, "SUPER_ADMIN");
    await page
      .context()
      .addCookies([{ name: "__session", value: session, domain: new URL(tndBaseURL).hostname, path: "/", httpOnly: true }]);
    await page.goto(`/orders/${order.id}`);
    // The back office speaks the staff account's language (another test may have left it in French or Arabic).
    await expect(page.getByRole("dialog").getByTestId("order-discount")).toContainText(/−(TND\s)?5[.,]555/);
    const exported = await page.request.get(`/orders/export?code=${code.code}`);
    expect(exported.status()).toBe(200);
    const csv = readCsv(new Uint8Array(await exported.body()));
    expect(csv.records.map((row) => [row.Reference, row["Discount code"], row.Discount, row.Total])).toEqual([
      [order.reference, code.code, "5.555", order.total],
    ]);
  });
});

/**
 * Order tracking (/track): the order's number and telephone show where it stands and since when, with JavaScript
 * on and off; a wrong pair gets one neutral answer; and one client is held back after a few attempts.
 */
import { randomInt } from "node:crypto";
import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, test } from "./fixtures";
import { createProduct, expect } from "./store-helpers";

/** A telephone number no other test orders with. */
const uniquePhone = () => String(randomInt(20_000_000, 99_999_999));

async function placeShippedOrder(request: APIRequestContext, telephone: string): Promise<{ reference: string }> {
  const product = await createProduct(request, { quantity: 3 });
  const placed = await request.post("/api/orders/create", {
    data: {
      fullName: "Nour Trabelsi",
      telephone,
      state: "Sfax",
      city: "Sfax",
      street: "",
      zip: "3000",
      place: "Home",
      products: [{ id: product.id, quantity: 1 }],
    },
  });
  expect(placed.status()).toBe(201);
  const order = (await placed.json()) as { id: number; reference: string };
  const token = await apiToken(request, "EDITOR");
  const shipped = await request.put(`/api/orders/stage/${order.id}`, {
    headers: { authorization: `Bearer ${token}` },
    data: { stage: "shipped", carrier: "Rapid Poste", trackingNumber: "RP998877665TN" },
  });
  expect(shipped.status()).toBe(200);
  return order;
}

async function track(
  page: Page,
  reference: string,
  telephone: string,
  words = { reference: "Order number", telephone: "Telephone", submit: "Track" },
) {
  await page.getByLabel(words.reference).fill(reference);
  await page.getByLabel(words.telephone).fill(telephone);
  await page.getByRole("button", { name: words.submit, exact: true }).click();
}

test("a shopper tracks her order from the footer: its stage, the carrier and the date of each step", async ({ page }) => {
  const telephone = uniquePhone();
  const order = await placeShippedOrder(page.request, telephone);
  await page.goto("/home");
  await page.getByRole("contentinfo").getByRole("link", { name: "Track your order" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Track your order");
  // As she may type it from a text message: lower case, without the dashes.
  await track(page, order.reference.replace(/-/g, "").toLowerCase(), telephone);
  const result = page.getByTestId("track-result");
  await expect(result.getByTestId("order-reference")).toHaveText(order.reference);
  await expect(result.getByTestId("order-status")).toHaveText("Shipped: your parcel is on its way");
  await expect(result.getByTestId("order-tracking")).toHaveText("Rapid Poste RP998877665TN");
  await expect(result.getByTestId("order-progress").getByRole("listitem")).toHaveCount(2);
  await expect(result.getByTestId("order-progress").locator("time")).toHaveCount(2);
  await result.getByRole("link", { name: "See your order" }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.reference}$`));
});

test("a wrong telephone and an unknown number get the same answer, in the page's language", async ({ page }) => {
  const telephone = uniquePhone();
  const order = await placeShippedOrder(page.request, telephone);
  await page.goto("/fr/track");
  const words = { reference: "Numéro de commande", telephone: "Téléphone", submit: "Suivre" };
  await track(page, order.reference, "11111111", words);
  const refusal = "Aucune commande ne correspond à ce numéro de commande et à ce téléphone. Vérifiez les deux et réessayez.";
  await expect(page.getByRole("alert")).toHaveText(refusal);
  await expect(page.getByTestId("track-result")).toHaveCount(0);
  // What she typed stays, so she corrects only what was wrong.
  await expect(page.getByLabel(words.reference)).toHaveValue(order.reference);
  await track(page, "ZZZZ-ZZZZ-ZZZZ", telephone, words);
  await expect(page.getByRole("alert")).toHaveText(refusal);
});

test("a number that cannot be an order number is named in the field, before anything is looked up", async ({ page }) => {
  await page.goto("/ar/track");
  await track(page, "12", "98", { reference: "رقم الطلب", telephone: "الهاتف", submit: "تتبّع" });
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByText("يجب أن يكون «رقم الطلب» الأحرف والأرقام الاثني عشر لرقم طلبك، مثل 7KQ2-M9XD-4T1B")).toBeVisible();
  await expect(page.getByLabel("رقم الطلب")).toHaveAttribute("aria-invalid", "true");
});

test.describe("on a store that limits tracking to 3 attempts an hour per client", () => {
  test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

  test("the fourth attempt of one client is refused with when to come back, while another client still tracks", async ({
    page,
    browser,
    tndBaseURL,
  }) => {
    // The store trusts one proxy: each test is its own client, as a shopper behind her own connection.
    const client = `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}`;
    await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
    await page.goto("/track");
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await track(page, "ZZZZ-ZZZZ-ZZZZ", "22123456");
      await expect(page.getByRole("alert")).toHaveText(/^No order matches/);
    }
    await track(page, "ZZZZ-ZZZZ-ZZZZ", "22123456");
    await expect(page.getByRole("alert")).toHaveText(/^Too many requests from your connection\. Please try again in \d+ min\.$/);

    const other = await browser.newPage({
      baseURL: tndBaseURL,
      extraHTTPHeaders: { "x-forwarded-for": `203.0.${randomInt(0, 256)}.${randomInt(1, 255)}` },
    });
    await other.goto("/track");
    await track(other, "ZZZZ-ZZZZ-ZZZZ", "22123456");
    await expect(other.getByRole("alert")).toHaveText(/^No order matches/);
    await other.close();
  });
});

/**
 * One client over a per-client limit is told plainly, in the page, when to come back, with JavaScript on and
 * off: at the checkout, on the contact form and for the newsletter. Runs on the second store, which trusts one
 * proxy, so that each test is its own client (X-Forwarded-For) and allows 5 orders, 2 messages and 2 sign-ups an hour.
 */
import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { addToCart, createProduct, expect, fillShipping, sendOrder, uniqueName } from "./store-helpers";

test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

const overLimit = /^Too many requests from your connection\. Please try again in \d+ min\.$/;

/** A client address of this test alone. */
async function asNewClient(page: Page): Promise<string> {
  const client = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": client });
  return client;
}

test("the sixth order in an hour from one client is refused in the checkout, the cart kept", async ({ page }) => {
  const client = await asNewClient(page);
  const product = await createProduct(page.request, { quantity: 50, price: "12.345" });
  for (let i = 0; i < 5; i++) {
    // The page's extra headers are not the API context's: this client is named on each call.
    const placed = await page.request.post("/api/orders/create", {
      headers: { "x-forwarded-for": client },
      data: {
        fullName: "Ines Gharbi",
        telephone: "22123456",
        state: "Sousse",
        city: "Sousse",
        street: "",
        zip: "4000",
        place: "Home",
        products: [{ id: product.id, quantity: 1 }],
      },
    });
    expect(placed.status()).toBe(201);
  }
  await addToCart(page, product, 2);
  await page.getByRole("link", { name: "Proceed to Checkout" }).click();
  await fillShipping(page, uniqueName("Ines"));
  await sendOrder(page);
  const dialog = page.getByRole("dialog", { name: "Shipping information" });
  await expect(dialog.getByText(overLimit)).toBeVisible();
  const stock = await (await page.request.get(`/api/products/single/${product.id}`)).json();
  expect(Number(stock.quantity)).toBe(45);
});

test("the third contact message in an hour from one client is refused with what was typed kept", async ({ page }) => {
  await asNewClient(page);
  await page.goto("/contact");
  for (let i = 0; i < 3; i++) {
    await page.getByLabel("Name", { exact: true }).fill("Hela Mansour");
    await page.getByLabel("Email", { exact: true }).fill("hela@example.tn");
    await page.getByLabel("Subject").fill(`Question ${i}`);
    await page.getByLabel("Message").fill("Do you deliver to Djerba?");
    await page.getByRole("button", { name: "Send message" }).click();
    if (i < 2) {
      await expect(page.getByText("Sending message Success !")).toBeVisible();
      // A sent message clears the form: typing on before that would be wiped, and the last notice is still shown.
      await expect(page.getByLabel("Subject")).toHaveValue("");
    }
  }
  await expect(page.getByRole("alert")).toHaveText(overLimit);
  await expect(page.getByLabel("Subject")).toHaveValue("Question 2");
});

test("the third newsletter sign-up in an hour from one client says when to come back, in French", async ({ page }) => {
  await asNewClient(page);
  for (let i = 0; i < 3; i++) {
    await page.goto("/fr/about");
    const footer = page.locator("#newsletter");
    await footer.getByRole("textbox").fill(`${uniqueName("news").replace(/\s+/g, "-")}@example.tn`);
    await footer.getByRole("checkbox").check();
    await footer.getByRole("button").click();
  }
  await expect(page.getByRole("alert")).toHaveText(/^Trop de demandes depuis votre connexion\. Veuillez réessayer dans \d+ min\.$/);
});

test("the third unsubscribe in an hour from one client says when to come back, in Arabic", async ({ page }) => {
  await asNewClient(page);
  // Counted with the sign-ups: a real subscriber leaves once, a script trying tokens is held back.
  const press = async () => {
    await page.goto("/ar/newsletter/unsubscribe?token=no-such-token");
    await page.locator('form[action*="/newsletter/unsubscribe"]').getByRole("button").click();
  };
  for (let i = 0; i < 2; i++) {
    await press();
    await expect(page.locator("p.alert-success[role=status]")).toBeVisible();
  }
  await press();
  await expect(page.getByRole("alert")).toHaveText(/^طلبات كثيرة جدًا من اتصالك\. يُرجى المحاولة مجددًا بعد \d+ دقيقة/);
});

/** The footer's newsletter keeps the address for real, with the shopper's consent, and lets her leave by her link. */
import { test } from "@playwright/test";
import { apiToken } from "./fixtures";
import { expect, uniqueName } from "./store-helpers";

/** An address no other test uses. */
const uniqueEmail = (prefix: string) => `${uniqueName(prefix).replace(/\s+/g, "-").toLowerCase()}@example.tn`;

async function subscribers(page: import("@playwright/test").Page) {
  const token = await apiToken(page.request, "ADMIN");
  const res = await page.request.get("/api/newsletter", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(200);
  return (await res.json()) as { email: string; locale: string; unsubscribePath: string }[];
}

test("a shopper subscribes from the footer of any page, comes back to it with the thanks, and can leave by her link", async ({ page }) => {
  const email = uniqueEmail("news");
  await page.goto("/women?sort=price_asc");
  const footer = page.locator("#newsletter");
  await footer.getByLabel("Email address").fill(email);
  await footer.getByLabel("I agree to receive Yasmine's newsletter by e-mail. I can unsubscribe at any time.").check();
  await footer.getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/women\?sort=price_asc&newsletter=subscribed#newsletter$/);
  await expect(page.locator("#newsletter").getByRole("status")).toHaveText("Thank you! You will hear from us with the next collection.");
  const kept = (await subscribers(page)).find((row) => row.email === email);
  expect(kept).toMatchObject({ locale: "en" });

  // The same address again: nothing new is kept, and the shopper is thanked the same.
  await page.goto("/about");
  await page.locator("#newsletter").getByLabel("Email address").fill(email.toUpperCase());
  await page.locator("#newsletter").getByRole("checkbox").check();
  await page.locator("#newsletter").getByRole("button", { name: "Subscribe" }).click();
  await expect(page).toHaveURL(/\/about\?newsletter=subscribed#newsletter$/);
  expect((await subscribers(page)).filter((row) => row.email === email)).toHaveLength(1);

  // Her unsubscribe link needs no account; opening it changes nothing until she presses the button.
  await page.goto(kept!.unsubscribePath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe");
  expect((await subscribers(page)).some((row) => row.email === email)).toBe(true);
  await page.getByRole("button", { name: "Unsubscribe" }).click();
  await expect(page.getByRole("status").filter({ hasText: "You are unsubscribed" })).toBeVisible();
  expect((await subscribers(page)).some((row) => row.email === email)).toBe(false);
});

test("without consent or with a wrong address nothing is kept, and the newsletter page says why, with what was typed", async ({
  page,
  baseURL,
}) => {
  // Posted as this store's own page posts it (forms from another origin are refused before any action).
  const headers = { origin: baseURL! };
  const email = uniqueEmail("nocons");
  const before = (await subscribers(page)).length;
  // The browser asks for the box first; a form that skips it (an old browser, a script) meets the server's check.
  const refused = await page.request.post("/newsletter", { headers, form: { email, back: "/home" }, maxRedirects: 0 });
  expect(refused.status()).toBe(400);
  const html = await refused.text();
  expect(html).toContain("Tick the box to agree to receive the newsletter");
  expect(html).toContain(`value="${email}"`);
  const wrong = await page.request.post("/newsletter", { headers, form: { email: "not an address", consent: "yes" }, maxRedirects: 0 });
  expect(wrong.status()).toBe(400);
  expect(await wrong.text()).toContain("email must be a valid e-mail address");
  expect((await subscribers(page)).length).toBe(before);
  // A back address on another site is never followed.
  const elsewhere = await page.request.post("/newsletter", {
    headers,
    form: { email, consent: "yes", back: "//evil.example/x" },
    maxRedirects: 0,
  });
  expect(elsewhere.status()).toBe(302);
  expect(elsewhere.headers()["location"]).toBe("/home?newsletter=subscribed#newsletter");
});

test("in French and Arabic the consent is in the page's language, and the address keeps it", async ({ page }) => {
  const email = uniqueEmail("fr");
  await page.goto("/fr/home");
  const footer = page.locator("#newsletter");
  await expect(footer).toContainText("J'accepte de recevoir la lettre d'information de Yasmine par e-mail.");
  await footer.getByLabel("Adresse e-mail").fill(email);
  await footer.getByRole("checkbox").check();
  await footer.getByRole("button", { name: "S'inscrire" }).click();
  await expect(page).toHaveURL(/\/fr\/home\?newsletter=subscribed#newsletter$/);
  expect((await subscribers(page)).find((row) => row.email === email)?.locale).toBe("fr");
  await page.goto("/ar/home");
  await expect(page.locator("#newsletter")).toContainText("أوافق على تلقي النشرة البريدية");
});

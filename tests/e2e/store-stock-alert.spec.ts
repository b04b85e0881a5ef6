/**
 * A back-in-stock alert as a shopper lives it, with her mailbox a real SMTP server: on an Arabic product page a size
 * is sold out; she asks to be told when it is back; the confirmation reaches her in Arabic, right to left, and its
 * link opens the alert's page, where she confirms it. Staff bring the size back by editing the product; the restock
 * message reaches her once, its link opens the product with that size chosen, and its cancel link says the alert is
 * done. Runs on the dinar store (its messages carry links), with JavaScript on and off.
 */
import { randomBytes, randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiToken, test } from "./fixtures";
import { linkOf, mailsTo, waitForMail, type ReceivedMail } from "./mail-helpers";
import { createProduct, expect, uniqueName } from "./store-helpers";

test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

/** Gives the dress's sizes new stock through the product editor's API, as staff's save does. */
async function setStock(request: APIRequestContext, product: { id: number; name: string }, m: number) {
  const token = await apiToken(request, "EDITOR");
  const headers = { authorization: `Bearer ${token}` };
  const current = await (await request.get(`/api/products/single/${product.id}`, { headers })).json();
  const saved = await request.put(`/api/products/update/${product.id}`, {
    headers,
    data: {
      name: current.name,
      types: current.type,
      categories: current.categories,
      price: current.price,
      description: current.description,
      quantity: String(m + 1),
      images: current.images.map((image: { url: string }) => ({ url: image.url })),
      sizes: [
        { size: "m", quantity: m },
        { size: "l", quantity: 1 },
      ],
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

function expectArabic(mail: ReceivedMail) {
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).not.toMatch(/<img|src=/i);
  expect(mail.text.split("\n").filter((line) => line.trim() && !line.startsWith("\u200f"))).toEqual([]);
}

test("a sold-out size: she asks, confirms from her e-mail, and is told once when staff bring it back", async ({
  page,
  request,
  tndBaseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}` });
  const email = `leila.${testInfo.project.name}.${randomBytes(4).toString("hex")}@yasmine.test`;
  const product = await createProduct(request, {
    name: uniqueName("Robe"),
    type: "women_s_clothing",
    category: "dresses",
    price: "89.000",
    quantity: 1,
    sizes: [
      { size: "m", quantity: 0 },
      { size: "l", quantity: 1 },
    ],
  });

  await page.goto(`/ar/single/${product.id}`);
  await page.getByText("أعلموني عند عودته").click();
  await page.getByLabel("البريد الإلكتروني للتنبيه").fill(email);
  await page.getByRole("button", { name: "أعلموني", exact: true }).click();
  await expect(page.getByText("تفقّد بريدك الإلكتروني: أكّد التنبيه بالرابط الذي أرسلناه إليك.")).toBeVisible();

  const confirmation = await waitForMail(tndBaseURL, (mail) => mail.to.includes(email), "the confirmation");
  expect(confirmation.subject).toBe(`أكّد تنبيهك: ${product.name}، المقاس M`);
  expectArabic(confirmation);
  const alertPage = linkOf(confirmation, "تأكيد التنبيه");
  expect(alertPage).toMatch(/\/ar\/alerts\/[A-Za-z0-9_-]{32}$/);

  // The link alone confirms nothing: the page asks.
  await page.goto(alertPage);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { name: product.name })).toBeVisible();
  await expect(page.getByText("المقاس: M")).toBeVisible();
  await page.getByRole("button", { name: "تأكيد التنبيه" }).click();
  await expect(page.getByText("شكرًا: تم تأكيد تنبيهك.")).toBeVisible();
  await expect(page.getByText("تنبيهك مؤكَّد: سنراسلك مرة واحدة عند عودته إلى المخزون.")).toBeVisible();

  // Staff bring the size back: one message, in Arabic, to the product with that size chosen.
  await setStock(request, product, 3);
  const restock = await waitForMail(tndBaseURL, (mail) => mail.to.includes(email) && mail.subject.startsWith("عاد"), "the restock");
  expect(restock.subject).toBe(`عاد إلى المخزون: ${product.name}، المقاس M`);
  expectArabic(restock);
  await page.goto(linkOf(restock, "شاهده في المتجر"));
  await expect(page).toHaveURL(new RegExp(`/ar/single/${product.id}\\?size=m$`));
  await expect(page.getByRole("radio", { name: /^M/ })).toBeChecked();

  // Its cancel link: the alert is done already, and the page says no more will come.
  await page.goto(linkOf(restock, "إلغاء التنبيه"));
  await expect(page.getByText(/لم يعد هذا التنبيه قائمًا/)).toBeVisible();
  expect(await mailsTo(tndBaseURL, email)).toHaveLength(2);
});

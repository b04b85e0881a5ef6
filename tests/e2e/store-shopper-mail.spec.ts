/**
 * The shopper's messages about her order, as her mailbox gets them from a real SMTP server: she orders from the
 * Arabic pages with her e-mail, gets "received" in Arabic, right to left, with no picture, and follows its link to
 * her order's page; staff move the order through the API, and each move brings its own message, the shipped one
 * with the carrier and the tracking number, the delivered one with the link to her invoice, which leads to her
 * order's page until staff issue the invoice, then to the invoice. Runs on the dinar store, the one with a
 * PUBLIC_URL (its messages' links are absolute from it), with JavaScript on and off.
 */
import { randomBytes, randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { apiToken, test } from "./fixtures";
import { linkOf, mailsTo, waitForMail, type ReceivedMail } from "./mail-helpers";
import { createProduct, expect, newestOrders, sendOrder, uniqueName, type CheckoutWords } from "./store-helpers";

test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

const checkoutWordsAr: CheckoutWords = {
  dialog: "معلومات التوصيل",
  send: "إرسال الطلب",
  review: "تحقّق من رسوم التوصيل والمجموع، ثم اضغط «إرسال الطلب» لتأكيد طلبك.",
};

const rightToLeftMark = "\u200f";

/** Moves an order to a stage through the API, as staff's order modal does. */
async function move(request: APIRequestContext, orderId: number, json: Record<string, string>) {
  const token = await apiToken(request, "EDITOR");
  const moved = await request.put(`/api/orders/stage/${orderId}`, { headers: { authorization: `Bearer ${token}` }, data: json });
  expect(moved.status(), await moved.text()).toBe(200);
}

/** Every line of the text opens with a right-to-left mark, so that a line starting with a Latin name reads right. */
function expectRightToLeft(mail: ReceivedMail) {
  const lines = mail.text.split("\n").filter((line) => line.trim() !== "");
  expect(lines.length).toBeGreaterThan(3);
  expect(lines.filter((line) => !line.startsWith(rightToLeftMark))).toEqual([]);
  expect(mail.html).toContain('<html lang="ar" dir="rtl">');
  expect(mail.html).not.toMatch(/<img|background:url|src=/i);
}

test("an order placed in Arabic with her e-mail: each move's message reaches her, and its links open her order and invoice", async ({
  page,
  request,
  tndBaseURL,
}, testInfo) => {
  test.setTimeout(90_000);
  // The dinar store counts orders per client, and this test is a client of its own.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}` });
  const email = `amel.${testInfo.project.name}.${randomBytes(4).toString("hex")}@yasmine.test`;
  const product = await createProduct(request, { name: uniqueName("Foulard"), price: "24.500", quantity: 5 });

  await page.goto(`/ar/single/${product.id}`);
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await page.getByRole("link", { name: "إتمام الطلب" }).click();
  const dialog = page.getByRole("dialog", { name: checkoutWordsAr.dialog });
  await dialog.getByLabel("الاسم الكامل").fill("أمل الطرابلسي");
  await dialog.getByLabel("الهاتف القار أو الجوال").fill("22123456");
  await dialog.getByLabel("الولاية").selectOption("Sousse");
  await dialog.getByLabel("المدينة أو البلدة").fill("سوسة");
  await dialog.getByLabel("الشارع").fill("نهج البحر 4");
  await dialog.getByLabel("الرمز البريدي").fill("4000");
  await dialog.getByLabel("البريد الإلكتروني، لأخبار هذا الطلب (اختياري)").fill(email);
  await sendOrder(page, checkoutWordsAr);
  await expect(dialog.getByText("تم إرسال طلبك!")).toBeVisible();
  const reference = (await dialog.getByTestId("order-reference").textContent())!.trim();
  const orderPage = `${tndBaseURL}/ar/order/${reference}`;

  // "Received", in Arabic, right to left, to her alone, with the link to her order's page.
  const received = await waitForMail(tndBaseURL, (mail) => mail.to.includes(email), `the message to ${email}`);
  expect(received.to).toEqual([email]);
  expect(received.subject).toBe(`استلمنا طلبك ${reference}`);
  expectRightToLeft(received);
  expect(received.text).toContain(`${rightToLeftMark}تابع طلبك: ${orderPage}`);
  expect(received.text).toContain(product.name);
  const follow = linkOf(received, "تابع طلبك");
  expect(follow).toBe(orderPage);

  // She follows it: her order, in Arabic.
  await page.goto(follow);
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("شكرًا على طلبك");
  await expect(page.getByTestId("order-reference")).toHaveText(reference);
  await expect(page.getByTestId("order-status")).toHaveText("تم الاستلام: سنتصل بك لتأكيده");

  // Staff confirm, ship and deliver it; each move sends its own message.
  const order = (await newestOrders(request)).find((placed) => placed.reference === reference)!;
  expect(order).toMatchObject({ email, locale: "ar" });
  const trackingNumber = `TN${randomInt(100_000, 1_000_000)}`;
  await move(request, order.id, { stage: "confirmed" });
  await waitForMail(tndBaseURL, (mail) => mail.to.includes(email) && mail.subject === `تم تأكيد طلبك ${reference}`, "confirmed");
  await move(request, order.id, { stage: "shipped", carrier: "Aramex", trackingNumber });
  const shipped = await waitForMail(
    tndBaseURL,
    (mail) => mail.to.includes(email) && mail.subject === `طلبك ${reference} في الطريق`,
    "shipped",
  );
  expectRightToLeft(shipped);
  expect(shipped.text).toContain(`${rightToLeftMark}شركة النقل: Aramex`);
  expect(shipped.text).toContain(`${rightToLeftMark}رقم التتبع: ${trackingNumber}`);
  await move(request, order.id, { stage: "delivered" });
  const delivered = await waitForMail(
    tndBaseURL,
    (mail) => mail.to.includes(email) && mail.subject === `تم تسليم طلبك ${reference}`,
    "delivered",
  );
  expectRightToLeft(delivered);
  const invoiceLink = linkOf(delivered, "فاتورتك");
  expect(invoiceLink).toBe(`${tndBaseURL}/order/${reference}/invoice?lang=ar`);
  expect(delivered.text).toContain(`${rightToLeftMark}فاتورتك، عند إصدارها: ${invoiceLink}`);
  // One message a move, in the order of the moves.
  expect((await mailsTo(tndBaseURL, email)).map((mail) => mail.subject)).toEqual([
    `استلمنا طلبك ${reference}`,
    `تم تأكيد طلبك ${reference}`,
    `طلبك ${reference} في الطريق`,
    `تم تسليم طلبك ${reference}`,
  ]);

  // Delivering issues no invoice (staff do, from the order): until then the link leads to her order's page.
  await page.goto(invoiceLink);
  await expect(page).toHaveURL(orderPage);
  await expect(page.getByTestId("order-status")).toHaveText("تم التسليم");
  await expect(page.getByTestId("order-tracking")).toContainText(`Aramex ${trackingNumber}`);

  const token = await apiToken(request, "EDITOR");
  const issued = await request.post(`/api/orders/invoice/${order.id}`, { headers: { authorization: `Bearer ${token}` } });
  expect(issued.status(), await issued.text()).toBe(201);
  const invoice = (await issued.json()) as { id: number; number: string };
  await page.goto(invoiceLink);
  await expect(page).toHaveURL(`${tndBaseURL}/order/${reference}/invoices/${invoice.id}?lang=ar`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("فاتورة");
  await expect(page.getByTestId("invoice-number")).toHaveText(invoice.number);
});

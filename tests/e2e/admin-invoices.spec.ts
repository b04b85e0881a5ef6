/**
 * Invoices from the back office to the shopper (docs/decisions/049), in the dinar store, which has its legal
 * details: a delivered order placed with a code and a delivery fee is invoiced from its modal, prints in French
 * (the default) and in Arabic (right to left), the shopper opens hers from her order's page, a second invoice is
 * refused, and a return brings the credit note that corrects it. With JavaScript on and off.
 */
import { seriousViolations } from "./axe";
import { randomInt } from "node:crypto";
import fs from "node:fs";
import { textOf } from "../pdf-reader";
import { apiToken, expect, test } from "./fixtures";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";

test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

interface Document {
  id: number;
  number: string;
  kind: "invoice" | "credit_note";
  corrects: string | null;
  content: { totalWithTax: string; totalDue: string; stamp: string };
}

test("a delivered order is invoiced from its modal, printed in French and Arabic, opened by the shopper, and credited on return", async ({
  page,
  axePage,
}) => {
  // One journey through the back office, two print pages in two languages, the shopper's pages and an audit.
  test.slow();
  const token = await apiToken(page.request, "ADMIN");
  const product = await createProductViaApi(page.request, token, { name: uniqueName("Facture"), quantity: 20, price: "12.345" });
  const code = await apiJson<{ code: string }>(page.request, "POST", "discounts/create", token, {
    code: uniqueName("fact"),
    kind: "percent",
    percent: 15,
  });
  expect(code.status).toBe(201);
  const placed = await apiJson<{ id: number; reference: string; total: string; shippingFee: string; discount: string }>(
    page.request,
    "POST",
    "orders/create",
    undefined,
    {
      fullName: uniqueName("Amel "),
      telephone: String(randomInt(20_000_000, 99_999_999)),
      state: "Tunis",
      city: "Tunis",
      street: "Rue de Marseille 4",
      zip: "1000",
      place: "Home",
      products: [{ id: product.id, quantity: 3 }],
      discountCode: code.body.code,
    },
  );
  expect(placed.status).toBe(201);
  const order = placed.body;
  expect(Number(order.discount)).toBeGreaterThan(0);
  expect(Number(order.shippingFee)).toBeGreaterThan(0);
  for (const stage of ["confirmed", "shipped", "delivered"]) {
    expect((await apiJson(page.request, "PUT", `orders/stage/${order.id}`, token, { stage })).status).toBe(200);
  }

  // The modal issues the invoice (a plain form post), and lists it with its links in the three languages.
  await signInAsNewEditor(page, "en");
  await page.goto(`/orders/${order.id}`);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("button", { name: "Issue the invoice" }).click();
  await expect(page.getByText(/Invoice \d{4}-\d{6} was issued\./)).toBeVisible();
  const documents = await apiJson<Document[]>(page.request, "GET", `orders/invoices/${order.id}`, token);
  const [invoice] = documents.body;
  expect(invoice.number).toMatch(/^\d{4}-\d{6}$/);
  expect(invoice.content.totalWithTax).toBe(order.total);
  const row = dialog.getByTestId("order-document-invoice");
  await expect(row).toContainText(invoice.number);
  await expect(dialog.getByRole("button", { name: "Issue the invoice" })).toHaveCount(0);

  // A second invoice is refused, and says which one the order has.
  const again = await apiJson<{ message: string[] }>(page.request, "POST", `orders/invoice/${order.id}`, token);
  expect(again.status).toBe(409);
  expect(again.body.message.join(" ")).toContain(invoice.number);

  // In French, the default: every legal mention, the stamp, the total due and the amount in words.
  await row.getByRole("link", { name: `View or print Invoice ${invoice.number} in Français` }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/invoices/${invoice.id}\\?lang=fr$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.locator("html")).toHaveAttribute("dir", "ltr");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Facture ${invoice.number}`);
  const seller = page.getByTestId("invoice-seller");
  await expect(seller).toContainText("Yasmine Mode SARL");
  await expect(seller).toContainText("Matricule fiscal");
  await expect(seller).toContainText("1234567A/A/M/000");
  await expect(seller).toContainText("Registre de commerce");
  await expect(page.getByTestId("invoice-discount")).toContainText(`Remise (code ${code.body.code})`);
  await expect(page.getByTestId("invoice-shipping")).toContainText("Livraison");
  const french = (amount: string) => new RegExp(`^${amount.replace(".", ",")}\\sDT$`);
  await expect(page.getByTestId("invoice-stamp").locator("td")).toHaveText(french("1.000"));
  await expect(page.getByTestId("invoice-stamp").locator("th")).toHaveText("Timbre fiscal");
  await expect(page.getByTestId("invoice-totalWithTax").locator("td")).toHaveText(french(order.total));
  // The total due is the order's total and the stamp, to the millime.
  const due = (BigInt(order.total.replace(".", "")) + 1000n).toString().padStart(4, "0");
  const dueAmount = `${due.slice(0, -3)}.${due.slice(-3)}`;
  expect(invoice.content.totalDue).toBe(dueAmount);
  await expect(page.getByTestId("invoice-totalDue").locator("td")).toHaveText(french(dueAmount));
  await expect(page.getByTestId("invoice-words")).toContainText("Arrêtée la présente facture à la somme de");

  // The same document as a PDF file: its number, the legal mentions, the total due and the sentence in words.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Télécharger le PDF" }).click()]);
  expect(download.suggestedFilename()).toBe(`facture-${invoice.number}.pdf`);
  const pdfText = (await textOf(new Uint8Array(fs.readFileSync(await download.path())))).text.replace(/\s+/g, " ");
  for (const expected of [
    invoice.number,
    "Facture",
    "Matricule fiscal",
    order.reference,
    "Timbre fiscal",
    `${dueAmount.replace(".", ",")} DT`,
  ])
    expect(pdfText).toContain(expected);
  expect(pdfText).toContain("Arrêtée la présente facture à la somme de");

  // In Arabic: right to left, the amounts left to right, the sentence in words still French.
  await page.getByRole("link", { name: "العربية" }).click();
  await expect(page.locator("html")).toHaveAttribute("lang", "ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toContainText("فاتورة");
  await expect(page.getByTestId("invoice-totalDue").locator("bdi")).toHaveAttribute("dir", "ltr");
  await expect(page.getByTestId("invoice-words").locator('[lang="fr"]')).toContainText("Arrêtée la présente facture");
  const arabicPdf = await page.request.get(`/orders/${order.id}/invoices/${invoice.id}/pdf?lang=ar`);
  expect(arabicPdf.headers()["content-type"]).toBe("application/pdf");
  const arabicText = (await textOf(new Uint8Array(await arabicPdf.body()))).text;
  expect(arabicText).toContain(invoice.number);
  expect(arabicText).toMatch(/[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/);

  // The shopper finds her invoice on her order's page and opens it.
  await page.goto(`/order/${order.reference}`);
  const links = page.getByTestId("order-invoices");
  await expect(links).toContainText(`Invoice ${invoice.number}`);
  await links.getByRole("link", { name: `Open Invoice ${invoice.number} in Français` }).click();
  await expect(page).toHaveURL(new RegExp(`/order/${order.reference}/invoices/${invoice.id}\\?lang=fr$`));
  await expect(page.getByTestId("invoice-number")).toHaveText(invoice.number);
  // Another order's reference does not open it.
  const stranger = await page.request.get(`/order/0000-0000-0000/invoices/${invoice.id}`);
  expect(stranger.status()).toBe(404);
  expect((await page.request.get(`/order/0000-0000-0000/invoices/${invoice.id}/pdf`)).status()).toBe(404);
  const herPdf = await page.request.get(`/order/${order.reference}/invoices/${invoice.id}/pdf`);
  expect(herPdf.headers()["content-disposition"]).toBe(`attachment; filename="facture-${invoice.number}.pdf"`);
  expect((await textOf(new Uint8Array(await herPdf.body()))).text).toContain(invoice.number);
  const response = await page.request.get(`/order/${order.reference}/invoices/${invoice.id}?lang=fr`);
  expect(response.headers()["cache-control"]).toBe("private, no-store");
  expect(await response.text()).toContain('content="noindex, nofollow"');

  // Her page has no serious or critical axe violation, in French and in Arabic.
  for (const language of ["fr", "ar"]) {
    await axePage.goto(`/order/${order.reference}/invoices/${invoice.id}?lang=${language}`);
    expect(await seriousViolations(axePage), language).toEqual([]);
  }

  // The order comes back: the credit note takes the next number and corrects the invoice.
  expect((await apiJson(page.request, "PUT", `orders/stage/${order.id}`, token, { stage: "returned" })).status).toBe(200);
  await page.goto(`/orders/${order.id}`);
  const [year, sequence] = invoice.number.split("-");
  const next = `${year}-${String(Number(sequence) + 1).padStart(6, "0")}`;
  const credit = page.getByRole("dialog").getByTestId("order-document-credit_note");
  await expect(credit).toContainText(next);
  await expect(credit).toContainText(`Corrects invoice ${invoice.number}`);
});

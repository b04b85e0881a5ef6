/**
 * Pieces that come back after delivery (docs/decisions/058), in the dinar store, which has its legal details: an
 * exchange of M for L made from its own page takes the L's stock at once, the exchange's slip says what the courier
 * settles, and the M comes back to stock when staff mark it received in the original's modal, with a credit note of
 * the next number; the exchange's own order is then delivered and invoiced. A return of one piece of two, recorded
 * from its own page, says what it refuses beside the fields, marks the order partly returned, and brings a partial
 * credit note of the next number naming the invoice. With JavaScript on and off.
 */
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import type { Order, ProductVariant } from "../../app/lib/types";
import { seriousViolations } from "./axe";
import { apiToken, expect, test } from "./fixtures";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName, watchBanner } from "./admin-helpers";

test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

interface Document {
  id: number;
  number: string;
  kind: "invoice" | "credit_note";
  corrects: string | null;
  content: { lines: { name: string; quantity: number }[] };
}

/** The number that follows another in the same year's gapless sequence. */
const nextNumber = (number: string, step = 1) => {
  const [year, sequence] = number.split("-");
  return `${year}-${String(Number(sequence) + step).padStart(sequence.length, "0")}`;
};

async function placeOrder(request: APIRequestContext, products: { id: number; quantity: number; size?: string }[]) {
  // Each order from a client of its own: this store counts orders per client (RATE_LIMITS), and other specs order there too.
  const res = await request.post("/api/orders/create", {
    headers: { "x-forwarded-for": `198.51.${randomInt(0, 256)}.${randomInt(1, 255)}` },
    data: {
      fullName: uniqueName("Sana "),
      // A number of this test alone: the store holds orders of numbers that refused a parcel before for a call.
      telephone: String(randomInt(30_000_000, 99_999_999)),
      state: "Tunis",
      city: "Tunis",
      street: "Rue de Marseille 4",
      zip: "1000",
      place: "Home",
      products,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as Order;
}

/** Moves an order on through the API, stage by stage. */
async function moveTo(request: APIRequestContext, token: string, orderId: number, stages: string[]) {
  for (const stage of stages) {
    const moved = await apiJson(request, "PUT", `orders/stage/${orderId}`, token, { stage });
    expect(moved.status, `${stage}: ${JSON.stringify(moved.body)}`).toBe(200);
  }
}

async function invoiceOf(request: APIRequestContext, token: string, orderId: number) {
  const issued = await apiJson<Document>(request, "POST", `orders/invoice/${orderId}`, token);
  expect(issued.status, JSON.stringify(issued.body)).toBe(201);
  return issued.body;
}

async function stockOf(request: APIRequestContext, productId: number) {
  const { variants } = (await apiJson<{ variants: ProductVariant[] }>(request, "GET", `products/single/${productId}`)).body;
  return Object.fromEntries(variants.map((variant) => [variant.size, variant.quantity]));
}

test("an exchange of M for L takes one L at once and gives one M back when it is received; its slip says what to collect; the documents follow", async ({
  page,
}, testInfo) => {
  test.slow();
  const javaScript = testInfo.project.use.javaScriptEnabled === true;
  const token = await apiToken(page.request, "ADMIN");
  const dress = await createProductViaApi(page.request, token, {
    name: uniqueName("Robe"),
    price: "45.500",
    type: "women_s_clothing",
    category: "dresses",
    sizes: [
      { size: "s", quantity: 0 },
      { size: "m", quantity: 5 },
      { size: "l", quantity: 5 },
    ],
  });
  const variants = (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${dress.id}`)).body.variants;
  const large = variants.find((variant) => variant.size === "l")!;
  const small = variants.find((variant) => variant.size === "s")!;
  const order = await placeOrder(page.request, [{ id: dress.id, quantity: 1, size: "m" }]);
  await moveTo(page.request, token, order.id, ["confirmed", "shipped", "delivered"]);
  const invoice = await invoiceOf(page.request, token, order.id);
  expect(await stockOf(page.request, dress.id)).toEqual({ s: 0, m: 4, l: 5 });

  // From the delivered order's modal to the exchange's page.
  const { username } = await signInAsNewEditor(page, "en");
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("dialog").getByRole("link", { name: "Exchange a piece" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/exchange$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Exchange a piece");
  await expect(page.getByLabel("Piece she gives back")).toHaveValue(String(order.products[0].lineId));
  await expect(page.getByLabel("Pieces exchanged")).toHaveValue("1");

  // Neither a variant nor a SKU: said beside the list, nothing created.
  await page.getByRole("button", { name: "Create the exchange" }).click();
  const variant = page.getByLabel("New colour or size");
  await expect(variant).toHaveAccessibleDescription("sku is required");
  // The S is out of stock: refused above the button, as any order short of stock, with what was chosen kept.
  await variant.selectOption(small.sku);
  await page.getByRole("button", { name: "Create the exchange" }).click();
  await expect(page.getByTestId("order-exchange-error")).toContainText(`Not enough stock of ${dress.name}`);
  await expect(variant).toHaveValue(small.sku);
  expect(await stockOf(page.request, dress.id)).toEqual({ s: 0, m: 4, l: 5 });
  // The L of the same dress, from the list of its other sizes with their SKU and stock.
  await expect(variant.locator("option", { hasText: large.sku })).toHaveText(`L: SKU ${large.sku}, 5 in stock`);
  await variant.selectOption(large.sku);
  await page.getByLabel("Note for the history").fill("M too small");
  const created = watchBanner(page, "The exchange was created", javaScript);
  await page.getByRole("button", { name: "Create the exchange" }).click();

  // The new exchange order's modal: the original's reference, and what the courier settles.
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  await created();
  const exchangeId = Number(/\/orders\/(\d+)$/.exec(page.url())![1]);
  expect(exchangeId).not.toBe(order.id);
  const exchange = (await apiJson<Order>(page.request, "GET", `orders/${exchangeId}`, token)).body;
  expect(exchange.exchange).toMatchObject({ of: { id: order.id, reference: order.reference }, takeBack: 1 });
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("order-stage")).toHaveText("Confirmed");
  const summary = dialog.getByTestId("order-exchange");
  await expect(summary).toContainText(`Exchange of ${order.reference}`);
  // The cash is the exchange's total less the M's credit: the delivery fee here, since the L costs what the M did.
  const { collect } = exchange.exchange!;
  const settle =
    Number(collect) > 0
      ? new RegExp(`Collect \\S+\\s${collect.replace(".", "\\.")} and take back 1 item`)
      : /Nothing to collect\. Take back 1 item/;
  await expect(summary.getByTestId("order-exchange-settle")).toHaveText(settle);
  await expect(dialog.locator("tbody tr", { hasText: dress.name }).getByTestId("order-line-codes")).toContainText(`SKU ${large.sku}`);
  await expect(dialog.getByTestId("order-history")).toContainText(`Exchange order created, by ${username}`);

  // One L is taken at once; the M is still with the shopper.
  expect(await stockOf(page.request, dress.id)).toEqual({ s: 0, m: 4, l: 4 });

  // The orders list marks it as an exchange.
  await page.goto(`/orders?q=${exchange.reference}`);
  await expect(page.locator("tbody tr").getByTestId("order-exchange-badge")).toHaveText("Exchange");

  // Its delivery slip tells the courier to take the M back.
  await page.goto(`/orders/slips?ids=${exchangeId}`);
  const slip = page.getByTestId("slip");
  await expect(slip).toHaveCount(1);
  await expect(slip.getByTestId("slip-exchange")).toHaveText(settle);

  // Her own page of the exchange says what she pays at the door, and what the courier takes back.
  await page.goto(`/order/${exchange.reference}`);
  await expect(page.getByTestId("order-exchange")).toHaveText(`Exchange of your order ${order.reference} The courier takes back 1 item.`);
  await expect(page.getByTestId("order-exchange-collect")).toContainText(collect);

  // Back in the original's modal: its return awaits the M; marking it received puts the M back and credits it.
  await page.goto(`/orders/${order.id}`);
  const original = page.getByRole("dialog");
  const awaiting = original.getByTestId("order-return");
  await expect(awaiting).toHaveCount(1);
  await expect(awaiting.getByTestId("order-return-status")).toHaveText("Awaiting the pieces");
  await expect(awaiting.getByTestId("order-return-exchange")).toHaveText(`Exchange order ${exchange.reference}`);
  await expect(awaiting).toContainText(`${dress.name}, M: 1 piece`);
  const received = watchBanner(page, "The pieces were received: they are back in stock!", javaScript);
  await awaiting.getByRole("button", { name: "Mark received" }).click();
  await received();
  await expect(original.getByTestId("order-return-status")).toHaveText("Received");
  await expect(original.getByTestId("order-history")).toContainText(`Exchange recorded: a piece to take back, by ${username}`);
  await expect(original.getByTestId("order-history")).toContainText(`Returned pieces received, by ${username}`);
  await expect(original.getByRole("button", { name: "Mark received" })).toHaveCount(0);
  expect(await stockOf(page.request, dress.id)).toEqual({ s: 0, m: 5, l: 4 });
  const credit = original.getByTestId("order-document-credit_note");
  await expect(credit).toContainText(nextNumber(invoice.number));
  await expect(credit).toContainText(`Corrects invoice ${invoice.number}`);

  // The exchange's own order is delivered and invoiced with the next number, for the L.
  await moveTo(page.request, token, exchangeId, ["shipped", "delivered"]);
  await page.goto(`/orders/${exchangeId}`);
  await page.getByRole("dialog").getByRole("button", { name: "Issue the invoice" }).click();
  await expect(page.getByRole("dialog").getByTestId("order-document-invoice")).toContainText(nextNumber(invoice.number, 2));
  const [exchangeInvoice] = (await apiJson<Document[]>(page.request, "GET", `orders/invoices/${exchangeId}`, token)).body;
  expect(exchangeInvoice.content.lines.map((line) => line.quantity)).toEqual([1]);
});

test("a partial return issues a partial credit note with the next number", async ({ page }, testInfo) => {
  test.slow();
  const javaScript = testInfo.project.use.javaScriptEnabled === true;
  const token = await apiToken(page.request, "ADMIN");
  const scarf = await createProductViaApi(page.request, token, { name: uniqueName("Foulard"), price: "20.000", quantity: 10 });
  const order = await placeOrder(page.request, [{ id: scarf.id, quantity: 2 }]);
  await moveTo(page.request, token, order.id, ["confirmed", "shipped", "delivered"]);
  const invoice = await invoiceOf(page.request, token, order.id);
  const before = (await stockOf(page.request, scarf.id)).one;

  const { username } = await signInAsNewEditor(page, "en");
  await page.goto(`/orders/${order.id}`);
  await page.getByRole("dialog").getByRole("link", { name: "Return some pieces" }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}/return$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Return some pieces");
  const pieces = page.getByLabel(`${scarf.name}: pieces coming back (at most 2)`, { exact: true });
  await expect(pieces).toHaveValue("0");

  // Nothing coming back, then more than she kept: each said where it belongs, nothing recorded.
  const submit = page.getByRole("button", { name: "Record the return" });
  await submit.click();
  await expect(page.getByTestId("order-return-error")).toHaveText("Give at least one piece to take back");
  await pieces.fill("3");
  await submit.click();
  await expect(pieces).toHaveAccessibleDescription("quantity must be at most 2");
  await expect(pieces).toHaveAttribute("aria-invalid", "true");
  expect((await apiJson<Order>(page.request, "GET", `orders/${order.id}`, token)).body.returns).toEqual([]);

  // One scarf of two comes back.
  await pieces.fill("1");
  await page.getByLabel("Note for the history").fill("Colour not as pictured");
  const recorded = watchBanner(page, "The return was recorded: mark its pieces received when they are back!", javaScript);
  await submit.click();
  await expect(page).toHaveURL(new RegExp(`/orders/${order.id}$`));
  await recorded();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("order-stage")).toHaveText("Delivered");
  await expect(dialog.getByTestId("order-partly-returned")).toHaveText("Partly returned");
  const [pending] = (await apiJson<Order>(page.request, "GET", `orders/${order.id}`, token)).body.returns!;
  const row = dialog.getByTestId("order-return");
  await expect(row.getByTestId("order-return-status")).toHaveText("Awaiting the pieces");
  await expect(row.getByTestId("order-return-amount")).toContainText(pending.refund);
  await expect(row).toContainText(`${scarf.name}: 1 piece`);
  await expect(row).toContainText("Colour not as pictured");
  await expect(dialog.getByTestId("order-history")).toContainText(`Return of pieces recorded, by ${username}`);
  // Its stock comes back only when the piece is in the shop.
  expect((await stockOf(page.request, scarf.id)).one).toBe(before);

  const received = watchBanner(page, "The pieces were received: they are back in stock!", javaScript);
  await row.getByRole("button", { name: "Mark received" }).click();
  await received();
  await expect(row.getByTestId("order-return-status")).toHaveText("Received");
  expect((await stockOf(page.request, scarf.id)).one).toBe(before + 1);
  const credit = dialog.getByTestId("order-document-credit_note");
  await expect(credit).toContainText(nextNumber(invoice.number));
  await expect(credit).toContainText(`Corrects invoice ${invoice.number}`);
  await expect(dialog.getByTestId("order-partly-returned")).toBeVisible();
  const documents = (await apiJson<Document[]>(page.request, "GET", `orders/invoices/${order.id}`, token)).body;
  const note = documents.find((document) => document.kind === "credit_note")!;
  expect(note).toMatchObject({ number: nextNumber(invoice.number), corrects: invoice.number });
  expect(note.content.lines.map((line) => line.quantity)).toEqual([1]);

  // The orders list flags it too; the other piece can still come back.
  await page.goto(`/orders?q=${encodeURIComponent(order.fullName)}`);
  await expect(page.locator("tbody tr", { hasText: order.fullName }).getByTestId("order-partly-returned")).toBeVisible();
  await page.goto(`/orders/${order.id}/return`);
  await expect(page.getByLabel(`${scarf.name}: pieces coming back (at most 1)`, { exact: true })).toHaveValue("0");
});

test("the return and exchange pages read right to left in Arabic, say in Arabic what they refuse, and pass axe", async ({
  axePage: page,
}) => {
  test.slow();
  const token = await apiToken(page.request, "ADMIN");
  const dress = await createProductViaApi(page.request, token, {
    name: uniqueName("Robe"),
    price: "45.500",
    type: "women_s_clothing",
    category: "dresses",
    sizes: [
      { size: "m", quantity: 3 },
      { size: "l", quantity: 0 },
    ],
  });
  const variants = (await apiJson<{ variants: ProductVariant[] }>(page.request, "GET", `products/single/${dress.id}`)).body.variants;
  const large = variants.find((variant) => variant.size === "l")!;
  const order = await placeOrder(page.request, [{ id: dress.id, quantity: 1, size: "m" }]);
  await moveTo(page.request, token, order.id, ["confirmed", "shipped", "delivered"]);

  await signInAsNewEditor(page, "ar");
  await page.goto(`/orders/${order.id}/exchange`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("استبدال قطعة");
  await page.getByLabel("لون أو مقاس جديد").selectOption(large.sku);
  await page.getByRole("button", { name: "إنشاء الاستبدال" }).click();
  await expect(page.getByTestId("order-exchange-error")).toContainText(`المخزون غير كافٍ من ${dress.name}`);
  expect(await seriousViolations(page), "exchange page").toEqual([]);

  await page.goto(`/orders/${order.id}/return`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await page.getByRole("button", { name: "تسجيل الإرجاع" }).click();
  await expect(page.getByTestId("order-return-error")).toHaveText("اذكر قطعة واحدة على الأقل لاسترجاعها");
  expect(await seriousViolations(page), "return page").toEqual([]);

  // The modal's returns, in Arabic too.
  const recorded = await apiJson(page.request, "POST", `orders/return/${order.id}`, token, {
    lines: [{ id: order.products[0].lineId, quantity: 1 }],
  });
  expect(recorded.status).toBe(201);
  await page.goto(`/orders/${order.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("order-partly-returned")).toHaveText("مُرجَع جزئيًا");
  await expect(dialog.getByTestId("order-return-status")).toHaveText("في انتظار القطع");
  await expect(dialog.getByRole("button", { name: "تأكيد الاستلام" })).toBeVisible();
  expect(await seriousViolations(page), "order modal").toEqual([]);
});

/**
 * A parcel kept in part at the door (docs/decisions/055), in the dinar store: a shipped order of three lines placed
 * with a 10% code is recorded from its modal as kept in part. A record keeping nothing and one keeping more than
 * ordered are refused beside the lines; the one that keeps a piece of the two-piece line and the second line shows
 * both quantities per line, the kept total with the code worked out again and the total as ordered; the invoice
 * issued afterwards has the two kept lines; the shopper's page and tracking say "ordered 2, kept 1". In Arabic, the
 * form reads right to left and says what it refuses in Arabic. With JavaScript on and off.
 */
import { randomInt } from "node:crypto";
import { apiToken, expect, test } from "./fixtures";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";

test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

interface OrderAnswer {
  id: number;
  reference: string;
  subtotal: string;
  shippingFee: string;
  discount: string;
  total: string;
  products: { lineId: number; name: string; quantity: number; keptQuantity: number | null }[];
}

/** An amount in millimes, for exact sums. */
const millimes = (amount: string) => BigInt(amount.replace(".", ""));
const dinars = (units: bigint) => `${units / 1000n}.${String(units % 1000n).padStart(3, "0")}`;

test("a shipped order kept in part is recorded from its modal, shows both quantities and the kept total, and is invoiced for what was kept", async ({
  page,
}) => {
  test.slow();
  const token = await apiToken(page.request, "ADMIN");
  const dress = await createProductViaApi(page.request, token, {
    name: uniqueName("Robe"),
    price: "45.500",
    type: "women_s_clothing",
    category: "dresses",
    sizes: [{ size: "m", quantity: 10 }],
  });
  const watch = await createProductViaApi(page.request, token, { name: uniqueName("Montre"), price: "12.345", quantity: 10 });
  const scarf = await createProductViaApi(page.request, token, { name: uniqueName("Foulard"), price: "20.000", quantity: 10 });
  const code = await apiJson<{ code: string }>(page.request, "POST", "discounts/create", token, {
    code: uniqueName("porte"),
    kind: "percent",
    percent: 10,
  });
  expect(code.status).toBe(201);
  const telephone = String(randomInt(20_000_000, 99_999_999));
  const placed = await apiJson<OrderAnswer>(page.request, "POST", "orders/create", undefined, {
    fullName: uniqueName("Ines "),
    telephone,
    state: "Tunis",
    city: "Tunis",
    street: "Rue de Marseille 4",
    zip: "1000",
    place: "Home",
    products: [
      { id: dress.id, size: "m", quantity: 2 },
      { id: watch.id, quantity: 1 },
      { id: scarf.id, quantity: 1 },
    ],
    discountCode: code.body.code,
  });
  expect(placed.status).toBe(201);
  const order = placed.body;
  // 2 × 45.500 + 12.345 + 20.000 = 123.345, 10% off = 12.3345 → 12.335.
  expect(order).toMatchObject({ subtotal: "123.345", discount: "12.335" });
  expect((await apiJson(page.request, "PUT", `orders/stage/${order.id}`, token, { stage: "shipped" })).status).toBe(200);
  const scarfStock = (await apiJson<{ quantity: string }>(page.request, "GET", `products/single/${scarf.id}`)).body.quantity;

  await signInAsNewEditor(page, "en");
  await page.goto(`/orders/${order.id}`);
  const dialog = page.getByRole("dialog");
  const form = dialog.getByTestId("order-delivery");
  await expect(form.getByRole("heading", { name: "Delivered in part" })).toBeVisible();
  const kept = (name: string, ordered: number) => form.getByLabel(`${name}, M: kept of ${ordered}`, { exact: true });
  const keptOne = (name: string) => form.getByLabel(`${name}: kept of 1`, { exact: true });
  // Every line starts at what was ordered.
  await expect(kept(dress.name, 2)).toHaveValue("2");
  await expect(keptOne(watch.name)).toHaveValue("1");
  await expect(keptOne(scarf.name)).toHaveValue("1");

  // Nothing kept is a refusal, not a delivery in part: said under the lines, nothing recorded.
  await kept(dress.name, 2).fill("0");
  await keptOne(watch.name).fill("0");
  await keptOne(scarf.name).fill("0");
  await form.getByRole("button", { name: "Record the delivery" }).click();
  await expect(form.getByTestId("order-delivery-error")).toHaveText(
    "At least one piece must be kept: a parcel refused whole is a refusal, not a delivery in part",
  );
  // More than ordered: said beside the line.
  await kept(dress.name, 2).fill("3");
  await keptOne(watch.name).fill("1");
  await form.getByRole("button", { name: "Record the delivery" }).click();
  await expect(kept(dress.name, 2)).toHaveAccessibleDescription("At most 2 kept: 2 ordered");
  await expect(kept(dress.name, 2)).toHaveAttribute("aria-invalid", "true");
  expect((await apiJson<{ stage: string }>(page.request, "GET", `orders/${order.id}`, token)).body.stage).toBe("shipped");

  // She kept one dress of two and the watch; the scarf came back.
  await kept(dress.name, 2).fill("1");
  await keptOne(watch.name).fill("1");
  await keptOne(scarf.name).fill("0");
  await form.getByLabel("Note for the history").fill("Courier: one dress too small");
  await form.getByRole("button", { name: "Record the delivery" }).click();
  await expect(page.getByText("The delivery was recorded: the refused pieces are back in stock!")).toBeVisible();
  await expect(dialog.getByTestId("order-stage")).toHaveText("Delivered");
  await expect(dialog.getByTestId("order-delivery")).toHaveCount(0);

  // Kept: 45.500 + 12.345 = 57.845, 10% = 5.7845 → 5.785, and the delivery fee as charged.
  const saved = (await apiJson<OrderAnswer>(page.request, "GET", `orders/${order.id}`, token)).body;
  const keptTotal = dinars(millimes("57.845") - millimes("5.785") + millimes(order.shippingFee));
  expect(saved).toMatchObject({ subtotal: "57.845", discount: "5.785", total: keptTotal });
  // Both quantities on each line, the kept total, and the total as ordered under it.
  const row = (name: string) => dialog.locator("tbody tr", { hasText: name });
  for (const [name, ordered, keptPieces] of [
    [dress.name, "2", "1"],
    [watch.name, "1", "1"],
    [scarf.name, "1", "0"],
  ]) {
    await expect(row(name).getByTestId("order-line-quantity")).toHaveText(ordered);
    await expect(row(name).getByTestId("order-line-kept")).toHaveText(keptPieces);
  }
  await expect(dialog.getByRole("columnheader", { name: "Ordered" })).toBeVisible();
  await expect(dialog.getByRole("columnheader", { name: "Kept" })).toBeVisible();
  await expect(dialog.getByTestId("order-total")).toContainText(keptTotal);
  await expect(dialog.getByTestId("order-discount")).toContainText("5.785");
  await expect(dialog.getByTestId("order-ordered-total")).toContainText(order.total);
  const history = dialog.getByTestId("order-history-kept");
  await expect(history).toContainText(`${dress.name}, M: 1 kept of 2`);
  await expect(history).toContainText(`${scarf.name}: 0 kept of 1`);
  await expect(dialog.getByTestId("order-history")).toContainText("Courier: one dress too small");
  // The scarf is back in stock.
  const scarfAfter = (await apiJson<{ quantity: string }>(page.request, "GET", `products/single/${scarf.id}`)).body.quantity;
  expect(Number(scarfAfter)).toBe(Number(scarfStock) + 1);

  // The invoice issued afterwards: the two kept lines at the kept pieces, and the kept total with the stamp.
  await dialog.getByRole("button", { name: "Issue the invoice" }).click();
  await expect(page.getByText(/Invoice \d{4}-\d{6} was issued\./)).toBeVisible();
  const [invoice] = (
    await apiJson<{ id: number; number: string; content: { totalWithTax: string; lines: { name: string; quantity: number }[] } }[]>(
      page.request,
      "GET",
      `orders/invoices/${order.id}`,
      token,
    )
  ).body;
  expect(invoice.content.totalWithTax).toBe(keptTotal);
  expect(invoice.content.lines.map((line) => [line.name, line.quantity])).toEqual([
    [dress.name, 1],
    [watch.name, 1],
  ]);
  await dialog
    .getByTestId("order-document-invoice")
    .getByRole("link", { name: `View or print Invoice ${invoice.number} in English` })
    .click();
  // The first body holds the lines; the delivery and the discount follow in their own.
  const lines = page.getByTestId("invoice-lines").locator("tbody").first().locator("tr");
  await expect(lines).toHaveCount(2);
  await expect(lines.nth(0)).toContainText(dress.name);
  await expect(lines.nth(1)).toContainText(watch.name);
  await expect(page.getByTestId("invoice-lines")).not.toContainText(scarf.name);

  // The shopper's page: both quantities per line, and the total she paid.
  await page.goto(`/order/${order.reference}`);
  const mine = page.getByTestId("order-line");
  await expect(mine.filter({ hasText: dress.name }).getByTestId("order-line-quantity")).toHaveText("ordered 2, kept 1");
  await expect(mine.filter({ hasText: scarf.name }).getByTestId("order-line-quantity")).toHaveText("ordered 1, kept 0");
  await expect(page.getByTestId("order-total")).toContainText(keptTotal);
  await expect(page.getByTestId("order-kept-note")).toBeVisible();

  // Tracking it says the same, line by line.
  await page.goto("/track");
  await page.getByLabel("Order number").fill(order.reference);
  await page.getByLabel("Telephone").fill(telephone);
  await page.getByRole("button", { name: "Track", exact: true }).click();
  const tracked = page.getByTestId("track-kept");
  await expect(tracked).toContainText(`${dress.name}, M: ordered 2, kept 1`);
  await expect(tracked).toContainText(`${watch.name}: ordered 1, kept 1`);
  await expect(tracked).toContainText(`${scarf.name}: ordered 1, kept 0`);
});

test("the delivery form reads right to left in Arabic, and says in Arabic what it refuses", async ({ page }) => {
  const token = await apiToken(page.request, "ADMIN");
  const watch = await createProductViaApi(page.request, token, { name: uniqueName("Montre"), price: "12.345", quantity: 10 });
  const placed = await apiJson<OrderAnswer>(page.request, "POST", "orders/create", undefined, {
    fullName: uniqueName("Ines "),
    telephone: String(randomInt(20_000_000, 99_999_999)),
    state: "Tunis",
    city: "Tunis",
    street: "Rue de Marseille 4",
    zip: "1000",
    place: "Home",
    products: [{ id: watch.id, quantity: 2 }],
  });
  expect(placed.status).toBe(201);
  expect((await apiJson(page.request, "PUT", `orders/stage/${placed.body.id}`, token, { stage: "shipped" })).status).toBe(200);

  await signInAsNewEditor(page, "ar");
  await page.goto(`/orders/${placed.body.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const form = page.getByRole("dialog").getByTestId("order-delivery");
  await expect(form.getByRole("heading", { name: "سُلِّم جزئيًا" })).toBeVisible();
  const kept = form.getByLabel(`${watch.name}: المحتفظ بها من 2`, { exact: true });
  await expect(kept).toHaveValue("2");
  await kept.fill("3");
  await form.getByRole("button", { name: "تسجيل التسليم" }).click();
  await expect(kept).toHaveAccessibleDescription("2 على الأكثر: طُلب 2");
  await kept.fill("0");
  await form.getByRole("button", { name: "تسجيل التسليم" }).click();
  await expect(form.getByTestId("order-delivery-error")).toHaveText(
    "يجب الاحتفاظ بقطعة واحدة على الأقل: الطرد المرفوض كله رفضٌ وليس تسليمًا جزئيًا",
  );
  await kept.fill("1");
  await form.getByRole("button", { name: "تسجيل التسليم" }).click();
  await expect(page.getByText("تم تسجيل التسليم: عادت القطع المرفوضة إلى المخزون!")).toBeVisible();
  const row = page.getByRole("dialog").locator("tbody tr", { hasText: watch.name });
  await expect(row.getByTestId("order-line-quantity")).toHaveText("2");
  await expect(row.getByTestId("order-line-kept")).toHaveText("1");
});

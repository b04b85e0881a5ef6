import fs from "node:fs";
import { seriousViolations } from "./axe";
import type { Page } from "@playwright/test";
import { readCsv } from "../csv-reader";
import { barcodesOf, textOf } from "../pdf-reader";
import { SLIPS_MAX } from "../../app/lib/slips";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, createProductViaApi, placeOrderViaApi, uniqueName } from "./admin-helpers";

interface PlacedOrder {
  id: number;
  name: string;
  reference: string;
  total: string;
}

const usd = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" });

/** Three orders of a new product, each moved to Confirmed through the API by the staff member signed in. */
async function confirmedOrders(page: Page, token: string, family: string, count = 3): Promise<PlacedOrder[]> {
  const product = await createProductViaApi(page.request, token, { name: uniqueName("Slip "), quantity: 60, price: "12.50" });
  const orders: PlacedOrder[] = [];
  for (let i = 1; i <= count; i++) {
    const name = `${family} ${i}`;
    const placed = await placeOrderViaApi(page.request, name, product.id);
    const moved = await apiJson(page.request, "PUT", `orders/stage/${placed.id}`, token, { stage: "confirmed" });
    expect(moved.status).toBe(200);
    const order = await apiJson<{ total: string }>(page.request, "GET", `orders/${placed.id}`, token);
    orders.push({ id: placed.id, name, reference: placed.reference, total: order.body.total });
  }
  return orders;
}

/** The orders list narrowed to a family of customers, with their rows checked. */
async function selectOrders(page: Page, family: string, orders: readonly PlacedOrder[]) {
  await page.goto(`/orders?q=${encodeURIComponent(family)}`);
  await expect(page.getByTestId("list-total")).toHaveText(`There is ${orders.length} Orders.`);
  for (const order of orders) await page.getByRole("checkbox", { name: `Select the order of ${order.name}` }).check();
}

async function expectSlips(page: Page, orders: readonly PlacedOrder[]) {
  const slips = page.getByTestId("slip");
  await expect(slips).toHaveCount(orders.length);
  for (const order of orders) {
    const slip = slips.filter({ hasText: order.reference });
    await expect(slip).toHaveCount(1);
    await expect(slip.getByTestId("slip-reference")).toHaveText(order.reference);
    await expect(slip.getByRole("heading", { level: 2 })).toHaveText(order.name);
    await expect(slip.getByTestId("slip-cash")).toContainText(usd.format(Number(order.total)));
    await expect(slip).toContainText("+216 22123456");
    await expect(slip).toContainText("Sousse");
    await expect(slip).toContainText("2 items");
    await expect(slip.getByTestId("slip-barcode").locator("svg path")).not.toHaveCount(0);
  }
}

test.describe("delivery slips", () => {
  test("staff print the slips of three checked Confirmed orders, four to an A4 page, and export the carrier CSV", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const family = uniqueName("Slip ");
    const orders = await confirmedOrders(page, token, family);

    await selectOrders(page, family, orders);
    await page.getByRole("button", { name: "Print delivery slips" }).click();
    await expect(page).toHaveURL(/\/orders\/slips\?ids=\d+%2C\d+%2C\d+&layout=a4$/);
    await expect(page).toHaveTitle("Delivery slips | Yasmine");
    await expect(page.getByRole("heading", { level: 1, name: "Delivery slips" })).toBeVisible();
    // No back-office sidebar on a printed page.
    await expect(page.getByRole("navigation")).toHaveCount(0);
    await expectSlips(page, orders);
    // Four to a sheet: the three slips share one.
    await expect(page.locator(".slip-sheet")).toHaveCount(1);
    // Printing alone moves nothing.
    const still = await apiJson<{ stage: string }>(page.request, "GET", `orders/${orders[0].id}`, token);
    expect(still.body.stage).toBe("confirmed");

    // One per A6 label: one sheet each.
    await page.goto(`/orders/slips?ids=${orders.map((order) => order.id).join(",")}&layout=a6`);
    await expect(page.getByTestId("slip")).toHaveCount(3);
    await expect(page.locator(".slip-sheet")).toHaveCount(3);

    await selectOrders(page, family, orders);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Carrier CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^carrier-standard-\d{4}-\d{2}-\d{2}\.csv$/);
    const file = readCsv(new Uint8Array(fs.readFileSync(await download.path())));
    expect(file.header).toEqual(["Name", "Telephone", "Governorate", "City", "Address", "Cash to collect", "Items", "Reference", "SKUs"]);
    expect(file.rows).toHaveLength(3);
    // Each parcel's lines by SKU and quantity, last, so that the columns before keep their places.
    for (const row of file.rows) expect(row.at(-1)).toMatch(/^[A-Z0-9]+(?:-[A-Z0-9]+)* ×2$/);
    for (const order of orders) {
      expect(file.rows.map((row) => row.slice(0, -1))).toContainEqual([
        order.name,
        "22123456",
        "Sousse",
        "Hammam",
        "Rue de la Plage 4, 4011",
        order.total,
        "2",
        order.reference,
      ]);
    }
  });

  test("with “and mark them Shipped” the Confirmed orders become Shipped, and an order that cannot move is named", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const family = uniqueName("Ship ");
    const orders = await confirmedOrders(page, token, family);
    // A fourth order, still New: it is printed but cannot be shipped from there.
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Slip "), quantity: 10, price: "3.00" });
    const fresh = await placeOrderViaApi(page.request, `${family} 4`, product.id);
    const freshOrder = await apiJson<{ total: string }>(page.request, "GET", `orders/${fresh.id}`, token);
    const all = [...orders, { id: fresh.id, name: `${family} 4`, reference: fresh.reference, total: freshOrder.body.total }];

    await selectOrders(page, family, all);
    await page.getByLabel("and mark them Shipped").check();
    await page.getByRole("button", { name: "Print delivery slips" }).click();
    // The address names the orders and the layout only: what moved comes in the flash cookie.
    await expect(page).toHaveURL(/\/orders\/slips\?ids=\d+%2C\d+%2C\d+%2C\d+&layout=a4$/);
    const report = page.getByTestId("slips-report");
    await expect(report.getByText("3 orders were marked Shipped.")).toBeVisible();
    await expect(report).toContainText(`Not marked Shipped (they are not Confirmed): ${fresh.reference}`);
    await expectSlips(page, all);

    for (const order of orders) {
      const saved = await apiJson<{ stage: string; history: { from: string | null; to: string }[] }>(
        page.request,
        "GET",
        `orders/${order.id}`,
        token,
      );
      expect(saved.body.stage).toBe("shipped");
      expect(saved.body.history.at(-1)).toMatchObject({ from: "confirmed", to: "shipped" });
    }
    const unmoved = await apiJson<{ stage: string }>(page.request, "GET", `orders/${fresh.id}`, token);
    expect(unmoved.body.stage).toBe("new");

    // Printing the same page again moves nothing again, and says nothing of the move again.
    await page.reload();
    await expect(page.getByTestId("slip")).toHaveCount(4);
    await expect(page.getByTestId("slips-report")).toHaveCount(0);
  });

  test("an address that claims orders moved shows nothing of it", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const [order] = await confirmedOrders(page, token, uniqueName("Crafted "), 1);
    await page.goto(`/orders/slips?ids=${order.id}&layout=a4&shipped=50&notMoved=ABC`);
    await expect(page.getByTestId("slip")).toHaveCount(1);
    await expect(page.getByTestId("slips-report")).toHaveCount(0);
    await expect(page.getByText("marked Shipped")).toHaveCount(0);
    await expect(page.locator(".slips-toolbar")).not.toContainText("ABC");
    const still = await apiJson<{ stage: string }>(page.request, "GET", `orders/${order.id}`, token);
    expect(still.body.stage).toBe("confirmed");
  });

  test("a form naming more orders than a batch holds is refused whole, and says why", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const [order] = await confirmedOrders(page, token, uniqueName("Many "), 1);
    // The list's form as a crafted post sends it: 140,000 orders in one field (870 KB), and the move to Shipped.
    const ids = Array.from({ length: 140_000 }, (_, i) => (i === 0 ? order.id : i)).join(",");
    const answer = await page.request.post("/orders/slips", {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `layout=a4&ship=1&ids=${ids}`,
      maxRedirects: 0,
    });
    expect(answer.status()).toBe(303);
    expect(answer.headers().location).toBe("/orders/slips");
    // The browser shares the request's cookies, the flash among them.
    await page.goto("/orders/slips");
    await expect(page.getByTestId("slips-report")).toHaveText(
      `Too many orders at once: a batch holds at most ${SLIPS_MAX}. Nothing was printed or moved; select fewer orders.`,
    );
    await expect(page.getByTestId("slip")).toHaveCount(0);
    const still = await apiJson<{ stage: string }>(page.request, "GET", `orders/${order.id}`, token);
    expect(still.body.stage).toBe("confirmed");
  });

  test("staff print three Confirmed orders' slips moving them to Shipped, and download them as a PDF a scanner reads", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const family = uniqueName("Pdf ");
    const orders = await confirmedOrders(page, token, family);

    await selectOrders(page, family, orders);
    await page.getByLabel("and mark them Shipped").check();
    await page.getByRole("button", { name: "Print delivery slips" }).click();
    await expect(page.getByText("3 orders were marked Shipped.")).toBeVisible();
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Download PDF" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^slips-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = new Uint8Array(fs.readFileSync(await download.path()));

    const { pages, text } = await textOf(pdf);
    // Four to an A4 page: the three slips share one.
    expect(pages).toBe(1);
    expect(text.split("Cash to collect")).toHaveLength(orders.length + 1);
    for (const order of orders) {
      expect(text).toContain(order.reference);
      expect(text).toContain(order.name);
      expect(text).toContain(usd.format(Number(order.total)));
    }
    expect((await barcodesOf(pdf)).sort()).toEqual(orders.map((order) => order.reference).sort());

    for (const order of orders) {
      const saved = await apiJson<{ stage: string }>(page.request, "GET", `orders/${order.id}`, token);
      expect(saved.body.stage).toBe("shipped");
    }
  });

  test("the day's Confirmed orders are printed when no box is checked", async ({ page }) => {
    const token = await loginAs(page, "ADMIN");
    const family = uniqueName("Day ");
    const orders = await confirmedOrders(page, token, family, 2);
    await page.goto(`/orders?q=${encodeURIComponent(family)}`);
    await page.getByLabel("Confirmed orders of the day").fill(new Date().toISOString().slice(0, 10));
    await page.getByRole("button", { name: "Print delivery slips" }).click();
    await expect(page).toHaveURL(/\/orders\/slips\?ids=/);
    for (const order of orders) await expect(page.getByTestId("slip").filter({ hasText: order.reference })).toHaveCount(1);
  });

  test("a guest who asks for slips or the carrier CSV is sent to sign in", async ({ page }) => {
    await page.goto("/orders/slips?ids=1,2");
    await expect(page).toHaveURL(/\/login$/);
    for (const path of ["/orders/carrier-csv?ids=1", "/orders/slips.pdf?ids=1"]) {
      const file = await page.request.get(path, { maxRedirects: 0 });
      expect(file.status()).toBe(302);
      expect(file.headers().location).toMatch(/\/login$/);
    }
  });

  test("the slips page has no serious or critical axe violation", async ({ axePage: page }) => {
    const token = await loginAs(page, "SUPER_ADMIN");
    const orders = await confirmedOrders(page, token, uniqueName("Axe "), 1);
    await page.goto(`/orders/slips?ids=${orders[0].id}`);
    await expect(page.getByTestId("slip")).toHaveCount(1);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/**
 * A campaign from start to end (ADR 047), with JavaScript on and off: an admin creates ETE20 (20% off from a
 * subtotal of 100, 10 uses) on the Discounts screen; a shopper applies it in her cart, sees the new total and
 * orders; her order's page, the back office's order and the orders' CSV show the code and what it took off; the
 * order is cancelled, and the code has its use back. (The staff e-mail's discount line is proven against a real
 * SMTP server in tests/api/discount-orders.test.ts.)
 */
import fs from "node:fs";
import type { APIRequestContext } from "@playwright/test";
import type { Order } from "../../app/lib/types";
import { readCsv } from "../csv-reader";
import { apiJson, banner } from "./admin-helpers";
import { expect, loginAs, test, waitForHydration } from "./fixtures";
import { addToCart, createProduct, newestOrders, orderFromCart, uniqueName } from "./store-helpers";

/** The code a previous try of this test left in this store goes, so the form can create it again. */
async function removeCode(request: APIRequestContext, token: string, code: string) {
  const list = await apiJson<{ id: number; code: string }[]>(request, "GET", "discounts", token);
  for (const found of list.body.filter((item) => item.code === code)) {
    expect((await apiJson(request, "DELETE", `discounts/${found.id}`, token)).status).toBe(200);
  }
}

test("ETE20 from the Discounts screen to a cancelled order: the cart, the order's page, the back office and the CSV show it, and the cancel gives its use back", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // The staff member creates the campaign's code.
  const token = await loginAs(page, "ADMIN");
  await removeCode(page.request, token, "ETE20");
  await page.goto("/discounts/new");
  await waitForHydration(page);
  const form = page.locator("#new-discount");
  await form.getByLabel("Code", { exact: true }).fill("ETE20");
  await form.getByLabel("Percentage off").fill("20");
  await form.getByLabel("Minimum subtotal").fill("100");
  await form.getByLabel("Maximum uses").fill("10");
  await form.getByRole("button", { name: "Create code" }).click();
  await expect(banner(page)).toContainText("The code ETE20 was created!");

  // The shopper: two dresses of 60.00, the code typed in lower case.
  const product = await createProduct(page.request, { name: uniqueName("Ete dress"), price: "60.00", quantity: 10 });
  await addToCart(page, product, 2);
  const summary = page.getByRole("region", { name: "Order summary" });
  await summary.getByLabel("Discount code").fill("ete20");
  await summary.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByTestId("cart-discount")).toHaveText("−$24.00");
  await expect(page.getByTestId("estimated-total")).toHaveText("$96.00");
  const fullName = uniqueName("Ete buyer");
  await orderFromCart(page, fullName);
  await expect(page.getByTestId("order-subtotal")).toHaveText("$120.00");
  await expect(page.getByTestId("order-discount")).toHaveText("−$24.00");
  const order = (await newestOrders(page.request)).find((candidate) => candidate.fullName === fullName) as Order;
  expect(order).toMatchObject({ discountCode: "ETE20", discountKind: "percent", discount: "24.00", subtotal: "120.00" });

  // The back office: the orders of the code, their CSV, the order's details.
  await page.goto(`/orders?code=ete20&q=${encodeURIComponent(fullName)}`);
  await expect(page.getByTestId("list-total")).toHaveText("There is 1 Orders.");
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const csv = readCsv(new Uint8Array(fs.readFileSync(await download.path())));
  expect(csv.records.map((row) => [row.Reference, row["Discount code"], row.Discount, row.Total])).toEqual([
    [order.reference, "ETE20", "24.00", order.total],
  ]);
  await page.locator("tbody tr").getByRole("link", { name: /^More/ }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("order-discount")).toHaveText("Discount (ETE20)−$24.00");

  // Cancelled, the order gives the code its use back.
  await page.goto("/discounts");
  const row = page.getByTestId("discount-row").filter({ has: page.locator("bdi.font-monospace").getByText("ETE20", { exact: true }) });
  await expect(row.getByTestId("discount-uses")).toHaveText("1 / 10");
  await page.goto(`/orders?q=${order.reference}`);
  await page.locator("tbody tr").getByRole("link", { name: /^More/ }).click();
  await dialog.getByLabel("New stage").selectOption({ label: "Cancelled" });
  await dialog.getByRole("button", { name: "Update stage" }).click();
  await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Cancelled");
  await page.goto("/discounts");
  await expect(row.getByTestId("discount-uses")).toHaveText("0 / 10");
});

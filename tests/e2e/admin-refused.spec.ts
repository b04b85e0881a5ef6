/**
 * A parcel refused at the door (docs/decisions/056), with JavaScript on and off: a shipped order is marked Refused
 * in its modal, its stock comes back, and the next order from the same number carries the count of its refusals
 * in the list and in the modal, in English and in Arabic. In the dinar store, where HOLD_REFUSING_NUMBERS is on,
 * such an order is confirmed only with a note, and the modal says why.
 */
import { randomInt } from "node:crypto";
import type { APIRequestContext } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, createProductViaApi, signInAsNewEditor, uniqueName } from "./admin-helpers";

/** A telephone number of this test alone: every other test orders from 22123456. */
const ownNumber = () => String(randomInt(30_000_000, 99_999_999));

async function placeOrder(request: APIRequestContext, fullName: string, telephone: string, productId: number) {
  const placed = await apiJson<{ id: number; reference: string }>(request, "POST", "orders/create", undefined, {
    fullName,
    telephone,
    state: "Sfax",
    city: "Sakiet Ezzit",
    street: "Route de Tunis km 7",
    zip: "3021",
    place: "Home",
    products: [{ id: productId, quantity: 2, size: "m" }],
  });
  expect(placed.status).toBe(201);
  return placed.body;
}

const stockOfM = async (request: APIRequestContext, productId: number) =>
  (await apiJson<{ sizes: { size: string; quantity: number }[] }>(request, "GET", `products/single/${productId}`)).body.sizes.find(
    (row) => row.size === "m",
  )?.quantity;

test("a shipped parcel refused at the door goes back to stock, and the number's next order is flagged with its refusals", async ({
  page,
}) => {
  const token = await loginAs(page, "EDITOR");
  const product = await createProductViaApi(page.request, token, {
    name: uniqueName("Door"),
    type: "women_s_clothing",
    category: "dresses",
    sizes: [{ size: "m", quantity: 5 }],
  });
  const telephone = ownNumber();
  const customer = uniqueName("Rim ");
  const refused = await placeOrder(page.request, customer, telephone, product.id);
  expect((await apiJson(page.request, "PUT", `orders/stage/${refused.id}`, token, { stage: "shipped", carrier: "Aramex" })).status).toBe(
    200,
  );
  expect(await stockOfM(page.request, product.id)).toBe(3);

  // The courier brings it back unopened: staff mark it Refused in its modal.
  await page.goto(`/orders/${refused.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByTestId("order-stage")).toHaveText("Shipped");
  await expect(dialog.getByTestId("order-refusals")).toHaveCount(0);
  // The stage form's own fields: a shipped order's modal has other forms too.
  const stageForm = dialog.locator("#order-stage");
  await stageForm.getByLabel("New stage").selectOption({ label: "Refused" });
  await stageForm.getByLabel("Note for the history").fill("Refused at the door: not what she ordered");
  await stageForm.getByRole("button", { name: "Update stage" }).click();
  await expect(page.getByText("The order was updated!")).toBeVisible();
  await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Refused");
  await expect(page.getByRole("dialog").getByTestId("order-history")).toContainText(/Shipped → Refused, by \S+/);
  await expect(page.getByRole("dialog")).toContainText("This order is Refused: it has no further stage.");
  await expect(page.getByRole("dialog").getByRole("button", { name: "Confirm", exact: true })).toBeDisabled();
  expect(await stockOfM(page.request, product.id)).toBe(5);

  // The shopper's page says what became of it.
  const shopper = await page.context().browser()!.newPage();
  await shopper.goto(`/order/${refused.reference}`);
  await expect(shopper.getByTestId("order-status")).toHaveText("Refused at delivery: the parcel came back to us");
  await expect(shopper.getByTestId("order-progress").locator("li").last()).toContainText("Refused at delivery");
  await shopper.close();

  // The same number orders again: the list and the modal flag it with the count.
  const next = await placeOrder(page.request, `${customer} bis`, telephone, product.id);
  await page.goto(`/orders?q=${telephone}`);
  await expect(page.getByTestId("list-total")).toHaveText("There is 2 Orders.");
  const row = page.locator("tbody tr", { hasText: `${customer} bis` });
  await expect(row.getByTestId("order-refusals")).toHaveText("Refused 1 parcel before");
  // The refused order itself counts only the number's other refusals.
  await expect(page.locator("tbody tr").filter({ hasNotText: "bis" }).getByTestId("order-refusals")).toHaveCount(0);
  await row.getByRole("link", { name: /^More/ }).click();
  await expect(page).toHaveURL(new RegExp(`/orders/${next.id}\\?q=${telephone}`));
  await expect(page.getByRole("dialog").getByTestId("order-refusals")).toHaveText("Refused 1 parcel before");

  // The list's filter keeps the orders of numbers that refused before.
  await page.goto(`/orders?refusedBefore=1&q=${telephone}`);
  await expect(page.getByLabel("Refused a parcel before")).toBeChecked();
  await expect(page.getByTestId("list-total")).toHaveText("There is 1 Orders.");
  await expect(page.locator("tbody tr")).toContainText(`${customer} bis`);

  // In Arabic, in its plural form for one: a staff member who reads Arabic signs in.
  await page.context().clearCookies();
  await signInAsNewEditor(page, "ar");
  await page.goto(`/orders/${next.id}`);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(page.getByRole("dialog").getByTestId("order-refusals")).toHaveText("سبق أن رفض طردًا واحدًا");
});

test.describe("in the dinar store, which holds such numbers for the call", () => {
  test.use({ baseURL: async ({ tndBaseURL }, use) => use(tndBaseURL) });

  test("an order from a number that refused before is confirmed only with a note, and the modal says why", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, {
      name: uniqueName("Hold"),
      type: "women_s_clothing",
      category: "dresses",
      sizes: [{ size: "m", quantity: 10 }],
    });
    const telephone = ownNumber();
    const first = await placeOrder(page.request, uniqueName("Sana "), telephone, product.id);
    for (const stage of ["shipped", "refused"]) {
      expect((await apiJson(page.request, "PUT", `orders/stage/${first.id}`, token, { stage, note: "Called" })).status).toBe(200);
    }
    const held = await placeOrder(page.request, uniqueName("Sana "), telephone, product.id);

    await page.goto(`/orders/${held.id}`);
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("order-refusals")).toHaveText("Refused 1 parcel before");
    await dialog.getByLabel("New stage").selectOption({ label: "Confirmed" });
    await dialog.getByRole("button", { name: "Update stage" }).click();
    await expect(
      page
        .getByRole("dialog")
        .getByText(
          /note is required to confirm this order: its telephone number has refused parcels at the door before \(1\)\. Write what the confirmation call settled\./,
        ),
    ).toBeVisible();
    await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("New");

    await page.getByRole("dialog").getByLabel("New stage").selectOption({ label: "Confirmed" });
    await page.getByRole("dialog").getByLabel("Note for the history").fill("Called: she will pay this time");
    await page.getByRole("dialog").getByRole("button", { name: "Update stage" }).click();
    await expect(page.getByText("The order was updated!")).toBeVisible();
    await expect(page.getByRole("dialog").getByTestId("order-stage")).toHaveText("Confirmed");
    await expect(page.getByRole("dialog").getByTestId("order-history")).toContainText("Called: she will pay this time");
  });
});

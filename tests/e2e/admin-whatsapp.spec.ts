/**
 * Confirming an order by chat, and the shopper's messages as staff see them, with JavaScript on and off: a New
 * order placed from the French store with the shopper's e-mail shows her address, the "received" message, and a
 * "Confirm on WhatsApp" link to her number with the order in French; "Confirmed on WhatsApp" records the
 * confirmation with WhatsApp as its note, and her "confirmed" message joins the list.
 */
import { randomInt } from "node:crypto";
import { expect, loginAs, test } from "./fixtures";
import { apiJson, createProductViaApi, uniqueName } from "./admin-helpers";

test("a New order is confirmed on WhatsApp in the shopper's language, and her messages are listed", async ({ page }) => {
  const token = await loginAs(page, "EDITOR");
  const product = await createProductViaApi(page.request, token, {
    name: uniqueName("Chat"),
    type: "women_s_clothing",
    category: "dresses",
    sizes: [{ size: "m", quantity: 5 }],
  });
  const telephone = String(randomInt(30_000_000, 99_999_999));
  const placed = await apiJson<{ id: number; reference: string }>(page.request, "POST", "orders/create", undefined, {
    fullName: "Amel Ben Salah",
    telephone,
    state: "Sfax",
    city: "Sakiet Ezzit",
    street: "Route de Tunis km 7",
    zip: "3021",
    place: "Home",
    email: "amel@mail.tn",
    locale: "fr",
    products: [{ id: product.id, quantity: 2, size: "m" }],
  });
  expect(placed.status).toBe(201);

  await page.goto(`/orders/${placed.body.id}`);
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByRole("link", { name: "amel@mail.tn" })).toHaveAttribute("href", "mailto:amel@mail.tn");
  await expect(dialog.getByTestId("order-messages")).toContainText("Order received:");
  const link = new URL((await dialog.getByRole("link", { name: "Confirm on WhatsApp" }).getAttribute("href"))!);
  expect(`${link.origin}${link.pathname}`).toBe(`https://wa.me/216${telephone}`);
  const text = link.searchParams.get("text")!;
  expect(text).toContain(`Nous avons reçu votre commande ${placed.body.reference}`);
  expect(text).toContain("2 × ");
  expect(text).toContain("Route de Tunis km 7");

  await dialog.getByRole("button", { name: "Confirmed on WhatsApp" }).click();
  await expect(page.getByText("The order was updated!")).toBeVisible();
  await expect(dialog.getByTestId("order-stage")).toHaveText("Confirmed");
  await expect(dialog.getByRole("link", { name: "Confirm on WhatsApp" })).toHaveCount(0);
  await expect(dialog.getByTestId("order-messages")).toContainText("Order confirmed:");
  const order = await apiJson<{ history: { to: string; note: string }[] }>(page.request, "GET", `orders/${placed.body.id}`, token);
  expect(order.body.history.at(-1)).toMatchObject({ to: "confirmed", note: "WhatsApp" });
});

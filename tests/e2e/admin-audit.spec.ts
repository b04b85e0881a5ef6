/**
 * The audit log in the back office: a super admin finds who changed a price, from where, before and after,
 * filters it by person, record and day, and exports it; nobody else sees it.
 */
import fs from "node:fs";
import { readCsv } from "../csv-reader";
import { createProductViaApi, uniqueName } from "./admin-helpers";
import { apiToken, expect, loginAs, test } from "./fixtures";

test("a super admin finds a price change with its before and after, filters the log and exports it", async ({ page }) => {
  const editorToken = await apiToken(page.request, "EDITOR");
  const name = uniqueName("Audit");
  const product = await createProductViaApi(page.request, editorToken, { name, quantity: 4, price: "19.50" });
  const changed = await page.request.put(`/api/products/update/${product.id}`, {
    headers: { authorization: `Bearer ${editorToken}` },
    data: {
      types: "watches",
      categories: "steel_strap",
      name,
      price: "17.50",
      quantity: "4",
      description: "A product made by the end-to-end tests.",
      images: product.images,
    },
  });
  expect(changed.status(), await changed.text()).toBe(200);

  await loginAs(page, "SUPER_ADMIN");
  await page.goto("/dashboard");
  await page.getByRole("navigation", { name: "Admin area" }).getByRole("link", { name: "Audit log" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Audit log");
  const filters = page.getByRole("search");
  await filters.getByLabel("Record", { exact: true }).selectOption("product");
  await filters.getByLabel("Search by route, record number or name").fill(String(product.id));
  await filters.getByRole("button", { name: "Search" }).click();
  await expect(page).toHaveURL(/kind=product/);
  // The search also finds records whose number holds this one (12 in 120): this product's are "#12" exactly.
  const entries = page.getByTestId("audit-entry").filter({ hasText: new RegExp(`#\\s?${product.id}(?!\\d)`) });
  await expect(entries).toHaveCount(2);
  // Newest first: the price change, then the creation.
  await expect(entries.first()).toContainText("PUT /products/update/:id");
  await expect(entries.first()).toContainText("price: 19.500 → 17.500");
  await expect(entries.first()).toContainText("EDITOR");
  await expect(entries.nth(1)).toContainText("Created");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^audit-\d{4}-\d{2}-\d{2}\.csv$/);
  const file = readCsv(new Uint8Array(fs.readFileSync(await download.path())));
  expect(file.header).toEqual(["Date (UTC)", "Person", "Role", "Client", "Action", "Kind", "Target", "Before", "After"]);
  const ours = file.records.filter((row) => row.Target === String(product.id));
  expect(ours.map((row) => row.Action)).toEqual(["POST /products/create", "PUT /products/update/:id"]);
  expect(JSON.parse(ours[1].After)).toMatchObject({ price: "17.500" });
});

test("the log has no route that edits or deletes it, and an admin cannot read it", async ({ page }) => {
  const superToken = await apiToken(page.request, "SUPER_ADMIN");
  for (const method of ["put", "patch", "delete", "post"] as const) {
    const res = await page.request[method]("/api/audit", { headers: { authorization: `Bearer ${superToken}` }, data: {} });
    expect(res.status(), method).toBe(404);
  }
  const adminToken = await apiToken(page.request, "ADMIN");
  const refused = await page.request.get("/api/audit", { headers: { authorization: `Bearer ${adminToken}` } });
  expect(refused.status()).toBe(403);
  await loginAs(page, "ADMIN");
  await page.goto("/audit");
  await expect(page).toHaveURL(/\/dashboard$/);
});

import { seriousViolations } from "./axe";
import type { Page } from "@playwright/test";
import { expect, loginAs, test } from "./fixtures";
import {
  apiJson,
  createPostViaApi,
  createProductViaApi,
  placeOrderViaApi,
  previewedImportViaApi,
  sendMessageViaApi,
  uniqueName,
} from "./admin-helpers";

/** Opens each back-office screen and expects axe to find nothing serious or critical on it. */
async function expectNoSeriousViolations(page: Page, paths: readonly string[]): Promise<void> {
  for (const path of paths) {
    await page.goto(path);
    await expect(page.locator("#admin-main h1, #admin-main [role=dialog]").first()).toBeVisible();
    expect(await seriousViolations(page), path).toEqual([]);
  }
}

test.describe("accessibility and looks", () => {
  // The screens in three tests, each with its own time budget, so that a busy machine running them side by side
  // never makes one long walk through every screen run out of time.
  test("the dashboard, orders, products, stock, sales channels and the import have no serious or critical axe violation", async ({
    axePage: page,
  }) => {
    test.setTimeout(120_000);
    const token = await loginAs(page, "SUPER_ADMIN");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Axe "), quantity: 30 });
    // Sold in sizes, some low and one sold out: the form's grid, the tables' flags and a line's size are checked too.
    const sized = await createProductViaApi(page.request, token, {
      name: uniqueName("Axe "),
      type: "women_s_clothing",
      category: "dresses",
      sizes: [
        { size: "xs", quantity: 0 },
        { size: "s", quantity: 2 },
        { size: "m", quantity: 9 },
      ],
    });
    const order = await placeOrderViaApi(page.request, uniqueName("Axe "), sized.id, "m");
    await expectNoSeriousViolations(page, [
      "/dashboard",
      "/orders",
      `/orders/${order.id}`,
      "/products",
      `/product/${product.id}`,
      `/product/${product.id}?delete`,
      `/product/${sized.id}`,
      "/stock",
      "/channels",
      "/channels?reason=no_gtin",
      "/products/import",
      `/products/import/${await previewedImportViaApi(page.request, token, product.images[0].url)}`,
    ]);
  });

  test("posts, messages and subscribers have no serious or critical axe violation", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const token = await loginAs(page, "SUPER_ADMIN");
    const post = await createPostViaApi(page.request, token, uniqueName("Axe "));
    const { messageId } = await sendMessageViaApi(page.request, uniqueName("Axe "));
    await expectNoSeriousViolations(page, [
      "/posts",
      `/post/${post.id}`,
      `/post/${post.id}?delete`,
      "/messages",
      `/messages/${messageId}`,
      "/subscribers",
    ]);
  });

  test("the audit log, users, discounts, the profile and sign-in have no serious or critical axe violation", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const token = await loginAs(page, "SUPER_ADMIN");
    const code = await apiJson<{ id: number }>(page.request, "POST", "discounts/create", token, {
      code: uniqueName("AXE"),
      kind: "fixed",
      amount: "5",
      minSubtotal: "40",
      maxUses: 3,
    });
    expect(code.status).toBe(201);
    await expectNoSeriousViolations(page, [
      "/audit",
      "/audit?kind=product",
      "/users",
      "/users/1",
      "/discounts",
      `/discounts?delete=${code.body.id}`,
      "/discounts/new",
      `/discounts/${code.body.id}`,
      "/profile",
    ]);
    await page.context().clearCookies();
    await page.goto("/login");
    expect(await seriousViolations(page), "/login").toEqual([]);
  });

  test("screenshots at 360 px and 1280 px of the dashboard, products, an order modal and a post editor", async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Shot "), quantity: 30 });
    const order = await placeOrderViaApi(page.request, uniqueName("Leila "), product.id);
    const post = await createPostViaApi(page.request, token, uniqueName("Shot "));
    const shoes = await createProductViaApi(page.request, token, {
      name: uniqueName("Shot "),
      type: "shoes",
      category: "women_shoes",
      sizes: [
        { size: "37", quantity: 0 },
        { size: "38", quantity: 2 },
        { size: "39", quantity: 12 },
      ],
    });
    const screens = [
      { name: "dashboard", path: "/dashboard" },
      { name: "products", path: "/products" },
      { name: "order-modal", path: `/orders/${order.id}` },
      { name: "post-editor", path: `/post/${post.id}` },
      { name: "product-sizes", path: `/product/${shoes.id}` },
    ];
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
      for (const screen of screens) {
        await page.goto(screen.path);
        await expect(page.locator("#admin-main h1").first()).toBeVisible();
        if (screen.name === "post-editor" && testInfo.project.use.javaScriptEnabled === true) {
          await expect(page.locator(".ql-editor").first()).toBeVisible();
        }
        await page.screenshot({
          path: `${testInfo.project.outputDir}/screenshots/${testInfo.project.name}-${screen.name}-${width}.png`,
          fullPage: screen.name !== "order-modal",
        });
        // Nothing may stick out sideways on a phone (wide tables scroll inside their own box).
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `${screen.name} at ${width}px`).toBeLessThanOrEqual(0);
      }
    }
    // The phone menu opens (a button with JavaScript, a checkbox without).
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto("/dashboard");
    const sidebar = page.getByRole("navigation", { name: "Admin area" });
    await expect(sidebar).toBeHidden();
    await page.locator(".admin-menu-button").click();
    await expect(sidebar).toBeVisible();
    await page.screenshot({ path: `${testInfo.project.outputDir}/screenshots/${testInfo.project.name}-menu-360.png` });
    await sidebar.getByRole("link", { name: "Orders" }).click();
    await expect(page).toHaveURL(/\/orders$/);
  });
});

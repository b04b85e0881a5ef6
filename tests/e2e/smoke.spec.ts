import { expect, test } from "@playwright/test";

test("the root redirects to the home page of the store", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/home$/);
  await expect(page).toHaveTitle("Home | Yasmine");
  await expect(page.getByRole("heading", { name: "New Launches" })).toBeVisible();
});

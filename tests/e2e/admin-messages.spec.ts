import { expect, loginAs, test } from "./fixtures";
import { apiJson, sendMessageViaApi, uniqueName } from "./admin-helpers";

const iPad =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";

test.describe("messages", () => {
  test("search by subject, open a message in its modal route, and delete it", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const subject = uniqueName("Size question ");
    const other = uniqueName("Delivery ");
    const { messageId } = await sendMessageViaApi(page.request, subject, iPad);
    await sendMessageViaApi(page.request, other);

    await page.goto("/messages");
    await expect(page).toHaveTitle("Messages | Yasmine");
    await page.getByLabel("Search by subject").fill(subject);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("list-total")).toHaveText("There is 1 Messages.");
    const row = page.locator("tbody tr", { hasText: subject });
    await expect(row).toContainText("Amal Tester");
    await expect(row).toContainText("amal@example.com");
    await expect(row.locator("[data-device]")).toHaveAttribute("data-device", "tablet");
    await expect(page.locator("tbody tr", { hasText: other })).toHaveCount(0);

    await row.getByRole("link", { name: /^More/ }).click();
    await expect(page).toHaveURL(new RegExp(`/messages/${messageId}\\?q=`));
    const dialog = page.getByRole("dialog", { name: subject });
    await expect(dialog).toContainText("Amal Tester");
    await expect(dialog).toContainText("Line one");
    await expect(dialog).toContainText("Line two");
    await dialog.getByRole("button", { name: "Delete" }).click();

    await expect(page).toHaveURL(/\/messages\?q=/);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(page.getByTestId("list-total")).toHaveText("There is 0 Messages.");
    const gone = await apiJson(page.request, "GET", `messages/${messageId}`, token);
    expect(gone.status).toBe(404);
  });
});

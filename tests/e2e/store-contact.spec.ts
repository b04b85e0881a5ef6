import { test } from "@playwright/test";
import { apiToken } from "./fixtures";
import { expect, jsEnabled, uniqueName } from "./store-helpers";

test("the contact page shows the address, phone and e-mail", async ({ page }) => {
  await page.goto("/contact");
  await expect(page.getByText("12 Avenue Habib Bourguiba, 1001 Tunis, Tunisia").first()).toBeVisible();
  await expect(page.locator("main").getByRole("link", { name: "+216 71 234 567" })).toBeVisible();
  await expect(page.getByRole("link", { name: "hello@yasmine.tn" })).toBeVisible();
});

test("a message is sent with the browser's user agent, confirmed for 3 s, and the fields clear", async ({ page, request }) => {
  const subject = uniqueName("Sizes");
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Amira Ben Salah");
  await page.getByLabel("Email", { exact: true }).fill("amira@example.tn");
  await page.getByLabel("Subject", { exact: true }).fill(subject);
  await page.getByLabel("Message", { exact: true }).fill("Do you have the linen dress in size M?");
  await page.getByRole("button", { name: "Send message" }).click();
  const success = page.getByRole("status").filter({ hasText: "Sending message Success !" });
  await expect(success).toBeVisible();
  await expect(page.getByLabel("Subject", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("");
  await expect(success).toBeHidden({ timeout: 5_000 });

  const token = await apiToken(request, "EDITOR");
  const res = await request.get(`/api/messages?q=${encodeURIComponent(subject)}`, { headers: { authorization: `Bearer ${token}` } });
  const [message] = (await res.json()) as { deviceType: string; email: string }[];
  expect(message.email).toBe("amira@example.tn");
  expect(message.deviceType).toContain("Mozilla/5.0");
});

test("the server's messages are shown in a red box, each with a full stop", async ({ page }, testInfo) => {
  await page.goto("/contact");
  await page.getByLabel("Name", { exact: true }).fill("Amira");
  await page.getByLabel("Subject", { exact: true }).fill("Order");
  await page.getByLabel("Message", { exact: true }).fill("Hello");
  if (jsEnabled(testInfo)) {
    // The browser checks the same schema first…
    await page.getByLabel("Email", { exact: true }).fill("a@b");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.locator("#contact-email-error")).toHaveText("email must be a valid e-mail address");
    // …so to see the server's own answer, the request is changed on its way to the server.
    await page.route("**/contact?_data=*", (route) =>
      route.continue({
        postData: route
          .request()
          .postData()
          ?.replace(/email=[^&]*/, "email=a%40b"),
      }),
    );
    await page.getByLabel("Email", { exact: true }).fill("amira@example.tn");
  } else {
    // "a@b" passes the browser's own e-mail rule but not the server's.
    await page.getByLabel("Email", { exact: true }).fill("a@b");
  }
  await page.getByRole("button", { name: "Send message" }).click();
  const box = page.getByRole("alert").filter({ hasText: "email must be a valid e-mail address." });
  await expect(box).toBeVisible();
  await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Hello");
});

test("every field is required and the e-mail must be valid", async ({ page }, testInfo) => {
  await page.goto("/contact");
  // The browser's own rules, which hold without JavaScript…
  for (const name of ["Name", "Email", "Subject", "Message"]) {
    await expect(page.getByLabel(name, { exact: true })).toHaveAttribute("required", "");
  }
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await page.getByRole("button", { name: "Send message" }).click();
  if (jsEnabled(testInfo)) {
    // …and with JavaScript the shared schema, word for word like the server.
    await expect(page.locator("#contact-name-error")).toHaveText("name is required");
    await expect(page.locator("#contact-email-error")).toHaveText("email is required");
    await expect(page.locator("#contact-subject-error")).toHaveText("subject is required");
    await expect(page.locator("#contact-message-error")).toHaveText("message is required");
  }
  await expect(page).toHaveURL(/\/contact$/);
  await expect(page.getByRole("status").filter({ hasText: "Sending message Success !" })).toHaveCount(0);
});

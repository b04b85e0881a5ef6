/**
 * The back office speaks the staff member's own language (English, French or Arabic), saved on their account
 * and chosen in Profile; Arabic reads right to left. Every test works on an account of its own, so that no
 * other spec's shared account ever changes language. Runs with JavaScript on and off.
 */
import { seriousViolations } from "./axe";
import type { Page } from "@playwright/test";
import { apiToken, expect, HTTP_ONLY, test } from "./fixtures";
import {
  apiJson,
  authed,
  banner,
  createPostViaApi,
  createProductViaApi,
  placeOrderViaApi,
  previewedImportViaApi,
  sendMessageViaApi,
  NEW_STAFF_PASSWORD,
  signInAsNewEditor,
  uniqueName,
} from "./admin-helpers";

async function expectDocument(page: Page, lang: string, dir: "ltr" | "rtl") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", dir);
}

/** Chooses a language in Profile and saves it with the button of the page's current language. */
async function chooseLanguage(page: Page, label: string, language: string, save: string) {
  await page.goto("/profile");
  const form = page.locator("#profile");
  await form.getByLabel(label).selectOption({ label: language });
  await form.getByRole("button", { name: save }).click();
}

/** A product and an order of it for this test, found by the order's unique name. */
async function arrange(page: Page, superToken: string) {
  const product = await createProductViaApi(page.request, superToken, { name: uniqueName("Watch"), price: "25.00", quantity: 9 });
  const fullName = `Amal ${uniqueName("O")}`;
  await placeOrderViaApi(page.request, fullName, product.id);
  return { product, fullName };
}

test.describe("the back office in the staff member's language", () => {
  test("Arabic set in Profile: dashboard, orders and their modal, the product form and its checks speak Arabic, right to left; then French; then SPEC's English again", async ({
    page,
  }) => {
    // Three languages, each through several screens: longer than one screen's test.
    test.setTimeout(90_000);
    const { id, username, superToken } = await signInAsNewEditor(page);
    const { product, fullName } = await arrange(page, superToken);

    // English to begin with, the Language select on the account's language.
    await page.goto("/profile");
    await expectDocument(page, "en", "ltr");
    await expect(page.locator("#profile").getByLabel("Language")).toHaveValue("en");

    // Arabic: saved on the account, and the very next page (its banner too) speaks it, right to left.
    await chooseLanguage(page, "Language", "العربية", "Update profile");
    await expect(banner(page)).toContainText("تم تحديث حسابك!");
    await expectDocument(page, "ar", "rtl");
    await expect(page).toHaveTitle("الملف الشخصي | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الملف الشخصي");
    await expect(page.locator("#profile").getByLabel("اللغة")).toHaveValue("ar");
    await expect(page.locator("#profile").getByLabel("الدور")).toHaveValue("محرر");
    const account = await apiJson<{ id: number; locale: string }[]>(page.request, "GET", `users?q=${username}`, superToken);
    expect(account.body.find((u) => u.id === id)?.locale).toBe("ar");

    // Dashboard
    await page.goto("/dashboard");
    await expectDocument(page, "ar", "rtl");
    await expect(page).toHaveTitle("لوحة التحكم | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة التحكم");
    const stats = page.getByTestId("stat");
    await expect(stats.nth(0)).toContainText("جميع المستخدمين");
    await expect(stats.nth(1)).toContainText("إجمالي الطلبات");
    await expect(stats.nth(2)).toContainText("المنتجات المتوفرة");
    await expect(page.getByRole("navigation", { name: "فضاء الإدارة" }).getByRole("link", { name: "الطلبات" })).toBeVisible();
    await expect(page.getByTestId("list-total")).toHaveText(/^(يوجد|توجد|لا يوجد)/);
    const productsTable = page.getByRole("region", { name: "المنتجات المتوفرة" });
    await expect(productsTable.getByRole("columnheader", { name: "المنتج" })).toBeVisible();
    await expect(productsTable.getByRole("columnheader", { name: "السعر" })).toBeVisible();
    // The sales panel speaks Arabic too; its chart still runs left to right, as a calendar does.
    const sales = page.getByRole("region", { name: "المبيعات" });
    await expect(sales.getByRole("heading", { name: "آخر 7 أيام" })).toBeVisible();
    await expect(sales.getByRole("img", { name: /^رقم المعاملات اليومي، آخر 30 يومًا/ })).toBeVisible();

    // Orders list: Arabic headings, statuses and plural; the telephone stays left to right.
    await page.goto(`/orders?q=${encodeURIComponent(fullName)}`);
    await expectDocument(page, "ar", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("الطلبات");
    await expect(page.getByTestId("list-total")).toHaveText("يوجد طلب واحد.");
    const row = page.getByRole("row").filter({ hasText: fullName });
    await expect(row).toContainText("قيد الإرسال");
    await expect(row.locator('bdi[dir="ltr"]').first()).toHaveText("+216 22123456");
    await expect(page.getByRole("columnheader", { name: "الهاتف" })).toBeVisible();

    // Its modal
    await row.getByRole("link", { name: `المزيد: ${fullName}` }).click();
    const modal = page.getByRole("dialog");
    await expect(modal).toBeVisible();
    await expect(page).toHaveTitle("تفاصيل الطلب | Yasmine");
    await expect(modal.getByRole("heading", { name: /تفاصيل الطلب/ })).toBeVisible();
    await expect(modal).toContainText("الزبون:");
    await expect(modal).toContainText("المكان:");
    await expect(modal).toContainText("المكتب");
    // The telephone, a link for the confirmation call, stays left to right.
    await expect(modal.locator('dd a[href="tel:+21622123456"] bdi[dir="ltr"]')).toHaveText("+216 22123456");
    await expect(modal.getByRole("columnheader", { name: "حالة المخزون" })).toBeVisible();
    await expect(modal.locator("tfoot")).toContainText("المجموع الفرعي");
    await expect(modal.locator("tfoot")).toContainText("رسوم التوصيل");
    await expect(modal.locator('tfoot bdi[dir="ltr"]').first()).toContainText("50");
    await expect(modal.getByRole("link", { name: "إغلاق", exact: true })).toHaveCount(2);
    await expect(modal.getByRole("button", { name: "تأكيد", exact: true })).toBeVisible();

    // The product form: labels, the type in Arabic (its value unchanged), and a check refused in Arabic.
    await page.goto(`/product/${product.id}`);
    await expectDocument(page, "ar", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("تعديل المنتج");
    await expect(page).toHaveTitle(`تعديل المنتج: ${product.name} | Yasmine`);
    const form = page.locator("#update-product");
    await expect(form.getByLabel("النوع")).toHaveValue("watches");
    await expect(form.getByLabel("النوع").locator("option:checked")).toHaveText("ساعات");
    await expect(form.getByLabel("الفئة").locator("option:checked")).toHaveText("حزام فولاذي");
    await form.getByLabel("الاسم", { exact: true }).fill("ab");
    await form.getByRole("button", { name: "تحديث المنتج" }).click();
    const nameError = form.locator("#update-product-name-error");
    await expect(nameError).toBeVisible();
    await expect(nameError).toHaveText(/«الاسم».*3.*20/);
    await expect(nameError).not.toContainText("must be");
    await expectDocument(page, "ar", "rtl");

    // French
    await chooseLanguage(page, "اللغة", "Français", "تحديث الملف الشخصي");
    await expect(banner(page)).toContainText("Votre compte a été mis à jour\u00a0!");
    await expectDocument(page, "fr", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Profil");
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tableau de bord");
    await expect(page.getByTestId("stat").nth(0)).toContainText("Tous les utilisateurs");
    await page.goto(`/orders?q=${encodeURIComponent(fullName)}`);
    await expect(page.getByTestId("list-total")).toHaveText("Il y a 1 commande.");
    await expect(page.getByRole("row").filter({ hasText: fullName })).toContainText("En cours d'envoi");
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("#update-product").getByLabel("Type").locator("option:checked")).toHaveText("Montres");

    // English again: SPEC's exact texts.
    await chooseLanguage(page, "Langue", "English", "Mettre à jour le profil");
    await expect(banner(page)).toContainText("Your account was updated!");
    await expectDocument(page, "en", "ltr");
    await expect(page).toHaveTitle("Profile | Yasmine");
    await page.goto("/dashboard");
    await expect(page).toHaveTitle("Dashboard | Yasmine");
    await expect(page.getByTestId("stat").nth(0)).toContainText("All Users");
    await expect(page.getByTestId("stat").nth(1)).toContainText("Total Orders");
    await expect(page.getByTestId("stat").nth(2)).toContainText("Available Products");
    await expect(page.getByTestId("list-total")).toHaveText(/^There is \d+ Products\.$/);
    await page.goto(`/orders?q=${encodeURIComponent(fullName)}`);
    await expect(page.getByTestId("list-total")).toHaveText("There is 1 Orders.");
    const englishRow = page.getByRole("row").filter({ hasText: fullName });
    await expect(englishRow).toContainText("Sending");
    await englishRow.getByRole("link", { name: `More: ${fullName}` }).click();
    await expect(page.getByRole("dialog")).toContainText("Customer:");
    await expect(page.getByRole("dialog").getByRole("heading", { name: /Order details/ })).toBeVisible();
    await expect(page.getByRole("dialog").locator("tfoot")).toContainText("$50.00");
    await page.goto(`/product/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Edit product");
    const englishForm = page.locator("#update-product");
    await expect(englishForm.getByLabel("Type").locator("option:checked")).toHaveText("Watches");
    await englishForm.getByLabel("Name", { exact: true }).fill("ab");
    await englishForm.getByRole("button", { name: "Update product" }).click();
    await expect(englishForm.locator("#update-product-name-error")).toHaveText("name must be between 3 and 20 characters");
  });

  test("sign-in speaks the visitor's storefront language, then the session carries the account's own", async ({ page, baseURL }) => {
    // The sign-in page, before any account is known: the storefront language last chosen (the lang cookie).
    await page.context().addCookies([{ name: "lang", value: "fr", url: baseURL! }]);
    await page.goto("/login");
    await expectDocument(page, "fr", "ltr");
    await expect(page).toHaveTitle("Connexion | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Connexion");
    const login = page.locator("#login");
    await login.getByLabel("E-mail").fill("nobody@yasmine.test");
    await login.getByLabel("Mot de passe").fill("not-the-password");
    await login.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.getByRole("alert")).toContainText("Identifiants non valides");

    // An account saved in Arabic: signing in opens an Arabic, right-to-left back office.
    const { id, email } = await signInAsNewEditor(page, "ar");
    await expectDocument(page, "ar", "rtl");
    await expect(banner(page)).toContainText("تم تسجيل الدخول بنجاح!");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("لوحة التحكم");

    // The language changed on the account elsewhere (another device, the API): the next page follows it.
    const token = (await apiJson<{ token: string }>(page.request, "POST", "auth/login", undefined, { email, password: NEW_STAFF_PASSWORD }))
      .body.token;
    expect((await apiJson(page.request, "PUT", `users/update/${id}`, token, { locale: "fr" })).status).toBe(200);
    await page.goto("/messages");
    await expectDocument(page, "fr", "ltr");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Messages");
    await expect(page.getByRole("columnheader", { name: "Objet" })).toBeVisible();
    // Sign-out goes Home in the staff member's language.
    await page.getByRole("navigation", { name: "Espace d'administration" }).getByRole("button", { name: "Déconnexion" }).click();
    await expect(page).toHaveURL(/\/fr\/home$/);
  });
});

test("the API refuses a language the store does not speak", HTTP_ONLY, async ({ request }) => {
  const token = await apiToken(request, "SUPER_ADMIN");
  const me = await apiJson<{ id: number; locale: string }>(request, "GET", "users/user", token);
  expect(["en", "fr", "ar"]).toContain(me.body.locale);
  const refused = await request.put(`/api/users/update/${me.body.id}`, { headers: authed(token), data: { locale: "de" } });
  expect(refused.status()).toBe(400);
  expect((await refused.json()).message).toContain("locale must be one of: en, fr, ar");
});

/** Serious and critical axe violations of each screen, opened in Arabic, which must read right to left. */
async function arabicAxeProblems(page: Page, paths: readonly string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.goto(path);
    await expectDocument(page, "ar", "rtl");
    for (const violation of await seriousViolations(page)) problems.push(`${path} ${violation}`);
  }
  return problems;
}

// The admin screens in Arabic, in four walks with their own time budgets: an axe analysis takes seconds on a
// busy machine, and one walk of every screen would spend one budget on all of them.
test.describe("every admin screen in Arabic reads right to left and has no serious or critical axe violation", () => {
  test("the dashboard, orders, an order's modal, products, stock, sales channels and the import", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const { superToken } = await signInAsNewEditor(page, "ar", "ADMIN");
    const { product } = await arrange(page, superToken);
    const orders = await apiJson<{ id: number }[]>(page.request, "GET", "orders?sort=newest&limit=1", superToken);
    const job = await previewedImportViaApi(page.request, superToken, product.images[0].url);
    expect(
      await arabicAxeProblems(page, [
        "/dashboard",
        "/orders",
        `/orders/${orders.body[0].id}`,
        "/products",
        "/stock",
        "/channels",
        "/products/import",
        `/products/import/${job}`,
      ]),
    ).toEqual([]);
  });

  test("a product, its delete dialog, posts and a post", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const { superToken } = await signInAsNewEditor(page, "ar", "ADMIN");
    const product = await createProductViaApi(page.request, superToken, { name: uniqueName("Watch"), price: "25.00", quantity: 9 });
    const post = await createPostViaApi(page.request, superToken, uniqueName("Axe "));
    expect(
      await arabicAxeProblems(page, [`/product/${product.id}`, `/product/${product.id}?delete`, "/posts", `/post/${post.id}`]),
    ).toEqual([]);
  });

  test("messages, a message, users, a user and the profile", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const { id } = await signInAsNewEditor(page, "ar", "ADMIN");
    const { messageId } = await sendMessageViaApi(page.request, uniqueName("Axe "));
    expect(await arabicAxeProblems(page, ["/messages", `/messages/${messageId}`, "/users", `/users/${id}`, "/profile"])).toEqual([]);
  });

  test("discount codes: the list, a delete dialog, a new code and a code's form", async ({ axePage: page }) => {
    test.setTimeout(120_000);
    const { superToken } = await signInAsNewEditor(page, "ar", "ADMIN");
    const code = await apiJson<{ id: number }>(page.request, "POST", "discounts/create", superToken, {
      code: uniqueName("AXE"),
      kind: "percent",
      percent: 15,
      startsAt: "2026-07-01T09:00",
      productTypes: ["shoes"],
      oncePerPhone: true,
    });
    expect(code.status).toBe(201);
    const paths = ["/discounts", `/discounts?delete=${code.body.id}`, "/discounts/new", `/discounts/${code.body.id}`];
    expect(await arabicAxeProblems(page, paths)).toEqual([]);
  });
});

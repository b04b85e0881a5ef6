import { seriousViolations } from "./axe";
import type { Page } from "@playwright/test";
import { test } from "./fixtures";
import { addToCart, createProduct, expect, jsEnabled, newestOrders, sendOrder, uniqueName } from "./store-helpers";

/**
 * The storefront in French and Arabic (issue 13), with JavaScript on and off: the language switch of the
 * header keeps the shopper on the same page, query and cart; forms answer in the page's language; the first
 * visit to `/` follows the browser's languages, then the shopper's choice.
 */

type Language = "English" | "Français" | "العربية";

/** The language switch of the header's top bar (the phone menu has the same links). */
async function switchTo(page: Page, language: Language) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator(".store-topbar").getByRole("link", { name: language, exact: true }).click();
}

async function expectDocumentLanguage(page: Page, lang: "en" | "fr" | "ar") {
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
}

async function newestPost(page: Page): Promise<{ id: number; title: string }> {
  const [post] = (await (await page.request.get("/api/posts?sort=newest&limit=1")).json()) as { id: number; title: string }[];
  return post;
}

test.describe("the language switch keeps the page, its query and the cart", () => {
  test("home: English → French → Arabic → English", async ({ page }) => {
    await page.goto("/home");
    await expectDocumentLanguage(page, "en");
    await switchTo(page, "Français");
    await expect(page).toHaveURL(/\/fr\/home$/);
    await expectDocumentLanguage(page, "fr");
    await expect(page).toHaveTitle("Accueil | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Habillés pour le soleil de la Méditerranée");
    await expect(page.getByRole("heading", { name: "Nouveautés" })).toBeVisible();

    await switchTo(page, "العربية");
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expectDocumentLanguage(page, "ar");
    await expect(page).toHaveTitle("الرئيسية | Yasmine");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("أناقة تليق بشمس المتوسط");
    // Every link of the page stays in Arabic.
    await expect(page.getByRole("link", { name: "اقرأ المزيد عن قصتنا" })).toHaveAttribute("href", "/ar/about");

    await switchTo(page, "English");
    await expect(page).toHaveURL(/\/home$/);
    await expect(page).not.toHaveURL(/\/(fr|ar)\//);
    await expectDocumentLanguage(page, "en");
    await expect(page).toHaveTitle("Home | Yasmine");
  });

  test("a category page keeps its filter and page in the query", async ({ page }) => {
    await page.goto("/women?category=dresses");
    await switchTo(page, "Français");
    await expect(page).toHaveURL(/\/fr\/women\?category=dresses$/);
    await expectDocumentLanguage(page, "fr");
    await expect(page).toHaveTitle("Vêtements femme | Yasmine");
    await expect(page.getByRole("link", { name: "Robes" })).toHaveAttribute("aria-current", "true");
    await expect(page.locator(".product-count")).toHaveText(/^\d+ produits? définis?$/);

    await switchTo(page, "العربية");
    await expect(page).toHaveURL(/\/ar\/women\?category=dresses$/);
    await expectDocumentLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("ملابس نسائية");
    await expect(page.getByRole("link", { name: "فساتين" })).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("link", { name: "الكل" })).toHaveAttribute("href", "/ar/women");
  });

  test("a product page, and the product lands in the same cart in every language", async ({ page, request }) => {
    const product = await createProduct(request, { price: "12.50", quantity: 9 });
    await page.goto(`/single/${product.id}`);
    await switchTo(page, "Français");
    await expect(page).toHaveURL(new RegExp(`/fr/single/${product.id}$`));
    await expectDocumentLanguage(page, "fr");
    await page.getByLabel("Quantité", { exact: true }).fill("2");
    await page.getByRole("button", { name: "Ajouter au panier" }).click();
    // The cart opens in the page's language, with and without JavaScript.
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panier (1)");
    await expect(page.getByRole("row", { name: new RegExp(product.name) })).toContainText("25,00");

    await switchTo(page, "العربية");
    await expect(page).toHaveURL(/\/ar\/cart$/);
    await expectDocumentLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("سلة التسوق (1)");
    await expect(page.getByRole("row", { name: new RegExp(product.name) })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(product.name) })).toContainText("الكمية: 2");

    await page.goto(`/ar/single/${product.id}`);
    await expect(page.getByRole("button", { name: "أضف إلى السلة" })).toBeVisible();
    await switchTo(page, "English");
    await expect(page).toHaveURL(new RegExp(`/single/${product.id}$`));
    await expect(page.getByRole("button", { name: "Add to cart" })).toBeVisible();
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "cart-list")?.value).toBe(`${product.id}.one:2`);
  });

  test("the cart's delete and wishlist forms post to the page's language and come back to it", async ({ page, request }) => {
    const kept = await createProduct(request, { name: uniqueName("Kept") });
    const removed = await createProduct(request, { name: uniqueName("Removed") });
    await addToCart(page, kept);
    await addToCart(page, removed);
    await page.goto(`/fr/single/${kept.id}`);
    await page.getByRole("button", { name: "Ajouter à ma liste d'envies" }).click();
    await expect(page.getByRole("status").filter({ hasText: "C'est fait : votre produit a été enregistré !" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/fr/single/${kept.id}`));

    await page.goto("/fr/cart");
    await page
      .getByRole("row", { name: new RegExp(removed.name) })
      .getByRole("button", { name: "Supprimer" })
      .click();
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Panier (1)");
    const wishlist = page.getByRole("region", { name: "Produits de votre liste d'envies" });
    await expect(wishlist.getByRole("link", { name: kept.name })).toBeVisible();
    await wishlist.getByRole("button", { name: "Retirer de la liste d'envies" }).click();
    await expect(page).toHaveURL(/\/fr\/cart$/);
    await expect(page.getByRole("region", { name: "Produits de votre liste d'envies" })).toHaveCount(0);
  });

  test("contact and post pages", async ({ page }) => {
    await page.goto("/contact");
    await switchTo(page, "العربية");
    await expect(page).toHaveURL(/\/ar\/contact$/);
    await expectDocumentLanguage(page, "ar");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("اتصل بنا");
    // The telephone number reads left to right inside the Arabic page.
    await expect(page.locator("main").getByRole("link", { name: "+216 71 234 567" }).locator("bdi")).toHaveAttribute("dir", "ltr");

    const post = await newestPost(page);
    await page.goto(`/single-post/${post.id}`);
    await switchTo(page, "Français");
    await expect(page).toHaveURL(new RegExp(`/fr/single-post/${post.id}$`));
    await expectDocumentLanguage(page, "fr");
    await expect(page.getByRole("heading", { name: "Articles récents" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Fil d'Ariane" }).getByRole("link", { name: "Accueil" })).toHaveAttribute(
      "href",
      "/fr/home",
    );
  });
});

test("an order is placed in Arabic, after a check refused in Arabic", async ({ page, request }) => {
  const product = await createProduct(request, { quantity: 5, price: "30.00" });
  await page.goto(`/ar/single/${product.id}`);
  await page.getByLabel("الكمية", { exact: true }).fill("2");
  await page.getByRole("button", { name: "أضف إلى السلة" }).click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await page.getByRole("link", { name: "إتمام الطلب" }).click();
  await expect(page).toHaveURL(/\/ar\/cart\?checkout$/);
  const dialog = page.getByRole("dialog", { name: "معلومات التوصيل" });
  await expect(dialog).toBeVisible();

  await dialog.getByRole("button", { name: "إرسال الطلب" }).click();
  await expect(dialog.locator("#checkout-fullName-error")).toHaveText("الحقل «الاسم الكامل» مطلوب");
  await expect(dialog.locator("#checkout-telephone-error")).toHaveText("الحقل «الهاتف» مطلوب");
  await expect(page).toHaveURL(/\/ar\/cart\?checkout$/);

  const fullName = uniqueName("Amira");
  await dialog.getByLabel("الاسم الكامل").fill(fullName);
  await dialog.getByLabel("الهاتف القار أو الجوال").fill("22123456");
  await dialog.getByLabel("الولاية").selectOption("Sousse");
  await expect(dialog.getByLabel("الولاية").locator("option:checked")).toHaveText("سوسة");
  await dialog.getByLabel("المدينة أو البلدة").fill("سوسة");
  await dialog.getByLabel("الرمز البريدي").fill("4000");
  await sendOrder(page, {
    dialog: "معلومات التوصيل",
    send: "إرسال الطلب",
    review: "تحقّق من رسوم التوصيل والمجموع، ثم اضغط «إرسال الطلب» لتأكيد طلبك.",
  });
  await expect(dialog.getByText("تم إرسال طلبك!")).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/cart\?checkout$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("سلة التسوق (0)");

  const order = (await newestOrders(request)).find((o) => o.fullName === fullName);
  // The order keeps SPEC's values (the governorate's English name), whatever the page's language.
  expect(order).toMatchObject({ telephone: "22123456", state: "Sousse", city: "سوسة", zip: "4000", place: "Home", subtotal: "60.00" });
  await dialog.getByRole("link", { name: "إغلاق" }).last().click();
  await expect(page).toHaveURL(/\/ar\/cart$/);
  await expect(page.getByText("سلتك فارغة.")).toBeVisible();
});

test("the checkout dialog refuses in French, field by field", async ({ page, request }) => {
  const product = await createProduct(request);
  await addToCart(page, product);
  await page.goto("/fr/cart?checkout");
  const dialog = page.getByRole("dialog", { name: "Informations de livraison" });
  await dialog.getByRole("button", { name: "Envoyer la commande" }).click();
  const errorOf = (field: string) => dialog.locator(`#checkout-${field}-error`);
  await expect(errorOf("fullName")).toHaveText("Le champ « Nom complet » est obligatoire");
  await expect(errorOf("state")).toHaveText("Le champ « Gouvernorat » est obligatoire");

  await dialog.getByLabel("Nom complet").fill("Al");
  await dialog.getByLabel("Téléphone fixe ou mobile").fill("2212");
  await dialog.getByLabel("Gouvernorat").selectOption("Kef");
  await dialog.getByLabel("Ville ou localité").fill("Le Kef");
  await dialog.getByLabel("Code postal").fill("7100");
  await dialog.getByRole("button", { name: "Envoyer la commande" }).click();
  await expect(errorOf("fullName")).toHaveText("Le champ « Nom complet » doit contenir entre 3 et 20 caractères");
  await expect(errorOf("telephone")).toHaveText("Le champ « Téléphone » doit contenir exactement 8 chiffres");
  await expect(errorOf("state")).toHaveCount(0);
  await expect(dialog.getByLabel("Gouvernorat").locator("option:checked")).toHaveText("Le Kef");
  await expect(dialog.getByLabel("Nom complet")).toHaveValue("Al");
  await expect(page).toHaveURL(/\/fr\/cart\?checkout$/);
});

test("the contact form refuses in French", async ({ page }, testInfo) => {
  await page.goto("/fr/contact");
  await page.getByLabel("Nom", { exact: true }).fill("Amira");
  await page.getByLabel("Objet", { exact: true }).fill("Commande");
  await page.getByLabel("Message", { exact: true }).fill("Bonjour");
  // "a@b" passes the browser's own e-mail rule (the only check without JavaScript) but not the store's.
  await page.getByLabel("E-mail", { exact: true }).fill("a@b");
  await page.getByRole("button", { name: "Envoyer le message" }).click();
  if (jsEnabled(testInfo)) {
    await expect(page.locator("#contact-email-error")).toHaveText("Le champ « E-mail » doit être une adresse e-mail valide");
  } else {
    // The server's answer, in the red box, in the page's language.
    await expect(page.getByRole("alert").filter({ hasText: "Le champ « E-mail » doit être une adresse e-mail valide." })).toBeVisible();
    await expect(page.getByLabel("Message", { exact: true })).toHaveValue("Bonjour");
  }
  await expect(page).toHaveURL(/\/fr\/contact$/);
});

test("a message sent in Arabic is confirmed in Arabic", async ({ page }) => {
  await page.goto("/ar/contact");
  const form = page.locator("form#contact");
  await form.getByLabel("الاسم", { exact: true }).fill("أميرة بن صالح");
  await form.getByLabel("البريد الإلكتروني", { exact: true }).fill("amira@example.tn");
  await form.getByLabel("الموضوع", { exact: true }).fill(uniqueName("مقاس"));
  await form.getByLabel("الرسالة", { exact: true }).fill("هل الفستان متوفر بمقاس M؟");
  await form.getByRole("button", { name: "إرسال الرسالة" }).click();
  await expect(page.getByRole("status").filter({ hasText: "تم إرسال رسالتك بنجاح!" })).toBeVisible();
  await expect(page).toHaveURL(/\/ar\/contact$/);
});

test.describe("the first visit", () => {
  test("`/` follows the browser's languages, a shared link does not", async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      locale: "fr-FR",
      extraHTTPHeaders: { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5" },
    });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page).toHaveURL(/\/fr\/home$/);
    await expectDocumentLanguage(page, "fr");
    await page.goto("/women");
    await expect(page).toHaveURL(/\/women$/);
    await expect(page).not.toHaveURL(/\/fr\//);
    await expectDocumentLanguage(page, "en");
    await expect(page).toHaveTitle("Women's Clothing | Yasmine");
    await context.close();
  });

  test("after choosing Arabic, `/` opens the Arabic home page", async ({ page }) => {
    await page.goto("/home");
    await switchTo(page, "العربية");
    await expect(page).toHaveURL(/\/ar\/home$/);
    await page.goto("/");
    await expect(page).toHaveURL(/\/ar\/home$/);
    await expectDocumentLanguage(page, "ar");
  });

  test("an unknown page in a language answers in that language", async ({ page }) => {
    await page.goto("/fr/single/999999");
    await expect(page).toHaveURL(/\/fr\/404$/);
    await expectDocumentLanguage(page, "fr");
    await expect(page.getByText("Désolés, nous n'avons pas trouvé cette page")).toBeVisible();
    await page.getByRole("link", { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/fr\/home$/);
  });
});

async function expectNoSeriousViolations(page: Page) {
  expect(await seriousViolations(page), `accessibility of ${page.url()}`).toEqual([]);
}

test.describe("Arabic pages have no serious or critical accessibility violations", () => {
  test("home", async ({ axePage: page }) => {
    await page.goto("/ar/home");
    await expectDocumentLanguage(page, "ar");
    await expectNoSeriousViolations(page);
  });

  test("product, with its size picker", async ({ axePage: page, request }) => {
    const product = await createProduct(request, {
      images: 2,
      type: "women_s_clothing",
      category: "dresses",
      sizes: [
        { size: "s", quantity: 0 },
        { size: "m", quantity: 1 },
        { size: "l", quantity: 6 },
      ],
    });
    await page.goto(`/ar/single/${product.id}`);
    await expect(page.getByRole("group", { name: "المقاس" })).toBeVisible();
    await expectNoSeriousViolations(page);
  });

  // One audit a test: each takes a few seconds, and setting up the cart a few more.
  test("cart, with its wishlist", async ({ axePage: page, request }) => {
    const product = await createProduct(request);
    await addToCart(page, product);
    await page.goto(`/ar/single/${product.id}`);
    await page.getByRole("button", { name: "أضف إلى قائمة الأمنيات" }).click();
    await expect(page.getByRole("status").filter({ hasText: "تم بنجاح: حُفظ المنتج!" })).toBeVisible();
    await page.goto("/ar/cart");
    await expectNoSeriousViolations(page);
  });

  test("the checkout dialog's errors", async ({ axePage: page, request }) => {
    const product = await createProduct(request);
    await addToCart(page, product);
    await page.goto("/ar/cart?checkout");
    await page.getByRole("dialog").getByRole("button", { name: "إرسال الطلب" }).click();
    await expect(page.locator("#checkout-fullName-error")).toBeVisible();
    await expectNoSeriousViolations(page);
  });
});

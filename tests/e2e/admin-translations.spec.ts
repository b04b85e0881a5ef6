/**
 * Issue 13, "the catalogue in three languages": staff write a product's and a post's French and Arabic texts
 * in the back-office forms (with JavaScript on and off), and the storefront shows them under /fr and /ar.
 */
import { createCookieSessionStorage } from "@remix-run/node";
import type { Page } from "@playwright/test";
import { e2eSessionSecret } from "../../playwright.config";
import { apiToken, expect, loginAs, storeHostname, test } from "./fixtures";
import { apiJson, banner, createProductViaApi, pngFile, uniqueName } from "./admin-helpers";

interface Translated {
  id: number;
  name: string;
  translations: { fr: { name: string; description: string }; ar: { name: string; description: string } };
}

/** Signed in as a new editor whose account (and so the session) speaks `locale`. */
async function loginInLocale(page: Page, locale: "fr" | "ar") {
  const superToken = await apiToken(page.request, "SUPER_ADMIN");
  const username = uniqueName("Tr");
  const email = `${username.toLowerCase()}@yasmine.test`;
  const password = "a-strong-password";
  const created = await apiJson<{ id: number }>(page.request, "POST", "users/create", superToken, {
    username,
    email,
    password,
    role: "EDITOR",
  });
  expect(created.status).toBe(201);
  const token = (await apiJson<{ token: string }>(page.request, "POST", "auth/login", undefined, { email, password })).body.token;
  expect((await apiJson(page.request, "PUT", `users/update/${created.body.id}`, token, { locale })).status).toBe(200);
  const storage = createCookieSessionStorage({
    cookie: { name: "__session", httpOnly: true, sameSite: "lax", path: "/", secrets: [e2eSessionSecret] },
  });
  const session = await storage.getSession();
  session.set("token", token);
  session.set("role", "EDITOR");
  session.set("locale", locale);
  const value = (await storage.commitSession(session)).split(";")[0].slice("__session=".length);
  await page.context().addCookies([{ name: "__session", value, domain: storeHostname(), path: "/", httpOnly: true, sameSite: "Lax" }]);
  return token;
}

test.describe("catalogue translations in the back office", () => {
  test("a product is created with French and Arabic names, shown in each language, and its Arabic name edited", async ({
    page,
  }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const name = uniqueName("Tr ");
    const frName = uniqueName("Fr ");
    const arName = `ساعة ${Date.now().toString(36).slice(-5)}`;
    await page.goto("/products");
    const form = page.locator("#add-product");
    await form.getByLabel("Name", { exact: true }).fill(name);
    await form.getByLabel("Price", { exact: true }).fill("35");
    await form.getByLabel("Quantity").fill("4");
    await form.getByLabel("Type").selectOption({ label: "Watches" });
    const chooseType = form.getByRole("button", { name: "Choose type" });
    if (await chooseType.count()) await chooseType.click();
    await form.getByLabel("Category").selectOption({ label: "Steel strap" });
    await form.getByLabel("Description", { exact: true }).fill("A steel watch for every day of the week.");
    await form.getByLabel("Images").setInputFiles(pngFile("watch.png"));

    // The French and Arabic fields: labelled, each in its language and direction.
    await expect(form.getByRole("group", { name: /French/ })).toBeVisible();
    const frNameField = form.getByLabel("Name in French");
    const arNameField = form.getByLabel("Name in Arabic");
    await expect(frNameField).toHaveAttribute("lang", "fr");
    await expect(arNameField).toHaveAttribute("lang", "ar");
    await expect(arNameField).toHaveAttribute("dir", "rtl");
    await frNameField.fill(frName);
    await form.getByLabel("Description in French").fill("Une montre en acier pour tous les jours.");
    await arNameField.fill(arName);
    await form.getByLabel("Description in Arabic").fill("ساعة من الفولاذ لكل أيام الأسبوع.");
    await form.getByRole("button", { name: "Add product" }).click();
    await expect(banner(page)).toContainText("Your product was created!");

    const found = await apiJson<Translated[]>(page.request, "GET", `products?q=${encodeURIComponent(name)}`, token);
    expect(found.body).toHaveLength(1);
    const product = found.body[0];
    expect(product.translations).toEqual({
      fr: { name: frName, description: "Une montre en acier pour tous les jours." },
      ar: { name: arName, description: "ساعة من الفولاذ لكل أيام الأسبوع." },
    });

    await page.goto(`/single/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    await page.goto(`/fr/single/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(frName);
    await expect(page.getByText("Une montre en acier pour tous les jours.")).toBeVisible();
    await page.goto(`/ar/single/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(arName);

    // The edit form loads the translations; a new Arabic name replaces the old one, the French one stays.
    await page.goto(`/product/${product.id}`);
    const edit = page.locator("#update-product");
    await expect(edit.getByLabel("Name in French")).toHaveValue(frName);
    await expect(edit.getByLabel("Name in Arabic")).toHaveValue(arName);
    await expect(edit.getByLabel("Description in Arabic")).toHaveValue("ساعة من الفولاذ لكل أيام الأسبوع.");
    const newArName = `حقيبة ${testInfo.project.use.javaScriptEnabled === true ? "أ" : "ب"}${Date.now().toString(36).slice(-4)}`;
    await edit.getByLabel("Name in Arabic").fill(newArName);
    await edit.getByRole("button", { name: "Update product" }).click();
    await expect(banner(page)).toContainText("Your product was updated!");
    await expect(page.locator("#update-product").getByLabel("Name in Arabic")).toHaveValue(newArName);
    const saved = await apiJson<Translated>(page.request, "GET", `products/single/${product.id}`, token);
    expect(saved.body.name).toBe(name);
    expect(saved.body.translations.ar.name).toBe(newArName);
    expect(saved.body.translations.fr.name).toBe(frName);
    await page.goto(`/ar/single/${product.id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(newArName);
  });

  test("a too-short French name is refused beside its field, and nothing is saved", async ({ page }) => {
    const token = await loginAs(page, "EDITOR");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Short ") });
    await page.goto(`/product/${product.id}`);
    const form = page.locator("#update-product");
    await form.getByLabel("Name in French").fill("ab");
    await form.getByRole("button", { name: "Update product" }).click();
    const field = form.getByLabel("Name in French");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    const error = form.locator(`[id="${await field.getAttribute("id")}-error"]`);
    await expect(error).toHaveText("Name in French must be between 3 and 20 characters");
    await expect(form.getByLabel("Name", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Name in Arabic")).not.toHaveAttribute("aria-invalid", "true");
    const stored = await apiJson<Translated>(page.request, "GET", `products/single/${product.id}`, token);
    expect(stored.body.translations.fr.name).toBe("");
  });

  test("a French staff member reads a translation's refusal in French", async ({ page }) => {
    const token = await loginInLocale(page, "fr");
    const product = await createProductViaApi(page.request, token, { name: uniqueName("Fr ") });
    await page.goto(`/product/${product.id}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    const form = page.locator("#update-product");
    await expect(form.getByRole("group", { name: /Arabe/ })).toBeVisible();
    await form.getByLabel("Nom en arabe").fill("أب");
    await form.getByRole("button", { name: "Mettre à jour le produit" }).click();
    await expect(form.getByText("Le champ «\u00a0Nom en arabe\u00a0» doit contenir entre 3 et 20 caractères")).toBeVisible();
    const stored = await apiJson<Translated>(page.request, "GET", `products/single/${product.id}`, token);
    expect(stored.body.translations.ar.name).toBe("");
  });

  test("a post written with French content shows it on the French store", async ({ page }, testInfo) => {
    const token = await loginAs(page, "EDITOR");
    const title = uniqueName("Post ");
    const frTitle = uniqueName("Article ");
    await page.goto("/posts");
    const form = page.locator("#add-post");
    await form.getByLabel("Title", { exact: true }).fill(title);
    await form.getByLabel("Cover image").setInputFiles(pngFile("cover.png"));
    await form.getByLabel("Description", { exact: true }).fill("The English description of this post.");
    await form.getByLabel("Title in French").fill(frTitle);
    await form.getByLabel("Description in French").fill("La description française de cet article.");
    await form.getByLabel("Categories in French").fill("Mode");
    const frContent = form.getByRole("group", { name: /French/ });
    if (testInfo.project.use.javaScriptEnabled === true) {
      // Each language has its own editor; the French one writes left to right, the Arabic one right to left.
      await expect(form.locator(".ql-editor")).toHaveCount(3);
      await expect(form.getByRole("group", { name: /Arabic/ }).locator(".ql-editor")).toHaveAttribute("dir", "rtl");
      const editor = frContent.locator(".ql-editor");
      await expect(editor).toHaveAttribute("lang", "fr");
      await editor.click();
      await page.keyboard.type("Le lin respire ");
      await page.keyboard.press("Control+b");
      await page.keyboard.type("bien");
    } else {
      await form.getByLabel("Content in French").fill("<p>Le lin respire <strong>bien</strong></p>");
    }
    await form.getByRole("button", { name: "Add post" }).click();
    await expect(banner(page)).toContainText("Your post was created!");

    const found = await apiJson<{ id: number; translations: { fr: { title: string; content: string; categories: string } } }[]>(
      page.request,
      "GET",
      `posts?q=${encodeURIComponent(title)}`,
      token,
    );
    expect(found.body).toHaveLength(1);
    const post = found.body[0];
    expect(post.translations.fr).toMatchObject({
      title: frTitle,
      content: "<p>Le lin respire <strong>bien</strong></p>",
      categories: "Mode",
    });

    await page.goto(`/fr/single-post/${post.id}`);
    await expect(page.locator("strong", { hasText: "bien" })).toBeVisible();
    await expect(page.getByText("Le lin respire")).toBeVisible();
    await expect(page.getByRole("heading", { name: frTitle })).toBeVisible();
    // No Arabic was written: the Arabic page shows the English title, never an empty one.
    await page.goto(`/ar/single-post/${post.id}`);
    await expect(page.getByRole("heading", { name: title })).toBeVisible();

    // The edit form loads the French texts.
    await page.goto(`/post/${post.id}`);
    await expect(page.locator("#update-post").getByLabel("Title in French")).toHaveValue(frTitle);
    await expect(page.locator("#update-post").getByLabel("Categories in French")).toHaveValue("Mode");
  });
});

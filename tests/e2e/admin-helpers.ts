/** Helpers of the back-office tests: API shortcuts to arrange data, and small assertions. */
import type { APIRequestContext, Page } from "@playwright/test";
import { apiToken, expect } from "./fixtures";

/** A name unique to this run and project, short enough for the 20-character limits. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296)
    .toString(36)
    .padStart(2, "0")}`;
}

/** A real 2×2 PNG: the API decodes every upload, so the bytes must be an image. */
export const pngBytes = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==",
  "base64",
);

export const pngFile = (name = "picture.png") => ({ name, mimeType: "image/png", buffer: pngBytes });

/** Not an image at all, though named like one: the API refuses it. */
export const fakePngFile = (name = "fake.png") => ({ name, mimeType: "image/png", buffer: Buffer.from("not really a picture") });

export function authed(token: string) {
  return { authorization: `Bearer ${token}` };
}

export async function apiJson<T>(request: APIRequestContext, method: string, path: string, token?: string, data?: unknown) {
  const res = await request.fetch(`/api/${path}`, {
    method,
    headers: token ? authed(token) : {},
    data: data === undefined ? undefined : data,
  });
  const text = await res.text();
  return { status: res.status(), body: (text ? JSON.parse(text) : null) as T, total: Number(res.headers()["x-total-count"] ?? NaN) };
}

export async function createProductViaApi(
  request: APIRequestContext,
  token: string,
  fields: {
    name: string;
    quantity?: number;
    price?: string;
    type?: string;
    category?: string;
    /** Stock per size (the quantity is then their sum); without it, the product has one size holding `quantity`. */
    sizes?: { size: string; quantity: number }[];
  },
): Promise<{ id: number; name: string; images: { url: string }[] }> {
  const upload = await request.post("/api/products/upload", {
    headers: authed(token),
    multipart: { images: pngFile() },
  });
  expect(upload.status()).toBe(201);
  const { images } = await upload.json();
  const created = await request.post("/api/products/create", {
    headers: authed(token),
    data: {
      types: fields.type ?? "watches",
      categories: fields.category ?? "steel_strap",
      name: fields.name,
      price: fields.price ?? "25.00",
      quantity: String(fields.sizes ? fields.sizes.reduce((sum, row) => sum + row.quantity, 0) : (fields.quantity ?? 10)),
      description: "A product made by the end-to-end tests.",
      images,
      ...(fields.sizes ? { sizes: fields.sizes } : {}),
    },
  });
  expect(created.status()).toBe(201);
  return created.json();
}

export async function createPostViaApi(request: APIRequestContext, token: string, title: string) {
  const upload = await request.post("/api/posts/upload", { headers: authed(token), multipart: { file: pngFile() } });
  expect(upload.status()).toBe(201);
  const { data } = await upload.json();
  const created = await request.post("/api/posts/create", {
    headers: authed(token),
    data: {
      title,
      description: "A post written by the end-to-end tests.",
      content: "<p>Hello from the tests</p>",
      categories: "Tests",
      tags: "e2e",
      imgUrl: data,
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { id: number; title: string };
}

/** An order of two of a product, in `size` when given (a product in one size needs none). */
export async function placeOrderViaApi(request: APIRequestContext, fullName: string, productId: number, size?: string) {
  const res = await request.post("/api/orders/create", {
    data: {
      fullName,
      telephone: "22123456",
      state: "Sousse",
      city: "Hammam",
      street: "Rue de la Plage 4",
      zip: "4011",
      place: "Office",
      products: [{ id: productId, quantity: 2, ...(size ? { size } : {}) }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; status: number; reference: string };
}

export async function sendMessageViaApi(request: APIRequestContext, subject: string, deviceType = "Mozilla/5.0 (X11; Linux x86_64)") {
  const res = await request.post("/api/messages/send", {
    data: { name: "Amal Tester", email: "amal@example.com", subject, message: "Line one\nLine two", deviceType },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { messageId: number };
}

/** The banner region; banners fade after 3 s, so their text is read, not their visibility. */
export function banner(page: Page) {
  return page.locator(".admin-toasts");
}

/**
 * Call before a submit: answers a check that the banner then said `text`. With JavaScript the page watches for it
 * on every frame from now on, because the next revalidation reads the banner away, which can come sooner than a
 * busy machine's next round trip to the browser. Without JavaScript the banner is in the answer's page and stays.
 */
export function watchBanner(page: Page, text: string, javaScriptEnabled: boolean): () => Promise<unknown> {
  if (!javaScriptEnabled) return () => expect(banner(page)).toContainText(text);
  const shown = page.waitForFunction((expected) => document.querySelector(".admin-toasts")?.textContent?.includes(expected), text, {
    polling: "raf",
  });
  return () => shown;
}

/** The password of the accounts signInAsNewEditor creates. */
export const NEW_STAFF_PASSWORD = "a-strong-password";

/**
 * A new staff account for one test, in a language of its own, signed in through the sign-in form as a person
 * would (so the session gets the account's language). No other test's account ever changes language.
 */
export async function signInAsNewEditor(page: Page, locale?: "en" | "fr" | "ar", role: "EDITOR" | "ADMIN" = "EDITOR") {
  const superToken = await apiToken(page.request, "SUPER_ADMIN");
  const username = uniqueName("Lang");
  const email = `${username.toLowerCase()}@yasmine.test`;
  const created = await apiJson<{ id: number }>(page.request, "POST", "users/create", superToken, {
    username,
    email,
    password: NEW_STAFF_PASSWORD,
    role,
  });
  expect(created.status).toBe(201);
  if (locale) {
    const login = await apiJson<{ token: string }>(page.request, "POST", "auth/login", undefined, { email, password: NEW_STAFF_PASSWORD });
    const set = await apiJson(page.request, "PUT", `users/update/${created.body.id}`, login.body.token, { locale });
    expect(set.status).toBe(200);
  }
  await page.goto("/login");
  const form = page.locator("#login");
  await form.locator('input[name="email"]').fill(email);
  await form.locator('input[name="password"]').fill(NEW_STAFF_PASSWORD);
  await form.locator('button[type="submit"]').click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return { id: created.body.id, username, email, superToken };
}

/** A previewed import with a row in error and a category to map: the richest state of the import's page. */
export async function previewedImportViaApi(request: APIRequestContext, token: string, picture: string): Promise<number> {
  const header =
    "Handle,Name,Name (fr),Name (ar),Description,Description (fr),Description (ar),Type,Category,New,Price,Sale price,Colour,Colour (fr),Colour (ar),Swatch,Colour family,Size,SKU,Barcode,Stock,Pictures";
  const id = uniqueName("axe").toLowerCase();
  const rows = [
    `${id}-a,Axe Dress,,,A dress for the accessibility check.,,,Robes,longues,no,30.00,,,,,,,M,${id.toUpperCase()}-A,,2,${picture}`,
    `${id}-b,Axe Dress B,,,A dress for the accessibility check.,,,women_s_clothing,dresses,no,abc,,,,,,,M,${id.toUpperCase()}-B,,2,${picture}`,
  ];
  const res = await request.post("/api/products/import", {
    headers: authed(token),
    multipart: { file: { name: "catalogue.csv", mimeType: "text/csv", buffer: Buffer.from([header, ...rows].join("\r\n")) } },
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).job;
}

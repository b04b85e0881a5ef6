/** Helpers of the back-office tests: API shortcuts to arrange data, and small assertions. */
import type { APIRequestContext, Page } from "@playwright/test";
import { expect } from "./fixtures";

/** A name unique to this run and project, short enough for the 20-character limits. */
export function uniqueName(prefix: string): string {
  return `${prefix}${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, "0")}`;
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
  fields: { name: string; quantity?: number; price?: string; type?: string; category?: string },
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
      quantity: String(fields.quantity ?? 10),
      description: "A product made by the end-to-end tests.",
      images,
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

export async function placeOrderViaApi(request: APIRequestContext, fullName: string, productId: number) {
  const res = await request.post("/api/orders/create", {
    data: {
      fullName,
      telephone: "22123456",
      state: "Sousse",
      city: "Hammam",
      street: "Rue de la Plage 4",
      zip: "4011",
      place: "Office",
      products: [{ id: productId, quantity: 2 }],
    },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; status: number };
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

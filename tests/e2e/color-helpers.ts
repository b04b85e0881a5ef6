import { type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import type { Product } from "../../app/lib/types";
import { apiToken, expect } from "./fixtures";
import { uniqueName } from "./store-helpers";

export interface NewColor {
  name: string;
  /** French and Arabic names; English shows where one is missing. */
  fr?: string;
  ar?: string;
  hex: string;
  family: string;
  /** How many pictures the colour has (each a plain square of its swatch, a shade darker each time). */
  images?: number;
  /** Stock per size (`[{ size: "one", quantity }]` for a product in one size). */
  sizes: { size: string; quantity: number }[];
}

/** Creates a product with colours through the API as an editor: each colour's pictures uploaded, then the product. */
export async function createColorProduct(
  request: APIRequestContext,
  colors: NewColor[],
  input: { name?: string; type?: string; category?: string; price?: string } = {},
): Promise<Product> {
  const headers = { authorization: `Bearer ${await apiToken(request, "EDITOR")}` };
  const withImages = [];
  for (const color of colors) {
    const images: { url: string }[] = [];
    for (let i = 0; i < (color.images ?? 1); i++) {
      const buffer = await sharp({ create: { width: 64, height: 64, channels: 3, background: color.hex } })
        .modulate({ brightness: 1 - i * 0.2 })
        .png()
        .toBuffer();
      const upload = await request.post("/api/products/upload", {
        headers,
        multipart: { images: { name: `${color.family}-${i}.png`, mimeType: "image/png", buffer } },
      });
      expect(upload.status(), "image upload").toBe(201);
      images.push(...((await upload.json()) as { images: { url: string }[] }).images);
    }
    withImages.push({
      name: color.name,
      translations: { fr: { name: color.fr ?? "" }, ar: { name: color.ar ?? "" } },
      hex: color.hex,
      family: color.family,
      images,
      sizes: color.sizes,
    });
  }
  const created = await request.post("/api/products/create", {
    headers,
    data: {
      name: input.name ?? uniqueName("Wrap dress"),
      types: input.type ?? "women_s_clothing",
      categories: input.category ?? "dresses",
      price: input.price ?? "89.90",
      quantity: "0",
      description: "A product in several colours, made for the end-to-end tests of the store.",
      isNew: false,
      images: [],
      colors: withImages,
    },
  });
  expect(created.status(), `product creation: ${await created.text()}`).toBe(201);
  return (await created.json()) as Product;
}

import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { measureStoredImages, saveMedia } from "~/models/media.server";
import { media, mediaVariants } from "~/db/schema";
import { IMAGE_VARIANT_WIDTHS, imageVariantName } from "~/lib/images";
import { countRows, createTestApi, expectError, formWithFiles, validProduct, type Staff, type TestApi } from "./harness";

let t: TestApi;
let editor: Staff;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
});
afterAll(() => t.close());

/** A picture with a gradient, so that encoders have something to do. */
function picture(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#b5472f"/><stop offset="1" stop-color="#2f6f8f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="50%" cy="50%" r="30%" fill="#f4e9dc"/></svg>`;
  return sharp(Buffer.from(svg));
}

async function uploadProductImage(bytes: Buffer, name = "photo.jpg"): Promise<string> {
  const res = await t.call("POST", "/api/products/upload", { token: editor.token, body: formWithFiles("images", [{ bytes, name }]) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.images[0].url;
}

async function variantWidthsStored(name: string): Promise<number[]> {
  const rows = await t.database.db.select({ width: mediaVariants.width }).from(mediaVariants).where(eq(mediaVariants.source, name));
  return rows.map((r) => r.width).sort((a, b) => a - b);
}

async function fetchImage(path: string, headers: Record<string, string> = {}) {
  const res = await t.api.request(path, { headers });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

describe("an upload makes WebP variants", () => {
  let name: string;
  beforeAll(async () => {
    name = await uploadProductImage(await picture(1800, 1200).jpeg().toBuffer());
  });

  it("records the original's size and stores one variant per width, none wider than the original", async () => {
    const [row] = await t.database.db.select({ width: media.width, height: media.height }).from(media).where(eq(media.name, name));
    expect(row).toEqual({ width: 1800, height: 1200 });
    expect(await variantWidthsStored(name)).toEqual([320, 640, 1024, 1600]);
  });

  it("serves each variant as WebP of its width, with the original's proportions", async () => {
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const { res, bytes } = await fetchImage(`/api/products/images/${imageVariantName(name, width)}`);
      expect(res.status, `${width}`).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("content-length")).toBe(String(bytes.byteLength));
      const meta = await sharp(bytes).metadata();
      expect(meta).toMatchObject({ format: "webp", width, height: Math.round((width * 1200) / 1800) });
    }
  });

  it("serves variants with an immutable cache, a strong ETag and the safe headers, under every image path", async () => {
    const variant = imageVariantName(name, 640);
    const { res, bytes } = await fetchImage(`/api/products/images/${variant}`);
    const etag = res.headers.get("etag")!;
    expect(etag).toBe(`"${createHash("sha256").update(bytes).digest("hex")}"`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-security-policy")).toBe("default-src 'none'");
    for (const base of ["/api/posts/images/", "/api/media/"]) {
      const again = await fetchImage(`${base}${variant}`);
      expect(again.res.status, base).toBe(200);
      expect(again.res.headers.get("etag")).toBe(etag);
    }
    const revalidated = await fetchImage(`/api/products/images/${variant}`, { "if-none-match": etag });
    expect(revalidated.res.status).toBe(304);
    expect(revalidated.bytes.byteLength).toBe(0);
  });

  it("the variants are much lighter than the original for a phone", async () => {
    const original = await fetchImage(`/api/products/images/${name}`);
    const small = await fetchImage(`/api/products/images/${imageVariantName(name, 640)}`);
    expect(small.bytes.byteLength).toBeLessThan(original.bytes.byteLength / 2);
  });

  it("gives the product's images their pixel size, keeping SPEC's url as it is", async () => {
    const created = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([name]) });
    expect(created.status).toBe(201);
    expect(created.body.images).toEqual([{ url: name, width: 1800, height: 1200 }]);
    const listed = await t.call("GET", "/api/products?sort=newest&limit=1");
    expect(listed.body[0].images).toEqual([{ url: name, width: 1800, height: 1200 }]);
  });

  it("gives a post its cover's pixel size", async () => {
    const upload = await t.call("POST", "/api/posts/upload", {
      token: editor.token,
      body: formWithFiles("file", [{ bytes: await picture(1200, 630).png().toBuffer(), name: "cover.png" }]),
    });
    const post = await t.call("POST", "/api/posts/create", {
      token: editor.token,
      json: { title: "Linen days", description: "What to wear when it is hot.", content: "<p>Linen.</p>", imgUrl: upload.body.data },
    });
    expect(post.status, JSON.stringify(post.body)).toBe(201);
    expect(post.body).toMatchObject({ imgUrl: upload.body.data, imgWidth: 1200, imgHeight: 630 });
    expect(await variantWidthsStored(upload.body.data)).toEqual([320, 640, 1024]);
  });
});

describe("small originals are never enlarged", () => {
  it("an original of 700 px has the 320 and 640 variants only; wider ones are 404", async () => {
    const name = await uploadProductImage(await picture(700, 500).png().toBuffer(), "small.png");
    expect(await variantWidthsStored(name)).toEqual([320, 640]);
    for (const width of [1024, 1600]) {
      expectError(await t.call("GET", `/api/products/images/${imageVariantName(name, width)}`), 404);
    }
    // Asking did not make one either.
    expect(await variantWidthsStored(name)).toEqual([320, 640]);
  });

  it("an original narrower than 320 px has no variant at all", async () => {
    const name = await uploadProductImage(await picture(200, 200).png().toBuffer(), "tiny.png");
    expect(await variantWidthsStored(name)).toEqual([]);
    expectError(await t.call("GET", `/api/products/images/${imageVariantName(name, 320)}`), 404);
    expect((await t.api.request(`/api/products/images/${name}`)).status).toBe(200);
  });

  it("an animated GIF keeps its animation and its frame height", async () => {
    const frame = (colour: string) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: colour } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#b5472f"), await frame("#2f6f8f")], { join: { animated: true } })
      .gif()
      .toBuffer();
    const name = await uploadProductImage(gif, "moving.gif");
    const [row] = await t.database.db.select({ width: media.width, height: media.height }).from(media).where(eq(media.name, name));
    expect(row).toEqual({ width: 400, height: 300 });
    const { res, bytes } = await fetchImage(`/api/products/images/${imageVariantName(name, 320)}`);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 320, height: 240, pages: 2 });
  });
});

describe("unknown variants", () => {
  it("answer 404 with the error shape", async () => {
    const name = await uploadProductImage(await picture(900, 900).jpeg().toBuffer());
    const hash = name.replace(/\.jpg$/, "");
    for (const path of [
      `/api/products/images/${hash}-500.webp`,
      `/api/products/images/${hash}-0320.webp`,
      `/api/products/images/${hash}-320.png`,
      `/api/products/images/${hash}-320.WEBP`,
      `/api/products/images/${hash}.webp`,
      "/api/products/images/0123456789abcdef0123456789abcdef-320.webp",
      `/api/media/${hash}-99999.webp`,
    ]) {
      expectError(await t.call("GET", path), 404);
    }
  });
});

describe("images stored before variants existed", () => {
  /** Writes an image the way the store did before: no size, no variants. */
  async function storeOldImage(width: number, height: number): Promise<string> {
    const bytes = await picture(width, height).jpeg().toBuffer();
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const name = `${sha256.slice(0, 32)}.jpg`;
    await t.database.db.insert(media).values({ name, mimeType: "image/jpeg", size: bytes.byteLength, sha256, bytes });
    return name;
  }

  it("make a variant on its first request, stored for every instance", async () => {
    const name = await storeOldImage(1100, 800);
    expect(await variantWidthsStored(name)).toEqual([]);
    const requests = await Promise.all([1, 2, 3].map(() => fetchImage(`/api/products/images/${imageVariantName(name, 1024)}`)));
    for (const { res, bytes } of requests) {
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toBe("image/webp");
      expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect(await sharp(bytes).metadata()).toMatchObject({ format: "webp", width: 1024, height: Math.round((1024 * 800) / 1100) });
    }
    expect(await variantWidthsStored(name)).toEqual([1024]);
    expectError(await t.call("GET", `/api/products/images/${imageVariantName(name, 1600)}`), 404);
    const [row] = await t.database.db.select({ width: media.width, height: media.height }).from(media).where(eq(media.name, name));
    expect(row).toEqual({ width: 1100, height: 800 });
  });

  it("are measured at start, so products list them with their size", async () => {
    const name = await storeOldImage(1300, 1000);
    const created = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([name]) });
    expect(created.body.images).toEqual([{ url: name }]);
    const before = await countRows(t, mediaVariants);
    expect(await measureStoredImages(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(await measureStoredImages(t.database.db)).toBe(0);
    const again = await t.call("GET", `/api/products/single/${created.body.id}`);
    expect(again.body.images).toEqual([{ url: name, width: 1300, height: 1000 }]);
    // Measuring makes no variants; they come on request.
    expect(await countRows(t, mediaVariants)).toBe(before);
    expect((await t.api.request(`/api/products/images/${imageVariantName(name, 320)}`)).status).toBe(200);
  });

  it("storing the same bytes again (as the demo seed does) records the size and makes the variants", async () => {
    const bytes = await picture(1000, 1000).jpeg().toBuffer();
    const sha256 = createHash("sha256").update(bytes).digest("hex");
    const oldName = `${sha256.slice(0, 32)}.jpg`;
    await t.database.db.insert(media).values({ name: oldName, mimeType: "image/jpeg", size: bytes.byteLength, sha256, bytes });
    // An upload re-encodes, so its bytes and name would differ: the same bytes come back through saveMedia.
    expect(await saveMedia(t.database.db, bytes, "jpeg")).toBe(oldName);
    expect(await variantWidthsStored(oldName)).toEqual([320, 640]);
    const [row] = await t.database.db.select({ width: media.width }).from(media).where(eq(media.name, oldName));
    expect(row.width).toBe(1000);
  });
});

import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media } from "~/db/schema";
import { BODY_MAX_BYTES, IMAGE_MAX_BYTES } from "~/lib/limits";
import { countRows, createTestApi, expectError, formWithFiles, pngImage, type Staff, type TestApi } from "./harness";

let t: TestApi;
let editor: Staff;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
});
afterAll(() => t.close());

/** The three upload calls, each with its own field and answer shape, reduced to "the stored names". */
const uploads = [
  {
    path: "/api/products/upload",
    field: "images",
    names: (body: { images: { url: string }[] }) => body.images.map((i) => i.url),
    servedAt: "/api/products/images/",
  },
  { path: "/api/posts/upload", field: "file", names: (body: { data: string }) => [body.data], servedAt: "/api/posts/images/" },
  {
    path: "/api/media",
    field: "file",
    names: (body: { url: string }) => [body.url.replace("/api/media/", "")],
    servedAt: "/api/media/",
  },
] as const;

const upload = (path: string, field: string, files: { bytes: Uint8Array; name: string; type?: string }[]) =>
  t.call("POST", path, { token: editor.token, body: formWithFiles(field, files) });

const text = (s: string) => new TextEncoder().encode(s);
const pngMagic = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const concat = (...parts: Uint8Array[]) => Uint8Array.from(parts.flatMap((p) => [...p]));

async function gifImage(): Promise<Buffer> {
  return sharp({ create: { width: 24, height: 16, channels: 3, background: "#27ae60" } })
    .gif()
    .toBuffer();
}

async function jpegWithExif(): Promise<Buffer> {
  return sharp({ create: { width: 32, height: 32, channels: 3, background: "#e67e22" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "secret-owner", Artist: "hidden-camera" } })
    .toBuffer();
}

describe("POST /api/media", () => {
  it("answers 201 { url } pointing at the stored image", async () => {
    const res = await upload("/api/media", "file", [{ bytes: await pngImage("#1abc9c"), name: "avatar.png" }]);
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["url"]);
    expect(res.body.url).toMatch(/^\/api\/media\/[a-f0-9]{32}\.png$/);
    const served = await t.api.request(res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: "png", width: 64, height: 64 });
  });

  it("refuses a JSON body with 415 and an empty form with 400", async () => {
    expectError(await t.call("POST", "/api/media", { token: editor.token, json: { url: "x" } }), 415);
    expectError(
      await t.call("POST", "/api/media", { token: editor.token, body: new FormData() }),
      400,
      "Choose at least one image to upload",
    );
  });
});

describe("uploads accept images by their content only", () => {
  for (const u of uploads) {
    describe(u.path, () => {
      it("rejects PHP and HTML text renamed .png with 400, storing nothing", async () => {
        const before = await countRows(t, media);
        for (const bytes of [
          text("<?php system($_GET['c']); ?>"),
          text("<!doctype html><html><script>alert(1)</script></html>"),
          concat(pngMagic, text("<?php system($_GET['c']); ?>")),
        ]) {
          const res = await upload(u.path, u.field, [{ bytes, name: "shell.png", type: "image/png" }]);
          expectError(res, 400, /^(Only PNG, JPEG and GIF images are accepted|This image carries other data after its end)/);
        }
        expect(await countRows(t, media)).toBe(before);
      });

      it("refuses SVG, whatever its name", async () => {
        const before = await countRows(t, media);
        const svg = text('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
        for (const [name, type] of [
          ["logo.svg", "image/svg+xml"],
          ["logo.png", "image/png"],
        ]) {
          expectError(await upload(u.path, u.field, [{ bytes: svg, name, type }]), 400, "Only PNG, JPEG and GIF images are accepted");
        }
        expect(await countRows(t, media)).toBe(before);
      });

      it("refuses a file over 5 MB with 400, storing nothing", async () => {
        const before = await countRows(t, media);
        const big = new Uint8Array(IMAGE_MAX_BYTES + 1);
        big.set(pngMagic);
        expectError(await upload(u.path, u.field, [{ bytes: big, name: "big.png" }]), 400, "Each image must be 5 MB or smaller");
        expect(await countRows(t, media)).toBe(before);
      });

      it("accepts a GIF named .jpg as a GIF, and serves it as image/gif", async () => {
        const gif = await gifImage();
        const res = await upload(u.path, u.field, [{ bytes: gif, name: "photo.jpg", type: "image/jpeg" }]);
        expect(res.status, JSON.stringify(res.body)).toBe(201);
        const [name] = u.names(res.body as never);
        expect(name).toMatch(/^[a-f0-9]{32}\.gif$/);
        const served = await t.api.request(`${u.servedAt}${name}`);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe("image/gif");
        const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
        expect(meta.format).toBe("gif");
      });

      it("accepts a JPEG named .png as a JPEG", async () => {
        const res = await upload(u.path, u.field, [{ bytes: await jpegWithExif(), name: "photo.png", type: "image/png" }]);
        expect(res.status).toBe(201);
        const [name] = u.names(res.body as never);
        expect(name).toMatch(/\.jpg$/);
        const served = await t.api.request(`${u.servedAt}${name}`);
        expect(served.headers.get("content-type")).toBe("image/jpeg");
      });
    });
  }

  it("stores the same GIF under the same name every time", async () => {
    const gif = await gifImage();
    const a = await upload("/api/products/upload", "images", [{ bytes: gif, name: "a.jpg" }]);
    const b = await upload("/api/products/upload", "images", [{ bytes: gif, name: "b.gif", type: "image/gif" }]);
    const c = await upload("/api/posts/upload", "file", [{ bytes: gif, name: "c.png" }]);
    expect(a.body.images[0].url).toBe(b.body.images[0].url);
    expect(c.body.data).toBe(a.body.images[0].url);
  });

  it("re-encodes uploads, which strips their metadata", async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    expect(original.toString("latin1")).toContain("secret-owner");
    const res = await upload("/api/media", "file", [{ bytes: original, name: "camera.jpg", type: "image/jpeg" }]);
    const served = Buffer.from(await (await t.api.request(res.body.url)).arrayBuffer());
    expect(served.toString("latin1")).not.toContain("secret-owner");
    expect(served.toString("latin1")).not.toContain("hidden-camera");
    expect((await sharp(served).metadata()).exif).toBeUndefined();
  });

  it("a batch with one bad file stores none of the batch", async () => {
    const before = await countRows(t, media);
    for (const bad of [text("<?php echo 1; ?>"), concat(pngMagic, text("not really a png"))]) {
      const res = await upload("/api/products/upload", "images", [
        { bytes: await pngImage("#0a0b0c"), name: "good.png" },
        { bytes: bad, name: "bad.png" },
      ]);
      expectError(res, 400, /^(Only PNG, JPEG and GIF images are accepted|This image carries other data after its end)/);
    }
    expect(await countRows(t, media)).toBe(before);
  });

  it("refuses a body over the request limit with 413", async () => {
    const huge = new Uint8Array(BODY_MAX_BYTES + 1024);
    huge.set(pngMagic);
    expectError(await upload("/api/media", "file", [{ bytes: huge, name: "huge.png" }]), 413);
  });
});

describe("serving images", () => {
  let name: string;
  let etag: string;
  beforeAll(async () => {
    const res = await upload("/api/products/upload", "images", [{ bytes: await pngImage("#abcdef"), name: "served.png" }]);
    name = res.body.images[0].url;
  });

  it("serves with a strong ETag, an immutable cache and safe headers", async () => {
    const res = await t.api.request(`/api/products/images/${name}`);
    expect(res.status).toBe(200);
    etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[a-f0-9]{64}"$/);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(res.headers.get("content-length")).toBe(String(bytes.byteLength));
    expect([...bytes.slice(0, 8)]).toEqual([...pngMagic]);
  });

  it("answers 304 with no body when If-None-Match carries the ETag", async () => {
    const res = await t.api.request(`/api/products/images/${name}`, { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect((await res.arrayBuffer()).byteLength).toBe(0);
    const listed = await t.api.request(`/api/products/images/${name}`, { headers: { "if-none-match": `"other", ${etag}` } });
    expect(listed.status).toBe(304);
    const stale = await t.api.request(`/api/products/images/${name}`, { headers: { "if-none-match": '"something-else"' } });
    expect(stale.status).toBe(200);
  });

  it("serves the same file under every image path", async () => {
    for (const base of ["/api/products/images/", "/api/posts/images/", "/api/media/"]) {
      const res = await t.api.request(`${base}${name}`);
      expect(res.status, base).toBe(200);
      expect(res.headers.get("etag")).toBe(etag);
    }
  });

  it("answers 404 for unknown or malformed names", async () => {
    for (const path of [
      "/api/products/images/0123456789abcdef0123456789abcdef.png",
      "/api/posts/images/0123456789abcdef0123456789abcdef.gif",
      "/api/media/0123456789abcdef0123456789abcdef.jpg",
      "/api/products/images/nothing.png",
      `/api/products/images/${name.replace(".png", ".svg")}`,
      "/api/products/images/..%2F..%2Fetc%2Fpasswd",
    ]) {
      expectError(await t.call("GET", path), 404);
    }
  });
});

describe("polyglots", () => {
  it("accepts compressed data that happens to contain markup-like bytes", async () => {
    // Random pixels compress to near-random bytes; strings like "<svg" turn up by chance and mean nothing.
    const noise = Buffer.concat([Buffer.from("<svg onload=x>"), Buffer.alloc(64 * 64 * 3 - 14, 7)]);
    const png = await sharp(noise, { raw: { width: 64, height: 64, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(png.toString("latin1")).toContain("<svg onload=x>");
    const res = await upload("/api/products/upload", "images", [{ bytes: png, name: "noise.png", type: "image/png" }]);
    expect(res.status).toBe(201);
  });

  it("refuses a GIF that is also JavaScript, and an image carrying markup, storing nothing", async () => {
    const before = await countRows(t, media);
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#884422" } })
      .gif()
      .toBuffer();
    const gifThenScript = concat(gif, text("\n*/=alert(document.domain);//"));
    const pngWithMarkup = concat(await pngImage("#123123"), text("<script>alert(1)</script>"));
    for (const bytes of [gifThenScript, pngWithMarkup]) {
      const res = await upload("/api/products/upload", "images", [{ bytes, name: "poly.gif", type: "image/gif" }]);
      expectError(res, 400, "This image carries other data after its end (such as a script) and was refused");
    }
    expect(await countRows(t, media)).toBe(before);
  });
});

import { eq, inArray } from "drizzle-orm";
import { uploadedAvatarAnswer } from "./answer-schemas";
import type { Context } from "hono";
import sharp from "sharp";
import type { Db } from "~/db/connection";
import { media, mediaVariants } from "~/db/schema";
import { IMAGE_VARIANT_NAME, IMAGE_VARIANT_WIDTHS } from "~/lib/images";
import { IMAGE_MAX_BYTES, IMAGES_PER_UPLOAD_MAX } from "~/lib/limits";
import { validationEn } from "~/lib/validation-messages";
import { createHash } from "node:crypto";
import { apiEn, sayApi } from "~/lib/api-messages.server";
import { ApiError } from "./errors";
import { readMultipartForm } from "./request";
import type { ApiRouter } from "./router";
import type { ApiEnv } from "./types";
import { encodeVariant, extension, measureImage, mimeType, saveMedia, variantRow, type ImageFormat } from "~/models/media.server";

// libvips keeps up to 50 MB of recent operations for reuse; each upload is new, so it would only hold memory.
sharp.cache(false);

/** Detects the format from the first bytes; the file name and declared type are never trusted. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x47, 0x49, 0x46, 0x38) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  return null;
}

/**
 * An image with data past its own end (a GIF or PNG followed by a script or a
 * page) is refused outright: re-encoding would drop it, but nobody uploads such a
 * file in good faith. Markup hidden inside metadata is dropped by the re-encode.
 * JPEG trailers are tolerated because phones append their own (motion photos).
 */
export function looksLikePolyglot(bytes: Uint8Array, format: ImageFormat): boolean {
  if (format === "gif") return bytes[bytes.byteLength - 1] !== 0x3b;
  if (format === "png") {
    const tail = Buffer.from(bytes.buffer, bytes.byteOffset + bytes.byteLength - 8, 8).toString("latin1");
    return tail !== "IEND\xaeB`\x82";
  }
  return false;
}

export const MEDIA_NAME = /^[a-f0-9]{32}\.(png|jpg|gif)$/;
/**
 * Re-encodes an image with sharp: this strips metadata (GPS, camera) and leaves
 * nothing of a polyglot's other payload. Returns the stored file name.
 */
export async function storeImage(db: Db, bytes: Uint8Array): Promise<string> {
  const { output, format } = await encodeImage(bytes);
  return saveMedia(db, output, format);
}

/** Checks and re-encodes one upload without storing it: 400 when it is not a usable image. */
async function encodeImage(bytes: Uint8Array): Promise<{ output: Buffer; format: ImageFormat }> {
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new ApiError(400, validationEn["api.fileTooLarge"]);
  const format = sniffImage(bytes);
  if (!format) throw new ApiError(400, validationEn["api.fileNotImage"]);
  if (looksLikePolyglot(bytes, format)) throw new ApiError(400, apiEn["api.filePolyglot"]);
  let output: Buffer;
  try {
    const image = sharp(bytes, { animated: format === "gif", limitInputPixels: 50_000_000 });
    const meta = await image.metadata();
    if (meta.format !== format) throw new Error("format mismatch");
    let pipeline = image.resize({ width: 2400, height: 2400, fit: "inside", withoutEnlargement: true });
    if (format !== "gif") pipeline = pipeline.rotate();
    output = await (
      format === "png"
        ? pipeline.png({ compressionLevel: 9 })
        : format === "jpeg"
          ? pipeline.jpeg({ quality: 85, mozjpeg: true })
          : pipeline.gif()
    ).toBuffer();
  } catch {
    throw new ApiError(400, validationEn["api.fileNotImage"]);
  }
  return { output, format };
}

/** Reads the files of one multipart field: 415 if not multipart, 400 if none, too many, or not images. */
export async function readUploadedFiles(c: Context, field: string, max: number): Promise<Uint8Array[]> {
  const form = await readMultipartForm(c);
  const files = form.getAll(field).filter((v): v is File => typeof v !== "string");
  if (files.length === 0) throw new ApiError(400, apiEn["api.noFiles"]);
  if (files.length > max) {
    throw new ApiError(
      400,
      max === IMAGES_PER_UPLOAD_MAX ? validationEn["api.tooManyFiles"] : `You can upload at most ${max} image${max === 1 ? "" : "s"} here`,
    );
  }
  if (files.some((f) => f.size > IMAGE_MAX_BYTES)) throw new ApiError(400, validationEn["api.fileTooLarge"]);
  return Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
}

/**
 * A picture of an imported catalogue. One the store itself exported (named by the hash of its bytes, with no
 * metadata, within the uploads' size) is kept byte for byte, so its name stays the same and an export imported
 * elsewhere exports the same file again; any other goes through the uploads' checks and re-encoding.
 */
export async function storeImportedPicture(db: Db, bytes: Uint8Array, file: string): Promise<string> {
  try {
    const format = sniffImage(bytes);
    if (format && MEDIA_NAME.test(file) && file.endsWith(`.${extension[format]}`) && !looksLikePolyglot(bytes, format)) {
      const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 32);
      const meta = await sharp(bytes, { animated: format === "gif" }).metadata();
      const clean =
        !meta.exif && !meta.xmp && !meta.iptc && meta.format === format && (meta.width ?? 0) <= 2400 && (meta.height ?? 0) <= 2400;
      if (hash === file.slice(0, 32) && clean) return await saveMedia(db, Buffer.from(bytes), format);
    }
    return await storeImage(db, bytes);
  } catch (error) {
    if (error instanceof ApiError)
      throw new ApiError(
        400,
        error.messages.map((message) => sayApi.importPictureRefused(file, message)),
      );
    throw new ApiError(400, sayApi.importPictureRefused(file, validationEn["api.fileNotImage"]));
  }
}

/** Decodes and re-encodes every file before storing any, so a bad file in a batch stores nothing. */
export async function storeImages(db: Db, files: Uint8Array[]): Promise<string[]> {
  for (const bytes of files) {
    if (!sniffImage(bytes)) throw new ApiError(400, validationEn["api.fileNotImage"]);
  }
  const encoded: { output: Buffer; format: ImageFormat }[] = [];
  for (const bytes of files) encoded.push(await encodeImage(bytes));
  const names: string[] = [];
  for (const { output, format } of encoded) names.push(await saveMedia(db, output, format));
  return names;
}

interface CachedMedia {
  mimeType: string;
  sha256: string;
  bytes: Uint8Array<ArrayBuffer>;
}

/**
 * Files are named by their content hash and never change, so a process-local
 * cache is always correct, also with several instances. Bounded by total bytes.
 */
const mediaCache = new Map<string, CachedMedia>();
const MEDIA_CACHE_BYTES = 64 * 1024 * 1024;
let mediaCacheSize = 0;

function remember(name: string, item: CachedMedia) {
  mediaCache.set(name, item);
  mediaCacheSize += item.bytes.byteLength;
  for (const [oldest, value] of mediaCache) {
    if (mediaCacheSize <= MEDIA_CACHE_BYTES) break;
    mediaCache.delete(oldest);
    mediaCacheSize -= value.bytes.byteLength;
  }
}

async function loadOriginal(db: Db, name: string): Promise<CachedMedia | null> {
  const [row] = await db
    .select({ mimeType: media.mimeType, sha256: media.sha256, bytes: media.bytes })
    .from(media)
    .where(eq(media.name, name))
    .limit(1);
  return row ? { mimeType: row.mimeType, sha256: row.sha256, bytes: new Uint8Array(row.bytes) } : null;
}

function asCached(row: { sha256: string; bytes: Buffer }): CachedMedia {
  return { mimeType: "image/webp", sha256: row.sha256, bytes: new Uint8Array(row.bytes) };
}

async function loadStoredVariant(db: Db, name: string): Promise<CachedMedia | null> {
  const [row] = await db
    .select({ sha256: mediaVariants.sha256, bytes: mediaVariants.bytes })
    .from(mediaVariants)
    .where(eq(mediaVariants.name, name))
    .limit(1);
  return row ? asCached(row) : null;
}

/** Variants being made right now, so simultaneous first requests make each one once. */
const variantsInProgress = new Map<string, Promise<CachedMedia | null>>();

/**
 * A stored variant, or, for an image stored before variants existed, the variant made now and stored for
 * every instance. Null when the width is not one of ours, the original is unknown or narrower than the width.
 */
async function loadVariant(db: Db, name: string): Promise<CachedMedia | null> {
  const match = IMAGE_VARIANT_NAME.exec(name);
  const width = Number(match?.[2]);
  if (!match || !(IMAGE_VARIANT_WIDTHS as readonly number[]).includes(width)) return null;
  const stored = await loadStoredVariant(db, name);
  if (stored) return stored;
  let making = variantsInProgress.get(name);
  if (!making) {
    making = makeMissingVariant(db, match[1], width).finally(() => variantsInProgress.delete(name));
    variantsInProgress.set(name, making);
  }
  return making;
}

async function makeMissingVariant(db: Db, hash: string, width: number): Promise<CachedMedia | null> {
  const candidates = Object.values<string>(extension).map((ext) => `${hash}.${ext}`);
  const [source] = await db
    .select({ name: media.name, mimeType: media.mimeType, width: media.width })
    .from(media)
    .where(inArray(media.name, candidates))
    .limit(1);
  // A width the original does not reach is answered from its recorded size, without reading its bytes.
  if (!source || (source.width !== null && source.width < width)) return null;
  const format = (Object.keys(mimeType) as ImageFormat[]).find((f) => mimeType[f] === source.mimeType);
  const [original] = await db.select({ bytes: media.bytes }).from(media).where(eq(media.name, source.name));
  if (!format || !original) return null;
  let size: { width: number; height: number };
  try {
    size = await measureImage(original.bytes);
  } catch {
    return null;
  }
  if (source.width === null) await db.update(media).set(size).where(eq(media.name, source.name));
  if (width > size.width) return null;
  const row = variantRow(source.name, await encodeVariant(original.bytes, format, width));
  const inserted = await db.insert(mediaVariants).values(row).onConflictDoNothing().returning({ name: mediaVariants.name });
  if (inserted.length) return asCached(row);
  // Another instance stored it first: serve its bytes, so every instance answers the same ETag.
  return loadStoredVariant(db, row.name);
}

export async function serveMedia(c: Context<ApiEnv>): Promise<Response> {
  const name = c.req.param("name") ?? "";
  const isOriginal = MEDIA_NAME.test(name);
  if (!isOriginal && !IMAGE_VARIANT_NAME.test(name)) throw new ApiError(404, apiEn["api.notFound"]);
  let item = mediaCache.get(name);
  if (item) {
    // Most recently used last, so eviction drops the coldest first.
    mediaCache.delete(name);
    mediaCache.set(name, item);
  } else {
    const db = c.get("db");
    const loaded = isOriginal ? await loadOriginal(db, name) : await loadVariant(db, name);
    if (!loaded) throw new ApiError(404, apiEn["api.notFound"]);
    item = loaded;
    remember(name, item);
  }
  const etag = `"${item.sha256}"`;
  const headers = {
    ETag: etag,
    "Cache-Control": "public, max-age=31536000, immutable",
    "Content-Type": item.mimeType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": "default-src 'none'",
  };
  if ((c.req.header("if-none-match") ?? "").split(/\s*,\s*/).includes(etag)) {
    return new Response(null, { status: 304, headers });
  }
  return new Response(item.bytes, { status: 200, headers: { ...headers, "Content-Length": String(item.bytes.byteLength) } });
}

export function mediaRoutes(router: ApiRouter) {
  router
    .add(
      "POST",
      "/media",
      {
        tag: "media",
        summary: "Upload an avatar image; answers its display url",
        fileField: "file",
        status: 201,
        response: uploadedAvatarAnswer,
      },
      async (c) => {
        const [file] = await readUploadedFiles(c, "file", 1);
        const name = await storeImage(c.get("db"), file);
        return c.json({ url: `/api/media/${name}` }, 201);
      },
    )
    .add("GET", "/media/:name", { tag: "media", summary: "An uploaded avatar", image: true }, serveMedia);
}

export { IMAGES_PER_UPLOAD_MAX };

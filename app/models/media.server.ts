/**
 * Stored images: the original bytes, their intrinsic size and their WebP variants, in the database so that
 * every instance serves the same files. The API checks and re-encodes uploads (app/api/media.ts) before
 * they come here; the demo seed and the bench store their drawings here directly.
 */
import { createHash } from "node:crypto";
import { eq, isNull } from "drizzle-orm";
import type { Logger } from "pino";
import sharp from "sharp";
import type { Db } from "~/db/connection";
import { media, mediaVariants } from "~/db/schema";
import { imageVariantName, imageVariantWidths } from "~/lib/images";

export type ImageFormat = "png" | "jpeg" | "gif";

export const extension: Record<ImageFormat, string> = { png: "png", jpeg: "jpg", gif: "gif" };
export const mimeType: Record<ImageFormat, string> = { png: "image/png", jpeg: "image/jpeg", gif: "image/gif" };
const WEBP_QUALITY = 80;

/**
 * Stores already-encoded bytes (the demo seed uses it too) with their intrinsic size and their WebP variants.
 * Content-addressed, so re-uploads are free.
 */
export async function saveMedia(db: Db, output: Buffer, format: ImageFormat): Promise<string> {
  const sha256 = createHash("sha256").update(output).digest("hex");
  const name = `${sha256.slice(0, 32)}.${extension[format]}`;
  const { width, height } = await measureImage(output);
  const variants = await Promise.all(imageVariantWidths(width).map((w) => encodeVariant(output, format, w)));
  await db
    .insert(media)
    .values({ name, mimeType: mimeType[format], size: output.byteLength, sha256, bytes: output, width, height })
    // The same bytes stored before sizes were recorded get them now.
    .onConflictDoUpdate({ target: media.name, set: { width, height } });
  // Not one transaction with the original on purpose: a missing variant is made again on its first request.
  if (variants.length) {
    await db
      .insert(mediaVariants)
      .values(variants.map((v) => variantRow(name, v)))
      .onConflictDoNothing();
  }
  return name;
}

/** An animated GIF's height is one frame's, not the whole strip's. */
export async function measureImage(bytes: Uint8Array): Promise<{ width: number; height: number }> {
  const meta = await sharp(bytes).metadata();
  return { width: meta.width ?? 0, height: meta.pageHeight ?? meta.height ?? 0 };
}

interface EncodedVariant {
  width: number;
  height: number;
  bytes: Buffer;
}

/** A WebP copy at one width; GIFs stay animated. */
export async function encodeVariant(source: Uint8Array, format: ImageFormat, width: number): Promise<EncodedVariant> {
  const { data, info } = await sharp(source, { animated: format === "gif" })
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY })
    .toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.pageHeight ?? info.height, bytes: data };
}

export function variantRow(sourceName: string, variant: EncodedVariant) {
  return {
    name: imageVariantName(sourceName, variant.width),
    source: sourceName,
    width: variant.width,
    height: variant.height,
    size: variant.bytes.byteLength,
    sha256: createHash("sha256").update(variant.bytes).digest("hex"),
    bytes: variant.bytes,
  };
}

/** Images stored before sizes were recorded are measured once at start, a batch at a time; answers how many. */
export async function measureStoredImages(db: Db, logger?: Pick<Logger, "info">): Promise<number> {
  let measured = 0;
  for (;;) {
    const batch = await db.select({ name: media.name, bytes: media.bytes }).from(media).where(isNull(media.width)).limit(20);
    if (batch.length === 0) break;
    for (const row of batch) {
      const { width, height } = await measureImage(row.bytes).catch(() => ({ width: 0, height: 0 }));
      // 0 × 0 marks a file sharp cannot read, so it is not tried again at every start; pages then show it without variants.
      await db.update(media).set({ width, height }).where(eq(media.name, row.name));
      measured++;
    }
  }
  if (measured && logger) logger.info({ images: measured }, "measured images stored before sizes were recorded");
  return measured;
}

/**
 * Responsive images, shared by the API (which makes and serves the variants) and the pages (which ask for them).
 *
 * Every stored image `<hash>.<png|jpg|gif>` also gets WebP copies `<hash>-<width>.webp` at these widths,
 * made when it is stored, never wider than the original: a 800 px picture has a 320 and a 640 copy only.
 */
import type { ImageRef } from "./types";

export const IMAGE_VARIANT_WIDTHS = [320, 640, 1024, 1600] as const;

/** A variant's file name: the stored name's hash, the width (no leading zero: one URL per file), `.webp`. */
export const IMAGE_VARIANT_NAME = /^([a-f0-9]{32})-([1-9][0-9]{2,3})\.webp$/;

export function imageVariantName(storedName: string, width: number): string {
  return `${storedName.replace(/\.[a-z]+$/, "")}-${width}.webp`;
}

/** The variant widths an original of this width has. */
export function imageVariantWidths(originalWidth: number): number[] {
  return IMAGE_VARIANT_WIDTHS.filter((width) => width <= originalWidth);
}

/** Everything an <img> (or its preload) needs, with sizes left to the layout. */
export interface ImageSource {
  src: string;
  /** Absent when the image's width is unknown or it is too small to have variants. */
  srcSet?: string;
  width: number;
  height: number;
}

/**
 * `src` stays the original, for anything that ignores `srcset`. The `srcset` lists the WebP variants, then the
 * original when it is wider than the widest variant, so a large screen never gets less than what was uploaded.
 */
export function imageSource(image: ImageRef, path: (name: string) => string, fallback: { width: number; height: number }): ImageSource {
  const src = path(image.url);
  if (!image.width || !image.height) return { src, ...fallback };
  const widths = imageVariantWidths(image.width);
  const candidates = widths.map((width) => `${path(imageVariantName(image.url, width))} ${width}w`);
  if (widths.length === 0) return { src, width: image.width, height: image.height };
  if (widths[widths.length - 1] < image.width) candidates.push(`${src} ${image.width}w`);
  return { src, srcSet: candidates.join(", "), width: image.width, height: image.height };
}

/** The smallest copy of an image: enough for a picture shown blurred behind a banner, at any screen width. */
export function smallestImage(image: ImageRef, path: (name: string) => string, fallback: { width: number; height: number }): ImageSource {
  if (!image.width || !image.height) return { src: path(image.url), ...fallback };
  const [smallest] = imageVariantWidths(image.width);
  if (!smallest) return { src: path(image.url), width: image.width, height: image.height };
  return { src: path(imageVariantName(image.url, smallest)), width: smallest, height: Math.round((image.height * smallest) / image.width) };
}

/** Spread on an <img> or <link>: React 18 does not know `fetchPriority`, but passes the lowercase attribute through. */
export const HIGH_FETCH_PRIORITY = { fetchpriority: "high" } as Record<string, string>;

/** A page's largest picture, preloaded by the document head so it starts before anything else. */
export interface ImagePreload {
  /** The picture itself; left out of the link when srcSet is given, so no browser fetches both. */
  href: string;
  srcSet?: string;
  sizes?: string;
}

/** A route names its largest picture with `export const handle: ImagePreloadHandle`, computed from its loader data. */
export interface ImagePreloadHandle {
  preloadImage: (data: unknown) => ImagePreload | null;
}

/** The preloads of the routes being shown, in route order. */
export function imagePreloadsOf(matches: { handle?: unknown; data?: unknown }[]): ImagePreload[] {
  return matches.flatMap((match) => {
    const handle = match.handle as Partial<ImagePreloadHandle> | undefined;
    const preload = match.data === undefined ? null : handle?.preloadImage?.(match.data);
    return preload ? [preload] : [];
  });
}

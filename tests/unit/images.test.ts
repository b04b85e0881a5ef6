import { describe, expect, it } from "vitest";
import {
  IMAGE_VARIANT_NAME,
  imagePreloadsOf,
  imageSource,
  imageVariantName,
  imageVariantWidths,
  smallestImage,
} from "../../app/lib/images";

const path = (name: string) => `/api/products/images/${name}`;
const hash = "0123456789abcdef0123456789abcdef";
const fallback = { width: 800, height: 800 };

describe("image variants", () => {
  it("are named after the stored image's hash and width, and only those names match", () => {
    expect(imageVariantName(`${hash}.jpg`, 640)).toBe(`${hash}-640.webp`);
    expect(IMAGE_VARIANT_NAME.test(`${hash}-640.webp`)).toBe(true);
    for (const name of [`${hash}-0640.webp`, `${hash}-64.webp`, `${hash}-640.jpg`, `${hash}.webp`, `x${hash}-640.webp`]) {
      expect(IMAGE_VARIANT_NAME.test(name), name).toBe(false);
    }
  });

  it("never include a width above the original's", () => {
    expect(imageVariantWidths(2400)).toEqual([320, 640, 1024, 1600]);
    expect(imageVariantWidths(1024)).toEqual([320, 640, 1024]);
    expect(imageVariantWidths(800)).toEqual([320, 640]);
    expect(imageVariantWidths(319)).toEqual([]);
  });
});

describe("imageSource", () => {
  it("lists the variants, then the original when it is wider than the widest", () => {
    expect(imageSource({ url: `${hash}.jpg`, width: 800, height: 600 }, path, fallback)).toEqual({
      src: path(`${hash}.jpg`),
      srcSet: `${path(`${hash}-320.webp`)} 320w, ${path(`${hash}-640.webp`)} 640w, ${path(`${hash}.jpg`)} 800w`,
      width: 800,
      height: 600,
    });
    const exact = imageSource({ url: `${hash}.png`, width: 1024, height: 512 }, path, fallback);
    expect(exact.srcSet).toBe(`${path(`${hash}-320.webp`)} 320w, ${path(`${hash}-640.webp`)} 640w, ${path(`${hash}-1024.webp`)} 1024w`);
  });

  it("has no srcset without a known size or below the smallest width", () => {
    expect(imageSource({ url: `${hash}.jpg` }, path, fallback)).toEqual({ src: path(`${hash}.jpg`), width: 800, height: 800 });
    expect(imageSource({ url: `${hash}.gif`, width: 200, height: 100 }, path, fallback)).toEqual({
      src: path(`${hash}.gif`),
      width: 200,
      height: 100,
    });
  });

  it("smallestImage gives a banner the smallest variant with its own size", () => {
    expect(smallestImage({ url: `${hash}.jpg`, width: 1200, height: 630 }, path, fallback)).toEqual({
      src: path(`${hash}-320.webp`),
      width: 320,
      height: 168,
    });
    expect(smallestImage({ url: `${hash}.jpg` }, path, fallback)).toEqual({ src: path(`${hash}.jpg`), width: 800, height: 800 });
  });
});

describe("imagePreloadsOf", () => {
  it("asks each shown route's handle, with that route's data", () => {
    const handle = { preloadImage: (data: unknown) => ({ href: `/img/${(data as { id: number }).id}` }) };
    expect(
      imagePreloadsOf([
        { handle: undefined, data: {} },
        { handle, data: { id: 7 } },
        { handle, data: undefined },
        { handle: { preloadImage: () => null }, data: {} },
      ]),
    ).toEqual([{ href: "/img/7" }]);
  });
});

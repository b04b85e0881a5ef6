/**
 * Colours as the product page shows them (ARCHITECTURE decision 18). Every colour's pictures, sizes and words are
 * written here, by the loader, so that switching colour in the browser needs no request and the page's code
 * carries no stock rules.
 */
import type { Locale } from "~/lib/i18n";
import { hasSizeChoice, lowSizes, totalStock } from "~/lib/sizes";
import { translate } from "~/lib/texts.server";
import type { ImageRef, ProductColor } from "~/lib/types";
import { sizeChoicesOf, soldOutSizesOf, type SizeChoice } from "./sizes.server";

/** One swatch of the product page, with what choosing it shows. */
export interface ColorChoice {
  id: number;
  /** In the page's language (the API falls back to English). */
  name: string;
  hex: string;
  images: ImageRef[];
  /** No stock in any size: the swatch can still be viewed, but says so and nothing can be added. */
  soldOut: boolean;
  /** "sold out"; for a colour sold in one size (no size picker), also "Only 2 left" when its stock is low. */
  note: string | null;
  /** The size picker of this colour, or null when it comes in one size. */
  sizes: SizeChoice[] | null;
  /** Its sold-out sizes, which a back-in-stock alert may ask for. */
  alertSizes: { size: string; label: string }[];
}

/** `requestedSize` (the address's `?size=`) starts chosen in every colour that has it in stock (sizeChoicesOf). */
export function colorChoicesOf(
  colors: readonly ProductColor[] | undefined,
  locale: Locale,
  lowStockThreshold: number,
  requestedSize?: string,
): ColorChoice[] {
  return (colors ?? []).map((color) => {
    const stock = totalStock(color.sizes);
    const soldOut = stock <= 0;
    const low = !hasSizeChoice(color.sizes) && lowSizes(color.sizes, lowStockThreshold).length > 0;
    return {
      id: color.id,
      name: color.name,
      hex: color.hex,
      images: color.images,
      soldOut,
      note: soldOut ? translate(locale, "size.soldOut") : low ? translate(locale, "size.fewLeft", { count: stock }) : null,
      sizes: sizeChoicesOf(color.sizes, locale, lowStockThreshold, requestedSize),
      alertSizes: soldOutSizesOf(color.sizes, locale),
    };
  });
}

/**
 * The colour a page shows: the one its address asks for (`?color=`) when the product has it, else the first
 * colour in stock, else the first. An unknown or foreign id is not an error: it shows the default. Null for a
 * product without colours.
 */
export function shownColorOf(colors: readonly ProductColor[] | undefined, requested: number | undefined): number | null {
  if (!colors?.length) return null;
  if (requested !== undefined && colors.some((color) => color.id === requested)) return requested;
  return (colors.find((color) => totalStock(color.sizes) > 0) ?? colors[0]).id;
}

/**
 * Colours of a product (ARCHITECTURE decision 18): the one source of truth for the colour families a colour
 * belongs to (the category pages' colour filter, `?color=green`), their names in every language, and the limits
 * of a colour's own fields. Family codes are short, lowercase and cookie-safe, like size codes.
 */
import type { Locale } from "./i18n";

/** The families, in the order a filter lists them. */
export const colorFamilies = [
  "black",
  "white",
  "grey",
  "beige",
  "brown",
  "red",
  "pink",
  "orange",
  "yellow",
  "green",
  "blue",
  "purple",
  "gold",
  "silver",
  "multicolour",
] as const;

export type ColorFamily = (typeof colorFamilies)[number];

/** Each family's name in each language: a filter shows it, and a shopper searches with it. */
export const colorFamilyNames: Record<ColorFamily, Record<Locale, string>> = {
  black: { en: "Black", fr: "Noir", ar: "أسود" },
  white: { en: "White", fr: "Blanc", ar: "أبيض" },
  grey: { en: "Grey", fr: "Gris", ar: "رمادي" },
  beige: { en: "Beige", fr: "Beige", ar: "بيج" },
  brown: { en: "Brown", fr: "Marron", ar: "بني" },
  red: { en: "Red", fr: "Rouge", ar: "أحمر" },
  pink: { en: "Pink", fr: "Rose", ar: "وردي" },
  orange: { en: "Orange", fr: "Orange", ar: "برتقالي" },
  yellow: { en: "Yellow", fr: "Jaune", ar: "أصفر" },
  green: { en: "Green", fr: "Vert", ar: "أخضر" },
  blue: { en: "Blue", fr: "Bleu", ar: "أزرق" },
  purple: { en: "Purple", fr: "Violet", ar: "بنفسجي" },
  gold: { en: "Gold", fr: "Doré", ar: "ذهبي" },
  silver: { en: "Silver", fr: "Argenté", ar: "فضي" },
  multicolour: { en: "Multicolour", fr: "Multicolore", ar: "متعدد الألوان" },
};

export function isColorFamily(value: string): value is ColorFamily {
  return (colorFamilies as readonly string[]).includes(value);
}

/** A colour's name in one language, as staff type it: short enough for a swatch's label and a cart line. */
export const COLOR_NAME_MIN = 2;
export const COLOR_NAME_MAX = 20;
/** Colours of one product: a few in practice; the cap keeps a product page and its form of a readable size. */
export const COLORS_PER_PRODUCT_MAX = 12;
/** A swatch is a six-digit hex colour, stored lower case (`#1f7a4d`). */
export const COLOR_HEX_PATTERN = /^#[0-9a-f]{6}$/;

/** A colour's name in one language, from its English name and its translations: English where none was written. */
export function colorNameIn(color: { name: string; translations?: Partial<Record<string, { name: string }>> }, locale: Locale): string {
  return (locale === "en" ? "" : color.translations?.[locale]?.name) || color.name;
}

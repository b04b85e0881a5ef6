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

/**
 * Other forms of the family names that shoppers type: French and Arabic adjectives agree with the noun ("robe
 * verte", "فستان أخضر" but "عباءة خضراء"). Search holds these beside colorFamilyNames; a form that only adds
 * letters at the end of another ("verte" holds "vert", "رمادية" holds "رمادي") is enough for both, since search
 * also finds parts of words. Plurals are left to search's typo room ("vertes" is one letter from "verte").
 */
export const colorFamilyOtherForms: Partial<Record<ColorFamily, Partial<Record<Locale, readonly string[]>>>> = {
  black: { fr: ["Noire"], ar: ["سوداء"] },
  white: { fr: ["Blanche"], ar: ["بيضاء"] },
  grey: { en: ["Gray"], fr: ["Grise"], ar: ["رمادية"] },
  brown: { ar: ["بنية"] },
  red: { ar: ["حمراء"] },
  pink: { ar: ["وردية"] },
  orange: { ar: ["برتقالية"] },
  yellow: { ar: ["صفراء"] },
  green: { fr: ["Verte"], ar: ["خضراء"] },
  blue: { fr: ["Bleue"], ar: ["زرقاء"] },
  purple: { fr: ["Violette"], ar: ["بنفسجية"] },
  gold: { fr: ["Dorée"], ar: ["ذهبية"] },
  silver: { fr: ["Argentée"], ar: ["فضية"] },
  multicolour: { ar: ["متعددة الألوان"] },
};

/** Every name a shopper may search a family by, in every language. */
export function colorFamilySearchNames(family: ColorFamily): string[] {
  const other = colorFamilyOtherForms[family] ?? {};
  return Object.entries(colorFamilyNames[family]).flatMap(([locale, name]) => [name, ...(other[locale as Locale] ?? [])]);
}

/** How the colour filter draws each family: a CSS background (a colour, or a wheel for multicolour). */
export const colorFamilySwatches: Record<ColorFamily, string> = {
  black: "#1c1c1c",
  white: "#ffffff",
  grey: "#8a8a8a",
  beige: "#d9c7a7",
  brown: "#7b4a2a",
  red: "#c62828",
  pink: "#e991b0",
  orange: "#ef7d22",
  yellow: "#f2cf3a",
  green: "#2e7d4f",
  blue: "#2f5fb3",
  purple: "#7b4fa6",
  gold: "#c9a227",
  silver: "#c0c4c8",
  multicolour: "conic-gradient(#c62828, #ef7d22, #f2cf3a, #2e7d4f, #2f5fb3, #7b4fa6, #c62828)",
};

interface ColorStock {
  family: ColorFamily;
  sizes: readonly { size: string; quantity: number }[];
}

/**
 * The colour a product's card shows: among the colours of the family filtered on (all colours when none is), the
 * first with stock (in the size filtered on, when one is), else the first of them. So an unfiltered card shows
 * what a shopper can buy, and a filtered one the colour that made it match.
 */
export function cardColor<C extends ColorStock>(
  colors: readonly C[],
  wanted: { family?: ColorFamily | null; size?: string | null } = {},
): C | undefined {
  const { family, size } = wanted;
  const candidates = family ? colors.filter((color) => color.family === family) : colors;
  const inStock = (color: C) => color.sizes.some((row) => row.quantity > 0 && (!size || row.size === size));
  return candidates.find(inStock) ?? candidates[0] ?? colors.find(inStock) ?? colors[0];
}

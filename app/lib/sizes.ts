/**
 * Sizes: the one source of truth for the size sets of each product type, the size codes stored with stock
 * (one row per product and size, ARCHITECTURE decision 14), the storefront's size filter and the low-stock
 * threshold. Codes are short, lowercase and cookie-safe (no `.`, `:` or `|`, which the cart cookie uses).
 */
import type { ProductTypeValue } from "./catalog";
import type { TextId } from "./text-ids";

/** The size of a product that comes in one size (jewellery, watches, handbags), and of stock kept before sizes existed. */
export const ONE_SIZE = "one";

const KID_AGES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;
const SHOE_SIZES = [35, 36, 37, 38, 39, 40, 41, 42, 43, 44, 45, 46] as const;

export const sizeSets = {
  clothing: ["xs", "s", "m", "l", "xl", "xxl"],
  kids: KID_AGES.map((age) => `${age}-${age + 1}y`),
  shoes: SHOE_SIZES.map(String),
  one: [ONE_SIZE],
} as const satisfies Record<string, readonly string[]>;

export type SizeSetName = keyof typeof sizeSets;

const setOfType: Record<ProductTypeValue, SizeSetName> = {
  women_s_clothing: "clothing",
  men_s_clothing: "clothing",
  party_wear: "clothing",
  kid_s_wear: "kids",
  shoes: "shoes",
  jewellery: "one",
  watches: "one",
  handbags: "one",
};

/** The size set of a product type; an unknown type sells in one size. */
export function sizeSetOf(type: string): SizeSetName {
  return setOfType[type as ProductTypeValue] ?? "one";
}

/** The sizes a product of this type may be offered in, in the order shoppers read them. */
export function sizesOf(type: string): readonly string[] {
  return sizeSets[sizeSetOf(type)];
}

/** Whether a product of this type may hold stock in this size: its type's sizes, or one size (stock from before sizes). */
export function isSizeOf(type: string, size: string): boolean {
  return size === ONE_SIZE || sizesOf(type).includes(size);
}

/** Every size code of every set. */
export const everySize: readonly string[] = Object.values(sizeSets).flat();

export function isKnownSize(value: string): boolean {
  return everySize.includes(value);
}

/** Sorts sizes as their set lists them (XS before S, 35 before 36), one size last. */
export function compareSizes(a: string, b: string): number {
  return everySize.indexOf(a) - everySize.indexOf(b);
}

/** One size of a product with its stock, as the API answers it. */
export interface SizeStock {
  size: string;
  quantity: number;
}

export function totalStock(sizes: readonly SizeStock[]): number {
  return sizes.reduce((sum, row) => sum + row.quantity, 0);
}

/** The size a shopper gets without choosing one: the first size in stock, in the set's order. */
export function firstSizeInStock(sizes: readonly SizeStock[]): string | null {
  return [...sizes].sort((a, b) => compareSizes(a.size, b.size)).find((row) => row.quantity > 0)?.size ?? null;
}

/** Whether a product shows a size picker: it has a size other than one size, or several sizes. */
export function hasSizeChoice(sizes: readonly SizeStock[]): boolean {
  return sizes.length > 1 || (sizes.length === 1 && sizes[0].size !== ONE_SIZE);
}

/** Sizes in stock but at or below the threshold: shown as "Only N left" to shoppers and flagged to staff. */
export function lowSizes(sizes: readonly SizeStock[], threshold: number): SizeStock[] {
  return sizes.filter((row) => row.quantity > 0 && row.quantity <= threshold);
}

/** Stock at or below this (and above 0) counts as low, unless LOW_STOCK_THRESHOLD says otherwise. */
export const LOW_STOCK_THRESHOLD_DEFAULT = 3;

/** SPEC's Size filter on the category pages, each choice a size code (`?size=m`). */
export const sizeFilters: { value: string; label: TextId }[] = [
  { value: "s", label: "category.sizeSmall" },
  { value: "m", label: "category.sizeMedium" },
  { value: "l", label: "category.sizeLarge" },
  { value: "xl", label: "category.sizeExtraLarge" },
];

export function isSizeFilter(value: string | null | undefined): value is string {
  return sizeFilters.some((filter) => filter.value === value);
}

/**
 * How a size reads: letters in capitals (the same in every language), shoes as their EU number, kids' ages and
 * one size through the page's texts (`size.ages`, `size.one`).
 */
export function sizeLabel(size: string, t: (id: TextId, params?: Record<string, string | number>) => string): string {
  if (size === ONE_SIZE) return t("size.one");
  const ages = /^(\d+)-(\d+)y$/.exec(size);
  if (ages) return t("size.ages", { from: ages[1], to: ages[2] });
  return size.toUpperCase();
}

/**
 * Product types and their categories: the one source of truth for the admin
 * selects, the API validation, the storefront category pages and the seed.
 */
import type { TextId } from "./text-ids";

/** A type's name in every language is the text `typeLabelId(value)`; categories keep their English labels, which give their values. */
export const productTypes = [
  { value: "women_s_clothing", categories: ["Dresses", "Shorts & Skirts", "Jeans", "Shirts", "Other"] },
  { value: "men_s_clothing", categories: ["Slacks", "Jeans", "Shirts", "Other"] },
  { value: "kid_s_wear", categories: ["Frocks", "Skirts", "Jeans", "Shirts", "Other"] },
  { value: "party_wear", categories: ["Long skirts", "Frocks", "Maxi dress", "Other"] },
  { value: "jewellery", categories: ["Neck sets", "Rings", "Chains", "Bracelets", "Other"] },
  { value: "watches", categories: ["Leather strap", "Steel strap", "Chain type", "Iron strap", "Other"] },
  { value: "shoes", categories: ["Women shoes", "Men shoes", "Casual shoes", "Running shoes", "Other"] },
  { value: "handbags", categories: ["Leather", "Cotton bags", "Wallets", "Jeans bags", "Other"] },
] as const;

export type ProductTypeValue = (typeof productTypes)[number]["value"];
export const productTypeValues = productTypes.map((t) => t.value) as [ProductTypeValue, ...ProductTypeValue[]];

/** "Shorts & Skirts" -> "shorts_and_skirts": lowercase, `&` written `and`, words joined by `_`. */
export function categoryValue(label: string): string {
  return label.toLowerCase().replace(/&/g, "and").trim().split(/\s+/).join("_");
}

export interface CategoryOption {
  value: string;
  label: string;
}

export function categoriesOf(type: string): CategoryOption[] {
  const found = productTypes.find((t) => t.value === type);
  return found ? found.categories.map((label) => ({ value: categoryValue(label), label })) : [];
}

export function isCategoryOf(type: string, category: string): boolean {
  return categoriesOf(type).some((c) => c.value === category);
}

export function categoryLabel(type: string, category: string): string {
  return categoriesOf(type).find((c) => c.value === category)?.label ?? category;
}

/**
 * The storefront category pages. `filters` keeps SPEC's filter keys (used in the
 * URL as ?category=KEY); each key maps to the category value stored on products.
 */
export interface CategoryPage {
  slug: string;
  type: ProductTypeValue;
  group: "clothing" | "personalCare";
  hasAll: boolean;
  /** Titles and filter labels are texts of every language: `typeLabelId(type)`, `categoryLabelId(category)`. */
  filters: { key: string; category: string }[];
}

function filter(key: string, category = key) {
  return { key, category };
}

export const categoryPages: CategoryPage[] = [
  {
    slug: "women",
    type: "women_s_clothing",
    group: "clothing",
    hasAll: true,
    filters: [filter("dresses"), filter("shorts_and_skirts"), filter("jeans"), filter("shirts")],
  },
  {
    slug: "men",
    type: "men_s_clothing",
    group: "clothing",
    hasAll: true,
    filters: [filter("slacks"), filter("jeans"), filter("shirts")],
  },
  {
    slug: "kids",
    type: "kid_s_wear",
    group: "clothing",
    hasAll: true,
    filters: [filter("frocks"), filter("skirts"), filter("jeans"), filter("shirts")],
  },
  {
    slug: "party",
    type: "party_wear",
    group: "clothing",
    hasAll: true,
    filters: [filter("long_skirts"), filter("frocks"), filter("maxi_dress")],
  },
  {
    slug: "jewellery",
    type: "jewellery",
    group: "personalCare",
    hasAll: true,
    filters: [filter("neck_sets"), filter("rings"), filter("chains"), filter("bracelets")],
  },
  {
    slug: "watches",
    type: "watches",
    group: "personalCare",
    hasAll: true,
    filters: [filter("leather_strap"), filter("steel_strap"), filter("chain_type"), filter("iron_strap")],
  },
  {
    slug: "shoes",
    type: "shoes",
    group: "personalCare",
    hasAll: true,
    filters: [filter("women_shoes"), filter("men_shoes"), filter("casual_shoes"), filter("running_shoes")],
  },
  {
    slug: "handbags",
    type: "handbags",
    group: "personalCare",
    hasAll: false,
    filters: [filter("leather"), filter("cottonBags", "cotton_bags"), filter("wallets"), filter("jeansBags", "jeans_bags")],
  },
];

export function categoryPageBySlug(slug: string): CategoryPage | undefined {
  return categoryPages.find((p) => p.slug === slug);
}

/** Stock status is derived, never stored. */
export function isInStock(quantity: number | string): boolean {
  return Number(quantity) > 0;
}

/** The text key of a type's label (its name on menus, titles and admin lists) in every language. */
export function typeLabelId(type: string) {
  return `catalog.type.${type}` as Extract<TextId, `catalog.type.${string}`>;
}

/** The text key of a category's label, by its stored value. */
export function categoryLabelId(category: string) {
  return `catalog.category.${category}` as Extract<TextId, `catalog.category.${string}`>;
}

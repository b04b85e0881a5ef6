/**
 * Product types and their categories: the one source of truth for the admin
 * selects, the API validation, the storefront category pages and the seed.
 */
import type { TextId } from "./text-ids";

export const productTypes = [
  {
    value: "women_s_clothing",
    label: "Women's Clothing",
    categories: ["Dresses", "Shorts & Skirts", "Jeans", "Shirts", "Other"],
  },
  { value: "men_s_clothing", label: "Men's Clothing", categories: ["Slacks", "Jeans", "Shirts", "Other"] },
  { value: "kid_s_wear", label: "Kid's Wear", categories: ["Frocks", "Skirts", "Jeans", "Shirts", "Other"] },
  { value: "party_wear", label: "Party Wear", categories: ["Long skirts", "Frocks", "Maxi dress", "Other"] },
  { value: "jewellery", label: "Jewellery", categories: ["Neck sets", "Rings", "Chains", "Bracelets", "Other"] },
  {
    value: "watches",
    label: "Watches",
    categories: ["Leather strap", "Steel strap", "Chain type", "Iron strap", "Other"],
  },
  {
    value: "shoes",
    label: "Shoes",
    categories: ["Women shoes", "Men shoes", "Casual shoes", "Running shoes", "Other"],
  },
  { value: "handbags", label: "Handbags", categories: ["Leather", "Cotton bags", "Wallets", "Jeans bags", "Other"] },
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

export function typeLabel(type: string): string {
  return productTypes.find((t) => t.value === type)?.label ?? type;
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
  title: string;
  type: ProductTypeValue;
  group: "clothing" | "personalCare";
  hasAll: boolean;
  filters: { key: string; label: string; category: string }[];
}

function filter(key: string, label: string, category = key) {
  return { key, label, category };
}

export const categoryPages: CategoryPage[] = [
  {
    slug: "women",
    title: "Women's Clothing",
    type: "women_s_clothing",
    group: "clothing",
    hasAll: true,
    filters: [
      filter("dresses", "Dresses"),
      filter("shorts_and_skirts", "Shorts & Skirts"),
      filter("jeans", "Jeans"),
      filter("shirts", "Shirts"),
    ],
  },
  {
    slug: "men",
    title: "Men's Clothing",
    type: "men_s_clothing",
    group: "clothing",
    hasAll: true,
    filters: [filter("slacks", "Slacks"), filter("jeans", "Jeans"), filter("shirts", "Shirts")],
  },
  {
    slug: "kids",
    title: "Kid's Wear",
    type: "kid_s_wear",
    group: "clothing",
    hasAll: true,
    filters: [filter("frocks", "Frocks"), filter("skirts", "Skirts"), filter("jeans", "Jeans"), filter("shirts", "Shirts")],
  },
  {
    slug: "party",
    title: "Party Wear",
    type: "party_wear",
    group: "clothing",
    hasAll: true,
    filters: [filter("long_skirts", "Long skirts"), filter("frocks", "Frocks"), filter("maxi_dress", "Maxi dress")],
  },
  {
    slug: "jewellery",
    title: "Jewellery",
    type: "jewellery",
    group: "personalCare",
    hasAll: true,
    filters: [
      filter("neck_sets", "Neck sets"),
      filter("rings", "Rings"),
      filter("chains", "Chains"),
      filter("bracelets", "Bracelets"),
    ],
  },
  {
    slug: "watches",
    title: "Watches",
    type: "watches",
    group: "personalCare",
    hasAll: true,
    filters: [
      filter("leather_strap", "Leather strap"),
      filter("steel_strap", "Steel strap"),
      filter("chain_type", "Chain type"),
      filter("iron_strap", "Iron strap"),
    ],
  },
  {
    slug: "shoes",
    title: "Shoes",
    type: "shoes",
    group: "personalCare",
    hasAll: true,
    filters: [
      filter("women_shoes", "Women shoes"),
      filter("men_shoes", "Men shoes"),
      filter("casual_shoes", "Casual shoes"),
      filter("running_shoes", "Running shoes"),
    ],
  },
  {
    slug: "handbags",
    title: "Handbags",
    type: "handbags",
    group: "personalCare",
    hasAll: false,
    filters: [
      filter("leather", "Leather"),
      filter("cottonBags", "Cotton bags", "cotton_bags"),
      filter("wallets", "Wallets"),
      filter("jeansBags", "Jeans bags", "jeans_bags"),
    ],
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

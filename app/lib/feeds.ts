/**
 * The product feeds of the Google and Meta shops (docs/decisions/054): their addresses, the platforms' own words,
 * the store's types and categories in Google's taxonomy, and the rules that leave a product out or that a platform
 * would complain of. One table for each, used by the feeds, the product page's structured data and the Sales
 * channels screen. Server-side only: nothing here reaches a storefront script.
 */
import { categoryLabelId, typeLabelId, type ProductTypeValue } from "./catalog";
import { DEFAULT_LOCALE, localizedPath, type Currency, type Locale } from "./i18n";
import { compareAmounts, normalizeAmount } from "./money";
import { routes } from "./routes";
import { ONE_SIZE, sizeLabel } from "./sizes";
import type { TextId } from "./text-ids";

/**
 * The product page opening on one variant: its colour shown (`color`, when the product has colours) and its size
 * chosen (`size`, when it comes in more than one). The feeds' `link` and the structured data's offer `url`.
 */
export function productVariantPath(productId: number, colorId: number | null, size: string): string {
  // Colour ids are numbers and sizes are lower-case letters, digits and dashes: nothing to encode.
  const color = colorId === null ? "" : `color=${colorId}`;
  const sized = size === ONE_SIZE ? "" : `size=${size}`;
  const query = color && sized ? `${color}&${sized}` : color || sized;
  return `/single/${productId}${query ? `?${query}` : ""}`;
}

/** The two feeds: Google's RSS with its `g:` namespace (Meta reads it too), and Meta's catalogue CSV. */
export const FEED_FORMATS = ["google", "meta"] as const;
export type FeedFormat = (typeof FEED_FORMATS)[number];

export const feedFiles: Record<FeedFormat, { file: string; contentType: string }> = {
  google: { file: "google.xml", contentType: "application/xml; charset=utf-8" },
  meta: { file: "meta.csv", contentType: "text/csv; charset=utf-8" },
};

/** A feed's address in a language: `/feeds/google.xml`, `/fr/feeds/google.xml`, `/ar/feeds/meta.csv`. */
export function feedPath(format: FeedFormat, locale: Locale): string {
  return localizedPath(`/feeds/${feedFiles[format].file}`, locale);
}

/** The feed an address names, or null. */
export function feedOfPath(pathname: string): { format: FeedFormat; locale: Locale } | null {
  const match = /^(?:\/(fr|ar))?\/feeds\/([a-z]+\.[a-z]+)$/.exec(pathname);
  if (!match) return null;
  const format = FEED_FORMATS.find((candidate) => feedFiles[candidate].file === match[2]);
  return format ? { format, locale: (match[1] as Locale | undefined) ?? DEFAULT_LOCALE } : null;
}

/** What the platforms take at most, and the least they want of a picture (Meta refuses a smaller one). */
export const FEED_LIMITS = {
  titleMax: 150,
  descriptionMax: 5000,
  additionalImagesMax: 10,
  pictureMinPixels: 500,
} as const;

/**
 * How long a generated feed is kept when no write clears it first: the bound on what a lost notice between
 * instances leaves behind (ARCHITECTURE decision 26).
 */
export const FEED_KEEP_SECONDS = 3600;

/** Said instead of a feed when PUBLIC_URL is not set: its addresses would be ones the platforms cannot reach. */
export const FEED_NEEDS_PUBLIC_URL =
  "This feed needs PUBLIC_URL: set it to the address shoppers reach the store at (https://…), so that every link and picture in the feed is one Google and Meta can fetch.";

/** Availability in each platform's own words. */
export const availabilityWords: Record<FeedFormat, { inStock: string; outOfStock: string }> = {
  google: { inStock: "in_stock", outOfStock: "out_of_stock" },
  meta: { inStock: "in stock", outOfStock: "out of stock" },
};

const APPAREL = "Apparel & Accessories";
const CLOTHING = `${APPAREL} > Clothing`;
const JEWELRY = `${APPAREL} > Jewelry`;
const BAGS = `${APPAREL} > Handbags, Wallets & Cases`;

/**
 * The store's types and categories in Google's product taxonomy (which Meta reads too), by type then category
 * value (app/lib/catalog.ts). A category missing here is sent without one, and the Sales channels screen says so.
 */
export const googleProductCategories: Record<ProductTypeValue, Record<string, string>> = {
  women_s_clothing: {
    dresses: `${CLOTHING} > Dresses`,
    shorts_and_skirts: `${CLOTHING} > Skirts`,
    jeans: `${CLOTHING} > Pants`,
    shirts: `${CLOTHING} > Shirts & Tops`,
    other: CLOTHING,
  },
  men_s_clothing: {
    slacks: `${CLOTHING} > Pants`,
    jeans: `${CLOTHING} > Pants`,
    shirts: `${CLOTHING} > Shirts & Tops`,
    other: CLOTHING,
  },
  kid_s_wear: {
    frocks: `${CLOTHING} > Dresses`,
    skirts: `${CLOTHING} > Skirts`,
    jeans: `${CLOTHING} > Pants`,
    shirts: `${CLOTHING} > Shirts & Tops`,
    other: CLOTHING,
  },
  party_wear: {
    long_skirts: `${CLOTHING} > Skirts`,
    frocks: `${CLOTHING} > Dresses`,
    maxi_dress: `${CLOTHING} > Dresses`,
    other: CLOTHING,
  },
  jewellery: {
    neck_sets: `${JEWELRY} > Necklaces`,
    rings: `${JEWELRY} > Rings`,
    chains: `${JEWELRY} > Necklaces`,
    bracelets: `${JEWELRY} > Bracelets`,
    other: JEWELRY,
  },
  watches: {
    leather_strap: `${JEWELRY} > Watches`,
    steel_strap: `${JEWELRY} > Watches`,
    chain_type: `${JEWELRY} > Watches`,
    iron_strap: `${JEWELRY} > Watches`,
    other: `${JEWELRY} > Watches`,
  },
  shoes: {
    women_shoes: `${APPAREL} > Shoes`,
    men_shoes: `${APPAREL} > Shoes`,
    casual_shoes: `${APPAREL} > Shoes`,
    running_shoes: `${APPAREL} > Shoes`,
    other: `${APPAREL} > Shoes`,
  },
  handbags: {
    leather: `${BAGS} > Handbags`,
    cotton_bags: `${BAGS} > Handbags`,
    wallets: `${BAGS} > Wallets & Money Clips`,
    jeans_bags: `${BAGS} > Handbags`,
    other: BAGS,
  },
};

export function googleProductCategoryOf(type: string, category: string): string | null {
  return (googleProductCategories as Record<string, Record<string, string> | undefined>)[type]?.[category] ?? null;
}

type Gender = "female" | "male" | "unisex";
type AgeGroup = "adult" | "kids";

/** Who a product is for, as both platforms ask it of apparel: by type, and for shoes by category. */
export function audienceOf(type: string, category: string): { gender: Gender; ageGroup: AgeGroup } {
  switch (type) {
    case "women_s_clothing":
    case "party_wear":
    case "handbags":
      return { gender: "female", ageGroup: "adult" };
    case "men_s_clothing":
      return { gender: "male", ageGroup: "adult" };
    case "kid_s_wear":
      return { gender: "unisex", ageGroup: "kids" };
    case "shoes":
      return { gender: category === "women_shoes" ? "female" : category === "men_shoes" ? "male" : "unisex", ageGroup: "adult" };
    default:
      return { gender: "unisex", ageGroup: "adult" };
  }
}

/** A picture as the feeds read it: its stored name, and its size in pixels when it has been measured. */
export interface FeedPicture {
  url: string;
  width: number | null;
  height: number | null;
}

export interface FeedVariant {
  size: string;
  sku: string;
  barcode: string | null;
  quantity: number;
}

/** A colour of a product, named in the feed's language; the colourless row of a product without colours has a null id and name. */
export interface FeedColor {
  id: number | null;
  name: string | null;
  pictures: FeedPicture[];
  /** In the order shoppers read sizes. */
  variants: FeedVariant[];
}

/** A product as a feed reads it, in the feed's language (English where a text is not translated). */
export interface FeedProduct {
  id: number;
  name: string;
  /** Plain text already: the editor's HTML removed and its entities decoded. */
  description: string;
  type: string;
  category: string;
  /** The selling price, with the currency's decimals. */
  price: string;
  /** The price before the sale, or null when the product is not on sale. */
  compareAtPrice: string | null;
  brand: string | null;
  inFeeds: boolean;
  colors: FeedColor[];
}

/**
 * What the Sales channels screen says of a product: why it is left out of the feeds, why a platform would refuse
 * its items, or what it would warn of. One list, so the screen, its filter and the feeds agree.
 */
export const feedProblems = {
  not_in_feeds: "leftOut",
  no_picture: "leftOut",
  zero_price: "leftOut",
  small_picture: "refused",
  empty_description: "refused",
  sale_not_below: "refused",
  long_title: "warning",
  no_brand: "warning",
  no_gtin: "warning",
  unmapped_category: "warning",
} as const satisfies Record<string, "leftOut" | "refused" | "warning">;
export type FeedProblem = keyof typeof feedProblems;
export const FEED_PROBLEMS = Object.keys(feedProblems) as FeedProblem[];

/** Why a product is left out of every feed, or null when its items are in them. */
export function leftOutReason(product: Pick<FeedProduct, "inFeeds" | "price" | "colors">): FeedProblem | null {
  if (!product.inFeeds) return "not_in_feeds";
  if (!product.colors.some((color) => color.pictures.length > 0)) return "no_picture";
  if (isZeroAmount(product.price)) return "zero_price";
  return null;
}

function isZeroAmount(amount: string): boolean {
  return /^0*(\.0*)?$/.test(amount);
}

/** What a feed writes beside the products: where they are, in whose name, at which delivery fee. */
export interface FeedSettings {
  /** PUBLIC_URL, without a trailing slash. */
  siteUrl: string;
  storeName: string;
  currency: Currency;
  locale: Locale;
  /** The highest governorate's fee (what no shopper pays more than), and the goods' amount from which delivery is free. */
  shipping: { fee: string; freeFrom: string | null };
  /** A text of the feed's language: size labels and the store's type and category names. */
  t: (id: TextId, params?: Record<string, string | number>) => string;
}

/** What every item of one product says alike: written once per product, whatever its number of variants. */
export interface FeedItemShared {
  itemGroupId: string;
  description: string;
  /** `84.000 TND`: the price before any sale. */
  price: string;
  /** The selling price when the product is on sale. */
  salePrice: string | null;
  brand: string;
  googleProductCategory: string | null;
  productType: string;
  gender: Gender;
  ageGroup: AgeGroup;
  shippingPrice: string;
}

/** One item of a feed: a colour × size of a product, with every field both formats write. */
export interface FeedItem {
  shared: FeedItemShared;
  id: string;
  title: string;
  link: string;
  imageLink: string;
  additionalImageLinks: string[];
  inStock: boolean;
  gtin: string | null;
  color: string | null;
  size: string | null;
}

/** An amount as both platforms read it: the currency's decimals, then its ISO code. */
export function feedAmount(amount: string, currency: Currency): string {
  return `${normalizeAmount(amount, currency)} ${currency}`;
}

/** Cut to `max` characters, ending on a whole character with an ellipsis. */
function cut(text: string, max: number): string {
  // A string's length counts UTF-16 units, never fewer than its characters.
  if (text.length <= max) return text;
  const characters = [...text];
  return characters.length <= max
    ? text
    : `${characters
        .slice(0, max - 1)
        .join("")
        .trimEnd()}…`;
}

/** The item's title: the name, then the colour and the size where the product has them, within the platforms' length. */
export function feedTitle(name: string, color: string | null, size: string | null): string {
  const suffix = [color, size]
    .filter(Boolean)
    .map((part) => ` – ${part}`)
    .join("");
  const room = FEED_LIMITS.titleMax - [...suffix].length;
  return room >= 20 ? `${cut(name, room)}${suffix}` : cut(`${name}${suffix}`, FEED_LIMITS.titleMax);
}

/** Every item of a product in the feed, or none when it is left out. */
export function feedItemsOf(product: FeedProduct, settings: FeedSettings): FeedItem[] {
  if (leftOutReason(product)) return [];
  const { siteUrl, currency, locale, t } = settings;
  const absolute = (path: string) => `${siteUrl}${path}`;
  const pictureLink = (picture: FeedPicture) => absolute(routes.productImage(picture.url));
  const fallbackPictures = product.colors.find((color) => color.pictures.length > 0)?.pictures ?? [];
  const onSale = product.compareAtPrice !== null;
  const freeDelivery = settings.shipping.freeFrom !== null && compareAmounts(product.price, settings.shipping.freeFrom) >= 0;
  const shared: FeedItemShared = {
    itemGroupId: String(product.id),
    description: cut(product.description, FEED_LIMITS.descriptionMax),
    price: feedAmount(product.compareAtPrice ?? product.price, currency),
    salePrice: onSale ? feedAmount(product.price, currency) : null,
    brand: product.brand ?? settings.storeName,
    googleProductCategory: googleProductCategoryOf(product.type, product.category),
    productType: `${t(typeLabelId(product.type))} > ${t(categoryLabelId(product.category))}`,
    ...audienceOf(product.type, product.category),
    shippingPrice: feedAmount(freeDelivery ? "0" : settings.shipping.fee, currency),
  };
  const inSizes = product.colors.some((color) => color.variants.some((variant) => variant.size !== ONE_SIZE));
  const items: FeedItem[] = [];
  for (const color of product.colors) {
    const pictures = color.pictures.length > 0 ? color.pictures : fallbackPictures;
    for (const variant of color.variants) {
      const size = inSizes ? sizeLabel(variant.size, t) : null;
      items.push({
        shared,
        id: variant.sku,
        title: feedTitle(product.name, color.name, size),
        link: absolute(localizedPath(productVariantPath(product.id, color.id, variant.size), locale)),
        imageLink: pictureLink(pictures[0]),
        additionalImageLinks: pictures.slice(1, 1 + FEED_LIMITS.additionalImagesMax).map(pictureLink),
        inStock: variant.quantity > 0,
        gtin: variant.barcode,
        color: color.name,
        size,
      });
    }
  }
  return items;
}

// Characters XML 1.0 does not allow at all, which a pasted text may still carry.
// eslint-disable-next-line no-control-regex
const NOT_XML = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;

// eslint-disable-next-line no-control-regex
const XML_SPECIAL = /[&<>"'\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

function xmlText(text: string): string {
  if (!XML_SPECIAL.test(text)) return text;
  return text
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const element = (name: string, value: string | null) => (value === null ? "" : `<${name}>${xmlText(value)}</${name}>`);

/** The RSS document up to its first item: the channel is the store in the feed's language. */
export function googleFeedOpen(settings: Pick<FeedSettings, "siteUrl" | "storeName" | "locale">): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:g="http://base.google.com/ns/1.0">\n<channel>\n` +
    `${element("title", settings.storeName)}\n${element("link", `${settings.siteUrl}${localizedPath(routes.home(), settings.locale)}`)}\n` +
    `${element("description", settings.storeName)}\n`
  );
}

export const GOOGLE_FEED_CLOSE = "</channel>\n</rss>\n";

/** The elements of Google's items that one product's items share, written once per product. */
const googleShared = new WeakMap<FeedItemShared, string>();

function googleSharedXml(shared: FeedItemShared): string {
  let xml = googleShared.get(shared);
  if (xml === undefined) {
    xml =
      `${element("g:item_group_id", shared.itemGroupId)}${element("description", shared.description)}` +
      `${element("g:price", shared.price)}${element("g:sale_price", shared.salePrice)}${element("g:brand", shared.brand)}` +
      `${element("g:condition", "new")}${element("g:google_product_category", shared.googleProductCategory)}` +
      `${element("g:product_type", shared.productType)}${element("g:gender", shared.gender)}${element("g:age_group", shared.ageGroup)}` +
      `<g:shipping>${element("g:country", "TN")}${element("g:price", shared.shippingPrice)}</g:shipping>`;
    googleShared.set(shared, xml);
  }
  return xml;
}

/** One item of Google's feed, with the attributes of its product data specification. */
export function googleItemXml(item: FeedItem): string {
  const words = availabilityWords.google;
  return (
    `<item>${element("g:id", item.id)}${element("title", item.title)}${element("link", item.link)}` +
    `${element("g:image_link", item.imageLink)}${item.additionalImageLinks.map((link) => element("g:additional_image_link", link)).join("")}` +
    `${element("g:availability", item.inStock ? words.inStock : words.outOfStock)}` +
    (item.gtin ? element("g:gtin", item.gtin) : element("g:identifier_exists", "no")) +
    `${element("g:color", item.color)}${element("g:size", item.size)}${googleSharedXml(item.shared)}</item>\n`
  );
}

/** Meta's catalogue columns, in order. */
export const META_COLUMNS = [
  "id",
  "item_group_id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "sale_price",
  "link",
  "image_link",
  "additional_image_link",
  "brand",
  "gtin",
  "google_product_category",
  "product_type",
  "gender",
  "age_group",
  "color",
  "size",
  "shipping",
] as const;

// eslint-disable-next-line no-control-regex
const CSV_SPECIAL = /[",\r\n\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

/** A CSV cell as RFC 4180 writes it. Meta reads the text as it is, so nothing is neutralised as in the staff's exports. */
function csvCell(value: string | null): string {
  if (value === null) return "";
  if (!CSV_SPECIAL.test(value)) return value;
  const text = value.replace(NOT_XML, "");
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const META_FEED_HEADER = `${META_COLUMNS.join(",")}\r\n`;

/** The cells of one product's lines that its items share, quoted once per product. */
const metaShared = new WeakMap<FeedItemShared, Record<string, string>>();

function metaSharedCells(shared: FeedItemShared): Record<string, string> {
  let cells = metaShared.get(shared);
  if (cells === undefined) {
    cells = {
      item_group_id: csvCell(shared.itemGroupId),
      description: csvCell(shared.description),
      condition: "new",
      price: csvCell(shared.price),
      sale_price: csvCell(shared.salePrice),
      brand: csvCell(shared.brand),
      google_product_category: csvCell(shared.googleProductCategory),
      product_type: csvCell(shared.productType),
      gender: shared.gender,
      age_group: shared.ageGroup,
      // Country:region:service:price; no region, as one fee covers the whole country.
      shipping: csvCell(`TN::Standard:${shared.shippingPrice}`),
    };
    metaShared.set(shared, cells);
  }
  return cells;
}

/** One line of Meta's feed. */
export function metaItemLine(item: FeedItem): string {
  const words = availabilityWords.meta;
  const shared = metaSharedCells(item.shared);
  const own: Record<string, string> = {
    id: csvCell(item.id),
    title: csvCell(item.title),
    availability: item.inStock ? words.inStock : words.outOfStock,
    link: csvCell(item.link),
    image_link: csvCell(item.imageLink),
    additional_image_link: csvCell(item.additionalImageLinks.join(",")),
    gtin: csvCell(item.gtin),
    color: csvCell(item.color),
    size: csvCell(item.size),
  };
  return `${META_COLUMNS.map((column) => own[column] ?? shared[column]).join(",")}\r\n`;
}

/**
 * The server's side of the pages' heads: what the loaders read from the load context, and the schema.org
 * JSON-LD they build and pass as data, so that its code never reaches a browser.
 */
import { storeCurrency } from "~/config.server";
import { categoryLabel, isInStock, typeLabelId } from "./catalog";
import { en } from "./messages";
import { DEFAULT_LOCALE, isCurrency, type Currency, type Locale } from "./i18n";
import { DEFAULT_STORE_NAME } from "./seo";
import { normalizeAmount } from "./money";
import { routes } from "./routes";
import { absoluteUrl } from "./seo";
import { hasSizeChoice, sizeLabel, totalStock } from "./sizes";
import { translate } from "./texts.server";
import type { Post, Product } from "./types";

/** PUBLIC_URL (passed in the load context), else the origin this request came to. */
export function siteUrlOf(context: unknown, request: Request): string {
  return (context as { publicUrl?: string } | undefined)?.publicUrl ?? new URL(request.url).origin;
}

/** The store's name: the server's setting (STORE_NAME), else the default. */
export function storeNameOf(context: unknown): string {
  return (context as { storeName?: string } | undefined)?.storeName ?? process.env.STORE_NAME ?? DEFAULT_STORE_NAME;
}

/** The store's currency: the server's setting (STORE_CURRENCY, passed in the load context), else the environment's, else USD. */
export function storeCurrencyOf(context: unknown): Currency {
  const currency = (context as { currency?: unknown } | undefined)?.currency;
  return isCurrency(currency) ? currency : storeCurrency();
}

export const SCHEMA_IN_STOCK = "https://schema.org/InStock";
export const SCHEMA_OUT_OF_STOCK = "https://schema.org/OutOfStock";

/** What every schema.org object of a page starts with: its type, and the page's URL as its id. */
function schemaObject(type: string, url: string) {
  return { "@context": "https://schema.org", "@type": type, "@id": url };
}

/** An offer of the one seller, in the store's currency, written exactly with the currency's decimals. */
function offerOf(url: string, price: string, currency: Currency, inStock: boolean, storeName: string) {
  return {
    "@type": "Offer",
    url,
    price: normalizeAmount(price, currency),
    priceCurrency: currency,
    availability: inStock ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: storeName },
  };
}

/**
 * schema.org Product: the price in the store's currency (USD, SPEC 1's default, or TND; the setting when no
 * currency is given); availability follows the stock. A product with colours is a ProductGroup instead, with one
 * Product per colour and size (per colour when it comes in one size), as Google's product variant documentation
 * describes: each variant has its own pictures, availability, and address (`?color=`, which opens the page on that
 * colour), and the texts are the page's language.
 */
export function productJsonLd(
  product: Product,
  siteUrl: string,
  storeName: string,
  currency: Currency = storeCurrency(),
  locale: Locale = DEFAULT_LOCALE,
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, routes.singleProduct(product.id));
  const imageUrl = (image: { url: string }) => absoluteUrl(siteUrl, routes.productImage(image.url));
  const common = {
    ...schemaObject(product.colors?.length ? "ProductGroup" : "Product", url),
    name: product.name,
    description: product.description,
    image: product.images.map(imageUrl),
    category: `${en[typeLabelId(product.type)] ?? product.type} > ${categoryLabel(product.type, product.categories)}`,
    brand: { "@type": "Brand", name: storeName },
    url,
  };
  if (!product.colors?.length) {
    return {
      ...common,
      sku: String(product.id),
      productID: String(product.id),
      offers: offerOf(url, product.price, currency, isInStock(product.quantity), storeName),
    };
  }
  const groupId = String(product.id);
  const inSizes = product.colors.some((color) => hasSizeChoice(color.sizes));
  const hasVariant = product.colors.flatMap((color) => {
    const colorUrl = absoluteUrl(siteUrl, routes.singleProductColor(product.id, color.id));
    const variant = {
      "@type": "Product",
      inProductGroupWithID: groupId,
      color: color.name,
      image: color.images.map(imageUrl),
      url: colorUrl,
    };
    if (!inSizes) {
      return [
        {
          ...variant,
          sku: `${groupId}-${color.id}`,
          name: `${product.name} – ${color.name}`,
          offers: offerOf(colorUrl, product.price, currency, totalStock(color.sizes) > 0, storeName),
        },
      ];
    }
    return color.sizes.map((row) => {
      const size = sizeLabel(row.size, (id, params) => translate(locale, id, params));
      return {
        ...variant,
        sku: `${groupId}-${color.id}-${row.size}`,
        name: `${product.name} – ${color.name} – ${size}`,
        size,
        offers: offerOf(colorUrl, product.price, currency, row.quantity > 0, storeName),
      };
    });
  });
  return {
    ...common,
    productGroupID: groupId,
    variesBy: inSizes ? ["https://schema.org/color", "https://schema.org/size"] : ["https://schema.org/color"],
    hasVariant,
  };
}

/** schema.org BlogPosting for a post page. */
export function postJsonLd(post: Post, siteUrl: string, storeName: string): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, routes.singlePost(post.id));
  return {
    ...schemaObject("BlogPosting", url),
    mainEntityOfPage: url,
    url,
    headline: post.title,
    description: post.description,
    image: [absoluteUrl(siteUrl, routes.postImage(post.imgUrl))],
    datePublished: post.createAt,
    dateModified: post.updateAt,
    author: { "@type": "Person", name: post.author },
    publisher: { "@type": "Organization", name: storeName },
  };
}

/**
 * The server's side of the pages' heads: what the loaders read from the load context, and the schema.org
 * JSON-LD they build and pass as data, so that its code never reaches a browser.
 */
import { storeCurrency } from "~/config.server";
import { categoryLabel, isInStock, typeLabelId } from "./catalog";
import { en } from "./messages";
import { isCurrency, type Currency } from "./i18n";
import { DEFAULT_STORE_NAME } from "./seo";
import { normalizeAmount } from "./money";
import { routes } from "./routes";
import { absoluteUrl } from "./seo";
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

/**
 * schema.org Product: the price in the store's currency (USD, SPEC 1's default, or TND), written exactly with the
 * currency's decimals (the setting when no currency is given); availability follows the stock.
 */
export function productJsonLd(
  product: Product,
  siteUrl: string,
  storeName: string,
  currency: Currency = storeCurrency(),
): Record<string, unknown> {
  const url = absoluteUrl(siteUrl, routes.singleProduct(product.id));
  return {
    ...schemaObject("Product", url),
    name: product.name,
    description: product.description,
    image: product.images.map((image) => absoluteUrl(siteUrl, routes.productImage(image.url))),
    sku: String(product.id),
    productID: String(product.id),
    category: `${en[typeLabelId(product.type)] ?? product.type} > ${categoryLabel(product.type, product.categories)}`,
    brand: { "@type": "Brand", name: storeName },
    url,
    offers: {
      "@type": "Offer",
      url,
      price: normalizeAmount(product.price, currency),
      priceCurrency: currency,
      availability: isInStock(product.quantity) ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
      itemCondition: "https://schema.org/NewCondition",
      seller: { "@type": "Organization", name: storeName },
    },
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

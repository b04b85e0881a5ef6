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
import { productVariantPath } from "./feeds";
import { hasSizeChoice, ONE_SIZE, sizeLabel, type SizeStock } from "./sizes";
import { translate } from "./texts.server";
import type { Post, Product, ProductColor } from "./types";

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

/** Google's word for the price before a sale, shown struck through beside the offer's price. */
export const SCHEMA_STRIKETHROUGH_PRICE = "https://schema.org/StrikethroughPrice";

/**
 * An offer of the one seller, in the store's currency, written exactly with the currency's decimals. `price` is the
 * selling price; a product on sale also has the price before the sale (`compareAtPrice`), which Google reads as a
 * strikethrough price specification.
 */
function offerOf(url: string, product: Pick<Product, "price" | "compareAtPrice">, currency: Currency, inStock: boolean, storeName: string) {
  return {
    "@type": "Offer",
    url,
    price: normalizeAmount(product.price, currency),
    priceCurrency: currency,
    ...(product.compareAtPrice
      ? {
          priceSpecification: {
            "@type": "UnitPriceSpecification",
            priceType: SCHEMA_STRIKETHROUGH_PRICE,
            price: normalizeAmount(product.compareAtPrice, currency),
            priceCurrency: currency,
          },
        }
      : {}),
    availability: inStock ? SCHEMA_IN_STOCK : SCHEMA_OUT_OF_STOCK,
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: storeName },
  };
}

/** A colour (or the product, without colours) with no stock row yet still has its one variant, with nothing left. */
function rowsOf(sizes: readonly SizeStock[] | undefined): readonly SizeStock[] {
  return sizes?.length ? sizes : [{ size: ONE_SIZE, quantity: 0 }];
}

/**
 * schema.org Product: the price in the store's currency (USD, SPEC 1's default, or TND; the setting when no
 * currency is given); availability follows the stock. A product that comes in several colours or sizes is a
 * ProductGroup instead, with one Product per colour and size (per colour when it comes in one size, per size when
 * it has no colours), as Google's product variant documentation describes. Each variant is what the product feeds
 * say of it (app/lib/feeds.ts): its own SKU and GTIN, its own stock, and its own address (`productVariantPath`,
 * which opens the page on that colour with that size chosen); the texts are the page's language.
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
  const colors = product.colors ?? [];
  const groupId = String(product.id);
  const codesOf = (colorId: number | null, size: string) =>
    product.variants?.find((variant) => variant.colorId === colorId && variant.size === size);
  const gtinOf = (barcode: string | null | undefined) => (barcode ? { gtin: barcode } : {});
  const inSizes = colors.length ? colors.some((color) => hasSizeChoice(color.sizes)) : hasSizeChoice(product.sizes ?? []);
  const common = {
    ...schemaObject(colors.length || inSizes ? "ProductGroup" : "Product", url),
    name: product.name,
    description: product.description,
    image: product.images.map(imageUrl),
    category: `${en[typeLabelId(product.type)] ?? product.type} > ${categoryLabel(product.type, product.categories)}`,
    brand: { "@type": "Brand", name: product.brand ?? storeName },
    url,
  };
  if (!colors.length && !inSizes) {
    const codes = codesOf(null, rowsOf(product.sizes)[0].size);
    return {
      ...common,
      sku: codes?.sku ?? groupId,
      ...gtinOf(codes?.barcode),
      productID: groupId,
      offers: offerOf(url, product, currency, isInStock(product.quantity), storeName),
    };
  }
  /** One colour × size row (a colour in one size, or a size of a product without colours). */
  const variantOf = (color: ProductColor | null, row: SizeStock) => {
    const colorId = color?.id ?? null;
    const codes = codesOf(colorId, row.size);
    const variantUrl = absoluteUrl(siteUrl, productVariantPath(product.id, colorId, row.size));
    const size = inSizes ? sizeLabel(row.size, (id, params) => translate(locale, id, params)) : undefined;
    return {
      "@type": "Product",
      inProductGroupWithID: groupId,
      // Objects built outside the API carry no codes: the SKU is then made of the ids, as before SKUs existed.
      sku: codes?.sku ?? [groupId, colorId, inSizes ? row.size : null].filter((part) => part !== null).join("-"),
      ...gtinOf(codes?.barcode),
      name: [product.name, color?.name, size].filter(Boolean).join(" – "),
      ...(color ? { color: color.name } : {}),
      ...(size ? { size } : {}),
      image: (color?.images ?? product.images).map(imageUrl),
      url: variantUrl,
      offers: offerOf(variantUrl, product, currency, row.quantity > 0, storeName),
    };
  };
  const hasVariant = colors.length
    ? colors.flatMap((color) => (inSizes ? rowsOf(color.sizes) : rowsOf(color.sizes).slice(0, 1)).map((row) => variantOf(color, row)))
    : rowsOf(product.sizes).map((row) => variantOf(null, row));
  return {
    ...common,
    productGroupID: groupId,
    variesBy: [...(colors.length ? ["https://schema.org/color"] : []), ...(inSizes ? ["https://schema.org/size"] : [])],
    hasVariant,
  };
}

export interface ShareLinks {
  /** The page's absolute address. */
  link: string;
  whatsapp: string;
  facebook: string;
}

/**
 * A product page's share links: plain addresses of WhatsApp's and Facebook's share pages, written here so that the
 * page's script carries neither them nor their encoding. Nothing of theirs is loaded until the shopper follows one.
 */
export function shareLinksOf(link: string, text: string): ShareLinks {
  return {
    link,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${text} – ${link}`)}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(link)}`,
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

/**
 * What search engines and link previews read from a storefront page: the meta
 * description, the canonical URL, Open Graph tags and schema.org JSON-LD.
 * Absolute URLs start from the site URL the root loader puts in its data
 * (PUBLIC_URL, else the request's origin). Meta functions run in the browser
 * too, after a client-side navigation, so what is costly to build (JSON-LD)
 * comes from the loaders (seo.server.ts) as plain data.
 */
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_CURRENCY, isCurrency, type Currency } from "./i18n";
import { DEFAULT_LOCALE, isLocale, LOCALES, localizedPath, plainAmount, type Locale } from "./i18n";
import { META_DESCRIPTION_MAX } from "./limits";
import { routes } from "./routes";
import type { ImageRef, Product } from "./types";

interface MatchLike {
  id: string;
  data: unknown;
  handle?: unknown;
}

export const DEFAULT_STORE_NAME = "Yasmine";

export function storeNameFrom(matches: MatchLike[]): string {
  const root = matches.find((m) => m.id === "root")?.data as { storeName?: string } | undefined;
  return root?.storeName ?? DEFAULT_STORE_NAME;
}

/** SPEC 1: every document title is the page title, a vertical bar, then the store name. */
export function documentTitle(pageTitle: string, storeName: string = DEFAULT_STORE_NAME): string {
  return `${pageTitle} | ${storeName}`;
}

export function metaTitle(pageTitle: string, matches: MatchLike[]) {
  return [{ title: documentTitle(pageTitle, storeNameFrom(matches)) }];
}

/** Link previews take no SVG: pages without a picture of their own share this one (scripts/build-store-art.ts). */
export const SHARE_IMAGE = { file: "share.jpg", width: 1200, height: 630 } as const;
export const shareImagePath = () => routes.storeArt(`store/${SHARE_IMAGE.file}`);

/** Open Graph names languages with a territory. */
const OG_LOCALES: Record<Locale, string> = { en: "en_US", fr: "fr_TN", ar: "ar_TN" };

/** The page's language, as the root loader found it. */
export function localeFrom(matches: MatchLike[]): Locale {
  const locale = (matches.find((m) => m.id === "root")?.data as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : DEFAULT_LOCALE;
}

/** The origin every absolute URL of a page starts from, as the root loader found it. */
export function siteUrlFrom(matches: MatchLike[]): string {
  const root = matches.find((m) => m.id === "root")?.data as { siteUrl?: string } | undefined;
  return root?.siteUrl ?? "";
}

/** The store's currency, as the root loader found it (`currency` in its data, from STORE_CURRENCY); else USD. */
export function storeCurrencyFrom(matches: MatchLike[]): Currency {
  const currency = (matches.find((m) => m.id === "root")?.data as { currency?: unknown } | undefined)?.currency;
  return isCurrency(currency) ? currency : DEFAULT_CURRENCY;
}

export function absoluteUrl(siteUrl: string, path: string): string {
  if (!siteUrl) return path;
  return new URL(path, `${siteUrl}/`).href;
}

/** One line of plain text, cut at a word boundary so a snippet never ends mid-word. */
export function metaDescription(text: string, max: number = META_DESCRIPTION_MAX): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > max / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Pages marked this way (staff pages, sign-in, the 404 page) tell search engines to stay away. */
export const noindexHandle = { robots: "noindex, nofollow" } as const;

/** The robots directive of the deepest matched route that sets one. */
export function robotsDirectiveOf(matches: MatchLike[]): string | undefined {
  for (const match of [...matches].reverse()) {
    const robots = (match.handle as { robots?: string } | undefined)?.robots;
    if (robots) return robots;
  }
  return undefined;
}

export interface SharedImage {
  /** A path on this site, or an absolute URL. */
  src: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageSeo {
  /** The page title; the document title adds the store name. */
  title: string;
  description: string;
  /** The canonical path, with only the query that changes the content. */
  path: string;
  image?: SharedImage;
  type?: "website" | "product" | "article";
  /** A product page's price, for Open Graph's `product:price:amount` and `product:price:currency`. */
  price?: { amount: string; currency: Currency };
  /** A schema.org object, built by the loader (seo.server.ts); Remix escapes it so no text in it can close the script element. */
  jsonLd?: Record<string, unknown>;
}

/** The head of a storefront page: title, description, canonical URL, Open Graph and JSON-LD. */
export function seoMeta(matches: MatchLike[], page: PageSeo): MetaDescriptor[] {
  const storeName = storeNameFrom(matches);
  const siteUrl = siteUrlFrom(matches);
  // `page.path` is the English (SPEC) path; the canonical URL is the page in its own language.
  const locale = localeFrom(matches);
  const url = absoluteUrl(siteUrl, localizedPath(page.path, locale));
  const description = metaDescription(page.description);
  const image = page.image ?? { src: shareImagePath(), alt: storeName, width: SHARE_IMAGE.width, height: SHARE_IMAGE.height };
  const tags: MetaDescriptor[] = [
    { title: documentTitle(page.title, storeName) },
    { name: "description", content: description },
    { tagName: "link", rel: "canonical", href: url },
    ...LOCALES.map((other) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: other,
      href: absoluteUrl(siteUrl, localizedPath(page.path, other)),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, page.path) },
    { property: "og:site_name", content: storeName },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:title", content: page.title },
    { property: "og:description", content: description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALES[other] })),
    { property: "og:image", content: absoluteUrl(siteUrl, image.src) },
    { property: "og:image:alt", content: image.alt },
  ];
  if (image.width && image.height) {
    tags.push({ property: "og:image:width", content: String(image.width) }, { property: "og:image:height", content: String(image.height) });
  }
  if (page.price) {
    tags.push(
      { property: "product:price:amount", content: plainAmount(page.price.amount, page.price.currency) },
      { property: "product:price:currency", content: page.price.currency },
    );
  }
  tags.push({ name: "twitter:card", content: "summary_large_image" });
  if (page.jsonLd) tags.push({ "script:ld+json": page.jsonLd });
  return tags;
}

export function productImage(product: Pick<Product, "name" | "images">, index = 0): SharedImage | undefined {
  const image: ImageRef | undefined = product.images[index];
  return image ? { src: routes.productImage(image.url), alt: product.name, width: image.width, height: image.height } : undefined;
}

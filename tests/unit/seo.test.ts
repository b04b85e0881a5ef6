import { describe, expect, it } from "vitest";
import { publicOrigin, readConfig } from "~/config.server";
import { categoryPages } from "~/lib/catalog";
import { META_DESCRIPTION_MAX } from "~/lib/limits";
import { LOCALES } from "~/lib/i18n";
import { en, storeTexts } from "~/lib/messages";
import { absoluteUrl, metaDescription, noindexHandle, robotsDirectiveOf, seoMeta, storeCurrencyFrom } from "~/lib/seo";
import { postJsonLd, productJsonLd, SCHEMA_IN_STOCK, SCHEMA_OUT_OF_STOCK, storeCurrencyOf } from "~/lib/seo.server";
import { fixedPages, sitemapIndexXml, sitemapPart, sitemapPartCount, sitemapPartFromFile, urlXml, type SitemapCounts } from "~/lib/sitemap";
import type { Post, Product } from "~/lib/types";

const SITE = "https://shop.example.tn";
const rootMatch = { id: "root", data: { storeName: "Yasmine", siteUrl: SITE } };

const product: Product = {
  id: 42,
  name: "Linen Midi Dress",
  price: "1249.50",
  quantity: "3",
  description: "A light linen dress.",
  images: [{ url: "a.jpg" }, { url: "b.jpg" }],
  categories: "dresses",
  type: "women_s_clothing",
  createAt: "2026-01-01T00:00:00.000Z",
  updateAt: "2026-02-01T00:00:00.000Z",
  isNew: "true",
};

const post: Post = {
  id: 7,
  title: "Summer in Sousse",
  description: "What to wear by the sea.",
  content: "<p>Linen.</p>",
  author: "Amira",
  categories: "",
  tags: "",
  imgUrl: "cover.jpg",
  createAt: "2026-03-01T00:00:00.000Z",
  updateAt: "2026-03-02T00:00:00.000Z",
};

describe("sitemap splitting", () => {
  /** Every position of the layout, from the plans of every part, in order. */
  function walk(counts: SitemapCounts, perFile: number) {
    const seen: string[] = [];
    const parts = sitemapPartCount(counts, perFile);
    for (let part = 1; part <= parts; part++) {
      const plan = sitemapPart(counts, part, perFile)!;
      const size = plan.fixed.end - plan.fixed.start + plan.products.count + plan.posts.count;
      expect(size, `part ${part}`).toBeLessThanOrEqual(perFile);
      for (let i = plan.fixed.start; i < plan.fixed.end; i++) seen.push(`fixed ${i}`);
      for (let i = 0; i < plan.products.count; i++) seen.push(`product ${plan.products.offset + i}`);
      for (let i = 0; i < plan.posts.count; i++) seen.push(`post ${plan.posts.offset + i}`);
    }
    return { parts, seen };
  }

  const everything = (c: SitemapCounts) => [
    ...Array.from({ length: c.fixed }, (_, i) => `fixed ${i}`),
    ...Array.from({ length: c.products }, (_, i) => `product ${i}`),
    ...Array.from({ length: c.posts }, (_, i) => `post ${i}`),
  ];

  it("keeps everything in one file up to the limit", () => {
    const counts = { fixed: 3, products: 1, posts: 1 };
    expect(sitemapPartCount(counts, 5)).toBe(1);
    expect(sitemapPart(counts, 1, 5)).toEqual({
      fixed: { start: 0, end: 3 },
      products: { offset: 0, count: 1 },
      posts: { offset: 0, count: 1 },
    });
    expect(sitemapPart(counts, 2, 5)).toBeNull();
  });

  it("splits past the limit into files that list every URL exactly once, in order", () => {
    for (const counts of [
      { fixed: 3, products: 10, posts: 4 },
      { fixed: 3, products: 2, posts: 0 },
      { fixed: 7, products: 0, posts: 9 },
      { fixed: 5, products: 5, posts: 5 },
    ]) {
      for (const perFile of [1, 2, 5, 6, 100]) {
        const { parts, seen } = walk(counts, perFile);
        expect(parts).toBe(Math.max(1, Math.ceil((counts.fixed + counts.products + counts.posts) / perFile)));
        expect(seen, JSON.stringify({ counts, perFile })).toEqual(everything(counts));
      }
    }
  });

  it("a part boundary inside the products starts the next part at the right offset", () => {
    const counts = { fixed: 3, products: 10, posts: 4 };
    expect(sitemapPart(counts, 2, 5)).toEqual({
      fixed: { start: 0, end: 0 },
      products: { offset: 2, count: 5 },
      posts: { offset: 0, count: 0 },
    });
    expect(sitemapPart(counts, 3, 5)).toEqual({
      fixed: { start: 0, end: 0 },
      products: { offset: 7, count: 3 },
      posts: { offset: 0, count: 2 },
    });
  });

  it("refuses part numbers the index does not list", () => {
    const counts = { fixed: 3, products: 10, posts: 4 };
    for (const part of [0, -1, 1.5, 5, Number.NaN]) expect(sitemapPart(counts, part, 5)).toBeNull();
    expect(sitemapPartFromFile("2.xml")).toBe(2);
    for (const file of ["0.xml", "02.xml", "2", "2.xml.gz", "../2.xml", "", undefined]) expect(sitemapPartFromFile(file)).toBeNull();
  });

  it("lists home, about, contact and every category page with each of its filters", () => {
    const pages = fixedPages({ products: { count: 0, updatedAt: null }, posts: { count: 0, updatedAt: null }, categories: [] });
    const paths = pages.map((p) => p.path);
    expect(paths.slice(0, 3)).toEqual(["/home", "/about", "/contact"]);
    expect(paths).toHaveLength(3 + categoryPages.length + categoryPages.reduce((n, p) => n + p.filters.length, 0));
    expect(paths).toContain("/handbags?category=cottonBags");
  });

  it("escapes URLs in the XML", () => {
    const xml = urlXml(SITE, { path: "/women?category=a&b", lastmod: null });
    expect(xml.startsWith(`<url><loc>${SITE}/women?category=a&amp;b</loc><xhtml:link`)).toBe(true);
    expect(xml).toContain(`hreflang="ar" href="${SITE}/ar/women?category=a&amp;b"/>`);
    expect(xml).not.toContain("&b<");
    expect(sitemapIndexXml(SITE, 2, null)).toContain(`<sitemap><loc>${SITE}/sitemap/2.xml</loc></sitemap>`);
  });
});

describe("page meta", () => {
  it("keeps the document title exactly, and adds description, canonical and Open Graph with absolute URLs", () => {
    const tags = seoMeta([rootMatch], {
      title: "Women's Clothing",
      description: en["seo.category.women"],
      path: "/women?category=dresses",
    });
    expect(tags[0]).toEqual({ title: "Women's Clothing | Yasmine" });
    expect(tags).toContainEqual({ name: "description", content: en["seo.category.women"] });
    expect(tags).toContainEqual({ tagName: "link", rel: "canonical", href: `${SITE}/women?category=dresses` });
    expect(tags).toContainEqual({ property: "og:url", content: `${SITE}/women?category=dresses` });
    expect(tags).toContainEqual({ property: "og:site_name", content: "Yasmine" });
    expect(tags).toContainEqual({ property: "og:image", content: `${SITE}/images/store/share.jpg` });
  });

  it("cuts long descriptions at a word and keeps them on one line", () => {
    const long = `${"Linen and cotton, ".repeat(20)}end.`;
    const cut = metaDescription(long);
    expect(cut.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    expect(cut.endsWith("…")).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
    expect(metaDescription("  two\n lines  ")).toBe("two lines");
  });

  it("gives every category page its own written line in every language", () => {
    for (const locale of LOCALES) {
      const dictionary = storeTexts[locale] as Record<string, unknown>;
      const lines = categoryPages.map((p) => dictionary[`seo.category.${p.slug}`]);
      for (const line of lines) expect(typeof line).toBe("string");
      expect(new Set(lines).size).toBe(categoryPages.length);
      for (const line of lines as string[]) expect(line.length).toBeLessThanOrEqual(META_DESCRIPTION_MAX);
    }
  });

  it("marks staff pages noindex through their handle", () => {
    expect(
      robotsDirectiveOf([
        rootMatch,
        { id: "routes/_admin", data: null, handle: noindexHandle },
        { id: "routes/_admin.orders", data: null },
      ]),
    ).toBe("noindex, nofollow");
    expect(robotsDirectiveOf([rootMatch, { id: "routes/($lang)._store", data: null }])).toBeUndefined();
  });

  it("makes absolute URLs from the site URL", () => {
    expect(absoluteUrl(SITE, "/api/products/images/a.jpg")).toBe(`${SITE}/api/products/images/a.jpg`);
    expect(absoluteUrl(SITE, "https://cdn.example/x.jpg")).toBe("https://cdn.example/x.jpg");
  });
});

describe("JSON-LD", () => {
  it("a Product has its price in USD and its availability from the stock", () => {
    const ld = productJsonLd(product, SITE, "Yasmine") as { offers: Record<string, unknown>; image: string[]; sku: string; url: string };
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Product",
      name: product.name,
      description: product.description,
    });
    expect(ld.sku).toBe("42");
    expect(ld.url).toBe(`${SITE}/single/42`);
    expect(ld.image).toEqual([`${SITE}/api/products/images/a.jpg`, `${SITE}/api/products/images/b.jpg`]);
    expect(ld.offers).toMatchObject({ "@type": "Offer", price: "1249.50", priceCurrency: "USD", availability: SCHEMA_IN_STOCK });
    const soldOut = productJsonLd({ ...product, quantity: "0" }, SITE, "Yasmine") as { offers: { availability: string } };
    expect(soldOut.offers.availability).toBe(SCHEMA_OUT_OF_STOCK);
  });

  it("a Product's price follows the store's currency, written exactly with its decimals", () => {
    const tnd = productJsonLd({ ...product, price: "12.345" }, SITE, "Yasmine", "TND") as { offers: Record<string, unknown> };
    expect(tnd.offers).toMatchObject({ price: "12.345", priceCurrency: "TND" });
    const usd = productJsonLd({ ...product, price: "12.5" }, SITE, "Yasmine", "USD") as { offers: Record<string, unknown> };
    expect(usd.offers).toMatchObject({ price: "12.50", priceCurrency: "USD" });
  });

  it("the currency reaches pages through the load context and the root loader's data", () => {
    expect(storeCurrencyOf({ currency: "TND" })).toBe("TND");
    expect(storeCurrencyOf({ currency: "EUR" })).toBe("USD");
    expect(storeCurrencyOf(undefined)).toBe("USD");
    expect(storeCurrencyFrom([{ id: "root", data: { currency: "TND" } }])).toBe("TND");
    expect(storeCurrencyFrom([rootMatch])).toBe("USD");
  });

  it("Open Graph carries a product page's price and currency", () => {
    const tags = seoMeta([rootMatch], {
      title: product.name,
      description: product.description,
      path: "/single/42",
      type: "product",
      price: { amount: "12.5", currency: "TND" },
    });
    expect(tags).toContainEqual({ property: "product:price:amount", content: "12.500" });
    expect(tags).toContainEqual({ property: "product:price:currency", content: "TND" });
    const withoutPrice = seoMeta([rootMatch], { title: "Home", description: "x", path: "/" });
    expect(withoutPrice.some((tag) => "property" in tag && String(tag.property).startsWith("product:price"))).toBe(false);
  });

  it("a BlogPosting has headline, image, dates and author", () => {
    expect(postJsonLd(post, SITE, "Yasmine")).toMatchObject({
      "@type": "BlogPosting",
      headline: post.title,
      description: post.description,
      image: [`${SITE}/api/posts/images/cover.jpg`],
      datePublished: post.createAt,
      dateModified: post.updateAt,
      author: { "@type": "Person", name: "Amira" },
      url: `${SITE}/single-post/7`,
    });
  });
});

describe("PUBLIC_URL", () => {
  it("is read as an origin, and a value that is not one stops the start with a clear message", () => {
    const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
    expect(readConfig(env({ PUBLIC_URL: "https://shop.example.tn/" })).publicUrl).toBe("https://shop.example.tn");
    expect(readConfig(env({})).publicUrl).toBeUndefined();
    expect(publicOrigin("http://localhost:3000")).toBe("http://localhost:3000");
    for (const bad of ["shop.example.tn", "ftp://shop.example.tn", "https://shop.example.tn/store", "https://shop.example.tn/?a=1"]) {
      expect(() => publicOrigin(bad)).toThrow(/PUBLIC_URL must be the store's origin/);
    }
  });
});

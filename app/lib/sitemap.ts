/**
 * The sitemap's layout and XML, and robots.txt: pure functions, so the splitting
 * rules are tested without a database. The routes (app/routes/sitemap*.tsx) feed
 * them from the API a chunk at a time.
 *
 * Order of the URLs: the fixed pages (home, about, contact, the category pages and
 * their filters), then every product by id, then every post by id. Up to
 * SITEMAP_URLS_MAX of them, /sitemap.xml lists them all; beyond, it is an index of
 * /sitemap/1.xml, /sitemap/2.xml… holding SITEMAP_URLS_MAX each.
 *
 * Each page is listed once per language (`/home`, `/fr/home`, `/ar/home`), and each of those entries names
 * all three as its alternates (and English as `x-default`), as search engines ask of multilingual sites;
 * so a file holds SITEMAP_PAGES_PER_FILE pages, three URLs each.
 */
import { categoryPages } from "./catalog";
import { DEFAULT_LOCALE, LOCALES, localizedPath } from "./i18n";
import { SITEMAP_URLS_MAX } from "./limits";
import { routes } from "./routes";
import type { SitemapSummary } from "./types";
import { adminRoutes } from "./admin-routes";

export interface SitemapUrl {
  path: string;
  lastmod?: string | null;
}

export interface SitemapCounts {
  fixed: number;
  products: number;
  posts: number;
}

/** A slice of one kind of rows, in id order. */
export interface RowRange {
  offset: number;
  count: number;
}

export interface SitemapPartPlan {
  fixed: { start: number; end: number };
  products: RowRange;
  posts: RowRange;
}

const latest = (...dates: (string | null | undefined)[]) =>
  dates.reduce<string | null>((newest, d) => (d && (!newest || d > newest) ? d : newest), null);

/** Home, about, contact, each category page and each of its filters, with the last change of what they show. */
export function fixedPages(summary: SitemapSummary): SitemapUrl[] {
  const changed = (type: string, category?: string) =>
    latest(...summary.categories.filter((g) => g.type === type && (!category || g.category === category)).map((g) => g.updatedAt));
  const pages: SitemapUrl[] = [
    { path: routes.home(), lastmod: latest(summary.products.updatedAt, summary.posts.updatedAt) },
    { path: routes.about() },
    { path: routes.contact() },
  ];
  for (const page of categoryPages) {
    pages.push({ path: routes.category(page.slug), lastmod: changed(page.type) });
    for (const filter of page.filters) {
      pages.push({ path: routes.category(page.slug, filter.key), lastmod: changed(page.type, filter.category) });
    }
  }
  return pages;
}

/** How many pages one sitemap file holds: every page is listed in each language, within the file's URL limit. */
export const SITEMAP_PAGES_PER_FILE = Math.floor(SITEMAP_URLS_MAX / LOCALES.length);

export function sitemapTotal(counts: SitemapCounts): number {
  return counts.fixed + counts.products + counts.posts;
}

/** How many sitemap files the URLs need; 1 means /sitemap.xml is the sitemap itself. */
export function sitemapPartCount(counts: SitemapCounts, perFile: number = SITEMAP_PAGES_PER_FILE): number {
  return Math.max(1, Math.ceil(sitemapTotal(counts) / perFile));
}

/** Which fixed pages, products and posts sitemap `part` (from 1) holds; null when there is no such part. */
export function sitemapPart(counts: SitemapCounts, part: number, perFile: number = SITEMAP_PAGES_PER_FILE): SitemapPartPlan | null {
  if (!Number.isInteger(part) || part < 1 || part > sitemapPartCount(counts, perFile)) return null;
  const start = (part - 1) * perFile;
  const end = Math.min(start + perFile, sitemapTotal(counts));
  /** The overlap of [start, end) with the kind laid out at [from, from + size). */
  const slice = (from: number, size: number): RowRange => {
    const first = Math.max(start, from);
    const last = Math.min(end, from + size);
    return last > first ? { offset: first - from, count: last - first } : { offset: 0, count: 0 };
  };
  const fixed = slice(0, counts.fixed);
  return {
    fixed: { start: fixed.offset, end: fixed.offset + fixed.count },
    products: slice(counts.fixed, counts.products),
    posts: slice(counts.fixed + counts.products, counts.posts),
  };
}

export const sitemapPartPath = (part: number) => `/sitemap/${part}.xml`;

/** New products reach the sitemap within the hour; crawlers read it far less often. */
export const SITEMAP_CACHE_CONTROL = "public, max-age=3600";
/** robots.txt changes only with PUBLIC_URL. */
export const ROBOTS_CACHE_CONTROL = "public, max-age=86400";

/** `3` from "3.xml"; null for anything else. */
export function sitemapPartFromFile(file: string | undefined): number | null {
  const match = /^([1-9]\d{0,5})\.xml$/.exec(file ?? "");
  return match ? Number(match[1]) : null;
}

const xmlEscape = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" })[ch]!);

const absolute = (siteUrl: string, path: string) => new URL(path, `${siteUrl}/`).href;

export const URLSET_OPEN =
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n';
export const URLSET_CLOSE = "</urlset>\n";

/** A page in every language: one `<url>` each, all naming the same alternates. */
export function urlXml(siteUrl: string, url: SitemapUrl): string {
  const lastmod = url.lastmod ? `<lastmod>${xmlEscape(url.lastmod)}</lastmod>` : "";
  const alternates =
    LOCALES.map(
      (locale) =>
        `<xhtml:link rel="alternate" hreflang="${locale}" href="${xmlEscape(absolute(siteUrl, localizedPath(url.path, locale)))}"/>`,
    ).join("") +
    `<xhtml:link rel="alternate" hreflang="x-default" href="${xmlEscape(absolute(siteUrl, localizedPath(url.path, DEFAULT_LOCALE)))}"/>`;
  return LOCALES.map(
    (locale) => `<url><loc>${xmlEscape(absolute(siteUrl, localizedPath(url.path, locale)))}</loc>${lastmod}${alternates}</url>\n`,
  ).join("");
}

export function sitemapIndexXml(siteUrl: string, parts: number, lastmod: string | null): string {
  const items = Array.from({ length: parts }, (_, i) => {
    const modified = lastmod ? `<lastmod>${xmlEscape(lastmod)}</lastmod>` : "";
    return `<sitemap><loc>${xmlEscape(absolute(siteUrl, sitemapPartPath(i + 1)))}</loc>${modified}</sitemap>\n`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${items.join("")}</sitemapindex>\n`;
}

/** Every path a crawler must stay out of: the back office (root-level paths), sign-in and sign-out. */
export const crawlerDisallowedPaths = [
  routes.admin(),
  routes.dashboard(),
  routes.products(),
  routes.product(""),
  routes.orders(),
  routes.posts(),
  routes.post(""),
  routes.messages(),
  routes.users(),
  routes.subscribers(),
  routes.shipping(),
  adminRoutes.discounts(),
  adminRoutes.stock(),
  adminRoutes.channels(),
  routes.audit(),
  routes.profile(),
  routes.login(),
  routes.logout(),
  "/api/",
];

/** The API is no page, but the pictures it serves are what image search and link previews show. */
export const crawlerAllowedApiPaths = [routes.productImage(""), routes.postImage("")];

export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...crawlerAllowedApiPaths.map((path) => `Allow: ${path}`),
    ...crawlerDisallowedPaths.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${absolute(siteUrl, "/sitemap.xml")}`,
    "",
  ].join("\n");
}

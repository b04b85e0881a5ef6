/**
 * The one typed client the loaders and actions use to reach the API. In-process
 * through the load context by default; over HTTP when API_URL is set. Like the
 * spec's HTTP layer, it returns error answers to the caller instead of throwing.
 */
import type { AppLoadContext } from "@remix-run/node";
import type { ErrorBody } from "~/api/errors";
import { cardColor, isColorFamily, type ColorFamily } from "~/lib/colors";
import { DEFAULT_LOCALE, localeInfo, type Locale } from "~/lib/i18n";
import { SKIP_TOTAL_PREFERENCE } from "~/lib/limits";
import { percentOff } from "~/lib/money";
import { translate } from "~/lib/texts.server";
import type { Invoice, ShopperInvoice } from "~/lib/invoices";
import type { SalesReport } from "~/lib/reports";
import type { ShippingRates } from "~/lib/shipping";
import type { Message, Order, Post, Product, SitemapEntry, SitemapSummary, Subscriber, User } from "~/lib/types";

export interface ApiResult<T> {
  ok: boolean;
  status: number;
  data: T;
  /** Present when the API answered an error. */
  error: ErrorBody | null;
  headers: Headers;
  /** X-Total-Count of a list, when the API sent it. */
  total: number | null;
}

type Query = Record<string, string | number | undefined | null>;

interface RequestOptions {
  query?: Query;
  json?: unknown;
  form?: FormData;
  /** The caller shows no total: the API skips counting the list. */
  skipTotal?: boolean;
}

/** How a list is asked for: `total: false` when the page shows no count or pages. */
interface ListOptions {
  total?: boolean;
}
const listRequest = (query: Query | undefined, options: ListOptions = {}): RequestOptions => ({
  query,
  skipTotal: options.total === false,
});

function toQueryString(query?: Query): string {
  if (!query) return "";
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

function unavailable(): ErrorBody {
  return {
    statusCode: 503,
    message: ["The store is temporarily unavailable. Please try again in a moment"],
    error: "Service Unavailable",
  };
}

export interface ApiClientOptions {
  /**
   * The language of the catalogue's texts: products and posts (list, byType, single) are asked for with
   * `lang=<locale>`, so their name and description (posts: title, description, content, categories) come
   * translated, English where a field is not. English (the default) asks as before.
   */
  locale?: Locale;
  /**
   * Whether catalogue answers keep their `translations` (every French and Arabic text). By default a staff
   * client (with a token: the back office edits them) keeps them and a shop client (without one) does not:
   * a storefront page shows one language through the SPEC fields, and its loader data should not carry the
   * other languages to the browser.
   */
  translations?: boolean;
}

/** A catalogue answer without its `translations`, for a page that shows one language. */
function dropTranslations<T extends { translations?: unknown }>(result: ApiResult<T | T[]>): ApiResult<T | T[]> {
  if (!result.ok || result.data === null || typeof result.data !== "object") return result;
  const strip = (item: T): T => {
    if (!item || typeof item !== "object" || !("translations" in item)) return item;
    const { translations: _translations, ...rest } = item;
    return rest as T;
  };
  return { ...result, data: Array.isArray(result.data) ? result.data.map(strip) : strip(result.data) };
}

/** A card's colours as a screen reader hears them beside its swatches: "Colours: Green, Black, Ivory", "الألوان: أخضر، أسود". */
function colorsSentence(locale: Locale, colors: { name: string }[]): string {
  const names = new Intl.ListFormat(localeInfo[locale].intl, { style: "short", type: "unit" }).format(colors.map((color) => color.name));
  return translate(locale, "card.colors", { names });
}

/**
 * Each product on sale gets its percentage off (`percentOff`), worked out here, on the server, once: the pages show
 * it as it is, so the browser never needs the money arithmetic. In a list (`cards`), a product with colours has the
 * pictures of the colour its card shows first (cardColor: the colour of the family and size the list was asked
 * for, else the first in stock), and the sentence that names its colours (`colorNames`): a card shows its first
 * picture and that sentence as they are, and the browser needs no choosing and no list formatting.
 */
function forPages<R extends Product | Product[]>(result: ApiResult<R>, cards?: { query?: Query; locale: Locale }): ApiResult<R> {
  if (!result.ok || result.data === null || typeof result.data !== "object") return result;
  const query = cards?.query;
  const shown = {
    family: isColorFamily(String(query?.color)) ? (query?.color as ColorFamily) : null,
    size: query?.size ? String(query.size) : null,
  };
  const mark = (product: Product): Product => {
    const off = product && typeof product.price === "string" ? percentOff(product.price, product.compareAtPrice) : null;
    const marked = off === null ? product : { ...product, percentOff: off };
    const colors = product?.colors ?? [];
    if (!cards || colors.length === 0) return marked;
    const first = cardColor(colors, shown)?.images ?? [];
    const images = [...first, ...product.images.filter((image) => !first.some((own) => own.url === image.url))];
    return { ...marked, images, colorNames: colorsSentence(cards.locale, colors) };
  };
  return { ...result, data: (Array.isArray(result.data) ? result.data.map(mark) : mark(result.data)) as R };
}

export function apiClient(context: AppLoadContext, token?: string | null, clientOptions: ApiClientOptions = {}) {
  const inProcess = (context as { api?: (request: Request) => Promise<Response> }).api;
  const base = process.env.API_URL?.replace(/\/+$/, "") || "http://in-process";
  // Over HTTP the API sees this server as the client: it learns the shopper's address as from a proxy (TRUST_PROXY=1 there).
  const clientAddress = process.env.API_URL ? (context as { clientAddress?: string }).clientAddress : undefined;

  /** The API's answer as it came, or null when it could not be reached. */
  async function send(method: string, path: string, options: RequestOptions = {}): Promise<Response | null> {
    const headers = new Headers();
    if (token) headers.set("authorization", `Bearer ${token}`);
    if (options.skipTotal) headers.set("prefer", SKIP_TOTAL_PREFERENCE);
    if (clientAddress) headers.set("x-forwarded-for", clientAddress);
    let body: BodyInit | undefined;
    if (options.json !== undefined) {
      headers.set("content-type", "application/json");
      body = JSON.stringify(options.json);
    } else if (options.form) {
      body = options.form;
    }
    const request = new Request(`${base}/api/${path.replace(/^\/+/, "")}${toQueryString(options.query)}`, {
      method,
      headers,
      body,
    });
    try {
      return process.env.API_URL || !inProcess ? await fetch(request) : await inProcess(request);
    } catch {
      return null;
    }
  }

  /** An answer as the callers read it: parsed, errors included, never thrown. */
  async function resultOf<T>(response: Response | null): Promise<ApiResult<T>> {
    if (!response) return { ok: false, status: 503, data: null as T, error: unavailable(), headers: new Headers(), total: null };
    const text = await response.text();
    let parsed: unknown = null;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    const totalHeader = response.headers.get("x-total-count");
    return {
      ok: response.ok,
      status: response.status,
      data: (response.ok ? parsed : null) as T,
      error: response.ok ? null : ((parsed as ErrorBody | null) ?? unavailable()),
      headers: response.headers,
      total: totalHeader === null ? null : Number(totalHeader),
    };
  }

  async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
    return resultOf<T>(await send(method, path, options));
  }

  /**
   * A file the API streams (a CSV export). On success the answer is handed on unread, so a large file passes
   * through without ever sitting in memory here; a refusal is read like any other answer.
   */
  async function download(
    path: string,
    query?: Query,
  ): Promise<{ ok: true; response: Response } | { ok: false; failure: ApiResult<null> }> {
    const response = await send("GET", path, { query });
    return response?.ok ? { ok: true, response } : { ok: false, failure: await resultOf<null>(response) };
  }

  /** A catalogue read's query, with the client's language when it is not English. */
  const locale = clientOptions.locale ?? DEFAULT_LOCALE;
  const inLocale = (query?: Query): Query | undefined => (locale === DEFAULT_LOCALE ? query : { ...query, lang: locale });
  const keepTranslations = clientOptions.translations ?? Boolean(token);
  /** A catalogue read: in the client's language, with or without the translations as the client asked. */
  async function catalogue<T extends { translations?: unknown }, R extends T | T[]>(path: string, options: RequestOptions) {
    const result = await request<R>("GET", path, options);
    return (keepTranslations ? result : dropTranslations<T>(result)) as ApiResult<R>;
  }

  return {
    /** The language the catalogue reads of this client answer in. */
    locale,
    request,
    get: <T>(path: string, query?: Query) => request<T>("GET", path, { query }),
    post: <T>(path: string, json?: unknown) => request<T>("POST", path, { json }),
    put: <T>(path: string, json?: unknown) => request<T>("PUT", path, { json }),
    patch: <T>(path: string, json?: unknown) => request<T>("PATCH", path, { json }),
    delete: <T>(path: string) => request<T>("DELETE", path),
    upload: <T>(path: string, form: FormData) => request<T>("POST", path, { form }),
    download,

    products: {
      list: (query?: Query, options?: ListOptions) =>
        catalogue<Product, Product[]>("products", listRequest(inLocale(query), options)).then((result) =>
          forPages(result, { query, locale }),
        ),
      byType: (type: string, query?: Query) =>
        catalogue<Product, Product[]>(`products/type/${encodeURIComponent(type)}`, { query: inLocale(query) }).then((result) =>
          forPages(result, { query, locale }),
        ),
      single: (id: string | number) =>
        catalogue<Product, Product>(`products/single/${encodeURIComponent(String(id))}`, { query: inLocale() }).then(forPages),
    },
    posts: {
      list: (query?: Query, options?: ListOptions) => catalogue<Post, Post[]>("posts", listRequest(inLocale(query), options)),
      single: (id: string | number) => catalogue<Post, Post>(`posts/single/${encodeURIComponent(String(id))}`, { query: inLocale() }),
    },
    orders: {
      list: (query?: Query) => request<Order[]>("GET", "orders", { query }),
      single: (id: string | number) => request<Order>("GET", `orders/${encodeURIComponent(String(id))}`),
      /** The shopper's own order by its reference (no stock figures). */
      byReference: (reference: string) => request<Order>("GET", `orders/reference/${encodeURIComponent(reference)}`),
    },
    invoices: {
      /** Issues the invoice of a delivered order (staff); 409 with the reason when it cannot be. */
      issue: (orderId: string | number) => request<Invoice>("POST", `orders/invoice/${encodeURIComponent(String(orderId))}`),
      /** An order's invoice and credit note, in the order they were issued (staff). */
      ofOrder: (orderId: string | number) => request<Invoice[]>("GET", `orders/invoices/${encodeURIComponent(String(orderId))}`),
      /** The same for the shopper who holds the order's reference: her copies, without who issued them. */
      ofReference: (reference: string) => request<ShopperInvoice[]>("GET", `orders/reference/${encodeURIComponent(reference)}/invoices`),
      /** One of them, for its print page or PDF; counted against the client's `document` limit (429 beyond it). */
      oneOfReference: (reference: string, id: string | number) =>
        request<ShopperInvoice>("GET", `orders/reference/${encodeURIComponent(reference)}/invoices/${encodeURIComponent(String(id))}`),
    },
    reports: {
      sales: () => request<SalesReport>("GET", "reports/sales"),
    },
    shipping: {
      rates: () => request<ShippingRates>("GET", "shipping"),
      save: (rates: ShippingRates) => request<ShippingRates>("PUT", "shipping", { json: rates }),
    },
    newsletter: {
      list: (query?: Query) => request<Subscriber[]>("GET", "newsletter", { query }),
    },
    messages: {
      list: (query?: Query) => request<Message[]>("GET", "messages", { query }),
      single: (id: string | number) => request<Message>("GET", `messages/${encodeURIComponent(String(id))}`),
    },
    sitemap: {
      summary: () => request<SitemapSummary>("GET", "sitemap"),
      entries: (kind: "products" | "posts", query?: Query) => request<SitemapEntry[]>("GET", `sitemap/${kind}`, { query }),
    },
    users: {
      list: (query?: Query) => request<User[]>("GET", "users", { query }),
      current: () => request<User>("GET", "users/user"),
      length: () => request<{ length: number }>("GET", "users/length"),
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

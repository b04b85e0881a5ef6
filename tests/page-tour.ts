/**
 * One page of every kind the store renders, in every language, as a shopper and as staff see it: the storefront's
 * pages with an empty and a full cart, the dialogs that are URL state, the answers of its forms, and every page of
 * the back office, signed in with the back office speaking each language. The NUL-byte test and `npm run html:check`
 * walk the same tour on a store with the demo content.
 */
import fs from "node:fs";
import { CART_KEY, serializeCart } from "../app/lib/cart";
import { LOCALES, type Locale } from "../app/lib/i18n";
import { LANG_COOKIE } from "../app/locale.server";
import { routes } from "../app/lib/routes";
import { SESSION_COOKIE } from "../app/session.server";
import { owner, startServer, tempDir, type ServerProcess } from "./resilience/support";
import { adminRoutes } from "../app/lib/admin-routes";

export interface TourPage {
  /** What the page is, unique in the tour: "ar store /cart?checkout (full)". */
  label: string;
  path: string;
  /** A form's answer is a page too: its fields, sent as the browser sends them. */
  form?: Record<string, string>;
  cookie?: string;
  /** A back-office page, fetched signed in as the owner whose saved language is this one. */
  staffLocale?: Locale;
  /** The status the page is answered with (the 404 page, a form sent back with its errors). */
  status: number;
}

export interface FetchedPage extends TourPage {
  body: Buffer;
}

export interface DemoStore {
  url: string;
  /** Stops the store and removes its database. */
  stop(): Promise<void>;
}

/** The built store on a new embedded database holding the demo content, with RATE_LIMITS off. */
export async function startDemoStore(): Promise<DemoStore> {
  const dataDir = tempDir();
  let server: ServerProcess;
  try {
    server = await startServer({ demo: true, dataDir });
  } catch (error) {
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url: server.url,
    async stop() {
      server.kill("SIGTERM");
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function apiGet<T>(base: string, resource: string, token?: string): Promise<T> {
  const res = await fetch(`${base}/api/${resource}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw new Error(`GET /api/${resource} answered ${res.status}`);
  return (await res.json()) as T;
}

/** A discount code of the store (the demo content has none): the first one, or a new one made for the tour. */
async function discountCodeId(base: string, token: string): Promise<number> {
  const [first] = await apiGet<Array<{ id: number }>>(base, "discounts", token);
  if (first) return first.id;
  const res = await fetch(`${base}/api/discounts/create`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ code: "TOUR-10", kind: "percent", percent: 10, minSubtotal: "50", productTypes: ["watches"], maxUses: 100 }),
  });
  if (res.status !== 201) throw new Error(`creating a discount code answered ${res.status}`);
  return ((await res.json()) as { id: number }).id;
}

async function ownerToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(owner),
  });
  if (res.status !== 201) throw new Error(`signing in to the API answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** A session cookie of the owner, whose back office speaks `locale`: the account's saved language, then sign-in. */
async function staffCookie(base: string, token: string, userId: number, locale: Locale): Promise<string> {
  const saved = await fetch(`${base}/api/users/update/${userId}`, {
    method: "PUT",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: JSON.stringify({ locale }),
  });
  if (!saved.ok) throw new Error(`saving the language ${locale} answered ${saved.status}`);
  const login = await fetch(`${base}${routes.login()}`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(owner),
    redirect: "manual",
  });
  const session = login.headers.getSetCookie().find((cookie) => cookie.startsWith(`${SESSION_COOKIE}=`));
  if (!session) throw new Error(`signing in answered ${login.status} without a session`);
  return session.split(";")[0];
}

const prefixed = (locale: Locale, path: string) => (locale === "en" ? path : `/${locale}${path}`);

/** The tour of the store at `base`, with the ids of its demo products, posts, orders, messages and staff. */
export async function pageTour(base: string): Promise<TourPage[]> {
  const token = await ownerToken(base);
  const [product] = await apiGet<Array<{ id: number; sizes: Array<{ size: string; quantity: number }> }>>(base, "products?limit=1");
  const [post] = await apiGet<Array<{ id: number }>>(base, "posts?limit=1");
  const [order] = await apiGet<Array<{ id: number; reference: string; telephone: string }>>(base, "orders?limit=1", token);
  const [message] = await apiGet<Array<{ messageId: number }>>(base, "messages?limit=1", token);
  const me = await apiGet<{ id: number }>(base, "users/user", token);
  const discount = await discountCodeId(base, token);
  if (!product || !post || !order || !message) throw new Error("the demo content lacks a product, a post, an order or a message");
  // A product with a sold-out size shows the back-in-stock alert's form.
  const products = await apiGet<Array<{ id: number; sizes: Array<{ quantity: number }> }>>(base, "products?limit=200");
  const soldOutSize = products.find((row) => row.sizes.some((stock) => stock.quantity === 0));
  const size = product.sizes.find((row) => row.quantity > 0)?.size;
  const fullCart = `${CART_KEY}=${encodeURIComponent(serializeCart([{ id: product.id, size, quantity: 1 }]))}`;

  const pages: TourPage[] = [];
  for (const locale of LOCALES) {
    const store = (path: string, extra: Partial<TourPage> = {}, note = "") =>
      pages.push({ label: `${locale} store ${path}${note ? ` (${note})` : ""}`, path: prefixed(locale, path), status: 200, ...extra });
    store(routes.home());
    store(routes.about());
    store(routes.contact());
    store(routes.contact(), { form: { name: "", email: "not-an-address", subject: "", message: "" }, status: 400 }, "errors");
    store(routes.cart(), {}, "empty");
    store(routes.cart(), { cookie: fullCart }, "full");
    store(routes.checkout(), { cookie: fullCart }, "full");
    for (const slug of ["women", "men", "kids", "handbags", "jewellery", "party", "shoes", "watches"]) store(routes.category(slug));
    store(routes.category("handbags", "cottonBags"));
    store(routes.search());
    store(`${routes.search()}?q=dress`);
    store(routes.newsletter());
    store(routes.newsletterUnsubscribe("not-a-token"));
    store(routes.singleProduct(product.id));
    store(routes.singleProductImage(product.id, 1));
    if (soldOutSize) store(routes.singleProduct(soldOutSize.id), {}, "a size sold out");
    store(routes.stockAlert("not-a-token"));
    store(routes.singlePost(post.id));
    store(routes.orderConfirmation(order.reference));
    store(routes.track());
    store(routes.track(), { form: { reference: order.reference, telephone: order.telephone } }, "found");
    store(routes.track(), { form: { reference: "", telephone: "12" }, status: 400 }, "errors");
    store(routes.pageNotFound(), { status: 404 });

    const admin = (path: string) => pages.push({ label: `${locale} admin ${path}`, path, staffLocale: locale, status: 200 });
    for (const path of [
      routes.dashboard(),
      routes.products(),
      routes.product(product.id),
      routes.productDelete(product.id),
      routes.orders(),
      routes.order(order.id),
      `${adminRoutes.orderSlips()}?ids=${order.id}`,
      // The demo's orders are not delivered: these pages say that nothing can come back, in the tour's every language.
      adminRoutes.orderReturn(order.id),
      adminRoutes.orderExchange(order.id),
      routes.posts(),
      routes.post(post.id),
      routes.postDelete(post.id),
      routes.messages(),
      routes.message(message.messageId),
      routes.users(),
      routes.user(me.id),
      routes.profile(),
      routes.shipping(),
      adminRoutes.discounts(),
      adminRoutes.discountDelete(discount),
      adminRoutes.discountNew(),
      adminRoutes.discount(discount),
      adminRoutes.stock(),
      routes.subscribers(),
      routes.audit(),
    ])
      admin(path);
    // Sign-in speaks the shopper's last chosen language, before any account is known.
    pages.push({ label: `${locale} login`, path: routes.login(), cookie: `${LANG_COOKIE}=${locale}`, status: 200 });
  }
  return pages;
}

/**
 * Fetches the tour's pages, a few at a time, as the browser would: the raw bytes of each. The back office follows
 * the language saved on the account, so its pages are fetched one language after the other, each signed in anew.
 */
export async function fetchTour(base: string, pages: TourPage[], parallel = 4): Promise<FetchedPage[]> {
  const fetched = new Map<string, FetchedPage>();
  await fetchEach(
    base,
    pages.filter((page) => !page.staffLocale),
    parallel,
    fetched,
  );
  const token = await ownerToken(base);
  const me = await apiGet<{ id: number }>(base, "users/user", token);
  for (const locale of LOCALES) {
    const cookie = await staffCookie(base, token, me.id, locale);
    const staffPages = pages.filter((page) => page.staffLocale === locale).map((page) => ({ ...page, cookie }));
    await fetchEach(base, staffPages, parallel, fetched);
  }
  return pages.map((page) => fetched.get(page.label)!);
}

async function fetchEach(base: string, pages: TourPage[], parallel: number, fetched: Map<string, FetchedPage>) {
  let next = 0;
  const worker = async () => {
    while (next < pages.length) {
      const page = pages[next++];
      const headers: Record<string, string> = page.cookie ? { cookie: page.cookie } : {};
      const init: RequestInit = page.form
        ? {
            method: "POST",
            headers: { ...headers, origin: base, "content-type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams(page.form),
          }
        : { headers };
      const res = await fetch(`${base}${page.path}`, { ...init, redirect: "manual" });
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== page.status)
        throw new Error(`${page.label} answered ${res.status}, not ${page.status}: ${body.toString("utf8").slice(0, 300)}`);
      fetched.set(page.label, { ...page, body });
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
}

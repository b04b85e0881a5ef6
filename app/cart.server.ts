import {
  CART_KEY,
  parseCart,
  readCookie,
  readShopperLists,
  serializeCart,
  serializeWishlist,
  WISHLIST_KEY,
  type CartLine,
} from "~/lib/cart";
import { DISCOUNT_CODE_MAX, normalizeCode } from "~/lib/discounts";
import { CART_COOKIE_MAX_AGE_DAYS } from "~/lib/limits";
import { isKnownSize } from "~/lib/sizes";

/**
 * Set-Cookie values for the cart and the wishlist. Not HttpOnly on purpose:
 * they hold only product ids, sizes and quantities, and the browser's scripts may read
 * them. SameSite=Lax and Secure as the session cookie (the server takes Secure off over plain HTTP).
 */
function cookie(name: string, value: string): string {
  const maxAge = value ? CART_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60 : 0;
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax; Secure`;
}

/** The cart and the wishlist of the request's cookies; a cart line in a size the store does not sell is dropped. */
export function shopperLists(request: Request) {
  return readShopperLists(request.headers.get("Cookie"), isKnownSize);
}

/**
 * All that the storefront's shared pages show of a shopper: how many lines the cart holds (the header's badge).
 * Nothing else of the cart or the wishlist is written into them, so the HTML cache keeps one copy of a page per
 * count and serves shoppers with a cart from memory too (app/html-cache.server.ts).
 */
export function cartCountOf(cookieHeader: string | null | undefined): number {
  return parseCart(readCookie(cookieHeader, CART_KEY), isKnownSize).length;
}

/** A size posted by a form: one the store sells (app/lib/sizes.ts), else none. */
export function sizeFrom(value: unknown): string | undefined {
  const text = typeof value === "string" ? value.trim().toLowerCase() : "";
  return isKnownSize(text) ? text : undefined;
}

export function cartCookie(lines: CartLine[]): string {
  return cookie(CART_KEY, serializeCart(lines));
}

export function wishlistCookie(ids: number[]): string {
  return cookie(WISHLIST_KEY, serializeWishlist(ids));
}

/** The cookie of the discount code the shopper applied in the cart: it lives and goes with the cart. */
const DISCOUNT_KEY = "discount-code";

/** The code the shopper applied to her cart, as stored (upper case); null when none. */
export function discountCodeOf(request: Request): string | null {
  const code = normalizeCode(readCookie(request.headers.get("Cookie"), DISCOUNT_KEY) ?? "");
  // A code longer than any code can be is no code: it is never sent on.
  return code && code.length <= DISCOUNT_CODE_MAX ? code : null;
}

/** Set-Cookie for the cart's discount code; null removes it. */
export function discountCookie(code: string | null): string {
  return cookie(DISCOUNT_KEY, code ? encodeURIComponent(code) : "");
}

/** Several Set-Cookie headers in one answer (cart, wishlist, banner). */
export function withCookies(...cookies: (string | null | undefined)[]): Headers {
  const headers = new Headers();
  for (const value of cookies) if (value) headers.append("Set-Cookie", value);
  return headers;
}

/**
 * The cart's rules that only actions use, for routes whose page never runs them: imported through this server
 * module, they stay out of the page's download (a route's direct import of `~/lib/cart` is kept in its bundle).
 */
export { addToWishlist, addWithinLimits, clampQuantity, colorIdFrom, productIdFrom, removeFromCart, removeFromWishlist } from "~/lib/cart";
export { orderLimitProblems } from "~/lib/order-limits";

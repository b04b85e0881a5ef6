/**
 * The cart and the wishlist, kept by the shopper's browser (ARCHITECTURE decision 6).
 *
 * They travel in two cookies, because a cookie is what a browser without
 * JavaScript can carry, and are mirrored to localStorage under the same keys
 * when JavaScript runs. Only product ids, sizes and quantities are kept:
 * names and prices are always read fresh from the API, so a stale cookie
 * cannot lie about a price.
 *
 * Cookie formats, chosen to need no escaping (RFC 6265 forbids commas):
 *   cart-list    = "12.m~5:2|7.one:1" (product id "." size ["~" colour id] ":" quantity, newest first;
 *                                     "12.m:2" is a product without colours, or a line written before colours
 *                                     existed; "12:2", written before sizes existed, reads as a line without a size)
 *   product-list = "12|7"            (product ids, newest first)
 */
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX, WISHLIST_MAX, type OrderLimits } from "./limits";

export const CART_KEY = "cart-list";
export const WISHLIST_KEY = "product-list";

/** One line of the cart: a product in one colour and one size (two sizes or two colours of one dress are two lines). */
export interface CartLine {
  id: number;
  /** A size code of app/lib/sizes.ts; absent only on a line read from a cookie written before sizes existed. */
  size?: string;
  /** The id of one of the product's colours; absent for a product without colours (and on lines written before them). */
  color?: number;
  quantity: number;
}

/** Which line of the cart a form means: its product, its colour and its size. */
export type CartLineKey = Pick<CartLine, "id" | "size" | "color">;

const LINE_SEPARATOR = "|";
const SIZE_SEPARATOR = ".";
const COLOR_SEPARATOR = "~";
const QUANTITY_SEPARATOR = ":";
/** The API accepts ids up to PostgreSQL's integer maximum. */
const PRODUCT_ID_MAX = 2_147_483_647;

export function isProductId(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 1 && value <= PRODUCT_ID_MAX;
}

/** Parses a product id from a URL segment or a form field; null when it is not one. */
export function productIdFrom(value: unknown): number | null {
  const text = typeof value === "string" || typeof value === "number" ? String(value).trim() : "";
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return isProductId(id) ? id : null;
}

/** Parses a colour id from a form field, a query parameter or a cookie (ids of the same range as products'); undefined when none. */
export function colorIdFrom(value: unknown): number | undefined {
  return productIdFrom(value) ?? undefined;
}

/**
 * SPEC 5: the quantity cannot go below 1. Anything unreadable counts as 1, and
 * the top is the most one order line may ask for, so the order cannot fail on it.
 */
export function clampQuantity(value: unknown): number {
  const n = Math.floor(Number(value));
  if (!Number.isFinite(n) || n < 1) return 1;
  return Math.min(n, ORDER_LINE_QUANTITY_MAX);
}

/**
 * Whether a size code may stand in a cart line. The server passes the store's sizes (isKnownSize of
 * app/lib/sizes.ts): this module does not import them, because the browser loads it to mirror the lists and
 * would download the size sets with it.
 */
export type SizeCheck = (code: string) => boolean;

/**
 * The browser's check, for the localStorage mirror: it copies the lines the cookie holds. Only a tampered cookie
 * holds a size the store does not sell; the server drops such a line wherever it reads the cart.
 */
export const anySize: SizeCheck = () => true;

function isLine(line: CartLine, key: CartLineKey): boolean {
  return line.id === key.id && line.size === key.size && line.color === key.color;
}

function cartLine({ id, size, color }: CartLineKey, quantity: number): CartLine {
  return { id, ...(size === undefined ? {} : { size }), ...(color === undefined ? {} : { color }), quantity };
}

/** Adds a line: the same product in the same colour and size gets the extra quantity, anything else is a new line at the front. */
export function addToCart(lines: CartLine[], added: CartLine): CartLine[] {
  const quantity = clampQuantity(added.quantity);
  if (lines.some((line) => isLine(line, added))) {
    return lines.map((line) => (isLine(line, added) ? cartLine(line, clampQuantity(line.quantity + quantity)) : line));
  }
  return [cartLine(added, quantity), ...lines].slice(0, ORDER_LINES_MAX);
}

/** Which of the shop's caps on one order an addition met: "line" (one item), "order" (all items), or none. */
export type CartLimitReached = "line" | "order" | null;

/**
 * Adds a line within the shop's caps on one order (app/lib/limits.ts), so that the cart never holds an order the
 * server would refuse: the quantity is cut to what the item and the order still have room for, and the answer
 * says which cap cut it (or stopped it: then the cart is unchanged).
 */
export function addWithinLimits(lines: CartLine[], added: CartLine, limits: OrderLimits): { lines: CartLine[]; reached: CartLimitReached } {
  const wanted = clampQuantity(added.quantity);
  const inCart = lines.find((line) => isLine(line, added))?.quantity ?? 0;
  const cartUnits = lines.reduce((sum, line) => sum + line.quantity, 0);
  const itemRoom = Math.max(0, limits.lineUnits - inCart);
  const orderRoom = Math.max(0, limits.orderUnits - cartUnits);
  const quantity = Math.min(wanted, itemRoom, orderRoom);
  const reached: CartLimitReached = quantity === wanted ? null : itemRoom <= orderRoom ? "line" : "order";
  return { lines: quantity > 0 ? addToCart(lines, { ...added, quantity }) : lines, reached };
}

/** Removes one line (the product in that colour and size); the product's other colours and sizes stay. */
export function removeFromCart(lines: CartLine[], key: CartLineKey): CartLine[] {
  return lines.filter((line) => !isLine(line, key));
}

/** Tolerant reading: a tampered or truncated cookie loses its bad parts, never the page. */
export function parseCart(value: string | null | undefined, isSize: SizeCheck): CartLine[] {
  let lines: CartLine[] = [];
  for (const part of (value ?? "").split(LINE_SEPARATOR).reverse()) {
    const [itemText, quantityText] = part.split(QUANTITY_SEPARATOR);
    const [productText, colorText] = itemText.split(COLOR_SEPARATOR);
    const dot = productText.indexOf(SIZE_SEPARATOR);
    const idText = dot < 0 ? productText : productText.slice(0, dot);
    const size = dot < 0 ? undefined : productText.slice(dot + 1);
    const id = productIdFrom(idText);
    if (id === null) continue;
    // A size the store does not sell (tampering) loses its line; no size at all is an old cookie's line.
    if (size !== undefined && !isSize(size)) continue;
    // So does a colour that is not an id; whether it is one of the product's is the order's check.
    const color = colorIdFrom(colorText);
    if (colorText !== undefined && color === undefined) continue;
    // Read from the back so each line keeps its place; duplicates (only a tampered cookie has them) merge.
    lines = addToCart(lines, cartLine({ id, size, color }, clampQuantity(quantityText)));
  }
  return lines;
}

export function serializeCart(lines: CartLine[]): string {
  return lines
    .slice(0, ORDER_LINES_MAX)
    .map((line) => {
      const size = line.size ? `${SIZE_SEPARATOR}${line.size}` : "";
      const color = line.color === undefined ? "" : `${COLOR_SEPARATOR}${line.color}`;
      return `${line.id}${size}${color}${QUANTITY_SEPARATOR}${clampQuantity(line.quantity)}`;
    })
    .join(LINE_SEPARATOR);
}

export type WishlistAdd = { ids: number[]; added: true } | { ids: number[]; added: false };

/** SPEC 4: a product already saved cannot be added again; a new one goes to the front. */
export function addToWishlist(ids: number[], id: number): WishlistAdd {
  if (ids.includes(id)) return { ids, added: false };
  return { ids: [id, ...ids].slice(0, WISHLIST_MAX), added: true };
}

export function removeFromWishlist(ids: number[], id: number): number[] {
  return ids.filter((saved) => saved !== id);
}

export function parseWishlist(value: string | null | undefined): number[] {
  const ids: number[] = [];
  for (const part of (value ?? "").split(LINE_SEPARATOR)) {
    const id = productIdFrom(part);
    if (id !== null && !ids.includes(id)) ids.push(id);
  }
  return ids.slice(0, WISHLIST_MAX);
}

export function serializeWishlist(ids: number[]): string {
  return ids.slice(0, WISHLIST_MAX).join(LINE_SEPARATOR);
}

/** Reads one cookie from a Cookie header (server) or from document.cookie (browser). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const pair of (cookieHeader ?? "").split(";")) {
    const index = pair.indexOf("=");
    if (index < 0) continue;
    if (pair.slice(0, index).trim() !== name) continue;
    const raw = pair.slice(index + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return null;
}

export interface ShopperLists {
  cart: CartLine[];
  wishlist: number[];
}

export function readShopperLists(cookieHeader: string | null | undefined, isSize: SizeCheck): ShopperLists {
  return {
    cart: parseCart(readCookie(cookieHeader, CART_KEY), isSize),
    wishlist: parseWishlist(readCookie(cookieHeader, WISHLIST_KEY)),
  };
}

/** The localStorage copy: plain JSON (`[{ id, size, color, quantity }]`), so other scripts and devtools can read it. */
export function mirrorToStorage(storage: Pick<Storage, "setItem">, lists: ShopperLists): void {
  storage.setItem(CART_KEY, JSON.stringify(lists.cart));
  storage.setItem(WISHLIST_KEY, JSON.stringify(lists.wishlist.map((id) => ({ id }))));
}

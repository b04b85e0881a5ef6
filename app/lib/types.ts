/** The API's answer shapes (SPEC section 3), shared by the API, its client and the UI. */
import type { ColorFamily } from "./colors";
import type { Locale } from "./i18n";
import type { DiscountKind } from "./discounts";
import type { Device } from "./format";
import type { OrderStage } from "./order-stages";
import type { Role } from "./roles";
import type { ReturnKind, ReturnStatus } from "./returns";
import type { ShopperMailKind } from "./shopper-mail";
import type { SizeStock } from "./sizes";

export interface ImageRef {
  url: string;
  /** Pixel size of the stored image (additive to SPEC's shape); absent while an image stored before sizes were recorded is not yet measured. */
  width?: number;
  height?: number;
}

/** The languages a product or a post may be translated into; English stays in SPEC's own fields. */
export const TRANSLATION_LOCALES = ["fr", "ar"] as const;
export type TranslationLocale = (typeof TRANSLATION_LOCALES)[number];

/** A product's translatable texts; an empty string is "not translated" (English shows instead). */
export interface ProductTexts {
  name: string;
  description: string;
}
/** A post's translatable texts; an empty string is "not translated" (English shows instead). */
export interface PostTexts {
  title: string;
  description: string;
  content: string;
  categories: string;
}
/** Every translation language with every field, as the API answers them ("" where none was written). */
export type ProductTranslationSet = Record<TranslationLocale, ProductTexts>;
export type PostTranslationSet = Record<TranslationLocale, PostTexts>;

/** A colour of a product (ARCHITECTURE decision 18), as the API answers it. */
export interface ProductColor {
  id: number;
  /** In the language of the answer, English where it is not translated. */
  name: string;
  /** The swatch, `#rrggbb`. */
  hex: string;
  family: ColorFamily;
  /** The colour's own pictures, in order. */
  images: ImageRef[];
  /** The colour's stock per size, in the order shoppers read sizes (`one` for a product in one size). */
  sizes: SizeStock[];
  /** Every translation of the name, "" where none was written. */
  translations: Record<TranslationLocale, { name: string }>;
}

/** One colour × size row of a product (docs/decisions/050): what stock, imports and feeds name by its SKU. */
export interface ProductVariant {
  /** The colour's id; null for a product without colours. */
  colorId: number | null;
  size: string;
  quantity: number;
  /** Unique in the store, upper case. */
  sku: string;
  /** GTIN-8, 12, 13 or 14, or null. */
  barcode: string | null;
}

/** The colour of an order line, as it was when the order was placed. */
export interface OrderLineColor {
  /** The colour's id; null once the colour is removed (only ever after the order closed). */
  id: number | null;
  /** Its English name then. */
  name: string;
  /** Its French and Arabic names then, "" where none was written. */
  translations: Record<TranslationLocale, { name: string }>;
}

export interface Product {
  id: number;
  /**
   * How catalogue files name the product (additive to SPEC's shape): lower case, unique, kept on rename. Optional
   * only so that objects built outside the API need not carry it.
   */
  handle?: string;
  name: string;
  price: string;
  /**
   * The price before the sale (additive to SPEC's shape), above `price`, with the same decimals; null when the
   * product is not on sale. Orders are always priced at `price`. Optional only so that objects built outside the
   * API need not carry it.
   */
  compareAtPrice?: string | null;
  /**
   * The whole percentage a sale takes off (percentOff in ~/lib/money), added by the pages' API client
   * (api-client.server.ts) to a product on sale, so that no page computes it in the browser. Not in the API's answer.
   */
  percentOff?: number;
  /** In a list, the sentence naming a product's colours in the page's language ("Colours: Green, Black"), added by the pages' API client. */
  colorNames?: string;
  quantity: string;
  description: string;
  images: ImageRef[];
  categories: string;
  type: string;
  createAt: string;
  updateAt: string;
  isNew: "true" | "false";
  /**
   * The maker's name the product feeds send as `brand` (additive to SPEC's shape); null when the shop sells it under
   * its own name (STORE_NAME). Optional only so that objects built outside the API need not carry it.
   */
  brand?: string | null;
  /**
   * False when staff keep the product out of the Google and Meta product feeds (additive to SPEC's shape); the
   * storefront shows it as before. Optional only so that objects built outside the API need not carry it.
   */
  inFeeds?: boolean;
  /**
   * Stock per size (additive to SPEC's shape), in the order shoppers read sizes; `quantity` above is their sum.
   * Optional only so that objects built outside the API need not carry it.
   */
  sizes?: SizeStock[];
  /**
   * The colours (additive to SPEC's shape), in order; empty for a product without colours. `images` above are the
   * first colour's pictures then the others', and `sizes` each size's stock over every colour. Optional only so
   * that objects built outside the API need not carry it.
   */
  colors?: ProductColor[];
  /**
   * Every colour × size row with its stock and codes (additive to SPEC's shape), the first colour's first, each
   * colour's sizes in the order shoppers read them. Optional only so that objects built outside the API need not
   * carry it.
   */
  variants?: ProductVariant[];
  /**
   * The French and Arabic texts (additive to SPEC's shape). The API always sends it; with `?lang=fr|ar` the SPEC
   * fields above already carry the translated text (English where a field is not translated). Optional here only
   * so that objects built outside the API need not carry it.
   */
  translations?: ProductTranslationSet;
}

export interface OrderLine {
  id: number | null;
  /** The order line's own id (additive to SPEC's shape), which a delivery in part names; not in the shopper's answer. */
  lineId?: number;
  name: string;
  images: ImageRef[];
  /** The pieces ordered. */
  quantity: number;
  /**
   * The pieces the shopper kept at the door (docs/decisions/055): null while the order is not delivered, or when it
   * was delivered whole.
   */
  keptQuantity: number | null;
  price: string;
  /** The size sold; null on orders placed before sizes existed. */
  size: string | null;
  /** The colour sold; null for a product without colours (and on orders placed before colours existed). */
  color: OrderLineColor | null;
  /** Current stock of the product, null when it was deleted since. */
  stock: number | null;
  /** The variant's SKU and barcode when the order was placed (null before SKUs existed, or without a barcode). */
  sku: string | null;
  barcode: string | null;
}

export interface Order {
  id: number;
  fullName: string;
  telephone: string;
  state: string;
  city: string;
  street: string;
  zip: string;
  place: "Home" | "Office";
  products: OrderLine[];
  status: 0 | 1;
  /** The shopper's order number, random (additive to SPEC's shape). */
  reference: string;
  /** The order's own figures, fixed when it was placed: the lines' sum, the delivery fee, and what is paid. */
  subtotal: string;
  shippingFee: string;
  total: string;
  /**
   * The discount code the order was placed with, as it was then (additive to SPEC's shape): its code, its kind,
   * and what it took off the goods or the delivery fee it waived. Null (and "0") without a code.
   */
  discountCode: string | null;
  discountKind: DiscountKind | null;
  discount: string;
  /** Where the order stands (app/lib/order-stages.ts); SPEC's status is 1 exactly when it is delivered. */
  stage: OrderStage;
  carrier: string | null;
  trackingNumber: string | null;
  /** Staff's own note; never in the shopper's answer. */
  staffNote?: string;
  /**
   * How many other orders of this telephone number were refused at the door (docs/decisions/056): in staff's
   * answers only (the list, one order, the answers of its moves), never in the shopper's.
   */
  refusals?: number;
  /** The order's timeline, oldest first (one order's answer only; the shopper's without who or notes). */
  history?: OrderEvent[];
  /** Pieces of the order coming back or back (docs/decisions/058): one order's staff answer only. */
  returns?: OrderReturn[];
  /** Staff's answers: whether a return of some of its pieces was recorded (it stays delivered, partly returned). */
  partlyReturned?: boolean;
  /** Staff's answers, for an exchange's own order: what it exchanges and what the courier settles; null otherwise. */
  exchange?: OrderExchange | null;
  /** The shopper's own answer, for an exchange's own order: what she pays at the door; null for any other. */
  settlement?: ShopperSettlement | null;
  /** Staff's answers: the shopper's e-mail for news of this order; null when she gave none. */
  email?: string | null;
  /** Staff's answers: the language of the page she ordered from, which her messages speak. */
  locale?: Locale;
  /** One order's staff answer: the messages written to the shopper about it, oldest first, and when each went out. */
  messages?: OrderMessage[];
  createAt: string;
}

/** A return of some pieces of a delivered order, or the return half of an exchange (docs/decisions/058). */
export interface OrderReturn {
  id: number;
  kind: ReturnKind;
  status: ReturnStatus;
  /** What the pieces are worth, as she paid for them: refunded by a return, credited against an exchange. */
  refund: string;
  note: string;
  createAt: string;
  receivedAt: string | null;
  createdBy: string | null;
  /** The exchange's own order; null for a return. */
  exchangeOrder: { id: number; reference: string } | null;
  /** The pieces of each order line (OrderLine.lineId) coming back, and what they are worth. */
  lines: { lineId: number; quantity: number; amount: string }[];
}

/** A message to the shopper about her order (app/lib/shopper-mail.ts). */
export interface OrderMessage {
  kind: ShopperMailKind;
  to: string;
  queuedAt: string;
  /** Null while it waits for the mail server (each failure retried later). */
  sentAt: string | null;
}

/** What an exchange's shopper reads on her order's page: the order it exchanges, the credit, what she pays or gets back. */
export interface ShopperSettlement {
  of: string;
  credit: string;
  collect: string;
  payBack: string;
  takeBack: number;
}

/** An exchange's own order, as staff and the courier read it. */
export interface OrderExchange {
  /** The delivered order it exchanges pieces of. */
  of: { id: number; reference: string };
  returnId: number;
  returnStatus: ReturnStatus;
  /** What the pieces she gives back are worth, credited against this order's total. */
  credit: string;
  /** The cash the courier collects: the total less the credit, when positive. */
  collect: string;
  /** The cash the shop owes her back: the credit less the total, when positive. */
  payBack: string;
  /** The pieces the courier takes back. */
  takeBack: number;
}

/** What order tracking tells whoever knows an order's number and telephone: where it stands and since when. */
export interface OrderTracking {
  reference: string;
  stage: OrderStage;
  status: 0 | 1;
  carrier: string | null;
  trackingNumber: string | null;
  createAt: string;
  /** Each stage the order reached, oldest first. */
  history: { at: string; to: OrderStage }[];
  /** The discount code the order was placed with (null: none), what it did, and what it took off or waived ("0" without one). */
  discountCode: string | null;
  discountKind: DiscountKind | null;
  discount: string;
  /** A parcel kept in part at the door (docs/decisions/055): each line with the pieces ordered and kept; empty otherwise. */
  kept: TrackedKeptLine[];
}

/** A line of a parcel kept in part, as tracking shows it to the shopper. */
export interface TrackedKeptLine {
  name: string;
  size: string | null;
  color: OrderLineColor | null;
  /** The pieces ordered. */
  quantity: number;
  /** The pieces kept. */
  keptQuantity: number;
}

/** One change of an order's stage. */
export interface OrderEvent {
  at: string;
  /** The staff member's name; null for the shopper who placed it (and in the shopper's own answer). */
  by: string | null;
  /** null when the order was placed. */
  from: OrderStage | null;
  to: OrderStage;
  note: string;
  /** A parcel kept in part at the door (docs/decisions/055): each line's pieces ordered and kept, and the figures before. */
  kept?: OrderEventKept;
  /** A return or an exchange recorded or received (docs/decisions/058); the order's stage is unchanged by it. */
  returned?: OrderEventReturned;
}

/** What a return's event on a timeline records: which return, and whether it was recorded, received, or is an exchange's start. */
export interface OrderEventReturned {
  returnId: number;
  event: "recorded" | "received" | "exchange";
}

/** A line of a parcel kept in part, as the delivery recorded it. */
export interface KeptLine {
  /** The order line's own id (OrderLine.lineId). */
  lineId: number;
  name: string;
  /** The colour's English name when the order was placed; null for a product without colours. */
  color: string | null;
  size: string | null;
  ordered: number;
  kept: number;
}

/** What a delivery in part recorded: the lines, and the order's figures as placed (the order now holds the kept ones). */
export interface OrderEventKept {
  lines: KeptLine[];
  ordered: { subtotal: string; discount: string; total: string };
}

/** What a move of an order recorded beyond its stage and note (order_events.detail). */
export interface OrderEventDetail {
  kept?: OrderEventKept;
  returned?: OrderEventReturned;
}

export interface Post {
  id: number;
  title: string;
  description: string;
  content: string;
  author: string;
  categories: string;
  tags: string;
  imgUrl: string;
  /** Pixel size of the cover (additive to SPEC's shape), as for product images. */
  imgWidth?: number;
  imgHeight?: number;
  createAt: string;
  updateAt: string;
  /** The French and Arabic texts (additive to SPEC's shape), as for products. */
  translations?: PostTranslationSet;
}

export interface Message {
  messageId: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  deviceType: string;
  device: Device;
  createAt: string;
}

/** A newsletter subscriber, as GET /api/newsletter answers (admins only). */
export interface Subscriber {
  email: string;
  /** The language the subscriber reads: en, fr or ar. */
  locale: string;
  createAt: string;
  /** The path of the subscriber's unsubscribe link. */
  unsubscribePath: string;
}

export interface User {
  id: number;
  username: string;
  email: string;
  role: Role;
  imgUrl: string;
  createAt: string;
  updateAt: string;
}

export const PRODUCT_IMAGE_PATH = "/api/products/images/";
export const POST_IMAGE_PATH = "/api/posts/images/";

/** A page the sitemap lists: a product or post id and when it last changed. */
export interface SitemapEntry {
  id: number;
  updateAt: string;
}

/** What the sitemap needs to lay itself out without reading whole tables. */
export interface SitemapSummary {
  products: { count: number; updatedAt: string | null };
  posts: { count: number; updatedAt: string | null };
  /** Products per type and category, with their last change (for the category pages' lastmod). */
  categories: { type: string; category: string; count: number; updatedAt: string | null }[];
}

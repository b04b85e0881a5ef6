/** Every limit of SPEC sections 5 and 9, named once. */
export const NAME_MIN = 3;
export const NAME_MAX = 20;
export const DESCRIPTION_MIN = 15;
export const DESCRIPTION_MAX = 400;
export const PRICE_MAX_LENGTH = 10;
export const QUANTITY_MAX_LENGTH = 5;
/** The largest id a record can have: the database's integer. */
export const ID_MAX = 2_147_483_647;
export const TELEPHONE_LENGTH = 8;
/** The longest order number a shopper may type: 12 characters, with room for dashes and spaces. */
export const ORDER_REFERENCE_INPUT_MAX = 24;
export const EMAIL_MAX = 30;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
/** The most any line may ask for, whatever the shop's own limit (ORDER_LINE_MAX_UNITS may not go above it). */
export const ORDER_LINE_QUANTITY_MAX = 999;
export const ORDER_LINES_MAX = 100;
export const CONTACT_NAME_MAX = 100;
export const CONTACT_EMAIL_MAX = 254;
export const CONTACT_SUBJECT_MAX = 150;
export const CONTACT_MESSAGE_MAX = 5000;
export const STREET_MAX = 120;
export const POST_CONTENT_MAX = 100_000;
export const POST_FREE_TEXT_MAX = 200;
export const USER_AGENT_MAX = 500;
/** The longest store path a redirect follows from a request (`?to=`, a form's `back`): longer Location headers break proxies. */
export const REDIRECT_PATH_MAX = 2_048;

export const HOME_PRODUCTS = 8;
export const HOME_POSTS = 8;
export const MORE_PRODUCTS = 6;
export const RECENT_POSTS = 4;
export const DASHBOARD_PAGE_SIZE = 5;
export const ADMIN_PAGE_SIZE = 10;
/** Products per category page: the grid is paged by the database, so a large catalogue never loads whole. */
export const CATEGORY_PAGE_SIZE = 24;
export const CATEGORY_FILTER_DELAY_MS = 700;
/** The longest search the products and posts APIs take (`q`); the search page cuts a longer one. */
export const SEARCH_QUERY_MAX = 100;
/** Posts shown below a search's products. */
export const SEARCH_POSTS = 4;
export const NOTICE_DURATION_MS = 3000;
/**
 * How long an idle keep-alive connection stays open. Node's 5 s default closes sockets that clients (browsers,
 * proxies, load balancers with their usual 60 s) are about to reuse: a request sent as the server closes its socket
 * fails with ECONNRESET. Longer than the usual proxy's idle timeout, so the proxy always closes first.
 */
export const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGES_PER_UPLOAD_MAX = 10;
export const BODY_MAX_BYTES = 10 * 1024 * 1024;
/** A full batch of product images, plus the multipart envelope. */
export const UPLOAD_BATCH_MAX_BYTES = IMAGES_PER_UPLOAD_MAX * IMAGE_MAX_BYTES + 1024 * 1024;
/** Page forms without files stay small; admin forms with images carry a full batch. */
export const PAGE_FORM_MAX_BYTES = 1024 * 1024;
/**
 * The most parts a multipart page form may have. The largest form of the store (a product with a colour per
 * row, every size of each, three languages and a batch of pictures) has a few hundred; a form of a hundred
 * thousand tiny parts costs half a second of the processor to read, before any action could refuse it.
 */
export const PAGE_FORM_MAX_PARTS = 2000;
/**
 * The rendered invoice and credit note PDFs one instance keeps in memory, the least recently asked for going
 * first. An invoice's PDF weighs about 30 KiB, so this keeps over a thousand: every document asked for in a
 * busy season, at the cost of a small share of an instance's memory.
 */
export const KEPT_PDFS_MAX_BYTES = 32 * 1024 * 1024;
export const ACCEPTED_IMAGE_EXTENSIONS = ["png", "jpg", "jpeg", "gif"] as const;
export const ACCEPTED_IMAGE_MIME = "image/png,image/jpeg,image/gif";

/** Failed sign-ins one client may make for one e-mail in the window, since its last success there. */
export const LOGIN_MAX_FAILURES = 10;
export const LOGIN_WINDOW_MINUTES = 15;
/**
 * Failed sign-ins one account may take from all clients in an hour (OWASP ASVS 2.2.1); beyond, only the clients
 * that signed in to it within LOGIN_KNOWN_CLIENT_DAYS may still try, so that no one elsewhere locks its owner out.
 */
export const LOGIN_ACCOUNT_MAX_FAILURES = 100;
export const LOGIN_ACCOUNT_WINDOW_MINUTES = 60;
export const LOGIN_KNOWN_CLIENT_DAYS = 30;
export const LIST_LIMIT_MAX = 200;
/**
 * A list request with `Prefer: count=none` (RFC 7240) gets no X-Total-Count: a client
 * that shows no total (the newest products of a page) spares the database a count.
 */
export const SKIP_TOTAL_PREFERENCE = "count=none";

export const RICH_TEXT_HEIGHT = 500;

/** Search engines show about this many characters of a meta description. */
export const META_DESCRIPTION_MAX = 160;
/** The sitemap protocol's limit of URLs in one sitemap file; beyond it /sitemap.xml becomes an index. */
export const SITEMAP_URLS_MAX = 50_000;
/** Sitemap entries the API answers per call, so a sitemap streams a page at a time instead of a whole table. */
export const SITEMAP_CHUNK_MAX = 5_000;
/**
 * Rows a CSV export reads from the database at a time (orders: orders, each with its lines), by id after the
 * last one read, and writes out before it reads the next: memory stays flat at any number of orders.
 */
export const EXPORT_BATCH_SIZE = 500;

/** The wishlist cookie holds at most this many product ids (a cookie stays under 4 KB). */
export const WISHLIST_MAX = 100;
/** Cart and wishlist cookies outlive the browser session, like the spec's localStorage. */
export const CART_COOKIE_MAX_AGE_DAYS = 90;
/** How long the shopper's language choice is remembered for their next visit to `/`. */
export const LANGUAGE_COOKIE_MAX_AGE_DAYS = 365;

/** SPEC 9: sale percentages on the home page. */
export const HERO_SALE_PERCENT = 75;
export const SALE_PERCENTS = { shoes: 50, watches: 55, jewellery: 65, handbags: 60 } as const;

/** An order's stage change: the note staff write with it, the carrier's name and the parcel's tracking number. */
export const ORDER_NOTE_MAX = 500;
export const CARRIER_MAX = 40;
export const TRACKING_NUMBER_MAX = 40;

/** New orders one telephone number may hold at once (MAX_NEW_ORDERS_PER_PHONE; 0: no limit). */
export const MAX_NEW_ORDERS_PER_PHONE_DEFAULT = 3;

/**
 * How much one order may take out of stock: stock is held from the order until staff confirm or cancel it, so
 * without a cap one anonymous order could mark the whole catalogue sold out.
 */
export interface OrderLimits {
  /** Units of one product in one size (ORDER_LINE_MAX_UNITS). */
  lineUnits: number;
  /** Units of the whole order, all lines together (ORDER_MAX_UNITS). */
  orderUnits: number;
}
export const ORDER_LIMITS_DEFAULT: OrderLimits = { lineUnits: 10, orderUnits: 30 };

/**
 * New orders never confirmed are cancelled after this many days (STALE_ORDER_DAYS; 0 or off: never), their stock
 * back: a shop's confirmation call happens within a day or two, so an older New order is most likely fake.
 */
export const STALE_ORDER_DAYS_DEFAULT = 3;
/** How often each process looks for stale New orders, after a first look at start. */
export const STALE_ORDER_SWEEP_MINUTES = 15;

/** An unsubscribe token is 32 characters; anything much longer is not one. */
export const NEWSLETTER_TOKEN_MAX = 64;

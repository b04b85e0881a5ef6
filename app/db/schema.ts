import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { colorFamilies } from "../lib/colors";
import { discountKinds } from "../lib/discounts";
import { invoiceKinds, type InvoiceContent } from "../lib/invoices";
import { DEFAULT_LOCALE, LOCALES } from "../lib/i18n";
import { orderStages } from "../lib/order-stages";
import { returnKinds, returnStatuses } from "../lib/returns";
import type { OrderEventDetail } from "../lib/types";

/** Per language (fr, ar): the translated texts of a product or a post; English stays in the columns. */
export type ProductTranslations = Partial<Record<"fr" | "ar", { name?: string; description?: string }>>;
/** Per language (fr, ar): the translated name of a colour; English stays in its column. */
export type ColorTranslations = Partial<Record<"fr" | "ar", { name?: string }>>;
export type PostTranslations = Partial<
  Record<"fr" | "ar", { title?: string; description?: string; content?: string; categories?: string }>
>;

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("create_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("update_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    username: text("username").notNull(),
    email: text("email").notNull(),
    passwordHash: text("password_hash").notNull(),
    role: text("role", { enum: ["SUPER_ADMIN", "ADMIN", "EDITOR"] }).notNull(),
    imgUrl: text("img_url").notNull().default(""),
    /** The language the back office speaks to this staff member (see app/lib/i18n.ts). */
    locale: text("locale").notNull().default("en"),
    createAt: createdAt(),
    updateAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_unique").on(sql`lower(${t.email})`), index("users_role_idx").on(t.role)],
);

export const accessTokens = pgTable(
  "access_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull(),
    createAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("access_tokens_hash_unique").on(t.tokenHash)],
);

export const loginAttempts = pgTable(
  "login_attempts",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    succeeded: boolean("succeeded").notNull(),
    /** The client's address (app/client-address.server.ts), so that one client's failures never lock out another. */
    client: text("client"),
    createAt: createdAt(),
  },
  (t) => [
    index("login_attempts_email_time_idx").on(t.email, t.createAt),
    index("login_attempts_email_client_time_idx").on(t.email, t.client, t.createAt),
    index("login_attempts_time_idx").on(t.createAt),
  ],
);

/** Uploaded images, stored in the database so every app instance serves the same files. */
export const media = pgTable("media", {
  name: text("name").primaryKey(),
  mimeType: text("mime_type").notNull(),
  size: integer("size").notNull(),
  sha256: text("sha256").notNull(),
  bytes: bytea("bytes").notNull(),
  /** Intrinsic size in pixels, for the pages' width and height; null until an image stored before it was recorded is measured at start. */
  width: integer("width"),
  height: integer("height"),
  createAt: createdAt(),
});

/** WebP copies of an image at the widths of IMAGE_VARIANT_WIDTHS (app/lib/images.ts), named `<hash>-<width>.webp`. */
export const mediaVariants = pgTable(
  "media_variants",
  {
    name: text("name").primaryKey(),
    source: text("source")
      .notNull()
      .references(() => media.name, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    size: integer("size").notNull(),
    sha256: text("sha256").notNull(),
    bytes: bytea("bytes").notNull(),
    createAt: createdAt(),
  },
  (t) => [index("media_variants_source_idx").on(t.source)],
);

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    /**
     * How catalogue files name the product (docs/decisions/051): lower case, unique, made from the English name
     * when the product is created and never rewritten by a rename. Imports find the product again by it.
     */
    handle: text("handle").notNull(),
    price: numeric("price", { precision: 12, scale: 3 }).notNull(),
    /** The price before the sale, shown struck through beside `price`; null when the product is not on sale. */
    compareAtPrice: numeric("compare_at_price", { precision: 12, scale: 3 }),
    quantity: integer("quantity").notNull(),
    description: text("description").notNull(),
    type: text("type").notNull(),
    category: text("category").notNull(),
    isNew: boolean("is_new").notNull().default(false),
    /**
     * The maker's name the product feeds send as `brand` (docs/decisions/054); null when the shop sells it under its
     * own name (STORE_NAME).
     */
    brand: text("brand"),
    /** False when staff keep the product out of the Google and Meta feeds; the storefront shows it as before. */
    inFeeds: boolean("in_feeds").notNull().default(true),
    /** French and Arabic texts beside the English columns; a missing one falls back to English. */
    translations: jsonb("translations").$type<ProductTranslations>().notNull().default({}),
    createAt: createdAt(),
    updateAt: updatedAt(),
  },
  (t) => [
    // The category pages list a type (and maybe one category) newest first, a page at a time:
    // these read a page straight off the index instead of filtering the whole catalogue by date.
    index("products_type_newest_idx").on(t.type, t.createAt, t.id),
    index("products_type_category_newest_idx").on(t.type, t.category, t.createAt, t.id),
    index("products_category_idx").on(t.category),
    index("products_create_at_idx").on(t.createAt),
    uniqueIndex("products_handle_idx").on(t.handle),
    check("products_handle_format", sql`${t.handle} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.handle}) <= 80`),
    // The products on sale, newest first (`onSale=1`): a few among many, read off their own small index.
    index("products_on_sale_newest_idx")
      .on(t.createAt, t.id)
      .where(sql`${t.compareAtPrice} is not null`),
    check("products_quantity_not_negative", sql`${t.quantity} >= 0`),
    // A compare-at price at or below the price would show a "sale" that takes nothing off.
    check("products_compare_at_above_price", sql`${t.compareAtPrice} is null or ${t.compareAtPrice} > ${t.price}`),
  ],
);

/**
 * The colours of a product, in order (ARCHITECTURE decision 18). A product without colours has exactly one
 * colourless row (no name, swatch or family), so that its pictures, its stock and every order line go through
 * the same rows as a colour's. A product with colours has named rows only.
 */
export const productColors = pgTable(
  "product_colors",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    position: smallint("position").notNull().default(0),
    /** The English name; null for the colourless row of a product without colours. */
    name: text("name"),
    /** French and Arabic names; a missing one falls back to English, as a product's texts do. */
    translations: jsonb("translations").$type<ColorTranslations>().notNull().default({}),
    /** The swatch, `#rrggbb` in lower case. */
    hex: text("hex"),
    /** One of colorFamilies (app/lib/colors.ts), for the category pages' colour filter. */
    family: text("family"),
    /**
     * The words search finds the colour by: its names and its family's names in every language (colorSearchText,
     * written with the colour). A trigger adds them to its product's search texts (migration 0016), since the
     * family's names live in app/lib/colors.ts, not in the database.
     */
    searchText: text("search_text").notNull().default(""),
  },
  (t) => [
    index("product_colors_product_idx").on(t.productId, t.position),
    // What stock rows and pictures reference: a colour together with its own product, so neither can point
    // at another product's colour.
    uniqueIndex("product_colors_id_product_idx").on(t.id, t.productId),
    // At most one colourless row per product.
    uniqueIndex("product_colors_colorless_idx")
      .on(t.productId)
      .where(sql`${t.name} is null`),
    // A colour has a name, a swatch and a family, or (the colourless row) none of them.
    check("product_colors_named_whole", sql`(${t.name} is null) = (${t.hex} is null) and (${t.name} is null) = (${t.family} is null)`),
    check("product_colors_hex", sql`${t.hex} is null or ${t.hex} ~ '^#[0-9a-f]{6}$'`),
    check(
      "product_colors_family_known",
      sql`${t.family} is null or ${t.family} in (${sql.raw(colorFamilies.map((family) => `'${family}'`).join(", "))})`,
    ),
  ],
);

/**
 * Stock per product, colour and size, one row each (ARCHITECTURE decisions 14 and 18). A product's `quantity`
 * is the sum of its rows, kept true in the same transaction as every change; a colour sold in one size has
 * one row, `one`.
 */
export const productSizes = pgTable(
  "product_sizes",
  {
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: integer("color_id").notNull(),
    size: text("size").notNull(),
    quantity: integer("quantity").notNull(),
    /**
     * The variant's code (docs/decisions/050): upper case, unique in the store, generated when staff leave it
     * empty and never rewritten by a rename. Imports, stock counts and feeds name the variant by it.
     */
    sku: text("sku").notNull(),
    /** Its GTIN (8, 12, 13 or 14 digits, check digit verified by app/lib/sku.ts), when it has one. */
    barcode: text("barcode"),
  },
  (t) => [
    primaryKey({ columns: [t.colorId, t.size] }),
    // Stored upper case (the check below), so equal codes in any case collide here.
    uniqueIndex("product_sizes_sku_idx").on(t.sku),
    // A UPC-A and the same code as an EAN-13 with a leading zero are one barcode.
    uniqueIndex("product_sizes_barcode_idx")
      .on(sql`lpad(${t.barcode}, 14, '0')`)
      .where(sql`${t.barcode} is not null`),
    check("product_sizes_sku_format", sql`${t.sku} ~ '^[A-Z0-9]+(-[A-Z0-9]+)*$' and length(${t.sku}) <= 40`),
    check("product_sizes_barcode_format", sql`${t.barcode} is null or ${t.barcode} ~ '^([0-9]{8}|[0-9]{12,14})$'`),
    foreignKey({
      name: "product_sizes_color_fk",
      columns: [t.colorId, t.productId],
      foreignColumns: [productColors.id, productColors.productId],
    }).onDelete("cascade"),
    index("product_sizes_product_idx").on(t.productId),
    // The category pages' size filter: the products with stock in one size.
    index("product_sizes_in_stock_idx")
      .on(t.size, t.productId)
      .where(sql`${t.quantity} > 0`),
    check("product_sizes_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
);

/**
 * What search reads of each product: its names, and its names and descriptions, in every language, folded
 * (search_fold, migration 0006). A trigger on products keeps them (migration 0007), so that every way of
 * writing a product keeps them true, and no product read carries them.
 */
export const productSearch = pgTable(
  "product_search",
  {
    productId: integer("product_id")
      .primaryKey()
      .references(() => products.id, { onDelete: "cascade" }),
    names: text("names").notNull(),
    text: text("text").notNull(),
    /** The product's creation time, so that a search is ranked and paged on this table alone (migration 0011). */
    createAt: timestamp("create_at", { withTimezone: true }),
  },
  // Trigrams find parts of words in any text.
  (t) => [index("product_search_trgm_idx").using("gin", t.text.op("gin_trgm_ops"))],
);

/**
 * Every word the catalogue's texts have held (folded), kept by the same trigger: the words a query with a
 * typo may have meant are looked up here, a small table, rather than in every product.
 */
export const searchWords = pgTable("search_words", { word: text("word").primaryKey() }, (t) => [
  index("search_words_trgm_idx").using("gin", t.word.op("gin_trgm_ops")),
]);

export const productImages = pgTable(
  "product_images",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The colour the picture shows (the colourless row's for a product without colours). */
    colorId: integer("color_id").notNull(),
    url: text("url").notNull(),
    /** The picture's place among its colour's pictures. */
    position: smallint("position").notNull(),
  },
  (t) => [
    index("product_images_product_idx").on(t.productId, t.position),
    index("product_images_color_idx").on(t.colorId, t.position),
    foreignKey({
      name: "product_images_color_fk",
      columns: [t.colorId, t.productId],
      foreignColumns: [productColors.id, productColors.productId],
    }).onDelete("cascade"),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    fullName: text("full_name").notNull(),
    telephone: text("telephone").notNull(),
    state: text("state").notNull(),
    city: text("city").notNull(),
    street: text("street").notNull(),
    zip: text("zip").notNull(),
    place: text("place", { enum: ["Home", "Office"] }).notNull(),
    status: smallint("status").notNull().default(0),
    /** Where the order stands (app/lib/order-stages.ts); `status` is 1 exactly when it is delivered. */
    stage: text("stage", { enum: orderStages }).notNull().default("new"),
    carrier: text("carrier"),
    trackingNumber: text("tracking_number"),
    /** What staff want to remember about the order ("deliver after 5 pm"). */
    staffNote: text("staff_note").notNull().default(""),
    /** The shopper's order number (app/models/orders.server.ts): random, never the id, so no one can guess another's. */
    reference: text("reference").notNull(),
    /** The order's own figures, worked out by the server when it was placed: later price or fee changes never alter them. */
    subtotal: numeric("subtotal", { precision: 12, scale: 3 }).notNull(),
    shippingFee: numeric("shipping_fee", { precision: 12, scale: 3 }).notNull(),
    total: numeric("total", { precision: 12, scale: 3 }).notNull(),
    /**
     * The discount code of the order, copied as it was (docs/decisions/047): a later change to the code, or its
     * deletion, never alters a placed order. `discount` is what it took off the goods, or the delivery fee it
     * waived; 0 without a code.
     */
    discountCode: text("discount_code"),
    discountKind: text("discount_kind", { enum: discountKinds }),
    discount: numeric("discount", { precision: 12, scale: 3 }).notNull().default("0"),
    /**
     * A percent code's percentage as the order took it (docs/decisions/055), so that its discount is worked out
     * again on what the shopper keeps at the door; null for the other kinds, and on orders placed before it was kept.
     */
    discountPercent: integer("discount_percent"),
    /** The shopper's address for news of this order only (never the newsletter's); null when she gave none. */
    email: text("email"),
    /** The language of the page she ordered from: her messages speak it. */
    locale: text("locale", { enum: LOCALES }).notNull().default(DEFAULT_LOCALE),
    createAt: createdAt(),
  },
  (t) => [
    index("orders_status_idx").on(t.status),
    check("orders_locale_known", sql`${t.locale} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(", "))})`),
    index("orders_discount_code_idx").on(t.discountCode),
    index("orders_stage_idx").on(t.stage, t.createAt),
    check("orders_stage_known", sql`${t.stage} in (${sql.raw(orderStages.map((stage) => `'${stage}'`).join(", "))})`),
    index("orders_create_at_idx").on(t.createAt),
    uniqueIndex("orders_reference_idx").on(t.reference),
    // How often a telephone number refused a parcel: read for every order the back office lists.
    index("orders_refused_telephone_idx")
      .on(t.telephone)
      .where(sql`${t.stage} = 'refused'`),
  ],
);

/** The shop's discount codes (docs/decisions/047; the rules in app/lib/discounts.ts). */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    /** As staff wrote it, upper case (normalizeCode). */
    code: text("code").notNull(),
    /** What it sounds and looks like (codeKey): unique, so no two codes can be mistaken for each other. */
    codeKey: text("code_key").notNull(),
    kind: text("kind", { enum: discountKinds }).notNull(),
    percent: smallint("percent"),
    amount: numeric("amount", { precision: 12, scale: 3 }),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    minSubtotal: numeric("min_subtotal", { precision: 12, scale: 3 }),
    /** Product types it is for; empty: every type. */
    productTypes: jsonb("product_types").$type<string[]>().notNull().default([]),
    excludeSale: boolean("exclude_sale").notNull().default(false),
    maxUses: integer("max_uses"),
    /** Uses by orders not cancelled or returned: taken in the order's transaction, given back exactly once. */
    uses: integer("uses").notNull().default(0),
    oncePerPhone: boolean("once_per_phone").notNull().default(false),
    paused: boolean("paused").notNull().default(false),
    note: text("note").notNull().default(""),
    createAt: createdAt(),
    updateAt: timestamp("update_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("discount_codes_code_key_idx").on(t.codeKey),
    check("discount_codes_kind_known", sql`${t.kind} in (${sql.raw(discountKinds.map((kind) => `'${kind}'`).join(", "))})`),
    check("discount_codes_uses_within", sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check(
      "discount_codes_terms_whole",
      sql`(${t.kind} <> 'percent' or ${t.percent} between 1 and 100) and (${t.kind} <> 'fixed' or ${t.amount} > 0)`,
    ),
  ],
);

/**
 * One row per order placed with a code: the use it took. `phoneKey` is the order's telephone when the code is
 * once per telephone (else null), so a unique index holds "one use per number" even under concurrent orders.
 */
export const discountUses = pgTable(
  "discount_uses",
  {
    orderId: integer("order_id")
      .primaryKey()
      .references(() => orders.id, { onDelete: "cascade" }),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    phoneKey: text("phone_key"),
    /** When a cancel or a return gave the use back; null while the order holds it. */
    releasedAt: timestamp("released_at", { withTimezone: true }),
  },
  (t) => [
    index("discount_uses_code_idx").on(t.codeId),
    uniqueIndex("discount_uses_phone_idx")
      .on(t.codeId, t.phoneKey)
      .where(sql`${t.releasedAt} is null and ${t.phoneKey} is not null`),
  ],
);

/** Every change of an order's stage, who made it, when, and why: appended, never changed (the order's timeline). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member; null for the shopper who placed the order, or an account deleted since. */
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    /** null when the order was placed. */
    fromStage: text("from_stage"),
    toStage: text("to_stage").notNull(),
    note: text("note").notNull().default(""),
    /** What the move recorded beyond its stage: for a parcel kept in part, each line's pieces ordered and kept (docs/decisions/055). */
    detail: jsonb("detail").$type<OrderEventDetail>(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.id)],
);

/**
 * The last number given in each year (docs/decisions/049): the issuing transaction increments its row, which
 * holds the row's lock until it commits or rolls back, so numbers come one after the other, never twice, and
 * a failed issue gives its number back.
 */
export const invoiceCounters = pgTable("invoice_counters", {
  year: integer("year").primaryKey(),
  last: integer("last").notNull(),
});

/**
 * Invoices and credit notes: each copies everything it prints when it is issued (`content`) and never changes.
 * An order has at most one invoice, one credit note of the whole order, and one partial credit note per return of
 * some of its pieces (docs/decisions/058); a credit note names the invoice it corrects.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: serial("id").primaryKey(),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    kind: text("kind", { enum: invoiceKinds }).notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    correctsId: integer("corrects_id"),
    /** The return a partial credit note gives back the pieces of (docs/decisions/058); null for the others. */
    returnId: integer("return_id").references(() => orderReturns.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** The staff member, kept by name too, so deleting the account leaves the invoice whole. */
    issuedById: integer("issued_by_id").references(() => users.id, { onDelete: "set null" }),
    issuedBy: text("issued_by"),
    content: jsonb("content").$type<InvoiceContent>().notNull(),
  },
  (t) => [
    uniqueIndex("invoices_number_idx").on(t.number),
    uniqueIndex("invoices_year_sequence_idx").on(t.year, t.sequence),
    // One invoice per order, one credit note of the whole order, and one partial credit note per return.
    uniqueIndex("invoices_order_invoice_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex("invoices_order_credit_note_idx")
      .on(t.orderId)
      .where(sql`${t.kind} = 'credit_note' and ${t.returnId} is null`),
    uniqueIndex("invoices_return_idx").on(t.returnId),
    check("invoices_return_credits", sql`${t.returnId} is null or ${t.kind} = 'credit_note'`),
    foreignKey({ columns: [t.correctsId], foreignColumns: [t.id], name: "invoices_corrects_fk" }).onDelete("restrict"),
    check("invoices_kind_known", sql`${t.kind} in (${sql.raw(invoiceKinds.map((kind) => `'${kind}'`).join(", "))})`),
    check("invoices_credit_note_corrects", sql`(${t.kind} = 'credit_note') = (${t.correctsId} is not null)`),
  ],
);

/** The newsletter's subscribers, who agreed to it; the token is their unsubscribe link, which needs no account. */
export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Lower case, so that one address is one subscriber however it is typed. */
  email: text("email").notNull().unique(),
  locale: text("locale").notNull().default("en"),
  token: text("token").notNull().unique(),
  createAt: createdAt(),
});

/**
 * Back-in-stock alerts (docs/decisions/060): a shopper's address waiting for one sold-out colour × size. Written
 * unconfirmed; only the link of the confirmation e-mail confirms it, so that nobody can make the store write to
 * someone else's address. The restock sweep deletes a confirmed alert in the transaction that writes its message,
 * and the purge deletes any alert past its days: the address is kept no longer than needed.
 */
export const stockAlerts = pgTable(
  "stock_alerts",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    colorId: integer("color_id").notNull(),
    size: text("size").notNull(),
    /** Lower case, so that one address asks once per variant however it is typed. */
    email: text("email").notNull(),
    locale: text("locale").notNull().default(DEFAULT_LOCALE),
    /** The secret of the confirm and cancel links. */
    token: text("token").notNull().unique(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createAt: createdAt(),
  },
  (t) => [
    uniqueIndex("stock_alerts_variant_email_idx").on(t.colorId, t.size, t.email),
    // The sweep reads the confirmed alerts only.
    index("stock_alerts_confirmed_idx")
      .on(t.colorId, t.size)
      .where(sql`${t.confirmedAt} is not null`),
    index("stock_alerts_product_idx").on(t.productId),
    index("stock_alerts_create_idx").on(t.createAt),
    // Not a key on the stock row: a product's save writes its stock rows anew. A colour removed takes its alerts;
    // a size removed leaves its alerts unmatched until the purge.
    foreignKey({
      name: "stock_alerts_color_fk",
      columns: [t.colorId, t.productId],
      foreignColumns: [productColors.id, productColors.productId],
    }).onDelete("cascade"),
    check("stock_alerts_locale_known", sql`${t.locale} in (${sql.raw(LOCALES.map((locale) => `'${locale}'`).join(", "))})`),
  ],
);

/** The delivery fee to each governorate (SPEC's 24 states), edited by admins in the back office. */
export const shippingFees = pgTable("shipping_fees", {
  state: text("state").primaryKey(),
  fee: numeric("fee", { precision: 12, scale: 3 }).notNull(),
});

/** The store's settings that staff change at run time, one row each (`free_shipping_over`, …). */
export const storeSettings = pgTable("store_settings", {
  key: text("key").primaryKey(),
  value: text("value"),
  updateAt: updatedAt(),
});

/** Name, unit price and picture are copied at order time, so later edits never rewrite an order. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    unitPrice: numeric("unit_price", { precision: 12, scale: 3 }).notNull(),
    quantity: integer("quantity").notNull(),
    /** The size sold (app/lib/sizes.ts); null on lines of orders placed before sizes existed. */
    size: text("size"),
    /**
     * The colour row the stock was taken from (a product's colourless row when it has no colours), for the
     * restock; null once that colour or product is deleted, which removing a colour open orders hold never is.
     */
    colorId: integer("color_id").references(() => productColors.id, { onDelete: "set null" }),
    /** The colour's English name when the order was placed; null for a product without colours. */
    colorName: text("color_name"),
    /** Its French and Arabic names then. */
    colorTranslations: jsonb("color_translations").$type<ColorTranslations>().notNull().default({}),
    imageUrl: text("image_url"),
    /** The variant's SKU and barcode when the order was placed: a later change of either never rewrites the line. */
    sku: text("sku"),
    barcode: text("barcode"),
    /**
     * How many pieces the shopper kept at the door (docs/decisions/055), from 0 to `quantity`; null while the
     * parcel is not delivered, or when it was delivered whole.
     */
    keptQuantity: integer("kept_quantity"),
    /**
     * Whether the order's discount code applied to this line when it was placed (its type and sale met the code's
     * terms): what a code takes off the pieces kept at the door reads it (docs/decisions/055). False without a code;
     * null on orders placed before it was kept.
     */
    discounted: boolean("discounted"),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId),
    index("order_lines_color_idx").on(t.colorId),
    check(
      "order_lines_kept_within_ordered",
      sql`${t.keptQuantity} is null or (${t.keptQuantity} >= 0 and ${t.keptQuantity} <= ${t.quantity})`,
    ),
  ],
);

/**
 * Pieces of a delivered order coming back (docs/decisions/058): a return of some pieces, or the return half of an
 * exchange, whose new pieces travel in an order of their own (`exchangeOrderId`, linking the two both ways).
 * `refund` is what the pieces are worth, as the shopper paid for them: refunded by a return, credited by an exchange.
 */
export const orderReturns = pgTable(
  "order_returns",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "restrict" }),
    kind: text("kind", { enum: returnKinds }).notNull(),
    status: text("status", { enum: returnStatuses }).notNull().default("awaiting"),
    exchangeOrderId: integer("exchange_order_id").references(() => orders.id, { onDelete: "restrict" }),
    refund: numeric("refund", { precision: 12, scale: 3 }).notNull(),
    note: text("note").notNull().default(""),
    createAt: createdAt(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    receivedById: integer("received_by_id").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("order_returns_order_idx").on(t.orderId),
    uniqueIndex("order_returns_exchange_order_idx").on(t.exchangeOrderId),
    check("order_returns_kind_known", sql`${t.kind} in (${sql.raw(returnKinds.map((kind) => `'${kind}'`).join(", "))})`),
    check("order_returns_status_known", sql`${t.status} in (${sql.raw(returnStatuses.map((status) => `'${status}'`).join(", "))})`),
    check("order_returns_exchange_has_order", sql`(${t.kind} = 'exchange') = (${t.exchangeOrderId} is not null)`),
    check("order_returns_received_at", sql`(${t.status} = 'received') = (${t.receivedAt} is not null)`),
  ],
);

/** The pieces of each line a return brings back, and what they are worth (docs/decisions/058). */
export const orderReturnLines = pgTable(
  "order_return_lines",
  {
    id: serial("id").primaryKey(),
    returnId: integer("return_id")
      .notNull()
      .references(() => orderReturns.id, { onDelete: "cascade" }),
    orderLineId: integer("order_line_id")
      .notNull()
      .references(() => orderLines.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    amount: numeric("amount", { precision: 12, scale: 3 }).notNull(),
    discount: numeric("discount", { precision: 12, scale: 3 }).notNull(),
  },
  (t) => [
    index("order_return_lines_return_idx").on(t.returnId),
    index("order_return_lines_line_idx").on(t.orderLineId),
    check("order_return_lines_quantity_positive", sql`${t.quantity} > 0`),
  ],
);

export const posts = pgTable(
  "posts",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    content: text("content").notNull().default(""),
    authorId: integer("author_id").references(() => users.id, { onDelete: "set null" }),
    categories: text("categories").notNull().default(""),
    tags: text("tags").notNull().default(""),
    imgUrl: text("img_url").notNull(),
    translations: jsonb("translations").$type<PostTranslations>().notNull().default({}),
    createAt: createdAt(),
    updateAt: updatedAt(),
  },
  (t) => [index("posts_create_at_idx").on(t.createAt)],
);

export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    deviceType: text("device_type").notNull().default(""),
    createAt: createdAt(),
  },
  (t) => [index("messages_create_at_idx").on(t.createAt)],
);

/**
 * Anonymous writes and sign-in attempts counted per client in fixed windows (app/lib/rate-limits.ts), in the
 * database so that every instance of the store counts the same client.
 */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    /** Which limit: `order`, `message`, `newsletter`, `track`, … */
    bucket: text("bucket").notNull(),
    /** Whom it counts: a client address, or an address and an e-mail. */
    subject: text("subject").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.subject, t.windowStart] }), index("rate_limit_hits_window_idx").on(t.windowStart)],
);

/**
 * E-mails to staff, written in the same transaction as what they announce and sent after the commit, with
 * retries, so that a slow or dead mail server never slows or loses an order.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    body: text("body").notNull(),
    /** The same message in HTML, sent beside the text (the shopper's messages); null for text only. */
    html: text("html"),
    /** The order a shopper's message is about, and which of its messages it is (app/lib/shopper-mail.ts); null for staff mail. */
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    kind: text("kind"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
    createAt: createdAt(),
  },
  (t) => [
    index("mail_outbox_due_idx")
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
    index("mail_outbox_order_idx").on(t.orderId),
  ],
);

/**
 * Every staff write, appended in the same transaction as the write itself: who, when, from where, what, and the
 * fields before and after (never a password or a token). No route edits or deletes it, and a trigger of migration
 * 0014 refuses any UPDATE, DELETE or TRUNCATE, so that not even a bug can rewrite it.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
    /** The account's id, name and role when it acted: kept as text, so that deleting the account leaves the entry whole. */
    userId: integer("user_id"),
    actor: text("actor").notNull(),
    role: text("role").notNull(),
    client: text("client"),
    /** The API route, such as `PUT /products/update/:id`. */
    action: text("action").notNull(),
    /** What was written: product, post, user, order, message, shipping, media… */
    kind: text("kind").notNull(),
    targetId: text("target_id"),
    before: jsonb("before"),
    after: jsonb("after"),
  },
  (t) => [
    index("audit_log_at_idx").on(t.at),
    index("audit_log_user_at_idx").on(t.userId, t.at),
    index("audit_log_kind_at_idx").on(t.kind, t.at),
  ],
);

/**
 * Catalogue imports staff previewed, and their run (docs/decisions/053): the uploaded file and ZIP are kept until
 * the import is confirmed or a day has passed, so that the confirm never asks for them again. The import itself
 * runs in one transaction; this row tells its progress and its end.
 */
export const importJobs = pgTable(
  "import_jobs",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id"),
    actor: text("actor").notNull(),
    role: text("role").notNull(),
    client: text("client"),
    /** previewed, importing, done, failed or interrupted (importJobStatuses in app/lib/import-jobs.ts). */
    status: text("status").notNull(),
    file: bytea("file").notNull(),
    pictures: bytea("pictures"),
    /** The preview staff saw (ImportPreview), and the categories they mapped when they confirmed. */
    preview: jsonb("preview").notNull(),
    mapping: jsonb("mapping").$type<Record<string, string>>().notNull().default({}),
    /** The counts written (done), or the sentences that stopped it (failed). */
    result: jsonb("result"),
    rowsTotal: integer("rows_total").notNull().default(0),
    createAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    /** Refreshed by the instance running the import; one that stops refreshing it has died with the import undone. */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (t) => [
    index("import_jobs_create_at_idx").on(t.createAt),
    check("import_jobs_status", sql`${t.status} in ('previewed', 'importing', 'done', 'failed', 'interrupted')`),
  ],
);

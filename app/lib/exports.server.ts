/**
 * The back office's CSV exports: what each file holds, column by column, and what it is called. The cell rules
 * (BOM, quoting, neutralised formulas) are app/lib/csv.ts; the streaming is app/api/csv-export.ts.
 *
 * Headers are in English whatever the staff member's language: a file is read by spreadsheets, scripts and the
 * courier's import as much as by people, and its columns must not change name with the language of whoever
 * clicked. Values are the store's own (stage `shipped`, language `fr`, sizes as the storefront writes them in
 * English), for the same reason.
 */
import { dayOf, dayTimeOf } from "./days";
import type { AuditEntry } from "./audit";
import type { CsvColumn } from "./csv";
import { say } from "./messages";
import type { OrderStage } from "./order-stages";

export type ExportKind = "orders" | "subscribers" | "messages" | "audit" | "products";

/**
 * One batch of an export's rows, read by id after the last batch (keyset paging: each batch costs the same at
 * any depth, where an offset would read every skipped row again). `next` is the id to read after, null at the end.
 */
export interface ExportBatch<Row> {
  rows: Row[];
  next: number | null;
}

/** `orders-2024-05-06.csv`: what the file holds and the (UTC) day it was made. */
export function exportFileName(kind: ExportKind, now = new Date()): string {
  return `${kind}-${dayOf(now)}.csv`;
}

/** One line of an order, with the order's own details repeated on each of its lines. */
export interface OrderExportLine {
  reference: string;
  createAt: Date;
  stage: OrderStage;
  fullName: string;
  telephone: string;
  street: string;
  city: string;
  zip: string;
  state: string;
  /** Null only for an order without lines, which still gets its row. */
  product: string | null;
  /** The colour's English name when the order was placed; null for a product without colours. */
  color: string | null;
  size: string | null;
  quantity: number | null;
  unitPrice: string | null;
  shippingFee: string;
  total: string;
  /** The discount code the order was placed with; null: none. */
  discountCode: string | null;
  /** What the code took off the goods, or the delivery fee it waived; 0 without a code. */
  discount: string;
  /** The variant's SKU and barcode when the order was placed; null before SKUs existed, or without a barcode. */
  sku: string | null;
  barcode: string | null;
  /**
   * The pieces of the line the shopper kept at the door, when she kept the parcel in part (docs/decisions/055);
   * null otherwise: not delivered yet, or delivered whole (all of `quantity`).
   */
  keptQuantity: number | null;
}

/** One row per order line: enough to reconcile the cash a courier brings back and to pack the parcel. */
export const orderExportColumns: readonly CsvColumn<OrderExportLine>[] = [
  { header: "Reference", value: (row) => row.reference },
  { header: "Date (UTC)", value: (row) => dayTimeOf(row.createAt) },
  { header: "Stage", value: (row) => row.stage },
  { header: "Name", value: (row) => row.fullName },
  { header: "Phone", value: (row) => row.telephone },
  { header: "Address", value: (row) => row.street },
  { header: "City", value: (row) => row.city },
  { header: "Zip", value: (row) => row.zip },
  { header: "State", value: (row) => row.state },
  { header: "Product", value: (row) => row.product },
  { header: "Colour", value: (row) => row.color },
  { header: "Size", value: (row) => (row.size === null ? "" : say.size(row.size)) },
  { header: "Quantity", value: (row) => row.quantity, number: true },
  { header: "Unit price", value: (row) => row.unitPrice, number: true },
  // The order's fee and total, on each of its lines: a filter on one line still shows what the courier collects.
  { header: "Shipping", value: (row) => row.shippingFee, number: true },
  { header: "Total", value: (row) => row.total, number: true },
  // The discount's columns came later, so they come last: an import reading the columns above by position still works.
  { header: "Discount code", value: (row) => row.discountCode },
  { header: "Discount", value: (row) => row.discount, number: true },
  // The variant's codes came later still, after the discount's, for the same reason.
  { header: "SKU", value: (row) => row.sku },
  { header: "Barcode", value: (row) => row.barcode },
  // A parcel kept in part came later still: Quantity stays what was ordered, Kept what she kept (empty: all of it,
  // or not delivered yet); the order's Total and Discount are then the kept figures, what the courier collected.
  { header: "Kept", value: (row) => row.keptQuantity, number: true },
];

export interface SubscriberExportRow {
  email: string;
  locale: string;
  createAt: Date;
}

export const subscriberExportColumns: readonly CsvColumn<SubscriberExportRow>[] = [
  { header: "Email", value: (row) => row.email },
  { header: "Language", value: (row) => row.locale },
  { header: "Subscribed at (UTC)", value: (row) => dayTimeOf(row.createAt) },
];

export interface MessageExportRow {
  createAt: Date;
  name: string;
  email: string;
  subject: string;
  message: string;
  device: string;
}

export const messageExportColumns: readonly CsvColumn<MessageExportRow>[] = [
  { header: "Date (UTC)", value: (row) => dayTimeOf(row.createAt) },
  { header: "Name", value: (row) => row.name },
  { header: "Email", value: (row) => row.email },
  { header: "Subject", value: (row) => row.subject },
  { header: "Message", value: (row) => row.message },
  { header: "Device", value: (row) => row.device },
];

/** The audit log, oldest first: the changed fields as JSON, as they are stored. */
export const auditExportColumns: readonly CsvColumn<AuditEntry>[] = [
  { header: "Date (UTC)", value: (row) => dayTimeOf(new Date(row.at)) },
  { header: "Person", value: (row) => row.actor },
  { header: "Role", value: (row) => row.role },
  { header: "Client", value: (row) => row.client },
  { header: "Action", value: (row) => row.action },
  { header: "Kind", value: (row) => row.kind },
  { header: "Target", value: (row) => row.targetId },
  { header: "Before", value: (row) => (row.before ? JSON.stringify(row.before) : "") },
  { header: "After", value: (row) => (row.after ? JSON.stringify(row.after) : "") },
];

/**
 * One colour × size of a product, with the product's and the colour's details repeated on each of its rows, as
 * Shopify's and WooCommerce's product files do: a file filtered or sorted in a spreadsheet keeps every row whole.
 */
export interface ProductExportRow {
  handle: string;
  name: string;
  nameFr: string;
  nameAr: string;
  description: string;
  descriptionFr: string;
  descriptionAr: string;
  type: string;
  category: string;
  isNew: boolean;
  /** The price before any sale, with the currency's decimals. */
  price: string;
  /** What the product sells for while on sale; null when it is not. */
  salePrice: string | null;
  /** The maker's name the feeds send; null when the store sells it under its own name. */
  brand: string | null;
  /** False when the product stays out of the Google and Meta feeds. */
  inFeeds: boolean;
  /** Null for a product without colours, and so its translations, swatch and family. */
  color: string | null;
  colorFr: string;
  colorAr: string;
  swatch: string | null;
  colorFamily: string | null;
  size: string;
  sku: string;
  barcode: string | null;
  stock: number;
  /** The colour's picture names, in order. */
  pictures: string[];
}

/** Pictures in one cell, as WooCommerce writes its Images column. */
export const PICTURE_SEPARATOR = ", ";

/**
 * The catalogue, one row per variant (docs/decisions/051): what an import reads back, column by column, so that
 * an export imported into an empty store exports the same file again. Texts go as stored (descriptions as the
 * editor's cleaned HTML); types, categories and colour families as the store's own values; sizes as the
 * storefront writes them in English.
 */
export const productExportColumns: readonly CsvColumn<ProductExportRow>[] = [
  { header: "Handle", value: (row) => row.handle },
  { header: "Name", value: (row) => row.name },
  { header: "Name (fr)", value: (row) => row.nameFr },
  { header: "Name (ar)", value: (row) => row.nameAr },
  { header: "Description", value: (row) => row.description },
  { header: "Description (fr)", value: (row) => row.descriptionFr },
  { header: "Description (ar)", value: (row) => row.descriptionAr },
  { header: "Type", value: (row) => row.type },
  { header: "Category", value: (row) => row.category },
  { header: "New", value: (row) => (row.isNew ? "yes" : "no") },
  { header: "Price", value: (row) => row.price, number: true },
  { header: "Sale price", value: (row) => row.salePrice, number: true },
  { header: "Colour", value: (row) => row.color },
  { header: "Colour (fr)", value: (row) => row.colorFr },
  { header: "Colour (ar)", value: (row) => row.colorAr },
  { header: "Swatch", value: (row) => row.swatch },
  { header: "Colour family", value: (row) => row.colorFamily },
  { header: "Size", value: (row) => say.size(row.size) },
  { header: "SKU", value: (row) => row.sku },
  { header: "Barcode", value: (row) => row.barcode },
  { header: "Stock", value: (row) => row.stock, number: true },
  { header: "Pictures", value: (row) => row.pictures.join(PICTURE_SEPARATOR) },
  // The feeds' columns came later, so they come last: a script reading the columns above by position still works.
  { header: "Brand", value: (row) => row.brand },
  { header: "In feeds", value: (row) => (row.inFeeds ? "yes" : "no") },
];

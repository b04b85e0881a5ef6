/**
 * Back-office addresses that only the back office links to. They live apart from app/lib/routes.ts, which every
 * storefront page downloads, so that the storefront's script budget pays nothing for them.
 */
export const adminRoutes = {
  /** Delivery slips of a batch of orders, styled for print (the query string names the orders and the layout). */
  orderSlips: () => "/orders/slips",
  /** The same slips as one PDF file (the same query string). */
  orderSlipsPdf: () => "/orders/slips.pdf",
  /** The carrier's CSV of a batch of orders (the same query string as the slips). */
  carrierCsv: () => "/orders/carrier-csv",
  /** Discount codes (ADR 047): the list, a new code, one code's form and the list's delete confirmation (URL state). */
  discounts: () => "/discounts",
  discountNew: () => "/discounts/new",
  discount: (id: number | string) => `/discounts/${id}`,
  /** An invoice or credit note, styled for print, in a language (French by default). */
  // Written out rather than taken from app/lib/invoice-paths.ts, so every back-office page's script stays as small.
  orderInvoice: (orderId: number | string, id: number | string, language: string) => `/orders/${orderId}/invoices/${id}?lang=${language}`,
  discountDelete: (id: number | string) => `/discounts?delete=${id}`,
  /** Pieces of a delivered order coming back (docs/decisions/058): the return of some, the exchange of one. */
  orderReturn: (id: number | string) => `/orders/${id}/return`,
  orderExchange: (id: number | string) => `/orders/${id}/exchange`,
  /** Stock counts and deliveries by SKU (ADR 052): the scan list and the stock file. */
  stock: () => "/stock",
  /** The Sales channels screen (ADR 054): the product feeds' addresses, their counts and each product's problems. */
  channels: () => "/channels",
  /** The whole catalogue as CSV (ADR 051). */
  productsExport: () => "/products/export",
  /** The catalogue import (ADR 053): the upload, then one import's preview, progress and end. */
  productImport: () => "/products/import",
  productImportJob: (id: number | string) => `/products/import/${id}`,
};

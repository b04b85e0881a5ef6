import type { MiddlewareHandler } from "hono";
import type { RouteKey } from "./permissions";
import type { ApiEnv } from "./types";

type WriteRouteKey = Exclude<RouteKey, `GET ${string}`>;

/**
 * Every write of the API, and whether its success changes what the cached storefront pages, the product feeds
 * (app/feeds.server.ts) or the kept answers of the public catalogue's API (app/api-cache.server.ts) show: the three
 * are kept until the same writes, so a write that changes an API answer and no page must say true here too. Those pages
 * (app/html-cache.server.ts: home, about, contact, the category pages, a product, a post) render products
 * with their pictures, sizes, prices, sale prices, translations and stock ("Out of stock", "Only 2 left"), and
 * posts with their author's name. Nothing else is on them: fees are shown in the cart, which is never cached.
 *
 * Clearing is not free: every worker drops every page, and renders that were under way when it happened are
 * compressed and thrown away. So a write that shows nowhere on those pages must not clear them; above all the
 * anonymous ones, which anybody may send in a loop. The router refuses a write route missing from this table.
 */
export const pageChangingWrites = {
  // A session, a sign-in failure or a sign-out is nobody else's page.
  "POST /auth/login": false,
  "POST /auth/logout": false,

  // An uploaded picture shows only once a product or post names it, and that is its own write below.
  "POST /products/upload": false,
  "POST /products/create": true,
  "PUT /products/update/:id": true,
  // Staff only, and rare: the product page's structured data names its variants.
  "PUT /products/codes/:id": true,
  "POST /products/import": true,
  // A preview writes no product; a confirmed import clears the pages itself when its run has written.
  "POST /products/import/:id/preview": false,
  "POST /products/import/:id/confirm": false,
  "DELETE /products/:id": true,

  "POST /posts/upload": false,
  "POST /posts/create": true,
  "PATCH /posts/update/:id": true,
  "DELETE /posts/:id": true,

  // An order takes stock, and the pages show stock: the one that sells the last of a size must turn it
  // "Sold out" at once, not a cache lifetime later. An anonymous client can clear the pages this way only
  // as often as its order limit allows (RATE_LIMITS), and each time it costs real stock held for a real order.
  "POST /orders/create": true,
  "POST /orders/track": false,
  // Delivering an order or noting on it leaves the stock as it was; cancelling or returning one puts it back.
  "PUT /orders/confirm/:id": false,
  "PUT /orders/stage/:id": true,
  // A parcel kept in part puts its refused pieces back in stock.
  "PUT /orders/delivery/:id": true,
  // An exchange takes the new variant's stock; a receipt puts pieces back. A return only recorded moves no stock.
  "POST /orders/return/:id": false,
  "POST /orders/exchange/:id": true,
  "PUT /orders/return-received/:id": true,
  "PUT /orders/note/:id": false,
  "POST /orders/invoice/:id": false,
  "POST /orders/stale/cancel": true,

  "POST /newsletter/subscribe": false,
  "POST /newsletter/unsubscribe": false,
  // An alert never changes what a page shows: only the shopper's own e-mail.
  "POST /stock-alerts": false,
  "POST /stock-alerts/confirm": false,
  "POST /stock-alerts/cancel": false,

  // Fees are shown in the cart's checkout only, which is each shopper's own page; but the product feeds, cleared
  // with the pages, carry the fee of every item, and staff change it rarely.
  "PUT /shipping": true,
  // Codes are shown in the cart only, which is never cached.
  "POST /discounts/check": false,
  "POST /discounts/create": false,
  "PUT /discounts/update/:id": false,
  "DELETE /discounts/:id": false,

  "POST /messages/send": false,
  "DELETE /messages/:id": false,

  "POST /users/create": false,
  // A post shows its author's username: renaming an account changes the post pages.
  "PUT /users/update/:id": true,
  "PUT /users/update/avatar/:id": false,
  "POST /media": false,

  // A count or a delivery changes the stock the pages show; its dry run (a preview, each scan) clears nothing.
  "POST /stock/changes": true,
  "POST /stock/changes/file": true,
} as const satisfies Record<WriteRouteKey, boolean>;

export function changesStorefrontPages(routeKey: string): boolean | undefined {
  return (pageChangingWrites as Record<string, boolean>)[routeKey];
}

/** After a successful write that changes the pages (once its transaction is committed), the cached pages are forgotten. */
export function forgetPagesAfterSuccess(): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    await next();
    if (c.res.status < 400 && !c.get("wroteNothing") && !c.get("pagesUnchanged")) await c.get("pagesChanged")();
  };
}

import type { Role } from "~/lib/roles";

/** Who may call a route. Handlers may narrow it further (own account only, super admins untouchable). */
export type Access = "public" | "staff" | "admin" | "superAdmin";

export const accessRoles: Record<Access, readonly Role[] | null> = {
  public: null,
  staff: ["SUPER_ADMIN", "ADMIN", "EDITOR"],
  admin: ["SUPER_ADMIN", "ADMIN"],
  superAdmin: ["SUPER_ADMIN"],
};

/**
 * The one permission table. The router refuses to register a route missing
 * from it, the API enforces it, and the authorization tests read it.
 * Paths are relative to /api.
 */
export const permissionTable = {
  "GET /health": "public",
  "GET /openapi.json": "public",
  "GET /docs": "public",

  "POST /auth/login": "public",
  "POST /auth/logout": "staff",

  "GET /products": "public",
  "GET /products/single/:id": "public",
  "GET /products/type/:type": "public",
  "GET /products/export": "staff",
  "POST /products/import": "admin",
  "GET /products/import/:id": "admin",
  "POST /products/import/:id/preview": "admin",
  "POST /products/import/:id/confirm": "admin",
  "GET /products/images/:name": "public",
  "POST /products/upload": "staff",
  "POST /products/create": "staff",
  "PUT /products/update/:id": "staff",
  "PUT /products/codes/:id": "staff",
  "DELETE /products/:id": "staff",

  // Stock counts and deliveries by SKU: every staff role, as the product form already lets them edit stock.
  "POST /stock/changes": "staff",
  "POST /stock/changes/file": "staff",

  // The Sales channels screen: every staff role reads the feeds' addresses and what the platforms would refuse.
  "GET /channels": "staff",
  "GET /channels/problems": "staff",

  "GET /posts": "public",
  "GET /posts/single/:id": "public",
  "GET /posts/images/:name": "public",
  "POST /posts/upload": "staff",
  "POST /posts/create": "staff",
  "PATCH /posts/update/:id": "staff",
  "DELETE /posts/:id": "staff",

  "POST /orders/create": "public",
  "POST /orders/track": "public",
  "GET /orders/reference/:reference": "public",
  "GET /orders": "staff",
  "GET /orders/:id": "staff",
  "PUT /orders/confirm/:id": "staff",
  "PUT /orders/stage/:id": "staff",
  // A parcel kept in part at the door: every staff role, as any stage change.
  "PUT /orders/delivery/:id": "staff",
  "POST /orders/return/:id": "staff",
  "POST /orders/exchange/:id": "staff",
  "PUT /orders/return-received/:id": "staff",
  "PUT /orders/note/:id": "staff",
  "POST /orders/invoice/:id": "staff",
  "GET /orders/invoices/:id": "staff",
  "GET /orders/reference/:reference/invoices": "public",
  "GET /orders/reference/:reference/invoices/:id": "public",
  "GET /orders/stale": "staff",
  "GET /orders/export": "admin",
  "POST /orders/stale/cancel": "admin",

  "POST /newsletter/subscribe": "public",
  "POST /newsletter/unsubscribe": "public",
  "GET /newsletter": "admin",
  "POST /stock-alerts": "public",
  "GET /stock-alerts/:token": "public",
  "POST /stock-alerts/confirm": "public",
  "POST /stock-alerts/cancel": "public",
  "GET /stock-alerts": "staff",
  "GET /newsletter/export": "admin",

  "GET /reports/sales": "staff",

  "GET /audit": "superAdmin",
  "GET /audit/export": "superAdmin",

  "GET /discounts": "staff",
  "GET /discounts/:id": "staff",
  "POST /discounts/check": "public",
  "POST /discounts/create": "admin",
  "PUT /discounts/update/:id": "admin",
  "DELETE /discounts/:id": "admin",

  "GET /shipping": "public",
  "PUT /shipping": "admin",

  "POST /messages/send": "public",
  "GET /messages": "staff",
  "GET /messages/export": "admin",
  "GET /messages/:id": "staff",
  "DELETE /messages/:id": "staff",

  "GET /users": "admin",
  "GET /users/length": "staff",
  "GET /users/user": "staff",
  "POST /users/create": "superAdmin",
  "PUT /users/update/:id": "staff",
  "PUT /users/update/avatar/:id": "staff",

  "POST /media": "staff",
  "GET /media/:name": "public",

  "GET /sitemap": "public",
  "GET /sitemap/:kind": "public",
} as const satisfies Record<string, Access>;

export type RouteKey = keyof typeof permissionTable;

export function accessOf(key: string): Access | undefined {
  return (permissionTable as Record<string, Access>)[key];
}

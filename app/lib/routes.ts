/** The spec's named routes: navigation builds paths here and never writes them by hand. */
export const routes = {
  home: () => "/home",
  about: () => "/about",
  contact: () => "/contact",
  cart: () => "/cart",
  checkout: () => "/cart?checkout",
  category: (slug: string, category?: string) => (category ? `/${slug}?category=${encodeURIComponent(category)}` : `/${slug}`),
  singleProduct: (id: number | string) => `/single/${id}`,
  singlePost: (id: number | string) => `/single-post/${id}`,
  search: () => "/search",
  newsletter: () => "/newsletter",
  newsletterUnsubscribe: (token: string) => `/newsletter/unsubscribe?token=${encodeURIComponent(token)}`,
  /** A back-in-stock alert's page, where the links of its e-mails confirm or cancel it (the token is its secret). */
  stockAlert: (token: string) => `/alerts/${encodeURIComponent(token)}`,
  /** The shopper's page of her order, by its reference (never the id). */
  orderConfirmation: (reference: string) => `/order/${encodeURIComponent(reference)}`,
  /** Order tracking: the reference and the telephone show where an order stands. */
  track: () => "/track",
  login: () => "/login",
  logout: () => "/logout",
  dashboard: () => "/dashboard",
  products: () => "/products",
  product: (id: number | string) => `/product/${id}`,
  orders: () => "/orders",
  order: (id: number | string) => `/orders/${id}`,
  /** CSV downloads of the back office (resource routes; the query string carries the list's filters). */
  ordersExport: () => "/orders/export",
  messagesExport: () => "/messages/export",
  subscribersExport: () => "/subscribers/export",
  subscribers: () => "/subscribers",
  audit: () => "/audit",
  auditExport: () => "/audit/export",
  posts: () => "/posts",
  post: (id: number | string) => `/post/${id}`,
  messages: () => "/messages",
  message: (id: number | string) => `/messages/${id}`,
  users: () => "/users",
  profile: () => "/profile",
  shipping: () => "/shipping",
  pageNotFound: () => "/404",
  iconDemo: () => "/test",
  productImage: (url: string) => `/api/products/images/${url}`,
  postImage: (url: string) => `/api/posts/images/${url}`,
  admin: () => "/admin",
  user: (id: number | string) => `/users/${id}`,
  /** The delete confirmation is URL state, so it opens without JavaScript. */
  productDelete: (id: number | string) => `/product/${id}?delete`,
  postDelete: (id: number | string) => `/post/${id}?delete`,
  /** One colour of a product: its own shareable address (the canonical URL stays singleProduct). */
  singleProductColor: (id: number | string, color: number) => `/single/${id}?color=${color}`,
  singleProductImage: (id: number | string, imageIndex: number, color?: number | null) =>
    `/single/${id}?${color == null ? "" : `color=${color}&`}image=${imageIndex}`,
  storeArt: (file: string) => `/images/${file}`,
  /** The language switch: remembers the choice, then opens `to` (the same page in that language). */
  language: (to: string) => `/language?to=${encodeURIComponent(to)}`,
} as const;

/** The first path segments of the staff's pages (the back office and its sign-in), which have no language prefix. */
const staffSegments = new Set([
  "dashboard",
  "products",
  "product",
  "orders",
  "posts",
  "post",
  "messages",
  "users",
  "profile",
  "shipping",
  "discounts",
  "stock",
  "channels",
  "subscribers",
  "audit",
  "admin",
  "login",
  "logout",
]);

export function isStaffPath(pathname: string): boolean {
  return staffSegments.has(pathname.split("/")[1] ?? "");
}

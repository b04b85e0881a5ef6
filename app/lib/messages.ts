/**
 * The texts every storefront page may show (layout, cards, notices, error pages), and the few the back office
 * shares with them, keyed by id, in English exactly as SPEC words it. Every page's first download carries
 * this module, so it holds nothing else: a text only one storefront page shows sits beside that page in
 * ~/components/store/messages/, the back office's texts are in admin-messages.ts, the sentences of form
 * checks in validation-messages.ts, and the API's own errors in api-messages.server.ts, which never reaches
 * a browser. Each text is written once.
 * French and Arabic dictionaries will sit beside each of them with the same keys.
 */
export const en = {
  "store.tagline": "Fashion, jewellery and watches, delivered across Tunisia",
  "notice.genericError": "Can't get target upload source info",
  "product.inStock": "In Stock",
  "product.outStock": "Out Stock",
  "notFound.title": "404",
  "notFound.text": "Sorry, we couldn't find this page",
  "notFound.back": "Back to homepage",
  "unavailable.title": "Temporarily unavailable",
  "unavailable.text": "The store is temporarily unavailable. Please try again in a moment.",
  "list.pagination": "Pages",
  "list.previous": "Previous",
  "list.next": "Next",
  "store.skipToContent": "Skip to content",
  "nav.label": "Main",
  "nav.menu": "Menu",
  "nav.home": "Home",
  "nav.clothing": "Clothing",
  "nav.personalCare": "Personal Care",
  "nav.about": "About",
  "nav.contact": "Contact Us",
  "nav.cart": "Cart",
  "nav.wishlist": "Wishlist",
  "nav.openCart": "Open the shopping cart",
  "nav.breadcrumb": "Breadcrumb",
  "page.cart": "Shopping Cart",
  "page.icons": "Icons",
  "home.posts": "Posts",
  "category.filters": "Filters",
  "category.categories": "Categories",
  "category.size": "Size",
  "category.sizeSmall": "Small",
  "category.sizeMedium": "Medium",
  "category.sizeLarge": "Large",
  "category.sizeExtraLarge": "Extra Large",
  "category.all": "All",
  "category.loading": "Loading products…",
  "category.empty": "No products in this category yet.",
  "category.products": "Products",
  "product.new": "NEW",
  "product.decrease": "Decrease quantity",
  "product.increase": "Increase quantity",
  "product.view": "View product",
  "post.by": "By",
  "post.tags": "Tags",
  "post.categories": "Categories",
  "post.recent": "Recent Post",
  "post.readMore": "Read the post",
  "contact.address": "12 Avenue Habib Bourguiba, 1001 Tunis, Tunisia",
  "contact.phone": "+216 71 234 567",
  "footer.about": "A Tunisian fashion house for clothing, jewellery, watches, shoes and handbags.",
  "footer.shop": "Shop",
  "footer.help": "Help",
  "footer.rights": "All rights reserved.",
  "newsletter.title": "Join our newsletter",
  "newsletter.text": "New arrivals and private sales, once a month. No spam.",
  "newsletter.email": "Email address",
  "newsletter.subscribe": "Subscribe",
  "newsletter.thanks": "Thank you! You will hear from us with the next collection.",
  // Meta descriptions: what search results and link previews show under the title
  "seo.category.women": "Dresses, shorts and skirts, jeans and shirts for women, in light fabrics for the Mediterranean sun. Delivered across Tunisia.",
  "seo.category.men": "Slacks, jeans and shirts for men, cut for Tunisian summers and city evenings. Delivered across Tunisia, paid on delivery.",
  "seo.category.kids": "Frocks, skirts, jeans and shirts for children: soft, sturdy and easy to wash. Delivered across Tunisia, paid on delivery.",
  "seo.category.party": "Long skirts, frocks and maxi dresses for weddings, Eid and evenings out. Delivered across Tunisia, paid on delivery.",
  "seo.category.jewellery": "Neck sets, rings, chains and bracelets, many made by artisans from Nabeul and Djerba. Delivered across Tunisia.",
  "seo.category.watches": "Watches on leather, steel, chain and iron straps, for every wrist and every budget. Delivered across Tunisia.",
  "seo.category.shoes": "Shoes for women and men, casual pairs and running shoes. Delivered across Tunisia, paid on delivery.",
  "seo.category.handbags": "Leather handbags, cotton bags, wallets and jeans bags for every day. Delivered across Tunisia, paid on delivery.",
  "icons.heading": "Icon demo",
  "icons.text": "Every icon the store uses, drawn inline so it needs no extra download.",
} as const;

export type MessageId = keyof typeof en;

export const locales = { en: { dir: "ltr" as const, messages: en } };
export type Locale = keyof typeof locales;
export const defaultLocale: Locale = "en";

export function t(id: MessageId, locale: Locale = defaultLocale): string {
  return locales[locale].messages[id];
}

/** Parameterised sentences of the storefront, kept beside the fixed ones. */
export const say = {
  outOfStock: (name: string, available: number) =>
    available > 0 ? `Only ${available} left of ${name}` : `${name} is out of stock`,
  totalCount: (n: number, noun: string) => `There is ${n} ${noun}.`,
  productsDefined: (n: number) => `There is ${n} product(s) defined`,
  cartHeading: (n: number) => `Shopping Cart (${n})`,
  cartCount: (n: number) => `${n} product(s) in your cart`,
  copyright: (year: number, storeName: string) => `© ${year} ${storeName}.`,
  salePercent: (percent: number) => `${percent}%`,
  saleTileLabel: (title: string, percent: number) => `${title}: ${percent}% off`,
  productImageAlt: (name: string, index: number) => (index === 0 ? name : `${name}, view ${index + 1}`),
  postCoverAlt: (title: string) => `Cover of the post ${title}`,
  brandLogoAlt: (brand: string) => `${brand} logo`,
  withFullStop: (message: string) => (/[.!?]$/.test(message) ? message : `${message}.`),
  lineTotal: (quantity: number, price: string) => `${quantity} × ${price}`,
  page: (n: number) => `Page ${n}`,
};

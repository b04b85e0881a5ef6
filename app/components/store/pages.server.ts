/**
 * The server code the storefront's routes use in their loaders and actions, behind one module.
 *
 * Why one: the browser build swaps every `.server` import of a route for an empty stand-in module, one per
 * imported path, each its own small chunk that the page still downloads. Importing them all from here leaves
 * a single stand-in, shared by the store layout and every store page, instead of up to six per page.
 */
export { redirect } from "@remix-run/node";
export { apiClient } from "~/api-client.server";
export { shopperInvoiceLinks } from "~/components/invoice/shopper-links.server";
export {
  addToWishlist,
  addWithinLimits,
  cartCookie,
  cartCountOf,
  clampQuantity,
  colorIdFrom,
  discountCodeOf,
  discountCookie,
  orderLimitProblems,
  productIdFrom,
  removeFromCart,
  removeFromWishlist,
  shopperLists,
  sizeFrom,
  wishlistCookie,
  withCookies,
} from "~/cart.server";
export { lowStockThresholdOf, orderLimitsOf } from "~/config.server";
export { setFlash } from "~/flash.server";
export { storeLocale } from "~/locale.server";
// The cart's sums are worked out by its loader: the page's JavaScript carries no decimal arithmetic.
export { linesTotal, multiplyAmount } from "~/lib/money";
export { normalizeCode } from "~/lib/discounts";
export { productVariantPath } from "~/lib/feeds";
export { postJsonLd, productJsonLd, shareLinksOf, siteUrlOf, storeCurrencyOf, storeNameOf } from "~/lib/seo.server";
export { textsFor, translate } from "~/lib/texts.server";
export { loadCategoryPage } from "./category.server";
export { productPageImageSizes } from "./product-page.server";
export { noticeId, readStoreNotice } from "./flash.server";
export { loadSearchPage } from "./search.server";
export { checkoutReview, shippingQuotes } from "./checkout.server";
export { subscribeFromForm } from "./newsletter.server";
export { apiReasonsIn, checkShippingForm, checkTrackForm, keepTypedValues, pageLocale, typedValuesOf } from "./forms.server";
export { cartLineSizeLabel, checkPostedSize, checkPostedVariant, sizeChoicesOf, soldOutSizesOf } from "./sizes.server";
export { colorChoicesOf, shownColorOf } from "./colors.server";
export { cartLineView, orderReasonsIn } from "./cart-lines.server";
export { cartDiscountView, checkCode, phoneUseRefusal } from "./discount.server";

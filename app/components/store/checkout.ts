/**
 * What the cart page's action and its checkout dialog share. Kept apart from the dialog so that the page
 * can name them without downloading the dialog's code, which loads later.
 */
export const CHECKOUT_FORM_ID = "checkout";

/** An order the API refused: the reasons it gave, and a fresh id so the notice fades in again. */
export interface OrderFailure {
  id: string;
  messages: string[];
}

/** The cart's discount code on an order's figures: an amount off the goods, or (amount null) free delivery. */
export interface QuoteDiscount {
  code: string;
  amount: string | null;
}

/** What an order to one governorate costs, worked out on the server (the page carries no money arithmetic). */
export interface ShippingQuote {
  shippingFee: string;
  total: string;
  /** Delivery is free: the governorate's fee is 0, the subtotal reaches the free-shipping threshold, or a code waives it. */
  free: boolean;
  /** The cart's code, when it takes something off this order. */
  discount: QuoteDiscount | null;
}

/** The figures the checkout shows before the order is sent, for the governorate chosen. */
export interface CheckoutReview extends ShippingQuote {
  state: string;
  /** Why the cart's code was removed before this review (it stopped applying), in the page's language. */
  codeDropped: string | null;
}

/** The hidden field that carries the delivery fee the shopper was shown, so an order never costs what she did not see. */
export const SHOWN_FEE_FIELD = "shippingFee";
/** The hidden field that carries the total the shopper was shown: a discount that changed since sends her the new one first. */
export const SHOWN_TOTAL_FIELD = "shownTotal";

/**
 * How a placed order's discount reads wherever it is shown (the back office's order, the staff e-mail, the
 * shopper's tracking page): the code, what it took off, and for free delivery the fee it waived. The order stores
 * its fee after the code (0 for free delivery) and the discount (docs/decisions/047-discount-codes.md); the
 * figures here are worked out from those, exactly, so that subtotal + fee − discount is the total on every screen.
 */
import type { DiscountKind } from "./discounts";
import type { Currency } from "./i18n";
import { compareAmounts, normalizeAmount, sumAmounts } from "./money";

/** What an order stores of its code, as the API answers it. */
export interface OrderDiscountFacts {
  shippingFee: string;
  discountCode: string | null;
  discountKind: DiscountKind | null;
  discount: string;
}

export interface OrderDiscountLine {
  code: string;
  /** Free delivery reads as the fee waived; the other kinds as an amount off the goods. */
  freeDelivery: boolean;
  /** What the code took off (the fee waived, for free delivery), in the currency's decimals. */
  amount: string;
  /** The delivery fee before the code: the fee waived for free delivery, the order's own fee otherwise. */
  feeBefore: string;
}

/** The discount line of an order placed with a code; null for an order without one. */
export function orderDiscountLine(order: OrderDiscountFacts, currency: Currency): OrderDiscountLine | null {
  if (!order.discountCode) return null;
  const freeDelivery = order.discountKind === "free_shipping";
  return {
    code: order.discountCode,
    freeDelivery,
    amount: normalizeAmount(order.discount, currency),
    feeBefore: freeDelivery ? sumAmounts([order.shippingFee, order.discount], currency) : normalizeAmount(order.shippingFee, currency),
  };
}

/**
 * An amount taken off, as the screens write it: the price formatted as a negative amount in the language's way
 * (the sign before "TND 5.555" in English, before "5,555 DT" in French), with a true minus sign (U+2212) rather
 * than a hyphen. Nothing taken off is written without a sign.
 */
export function minusAmount(amount: string, money: (amount: string) => string): string {
  if (compareAmounts(amount, "0") === 0) return money(amount);
  return money(`-${amount}`).replace("-", "\u2212");
}

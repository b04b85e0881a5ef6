/**
 * Delivery fees, shared by the API (which charges them) and the pages (which show them before the order).
 * A fee is set per governorate; until staff set one, every governorate has the same default fee. An order
 * whose goods, after any discount code, reach the free-shipping threshold, when the shop sets one, ships free
 * (docs/decisions/047-discount-codes.md).
 */
import { CURRENCY_DECIMALS, type Currency } from "./i18n";
import { compareAmounts, formatMinor, normalizeAmount, parseMinor, sumAmounts } from "./money";
import { tunisianStates, type TunisianState } from "./states";

/** The fee of every governorate until staff set their own: a usual courier's price for a parcel in Tunisia. */
export const DEFAULT_SHIPPING_FEE = "7";

/** What the store charges for delivery, as the API answers it (`GET /api/shipping`). */
export interface ShippingRates {
  /** Every governorate of SPEC's list, in its order, with its fee written with the currency's decimals. */
  fees: { state: TunisianState; fee: string }[];
  /** What the goods must reach, after any code's discount, for delivery to be free; null when the shop offers no free delivery. */
  freeShippingOver: string | null;
}

/** The rates of a store that has set nothing yet: the default fee everywhere, no free delivery. */
export function defaultShippingRates(currency: Currency): ShippingRates {
  return {
    fees: tunisianStates.map((state) => ({ state, fee: normalizeAmount(DEFAULT_SHIPPING_FEE, currency) })),
    freeShippingOver: null,
  };
}

/** What an order of `subtotal` to `state` pays: its figures, exact, in the currency's decimals. */
export interface OrderFigures {
  subtotal: string;
  shippingFee: string;
  total: string;
}

/**
 * The figures of an order: the governorate's fee, or nothing from the free-shipping threshold on. The threshold
 * is read on what the goods cost once a code took `goodsDiscount` off them, as Shopify and WooCommerce read it:
 * a 10% code on a basket of 149 brings it to 134.100, under a threshold of 140, and the fee is charged. An
 * unknown governorate (never one the checkout offers) pays the highest fee, never less than the shop asks anywhere.
 */
export function orderFigures(subtotal: string, state: string, rates: ShippingRates, currency: Currency, goodsDiscount = "0"): OrderFigures {
  const scale = CURRENCY_DECIMALS[currency];
  const goods = formatMinor(parseMinor(subtotal, scale, "half-up") - parseMinor(goodsDiscount, scale, "half-up"), scale);
  const free = rates.freeShippingOver !== null && compareAmounts(goods, rates.freeShippingOver) >= 0;
  const highest = rates.fees.reduce((max, row) => (compareAmounts(row.fee, max) > 0 ? row.fee : max), "0");
  const fee = free ? "0" : (rates.fees.find((row) => row.state === state)?.fee ?? highest);
  const shippingFee = normalizeAmount(fee, currency);
  return { subtotal: normalizeAmount(subtotal, currency), shippingFee, total: sumAmounts([subtotal, shippingFee], currency) };
}

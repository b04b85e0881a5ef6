/**
 * Delivery fees, shared by the API (which charges them) and the pages (which show them before the order).
 * A fee is set per governorate; until staff set one, every governorate has the same default fee. An order
 * whose subtotal reaches the free-shipping threshold, when the shop sets one, ships free.
 */
import type { Currency } from "./i18n";
import { compareAmounts, normalizeAmount, sumAmounts } from "./money";
import { tunisianStates, type TunisianState } from "./states";

/** The fee of every governorate until staff set their own: a usual courier's price for a parcel in Tunisia. */
export const DEFAULT_SHIPPING_FEE = "7";

/** What the store charges for delivery, as the API answers it (`GET /api/shipping`). */
export interface ShippingRates {
  /** Every governorate of SPEC's list, in its order, with its fee written with the currency's decimals. */
  fees: { state: TunisianState; fee: string }[];
  /** The subtotal from which delivery is free; null when the shop offers no free delivery. */
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
 * The figures of an order: the governorate's fee, or nothing from the free-shipping threshold on. An unknown
 * governorate (never one the checkout offers) pays the highest fee, never less than the shop asks anywhere.
 */
export function orderFigures(subtotal: string, state: string, rates: ShippingRates, currency: Currency): OrderFigures {
  const free = rates.freeShippingOver !== null && compareAmounts(subtotal, rates.freeShippingOver) >= 0;
  const highest = rates.fees.reduce((max, row) => (compareAmounts(row.fee, max) > 0 ? row.fee : max), "0");
  const fee = free ? "0" : (rates.fees.find((row) => row.state === state)?.fee ?? highest);
  const shippingFee = normalizeAmount(fee, currency);
  return { subtotal: normalizeAmount(subtotal, currency), shippingFee, total: sumAmounts([subtotal, shippingFee], currency) };
}

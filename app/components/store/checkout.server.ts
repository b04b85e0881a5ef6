/**
 * The checkout's figures: the delivery fee and the total for each governorate, worked out from the cart's
 * subtotal and the store's rates with the API's own rule (app/lib/shipping.ts), so the fee shown is the fee
 * the order will be charged.
 */
import type { ApiClient } from "~/api-client.server";
import type { Currency } from "~/lib/i18n";
import { compareAmounts } from "~/lib/money";
import { orderFigures, type ShippingRates } from "~/lib/shipping";
import type { CheckoutReview, ShippingQuote } from "./checkout";

function quoteOf(subtotal: string, state: string, rates: ShippingRates, currency: Currency): ShippingQuote {
  const figures = orderFigures(subtotal, state, rates, currency);
  return { shippingFee: figures.shippingFee, total: figures.total, free: compareAmounts(figures.shippingFee, "0") === 0 };
}

/** Every governorate's fee and total for this subtotal; null when the rates cannot be read (the dialog then says nothing of fees). */
export async function shippingQuotes(api: ApiClient, subtotal: string, currency: Currency): Promise<Record<string, ShippingQuote> | null> {
  const rates = await api.shipping.rates();
  if (!rates.ok) return null;
  return Object.fromEntries(rates.data.fees.map(({ state }) => [state, quoteOf(subtotal, state, rates.data, currency)]));
}

/** The figures of an order of this subtotal to this governorate, as the API will charge them; null when the rates cannot be read. */
export async function checkoutReview(api: ApiClient, subtotal: string, state: string, currency: Currency): Promise<CheckoutReview | null> {
  const rates = await api.shipping.rates();
  return rates.ok ? { state, ...quoteOf(subtotal, state, rates.data, currency) } : null;
}

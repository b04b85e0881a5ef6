/**
 * The checkout's figures: the delivery fee and the total for each governorate, worked out from the cart's
 * subtotal, the store's rates and the cart's discount code with the API's own rules (app/lib/shipping.ts,
 * app/lib/discounts.ts), so the fee and the total shown are those the order will be charged.
 */
import type { ApiClient } from "~/api-client.server";
import { orderFiguresWithCode, type DiscountKind } from "~/lib/discounts";
import type { Currency } from "~/lib/i18n";
import { compareAmounts } from "~/lib/money";
import { orderFigures, type ShippingRates } from "~/lib/shipping";
import type { CheckoutReview, ShippingQuote } from "./checkout";

/** A code that applies to the cart: its kind and what it takes off the goods (nothing for free delivery). */
export interface AppliedCode {
  code: string;
  kind: DiscountKind;
  amount: string | null;
}

function quoteOf(subtotal: string, state: string, rates: ShippingRates, currency: Currency, code: AppliedCode | null): ShippingQuote {
  const feeBeforeCode = orderFigures(subtotal, state, rates, currency).shippingFee;
  const waives = code?.kind === "free_shipping";
  // Free delivery takes nothing off where delivery is free already (the API says so when the order is checked).
  const applies = code !== null && (!waives || compareAmounts(feeBeforeCode, "0") > 0);
  const result = applies ? { kind: code.kind, discount: waives ? feeBeforeCode : (code.amount ?? "0"), qualifying: subtotal } : null;
  const { shippingFee, total, discount } = orderFiguresWithCode(subtotal, state, rates, result, currency);
  return {
    shippingFee,
    total,
    free: compareAmounts(shippingFee, "0") === 0,
    discount: applies ? { code: code.code, amount: waives ? null : discount } : null,
  };
}

/** Every governorate's fee and total for this subtotal and code; null when the rates cannot be read (the dialog then says nothing of fees). */
export async function shippingQuotes(
  api: ApiClient,
  subtotal: string,
  currency: Currency,
  code: AppliedCode | null,
): Promise<Record<string, ShippingQuote> | null> {
  const rates = await api.shipping.rates();
  if (!rates.ok) return null;
  return Object.fromEntries(rates.data.fees.map(({ state }) => [state, quoteOf(subtotal, state, rates.data, currency, code)]));
}

/** The figures of an order of this subtotal and code to this governorate, as the API will charge them; null when the rates cannot be read. */
export async function checkoutReview(
  api: ApiClient,
  subtotal: string,
  state: string,
  currency: Currency,
  code: AppliedCode | null,
  codeDropped: string | null = null,
): Promise<CheckoutReview | null> {
  const rates = await api.shipping.rates();
  return rates.ok ? { state, codeDropped, ...quoteOf(subtotal, state, rates.data, currency, code) } : null;
}

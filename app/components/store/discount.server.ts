/**
 * The cart's discount code (docs/decisions/047-discount-codes.md): the code the shopper applied travels in a
 * cookie beside the cart, and every figure shown with it comes from the API's check, so the page, the checkout
 * and the order all read one rule (app/lib/discounts.ts). Nothing the page posts about a discount is trusted.
 */
import type { ApiClient } from "~/api-client.server";
import type { CartLine } from "~/lib/cart";
import { discountedFigures, type DiscountKind } from "~/lib/discounts";
import { formatMoney, type Currency, type Locale } from "~/lib/i18n";
import { sayApi } from "~/lib/api-messages.server";
import type { DiscountCheck } from "~/models/discounts.server";
import { apiReasonsIn } from "./forms.server";

/** The code as the shopper's cart holds it, with what it takes off the cart as it stands, or why it does not. */
export interface CartDiscountView {
  code: string;
  kind: DiscountKind | null;
  /** Taken off the goods; null for free delivery (the fee is waived at checkout) or a code that does not apply. */
  amount: string | null;
  /** The cart's estimated total with the code (the delivery fee is added at checkout). */
  total: string;
  /** Why the code does not apply to this cart, in the page's language; null when it does. */
  problem: string | null;
}

/**
 * What the check of a code answered: its figures, or the reason it does not apply, in the page's language.
 * `unanswered` is a check the API did not make (the client's limit reached, the API out of reach): it says
 * nothing of the code, so the code stays in the cart.
 */
export type CodeCheck =
  { applies: true; figures: Extract<DiscountCheck, { applies: true }> } | { applies: false; problem: string; unanswered: boolean };

/** Checks a code against the cart's lines on the API (every check counts against the client's limit). */
export async function checkCode(
  api: ApiClient,
  locale: Locale,
  currency: Currency,
  code: string,
  cart: readonly CartLine[],
  shopper: { state?: string } = {},
): Promise<CodeCheck> {
  const products = cart.map(({ id, quantity }) => ({ id, quantity }));
  const answer = await api.post<DiscountCheck>("discounts/check", { code, products, ...shopper });
  if (!answer.ok) {
    return {
      applies: false,
      problem: apiReasonsIn(locale, answer.error?.message ?? []).join(" "),
      unanswered: answer.status === 429 || answer.status >= 500,
    };
  }
  if (!answer.data.applies) {
    const { code: stored, reason, message, minSubtotal } = answer.data;
    // The minimum is written as money is in the page's language ("100,000 DT"), not as the API's plain figure.
    const sentence =
      minSubtotal === undefined ? message : sayApi.discountRefused(reason, stored, formatMoney(minSubtotal, locale, currency));
    return { applies: false, problem: apiReasonsIn(locale, [sentence]).join(" "), unanswered: false };
  }
  return { applies: true, figures: answer.data };
}

/**
 * The reason, in the page's language, when an order was refused because its telephone has used the code already
 * (a code allowed once per number); null for any other refusal.
 */
export function phoneUseRefusal(locale: Locale, code: string, reasons: readonly string[]): string | null {
  const usedByPhone = sayApi.discountRefused("usedByPhone", code, "");
  return reasons.includes(usedByPhone) ? apiReasonsIn(locale, [usedByPhone]).join(" ") : null;
}

/** The cart's code as the page shows it: the amount off the goods and the estimated total, or the reason it does not apply. */
export async function cartDiscountView(
  api: ApiClient,
  locale: Locale,
  code: string,
  cart: readonly CartLine[],
  subtotal: string,
  currency: Currency,
): Promise<CartDiscountView> {
  const checked = await checkCode(api, locale, currency, code, cart);
  if (!checked.applies) return { code, kind: null, amount: null, total: subtotal, problem: checked.problem };
  const { kind, discount, code: stored } = checked.figures;
  // The cart's total leaves the delivery fee out: a code off the goods lowers it, free delivery shows at checkout.
  const figures = discountedFigures({ subtotal, shippingFee: "0" }, { kind, discount, qualifying: subtotal }, currency);
  return { code: stored, kind, amount: kind === "free_shipping" ? null : figures.discount, total: figures.total, problem: null };
}

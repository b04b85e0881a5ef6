/**
 * Discount codes (docs/decisions/047-discount-codes.md): the one source of truth for what a code may be, what it
 * takes off and why it does not apply. The API, the cart page, the checkout and the tests all use these rules, so
 * a figure shown to a shopper is the figure the order is placed with.
 */
import type { Currency } from "./i18n";
import { CURRENCY_DECIMALS } from "./i18n";
import { compareAmounts, formatMinor, fromMinorUnits, parseMinor, toMinorUnits } from "./money";
import { orderFigures, type ShippingRates } from "./shipping";

/** What a code does: a percentage off the basket, an amount off the basket, or free delivery. */
export const discountKinds = ["percent", "fixed", "free_shipping"] as const;
export type DiscountKind = (typeof discountKinds)[number];

export function isDiscountKind(value: unknown): value is DiscountKind {
  return (discountKinds as readonly unknown[]).includes(value);
}

/** A code is read aloud on the phone and typed from an Instagram story: short, letters, digits and dashes. */
export const DISCOUNT_CODE_MIN = 3;
export const DISCOUNT_CODE_MAX = 20;
/** Letters and digits in groups joined by single dashes, as a code is stored (upper case). */
export const DISCOUNT_CODE_PATTERN = /^[A-Z0-9]+(?:-[A-Z0-9]+)*$/;
/** A percentage is whole: 1 to 100. */
export const DISCOUNT_PERCENT_MIN = 1;
export const DISCOUNT_PERCENT_MAX = 100;
/** Uses a code may be given: enough for any campaign, small enough for an integer. */
export const DISCOUNT_USES_MAX = 1_000_000;
/** Codes on one page of the back office's list. */
export const DISCOUNTS_PAGE_SIZE = 20;
/** A staff note about a code ("Instagram, Leila's followers"). */
export const DISCOUNT_NOTE_MAX = 200;

/**
 * A code as stored and compared: trimmed, upper case, inner spaces and underscores read as dashes, repeated
 * dashes as one. "  ete 20 " and "ete-20" are the same code, "ETE-20".
 */
export function normalizeCode(text: string): string {
  return text
    .trim()
    .toUpperCase()
    .replace(/[\s_]+/g, "-")
    .replace(/-+/g, "-")
    .replace(/^-|-$/g, "");
}

export function isValidCode(code: string): boolean {
  return code.length >= DISCOUNT_CODE_MIN && code.length <= DISCOUNT_CODE_MAX && DISCOUNT_CODE_PATTERN.test(code);
}

/**
 * What a code sounds and looks like, for a shopper who heard it on the phone or read it from a story: dashes
 * dropped, O read as 0, I and L as 1. A shopper's code is found by this key, and two codes with the same key
 * cannot both exist, so "ETE2O" finds ETE20 and never another code.
 */
export function codeKey(code: string): string {
  return normalizeCode(code).replace(/-/g, "").replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** Why a code does not apply to a basket: each has its own message, in every language. */
export const discountRefusals = [
  "unknown",
  "paused",
  "notStarted",
  "expired",
  "usedUp",
  "usedByPhone",
  "minimumNotReached",
  "nothingQualifies",
  "deliveryAlreadyFree",
] as const;
export type DiscountRefusal = (typeof discountRefusals)[number];

/** A code's terms, as the rules below need them (stored amounts as decimal strings). */
export interface DiscountTerms {
  kind: DiscountKind;
  /** Whole percent, for "percent". */
  percent: number | null;
  /** The amount off, for "fixed". */
  amount: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  /** The basket's subtotal must reach it (all lines, before any discount). */
  minSubtotal: string | null;
  /** Product types (app/lib/catalog.ts) the code is for; empty: every type. */
  productTypes: readonly string[];
  /** Lines on sale (a compare-at price) are left out. */
  excludeSale: boolean;
  maxUses: number | null;
  uses: number;
  paused: boolean;
}

/** A priced line of a basket, as the server prices it. */
export interface DiscountLine {
  price: string;
  quantity: number;
  type: string;
  onSale: boolean;
}

/** What a code takes off a basket, exact in the currency. */
export interface DiscountResult {
  kind: DiscountKind;
  /** Taken off the goods (percent, fixed) or the delivery fee waived (free_shipping). */
  discount: string;
  /** The lines' subtotal the code applies to. */
  qualifying: string;
}

/**
 * Rounding, stated once: a percentage of an amount is worked out in the currency's minor units and rounded half
 * up to a whole one (a millime, a cent). 15% of 37.035 TND is 5.55525, so 5.555. A fixed amount is never more
 * than the lines it applies to, so no basket goes below zero.
 */
export function percentOf(amount: string, percent: number, currency: Currency): string {
  const units = toMinorUnits(amount, currency) * BigInt(percent);
  // Half up on whole minor units: (units + 50) / 100, floored, for non-negative amounts.
  return fromMinorUnits((units + 50n) / 100n, currency);
}

/** The terms a code has at `now`, before any basket: paused, not started, ended or used up. */
export function codeStateRefusal(terms: DiscountTerms, now: Date): DiscountRefusal | null {
  if (terms.paused) return "paused";
  if (terms.startsAt && now < terms.startsAt) return "notStarted";
  if (terms.endsAt && now >= terms.endsAt) return "expired";
  if (terms.maxUses !== null && terms.uses >= terms.maxUses) return "usedUp";
  return null;
}

/**
 * What a code takes off a basket whose delivery costs `shippingFee`, or why it does not apply. The uses per
 * telephone are the order's to check (they need the database); everything else is decided here.
 */
export function applyDiscount(
  terms: DiscountTerms,
  lines: readonly DiscountLine[],
  shippingFee: string,
  currency: Currency,
  now: Date,
): { ok: true; result: DiscountResult } | { ok: false; refusal: DiscountRefusal } {
  const stateRefusal = codeStateRefusal(terms, now);
  if (stateRefusal) return { ok: false, refusal: stateRefusal };
  const scale = CURRENCY_DECIMALS[currency];
  const lineTotal = (line: DiscountLine) => parseMinor(line.price, scale, "half-up") * BigInt(line.quantity);
  const subtotal = lines.reduce((sum, line) => sum + lineTotal(line), 0n);
  if (terms.minSubtotal !== null && compareAmounts(formatMinor(subtotal, scale), terms.minSubtotal) < 0) {
    return { ok: false, refusal: "minimumNotReached" };
  }
  const qualifyingLines = lines.filter((line) => lineQualifies(terms, line));
  if (qualifyingLines.length === 0) return { ok: false, refusal: "nothingQualifies" };
  const qualifying = formatMinor(
    qualifyingLines.reduce((sum, line) => sum + lineTotal(line), 0n),
    scale,
  );
  let discount: string;
  if (terms.kind === "free_shipping") {
    if (parseMinor(shippingFee, scale, "half-up") === 0n) return { ok: false, refusal: "deliveryAlreadyFree" };
    discount = formatMinor(parseMinor(shippingFee, scale, "half-up"), scale);
  } else if (terms.kind === "percent") {
    discount = percentOf(qualifying, terms.percent ?? 0, currency);
  } else {
    const amount = parseMinor(terms.amount ?? "0", scale, "half-up");
    const cap = parseMinor(qualifying, scale);
    discount = formatMinor(amount < cap ? amount : cap, scale);
  }
  return { ok: true, result: { kind: terms.kind, discount, qualifying } };
}

/** Whether a code's terms take in a line: one of its product types (or any), and not on sale when it leaves sales out. */
export function lineQualifies(terms: Pick<DiscountTerms, "productTypes" | "excludeSale">, line: DiscountLine): boolean {
  return (terms.productTypes.length === 0 || terms.productTypes.includes(line.type)) && !(terms.excludeSale && line.onSale);
}

/** A placed order's code, as what it takes off the pieces kept at the door reads it (docs/decisions/055). */
export interface PlacedDiscount {
  kind: DiscountKind;
  /** What the code took off the goods as ordered, or the delivery fee it waived. */
  discount: string;
  /** A percent code's percentage when the order took it; null on orders placed before the order kept it. */
  percent: number | null;
  /** The lines the code applied to, as ordered (price × pieces ordered). */
  qualifying: string;
}

/**
 * What a placed order's code takes off once the shopper kept only part of the parcel (docs/decisions/055): the
 * code's own rule, on `keptQualifying`, the lines it applied to at the pieces kept. A percentage of them, rounded
 * as percentOf; a fixed amount, never more than them (what the order took is the code's amount, or the lines as
 * ordered when they cost less: either way the smaller of it and the kept lines is the rule's answer); free delivery
 * waives the same fee, since the parcel was carried. An order placed before its percentage was kept shares its
 * discount in proportion to the kept lines, rounded half up.
 */
export function keptDiscount(placed: PlacedDiscount, keptQualifying: string, currency: Currency): DiscountResult {
  const scale = CURRENCY_DECIMALS[currency];
  const discount = parseMinor(placed.discount, scale, "half-up");
  const kept = parseMinor(keptQualifying, scale, "half-up");
  const qualifying = formatMinor(kept, scale);
  if (placed.kind === "free_shipping") return { kind: placed.kind, discount: formatMinor(discount, scale), qualifying };
  if (placed.kind === "percent" && placed.percent !== null) {
    return { kind: placed.kind, discount: percentOf(qualifying, placed.percent, currency), qualifying };
  }
  if (placed.kind === "percent") {
    const ordered = parseMinor(placed.qualifying, scale, "half-up");
    const share = ordered === 0n ? 0n : (2n * discount * kept + ordered) / (2n * ordered);
    return { kind: placed.kind, discount: formatMinor(share, scale), qualifying };
  }
  return { kind: placed.kind, discount: formatMinor(discount < kept ? discount : kept, scale), qualifying };
}

/**
 * An order's figures with a discount: a code off the goods lowers the total, free delivery makes the fee 0. The
 * total is always subtotal − goods discount + fee, and never below zero.
 */
export function discountedFigures(
  figures: { subtotal: string; shippingFee: string },
  result: DiscountResult | null,
  currency: Currency,
): { subtotal: string; shippingFee: string; discount: string; total: string } {
  const scale = CURRENCY_DECIMALS[currency];
  const subtotal = parseMinor(figures.subtotal, scale, "half-up");
  const fee = result?.kind === "free_shipping" ? 0n : parseMinor(figures.shippingFee, scale, "half-up");
  const discount = result ? parseMinor(result.discount, scale) : 0n;
  const offGoods = result && result.kind !== "free_shipping" ? discount : 0n;
  const total = subtotal - offGoods + fee;
  return {
    subtotal: formatMinor(subtotal, scale),
    shippingFee: formatMinor(fee, scale),
    discount: formatMinor(discount, scale),
    total: formatMinor(total < 0n ? 0n : total, scale),
  };
}

/**
 * The figures of an order of `subtotal` to `state` with a code's result: the free-delivery threshold is read on
 * the goods after the code's discount (a code for free delivery takes nothing off the goods), then the code is
 * applied. The cart, the check, the checkout and the order all work their figures out here.
 */
export function orderFiguresWithCode(
  subtotal: string,
  state: string,
  rates: ShippingRates,
  result: DiscountResult | null,
  currency: Currency,
): { subtotal: string; shippingFee: string; discount: string; total: string } {
  const offGoods = result && result.kind !== "free_shipping" ? result.discount : "0";
  return discountedFigures(orderFigures(subtotal, state, rates, currency, offGoods), result, currency);
}

/**
 * Exact money (ARCHITECTURE decision 13). An amount travels as a decimal string, as the forms post it, as the
 * API answers it and as PostgreSQL's `numeric` returns it, and is computed as a whole number of minor units
 * (cents, millimes) in a BigInt. No JavaScript float ever stands between a form and the database.
 *
 * Shared by the browser and the server: no Node API, only BigInt.
 */
import { CURRENCY_DECIMALS, type Currency } from "./i18n";

/** Decimals the database keeps for every amount (`numeric(12, 3)`): room for the dinar's millimes. */
export const MONEY_SCALE = 3;
/** Digits before the decimal point that `numeric(12, 3)` holds. */
export const MONEY_INTEGER_DIGITS = 12 - MONEY_SCALE;

const DECIMAL = /^(-)?(\d+)(?:\.(\d+))?$/;

/** A plain decimal string: digits, an optional point and decimals, an optional leading minus. No exponent, no spaces. */
export function isDecimal(text: string): boolean {
  return DECIMAL.test(text);
}

/** How many decimals a decimal string is written with ("12.50" → 2, "12" → 0). */
export function decimalsOf(text: string): number {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal number: "${text}"`);
  return match[3]?.length ?? 0;
}

export type Rounding = "exact" | "half-up";

/**
 * A decimal string as a whole number of units of 10^-scale: `parseMinor("12.345", 3)` is 12345n.
 * "exact" (the default) refuses a value that needs more decimals than `scale` (trailing zeros are fine);
 * "half-up" rounds it, halves away from zero ("0.125" at scale 2 → 13n, "-0.125" → -13n).
 */
export function parseMinor(text: string, scale: number, rounding: Rounding = "exact"): bigint {
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`not a decimal number: "${text}"`);
  checkScale(scale);
  const [, minus, whole, fraction = ""] = match;
  const kept = fraction.slice(0, scale).padEnd(scale, "0");
  const dropped = fraction.slice(scale);
  let units = BigInt(whole + kept);
  if (/[1-9]/.test(dropped)) {
    if (rounding === "exact") throw new RangeError(`"${text}" has more than ${scale} decimals`);
    if (dropped[0] >= "5") units += 1n;
  }
  return minus && units !== 0n ? -units : units;
}

/** Whole units of 10^-scale written back as a decimal string with exactly `scale` decimals: (12345n, 3) → "12.345". */
export function formatMinor(units: bigint, scale: number): string {
  checkScale(scale);
  const negative = units < 0n;
  const digits = (negative ? -units : units).toString().padStart(scale + 1, "0");
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${negative ? "-" : ""}${whole}${scale > 0 ? `.${fraction}` : ""}`;
}

function checkScale(scale: number) {
  if (!Number.isInteger(scale) || scale < 0) throw new RangeError(`a scale is a whole number of decimals (got ${scale})`);
}

// ---------------------------------------------------------------------------------------------------------
// In a currency

/** An amount in the currency's minor units (cents, millimes), exactly: more decimals than the currency has throw. */
export function toMinorUnits(amount: string, currency: Currency): bigint {
  return parseMinor(amount, CURRENCY_DECIMALS[currency]);
}

/** Minor units written as the currency writes amounts: 1250n USD → "12.50", 12345n TND → "12.345". */
export function fromMinorUnits(units: bigint, currency: Currency): string {
  return formatMinor(units, CURRENCY_DECIMALS[currency]);
}

/**
 * An amount written with exactly the currency's decimals: "12.5" → "12.50" (USD), "12.500" (TND).
 * A stored amount with more decimals than the currency has (a store that changed currency) is rounded
 * half up, so every amount a client sees is one the currency can be paid in.
 */
export function normalizeAmount(amount: string, currency: Currency): string {
  const scale = CURRENCY_DECIMALS[currency];
  return formatMinor(parseMinor(amount, scale, "half-up"), scale);
}

/** A unit price times a quantity (a whole number): ("12.345", 3, TND) → "37.035". */
export function multiplyAmount(amount: string, quantity: number | bigint, currency: Currency): string {
  return fromMinorUnits(parseMinor(amount, CURRENCY_DECIMALS[currency], "half-up") * wholeQuantity(quantity), currency);
}

/** The sum of amounts: (["0.10", "0.20"], USD) → "0.30". An empty list sums to zero. */
export function sumAmounts(amounts: readonly string[], currency: Currency): string {
  const scale = CURRENCY_DECIMALS[currency];
  return formatMinor(
    amounts.reduce((sum, amount) => sum + parseMinor(amount, scale, "half-up"), 0n),
    scale,
  );
}

/** The total of priced lines: each unit price (as the currency writes it) times its quantity, added up. */
export function linesTotal(lines: readonly { price: string; quantity: number | bigint }[], currency: Currency): string {
  const scale = CURRENCY_DECIMALS[currency];
  return formatMinor(
    lines.reduce((sum, line) => sum + parseMinor(line.price, scale, "half-up") * wholeQuantity(line.quantity), 0n),
    scale,
  );
}

/** -1, 0 or 1 as a is smaller than, equal to or larger than b, compared exactly whatever their decimals. */
export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const scale = Math.max(decimalsOf(a), decimalsOf(b));
  const x = parseMinor(a, scale);
  const y = parseMinor(b, scale);
  return x < y ? -1 : x > y ? 1 : 0;
}

/**
 * How much a sale takes off, in whole percent of the compare-at price, rounded half up: ("59.60", "74.50") → 20.
 * A product is on sale only when its compare-at price is above its price; otherwise (no compare-at price, one at
 * or below the price) this is null. A sale of less than half a percent still reads 1, never "-0%".
 * The products API sorts "on sale first" by the same rounding (`sort=sale`).
 */
export function percentOff(price: string, compareAtPrice: string | null | undefined): number | null {
  if (!compareAtPrice) return null;
  const scale = Math.max(decimalsOf(price), decimalsOf(compareAtPrice));
  const now = parseMinor(price, scale);
  const was = parseMinor(compareAtPrice, scale);
  if (was <= now || was <= 0n) return null;
  // round(100 × (was − now) / was), half up, in whole numbers only.
  const percent = Number((200n * (was - now) + was) / (2n * was));
  return Math.max(1, percent);
}

/** The largest amount the database holds in this currency: "999999999.99" (USD), "999999999.999" (TND). */
export function maxAmount(currency: Currency): string {
  const decimals = CURRENCY_DECIMALS[currency];
  return `${"9".repeat(MONEY_INTEGER_DIGITS)}${decimals > 0 ? `.${"9".repeat(decimals)}` : ""}`;
}

function wholeQuantity(quantity: number | bigint): bigint {
  if (typeof quantity === "bigint") return quantity;
  if (!Number.isSafeInteger(quantity)) throw new RangeError(`a quantity is a whole number (got ${quantity})`);
  return BigInt(quantity);
}

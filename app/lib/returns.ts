/**
 * Pieces that come back after delivery (docs/decisions/058): a return of some pieces, and an exchange for another
 * colour, size or product. The rules shared by the model, the API, the back office, the slips and the tests:
 * what a returned piece is worth, how an exchange is priced, and what the courier is told. No Node API.
 */
import type { Currency } from "./i18n";
import { discountShares } from "./invoices";
import { fromMinorUnits, toMinorUnits } from "./money";

/** A return of pieces, or the return half of an exchange (its other half is an order of its own). */
export const returnKinds = ["return", "exchange"] as const;
export type ReturnKind = (typeof returnKinds)[number];

/**
 * Awaiting: recorded, the pieces not back yet. Received: back in the shop, their stock and credit note with them.
 * Cancelled: they never came (the exchange's order was cancelled or refused, or the whole order came back).
 */
export const returnStatuses = ["awaiting", "received", "cancelled"] as const;
export type ReturnStatus = (typeof returnStatuses)[number];

/** The delivery fee of an exchange's parcel: the governorate's fee, as for any order, or none (EXCHANGE_DELIVERY). */
export const exchangeDeliveryModes = ["charged", "free"] as const;
export type ExchangeDeliveryMode = (typeof exchangeDeliveryModes)[number];
export const DEFAULT_EXCHANGE_DELIVERY: ExchangeDeliveryMode = "charged";

export function isExchangeDeliveryMode(value: unknown): value is ExchangeDeliveryMode {
  return typeof value === "string" && (exchangeDeliveryModes as readonly string[]).includes(value);
}

/** The longest note staff may give a return or an exchange. */
export const RETURN_NOTE_MAX = 500;

/** A delivered line as a return reads it: its unit price, the pieces the shopper kept, and those already coming back. */
export interface ReturnableLine {
  id: number;
  unitPrice: string;
  /** What she kept: the pieces kept at the door, else all ordered. */
  kept: number;
  /** Pieces of it in returns recorded before (awaiting or received). */
  returnedBefore: number;
  /** Whether the order's code applied to it; null on orders placed before that was kept. */
  discounted: boolean | null;
}

/** What some pieces of a line are worth when they come back: what she paid for them, and the code's share in it. */
export interface ReturnedValue {
  /** Their price as sold, before the code's discount (unit price × pieces). */
  gross: string;
  /** What the code took off them. */
  discount: string;
  /** What she paid for them: gross less discount. What a return refunds and an exchange credits. */
  amount: string;
}

/**
 * What each line's returned pieces are worth. The order's discount on goods is shared over the kept lines as the
 * invoice shares it, over those the code applied to (app/lib/invoices.ts, rule 2), so that a credit note gives back exactly what the invoice
 * charged. A line's pieces are then worth their part of its net amount, counted cumulatively: the value of the
 * first n pieces back, rounded down, less that of those back before. The line's last piece takes what rounding
 * left, so that every piece of a line, returned in any number of steps, adds up to its net amount to the millime.
 */
export function returnedValues(
  lines: readonly ReturnableLine[],
  returning: ReadonlyMap<number, number>,
  goodsDiscount: string,
  currency: Currency,
): Map<number, ReturnedValue> {
  const units = (amount: string) => toMinorUnits(amount, currency);
  const money = (minor: bigint) => fromMinorUnits(minor, currency);
  // As the invoice reads them: the lines with pieces kept, in order.
  const kept = lines.filter((line) => line.kept > 0);
  const grosses = kept.map((line) => units(line.unitPrice) * BigInt(line.kept));
  const shares = discountShares(
    units(goodsDiscount),
    kept.map((line, index) => ({ amount: grosses[index], discounted: line.discounted })),
  );
  const values = new Map<number, ReturnedValue>();
  kept.forEach((line, index) => {
    const pieces = returning.get(line.id) ?? 0;
    if (pieces <= 0) return;
    const net = grosses[index] - shares[index];
    const upTo = (n: number) => (n >= line.kept ? net : (net * BigInt(n)) / BigInt(line.kept));
    const amount = upTo(line.returnedBefore + pieces) - upTo(line.returnedBefore);
    const gross = units(line.unitPrice) * BigInt(pieces);
    values.set(line.id, { gross: money(gross), discount: money(gross - amount), amount: money(amount) });
  });
  return values;
}

/**
 * The exchange's own order, priced by the rule of docs/decisions/058: the new pieces at their price (the returned
 * line's own price for another colour or size of the same product), less the discount the returned pieces had
 * (up to the new pieces' price), plus the delivery fee. The shopper pays the difference of the pieces' prices and
 * the fee; the returned pieces' value is credited against it.
 */
export function exchangeFigures(
  input: { newGross: string; returned: ReturnedValue; fee: string },
  currency: Currency,
): { subtotal: string; discount: string; shippingFee: string; total: string; credit: string } {
  const units = (amount: string) => toMinorUnits(amount, currency);
  const money = (minor: bigint) => fromMinorUnits(minor, currency);
  const subtotal = units(input.newGross);
  const discount = units(input.returned.discount) < subtotal ? units(input.returned.discount) : subtotal;
  const fee = units(input.fee);
  return {
    subtotal: money(subtotal),
    discount: money(discount),
    shippingFee: money(fee),
    total: money(subtotal - discount + fee),
    credit: input.returned.amount,
  };
}

/** What the courier settles at the door of an exchange: the cash to collect, the cash the shop owes back, the pieces to take. */
export interface ExchangeSettlement {
  collect: string;
  payBack: string;
  takeBack: number;
}

/** The order's total less the credit of the pieces she gives back: collected when positive, paid back when negative. */
export function exchangeSettlement(total: string, credit: string, takeBack: number, currency: Currency): ExchangeSettlement {
  const difference = toMinorUnits(total, currency) - toMinorUnits(credit, currency);
  return {
    collect: fromMinorUnits(difference > 0n ? difference : 0n, currency),
    payBack: fromMinorUnits(difference < 0n ? -difference : 0n, currency),
    takeBack,
  };
}

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  applyDiscount,
  codeKey,
  discountedFigures,
  isValidCode,
  normalizeCode,
  orderFiguresWithCode,
  percentOf,
  type DiscountLine,
  type DiscountTerms,
} from "~/lib/discounts";
import { fromMinorUnits, linesTotal, toMinorUnits } from "~/lib/money";
import { defaultShippingRates } from "~/lib/shipping";

const NOW = new Date("2026-07-10T12:00:00Z");

function terms(overrides: Partial<DiscountTerms>): DiscountTerms {
  return {
    kind: "percent",
    percent: 20,
    amount: null,
    startsAt: null,
    endsAt: null,
    minSubtotal: null,
    productTypes: [],
    excludeSale: false,
    maxUses: null,
    uses: 0,
    paused: false,
    ...overrides,
  };
}

const dress: DiscountLine = { price: "12.345", quantity: 3, type: "women_s_clothing", onSale: false };
const watchOnSale: DiscountLine = { price: "80.000", quantity: 1, type: "watches", onSale: true };

describe("codes", () => {
  it("stores a code upper case with single dashes, whatever the shopper typed around it", () => {
    expect(normalizeCode("  ete 20 ")).toBe("ETE-20");
    expect(normalizeCode("summer__20")).toBe("SUMMER-20");
    expect(normalizeCode("--Leila--10--")).toBe("LEILA-10");
    expect(isValidCode("ETE20")).toBe(true);
    expect(isValidCode("E2")).toBe(false);
    expect(isValidCode("ÉTÉ20")).toBe(false);
    expect(isValidCode("A".repeat(21))).toBe(false);
  });

  it("finds a code read aloud or misread: dashes dropped, O as 0, I and L as 1", () => {
    expect(codeKey("ete-2o")).toBe(codeKey("ETE20"));
    expect(codeKey("LEILA10")).toBe(codeKey("1E11A1O"));
    expect(codeKey("ETE20")).not.toBe(codeKey("ETE21"));
  });
});

describe("what a code takes off", () => {
  it("takes 15% off 3 × 12.345 TND exactly to the millime, rounding half up once", () => {
    const applied = applyDiscount(terms({ percent: 15 }), [dress], "7.000", "TND", NOW);
    expect(applied).toEqual({ ok: true, result: { kind: "percent", discount: "5.555", qualifying: "37.035" } });
    if (!applied.ok) return;
    expect(discountedFigures({ subtotal: "37.035", shippingFee: "7.000" }, applied.result, "TND")).toEqual({
      subtotal: "37.035",
      shippingFee: "7.000",
      discount: "5.555",
      total: "38.480",
    });
  });

  it("rounds a percentage half up in cents for dollars", () => {
    expect(percentOf("0.10", 5, "USD")).toBe("0.01");
    expect(percentOf("0.09", 5, "USD")).toBe("0.00");
    expect(percentOf("100.00", 100, "USD")).toBe("100.00");
  });

  it("never takes a fixed amount below zero, and applies it to qualifying lines only", () => {
    const applied = applyDiscount(
      terms({ kind: "fixed", percent: null, amount: "50.000", productTypes: ["women_s_clothing"] }),
      [dress, watchOnSale],
      "7.000",
      "TND",
      NOW,
    );
    expect(applied).toEqual({ ok: true, result: { kind: "fixed", discount: "37.035", qualifying: "37.035" } });
  });

  it("makes delivery free, and says so when it already is", () => {
    const free = terms({ kind: "free_shipping", percent: null });
    const applied = applyDiscount(free, [dress], "7.000", "TND", NOW);
    expect(applied).toEqual({ ok: true, result: { kind: "free_shipping", discount: "7.000", qualifying: "37.035" } });
    if (applied.ok) {
      expect(discountedFigures({ subtotal: "37.035", shippingFee: "7.000" }, applied.result, "TND")).toEqual({
        subtotal: "37.035",
        shippingFee: "0.000",
        discount: "7.000",
        total: "37.035",
      });
    }
    expect(applyDiscount(free, [dress], "0.000", "TND", NOW)).toEqual({ ok: false, refusal: "deliveryAlreadyFree" });
  });

  it("gives each reason a code does not apply", () => {
    const cases: [Partial<DiscountTerms>, DiscountLine[], string][] = [
      [{ paused: true }, [dress], "paused"],
      [{ startsAt: new Date("2026-07-11T00:00:00Z") }, [dress], "notStarted"],
      [{ endsAt: NOW }, [dress], "expired"],
      [{ maxUses: 10, uses: 10 }, [dress], "usedUp"],
      [{ minSubtotal: "37.036" }, [dress], "minimumNotReached"],
      [{ productTypes: ["watches"], excludeSale: true }, [dress, watchOnSale], "nothingQualifies"],
    ];
    for (const [overrides, lines, refusal] of cases) {
      expect(applyDiscount(terms(overrides), lines, "7.000", "TND", NOW), refusal).toEqual({ ok: false, refusal });
    }
    expect(applyDiscount(terms({ minSubtotal: "37.035", maxUses: 10, uses: 9 }), [dress], "7.000", "TND", NOW).ok).toBe(true);
  });

  it("never takes off more than the qualifying lines, never leaves a negative total, and always adds up", () => {
    const line = fc.record({
      price: fc.integer({ min: 0, max: 10_000_000 }).map((units) => fromMinorUnits(BigInt(units), "TND")),
      quantity: fc.integer({ min: 1, max: 10 }),
      type: fc.constantFrom("watches", "women_s_clothing", "shoes"),
      onSale: fc.boolean(),
    });
    const code = fc.record({
      kind: fc.constantFrom("percent" as const, "fixed" as const, "free_shipping" as const),
      percent: fc.integer({ min: 1, max: 100 }),
      amount: fc.integer({ min: 1, max: 100_000_000 }).map((units) => fromMinorUnits(BigInt(units), "TND")),
      productTypes: fc.subarray(["watches", "women_s_clothing", "shoes"]),
      excludeSale: fc.boolean(),
    });
    const fee = fc.integer({ min: 0, max: 20_000 }).map((units) => fromMinorUnits(BigInt(units), "TND"));
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 6 }), code, fee, (lines, given, shippingFee) => {
        const applied = applyDiscount(terms(given), lines, shippingFee, "TND", NOW);
        const subtotal = linesTotal(lines, "TND");
        if (!applied.ok) return;
        const figures = discountedFigures({ subtotal, shippingFee }, applied.result, "TND");
        const units = (amount: string) => toMinorUnits(amount, "TND");
        expect(units(figures.discount)).toBeGreaterThanOrEqual(0n);
        if (given.kind !== "free_shipping") {
          expect(units(figures.discount)).toBeLessThanOrEqual(units(applied.result.qualifying));
          expect(units(figures.total)).toBe(units(subtotal) - units(figures.discount) + units(shippingFee));
        } else {
          expect(figures.shippingFee).toBe("0.000");
          expect(units(figures.total)).toBe(units(subtotal));
        }
        expect(units(figures.total)).toBeGreaterThanOrEqual(0n);
      }),
      { numRuns: 2000 },
    );
  });
});

describe("the free-delivery threshold with a code", () => {
  const rates = { ...defaultShippingRates("TND"), freeShippingOver: "140.000" };
  const percent = (discount: string) => ({ kind: "percent" as const, discount, qualifying: "149.000" });

  it("is read on the goods after the code: 10% off 149 is 134.100, under 140, and the fee is charged", () => {
    expect(orderFiguresWithCode("149.000", "Tunis", rates, percent("14.900"), "TND")).toEqual({
      subtotal: "149.000",
      shippingFee: "7.000",
      discount: "14.900",
      total: "141.100",
    });
  });

  it("still waives the fee when the goods after the code reach it, exactly at the threshold too", () => {
    expect(orderFiguresWithCode("155.556", "Tunis", rates, percent("15.556"), "TND")).toMatchObject({
      shippingFee: "0.000",
      total: "140.000",
    });
    expect(orderFiguresWithCode("149.000", "Tunis", rates, null, "TND")).toMatchObject({ shippingFee: "0.000", total: "149.000" });
  });

  it("reads the subtotal for a code of free delivery, which takes nothing off the goods", () => {
    const freeDelivery = { kind: "free_shipping" as const, discount: "7.000", qualifying: "100.000" };
    expect(orderFiguresWithCode("100.000", "Tunis", rates, freeDelivery, "TND")).toEqual({
      subtotal: "100.000",
      shippingFee: "0.000",
      discount: "7.000",
      total: "100.000",
    });
  });
});

/**
 * What a placed order's code takes off the pieces kept at the door (docs/decisions/055, app/lib/discounts.ts): the
 * code's own rule on the kept lines it applied to, rounded as the order was, and never more than the order took.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { applyDiscount, discountedFigures, keptDiscount, percentOf, type DiscountTerms } from "~/lib/discounts";
import { fromMinorUnits, toMinorUnits } from "~/lib/money";

const terms = (overrides: Partial<DiscountTerms>): DiscountTerms => ({
  kind: "percent",
  percent: null,
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
});

describe("keptDiscount", () => {
  it("takes the code's percentage of the kept lines it applied to, half up to the millime", () => {
    // 15% of 45.500 = 6.825; of 37.035 = 5.55525 → 5.555.
    expect(keptDiscount({ kind: "percent", discount: "18.188", percent: 15, qualifying: "121.250" }, "45.500", "TND")).toEqual({
      kind: "percent",
      discount: "6.825",
      qualifying: "45.500",
    });
    expect(keptDiscount({ kind: "percent", discount: "9.999", percent: 15, qualifying: "66.660" }, "37.035", "TND").discount).toBe("5.555");
    expect(keptDiscount({ kind: "percent", discount: "18.188", percent: 15, qualifying: "121.250" }, "0.000", "TND").discount).toBe(
      "0.000",
    );
  });

  it("caps a fixed amount at the kept lines, whether the order was capped or not", () => {
    // 50 off an order of 100.440: 50 stays while the kept lines cost more, the kept lines when they cost less.
    expect(keptDiscount({ kind: "fixed", discount: "50.000", percent: null, qualifying: "100.440" }, "75.750", "TND").discount).toBe(
      "50.000",
    );
    expect(keptDiscount({ kind: "fixed", discount: "50.000", percent: null, qualifying: "100.440" }, "42.595", "TND").discount).toBe(
      "42.595",
    );
    // A code of 80 on an order of 60 took 60; on 30 kept it takes 30 (the smaller of 80 and 30).
    expect(keptDiscount({ kind: "fixed", discount: "60.00", percent: null, qualifying: "60.00" }, "30.00", "USD").discount).toBe("30.00");
  });

  it("keeps free delivery's waived fee", () => {
    const result = keptDiscount({ kind: "free_shipping", discount: "7.000", percent: null, qualifying: "72.845" }, "30.250", "TND");
    expect(result).toEqual({ kind: "free_shipping", discount: "7.000", qualifying: "30.250" });
    expect(discountedFigures({ subtotal: "30.250", shippingFee: "0.000" }, result, "TND")).toEqual({
      subtotal: "30.250",
      shippingFee: "0.000",
      discount: "7.000",
      total: "30.250",
    });
  });

  it("shares an older order's percent discount in proportion, half up, when its percentage was not kept", () => {
    // 18.188 × 45.500 / 121.250 = 6.82517… → 6.825.
    expect(keptDiscount({ kind: "percent", discount: "18.188", percent: null, qualifying: "121.250" }, "45.500", "TND").discount).toBe(
      "6.825",
    );
  });

  it("gives the order's own discount back when everything is kept, and never more than it took", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ price: fc.integer({ min: 1, max: 500_000 }), quantity: fc.integer({ min: 1, max: 5 }) }), {
          minLength: 1,
          maxLength: 5,
        }),
        fc.integer({ min: 1, max: 100 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 5 }), { minLength: 5, maxLength: 5 }),
        (lines, percent, amount, keptCounts) => {
          const priced = lines.map((line) => ({
            price: fromMinorUnits(BigInt(line.price), "TND"),
            quantity: line.quantity,
            type: "t",
            onSale: false,
          }));
          const kept = priced.map((line, i) => ({ ...line, quantity: Math.min(keptCounts[i], line.quantity) }));
          const sum = (rows: typeof priced) =>
            fromMinorUnits(
              rows.reduce((n, row) => n + toMinorUnits(row.price, "TND") * BigInt(row.quantity), 0n),
              "TND",
            );
          for (const code of [
            terms({ kind: "percent", percent }),
            terms({ kind: "fixed", amount: fromMinorUnits(BigInt(amount), "TND") }),
          ]) {
            const applied = applyDiscount(code, priced, "7.000", "TND", new Date());
            if (!applied.ok) throw new Error(applied.refusal);
            const placed = {
              kind: code.kind,
              discount: applied.result.discount,
              percent: code.percent,
              qualifying: applied.result.qualifying,
            };
            // Kept whole: the same discount as placed.
            expect(keptDiscount(placed, sum(priced), "TND").discount).toBe(applied.result.discount);
            // Kept in part: what the rule takes off the kept lines, never more than they cost nor than the order took.
            const partial = keptDiscount(placed, sum(kept), "TND").discount;
            expect(toMinorUnits(partial, "TND")).toBeLessThanOrEqual(toMinorUnits(applied.result.discount, "TND"));
            expect(toMinorUnits(partial, "TND")).toBeLessThanOrEqual(toMinorUnits(sum(kept), "TND"));
            if (code.kind === "percent") expect(partial).toBe(percentOf(sum(kept), percent, "TND"));
          }
        },
      ),
    );
  });
});

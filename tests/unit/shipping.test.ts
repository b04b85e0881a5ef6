import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newOrderReference, normalizeOrderReference } from "~/lib/order-reference";
import { defaultShippingRates, orderFigures, type ShippingRates } from "~/lib/shipping";

const rates: ShippingRates = {
  fees: [
    { state: "Tunis", fee: "5.000" },
    { state: "Tozeur", fee: "12.500" },
  ],
  freeShippingOver: "150.000",
};

describe("an order's figures", () => {
  it("add the governorate's fee to the subtotal, exactly", () => {
    expect(orderFigures("37.035", "Tozeur", rates, "TND")).toEqual({ subtotal: "37.035", shippingFee: "12.500", total: "49.535" });
    expect(orderFigures("0.1", "Tunis", rates, "USD")).toEqual({ subtotal: "0.10", shippingFee: "5.00", total: "5.10" });
  });

  it("waive the fee from the threshold on, not a millime before", () => {
    expect(orderFigures("149.999", "Tunis", rates, "TND").shippingFee).toBe("5.000");
    expect(orderFigures("150", "Tunis", rates, "TND")).toEqual({ subtotal: "150.000", shippingFee: "0.000", total: "150.000" });
  });

  it("charge an unknown governorate the highest fee, never less", () => {
    expect(orderFigures("10", "Atlantis", { ...rates, freeShippingOver: null }, "TND").shippingFee).toBe("12.500");
  });

  it("start from one default fee for all 24 governorates", () => {
    const defaults = defaultShippingRates("TND");
    expect(defaults.fees).toHaveLength(24);
    expect(new Set(defaults.fees.map((row) => row.fee))).toEqual(new Set(["7.000"]));
    expect(defaults.freeShippingOver).toBeNull();
  });
});

describe("order references", () => {
  it("are three groups of four base32 characters, and differ", () => {
    const references = Array.from({ length: 1000 }, newOrderReference);
    for (const reference of references) expect(reference).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}(-[0-9A-HJKMNP-TV-Z]{4}){2}$/);
    expect(new Set(references).size).toBe(1000);
  });

  it("read back however they are typed", () => {
    fc.assert(
      fc.property(fc.constant(null).map(newOrderReference), fc.boolean(), fc.boolean(), (reference, lower, spaced) => {
        let typed = spaced ? reference.replace(/-/g, " ") : reference.replace(/-/g, "");
        if (lower) typed = typed.toLowerCase();
        expect(normalizeOrderReference(typed)).toBe(reference);
      }),
    );
    expect(normalizeOrderReference("oooo-iiii-llll")).toBe("0000-1111-1111");
  });

  it("refuse what cannot be one", () => {
    for (const typed of ["", "ABCD-EFGH", "ABCD-EFGH-JKMNP", "UUUU-UUUU-UUUU", "ABCD-EFGH-JK!M", "12"])
      expect(normalizeOrderReference(typed)).toBeNull();
  });
});

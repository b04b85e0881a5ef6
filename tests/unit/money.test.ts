import { describe, expect, it } from "vitest";
import { currencySetting, readConfig } from "~/config.server";
import {
  compareAmounts,
  decimalsOf,
  formatMinor,
  fromMinorUnits,
  isDecimal,
  linesTotal,
  maxAmount,
  multiplyAmount,
  normalizeAmount,
  parseMinor,
  sumAmounts,
  toMinorUnits,
} from "~/lib/money";
import { priceSchema, priceSchemaFor } from "~/lib/schema-rules";
import { productFormSchema, productFormSchemaFor } from "~/lib/product-schemas";
import { sayInvalid } from "~/lib/validation-messages";

describe("decimal strings as minor units", () => {
  it("parses exactly at a scale", () => {
    expect(parseMinor("12.345", 3)).toBe(12345n);
    expect(parseMinor("12.5", 3)).toBe(12500n);
    expect(parseMinor("12", 2)).toBe(1200n);
    expect(parseMinor("0.01", 2)).toBe(1n);
    expect(parseMinor("007.10", 2)).toBe(710n);
    expect(parseMinor("12.3400", 2)).toBe(1234n);
    expect(parseMinor("-1.5", 2)).toBe(-150n);
    expect(parseMinor("-0.00", 2)).toBe(0n);
    // Far beyond a float's 15-16 significant digits, still exact.
    expect(parseMinor("123456789012345678.901", 3)).toBe(123456789012345678901n);
  });

  it("refuses more decimals than the scale unless told to round half up", () => {
    expect(() => parseMinor("12.345", 2)).toThrow(/more than 2 decimals/);
    expect(parseMinor("12.345", 2, "half-up")).toBe(1235n);
    expect(parseMinor("12.344", 2, "half-up")).toBe(1234n);
    expect(parseMinor("0.125", 2, "half-up")).toBe(13n);
    expect(parseMinor("-0.125", 2, "half-up")).toBe(-13n);
    expect(parseMinor("-0.001", 2, "half-up")).toBe(0n);
    expect(parseMinor("1.0049999", 2, "half-up")).toBe(100n);
  });

  it("refuses what is not a plain decimal", () => {
    for (const bad of ["", "abc", "1e3", " 1", "1.", ".5", "1,5", "+1", "0x10", "1.2.3", "NaN", "Infinity"]) {
      expect(isDecimal(bad)).toBe(false);
      expect(() => parseMinor(bad, 2)).toThrow(RangeError);
    }
    expect(() => parseMinor("1", -1)).toThrow(RangeError);
    expect(() => parseMinor("1", 1.5)).toThrow(RangeError);
  });

  it("counts decimals as written", () => {
    expect(decimalsOf("12")).toBe(0);
    expect(decimalsOf("12.50")).toBe(2);
    expect(decimalsOf("12.345")).toBe(3);
  });

  it("formats back with exactly the scale's decimals", () => {
    expect(formatMinor(12345n, 3)).toBe("12.345");
    expect(formatMinor(1250n, 2)).toBe("12.50");
    expect(formatMinor(5n, 3)).toBe("0.005");
    expect(formatMinor(0n, 2)).toBe("0.00");
    expect(formatMinor(-150n, 2)).toBe("-1.50");
    expect(formatMinor(-5n, 3)).toBe("-0.005");
    expect(formatMinor(42n, 0)).toBe("42");
    expect(formatMinor(123456789012345678901n, 3)).toBe("123456789012345678.901");
  });
});

describe("amounts in a currency", () => {
  it("USD counts cents and TND millimes", () => {
    expect(toMinorUnits("12.50", "USD")).toBe(1250n);
    expect(toMinorUnits("12.345", "TND")).toBe(12345n);
    expect(() => toMinorUnits("12.345", "USD")).toThrow(RangeError);
    expect(fromMinorUnits(1250n, "USD")).toBe("12.50");
    expect(fromMinorUnits(12345n, "TND")).toBe("12.345");
  });

  it("writes an amount with the currency's decimals, rounding only what the currency cannot hold", () => {
    expect(normalizeAmount("12.5", "USD")).toBe("12.50");
    expect(normalizeAmount("12.5", "TND")).toBe("12.500");
    // PostgreSQL's numeric(12,3) answers three decimals whatever the currency.
    expect(normalizeAmount("49.900", "USD")).toBe("49.90");
    expect(normalizeAmount("12.345", "TND")).toBe("12.345");
    expect(normalizeAmount("12.345", "USD")).toBe("12.35");
  });

  it("multiplies and adds without a float's errors", () => {
    expect(multiplyAmount("12.345", 3, "TND")).toBe("37.035");
    expect(multiplyAmount("0.10", 3, "USD")).toBe("0.30");
    expect(multiplyAmount("1.005", 1000, "TND")).toBe("1005.000");
    expect(sumAmounts(["0.10", "0.20"], "USD")).toBe("0.30");
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumAmounts([], "TND")).toBe("0.000");
    expect(sumAmounts(["12.345", "0.005", "100"], "TND")).toBe("112.350");
    expect(
      linesTotal(
        [
          { price: "12.345", quantity: 3 },
          { price: "1.001", quantity: 2 },
        ],
        "TND",
      ),
    ).toBe("39.037");
    expect(
      linesTotal(
        [
          { price: "49.90", quantity: 2 },
          { price: "101.69", quantity: 1 },
        ],
        "USD",
      ),
    ).toBe("201.49");
    expect(linesTotal([{ price: "999999999.999", quantity: 999 }], "TND")).toBe("998999999999.001");
    expect(() => multiplyAmount("1.00", 1.5, "USD")).toThrow(RangeError);
    expect(multiplyAmount("1.00", 3n, "USD")).toBe("3.00");
  });

  it("compares exactly whatever the decimals", () => {
    expect(compareAmounts("12.5", "12.50")).toBe(0);
    expect(compareAmounts("12.345", "12.35")).toBe(-1);
    expect(compareAmounts("1000000000", maxAmount("USD"))).toBe(1);
    expect(compareAmounts("999999999.999", maxAmount("TND"))).toBe(0);
  });

  it("knows the largest amount the database holds in each currency", () => {
    expect(maxAmount("USD")).toBe("999999999.99");
    expect(maxAmount("TND")).toBe("999999999.999");
  });
});

describe("the price field follows the currency", () => {
  const message = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.success ? null : result.error!.issues.map((issue) => issue.message);

  it("USD: at most 2 decimals, answered with 2", () => {
    expect(priceSchema).toBe(priceSchemaFor("USD"));
    expect(priceSchema.parse("12.5")).toBe("12.50");
    expect(priceSchema.parse("0.1")).toBe("0.10");
    expect(priceSchema.parse(19.99)).toBe("19.99");
    expect(message(priceSchema.safeParse("12.345"))).toEqual(["price must be a positive number with at most 2 decimals"]);
    expect(sayInvalid.priceFormat("price")).toBe("price must be a positive number with at most 2 decimals");
  });

  it("TND: at most 3 decimals, answered with 3", () => {
    const tnd = priceSchemaFor("TND");
    expect(tnd.parse("12.345")).toBe("12.345");
    expect(tnd.parse("12.5")).toBe("12.500");
    expect(tnd.parse("7")).toBe("7.000");
    expect(tnd.parse(12.345)).toBe("12.345");
    expect(tnd.parse("0.001")).toBe("0.001");
    expect(message(tnd.safeParse("12.3456"))).toEqual(["price must be a positive number with at most 3 decimals"]);
    expect(message(tnd.safeParse("0.000"))).toEqual(["price must be a positive number with at most 3 decimals"]);
    expect(message(tnd.safeParse("9999999999"))).toEqual(["price must be at most 999999999.999"]);
  });

  it("the product form is built once per currency, and USD stays the default", () => {
    expect(productFormSchema).toBe(productFormSchemaFor("USD"));
    expect(productFormSchemaFor("TND")).toBe(productFormSchemaFor("TND"));
    const form = {
      name: "Linen Dress",
      price: "12.345",
      quantity: "3",
      type: "women_s_clothing",
      category: "dresses",
      description: "A light linen dress for hot days.",
    };
    expect(productFormSchemaFor("TND").parse(form).price).toBe("12.345");
    expect(productFormSchema.safeParse(form).success).toBe(false);
  });
});

describe("STORE_CURRENCY", () => {
  const env = (vars: Record<string, string>) => vars as NodeJS.ProcessEnv;
  it("is USD unless set to TND, and any other value stops the start with a clear message", () => {
    expect(readConfig(env({})).currency).toBe("USD");
    expect(readConfig(env({ STORE_CURRENCY: "" })).currency).toBe("USD");
    expect(readConfig(env({ STORE_CURRENCY: "USD" })).currency).toBe("USD");
    expect(readConfig(env({ STORE_CURRENCY: "TND" })).currency).toBe("TND");
    for (const bad of ["EUR", "tnd", "TND ", "dinar"]) {
      expect(() => readConfig(env({ STORE_CURRENCY: bad }))).toThrow(`STORE_CURRENCY must be one of USD, TND (got "${bad}")`);
    }
    expect(currencySetting(undefined)).toBe("USD");
  });
});

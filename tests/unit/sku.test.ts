import { describe, expect, it } from "vitest";
import { barcodeProblem, gtin14, hasValidCheckDigit, isValidSku, normalizeSku, skuBase, skuCandidate, uniqueSku } from "~/lib/sku";
import { barcodeSchema, sizesSchema, skuSchema } from "~/lib/product-schemas";

describe("SKU format", () => {
  it("takes letters, digits and single dashes, upper case, at most 40", () => {
    expect(isValidSku("WRAP-MIDI-GRN-M")).toBe(true);
    expect(isValidSku("A1")).toBe(true);
    expect(isValidSku("wrap-midi")).toBe(false);
    expect(isValidSku("WRAP--MIDI")).toBe(false);
    expect(isValidSku("-WRAP")).toBe(false);
    expect(isValidSku("WRAP MIDI")).toBe(false);
    expect(isValidSku("É")).toBe(false);
    expect(isValidSku("A".repeat(40))).toBe(true);
    expect(isValidSku("A".repeat(41))).toBe(false);
  });

  it("is written upper case, so that two spellings are one code", () => {
    expect(normalizeSku("  wrap-Midi-grn-m ")).toBe("WRAP-MIDI-GRN-M");
    expect(skuSchema.parse(" wrap-midi-grn-m")).toBe("WRAP-MIDI-GRN-M");
    expect(skuSchema.parse("")).toBeUndefined();
    expect(skuSchema.parse(null)).toBeUndefined();
    expect(skuSchema.parse(undefined)).toBeUndefined();
    expect(skuSchema.safeParse("WRAP MIDI").success).toBe(false);
    expect(skuSchema.safeParse("A".repeat(41)).success).toBe(false);
  });
});

describe("generated SKUs", () => {
  it("read as the product, the colour and the size", () => {
    expect(skuBase({ productId: 1, productName: "Wrap Midi Dress", colorName: "Green", size: "m" })).toBe("WRAP-MIDI-GRN-M");
    expect(skuBase({ productId: 1, productName: "The Classic Leather Handbag", colorName: "Black", size: "one" })).toBe("CLSC-LTHR-BLC");
    expect(skuBase({ productId: 1, productName: "Robe d'été", colorName: null, size: "s" })).toBe("ROBE-ETE-S");
    expect(skuBase({ productId: 1, productName: "Kids Tee", colorName: "Red", size: "4-5y" })).toBe("KIDS-TEE-RED-45Y");
    expect(skuBase({ productId: 1, productName: "Sneakers 2024", colorName: "Navy Blue", size: "38" })).toBe("SNKR-2024-NVY-38");
  });

  it("fall back to the product's id when its name has no Latin letters or digits", () => {
    expect(skuBase({ productId: 42, productName: "فستان صيفي", colorName: "أخضر", size: "m" })).toBe("P42-M");
  });

  it("take a numeric suffix when the code is taken, always within 40 characters", () => {
    expect(uniqueSku("WRAP-MIDI-GRN-M", new Set())).toBe("WRAP-MIDI-GRN-M");
    expect(uniqueSku("WRAP-MIDI-GRN-M", new Set(["WRAP-MIDI-GRN-M", "WRAP-MIDI-GRN-M-2"]))).toBe("WRAP-MIDI-GRN-M-3");
    const long = "A".repeat(40);
    expect(skuCandidate(long, 12)).toHaveLength(40);
    expect(skuCandidate(long, 12).endsWith("-12")).toBe(true);
    expect(isValidSku(skuCandidate("ABCDEFGHIJKLMNOPQRSTUVWXYZ-ABCDEFGHIJKLM", 2))).toBe(true);
  });
});

describe("GTIN barcodes", () => {
  it("accept real codes of every length", () => {
    expect(barcodeProblem("4006381333931")).toBeNull(); // EAN-13
    expect(barcodeProblem("036000291452")).toBeNull(); // UPC-A
    expect(barcodeProblem("96385074")).toBeNull(); // EAN-8
    expect(barcodeProblem("10012345678902")).toBeNull(); // GTIN-14
    expect(hasValidCheckDigit("5901234123457")).toBe(true);
  });

  it("refuse a wrong check digit and anything but 8, 12, 13 or 14 digits", () => {
    expect(barcodeProblem("4006381333932")).toBe("check-digit");
    expect(barcodeProblem("036000291453")).toBe("check-digit");
    expect(barcodeProblem("1234567")).toBe("format");
    expect(barcodeProblem("123456789012345")).toBe("format");
    expect(barcodeProblem("40063813339A1")).toBe("format");
  });

  it("compare a UPC-A and its EAN-13 as one code", () => {
    expect(gtin14("036000291452")).toBe(gtin14("0036000291452"));
  });

  it("are checked by the form and API schema, naming the check digit", () => {
    expect(barcodeSchema.parse(" 4006381333931 ")).toBe("4006381333931");
    expect(barcodeSchema.parse("")).toBeNull();
    expect(barcodeSchema.parse(undefined)).toBeUndefined();
    const wrong = barcodeSchema.safeParse("4006381333932");
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0].message).toBe("barcode 4006381333932 has a wrong check digit");
  });

  it("are given once in a save, as SKUs are", () => {
    const twice = sizesSchema.safeParse([
      { size: "s", quantity: "1", sku: "A-1", barcode: "036000291452" },
      { size: "m", quantity: "1", sku: "a-1", barcode: "0036000291452" },
    ]);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((issue) => issue.message)).toEqual([
      "SKU A-1 is given to two variants",
      "each barcode may be listed only once",
    ]);
  });
});

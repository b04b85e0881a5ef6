/**
 * Delivery slips (issue 36): the carrier's CSV layout, the reference's barcode, and how a batch is read and
 * laid out on sheets.
 */
import { describe, expect, it } from "vitest";
import { code128Svg } from "~/lib/barcode.server";
import { carrierCsv, carrierLayouts, isCarrierLayout, type CarrierRow } from "~/lib/carrier-csv";
import { CSV_BOM } from "~/lib/csv";
import { itemCount, readSlipSelection, sheetsOf, slipsQuery } from "~/lib/slips";

const row: CarrierRow = {
  reference: "ABCD-EFGH-JKMN",
  fullName: "Amel Ben Salah",
  telephone: "22123456",
  state: "Sousse",
  city: "Hammam Sousse",
  street: "12 rue de la Plage",
  zip: "4011",
  cash: "87.500",
  items: 3,
};

describe("carrier CSV", () => {
  it("writes the standard layout's columns in their order, then one row per order", () => {
    const text = carrierCsv([row, { ...row, reference: "ZZZZ-YYYY-XXXX", cash: "12.000", items: 1, zip: "" }]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split("\r\n");
    expect(lines[0]).toBe("Name,Telephone,Governorate,City,Address,Cash to collect,Items,Reference");
    expect(lines[1]).toBe('Amel Ben Salah,22123456,Sousse,Hammam Sousse,"12 rue de la Plage, 4011",87.500,3,ABCD-EFGH-JKMN');
    expect(lines[2]).toBe("Amel Ben Salah,22123456,Sousse,Hammam Sousse,12 rue de la Plage,12.000,1,ZZZZ-YYYY-XXXX");
    expect(lines[3]).toBe("");
    expect(lines).toHaveLength(4);
  });

  it("neutralises formulas a shopper typed", () => {
    const text = carrierCsv([{ ...row, fullName: "=HYPERLINK(1)", city: "@Sfax" }]);
    expect(text).toContain("'=HYPERLINK(1)");
    expect(text).toContain("'@Sfax");
  });

  it("knows its layouts by name only", () => {
    expect(Object.keys(carrierLayouts)).toContain("standard");
    expect(isCarrierLayout("standard")).toBe(true);
    expect(isCarrierLayout("toString")).toBe(false);
    expect(isCarrierLayout("nope")).toBe(false);
  });
});

describe("barcode", () => {
  it("draws the reference as a Code 128 SVG with bars", () => {
    const svg = code128Svg("ABCD-EFGH-JKMN");
    expect(svg.startsWith("<svg ")).toBe(true);
    expect(svg).toContain('aria-hidden="true"');
    expect(svg).toMatch(/viewBox="0 0 \d+ \d+"/);
    // Bars are drawn as vertical strokes: many of them for 14 characters.
    const strokes = [...svg.matchAll(/M([\d.]+) ([\d.]+)L([\d.]+) ([\d.]+)/g)];
    const bars = strokes.filter(([, x1, y1, x2, y2]) => x1 === x2 && Number(y1) - Number(y2) > 20);
    expect(bars.length).toBeGreaterThan(20);
  });

  it("draws different bars for different references", () => {
    expect(code128Svg("ABCD-EFGH-JKMN")).not.toBe(code128Svg("ABCD-EFGH-JKMP"));
  });
});

describe("slip batches", () => {
  it("reads ids repeated or comma-separated, each once, and ignores junk", () => {
    const selection = readSlipSelection(new URLSearchParams("ids=3,1&ids=2&ids=1&ids=x&ids=-4&layout=a6&ship=1"));
    expect(selection).toEqual({ ids: [3, 1, 2], day: null, layout: "a6", ship: true });
  });

  it("defaults to four per A4 page and keeps only a real day", () => {
    expect(readSlipSelection(new URLSearchParams("day=2026-02-30&layout=a5"))).toEqual({ ids: [], day: null, layout: "a4", ship: false });
    expect(readSlipSelection(new URLSearchParams("day=2026-11-27")).day).toBe("2026-11-27");
  });

  it("writes a batch's address and splits it into sheets", () => {
    expect(slipsQuery([1, 2], "a4", { shipped: 2, notMoved: ["ABCD-EFGH-JKMN"] })).toBe(
      "?ids=1%2C2&layout=a4&shipped=2&notMoved=ABCD-EFGH-JKMN",
    );
    expect(sheetsOf([1, 2, 3, 4, 5], "a4")).toEqual([[1, 2, 3, 4], [5]]);
    expect(sheetsOf([1, 2], "a6")).toEqual([[1], [2]]);
  });

  it("counts a parcel's items", () => {
    expect(itemCount({ products: [{ quantity: 2 }, { quantity: 1 }] as never })).toBe(3);
  });
});

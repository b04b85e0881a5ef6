/**
 * Delivery slips (issue 36): the carrier's CSV layout, the reference's barcode, and how a batch is read and
 * laid out on sheets.
 */
import { describe, expect, it } from "vitest";
import { shipReportFlash } from "~/components/admin/slips.server";
import { setFlash } from "~/flash.server";
import { code128Svg } from "~/lib/barcode.server";
import { carrierCsv, carrierLayouts, isCarrierLayout, type CarrierRow } from "~/lib/carrier-csv";
import { CSV_BOM } from "~/lib/csv";
import { itemCount, readSlipSelection, sheetsOf, SLIPS_MAX, SLIPS_NOT_MOVED_NAMED, slipsQuery } from "~/lib/slips";

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
  codes: "WRAP-MIDI-GRN-M ×2 · STRAW-BAG ×1",
};

describe("carrier CSV", () => {
  it("writes the standard layout's columns in their order, then one row per order", () => {
    const text = carrierCsv([row, { ...row, reference: "ZZZZ-YYYY-XXXX", cash: "12.000", items: 1, zip: "", codes: "" }]);
    expect(text.startsWith(CSV_BOM)).toBe(true);
    const lines = text.slice(CSV_BOM.length).split("\r\n");
    expect(lines[0]).toBe("Name,Telephone,Governorate,City,Address,Cash to collect,Items,Reference,SKUs");
    expect(lines[1]).toBe(
      'Amel Ben Salah,22123456,Sousse,Hammam Sousse,"12 rue de la Plage, 4011",87.500,3,ABCD-EFGH-JKMN,WRAP-MIDI-GRN-M ×2 · STRAW-BAG ×1',
    );
    expect(lines[2]).toBe("Amel Ben Salah,22123456,Sousse,Hammam Sousse,12 rue de la Plage,12.000,1,ZZZZ-YYYY-XXXX,");
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
    const selection = readSlipSelection(new URLSearchParams("ids=3,1&ids=2&ids=1&ids=x&ids=-4&ids=0, 7 ,,&layout=a6&ship=1"));
    expect(selection).toEqual({ ids: [3, 1, 2, 7], tooMany: false, day: null, layout: "a6", ship: true });
  });

  it("defaults to four per A4 page and keeps only a real day", () => {
    expect(readSlipSelection(new URLSearchParams("day=2026-02-30&layout=a5"))).toEqual({
      ids: [],
      tooMany: false,
      day: null,
      layout: "a4",
      ship: false,
    });
    expect(readSlipSelection(new URLSearchParams("day=2026-11-27")).day).toBe("2026-11-27");
  });

  const upTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it("takes a full batch, its repeats removed and its order kept, from a query or a posted form", () => {
    const full = upTo(SLIPS_MAX).reverse();
    // Every id twice, and junk between them: still one full batch.
    const query = new URLSearchParams({ ids: [...full, ...full, "x", "0"].join(",") });
    expect(readSlipSelection(query)).toMatchObject({ ids: full, tooMany: false });
    const form = new FormData();
    for (const id of [...full, ...full]) form.append("ids", String(id));
    expect(readSlipSelection(form)).toMatchObject({ ids: full, tooMany: false });
  });

  it("refuses a batch that names more orders than it holds, whatever else it names", () => {
    const over = upTo(SLIPS_MAX + 1);
    expect(readSlipSelection(new URLSearchParams({ ids: over.join(","), ship: "1" }))).toEqual({
      ids: [],
      tooMany: true,
      day: null,
      layout: "a4",
      ship: true,
    });
    const form = new FormData();
    for (const id of over) form.append("ids", String(id));
    form.set("day", "2026-11-27");
    expect(readSlipSelection(form)).toMatchObject({ ids: [], tooMany: true, day: "2026-11-27" });
  });

  it("refuses the 140,000 ids of an 870 KB form", () => {
    const body = `layout=a4&ids=${upTo(140_000).join(",")}`;
    expect(body.length).toBeGreaterThan(860_000);
    expect(readSlipSelection(new URLSearchParams(body))).toMatchObject({ ids: [], tooMany: true });
  });

  it("writes a batch's address, with nothing but the orders and the layout, and splits it into sheets", () => {
    expect(slipsQuery([1, 2], "a4")).toBe("?ids=1%2C2&layout=a4");
    expect(sheetsOf([1, 2, 3, 4, 5], "a4")).toEqual([[1, 2, 3, 4], [5]]);
    expect(sheetsOf([1, 2], "a6")).toEqual([[1], [2]]);
  });

  it("counts a parcel's items", () => {
    expect(itemCount({ products: [{ quantity: 2 }, { quantity: 1 }] as never })).toBe(3);
  });
});

describe("the report of a move to Shipped", () => {
  const references = (n: number) => Array.from({ length: n }, (_, i) => `REF${String(i + 1).padStart(3, "0")}-ABCD-EFGH`);

  it("says how many orders moved, as a success when none stayed behind", () => {
    expect(shipReportFlash("en", { shipped: 3, notMoved: [] })).toEqual({ kind: "success", message: "3 orders were marked Shipped." });
    expect(shipReportFlash("fr", { shipped: 1, notMoved: [] })?.message).toBe("1 commande a été marquée Expédiée.");
    expect(shipReportFlash("en", { shipped: 0, notMoved: [] })).toBeNull();
  });

  it("names the orders that stayed behind, as a warning", () => {
    expect(shipReportFlash("en", { shipped: 2, notMoved: ["ABCD-EFGH-JKMN"] })).toEqual({
      kind: "error",
      message: "2 orders were marked Shipped.\nNot marked Shipped (they are not Confirmed): ABCD-EFGH-JKMN",
    });
    expect(shipReportFlash("ar", { shipped: 0, notMoved: ["ABCD-EFGH-JKMN"] })?.message).toBe(
      "لم تُوضع في حالة «تم الشحن» (غير مؤكّدة): ABCD-EFGH-JKMN",
    );
  });

  it("names the first ones of a long list and counts the rest, so that a whole batch fits the flash cookie", async () => {
    const all = references(SLIPS_MAX);
    const flash = shipReportFlash("en", { shipped: 0, notMoved: all });
    const named = all.slice(0, SLIPS_NOT_MOVED_NAMED).join(", ");
    expect(flash?.message).toBe(`Not marked Shipped (they are not Confirmed): ${named} and ${SLIPS_MAX - SLIPS_NOT_MOVED_NAMED} more`);
    expect(flash?.message).not.toContain(all[SLIPS_NOT_MOVED_NAMED]);
    expect(shipReportFlash("fr", { shipped: 0, notMoved: references(SLIPS_NOT_MOVED_NAMED + 1) })?.message).toMatch(/ et 1 autre$/);
    for (const locale of ["en", "fr", "ar"] as const) {
      const report = shipReportFlash(locale, { shipped: SLIPS_MAX - 1, notMoved: all });
      if (!report) throw new Error("no report");
      // A browser keeps no cookie over 4,096 bytes; Remix refuses to write one.
      expect((await setFlash(new Request("http://shop.test/orders/slips"), report)).length).toBeLessThan(2048);
    }
  });
});

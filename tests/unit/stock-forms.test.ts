/**
 * The Stock screen's forms (docs/decisions/052): the scan form's three buttons (Add, which Enter presses, a line's
 * Remove, Apply), the list it carries in hidden fields, and the Apply form that carries a previewed file's lines.
 */
import { describe, expect, it } from "vitest";
import { stockApplyValidator, stockFileValidator, stockScanValidator } from "~/components/admin/stock-validators";
import { STOCK_FILE_MAX_BYTES, STOCK_SCAN_LINES_MAX } from "~/lib/stock-limits";
import { encodeStockLines } from "~/lib/stock-schemas";

function formOf(values: Record<string, string | Blob>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, value);
  return form;
}

const listed = { "lines[0].code": "WRAP-MIDI-GRN-M", "lines[0].quantity": "2", "lines[1].code": "4006381333931", "lines[1].quantity": "1" };
const list = [
  { code: "WRAP-MIDI-GRN-M", quantity: 2 },
  { code: "4006381333931", quantity: 1 },
];

describe("the scan form", () => {
  it("adds the code typed, trimmed, with its quantity, Enter pressing Add", async () => {
    const added = await stockScanValidator.validate(formOf({ intent: "add", code: " wrap-midi-grn-s ", quantity: "3", ...listed }));
    expect(added.data).toEqual({ intent: "add", line: { code: "wrap-midi-grn-s", quantity: 3 }, lines: list });
    // A browser that sends no button's name is adding too.
    const plain = await stockScanValidator.validate(formOf({ code: "STRAW-BAG", quantity: "1" }));
    expect(plain.data).toEqual({ intent: "add", line: { code: "STRAW-BAG", quantity: 1 }, lines: [] });
  });

  it("says beside the input that a code is needed and that a quantity is a whole number of 1 or more", async () => {
    const empty = await stockScanValidator.validate(formOf({ intent: "add", code: "  ", quantity: "0", ...listed }));
    expect(empty.error?.fieldErrors).toEqual({
      code: "code is required",
      quantity: "quantity must be a whole number of 1 or more",
    });
    const fraction = await stockScanValidator.validate(formOf({ intent: "add", code: "A", quantity: "1.5" }));
    expect(fraction.error?.fieldErrors).toEqual({ quantity: "quantity must be a whole number of 1 or more" });
  });

  it("removes a line by its place, and applies the list without looking at the code input", async () => {
    const removed = await stockScanValidator.validate(formOf({ intent: "remove:1", code: "", quantity: "", ...listed }));
    expect(removed.data).toEqual({ intent: "remove", index: 1, lines: list });
    const applied = await stockScanValidator.validate(formOf({ intent: "apply", code: "left here", quantity: "x", ...listed }));
    expect(applied.data).toEqual({ intent: "apply", lines: list });
    const nothing = await stockScanValidator.validate(formOf({ intent: "apply", code: "", quantity: "1" }));
    expect(nothing.error?.fieldErrors).toEqual({ code: "code is required" });
  });

  it(`holds at most ${STOCK_SCAN_LINES_MAX} lines`, async () => {
    const values: Record<string, string> = { intent: "add", code: "A", quantity: "1" };
    for (let i = 0; i <= STOCK_SCAN_LINES_MAX; i++)
      Object.assign(values, { [`lines[${i}].code`]: `C-${i}`, [`lines[${i}].quantity`]: "1" });
    const result = await stockScanValidator.validate(formOf(values));
    expect(Object.values(result.error?.fieldErrors ?? {})).toContain(`lines must be at most ${STOCK_SCAN_LINES_MAX}`);
  });
});

describe("the stock file form", () => {
  it("needs a file, within the size the API takes", async () => {
    const none = await stockFileValidator.validate(formOf({ file: new File([], "") }));
    expect(none.error?.fieldErrors).toEqual({ file: "file is required" });
    const big = await stockFileValidator.validate(formOf({ file: new File([new Uint8Array(STOCK_FILE_MAX_BYTES + 1)], "count.csv") }));
    expect(big.error?.fieldErrors).toEqual({ file: "file must be 2 MB or smaller" });
    const file = new File(["sku,quantity\nA,1\n"], "count.csv");
    expect((await stockFileValidator.validate(formOf({ file }))).data).toEqual({ file });
  });
});

describe("the Apply form of a previewed file", () => {
  it("carries the previewed lines back with their rows, and refuses anything else", async () => {
    const lines = encodeStockLines([
      { line: 2, sku: "WRAP-MIDI-GRN-M", quantity: 6 },
      { line: 5, sku: "STRAW-BAG", quantity: -1 },
    ]);
    const result = await stockApplyValidator.validate(formOf({ kind: "delivery", lines }));
    expect(result.data).toEqual({
      kind: "delivery",
      lines: [
        { line: 2, code: "WRAP-MIDI-GRN-M", quantity: 6 },
        { line: 5, code: "STRAW-BAG", quantity: -1 },
      ],
    });
    for (const tampered of ["", "not json", "[]", '[[0,"A",1]]', '[["2","A",1]]', '[[2,"A",1.5]]']) {
      const refused = await stockApplyValidator.validate(formOf({ kind: "count", lines: tampered }));
      expect(refused.error?.fieldErrors, tampered).toEqual({ lines: "lines is required" });
    }
    expect((await stockApplyValidator.validate(formOf({ kind: "sale", lines }))).error?.fieldErrors).toEqual({
      kind: "kind must be one of: count, delivery",
    });
  });
});

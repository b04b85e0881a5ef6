/**
 * The delivery slips' PDF (issue 36) read back as a carrier would: its text, and each barcode decoded from the
 * picture alone. Also the line layout that keeps numbers and Latin words in order inside Arabic lines.
 */
import { describe, expect, it } from "vitest";
import { formatMoney } from "~/lib/i18n";
import { bidiRuns, isolate, ltr } from "~/lib/pdf.server";
import type { SlipData } from "~/lib/slips";
import { slipsPdf } from "~/lib/slips-pdf.server";
import { barcodesOf, textOf } from "../pdf-reader";

const sender = { name: "Yasmine", address: "12 avenue Habib Bourguiba, Tunis", telephone: "+216 71 000 000" };

function slip(id: number, reference: string, fullName: string, total: string, extra: Partial<SlipData> = {}): SlipData {
  return {
    id,
    reference,
    fullName,
    telephone: "22123456",
    street: "Rue de la Plage 4",
    city: "Hammam Sousse",
    state: "Sousse",
    zip: "4011",
    items: 2,
    codes: "",
    total,
    exchange: null,
    carrier: null,
    trackingNumber: null,
    staffNote: "",
    ...extra,
  };
}

const slips = [
  slip(1, "ABCD-EFGH-JKMN", "Amel Ben Salah", "87.500", { carrier: "Aramex", trackingNumber: "TN123456", codes: "WRAP-MIDI-GRN-M ×2" }),
  slip(2, "PQRS-TUVW-XYZ2", "محمد الطرابلسي", "1234.000", { staffNote: "Fragile" }),
  slip(3, "HJKL-MNPQ-RST3", "Sami Trabelsi", "9.990"),
];

const money = (amount: string, locale: "en" | "ar" | "fr") => formatMoney(amount, locale, "TND").replace(/\s/g, " ");

describe("slips PDF", () => {
  it("prints three slips on one A4 page with their references, cash and names, and barcodes that decode", async () => {
    const pdf = new Uint8Array(await slipsPdf({ slips, sender, layout: "a4", locale: "en", currency: "TND" }));
    expect(Buffer.from(pdf.subarray(0, 5)).toString()).toBe("%PDF-");
    const { pages, text } = await textOf(pdf);
    expect(pages).toBe(1);
    for (const one of slips) {
      expect(text).toContain(one.reference);
      expect(text).toContain(money(one.total, "en"));
    }
    expect(text).toContain("Amel Ben Salah");
    expect(text).toContain("Sami Trabelsi");
    expect(text).toContain("محمد");
    expect(text).toContain("Cash to collect");
    expect(text).toContain("TN123456");
    expect(text).toContain("Fragile");
    expect(text).toContain("WRAP-MIDI-GRN-M");
    expect((await barcodesOf(pdf)).sort()).toEqual(slips.map((one) => one.reference).sort());
  });

  it("puts one slip on each A6 label, in Arabic", async () => {
    const pdf = new Uint8Array(await slipsPdf({ slips, sender, layout: "a6", locale: "ar", currency: "TND" }));
    const { pages, text } = await textOf(pdf);
    expect(pages).toBe(3);
    expect(text).toContain(money("1234.000", "ar"));
    expect(text).toContain("المبلغ المطلوب تحصيله");
    // A Latin address stays whole in an Arabic slip, as the page's <bdi> keeps it.
    expect(text).toContain("12 avenue Habib Bourguiba, Tunis");
    expect(text).toContain("+216 71 000 000");
    expect((await barcodesOf(pdf)).sort()).toEqual(slips.map((one) => one.reference).sort());
  });

  it("tells the courier of an exchange what to collect and what to take back, in English and French", async () => {
    const exchanges = [
      slip(4, "EXCH-AAAA-BBB4", "Amel Ben Salah", "12.000", { exchange: { of: "ORIG-CCCC-DDD4", collect: "12.000", takeBack: 1 } }),
      slip(5, "EXCH-EEEE-FFF5", "Sami Trabelsi", "0.000", { exchange: { of: "ORIG-GGGG-HHH5", collect: "0.000", takeBack: 2 } }),
    ];
    const english = (
      await textOf(new Uint8Array(await slipsPdf({ slips: exchanges, sender, layout: "a4", locale: "en", currency: "TND" })))
    ).text;
    expect(english).toContain(`Collect ${money("12.000", "en")} and take back 1 item`);
    expect(english).toContain("Nothing to collect. Take back 2 items");
    expect(english).toContain("Exchange of order ORIG-CCCC-DDD4");
    const french = (await textOf(new Uint8Array(await slipsPdf({ slips: exchanges, sender, layout: "a4", locale: "fr", currency: "TND" }))))
      .text;
    expect(french).toContain("Rien à encaisser. Reprendre 2 articles");
  });
});

describe("bidi runs", () => {
  it("keeps digits and Latin words in order inside an Arabic line, and lays the line out right to left", () => {
    const runs = bidiRuns("الهاتف 22123456 رقم ABC-12", "rtl");
    // Drawn from the left: the Latin reference, the second Arabic word, the number, then the first Arabic word.
    expect(runs.map((run) => run.text.trim())).toEqual(["ABC-12", "رقم", "22123456", "الهاتف"]);
    expect(runs.filter((run) => run.rtl).map((run) => run.text.trim())).toEqual(["رقم", "الهاتف"]);
  });

  it("keeps a telephone number whole after an Arabic label, as the page's <bdi dir=ltr> does", () => {
    // Without the isolate, the bidi algorithm would draw "22123456 216+".
    expect(bidiRuns(`الهاتف ${ltr("+216 22123456")}`, "rtl")).toEqual([
      { text: "+216 22123456", rtl: false },
      { text: "الهاتف ", rtl: true },
    ]);
  });

  it("mirrors the brackets of an Arabic note isolated in a left-to-right line", () => {
    const runs = bidiRuns(`Note: ${isolate("اتصل (الطابق 2)")}`, "ltr");
    // From the left: the label, the closing bracket drawn as "(", the number, then the Arabic words with their
    // opening bracket mirrored, which the font turns around with them.
    expect(runs).toEqual([
      { text: "Note: ", rtl: false },
      { text: "(", rtl: false },
      { text: "2", rtl: false },
      { text: "اتصل )الطابق ", rtl: true },
    ]);
  });

  it("leaves a left-to-right line whole", () => {
    expect(bidiRuns("Cash to collect 87.500 DT", "ltr")).toEqual([{ text: "Cash to collect 87.500 DT", rtl: false }]);
  });
});

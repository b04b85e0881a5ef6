/**
 * The invoice's PDF (issue 36) read back: every legal mention and figure the print page shows, in French by
 * default and in Arabic, and a credit note naming the invoice it cancels.
 */
import { describe, expect, it } from "vitest";
import { invoicePdf, invoicePdfFileName } from "~/lib/invoice-pdf.server";
import { invoiceView } from "~/lib/invoice-view";
import { invoiceClosingSentence, invoiceFigures, type Invoice, type InvoiceKind } from "~/lib/invoices";
import { textOf } from "../pdf-reader";

const customer = {
  fullName: "فاطمة بن علي",
  telephone: "22123456",
  street: "12 rue de la Plage",
  city: "Hammam Sousse",
  state: "Sousse",
  zip: "4011",
};
const figures = invoiceFigures(
  {
    currency: "TND",
    reference: "K7M2-9QXD-4HPT",
    placedAt: "2026-11-20T10:00:00Z",
    customer,
    lines: [
      { name: "Robe d'été fleurie", size: "m", color: "Emerald", quantity: 2, unitPrice: "89.900", productType: "women_s_clothing" },
      { name: "Montre acier", size: null, color: null, quantity: 1, unitPrice: "120.000", productType: "watches" },
    ],
    shippingFee: "7.000",
    discountCode: "ETE20",
    discountKind: "percent",
    discount: "59.960",
    total: "246.840",
  },
  { vatRates: {}, defaultRate: 19, shippingRate: 19, stamp: "1.000" },
);

function document(kind: InvoiceKind, number: string, corrects: string | null = null): Invoice {
  const totalDue = kind === "invoice" ? figures.totalDue : figures.totalWithTax;
  return {
    id: 1,
    number,
    kind,
    orderId: 9,
    corrects,
    issuedAt: "2026-11-27T10:00:00Z",
    issuedBy: "amel",
    content: {
      ...figures,
      ...(kind === "credit_note" ? { stamp: "0.000", totalDue } : {}),
      seller: {
        legalName: "Yasmine Mode SARL",
        storeName: "Yasmine",
        address: "12 avenue Habib Bourguiba, 1000 Tunis",
        telephone: "+216 71 000 000",
        taxId: "1234567/A/M/000",
        tradeRegister: "B01234562020",
      },
      customer,
      order: { reference: "K7M2-9QXD-4HPT", placedAt: "2026-11-20T10:00:00Z" },
      amountInWords: invoiceClosingSentence(kind, totalDue, "TND"),
    },
  };
}

/** The text as one line of single spaces, whatever spaces the formatter and the layout put in. */
const flat = (text: string) => text.replace(/\s+/g, " ");

describe("the invoice's PDF", () => {
  it("holds every legal mention and figure of the print page, in French by default", async () => {
    const view = invoiceView(document("invoice", "2026-000042"), "fr");
    const pdf = await invoicePdf(view);
    const { pages, text } = await textOf(new Uint8Array(pdf));
    const read = flat(text);
    expect(pages).toBe(1);
    for (const expected of [
      "Facture",
      "2026-000042",
      "Yasmine Mode SARL",
      "1234567/A/M/000",
      "B01234562020",
      "K7M2-9QXD-4HPT",
      "Robe d'été fleurie",
      "Montre acier",
      "ETE20",
      "Arrêtée la présente facture à la somme de deux cent quarante-sept dinars et huit cent quarante millimes.",
    ])
      expect(read).toContain(expected);
    for (const row of [...view.totals.rows, ...view.vat.rows.map((row) => ({ amount: row.vat }))]) expect(read).toContain(flat(row.amount));
    expect(view.totals.rows.map((row) => row.key)).toEqual(["totalBeforeTax", "totalVat", "totalWithTax", "stamp", "totalDue"]);
    expect(invoicePdfFileName(view)).toBe("facture-2026-000042.pdf");
  });

  it("prints in Arabic with the Arabic labels, the figures, and the sentence still in French", async () => {
    const view = invoiceView(document("invoice", "2026-000042"), "ar");
    const { text } = await textOf(new Uint8Array(await invoicePdf(view)));
    const read = flat(text);
    expect(view.dir).toBe("rtl");
    expect(read).toContain("2026-000042");
    expect(read).toContain("247.840");
    expect(read).toContain("Arrêtée la présente facture");
    // Arabic letters are in the file (shaped: the text layer holds their presentation forms or their letters).
    expect(read).toMatch(/[\u0600-\u06ff\ufb50-\ufdff\ufe70-\ufeff]/);
  });

  it("prints a credit note with the invoice it cancels and no stamp", async () => {
    const view = invoiceView(document("credit_note", "2026-000043", "2026-000042"), "fr");
    const { text } = await textOf(new Uint8Array(await invoicePdf(view)));
    const read = flat(text);
    expect(read).toContain("2026-000043");
    expect(read).toContain("2026-000042");
    expect(read).toContain(
      "Arrêtée la présente facture d'avoir à la somme de deux cent quarante-six dinars et huit cent quarante millimes.",
    );
    expect(view.totals.rows.some((row) => row.key === "stamp")).toBe(false);
    expect(invoicePdfFileName(view)).toBe("avoir-2026-000043.pdf");
  });
});

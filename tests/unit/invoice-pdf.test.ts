/**
 * The invoice's PDF (issue 36) read back: every legal mention and figure the print page shows, in French by
 * default and in Arabic, and a credit note naming the invoice it cancels. Then the kept copies: the same document
 * is the same bytes, drawn once, within a bound in bytes.
 */
import { describe, expect, it } from "vitest";
import { invoicePdf, invoicePdfFileName } from "~/lib/invoice-pdf.server";
import { KeptPdfs } from "~/lib/kept-pdfs.server";
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

describe("the kept PDFs", () => {
  it("are the same bytes each time a document is drawn with its date of issue, so an ETag holds on every instance", async () => {
    const view = invoiceView(document("invoice", "2026-000042"), "ar");
    const [one, two] = [await invoicePdf(view, "2026-11-27T10:00:00Z"), await invoicePdf(view, "2026-11-27T10:00:00Z")];
    expect(Buffer.compare(one, two)).toBe(0);
  });

  it("draw a document once, even when its first requests arrive together, and answer its copy with a strong ETag", async () => {
    const kept = new KeptPdfs(1024);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return Buffer.from("%PDF-one");
    };
    const [a, b] = await Promise.all([kept.get("one", render), kept.get("one", render)]);
    const c = await kept.get("one", render);
    expect(renders).toBe(1);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(a.etag).toMatch(/^"[\w-]{43}"$/);
    expect(kept.stats()).toEqual({ renders: 1, hits: 2, entries: 1, bytes: 8 });
  });

  it("stay within their bound in bytes, the least recently served going first", async () => {
    const kept = new KeptPdfs(30);
    const file = (text: string) => async () => Buffer.from(text.padEnd(10, "."));
    await kept.get("a", file("a"));
    await kept.get("b", file("b"));
    await kept.get("c", file("c"));
    // "a" served again: "b" is now the least recent, and goes when "d" comes.
    await kept.get("a", file("a"));
    await kept.get("d", file("d"));
    expect(kept.stats()).toMatchObject({ entries: 3, bytes: 30, renders: 4 });
    await kept.get("a", file("a"));
    await kept.get("b", file("b"));
    expect(kept.stats().renders).toBe(5);
    // A file larger than the whole bound is served, not kept.
    const large = await kept.get("large", async () => Buffer.alloc(31));
    expect(large.bytes.byteLength).toBe(31);
    expect(kept.stats().bytes).toBeLessThanOrEqual(30);
  });

  it("draw again after a failed drawing rather than keeping the failure", async () => {
    const kept = new KeptPdfs(1024);
    await expect(kept.get("x", () => Promise.reject(new Error("font missing")))).rejects.toThrow("font missing");
    expect((await kept.get("x", async () => Buffer.from("%PDF"))).bytes.toString()).toBe("%PDF");
  });
});

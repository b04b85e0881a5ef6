/**
 * Invoices (app/lib/invoices.ts): the figures of an order by the rounding rule (mixed rates with a discount
 * shared out, free delivery, a dollar store), the amount in French words, and the printed view (app/lib/invoice-view.ts).
 */
import { describe, expect, it } from "vitest";
import { invoiceView } from "~/lib/invoice-view";
import { amountInFrenchWords, invoiceFigures, type Invoice, type InvoiceSource } from "~/lib/invoices";

const customer = {
  fullName: "Amel Ben Salah",
  telephone: "22123456",
  street: "12 rue de la Plage",
  city: "Sousse",
  state: "Sousse",
  zip: "4000",
};
const settings = { vatRates: { bags: 7 }, defaultRate: 19, shippingRate: 19, stamp: "1.000" };

function source(overrides: Partial<InvoiceSource>): InvoiceSource {
  return {
    currency: "TND",
    reference: "ABCD-EFGH-JKMN",
    placedAt: "2026-11-20T10:00:00.000Z",
    customer,
    lines: [],
    shippingFee: "0.000",
    discountCode: null,
    discountKind: null,
    discount: "0.000",
    total: "0.000",
    ...overrides,
  };
}

describe("invoiceFigures", () => {
  it("shares a discount over lines at 19% and 7% and adds up to the order's total to the millime", () => {
    // 2 × 30.000 (19%) + 1 × 40.000 (7%) = 100.000; 10% off = 10.000, shared 6.000 / 4.000; delivery 7.000 at 19%.
    const figures = invoiceFigures(
      source({
        lines: [
          { name: "Robe", size: "M", color: "Noir", quantity: 2, unitPrice: "30.000", productType: "dresses" },
          { name: "Sac", size: null, color: null, quantity: 1, unitPrice: "40.000", productType: "bags" },
        ],
        shippingFee: "7.000",
        discountCode: "ETE10",
        discountKind: "percent",
        discount: "10.000",
        total: "97.000",
      }),
      settings,
    );
    // 19%: 60.000 − 6.000 + 7.000 = 61.000 → base 51.261, VAT 9.739; 7%: 36.000 → base 33.645, VAT 2.355.
    expect(figures.vatRows).toEqual([
      { rate: 7, base: "33.645", vat: "2.355" },
      { rate: 19, base: "51.261", vat: "9.739" },
    ]);
    expect(figures.totalBeforeTax).toBe("84.906");
    expect(figures.totalVat).toBe("12.094");
    expect(figures.totalWithTax).toBe("97.000");
    expect(figures.totalDue).toBe("98.000");
    expect(figures.lines.map((line) => [line.vatRate, line.unitPriceBeforeTax, line.amountBeforeTax])).toEqual([
      [19, "25.210", "50.420"],
      [7, "37.383", "37.383"],
    ]);
    expect(figures.discount).toEqual({ code: "ETE10", freeDelivery: false, amount: "10.000" });
  });

  it("prints a waived delivery fee as the fee and its free delivery line, and taxes no fee", () => {
    const figures = invoiceFigures(
      source({
        lines: [{ name: "Robe", size: "M", color: null, quantity: 1, unitPrice: "59.500", productType: "dresses" }],
        shippingFee: "0.000",
        discountCode: "LIVRAISON",
        discountKind: "free_shipping",
        discount: "7.000",
        total: "59.500",
      }),
      settings,
    );
    expect(figures.shipping).toEqual({ amountWithTax: "7.000", vatRate: 19 });
    expect(figures.discount).toEqual({ code: "LIVRAISON", freeDelivery: true, amount: "7.000" });
    expect(figures.vatRows).toEqual([{ rate: 19, base: "50.000", vat: "9.500" }]);
    expect(figures.totalWithTax).toBe("59.500");
  });

  it("works in cents in a dollar store, with no stamp", () => {
    const figures = invoiceFigures(
      source({
        currency: "USD",
        lines: [{ name: "Dress", size: "M", color: null, quantity: 3, unitPrice: "10.00", productType: "dresses" }],
        shippingFee: "5.00",
        total: "35.00",
      }),
      { ...settings, stamp: "0.00" },
    );
    expect(figures.vatRows).toEqual([{ rate: 19, base: "29.41", vat: "5.59" }]);
    expect(figures.totalDue).toBe("35.00");
    expect(figures.stamp).toBe("0.00");
  });
});

describe("amountInFrenchWords", () => {
  it.each([
    ["0.000", "zéro dinar"],
    ["1.000", "un dinar"],
    ["80.000", "quatre-vingts dinars"],
    ["81.000", "quatre-vingt-un dinars"],
    ["200.000", "deux cents dinars"],
    ["1000.000", "mille dinars"],
    ["1000000.000", "un million de dinars"],
    ["98.250", "quatre-vingt-dix-huit dinars et deux cent cinquante millimes"],
    ["2.001", "deux dinars et un millime"],
  ])("%s TND reads %s", (amount, words) => {
    expect(amountInFrenchWords(amount, "TND")).toBe(words);
  });

  it("names cents in a dollar store", () => {
    expect(amountInFrenchWords("21.05", "USD")).toBe("vingt et un dollars et cinq cents");
  });
});

describe("invoiceView", () => {
  const figures = invoiceFigures(
    source({
      lines: [{ name: "Robe", size: "M", color: "Noir", quantity: 2, unitPrice: "30.000", productType: "dresses" }],
      shippingFee: "7.000",
      discountCode: "ETE10",
      discountKind: "percent",
      discount: "6.000",
      total: "61.000",
    }),
    settings,
  );
  const invoice: Invoice = {
    id: 1,
    number: "2026-000001",
    kind: "invoice",
    orderId: 1,
    corrects: null,
    issuedAt: "2026-11-27T10:00:00.000Z",
    issuedBy: "amel",
    content: {
      ...figures,
      seller: {
        legalName: "Yasmine SARL",
        storeName: "Yasmine",
        address: "Tunis",
        telephone: "71000000",
        taxId: "1234567A/A/M/000",
        tradeRegister: "B01234562026",
      },
      customer,
      order: { reference: "ABCD-EFGH-JKMN", placedAt: "2026-11-20T10:00:00.000Z" },
      amountInWords: "Arrêtée la présente facture à la somme de soixante-deux dinars.",
    },
  };

  it("prints the French mentions, the stamp and the total due", () => {
    const view = invoiceView(invoice, "fr");
    expect(view.title).toBe("Facture");
    expect(view.dir).toBe("ltr");
    expect(view.seller.fields.map((field) => field.label)).toEqual(["Téléphone", "Matricule fiscal", "Registre de commerce"]);
    expect(view.lines.rows[0].details).toEqual(["Couleur : Noir", "Taille : M"]);
    expect(view.lines.extras.map((extra) => extra.label)).toEqual(["Livraison", "Remise (code ETE10)"]);
    expect(view.totals.rows.map((row) => row.key)).toEqual(["totalBeforeTax", "totalVat", "totalWithTax", "stamp", "totalDue"]);
    expect(view.totals.rows.at(-1)?.amount).toMatch(/^62,000\sDT$/);
    expect(view.inWords.sentence).toContain("Arrêtée la présente facture");
  });

  it("prints Arabic right to left with Latin digits, the sentence in words staying French", () => {
    const view = invoiceView({ ...invoice, kind: "credit_note", corrects: "2026-000001" }, "ar");
    expect(view.dir).toBe("rtl");
    expect(view.title).toContain("إشعار دائن");
    expect(view.heading.find((field) => field.value === "2026-000001")?.ltr).toBe(true);
    expect(view.totals.rows.at(-1)?.amount).toMatch(/^62\.000\sد\.ت$/);
    expect(view.inWords.sentence).toMatch(/^Arrêtée/);
  });
});

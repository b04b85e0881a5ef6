/**
 * Invoices through the API (docs/decisions/049): a delivered order in dinars with a delivery fee and a percent
 * code is invoiced to the millime, with the stamp and the amount in words; refusals say why (not delivered,
 * already invoiced, legal settings missing); every staff role may issue; the shopper reads hers by reference;
 * the audit log names the number; a return issues the credit note that corrects it.
 */
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "~/db/schema";
import { defaultInvoiceSettings, INVOICE_NUMBER_PATTERN, type Invoice } from "~/lib/invoices";
import { createProductId, createTestApi, type Staff, type TestApi, uploadProductImage, validOrder } from "./harness";

const seller = {
  legalName: "Yasmine Mode SARL",
  storeName: "Yasmine",
  address: "12 avenue Habib Bourguiba, 1000 Tunis",
  telephone: "71 000 000",
  taxId: "1234567A/A/M/000",
  tradeRegister: "B0123452026",
};
const settings = { ...defaultInvoiceSettings("TND"), seller };

let phone = 23_000_000;

async function shop(invoices = settings) {
  const t = await createTestApi({ currency: "TND", config: { invoices } });
  const admin = await t.staff("ADMIN");
  const image = await uploadProductImage(t, admin.token);
  const productId = await createProductId(t, admin, [image], {
    types: "watches",
    categories: "steel_strap",
    price: "12.345",
    quantity: "500",
  });
  return { t, admin, productId };
}

/** Three at 12.345 with 15% off (5.555) delivered to Tunis (7.000): 38.480. */
async function order(t: TestApi, productId: number, discountCode?: string) {
  const res = await t.call("POST", "/api/orders/create", {
    json: validOrder([{ id: productId, quantity: 3 }], { discountCode, telephone: String((phone += 1)), state: "Tunis" }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; reference: string; total: string; shippingFee: string; discount: string };
}

async function moveTo(t: TestApi, staff: Staff, id: number, stages: string[]) {
  for (const stage of stages) {
    const res = await t.call("PUT", `/api/orders/stage/${id}`, { token: staff.token, json: { stage } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const issue = (t: TestApi, staff: Staff, id: number) => t.call("POST", `/api/orders/invoice/${id}`, { token: staff.token });

describe("invoices in dinars", () => {
  let t: TestApi;
  let admin: Staff;
  let productId: number;
  let placed: Awaited<ReturnType<typeof order>>;
  let invoice: Invoice;
  beforeAll(async () => {
    ({ t, admin, productId } = await shop());
    const code = await t.call("POST", "/api/discounts/create", {
      token: admin.token,
      json: { code: "ETE15", kind: "percent", percent: 15 },
    });
    expect(code.status, JSON.stringify(code.body)).toBe(201);
    placed = await order(t, productId, "ETE15");
  });
  afterAll(() => t.close());

  it("refuses an order that is not delivered, saying so", async () => {
    const res = await issue(t, admin, placed.id);
    expect(res.status).toBe(409);
    expect(res.body.message.join(" ")).toMatch(/Only a delivered order is invoiced/);
  });

  it("invoices a delivered order to the millime, with the stamp and the amount in words", async () => {
    expect(placed).toMatchObject({ total: "38.480", discount: "5.555", shippingFee: "7.000" });
    await moveTo(t, admin, placed.id, ["confirmed", "shipped", "delivered"]);
    // An editor may issue it: every staff role may.
    const editor = await t.staff("EDITOR");
    const res = await issue(t, editor, placed.id);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    invoice = res.body as Invoice;
    expect(invoice.number).toMatch(INVOICE_NUMBER_PATTERN);
    expect(invoice.kind).toBe("invoice");
    const { content } = invoice;
    expect(content.totalWithTax).toBe("38.480");
    const minor = (amount: string) => BigInt(amount.replace(".", ""));
    expect(minor(content.totalBeforeTax) + minor(content.totalVat)).toBe(minor(content.totalWithTax));
    expect(content.vatRows).toEqual([{ rate: 19, base: "32.336", vat: "6.144" }]);
    expect(content.stamp).toBe("1.000");
    expect(content.totalDue).toBe("39.480");
    expect(content.discount).toEqual({ code: "ETE15", freeDelivery: false, amount: "5.555" });
    expect(content.seller).toMatchObject(seller);
    expect(content.amountInWords).toBe(
      "Arrêtée la présente facture à la somme de trente-neuf dinars et quatre cent quatre-vingts millimes.",
    );
  });

  it("refuses a second invoice, naming the first", async () => {
    const res = await issue(t, admin, placed.id);
    expect(res.status).toBe(409);
    expect(res.body.message.join(" ")).toContain(invoice.number);
  });

  it("lists the order's documents for staff, and for the shopper by her reference", async () => {
    const staff = await t.call("GET", `/api/orders/invoices/${placed.id}`, { token: admin.token });
    expect(staff.status).toBe(200);
    expect((staff.body as Invoice[]).map((document) => document.number)).toEqual([invoice.number]);
    const shopper = await t.call("GET", `/api/orders/reference/${placed.reference}/invoices`);
    expect(shopper.status).toBe(200);
    expect(shopper.body).toEqual(staff.body);
  });

  it("keeps the invoice's number in the audit log", async () => {
    const entries = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(20);
    expect(entries.some((entry) => JSON.stringify(entry).includes(invoice.number))).toBe(true);
  });

  it("issues the credit note correcting the invoice when the order comes back", async () => {
    await moveTo(t, admin, placed.id, ["returned"]);
    const res = await t.call("GET", `/api/orders/invoices/${placed.id}`, { token: admin.token });
    const documents = res.body as Invoice[];
    expect(documents.map((document) => document.kind)).toEqual(["invoice", "credit_note"]);
    const credit = documents[1];
    expect(credit.corrects).toBe(invoice.number);
    const [year, sequence] = invoice.number.split("-");
    expect(credit.number).toBe(`${year}-${String(Number(sequence) + 1).padStart(6, "0")}`);
    expect(credit.content.totalDue).toBe("38.480");
  });
});

describe("a shop without its legal details", () => {
  it("refuses the invoice, naming the settings to set", async () => {
    const { t, admin, productId } = await shop({ ...settings, seller: { ...seller, taxId: "", tradeRegister: "" } });
    try {
      const placed = await order(t, productId);
      await moveTo(t, admin, placed.id, ["confirmed", "shipped", "delivered"]);
      const res = await issue(t, admin, placed.id);
      expect(res.status).toBe(409);
      expect(res.body.message.join(" ")).toMatch(/STORE_TAX_ID, STORE_TRADE_REGISTER/);
    } finally {
      await t.close();
    }
  });
});

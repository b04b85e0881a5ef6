/**
 * Invoices through the API (docs/decisions/049): a delivered order in dinars with a delivery fee and a percent
 * code is invoiced to the millime, with the stamp and the amount in words; refusals say why (not delivered,
 * already invoiced, legal settings missing); every staff role may issue; the shopper reads hers by reference;
 * the audit log names the number; a return issues the credit note that corrects it.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";
import { desc } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiConfig } from "~/api/types";
import { shopperInvoicePage } from "~/components/invoice/invoice-page.server";
import { auditLog } from "~/db/schema";
import { invoicePaths } from "~/lib/invoice-paths";
import { defaultInvoiceSettings, INVOICE_NUMBER_PATTERN, type Invoice } from "~/lib/invoices";
import { keptDocumentPdfs } from "~/lib/kept-pdfs.server";
import { DEFAULT_RATE_LIMITS } from "~/lib/rate-limits";
import { loader as shopperPdfLoader } from "~/routes/order.$reference.invoices.$id_.pdf";
import {
  createProductId,
  createTestApi,
  expectError,
  type Staff,
  type TestApi,
  uploadProductImage,
  validOrder,
  testSeller,
} from "./harness";

const seller = testSeller;
const settings = { ...defaultInvoiceSettings("TND"), seller };

let phone = 23_000_000;

async function shop(invoices = settings, config: Partial<ApiConfig> = {}) {
  const t = await createTestApi({ currency: "TND", config: { ...config, invoices } });
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
  return res.body as { id: number; reference: string; telephone: string; total: string; shippingFee: string; discount: string };
}

async function moveTo(t: TestApi, staff: Staff, id: number, stages: string[]) {
  for (const stage of stages) {
    const res = await t.call("PUT", `/api/orders/stage/${id}`, { token: staff.token, json: { stage } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
}

const issue = (t: TestApi, staff: Staff, id: number) => t.call("POST", `/api/orders/invoice/${id}`, { token: staff.token });

/** The staff member who issues the invoice, under a name no answer could hold by chance. */
const editorName = "Nadia Issuer";
/** Fields that say who on staff did something, or which row of the shop's own it is. */
const STAFF_FIELDS = ["issuedBy", "issuedById", "orderId", "staffNote", "userId", "username", "createdBy", "updatedBy"];

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
    const editor = await t.staff("EDITOR", { username: editorName });
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

  it("lists the order's documents for staff, and for the shopper by her reference without who issued them nor the order's id", async () => {
    const staff = await t.call("GET", `/api/orders/invoices/${placed.id}`, { token: admin.token });
    expect(staff.status).toBe(200);
    expect((staff.body as Invoice[]).map((document) => document.number)).toEqual([invoice.number]);
    // Staff keep both: the name of whoever issued it, and the order it belongs to.
    expect(staff.body[0]).toMatchObject({ orderId: placed.id, issuedBy: editorName });
    const shopper = await t.call("GET", `/api/orders/reference/${placed.reference}/invoices`);
    expect(shopper.status).toBe(200);
    const { orderId: _orderId, issuedBy: _issuedBy, ...shared } = staff.body[0] as Invoice;
    expect(shopper.body).toEqual([shared]);
    expect(shopper.body[0]).not.toHaveProperty("issuedBy");
    expect(shopper.body[0]).not.toHaveProperty("orderId");
  });

  it("answers one of her documents by her reference, and 404 for another order's or an unknown one", async () => {
    const one = await t.call("GET", `/api/orders/reference/${placed.reference}/invoices/${invoice.id}`);
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({ id: invoice.id, number: invoice.number, kind: "invoice" });
    expect(one.body).not.toHaveProperty("issuedBy");
    expect(one.body).not.toHaveProperty("orderId");
    const other = await order(t, productId);
    expectError(await t.call("GET", `/api/orders/reference/${other.reference}/invoices/${invoice.id}`), 404);
    expectError(await t.call("GET", `/api/orders/reference/0000-0000-0000/invoices/${invoice.id}`), 404);
    expectError(await t.call("GET", `/api/orders/reference/${placed.reference}/invoices/987654`), 404);
  });

  it("names no staff member and gives no internal id of the order in any public answer reached by her reference", async () => {
    const adminName = (await t.call("GET", "/api/users/user", { token: admin.token })).body.username as string;
    // Every public route that takes a reference in its path is called, so a new one cannot be forgotten here.
    const byReference = t.api.routeTable.filter((route) => route.access === "public" && route.path.includes(":reference"));
    expect(byReference.map((route) => `${route.method} ${route.path}`).sort()).toEqual([
      "GET /orders/reference/:reference",
      "GET /orders/reference/:reference/invoices",
      "GET /orders/reference/:reference/invoices/:id",
    ]);
    const answers = await Promise.all(
      byReference.map((route) =>
        t.call(route.method, `/api${route.path.replace(":reference", placed.reference).replace(":id", String(invoice.id))}`),
      ),
    );
    answers.push(await t.call("POST", "/api/orders/track", { json: { reference: placed.reference, telephone: placed.telephone } }));
    for (const answer of answers) {
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      const text = JSON.stringify(answer.body);
      for (const name of [editorName, adminName]) expect(text).not.toContain(name);
      for (const field of STAFF_FIELDS) expect(text).not.toContain(`"${field}"`);
      // The order is named by its reference only, never by the shop's row number (a document keeps its own id,
      // which its page's address holds).
      if (answer.body.reference === placed.reference) expect(answer.body, text).not.toHaveProperty("id");
      // A timeline keeps its steps but not who took them.
      for (const event of answer.body.history ?? []) expect(event.by ?? null).toBeNull();
    }
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

describe("the shopper's PDF and print page", () => {
  const LIMIT = 6;
  let t: TestApi;
  let admin: Staff;
  let placed: Awaited<ReturnType<typeof order>>;
  let invoiceId: number;
  beforeAll(async () => {
    let productId: number;
    ({ t, admin, productId } = await shop(settings, {
      rateLimits: { ...DEFAULT_RATE_LIMITS, document: { max: LIMIT, windowSeconds: 600 } },
    }));
    placed = await order(t, productId);
    await moveTo(t, admin, placed.id, ["confirmed", "shipped", "delivered"]);
    invoiceId = (await issue(t, admin, placed.id)).body.id as number;
  });
  afterAll(() => t.close());

  /** What the server hands a page's loader: the API in-process, with the client's address. */
  const contextOf = (client: string) => ({ api: (request: Request) => t.api.fetch(request, { clientAddress: client }) });
  const argsOf = (client: string, path: string, headers: Record<string, string> = {}) =>
    ({
      request: new Request(`http://localhost${path}`, { headers }),
      params: { reference: placed.reference, id: String(invoiceId) },
      context: contextOf(client),
    }) as unknown as LoaderFunctionArgs;
  /** A loader's answer, thrown or returned (a resource route's thrown Response is what the browser gets). */
  const answerOf = async (run: () => Promise<Response>): Promise<Response> => {
    try {
      return await run();
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
  const pdf = (client: string, language: "fr" | "ar" | "en", headers: Record<string, string> = {}) =>
    answerOf(() => shopperPdfLoader(argsOf(client, invoicePaths.shopperPdf(placed.reference, invoiceId, language), headers)));
  const page = (client: string, language: "fr" | "ar" | "en") => {
    const args = argsOf(client, invoicePaths.shopper(placed.reference, invoiceId, language));
    return answerOf(() => shopperInvoicePage(args.request, args.context, args.params));
  };

  it("draws the Arabic PDF once, then answers the very same bytes from the kept copy without drawing it again", async () => {
    const before = keptDocumentPdfs.stats();
    const first = await pdf("198.51.100.20", "ar");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("application/pdf");
    expect(first.headers.get("cache-control")).toBe("private, no-cache");
    const etag = first.headers.get("etag")!;
    // Strong: the bytes' own hash, never a weak W/ tag.
    expect(etag).toMatch(/^"[\w-]{43}"$/);
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(new TextDecoder().decode(bytes.subarray(0, 5))).toBe("%PDF-");
    expect(keptDocumentPdfs.stats().renders).toBe(before.renders + 1);

    const second = await pdf("198.51.100.20", "ar");
    expect(second.status).toBe(200);
    expect(second.headers.get("etag")).toBe(etag);
    expect(new Uint8Array(await second.arrayBuffer())).toEqual(bytes);
    const after = keptDocumentPdfs.stats();
    expect(after.renders).toBe(before.renders + 1);
    expect(after.hits).toBe(before.hits + 1);

    // Each language is its own file, drawn once too.
    const french = await pdf("198.51.100.20", "fr");
    expect(french.headers.get("etag")).not.toBe(etag);
    expect(keptDocumentPdfs.stats().renders).toBe(before.renders + 2);
  });

  it("answers 304 without the file when If-None-Match holds its ETag, and the file again when it does not", async () => {
    const etag = (await pdf("198.51.100.21", "ar")).headers.get("etag")!;
    const renders = keptDocumentPdfs.stats().renders;
    const fresh = await pdf("198.51.100.21", "ar", { "If-None-Match": etag });
    expect(fresh.status).toBe(304);
    expect(fresh.headers.get("etag")).toBe(etag);
    expect(fresh.headers.get("cache-control")).toBe("private, no-cache");
    expect(await fresh.text()).toBe("");
    const stale = await pdf("198.51.100.21", "ar", { "If-None-Match": '"another-version"' });
    expect(stale.status).toBe(200);
    expect(keptDocumentPdfs.stats().renders).toBe(renders);
  });

  it("counts her pages and PDFs together: past the limit the PDF answers 429 with Retry-After, the page says so in its language", async () => {
    const client = "198.51.100.22";
    for (let i = 0; i < LIMIT; i += 1) expect((await (i % 2 ? page(client, "fr") : pdf(client, "fr"))).status).toBe(200);

    const refused = await pdf(client, "en");
    expect(refused.status).toBe(429);
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(600);
    expect(await refused.text()).toMatch(/^Too many requests from your connection\. Please try again in \d+ min\.$/);

    const refusedPage = await page(client, "ar");
    expect(refusedPage.status).toBe(429);
    expect(Number(refusedPage.headers.get("retry-after"))).toBeGreaterThan(0);
    const data = (await refusedPage.json()) as { refusal: { sentence: string; back: { href: string } } };
    expect(data.refusal.sentence).toMatch(/^طلبات كثيرة جدًا من اتصالك/);
    expect(data.refusal.back.href).toBe(`/ar/order/${placed.reference}`);
    expect((await page(client, "fr")).status).toBe(429);

    // Another client is served; staff reading the order's documents are not counted.
    expect((await pdf("198.51.100.23", "fr")).status).toBe(200);
    for (let i = 0; i <= LIMIT; i += 1) {
      const staff = await t.call("GET", `/api/orders/invoices/${placed.id}`, { token: admin.token, client });
      expect(staff.status).toBe(200);
    }
  });
});

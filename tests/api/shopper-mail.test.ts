/**
 * The shopper's messages about her order, against a real SMTP server on loopback: an order placed in Arabic with her
 * e-mail gets "received" in Arabic, right to left, in text and HTML, with its reference and an absolute tracking
 * link; each move sends its own message once, the delivered one with the invoice's address; an order without an
 * e-mail sends none; staff see which went out and when.
 */
import { simpleParser } from "mailparser";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "~/db/schema";
import { defaultInvoiceSettings } from "~/lib/invoices";
import { smtpTransport } from "~/mailer.server";
import { deliverDueMail } from "~/models/mail.server";
import { whatsAppConfirmation } from "~/models/shopper-mail.server";
import { whatsAppLink } from "~/lib/whatsapp";
import type { Order } from "~/lib/types";
import { createTestApi, expectError, testSeller, uploadProductImage, validOrder, validProduct, type Staff, type TestApi } from "./harness";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

const from = { name: "Yasmine", address: "no-reply@shop.example.tn" };
const publicUrl = "https://shop.example.tn";

let smtp: TestSmtpServer;
let t: TestApi;
let editor: Staff;
let dress: number;
let phone = 26_000_000;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApi({ currency: "TND", config: { publicUrl, invoices: { ...defaultInvoiceSettings("TND"), seller: testSeller } } });
  const admin = await t.staff("ADMIN");
  editor = await t.staff("EDITOR");
  const created = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([await uploadProductImage(t, admin.token)], {
      name: "Linen Dress",
      price: "80.000",
      quantity: "50",
      sizes: [{ size: "m", quantity: 50 }],
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  dress = created.body.id;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** Sends what the outbox holds to the SMTP server, and answers the shopper's messages that arrived, parsed. */
async function delivered(to: string) {
  await deliverDueMail(t.database.db, smtpTransport(smtp.url, from));
  const mine = smtp.received.filter((mail) => mail.to.includes(to));
  return Promise.all(mine.map((mail) => simpleParser(mail.raw)));
}

const move = (id: number, json: Record<string, unknown>) => t.call("PUT", `/api/orders/stage/${id}`, { token: editor.token, json });

describe("the shopper's messages", () => {
  it("speaks Arabic right to left for an order placed in Arabic, once per move, with absolute links", async () => {
    const email = "amel@mail.tn";
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress, size: "m", quantity: 1 }], { telephone: String((phone += 1)), state: "Tunis", email, locale: "ar" }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const order = placed.body as Order;
    // Her address is not the shopper's business to read back by reference, nor in the order's own answer.
    expect(placed.body.email).toBeUndefined();

    const [received] = await delivered(email);
    expect(received.subject).toBe(`استلمنا طلبك ${order.reference}`);
    expect(received.from?.value[0]).toMatchObject({ address: from.address, name: from.name });
    expect(received.text).toContain(order.reference);
    expect(received.text).toContain(`${publicUrl}/ar/order/${order.reference}`);
    // Every line of the text starts with a right-to-left mark; the HTML says its language and direction.
    expect(
      received
        .text!.split("\n")
        .filter(Boolean)
        .every((line) => line.startsWith("\u200f")),
    ).toBe(true);
    expect(received.html).toContain('<html lang="ar" dir="rtl">');
    expect(received.html).toContain(`href="${publicUrl}/ar/order/${order.reference}"`);
    expect(received.html).not.toMatch(/<img|background:url|src=/i);
    // The lines, the fee and the total, in dinars.
    expect(received.text).toContain("Linen Dress");
    expect(received.text).toMatch(/87[.,]000/);

    // Confirmed, shipped with its carrier and number, delivered with the invoice's address: one message each.
    expect((await move(order.id, { stage: "confirmed" })).status).toBe(200);
    expect((await move(order.id, { stage: "shipped", carrier: "Aramex", trackingNumber: "TN998877" })).status).toBe(200);
    expectError(await move(order.id, { stage: "confirmed" }), 409);
    expect((await move(order.id, { stage: "delivered" })).status).toBe(200);
    const all = await delivered(email);
    expect(all.map((mail) => mail.subject)).toEqual([
      `استلمنا طلبك ${order.reference}`,
      `تم تأكيد طلبك ${order.reference}`,
      `طلبك ${order.reference} في الطريق`,
      `تم تسليم طلبك ${order.reference}`,
    ]);
    expect(all[2].text).toContain("Aramex");
    expect(all[2].text).toContain("TN998877");
    expect(all[3].text).toContain(`${publicUrl}/order/${order.reference}/invoice?lang=ar`);

    // Staff see each message, to whom, and when it went out.
    const staffView = (await t.call("GET", `/api/orders/${order.id}`, { token: editor.token })).body as Order;
    expect(staffView.email).toBe(email);
    expect(staffView.messages!.map((message) => [message.kind, message.to, message.sentAt !== null])).toEqual([
      ["received", email, true],
      ["confirmed", email, true],
      ["shipped", email, true],
      ["delivered", email, true],
    ]);
  });

  it("writes in French for a French page, tells of a cancellation, and sends nothing to an order without an e-mail", async () => {
    const email = "sami@mail.tn";
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress, size: "m", quantity: 1 }], { telephone: String((phone += 1)), email: ` ${email} `, locale: "fr" }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect((await move(placed.body.id, { stage: "cancelled" })).status).toBe(200);
    const mails = await delivered(email);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Votre commande ${placed.body.reference} est reçue`,
      `Votre commande ${placed.body.reference} est annulée`,
    ]);
    expect(mails[0].html).toContain('<html lang="fr" dir="ltr">');

    const silent = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress, size: "m", quantity: 1 }], { telephone: String((phone += 1)) }),
    });
    expect(silent.status).toBe(201);
    await move(silent.body.id, { stage: "confirmed" });
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.orderId, silent.body.id))).toEqual([]);
  });

  it("tells of a return of some pieces with its refund, and of an exchange with what the courier collects", async () => {
    const email = "hela@mail.tn";
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress, size: "m", quantity: 2 }], { telephone: String((phone += 1)), state: "Tunis", email }),
    });
    for (const stage of ["shipped", "delivered"]) expect((await move(placed.body.id, { stage })).status).toBe(200);
    const lineId = placed.body.products[0].lineId;
    const back = await t.call("POST", `/api/orders/return/${placed.body.id}`, {
      token: editor.token,
      json: { lines: [{ id: lineId, quantity: 1 }] },
    });
    expect(back.status, JSON.stringify(back.body)).toBe(201);
    const variants = (await t.call("GET", `/api/products/single/${dress}`, { token: editor.token })).body.variants as { sku: string }[];
    const other = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([await uploadProductImage(t, editor.token)], {
        name: "Silk Scarf",
        price: "95.000",
        quantity: "5",
        sizes: [{ size: "m", quantity: 5 }],
      }),
    });
    expect(other.status, JSON.stringify(other.body)).toBe(201);
    const scarf = (await t.call("GET", `/api/products/single/${other.body.id}`, { token: editor.token })).body.variants[0].sku as string;
    expect(variants).toHaveLength(1);
    const swapped = await t.call("POST", `/api/orders/exchange/${placed.body.id}`, {
      token: editor.token,
      json: { lineId, quantity: 1, sku: scarf },
    });
    expect(swapped.status, JSON.stringify(swapped.body)).toBe(201);

    const mails = await delivered(email);
    const [returned, exchanged] = mails.slice(-2);
    expect(returned.subject).toBe(`Your return of pieces of order ${placed.body.reference}`);
    expect(returned.text).toMatch(/We refund you TND\s?80\.000 once they are back with us\./);
    expect(exchanged.subject).toBe(`Your exchange ${swapped.body.reference}`);
    expect(exchanged.text).toContain(placed.body.reference);
    // 95.000 + 7.000 delivery less the 80.000 of the dress given back.
    expect(exchanged.text).toMatch(/The courier collects TND\s?22\.000 and takes back 1 item\./);
  });

  it("refuses an address that is not one, saying so, and writes nothing", async () => {
    const res = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress, size: "m", quantity: 1 }], { telephone: String((phone += 1)), email: "not-an-address" }),
    });
    expectError(res, 400, "email must be a valid e-mail address");
  });
});

describe("the WhatsApp confirmation", () => {
  it("opens a chat with her number and the order in her language: reference, items with colour and size, total, address", async () => {
    for (const [locale, intro, total] of [
      ["en", "Hello Amel Ben Salah, this is Yasmine. We received your order", "Total to pay on delivery:"],
      ["fr", "Bonjour Amel Ben Salah, ici Yasmine. Nous avons reçu votre commande", "Total à payer à la livraison"],
      ["ar", "مرحبًا Amel Ben Salah، معك Yasmine. استلمنا طلبك", "المجموع الذي يُدفع عند التسليم"],
    ] as const) {
      const placed = await t.call("POST", "/api/orders/create", {
        json: validOrder([{ id: dress, size: "m", quantity: 2 }], {
          fullName: "Amel Ben Salah",
          telephone: "22123456",
          state: "Tunis",
          locale,
        }),
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      const order = (await t.call("GET", `/api/orders/${placed.body.id}`, { token: editor.token })).body as Order;
      const link = new URL(whatsAppLink(order.telephone, whatsAppConfirmation(order, "Yasmine", "TND")));
      expect(`${link.origin}${link.pathname}`).toBe("https://wa.me/21622123456");
      const text = link.searchParams.get("text")!;
      expect(text.startsWith(`${intro} ${order.reference}`)).toBe(true);
      expect(text).toContain("2 × Linen Dress");
      expect(text).toContain(total);
      expect(text).toContain(order.street);
    }
  });
});

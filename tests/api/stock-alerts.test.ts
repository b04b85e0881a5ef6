/**
 * Back-in-stock alerts against a real SMTP server on loopback: a shopper asks for a sold-out colour × size, gets a
 * confirmation in her language, confirms it, and is told once when the size comes back, by a product edit or by
 * another order's cancellation; with two instances on one database, still once. Her address goes once the alert
 * is sent, cancelled, or past its days; staff see only counts.
 */
import { simpleParser, type ParsedMail } from "mailparser";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "~/db/connection";
import { mailOutbox, stockAlerts } from "~/db/schema";
import { DEFAULT_RATE_LIMITS } from "~/lib/rate-limits";
import { STOCK_ALERT_KEEP_DAYS } from "~/lib/stock-alerts";
import { smtpTransport } from "~/mailer.server";
import { deliverDueMail } from "~/models/mail.server";
import { purgeStockAlerts, releaseStockAlerts } from "~/models/stock-alerts.server";
import { createTestApi, expectError, uploadProductImage, validOrder, validProduct, type Staff, type TestApi } from "./harness";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

const from = { name: "Yasmine", address: "no-reply@shop.example.tn" };
const publicUrl = "https://shop.example.tn";
const settings = { currency: "TND" as const, publicUrl, storeName: "Yasmine" };
const ALERT_LIMIT = 6;

let smtp: TestSmtpServer;
let t: TestApi;
let admin: Staff;
let picture: string;
let phone = 27_000_000;
let client = 0;

interface ColorAnswer {
  id: number;
  name: string;
  hex: string;
  family: string;
  images: { url: string }[];
  sizes: { size: string; quantity: number }[];
}

interface ProductAnswer {
  id: number;
  colors: { id: number; name: string; sizes: { size: string; quantity: number }[] }[];
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApi({
    currency: "TND",
    config: { publicUrl, rateLimits: { ...DEFAULT_RATE_LIMITS, alert: { max: ALERT_LIMIT, windowSeconds: 3600 } } },
  });
  admin = await t.staff("ADMIN");
  picture = await uploadProductImage(t, admin.token);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A dress in Green (M sold out, L in stock) and Red (M, `redM` pieces), its colours named in three languages. */
async function wrapDress(name: string, redM = 1): Promise<ProductAnswer> {
  const color = (english: string, hex: string, family: string, fr: string, ar: string, sizes: { size: string; quantity: number }[]) => ({
    name: english,
    hex,
    family,
    translations: { fr: { name: fr }, ar: { name: ar } },
    images: [{ url: picture }],
    sizes,
  });
  const created = await t.call("POST", "/api/products/create", {
    token: admin.token,
    json: validProduct([], {
      name,
      price: "90.000",
      translations: { fr: { name: `${name} FR` }, ar: { name: `فستان ${name}` } },
      colors: [
        color("Green", "#1f7a4d", "green", "Vert", "أخضر", [
          { size: "m", quantity: 0 },
          { size: "l", quantity: 1 },
        ]),
        color("Red", "#b22222", "red", "Rouge", "أحمر", [{ size: "m", quantity: redM }]),
      ],
    }),
  });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return (await t.call("GET", `/api/products/single/${created.body.id}`)).body;
}

/** Gives one colour of the dress new stock per size through the product editor's save, the rest sent back as it was. */
async function editStock(product: ProductAnswer, colorName: string, sizes: { size: string; quantity: number }[]) {
  const current = (await t.call("GET", `/api/products/single/${product.id}`, { token: admin.token })).body;
  const res = await t.call("PUT", `/api/products/update/${product.id}`, {
    token: admin.token,
    json: validProduct([], {
      name: current.name,
      price: current.price,
      quantity: String(current.quantity),
      translations: current.translations,
      colors: current.colors.map((color: ColorAnswer) => ({
        id: color.id,
        name: color.name,
        hex: color.hex,
        family: color.family,
        images: color.images.map((image) => ({ url: image.url })),
        sizes: color.name === colorName ? sizes : color.sizes,
      })),
    }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

const ask = (json: Record<string, unknown>, lang = "en", from = `10.9.0.${(client += 1) % 250}`) =>
  t.call("POST", `/api/stock-alerts?lang=${lang}`, { json, client: from });

/** Sends the outbox to the SMTP server, and answers the messages that arrived for `to`, parsed, oldest first. */
async function mailsTo(to: string): Promise<ParsedMail[]> {
  await deliverDueMail(t.database.db, smtpTransport(smtp.url, from), { batch: 500 });
  return Promise.all(smtp.received.filter((mail) => mail.to.includes(to)).map((mail) => simpleParser(mail.raw)));
}

const linkOf = (mail: ParsedMail, pattern: RegExp) => (mail.html || "").match(pattern)?.[1];
const tokenOf = async (email: string) =>
  (await t.database.db.select({ token: stockAlerts.token }).from(stockAlerts).where(eq(stockAlerts.email, email)))[0]?.token;

describe("back-in-stock alerts", () => {
  it("confirms first, then tells once, in Arabic, when a product edit brings the size back", async () => {
    const dress = await wrapDress("Wrap Dress");
    const green = dress.colors.find((color) => color.name === "Green")!;
    const email = "Leila@Mail.tn";
    const request = { productId: dress.id, color: green.id, size: "M", email };
    expect((await ask(request, "ar")).status).toBe(202);
    // Asking again answers the same and writes no second e-mail.
    expect((await ask({ ...request, email: email.toLowerCase() }, "ar")).status).toBe(202);

    const [confirmation, ...others] = await mailsTo(email.toLowerCase());
    expect(others).toHaveLength(0);
    expect(confirmation.subject).toBe(`أكّد تنبيهك: فستان Wrap Dress، أخضر، المقاس M`);
    expect(confirmation.html).toContain('<html lang="ar" dir="rtl">');
    expect(confirmation.html).not.toMatch(/<img|src=/i);
    expect(
      confirmation
        .text!.split("\n")
        .filter(Boolean)
        .every((line) => line.startsWith("\u200f")),
    ).toBe(true);
    const page = linkOf(confirmation, /href="([^"]+\/alerts\/[^"?]+)"/);
    expect(page).toMatch(new RegExp(`^${publicUrl}/ar/alerts/[A-Za-z0-9_-]{32}$`));
    const token = page!.split("/").at(-1)!;

    const shown = await t.call("GET", `/api/stock-alerts/${token}`);
    expect(shown.body).toEqual({
      productId: dress.id,
      colorId: green.id,
      product: "فستان Wrap Dress",
      color: "أخضر",
      size: "m",
      sizeLabel: "M",
      confirmed: false,
    });

    // Unconfirmed, a restock sends nothing: nobody can make the store write to another's address.
    await editStock(dress, "Green", [
      { size: "m", quantity: 2 },
      { size: "l", quantity: 1 },
    ]);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(0);
    await editStock(dress, "Green", [
      { size: "m", quantity: 0 },
      { size: "l", quantity: 1 },
    ]);

    expect((await t.call("POST", "/api/stock-alerts/confirm", { json: { token } })).body).toEqual({ confirmed: true });
    expect((await t.call("GET", `/api/stock-alerts/${token}`)).body.confirmed).toBe(true);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(0);

    await editStock(dress, "Green", [
      { size: "m", quantity: 3 },
      { size: "l", quantity: 1 },
    ]);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(1);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(0);
    const [, restock, ...more] = await mailsTo(email.toLowerCase());
    expect(more).toHaveLength(0);
    expect(restock.subject).toBe(`عاد إلى المخزون: فستان Wrap Dress، أخضر، المقاس M`);
    expect(restock.html).toContain('<html lang="ar" dir="rtl">');
    // The product page with that colour and size chosen, and the cancel link.
    expect(linkOf(restock, /href="([^"]+\/single\/[^"]+)"/)).toBe(`${publicUrl}/ar/single/${dress.id}?color=${green.id}&amp;size=m`);
    expect(restock.text).toContain(`${publicUrl}/ar/single/${dress.id}?color=${green.id}&size=m`);
    expect(restock.text).toContain(`${publicUrl}/ar/alerts/${token}`);

    // Done: the alert and its address are gone, and nothing more goes out.
    expect((await t.call("GET", `/api/stock-alerts/${token}`)).status).toBe(404);
    const kept = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, email.toLowerCase()));
    expect(kept).toHaveLength(0);
    expect(await mailsTo(email.toLowerCase())).toHaveLength(2);
  });

  it("tells once when the cancellation of another order gives the last piece back", async () => {
    const dress = await wrapDress("Slip Dress");
    const red = dress.colors.find((color) => color.name === "Red")!;
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress.id, color: red.id, size: "m", quantity: 1 }], { telephone: String((phone += 1)) }),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const email = "nour@mail.tn";
    expect((await ask({ productId: dress.id, color: red.id, size: "m", email }, "fr")).status).toBe(202);
    const [confirmation] = await mailsTo(email);
    expect(confirmation.subject).toBe("Confirmez votre alerte : Slip Dress FR, Rouge, taille M");
    expect(confirmation.html).toContain('<html lang="fr" dir="ltr">');
    const token = await tokenOf(email);
    expect((await t.call("POST", "/api/stock-alerts/confirm", { json: { token } })).status).toBe(200);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(0);

    const cancelled = await t.call("PUT", `/api/orders/stage/${placed.body.id}`, { token: admin.token, json: { stage: "cancelled" } });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(1);
    const [, restock, ...more] = await mailsTo(email);
    expect(more).toHaveLength(0);
    expect(restock.subject).toBe("De retour en stock : Slip Dress FR, Rouge, taille M");
    expect(restock.text).toContain(`${publicUrl}/fr/single/${dress.id}?color=${red.id}&size=m`);
    expect(await releaseStockAlerts(t.database.db, settings)).toBe(0);
  });

  it("sends each alert once when two instances sweep the same database at once", async () => {
    const dress = await wrapDress("Shirt Dress");
    const green = dress.colors.find((color) => color.name === "Green")!;
    const emails = Array.from({ length: 24 }, (_, i) => `twin${i}@mail.tn`);
    for (const email of emails) expect((await ask({ productId: dress.id, color: green.id, size: "m", email })).status).toBe(202);
    await t.database.db.update(stockAlerts).set({ confirmedAt: new Date() }).where(eq(stockAlerts.productId, dress.id));
    await editStock(dress, "Green", [
      { size: "m", quantity: 5 },
      { size: "l", quantity: 1 },
    ]);
    // On PostgreSQL the second instance has its own pool of connections; on the embedded database the one connection.
    const other = t.databaseUrl ? await openDatabase({ databaseUrl: t.databaseUrl, poolSize: 4 }) : t.database;
    try {
      const sweeps = await Promise.all(
        [t.database.db, other.db, t.database.db, other.db, t.database.db, other.db].map((db) => releaseStockAlerts(db, settings)),
      );
      expect(sweeps.reduce((sum, written) => sum + written, 0)).toBe(emails.length);
    } finally {
      if (other !== t.database) await other.close();
    }
    await deliverDueMail(t.database.db, smtpTransport(smtp.url, from), { batch: 500 });
    const restocks = smtp.received.filter((mail) => mail.to.some((to) => to.startsWith("twin")) && /Back in stock/.test(mail.subject));
    expect(restocks.map((mail) => mail.to[0]).sort()).toEqual([...emails].sort());
  });

  it("refuses what cannot be waited for, limits each client, cancels, and forgets after the days", async () => {
    const dress = await wrapDress("Tea Dress");
    const green = dress.colors.find((color) => color.name === "Green")!;
    // In stock now: she can order it.
    expectError(await ask({ productId: dress.id, color: green.id, size: "l", email: "a@mail.tn" }), 409, /in stock now/);
    // A size, colour or product the store does not have.
    expectError(await ask({ productId: dress.id, color: green.id, size: "xl", email: "a@mail.tn" }), 404);
    expectError(await ask({ productId: dress.id, size: "m", email: "a@mail.tn" }), 404);
    expectError(await ask({ productId: 999_999, color: green.id, size: "m", email: "a@mail.tn" }), 404);
    expectError(await ask({ productId: dress.id, color: green.id, size: "m", email: "not-an-address" }), 400, /email/);
    expectError(await ask({ productId: dress.id, color: green.id, size: "huge", email: "a@mail.tn" }), 400, /huge/);

    // One client asks a handful of times an hour, then waits.
    for (let i = 0; i < ALERT_LIMIT; i += 1) {
      expect((await ask({ productId: dress.id, color: green.id, size: "m", email: `many${i}@mail.tn` }, "en", "10.8.8.8")).status).toBe(
        202,
      );
    }
    const refused = await ask({ productId: dress.id, color: green.id, size: "m", email: "one-more@mail.tn" }, "en", "10.8.8.8");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBeTruthy();

    // The cancel link deletes the alert and its address, and answers the same once it is gone.
    const token = await tokenOf("many0@mail.tn");
    expect((await t.call("POST", "/api/stock-alerts/cancel", { json: { token } })).body).toEqual({ cancelled: true });
    expect(await tokenOf("many0@mail.tn")).toBeUndefined();
    expect((await t.call("POST", "/api/stock-alerts/cancel", { json: { token } })).status).toBe(200);
    expect((await t.call("POST", "/api/stock-alerts/confirm", { json: { token } })).status).toBe(404);
    expect((await t.call("GET", "/api/stock-alerts/not-a-token")).status).toBe(404);

    // Staff see counts of confirmed alerts per variant, never an address.
    await t.database.db
      .update(stockAlerts)
      .set({ confirmedAt: new Date() })
      .where(sql`${stockAlerts.email} in ('many1@mail.tn', 'many2@mail.tn', 'many3@mail.tn')`);
    const editor = await t.staff("EDITOR");
    const waiting = await t.call("GET", `/api/stock-alerts?productId=${dress.id}`, { token: editor.token });
    expect(waiting.status).toBe(200);
    expect(waiting.body).toEqual([
      expect.objectContaining({ productId: dress.id, colorId: green.id, color: "Green", size: "m", quantity: 0, waiting: 3 }),
    ]);
    expect(JSON.stringify(waiting.body)).not.toContain("@");
    const wanted = await t.call("GET", "/api/stock-alerts?soldOut=true&limit=10", { token: editor.token });
    expect(wanted.body[0]).toMatchObject({ productId: dress.id, size: "m", waiting: 3 });
    expect((await t.call("GET", "/api/stock-alerts")).status).toBe(401);

    // Past its days, confirmed or not, an alert is deleted with its address.
    const old = new Date(Date.now() - (STOCK_ALERT_KEEP_DAYS + 1) * 86_400_000);
    await t.database.db.update(stockAlerts).set({ createAt: old }).where(eq(stockAlerts.email, "many1@mail.tn"));
    expect(await purgeStockAlerts(t.database.db)).toBe(1);
    expect(await tokenOf("many1@mail.tn")).toBeUndefined();
    expect(await tokenOf("many2@mail.tn")).toBeDefined();
  });
});

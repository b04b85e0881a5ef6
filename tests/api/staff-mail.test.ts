/**
 * Staff e-mail (outbox, sender, retries), against a real SMTP server on loopback: what arrives, to whom, in which
 * language, and that a dead mail server never costs an order.
 */
import net from "node:net";
import { asc, eq, sql } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { mailOutbox, users } from "~/db/schema";
import { formatMoney, type Locale } from "~/lib/i18n";
import { loggingTransport, smtpTransport, startMailSender, type MailSender } from "~/mailer.server";
import { deliverDueMail, MAIL_MAX_ATTEMPTS, retryDelayMs } from "~/models/mail.server";
import { freePort } from "../resilience/support";
import { createTestApi, uploadProductImage, validOrder, validProduct, type Staff, type TestApi } from "./harness";
import { startSmtpServer, type TestSmtpServer } from "./smtp";

const from = { name: "Yasmine", address: "no-reply@shop.example.tn" };
const publicUrl = "https://shop.example.tn";

let smtp: TestSmtpServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

/** A staff account speaking a language, as its profile sets it. */
async function staffIn(t: TestApi, role: Staff["role"], locale: Locale, email?: string): Promise<Staff> {
  const member = await t.staff(role, email ? { email } : {});
  await t.database.db.update(users).set({ locale }).where(eq(users.id, member.id));
  return member;
}

/** A dress sold in size M, plenty of it. */
async function dressInSizeM(t: TestApi, token: string): Promise<number> {
  const image = await uploadProductImage(t, token);
  const res = await t.call("POST", "/api/products/create", {
    token,
    json: validProduct([image], { quantity: "500", sizes: [{ size: "m", quantity: 500 }] }),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id;
}

async function order(t: TestApi, productId: number) {
  const res = await t.call("POST", "/api/orders/create", { json: validOrder([{ id: productId, quantity: 2, size: "m" }]) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function outboxRows(t: TestApi) {
  return t.database.db.select().from(mailOutbox).orderBy(asc(mailOutbox.id));
}

function mailTo(address: string) {
  // Mail software writes domains in lower case; the part before @ is kept as it is.
  const found = smtp.received.filter((mail) => mail.to.some((to) => to.toLowerCase() === address.toLowerCase()));
  expect(found, `e-mails to ${address}`).toHaveLength(1);
  return found[0];
}

/** A pino logger whose lines the test reads. */
function capturedLogger() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: "info" }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

/** An address where nothing listens: connections are refused at once, as by a mail server that is down. */
async function deadSmtpUrl(): Promise<string> {
  return `smtp://127.0.0.1:${await freePort()}`;
}

describe("with STAFF_EMAILS unset: every admin, in their language", () => {
  let t: TestApi;
  let adminFr: Staff;
  let adminAr: Staff;
  let owner: Staff;
  let editor: Staff;
  let productId: number;
  let nudge = () => {};

  beforeAll(async () => {
    t = await createTestApi({ config: { publicUrl }, onStaffMailQueued: () => nudge() });
    owner = await staffIn(t, "SUPER_ADMIN", "en");
    adminFr = await staffIn(t, "ADMIN", "fr");
    adminAr = await staffIn(t, "ADMIN", "ar");
    editor = await staffIn(t, "EDITOR", "fr");
    productId = await dressInSizeM(t, owner.token);
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
    smtp.received.length = 0;
    nudge = () => {};
  });

  it("e-mails each admin about a new order through SMTP, in their own language, with the order's details", async () => {
    const placed = await order(t, productId);
    const report = await deliverDueMail(t.database.db, smtpTransport(smtp.url, from));
    expect(report).toEqual({ sent: 3, failed: 0 });
    expect(smtp.received).toHaveLength(3);
    expect(
      smtp.received.some((mail) => mail.to.includes(editor.email)),
      "editors get no order e-mail",
    ).toBe(false);

    const english = mailTo(owner.email);
    const total = (locale: Locale) => formatMoney(placed.total, locale, "USD");
    expect(english.subject).toBe(`New order ${placed.reference}: Amira Ben Salah, ${total("en")}`);
    expect(english.from).toBe(from.address);
    expect(english.headers.get("from")).toContain("Yasmine");
    for (const line of [
      `Order number: ${placed.reference}`,
      "Customer: Amira Ben Salah",
      "Phone: +216 22123456",
      "State: Tunis",
      "City: La Marsa",
      `2 × Linen Dress (M): ${formatMoney(placed.subtotal, "en", "USD")}`,
      `Total: ${total("en")}`,
      `Open the order in the back office: ${publicUrl}/orders/${placed.id}`,
    ]) {
      expect(english.text.split("\n"), line).toContain(line);
    }

    const french = mailTo(adminFr.email);
    expect(french.subject).toBe(`Nouvelle commande ${placed.reference}\u00a0: Amira Ben Salah, ${total("fr")}`);
    expect(french.text).toContain(`Numéro de commande\u00a0: ${placed.reference}`);
    expect(french.text).toContain(`Gouvernorat\u00a0: Tunis`);
    expect(french.text).toContain(`Total\u00a0: ${total("fr")}`);
    expect(french.text).toContain(`${publicUrl}/orders/${placed.id}`);

    const arabic = mailTo(adminAr.email);
    expect(arabic.subject).toBe(`طلب جديد ${placed.reference}: Amira Ben Salah، ${total("ar")}`);
    expect(arabic.text).toContain(`رقم الطلب: ${placed.reference}`);
    expect(arabic.text).toContain(`2 × Linen Dress (M): ${formatMoney(placed.subtotal, "ar", "USD")}`);
    // Plain text has no dir: each line opens with a right-to-left mark, so a line starting with a Latin name still reads right to left.
    expect(
      arabic.text
        .split("\n")
        .filter(Boolean)
        .every((line) => line.startsWith("\u200f")),
    ).toBe(true);

    const rows = await outboxRows(t);
    expect(rows.map((row) => row.recipient).sort()).toEqual([owner.email, adminFr.email, adminAr.email].sort());
    expect(rows.every((row) => row.sentAt !== null && row.attempts === 0 && row.lastError === null)).toBe(true);
  });

  it("e-mails them about a contact message, quoting its start", async () => {
    const long = `Bonjour, ${"la robe en lin existe-t-elle en M ? ".repeat(60)}`;
    const res = await t.call("POST", "/api/messages/send", {
      json: { name: "Ines", email: "ines@mail.tn", subject: "Sizes", message: long },
    });
    expect(res.status).toBe(201);
    expect(await deliverDueMail(t.database.db, smtpTransport(smtp.url, from))).toEqual({ sent: 3, failed: 0 });

    const english = mailTo(owner.email);
    expect(english.subject).toBe("New message from Ines: Sizes");
    expect(english.text).toContain("From: Ines");
    expect(english.text).toContain("Email: ines@mail.tn");
    expect(english.text).toContain("Subject: Sizes");
    expect(english.text).toContain(long.slice(0, 200));
    expect(english.text).not.toContain(long.trim());
    expect(english.text).toContain("…");
    expect(english.text).toContain(`Read the message in the back office: ${publicUrl}/messages/${res.body.messageId}`);
    expect(mailTo(adminFr.email).subject).toBe("Nouveau message de Ines\u00a0: Sizes");
    expect(mailTo(adminAr.email).subject).toBe("رسالة جديدة من Ines: Sizes");
  });

  it("answers an order at once while the mail server is down, and sends its e-mails exactly once when it is back", async () => {
    const { logger, lines } = capturedLogger();
    const sender: MailSender = startMailSender({
      db: t.database.db,
      transport: smtpTransport(await deadSmtpUrl(), from),
      logger,
      intervalMs: 60 * 60 * 1000,
    });
    nudge = sender.nudge;
    try {
      const before = Date.now();
      const placed = await order(t, productId);
      expect(Date.now() - before, "the order waits for no mail server").toBeLessThan(2000);

      // The server's sender, nudged after the commit, tries each e-mail once and schedules the next try.
      await vi.waitFor(async () => expect((await outboxRows(t)).map((row) => row.attempts)).toEqual([1, 1, 1]), { timeout: 10_000 });
      const failed = await outboxRows(t);
      const tried = Date.now();
      for (const row of failed) {
        expect(row.sentAt).toBeNull();
        expect(row.lastError).toMatch(/ECONNREFUSED/);
        expect(row.nextAttemptAt.getTime()).toBeGreaterThanOrEqual(before + retryDelayMs(1));
        expect(row.nextAttemptAt.getTime()).toBeLessThanOrEqual(tried + retryDelayMs(1));
      }
      expect(lines.filter((line) => line.msg.includes("will be tried again"))).toHaveLength(3);
      await sender.stop();

      // The mail server is back: nothing goes before the retry is due, everything once it is, and only once.
      const transport = smtpTransport(smtp.url, from);
      expect(await deliverDueMail(t.database.db, transport)).toEqual({ sent: 0, failed: 0 });
      const later = new Date(Math.max(...failed.map((row) => row.nextAttemptAt.getTime())) + 1000);
      expect(await deliverDueMail(t.database.db, transport, { now: later })).toEqual({ sent: 3, failed: 0 });
      expect(await deliverDueMail(t.database.db, transport, { now: new Date(later.getTime() + 24 * 60 * 60 * 1000) })).toEqual({
        sent: 0,
        failed: 0,
      });
      expect(smtp.received).toHaveLength(3);
      expect(smtp.received.every((mail) => mail.subject.includes(placed.reference))).toBe(true);
      expect((await outboxRows(t)).every((row) => row.sentAt?.getTime() === later.getTime() && row.lastError === null)).toBe(true);
    } finally {
      await sender.stop();
    }
  });

  it("logs the e-mails and marks them sent when no SMTP_URL is set", async () => {
    const placed = await order(t, productId);
    const { logger, lines } = capturedLogger();
    expect(await deliverDueMail(t.database.db, loggingTransport(logger))).toEqual({ sent: 3, failed: 0 });
    const logged = lines.filter((line) => line.msg.includes("SMTP_URL is not set"));
    expect(logged.map((line) => line.to).sort()).toEqual([owner.email, adminFr.email, adminAr.email].sort());
    expect(logged.every((line) => line.level === 30 && String(line.subject).includes(placed.reference))).toBe(true);
    // To whom and what about, not the customer's details.
    expect(JSON.stringify(logged)).not.toContain("22123456");
    expect((await outboxRows(t)).every((row) => row.sentAt !== null)).toBe(true);
    expect(smtp.received).toHaveLength(0);
  });
});

describe("with STAFF_EMAILS: those addresses only", () => {
  let t: TestApi;
  let productId: number;
  let adminAr: Staff;

  beforeAll(async () => {
    // No PUBLIC_URL: no link, since one built from a request's Host could point anywhere.
    t = await createTestApi({ config: { staffEmails: ["orders@shop.test", "Ahmed@Staff.test"] } });
    adminAr = await staffIn(t, "ADMIN", "ar", "ahmed@staff.test");
    await staffIn(t, "SUPER_ADMIN", "fr");
    productId = await dressInSizeM(t, adminAr.token);
  });
  afterAll(() => t.close());
  beforeEach(() => {
    smtp.received.length = 0;
  });

  it("sends to each listed address, in its staff account's language or else in English, and to no one else", async () => {
    const placed = await order(t, productId);
    expect(await deliverDueMail(t.database.db, smtpTransport(smtp.url, from))).toEqual({ sent: 2, failed: 0 });
    expect(smtp.received.flatMap((mail) => mail.to.map((to) => to.toLowerCase())).sort()).toEqual(["ahmed@staff.test", "orders@shop.test"]);
    expect(mailTo("orders@shop.test").subject).toMatch(new RegExp(`^New order ${placed.reference}: `));
    expect(mailTo("Ahmed@Staff.test").subject).toMatch(new RegExp(`^طلب جديد ${placed.reference}: `));
    expect(smtp.received.some((mail) => /https?:/.test(mail.text))).toBe(false);
  });
});

describe("the sender", () => {
  let t: TestApi;
  beforeAll(async () => {
    t = await createTestApi();
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await t.database.db.delete(mailOutbox);
    smtp.received.length = 0;
  });

  async function queue(count: number, attempts = 0) {
    await t.database.db
      .insert(mailOutbox)
      .values(
        Array.from({ length: count }, (_, i) => ({ recipient: `staff${i}@shop.test`, subject: `Mail ${i}`, body: `Body ${i}`, attempts })),
      );
  }

  it("waits 1 minute after the first failure, doubling up to 6 hours", () => {
    expect([1, 2, 3, 4, 9, 10, 20].map((failures) => retryDelayMs(failures) / 60_000)).toEqual([1, 2, 4, 8, 256, 360, 360]);
  });

  it(`gives up after ${MAIL_MAX_ATTEMPTS} tries, logging an error and keeping the e-mail`, async () => {
    await queue(1, MAIL_MAX_ATTEMPTS - 1);
    const { logger, lines } = capturedLogger();
    expect(await deliverDueMail(t.database.db, smtpTransport(await deadSmtpUrl(), from), { logger })).toEqual({ sent: 0, failed: 1 });
    expect(lines.filter((line) => line.level === 50 && line.msg.includes("given up"))).toHaveLength(1);
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000);
    expect(await deliverDueMail(t.database.db, smtpTransport(smtp.url, from), { now: inAWeek })).toEqual({ sent: 0, failed: 0 });
    const [row] = await outboxRows(t);
    expect(row).toMatchObject({ attempts: MAIL_MAX_ATTEMPTS, sentAt: null, lastError: expect.stringMatching(/ECONNREFUSED/) });
  });

  it("gives up on a mail server that never answers after its timeout, not later", async () => {
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => void sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    try {
      await queue(1);
      const port = (silent.address() as net.AddressInfo).port;
      const started = performance.now();
      expect(await deliverDueMail(t.database.db, smtpTransport(`smtp://127.0.0.1:${port}`, from, 300))).toEqual({ sent: 0, failed: 1 });
      expect(performance.now() - started).toBeLessThan(5000);
      const [row] = await outboxRows(t);
      expect(row).toMatchObject({ attempts: 1, sentAt: null, lastError: expect.stringMatching(/^ETIMEDOUT: /) });
    } finally {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it("keeps a refused login's error without the password", async () => {
    const guarded = await startSmtpServer({ login: { user: "shop", password: "the-right-one" } });
    try {
      await queue(1);
      const wrong = guarded.url.replace("the-right-one", "s3cret%2Fpass");
      expect(await deliverDueMail(t.database.db, smtpTransport(wrong, from))).toEqual({ sent: 0, failed: 1 });
      const [row] = await outboxRows(t);
      expect(row.lastError).toMatch(/535|auth|login/i);
      expect(row.lastError).not.toMatch(/s3cret/);
      expect(await deliverDueMail(t.database.db, smtpTransport(guarded.url, from), { now: row.nextAttemptAt })).toEqual({
        sent: 1,
        failed: 0,
      });
      expect(guarded.received).toHaveLength(1);
    } finally {
      await guarded.close();
    }
  });

  it("never sends an e-mail twice when several senders run at once", async () => {
    await queue(30);
    const reports = await Promise.all(
      Array.from({ length: 4 }, () => deliverDueMail(t.database.db, smtpTransport(smtp.url, from), { batch: 100 })),
    );
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(30);
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(30);
    expect(new Set(subjects).size).toBe(30);
    const [unsent] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(mailOutbox)
      .where(sql`${mailOutbox.sentAt} is null`);
    expect(unsent.n).toBe(0);
  });

  it("stops between e-mails when told to stop, leaving the rest in the outbox", async () => {
    await queue(3);
    const stop = new AbortController();
    let sent = 0;
    const report = await deliverDueMail(
      t.database.db,
      {
        async send() {
          sent += 1;
          stop.abort();
        },
      },
      { signal: stop.signal },
    );
    expect(report).toEqual({ sent: 1, failed: 0 });
    expect(sent).toBe(1);
    expect((await outboxRows(t)).filter((row) => row.sentAt === null)).toHaveLength(2);
  });
});

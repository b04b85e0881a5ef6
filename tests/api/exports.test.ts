/**
 * The back office's CSV exports (orders, newsletter subscribers, contact messages) and the orders list's date
 * filter, read back byte by byte: BOM, CRLF, quoting, neutralised formulas, filters, roles and refusals.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { orderLines, orders } from "~/db/schema";
import { EXPORT_BATCH_SIZE } from "~/lib/limits";
import { readCsv } from "../csv-reader";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let admin: Staff;
let superAdmin: Staff;
let editor: Staff;
let dressId: number;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.staff("ADMIN");
  superAdmin = await t.staff("SUPER_ADMIN");
  editor = await t.staff("EDITOR");
  const image = await uploadProductImage(t, editor.token);
  const dress = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], {
      name: "Robe d'été",
      price: "49.90",
      quantity: "2000",
      sizes: [
        { size: "m", quantity: 1000 },
        { size: "l", quantity: 1000 },
      ],
    }),
  });
  expect(dress.status, JSON.stringify(dress.body)).toBe(201);
  dressId = dress.body.id;
});
afterAll(() => t.close());

/** The raw answer: the bytes matter here (the BOM), so the harness's text decoding is skipped. */
async function download(path: string, token: string | null = admin.token) {
  const res = await t.api.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

async function exported(path: string, token = admin.token) {
  const res = await download(path, token);
  expect(res.status, new TextDecoder().decode(res.bytes).slice(0, 300)).toBe(200);
  return readCsv(res.bytes);
}

async function placeOrder(fullName: string, lines: { size: string; quantity: number }[], overrides: Record<string, unknown> = {}) {
  const res = await t.call("POST", "/api/orders/create", {
    json: validOrder(
      lines.map((line) => ({ id: dressId, ...line })),
      { fullName, ...overrides },
    ),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; reference: string; shippingFee: string; total: string };
}

async function placedOn(orderId: number, instant: string) {
  await t.database.db
    .update(orders)
    .set({ createAt: new Date(instant) })
    .where(eq(orders.id, orderId));
}

const today = () => new Date().toISOString().slice(0, 10);

describe("GET /api/orders/export", () => {
  it("is a UTF-8 CSV with a BOM, CRLF lines, a header and one row per order line, names in French and Arabic intact", async () => {
    const french = await placeOrder("Zoé Ben Aïssa", [
      { size: "m", quantity: 2 },
      { size: "l", quantity: 1 },
    ]);
    const arabic = await placeOrder("أمينة بن صالح", [{ size: "m", quantity: 1 }], { street: "نهج الحبيب بورقيبة, 5" });

    const res = await download("/api/orders/export");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="orders-${today()}.csv"`);
    expect([...res.bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(res.bytes.subarray(3));
    expect(text.split("\r\n")[0]).toBe(
      "Reference,Date (UTC),Stage,Name,Phone,Address,City,Zip,State,Product,Colour,Size,Quantity,Unit price,Shipping,Total,Discount code,Discount,SKU,Barcode,Kept",
    );
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);

    const file = readCsv(res.bytes);
    const frenchRows = file.records.filter((r) => r.Reference === french.reference);
    expect(frenchRows).toEqual([
      expect.objectContaining({
        Name: "Zoé Ben Aïssa",
        Product: "Robe d'été",
        Size: "M",
        Quantity: "2",
        "Unit price": "49.90",
        Phone: "22123456",
      }),
      expect.objectContaining({ Name: "Zoé Ben Aïssa", Size: "L", Quantity: "1", "Unit price": "49.90" }),
    ]);
    // The order's own fee and total, on each of its lines.
    for (const row of frenchRows) expect([row.Shipping, row.Total, row.Stage]).toEqual([french.shippingFee, french.total, "new"]);
    expect(frenchRows[0].Total).toBe("156.70");
    const [arabicRow] = file.records.filter((r) => r.Reference === arabic.reference);
    expect(arabicRow).toMatchObject({ Name: "أمينة بن صالح", Address: "نهج الحبيب بورقيبة, 5" });
    // The comma in the street is quoted, as RFC 4180 says.
    expect(text).toContain(`"نهج الحبيب بورقيبة, 5"`);
    expect(arabicRow["Date (UTC)"]).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}:\\d{2}$`));
  });

  it("neutralises a name a spreadsheet would run as a formula, and writes phone and amounts as they are", async () => {
    const formula = await placeOrder('=HYPERLINK("x")', [{ size: "m", quantity: 1 }], { city: "+Sfax", zip: "@3000", street: "-1+2" });
    const file = await exported(`/api/orders/export?q=${formula.reference}`);
    expect(file.records).toEqual([
      expect.objectContaining({
        Name: `'=HYPERLINK("x")`,
        City: "'+Sfax",
        Zip: "'@3000",
        Address: "'-1+2",
        Phone: "22123456",
        Quantity: "1",
        "Unit price": "49.90",
      }),
    ]);
  });

  it("applies the list's filters: stage, search and days", async () => {
    const family = "Filtre Mansour";
    const shipped = await placeOrder(`${family} A`, [{ size: "m", quantity: 1 }]);
    const fresh = await placeOrder(`${family} B`, [{ size: "l", quantity: 1 }]);
    const moved = await t.call("PUT", `/api/orders/stage/${shipped.id}`, { token: editor.token, json: { stage: "confirmed" } });
    expect(moved.status).toBe(200);

    const byStage = await exported(`/api/orders/export?stage=confirmed&q=${encodeURIComponent(family)}`);
    expect(byStage.records.map((r) => r.Reference)).toEqual([shipped.reference]);
    expect(byStage.records[0].Stage).toBe("confirmed");
    const bySearch = await exported(`/api/orders/export?q=${encodeURIComponent(family)}`);
    expect(bySearch.records.map((r) => r.Name)).toEqual([`${family} A`, `${family} B`]);
    const byStatus = await exported(`/api/orders/export?status=1&q=${encodeURIComponent(family)}`);
    expect(byStatus.rows).toEqual([]);
    expect(byStatus.header[0]).toBe("Reference");

    // Days are UTC days, both ends included.
    await placedOn(shipped.id, "2024-05-05T23:59:59.999Z");
    await placedOn(fresh.id, "2024-05-06T00:00:00.000Z");
    const refs = async (query: string) =>
      (await exported(`/api/orders/export?q=${encodeURIComponent(family)}&${query}`)).records.map((r) => r.Reference);
    expect(await refs("from=2024-05-05&to=2024-05-05")).toEqual([shipped.reference]);
    expect(await refs("from=2024-05-06")).toEqual([fresh.reference]);
    expect(await refs("to=2024-05-05")).toEqual([shipped.reference]);
    expect(await refs("from=2024-05-05&to=2024-05-06")).toEqual([shipped.reference, fresh.reference]);
    expect(await refs("from=2024-05-07")).toEqual([]);
    const row = (await exported(`/api/orders/export?q=${fresh.reference}`)).records[0];
    expect(row["Date (UTC)"]).toBe("2024-05-06 00:00:00");
  });

  it("streams every order across batches, each once, oldest first", async () => {
    const count = EXPORT_BATCH_SIZE * 2 + 1;
    const base = { telephone: "22123456", state: "Tunis", city: "Tunis", street: "Rue 1", zip: "1000", place: "Home" as const };
    const inserted = await t.database.db
      .insert(orders)
      .values(
        Array.from({ length: count }, (_, i) => ({
          ...base,
          fullName: `Bulk ${i}`,
          reference: `BULK${String(i).padStart(8, "0")}`,
          subtotal: "10",
          shippingFee: "7",
          total: "17",
        })),
      )
      .returning({ id: orders.id });
    await t.database.db
      .insert(orderLines)
      .values(inserted.map(({ id }) => ({ orderId: id, productId: null, name: "Old scarf", unitPrice: "10", quantity: 1, size: null })));

    const file = await exported("/api/orders/export?q=BULK");
    expect(file.rows.length).toBe(count);
    expect(file.records.map((r) => r.Reference)).toEqual(Array.from({ length: count }, (_, i) => `BULK${String(i).padStart(8, "0")}`));
    expect(file.records[0]).toMatchObject({
      Product: "Old scarf",
      Size: "",
      Quantity: "1",
      "Unit price": "10.00",
      Shipping: "7.00",
      Total: "17.00",
    });
    await t.database.db.delete(orders).where(
      inArray(
        orders.id,
        inserted.map(({ id }) => id),
      ),
    );
  });

  it("is for admins only: 401 without a token, 403 for an editor", async () => {
    for (const path of ["/api/orders/export", "/api/newsletter/export", "/api/messages/export"]) {
      expectError(await t.call("GET", path), 401, "You must be signed in with a valid token");
      expectError(await t.call("GET", path, { token: editor.token }), 403, "Your role does not allow this action");
      expect((await download(path, superAdmin.token)).status).toBe(200);
    }
  });

  it("refuses days that are not days, and a range the wrong way round, with the error shape", async () => {
    for (const path of ["/api/orders/export", "/api/orders"]) {
      for (const bad of ["2024-13-01", "2024-02-30", "2023-02-29", "05/06/2024", "2024-5-6", "yesterday", ""]) {
        expectError(
          await t.call("GET", `${path}?from=${encodeURIComponent(bad)}`, { token: admin.token }),
          400,
          "from must be a real day written YYYY-MM-DD, such as 2024-05-31",
        );
      }
      expectError(
        await t.call("GET", `${path}?to=2024-04-31`, { token: admin.token }),
        400,
        "to must be a real day written YYYY-MM-DD, such as 2024-05-31",
      );
      expectError(
        await t.call("GET", `${path}?from=2024-05-07&to=2024-05-06`, { token: admin.token }),
        400,
        "from must be the same day as to or an earlier one",
      );
    }
    // The first and last days there are: the database works out their bounds, never a 500.
    for (const query of ["from=2024-02-29&to=2024-02-29", "from=0001-01-01&to=9999-12-31"]) {
      expect((await t.call("GET", `/api/orders?${query}`, { token: admin.token })).status).toBe(200);
      expect((await download(`/api/orders/export?${query}`)).status).toBe(200);
    }
  });
});

describe("the orders list's date filter", () => {
  it("keeps the orders of the days asked, both ends included, and counts them", async () => {
    const family = "Jour Trabelsi";
    const early = await placeOrder(`${family} 1`, [{ size: "m", quantity: 1 }]);
    const middle = await placeOrder(`${family} 2`, [{ size: "m", quantity: 1 }]);
    const late = await placeOrder(`${family} 3`, [{ size: "m", quantity: 1 }]);
    await placedOn(early.id, "2024-03-09T23:59:59Z");
    await placedOn(middle.id, "2024-03-10T12:00:00Z");
    await placedOn(late.id, "2024-03-11T00:00:00Z");
    const list = async (query: string) => {
      const res = await t.call("GET", `/api/orders?q=${encodeURIComponent(family)}&sort=newest&${query}`, { token: editor.token });
      expect(res.status).toBe(200);
      return { ids: (res.body as { id: number }[]).map((o) => o.id), total: res.headers.get("x-total-count") };
    };
    expect(await list("from=2024-03-10&to=2024-03-10")).toEqual({ ids: [middle.id], total: "1" });
    expect(await list("from=2024-03-10")).toEqual({ ids: [late.id, middle.id], total: "2" });
    expect(await list("to=2024-03-10")).toEqual({ ids: [middle.id, early.id], total: "2" });
    expect(await list("from=2024-03-09&to=2024-03-11&stage=new")).toEqual({ ids: [late.id, middle.id, early.id], total: "3" });
    expect(await list("from=2024-03-12")).toEqual({ ids: [], total: "0" });
  });
});

describe("GET /api/newsletter/export", () => {
  it("lists every subscriber with language and date, oldest first", async () => {
    for (const [email, lang] of [
      ["nour@example.tn", "fr"],
      ["-promo@example.tn", "ar"],
      ["sami@example.tn", "en"],
    ]) {
      expect((await t.call("POST", `/api/newsletter/subscribe?lang=${lang}`, { json: { email, consent: true } })).status).toBe(201);
    }
    const res = await download("/api/newsletter/export");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="subscribers-${today()}.csv"`);
    const file = readCsv(res.bytes);
    expect(file.header).toEqual(["Email", "Language", "Subscribed at (UTC)"]);
    expect(file.rows.map(([email, lang]) => [email, lang])).toEqual([
      ["nour@example.tn", "fr"],
      ["'-promo@example.tn", "ar"],
      ["sami@example.tn", "en"],
    ]);
    expect(file.records[0]["Subscribed at (UTC)"]).toMatch(new RegExp(`^${today()} \\d{2}:\\d{2}:\\d{2}$`));
  });

  it("the list pages, newest first when asked, with its total", async () => {
    const res = await t.call("GET", "/api/newsletter?limit=2&offset=0&sort=newest", { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get("x-total-count")).toBe("3");
    expect(res.body.map((s: { email: string }) => s.email)).toEqual(["sami@example.tn", "-promo@example.tn"]);
    const rest = await t.call("GET", "/api/newsletter?limit=2&offset=2&sort=newest", { token: admin.token });
    expect(rest.body.map((s: { email: string }) => s.email)).toEqual(["nour@example.tn"]);
    expectError(await t.call("GET", "/api/newsletter?limit=-1", { token: admin.token }), 400);
  });
});

const iPad =
  "Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1";

describe("GET /api/messages/export", () => {
  it("writes each message once, quoted across its lines, neutralised, and takes the list's search", async () => {
    const send = (json: Record<string, string>) =>
      t.call("POST", "/api/messages/send", {
        json: { email: "amal@example.com", message: "Bonjour", ...json },
        headers: { "user-agent": iPad },
      });
    expect((await send({ name: "@Amal", subject: "Taille « M » ?", message: 'Ligne un\r\nLigne "deux"\nمرحبا' })).status).toBe(201);
    expect((await send({ name: "Other", subject: "Livraison" })).status).toBe(201);

    const res = await download("/api/messages/export?q=Taille");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="messages-${today()}.csv"`);
    const file = readCsv(res.bytes);
    expect(file.header).toEqual(["Date (UTC)", "Name", "Email", "Subject", "Message", "Device"]);
    expect(file.records).toEqual([
      expect.objectContaining({
        Name: "'@Amal",
        Email: "amal@example.com",
        Subject: "Taille « M » ?",
        Message: 'Ligne un\r\nLigne "deux"\nمرحبا',
        Device: "tablet",
      }),
    ]);
    expect((await exported("/api/messages/export")).rows.length).toBe(2);
  });
});

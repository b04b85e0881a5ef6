/**
 * Stock counts and deliveries by SKU or barcode (docs/decisions/052): a count sets the stock to what is on the
 * shelf less what orders not yet shipped hold, a delivery adds its changes; codes are SKUs in any case or
 * barcodes (a UPC-A finds its EAN-13); every line's error is named with its line and column; a dry run writes
 * nothing, an apply all or nothing, in one audit entry; the same from a CSV file whatever wrote it.
 */
import { desc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, productSizes, products } from "~/db/schema";
import { STOCK_QUANTITY_MAX } from "~/lib/stock-limits";
import { countRows, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let image: string;
/** A dress in green (S, M) and black (M); a bag in one size, without colours. */
let dress: { id: number; colors: { id: number; name: string }[] };
let bag: { id: number };

beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
  const green = (sizes: unknown[], overrides: Record<string, unknown> = {}) => ({
    name: "Green",
    hex: "#1f7a4d",
    family: "green",
    images: [{ url: image }],
    sizes,
    ...overrides,
  });
  const createdDress = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], {
      name: "Stock Dress",
      colors: [
        green([
          { size: "s", quantity: 5, sku: "STK-DRESS-GRN-S", barcode: "0036000291452" },
          { size: "m", quantity: 3, sku: "STK-DRESS-GRN-M" },
        ]),
        green([{ size: "m", quantity: 2, sku: "STK-DRESS-BLK-M", barcode: "4006381333931" }], {
          name: "Black",
          hex: "#000000",
          family: "black",
        }),
      ],
    }),
  });
  expect(createdDress.status, JSON.stringify(createdDress.body)).toBe(201);
  dress = createdDress.body;
  const createdBag = await t.call("POST", "/api/products/create", {
    token: editor.token,
    json: validProduct([image], { name: "Stock Bag", types: "handbags", categories: "cotton_bags", quantity: "10", sizes: undefined }),
  });
  expect(createdBag.status, JSON.stringify(createdBag.body)).toBe(201);
  bag = createdBag.body;
  const bagSku = await t.call("PUT", `/api/products/codes/${bag.id}`, {
    token: editor.token,
    json: { variants: [{ colorId: null, size: "one", sku: "STK-BAG", barcode: "96385074" }] },
  });
  expect(bagSku.status, JSON.stringify(bagSku.body)).toBe(200);
});
afterAll(() => t.close());

const change = (json: unknown, token: string | null = editor.token) => t.call("POST", "/api/stock/changes", { token, json });
const count = (lines: unknown[], dryRun = false) => change({ kind: "count", lines, dryRun });
const deliver = (lines: unknown[], dryRun = false) => change({ kind: "delivery", lines, dryRun });

function csvForm(content: string | Uint8Array, dryRun?: string): FormData {
  const form = new FormData();
  form.append("file", new Blob([typeof content === "string" ? new TextEncoder().encode(content) : new Uint8Array(content)]), "stock.csv");
  if (dryRun !== undefined) form.append("dryRun", dryRun);
  return form;
}
const upload = (content: string | Uint8Array, dryRun?: string, token: string | null = editor.token) =>
  t.call("POST", "/api/stock/changes/file", { token, body: csvForm(content, dryRun) });

/** Each SKU's stock as stored. */
async function stockOf(...skus: string[]): Promise<number[]> {
  const rows = await t.database.db.select({ sku: productSizes.sku, quantity: productSizes.quantity }).from(productSizes);
  return skus.map((sku) => rows.find((row) => row.sku === sku)!.quantity);
}

/** Sets stock as a product save would, to start a test from known figures. */
async function setStock(levels: Record<string, number>) {
  const res = await count(Object.entries(levels).map(([code, quantity]) => ({ code, quantity })));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** SPEC's quantity of every product is the sum of its rows. */
async function expectTotalsTrue() {
  const rows = await t.database.db
    .select({
      id: products.id,
      quantity: products.quantity,
      sum: sql<number>`(select coalesce(sum(${productSizes.quantity}), 0)::integer from ${productSizes} where ${productSizes.productId} = ${products.id})`,
    })
    .from(products);
  for (const row of rows) expect(row.quantity, `product ${row.id}`).toBe(Number(row.sum));
}

async function placeOrder(items: { id: number; quantity: number; size?: string; color?: number }[]): Promise<number> {
  const res = await t.call("POST", "/api/orders/create", { json: validOrder(items) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.id as number;
}
async function moveOrder(id: number, stage: string) {
  const res = await t.call("PUT", `/api/orders/stage/${id}`, { token: editor.token, json: { stage } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

describe("a stock count", () => {
  it("sets each variant's stock to what was counted less the pieces new and confirmed orders hold", async () => {
    await setStock({ "STK-DRESS-GRN-S": 10, "STK-DRESS-GRN-M": 10 });
    const green = dress.colors[0].id;
    const waiting = await placeOrder([{ id: dress.id, quantity: 2, size: "s", color: green }]);
    const confirmed = await placeOrder([{ id: dress.id, quantity: 1, size: "s", color: green }]);
    await moveOrder(confirmed, "confirmed");
    // A shipped order's pieces have left the shelf; a cancelled one's went back to the stock.
    const shipped = await placeOrder([{ id: dress.id, quantity: 4, size: "s", color: green }]);
    await moveOrder(shipped, "shipped");
    const cancelled = await placeOrder([{ id: dress.id, quantity: 1, size: "m", color: green }]);
    await moveOrder(cancelled, "cancelled");
    expect(await stockOf("STK-DRESS-GRN-S", "STK-DRESS-GRN-M")).toEqual([3, 10]);

    const res = await count([
      { code: "STK-DRESS-GRN-S", quantity: 8 },
      { code: "STK-DRESS-GRN-M", quantity: "6" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      kind: "count",
      dryRun: false,
      applied: true,
      errors: [],
      changes: [
        {
          line: 1,
          sku: "STK-DRESS-GRN-S",
          barcode: "0036000291452",
          productId: dress.id,
          productName: "Stock Dress",
          colorName: "Green",
          size: "s",
          quantity: 8,
          before: 3,
          held: 3,
          after: 5,
        },
        expect.objectContaining({ line: 2, sku: "STK-DRESS-GRN-M", quantity: 6, before: 10, held: 0, after: 6 }),
      ],
    });
    expect(await stockOf("STK-DRESS-GRN-S", "STK-DRESS-GRN-M")).toEqual([5, 6]);
    await expectTotalsTrue();
    await moveOrder(waiting, "cancelled");
    await moveOrder(confirmed, "cancelled");
    await moveOrder(shipped, "returned");
  });

  it("refuses a count below what orders hold, naming the SKU, the count and the held pieces", async () => {
    await setStock({ "STK-DRESS-BLK-M": 6 });
    const order = await placeOrder([{ id: dress.id, quantity: 3, size: "m", color: dress.colors[1].id }]);
    const res = await count([{ code: "STK-DRESS-BLK-M", quantity: 2 }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 1, column: "quantity", message: "SKU STK-DRESS-BLK-M: 2 counted, fewer than the 3 that orders not yet shipped hold" },
    ]);
    expect(res.body.message).toEqual([
      "Line 1, quantity: SKU STK-DRESS-BLK-M: 2 counted, fewer than the 3 that orders not yet shipped hold",
    ]);
    expect(await stockOf("STK-DRESS-BLK-M")).toEqual([3]);
    // Exactly what is held: nothing left to sell.
    const all = await count([{ code: "STK-DRESS-BLK-M", quantity: 3 }]);
    expect(all.body.changes[0]).toMatchObject({ before: 3, held: 3, after: 0 });
    await moveOrder(order, "cancelled");
    expect(await stockOf("STK-DRESS-BLK-M")).toEqual([3]);
  });

  it("refuses a variant counted twice, even by its SKU and then its barcode", async () => {
    await setStock({ "STK-DRESS-GRN-M": 4 });
    const res = await count([
      { code: "stk-dress-grn-m", quantity: 1 },
      { code: "STK-DRESS-BLK-M", quantity: 1 },
      { code: "STK-DRESS-GRN-M", quantity: 2 },
      { code: "4006381333931", quantity: 1 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 3, column: "code", message: "SKU STK-DRESS-GRN-M is counted twice: it is already on line 1" },
      { line: 4, column: "code", message: "SKU STK-DRESS-BLK-M is counted twice: it is already on line 2" },
    ]);
    expect(await stockOf("STK-DRESS-GRN-M")).toEqual([4]);
  });

  it("takes whole numbers from 0 to the limit, each wrong one named with its line", async () => {
    const res = await count(
      [
        { code: "STK-BAG", quantity: -1 },
        { code: "STK-DRESS-GRN-S", quantity: 1.5 },
        { code: "STK-DRESS-GRN-M", quantity: STOCK_QUANTITY_MAX + 1 },
        { code: "STK-DRESS-BLK-M", quantity: "" },
        { code: " ", quantity: 1 },
      ],
      true,
    );
    expect(res.status).toBe(200);
    expect(res.body.changes).toEqual([]);
    expect(res.body.errors).toEqual([
      { line: 1, column: "quantity", message: "quantity must be a whole number of 0 or more" },
      { line: 2, column: "quantity", message: "quantity must be a whole number of 0 or more" },
      { line: 3, column: "quantity", message: `quantity must be at most ${STOCK_QUANTITY_MAX}` },
      { line: 4, column: "quantity", message: "quantity is required" },
      { line: 5, column: "code", message: "code is required" },
    ]);
  });
});

describe("a delivery", () => {
  it("adds each change, a code repeated on several lines added up, and keeps each product's total the sum of its rows", async () => {
    await setStock({ "STK-DRESS-GRN-S": 2, "STK-BAG": 10 });
    const res = await deliver([
      { code: "STK-DRESS-GRN-S", quantity: 1 },
      { code: "STK-BAG", quantity: 5 },
      { code: "stk-dress-grn-s", quantity: 1 },
      { code: "0036000291452", quantity: "+1" },
      { code: "STK-BAG", quantity: -2 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.changes).toEqual([
      expect.objectContaining({ line: 1, sku: "STK-DRESS-GRN-S", quantity: 3, before: 2, after: 5 }),
      expect.objectContaining({ line: 2, sku: "STK-BAG", colorName: null, size: "one", quantity: 3, before: 10, after: 13 }),
    ]);
    expect(await stockOf("STK-DRESS-GRN-S", "STK-BAG")).toEqual([5, 13]);
    await expectTotalsTrue();
  });

  it("may take stock off to correct a mistake, but never below 0", async () => {
    await setStock({ "STK-BAG": 4 });
    const res = await deliver([{ code: "STK-BAG", quantity: -5 }]);
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { line: 1, column: "quantity", message: "SKU STK-BAG: a change of -5 would bring its stock of 4 below 0" },
    ]);
    expect(await stockOf("STK-BAG")).toEqual([4]);
    const fixed = await deliver([{ code: "STK-BAG", quantity: -4 }]);
    expect(fixed.body.changes[0]).toMatchObject({ before: 4, after: 0 });
    expect(await stockOf("STK-BAG")).toEqual([0]);
    await expectTotalsTrue();
  });

  it("refuses a change that is not a whole number, and a stock above the limit", async () => {
    await setStock({ "STK-BAG": 10 });
    const res = await deliver(
      [
        { code: "STK-BAG", quantity: "2.5" },
        { code: "STK-BAG", quantity: "-100000" },
        { code: "STK-DRESS-GRN-S", quantity: STOCK_QUANTITY_MAX },
      ],
      true,
    );
    expect(res.body.errors).toEqual([
      { line: 1, column: "quantity", message: "quantity must be a whole number, such as 3 or -2" },
      { line: 2, column: "quantity", message: `quantity must be between -${STOCK_QUANTITY_MAX} and ${STOCK_QUANTITY_MAX}` },
      { line: 3, column: "quantity", message: expect.stringMatching(/^SKU STK-DRESS-GRN-S: its stock would be \d+, more than 99999$/) },
    ]);
  });
});

describe("codes", () => {
  it("are SKUs in any case, or barcodes with spaces, a UPC-A finding the EAN-13 stored with a leading 0", async () => {
    const res = await deliver(
      [
        { code: "  stk-dress-grn-m ", quantity: 1 },
        { code: "036000291452", quantity: 1 },
        { code: "4 006381 333931", quantity: 1 },
        { code: "96385074", quantity: 1 },
      ],
      true,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.errors).toEqual([]);
    expect(res.body.changes.map((c: { sku: string }) => c.sku)).toEqual([
      "STK-DRESS-GRN-M",
      "STK-DRESS-GRN-S",
      "STK-DRESS-BLK-M",
      "STK-BAG",
    ]);
  });

  it("that no variant has are errors of their own line, and the other lines are still previewed", async () => {
    const res = await deliver(
      [
        { code: "STK-BAG", quantity: 1 },
        { code: "NO-SUCH-SKU", quantity: 1 },
        { code: "5901234123457", quantity: 1 },
        { code: "drop table products; --", quantity: 1 },
      ],
      true,
    );
    expect(res.status).toBe(200);
    expect(res.body.changes.map((c: { line: number }) => c.line)).toEqual([1]);
    expect(res.body.errors).toEqual([
      { line: 2, column: "code", message: "No variant has the SKU or barcode NO-SUCH-SKU" },
      { line: 3, column: "code", message: "No variant has the SKU or barcode 5901234123457" },
      { line: 4, column: "code", message: "No variant has the SKU or barcode drop table products; --" },
    ]);
  });
});

describe("preview and apply", () => {
  it("a dry run answers what would change and writes nothing, not even an audit entry", async () => {
    await setStock({ "STK-BAG": 7 });
    const audits = await countRows(t, auditLog);
    const res = await count([{ code: "STK-BAG", quantity: 2 }], true);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ dryRun: true, applied: false, errors: [], changes: [{ sku: "STK-BAG", before: 7, after: 2 }] });
    expect(await stockOf("STK-BAG")).toEqual([7]);
    expect(await countRows(t, auditLog)).toBe(audits);
  });

  it("applies all the lines or none: one line in error, 400 lists every error and nothing is written", async () => {
    await setStock({ "STK-BAG": 7, "STK-DRESS-GRN-S": 7 });
    const audits = await countRows(t, auditLog);
    const res = await deliver([
      { code: "STK-BAG", quantity: 3 },
      { code: "UNKNOWN-1", quantity: 1 },
      { code: "STK-DRESS-GRN-S", quantity: -8 },
    ]);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ statusCode: 400, error: "Bad Request", kind: "delivery" });
    expect(res.body.applied).toBeUndefined();
    expect(res.body.message).toEqual([
      "Line 2, code: No variant has the SKU or barcode UNKNOWN-1",
      "Line 3, quantity: SKU STK-DRESS-GRN-S: a change of -8 would bring its stock of 7 below 0",
    ]);
    expect(res.body.errors.map((e: { line: number }) => e.line)).toEqual([2, 3]);
    expect(res.body.changes).toEqual([expect.objectContaining({ sku: "STK-BAG", before: 7, after: 10 })]);
    expect(await stockOf("STK-BAG", "STK-DRESS-GRN-S")).toEqual([7, 7]);
    expect(await countRows(t, auditLog)).toBe(audits);
  });

  it("works the change out again from the stock as it is when applied, not as it was previewed", async () => {
    await setStock({ "STK-BAG": 5 });
    const preview = await deliver([{ code: "STK-BAG", quantity: -5 }], true);
    expect(preview.body.errors).toEqual([]);
    const order = await placeOrder([{ id: bag.id, quantity: 1 }]);
    const applied = await deliver([{ code: "STK-BAG", quantity: -5 }]);
    expect(applied.status).toBe(400);
    expect(applied.body.errors[0].message).toBe("SKU STK-BAG: a change of -5 would bring its stock of 4 below 0");
    await moveOrder(order, "cancelled");
  });

  it("leaves one audit entry for the whole change, with its counts and each SKU's stock before and after", async () => {
    await setStock({ "STK-DRESS-GRN-S": 4, "STK-DRESS-GRN-M": 4, "STK-BAG": 4 });
    const audits = await countRows(t, auditLog);
    const res = await count([
      { code: "STK-DRESS-GRN-S", quantity: 6 },
      { code: "STK-DRESS-GRN-M", quantity: 1 },
      { code: "STK-BAG", quantity: 4 },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await countRows(t, auditLog)).toBe(audits + 1);
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ userId: editor.id, action: "POST /stock/changes", kind: "stock", targetId: null, before: null });
    expect(entry.after).toEqual({
      kind: "count",
      lines: 3,
      changed: 2,
      added: 2,
      removed: 3,
      stock: {
        "STK-DRESS-GRN-S": { before: 4, after: 6 },
        "STK-DRESS-GRN-M": { before: 4, after: 1 },
        "STK-BAG": { before: 4, after: 4 },
      },
    });
    const listed = await t.call("GET", "/api/audit?kind=stock&limit=1", { token: (await t.staff("SUPER_ADMIN")).token });
    expect(listed.body[0]).toMatchObject({ kind: "stock", action: "POST /stock/changes" });
  });

  it("refuses a body that is not a change, before reading any line", async () => {
    expectError(await change({ kind: "sale", lines: [{ code: "STK-BAG", quantity: 1 }] }), 400, "kind must be one of: count, delivery");
    expectError(await change({ kind: "count", lines: [] }), 400, "lines is required");
    expectError(await change({ kind: "count", lines: [{ code: "STK-BAG", quantity: 1 }], dryRun: "yes" }), 400);
  });
});

describe("a stock file", () => {
  it("with semicolons and a byte order mark, as French Excel saves it, is a count by its header", async () => {
    await setStock({ "STK-DRESS-GRN-S": 1, "STK-BAG": 1 });
    const file = "\uFEFFSKU;Quantity\r\nSTK-DRESS-GRN-S;9\r\nstk-bag;0\r\n";
    const preview = await upload(file, "true");
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body).toMatchObject({
      kind: "count",
      dryRun: true,
      changes: [
        { line: 2, sku: "STK-DRESS-GRN-S", after: 9 },
        { line: 3, sku: "STK-BAG", after: 0 },
      ],
    });
    expect(await stockOf("STK-DRESS-GRN-S", "STK-BAG")).toEqual([1, 1]);
    const applied = await upload(file);
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    expect(applied.body.applied).toBe(true);
    expect(await stockOf("STK-DRESS-GRN-S", "STK-BAG")).toEqual([9, 0]);
    await expectTotalsTrue();
    const [entry] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: "POST /stock/changes/file", kind: "stock" });
  });

  it("saved in Windows-1252 is read, with a barcode column and other columns left aside", async () => {
    await setStock({ "STK-DRESS-GRN-S": 2, "STK-DRESS-BLK-M": 2 });
    const text = "produit,barcode,change\r\nRobe d'été verte,036000291452,3\r\nRobe noire à manches,4006381333931,-1\r\n";
    const bytes = Uint8Array.from([...text].map((char) => (char === "é" ? 0xe9 : char === "à" ? 0xe0 : char.charCodeAt(0))));
    const res = await upload(bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.kind).toBe("delivery");
    expect(await stockOf("STK-DRESS-GRN-S", "STK-DRESS-BLK-M")).toEqual([5, 1]);
  });

  it("names each error with the row a spreadsheet shows and the file's own column", async () => {
    const res = await upload("sku,barcode,change\nSTK-BAG,,1\n\n,5901234123457,1\nSTK-BAG,,x\n", "true");
    expect(res.status).toBe(200);
    expect(res.body.errors).toEqual([
      { line: 4, column: "barcode", message: "No variant has the SKU or barcode 5901234123457" },
      { line: 5, column: "change", message: "change must be a whole number, such as 3 or -2" },
    ]);
    const applied = await upload("sku,barcode,change\nSTK-BAG,,1\n\n,5901234123457,1\n");
    expect(applied.status).toBe(400);
    expect(applied.body.errors).toEqual([{ line: 4, column: "barcode", message: "No variant has the SKU or barcode 5901234123457" }]);
  });

  it("is refused as a whole when its header names no kind, it is empty or it is not a CSV upload", async () => {
    const header =
      "The first line of the file must name its columns: sku and quantity for a stock count, or sku and change for a delivery (barcode may stand for sku)";
    expectError(await upload("code,qty\nSTK-BAG,1\n"), 400, header);
    expectError(await upload("sku,quantity,change\nSTK-BAG,1,1\n"), 400, header);
    expectError(await upload("sku,quantity\n"), 400, "The file has no rows under its header line");
    expectError(await upload('sku,quantity\n"STK-BAG,1\n'), 400, /^The file cannot be read as CSV/);
    expectError(await upload("sku,quantity\nSTK-BAG,1\n", "maybe"), 400, "dryRun must be one of: true, false");
    const notMultipart = await t.call("POST", "/api/stock/changes/file", { token: editor.token, json: { kind: "count" } });
    expectError(notMultipart, 415, "Send the stock file in the form field file, as multipart/form-data");
  });
});

describe("who may change stock", () => {
  it("every staff role, as an editor does here; nobody without a token", async () => {
    await setStock({ "STK-BAG": 3 });
    expectError(await change({ kind: "delivery", lines: [{ code: "STK-BAG", quantity: 1 }] }, null), 401);
    expectError(await upload("sku,change\nSTK-BAG,1\n", undefined, null), 401);
    expect(await stockOf("STK-BAG")).toEqual([3]);
    expect((await deliver([{ code: "STK-BAG", quantity: 1 }])).status).toBe(200);
    expect(await stockOf("STK-BAG")).toEqual([4]);
    const admin = await t.staff("ADMIN");
    const res = await change({ kind: "delivery", lines: [{ code: "STK-BAG", quantity: 1 }] }, admin.token);
    expect(res.status).toBe(200);
    expect(await stockOf("STK-BAG")).toEqual([5]);
    const [product] = await t.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, bag.id));
    expect(product.quantity).toBe(5);
  });
});

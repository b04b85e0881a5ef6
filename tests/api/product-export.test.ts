/**
 * A product's handle and the catalogue file (docs/decisions/051): handles made from the name, unique, kept on
 * rename and settable; `GET /api/products/export` writes one row per colour × size, every staff role may read
 * it, and cells a spreadsheet would run are neutralised.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productExportBatch } from "~/models/catalog-export.server";
import { readCsv } from "../csv-reader";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let admin: Staff;
let first: string;
let second: string;

beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  admin = await t.staff("ADMIN");
  first = await uploadProductImage(t, editor.token);
  second = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

interface Answer {
  id: number;
  handle: string;
  name: string;
}

async function created(overrides: Record<string, unknown>): Promise<Answer> {
  const res = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([first], overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const update = (id: number, overrides: Record<string, unknown>) =>
  t.call("PUT", `/api/products/update/${id}`, { token: editor.token, json: validProduct([first], overrides) });

async function exportedFile(token = editor.token) {
  const res = await t.api.request("/api/products/export", { headers: { authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await res.arrayBuffer());
  expect(res.status, new TextDecoder().decode(bytes).slice(0, 300)).toBe(200);
  expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
  expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/);
  return readCsv(bytes);
}

describe("handles", () => {
  it("are made from the English name, without accents, and numbered when taken", async () => {
    const a = await created({ name: "Robe d'été légère" });
    const b = await created({ name: "Robe d'Été  légère!" });
    const arabic = await created({ name: "فستان صيفي" });
    expect(a.handle).toBe("robe-d-ete-legere");
    expect(b.handle).toBe("robe-d-ete-legere-2");
    expect(arabic.handle).toMatch(/^product(-\d+)?$/);
  });

  it("stay when the product is renamed, and change only when a handle is sent", async () => {
    const shirt = await created({ name: "Linen Shirt Handle" });
    const renamed = await update(shirt.id, { name: "Cotton Shirt Handle" });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.handle).toBe("linen-shirt-handle");
    const moved = await update(shirt.id, { name: "Cotton Shirt Handle", handle: "  Cotton-Shirt " });
    expect(moved.body.handle).toBe("cotton-shirt");
  });

  it("are unique: one another product holds is refused, a malformed one too, and nothing is written", async () => {
    const held = await created({ name: "Straw Hat Handle" });
    const other = await created({ name: "Straw Bag Handle" });
    expectError(
      await update(other.id, { name: "Straw Bag Handle", handle: held.handle }),
      409,
      `handle: ${held.handle} is already the handle of another product`,
    );
    expectError(
      await t.call("POST", "/api/products/create", {
        token: editor.token,
        json: validProduct([first], { name: "Copy", handle: held.handle }),
      }),
      409,
    );
    expectError(await update(other.id, { name: "Straw Bag Handle", handle: "straw bag!" }), 400, /handle must be at most 80 lower-case/);
    const read = await t.call("GET", `/api/products/single/${other.id}`);
    expect(read.body.handle).toBe("straw-bag-handle");
  });
});

describe("GET /api/products/export", () => {
  it("writes one row per colour × size with the product's texts, prices, codes, stock and each colour's pictures", async () => {
    const dress = await created({
      name: "Export Wrap Dress",
      price: "42.5",
      compareAtPrice: "60",
      translations: { fr: { name: "Robe portefeuille", description: "Une robe légère pour l’été." }, ar: { name: "فستان ملفوف" } },
      colors: [
        {
          name: "Green",
          hex: "#1f7a4d",
          family: "green",
          translations: { fr: { name: "Vert" } },
          images: [{ url: first }, { url: second }],
          sizes: [
            { size: "m", quantity: 2, sku: "EXP-GRN-M", barcode: "4006381333931" },
            { size: "s", quantity: 1 },
          ],
        },
        { name: "Black", hex: "#000000", family: "black", images: [{ url: second }], sizes: [{ size: "l", quantity: 0 }] },
      ],
    });
    const file = await exportedFile();
    expect(file.header).toEqual([
      "Handle",
      "Name",
      "Name (fr)",
      "Name (ar)",
      "Description",
      "Description (fr)",
      "Description (ar)",
      "Type",
      "Category",
      "New",
      "Price",
      "Sale price",
      "Colour",
      "Colour (fr)",
      "Colour (ar)",
      "Swatch",
      "Colour family",
      "Size",
      "SKU",
      "Barcode",
      "Stock",
      "Pictures",
      "Brand",
      "In feeds",
    ]);
    const rows = file.records.filter((row) => row.Handle === dress.handle);
    expect(rows.map((row) => [row.Colour, row["Colour (fr)"], row.Size, row.SKU, row.Barcode, row.Stock, row.Pictures])).toEqual([
      ["Green", "Vert", "S", "EXPR-WRAP-GRN-S", "", "1", `${first}, ${second}`],
      ["Green", "Vert", "M", "EXP-GRN-M", "4006381333931", "2", `${first}, ${second}`],
      ["Black", "", "L", "EXPR-WRAP-BLC-L", "", "0", second],
    ]);
    expect(rows[0]).toMatchObject({
      Name: "Export Wrap Dress",
      "Name (fr)": "Robe portefeuille",
      "Name (ar)": "فستان ملفوف",
      "Description (fr)": "Une robe légère pour l’été.",
      "Description (ar)": "",
      Type: "women_s_clothing",
      Category: "dresses",
      New: "yes",
      // The price before the sale, then what it sells for now, as WooCommerce's columns read.
      Price: "60.00",
      "Sale price": "42.50",
      Swatch: "#1f7a4d",
      "Colour family": "green",
      // No brand: the store sells it under its own name; in the feeds by default.
      Brand: "",
      "In feeds": "yes",
    });
  });

  it("writes the brand and the feeds choice on each of the product's rows", async () => {
    const bag = await created({ name: "Export Brand Bag", types: "handbags", categories: "leather", brand: "  Sahel Studio " });
    const kept = await update(bag.id, { name: "Export Brand Bag", types: "handbags", categories: "leather", inFeeds: false });
    expect(kept.status, JSON.stringify(kept.body)).toBe(200);
    const rows = (await exportedFile()).records.filter((row) => row.Handle === bag.handle);
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row).toMatchObject({ Brand: "Sahel Studio", "In feeds": "no" });
  });

  it("writes a product without colours as its sizes, with empty colour cells and no sale price", async () => {
    const bag = await created({ name: "Export Straw Bag", types: "handbags", categories: "cotton_bags", quantity: "3", isNew: false });
    const rows = (await exportedFile(admin.token)).records.filter((row) => row.Handle === bag.handle);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      Colour: "",
      Swatch: "",
      Size: "One size",
      SKU: "EXPR-STRAW",
      Stock: "3",
      Price: "49.90",
      "Sale price": "",
      New: "no",
    });
    expect(rows[0].Pictures).toBe(first);
  });

  it("neutralises a name a spreadsheet would run as a formula", async () => {
    const formula = await created({ name: "=SUM(A1:A9) Dress" });
    const row = (await exportedFile()).records.find((record) => record.Handle === formula.handle);
    expect(row?.Name).toBe("'=SUM(A1:A9) Dress");
  });

  it("reads the catalogue a batch of products at a time and misses none at the batch boundaries", async () => {
    const everyRow = (await exportedFile()).records.map((row) => row.SKU);
    const paged: string[] = [];
    for (let after: number | null = 0; after !== null;) {
      const batch = await productExportBatch(t.database.db, after, "USD", 2);
      paged.push(...batch.rows.map((row) => row.sku));
      after = batch.next;
    }
    expect(paged).toEqual(everyRow);
    expect(new Set(paged).size).toBe(paged.length);
  });

  it("is for staff only", async () => {
    expectError(await t.call("GET", "/api/products/export"), 401);
  });
});

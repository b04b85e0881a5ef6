/**
 * Migration 0019 (a SKU per variant, docs/decisions/050) on a store's data as it was just before it: every
 * variant gets the SKU the store would generate (app/lib/sku.ts, written again in SQL), unique, in a fixed order;
 * lines of orders already placed take the codes of the variants they were taken from.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, type Database } from "~/db/connection";
import { migrateWith, migrationsUntil, openUnmigrated } from "./migrations-until";
import { skuBase } from "~/lib/sku";
import { replaceColorSizes } from "~/models/stock.server";

const BEFORE_SKUS = "0018_invoices";

let database: Database;
let drop = async () => {};
let older: string;

const products: { id: number; name: string }[] = [
  { id: 1, name: "Wrap Midi Dress" },
  // The same name again: its codes take a suffix.
  { id: 2, name: "Wrap Midi Dress" },
  { id: 3, name: "Robe d'été légère" },
  // No Latin letters: the product's id stands for its name.
  { id: 4, name: "فستان صيفي" },
  { id: 5, name: "Straw Bag" },
];

beforeAll(async () => {
  ({ database, drop } = await openUnmigrated());
  older = migrationsUntil(BEFORE_SKUS);
  await migrateWith(database, older);

  const values = products.map(
    ({ id, name }) => `(${id}, '${name.replace(/'/g, "''")}', 10, 1, 'A product of the migration test.', 'women_s_clothing', 'dresses')`,
  );
  const before = `
    insert into products (id, name, price, quantity, description, type, category) values ${values.join(", ")};
    select setval('products_id_seq', 5);
    insert into product_colors (id, product_id, position, name, hex, family)
    values (1, 1, 0, 'Green', '#1f7a4d', 'green'), (2, 1, 1, 'Black', '#000000', 'black'), (3, 2, 0, 'Green', '#1f7a4d', 'green'),
           (4, 3, 0, null, null, null), (5, 4, 0, null, null, null), (6, 5, 0, null, null, null);
    select setval('product_colors_id_seq', 6);
    insert into product_sizes (product_id, color_id, size, quantity)
    values (1, 1, 's', 1), (1, 1, 'm', 2), (1, 2, 'm', 1), (2, 3, 'm', 1), (3, 4, 'one', 1), (4, 5, 'm', 1), (5, 6, 'one', 2);
    insert into orders (id, full_name, telephone, state, city, street, zip, place, reference, subtotal, shipping_fee, total)
    values (1, 'Amira Ben Salah', '22123456', 'Tunis', 'La Marsa', '12 Rue de Carthage', '2070', 'Home', 'K7M2-9QXD-4HPT', 30, 0, 30);
    select setval('orders_id_seq', 1);
    insert into order_lines (order_id, product_id, name, unit_price, quantity, size, color_id, color_name)
    values (1, 1, 'Wrap Midi Dress', 10, 1, 'm', 1, 'Green'), (1, 5, 'Straw Bag', 10, 1, null, 6, null),
           (1, null, 'A deleted product', 10, 1, 'm', null, null)`;
  // One statement at a time: PGlite's driver runs one per query.
  for (const statement of before.split(";")) await database.db.execute(statement);
  await migrateWith(database, migrationsFolder);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

describe("migration 0019 on the data before SKUs", () => {
  it("gives every variant the SKU the store generates, unique, and no barcode", async () => {
    const { rows } = await database.db.execute<{
      product_id: number;
      color: string | null;
      size: string;
      sku: string;
      barcode: string | null;
    }>(`
      select s.product_id, c.name as color, s.size, s.sku, s.barcode
      from product_sizes s join product_colors c on c.id = s.color_id order by s.product_id, c.position, s.size`);
    expect(rows.map((row) => [row.product_id, row.color, row.size, row.sku, row.barcode])).toEqual([
      [1, "Green", "m", "WRAP-MIDI-GRN-M", null],
      [1, "Green", "s", "WRAP-MIDI-GRN-S", null],
      [1, "Black", "m", "WRAP-MIDI-BLC-M", null],
      [2, "Green", "m", "WRAP-MIDI-GRN-M-2", null],
      [3, null, "one", "ROBE-ETE", null],
      [4, null, "m", "P4-M", null],
      [5, null, "one", "STRAW-BAG", null],
    ]);
    // The SQL of the migration and app/lib/sku.ts read names alike.
    for (const row of rows) {
      const productName = products.find((product) => product.id === row.product_id)!.name;
      expect(row.sku.startsWith(skuBase({ productId: row.product_id, productName, colorName: row.color, size: row.size }))).toBe(true);
    }
  });

  it("copies the codes onto lines of orders already placed, where their variant still exists", async () => {
    const { rows } = await database.db.execute<{ name: string; sku: string | null; barcode: string | null }>(
      "select name, sku, barcode from order_lines order by id",
    );
    expect(rows.map((row) => [row.name, row.sku, row.barcode])).toEqual([
      ["Wrap Midi Dress", "WRAP-MIDI-GRN-M", null],
      ["Straw Bag", "STRAW-BAG", null],
      ["A deleted product", null, null],
    ]);
  });

  it("leaves no helper function behind, and later variants continue the numbering", async () => {
    const { rows } = await database.db.execute<{ n: number }>(
      "select count(*)::integer as n from pg_proc where proname like 'sku_migration_%'",
    );
    expect(rows[0].n).toBe(0);
    await database.db.execute(
      "insert into product_colors (id, product_id, position, name, hex, family) values (7, 2, 1, 'Green Tea', '#00ff00', 'green')",
    );
    await database.db.transaction((tx) => replaceColorSizes(tx, 2, 7, [{ size: "m", quantity: 1 }]));
    const { rows: added } = await database.db.execute<{ sku: string }>("select sku from product_sizes where color_id = 7");
    expect(added[0].sku).toBe("WRAP-MIDI-GRN-M-3");
  });
});

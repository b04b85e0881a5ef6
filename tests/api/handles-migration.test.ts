/**
 * Migration 0020 (a handle per product, docs/decisions/051) on a store's data as it was just before it: every
 * product gets the handle the store would make (app/lib/handle.ts, written again in SQL), unique, oldest first.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { migrationsFolder, type Database } from "~/db/connection";
import { handleBase, handleCandidate } from "~/lib/handle";
import { freeHandle } from "~/models/handles.server";
import { migrateWith, migrationsUntil, openUnmigrated } from "./migrations-until";

const BEFORE_HANDLES = "0019_variant_skus";

let database: Database;
let drop = async () => {};
let older: string;

const products: { id: number; name: string }[] = [
  { id: 1, name: "Wrap Midi Dress" },
  // The same name again, and once more in other letters: numbered.
  { id: 2, name: "Wrap Midi Dress" },
  { id: 3, name: "  wrap midi DRESS!" },
  { id: 4, name: "Robe d'été légère" },
  // No Latin letters: the fallback, numbered like any other.
  { id: 5, name: "فستان صيفي" },
  { id: 6, name: "حقيبة" },
  // Longer than a handle: cut at 80 characters, never ending on a dash.
  { id: 7, name: `${"Very long ".repeat(9)}name-x` },
];

beforeAll(async () => {
  ({ database, drop } = await openUnmigrated());
  older = migrationsUntil(BEFORE_HANDLES);
  await migrateWith(database, older);
  const values = products.map(
    ({ id, name }) => `(${id}, '${name.replace(/'/g, "''")}', 10, 1, 'A product of the migration test.', 'women_s_clothing', 'dresses')`,
  );
  await database.db.execute(`insert into products (id, name, price, quantity, description, type, category) values ${values.join(", ")}`);
  await database.db.execute("select setval('products_id_seq', 7)");
  await migrateWith(database, migrationsFolder);
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

describe("migration 0020 on the data before handles", () => {
  it("gives every product the handle the store makes, numbered when taken, oldest first", async () => {
    const { rows } = await database.db.execute<{ id: number; handle: string }>("select id, handle from products order by id");
    expect(rows.map((row) => row.handle)).toEqual([
      "wrap-midi-dress",
      "wrap-midi-dress-2",
      "wrap-midi-dress-3",
      "robe-d-ete-legere",
      "product",
      "product-2",
      "very-long-".repeat(8).slice(0, -1),
    ]);
    // The SQL of the migration and app/lib/handle.ts read names alike.
    const taken = new Set<string>();
    for (const { id, name } of products) {
      let n = 1;
      while (taken.has(handleCandidate(handleBase(name), n))) n++;
      taken.add(handleCandidate(handleBase(name), n));
      expect(rows.find((row) => row.id === id)!.handle).toBe(handleCandidate(handleBase(name), n));
    }
  });

  it("leaves handles unique, and later products continue the numbering", async () => {
    expect(await freeHandle(database.db, "Wrap Midi Dress")).toBe("wrap-midi-dress-4");
    await expect(database.db.execute("update products set handle = 'wrap-midi-dress' where id = 2")).rejects.toThrow();
  });
});

/**
 * Migration 0015 (colours as variants) on a store's data as it was just before it: every product becomes one
 * without colours, its pictures and stock per size moved whole onto one colourless row; orders placed before read
 * as they did, and cancelling one puts its stock back where it was taken.
 */
import fs from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~/api";
import { issueToken } from "~/api/auth";
import { migrationsFolder, type Database } from "~/db/connection";
import { migrateWith, migrationsUntil, openUnmigrated } from "./migrations-until";
import { createUser } from "~/models/users.server";
import { checkedAgainstContract } from "./contract";
import { validOrder, type CallResult } from "./harness";

const BEFORE_COLOURS = "0014_login_clients_audit_log";

let database: Database;
let drop = async () => {};
let older: string;

beforeAll(async () => {
  ({ database, drop } = await openUnmigrated());
  older = migrationsUntil(BEFORE_COLOURS);
  await migrateWith(database, older);

  // The store's data as it was: a dress in sizes with two pictures, a bag in one size, and an open order of both,
  // one of its lines from before sizes existed (no size).
  const before = `
    insert into products (id, name, price, quantity, description, type, category)
    values (1, 'Linen Dress', 49.900, 5, 'A light linen dress for hot days.', 'women_s_clothing', 'dresses'),
           (2, 'Straw Bag', 30.000, 2, 'A straw bag for the beach and town.', 'handbags', 'cotton_bags');
    select setval('products_id_seq', 2);
    insert into product_sizes (product_id, size, quantity) values (1, 'm', 3), (1, 'l', 2), (2, 'one', 2);
    insert into product_images (product_id, url, position)
    values (1, 'aaaaaaaaaaaaaaaa.jpg', 0), (1, 'bbbbbbbbbbbbbbbb.jpg', 1), (2, 'cccccccccccccccc.jpg', 0);
    insert into orders (id, full_name, telephone, state, city, street, zip, place, reference, subtotal, shipping_fee, total)
    values (1, 'Amira Ben Salah', '22123456', 'Tunis', 'La Marsa', '12 Rue de Carthage', '2070', 'Home', 'K7M2-9QXD-4HPT', 129.800, 0, 129.800);
    select setval('orders_id_seq', 1);
    insert into order_events (order_id, to_stage) values (1, 'new');
    insert into order_lines (order_id, product_id, name, unit_price, quantity, size, image_url)
    values (1, 1, 'Linen Dress', 49.900, 2, 'm', 'aaaaaaaaaaaaaaaa.jpg'), (1, 2, 'Straw Bag', 30.000, 1, null, 'cccccccccccccccc.jpg')`;
  // One statement at a time: PGlite's driver runs one per query.
  for (const statement of before.split(";")) await database.db.execute(statement);
  await migrateWith(database, migrationsFolder);
  // Two runs of the migrations, where other files run one.
}, 120_000);

afterAll(async () => {
  await database?.close();
  await drop();
  if (older) fs.rmSync(older, { recursive: true, force: true });
});

function api() {
  return checkedAgainstContract(createApi({ db: database.db, ping: database.ping, config: {} }));
}

async function call(method: string, url: string, options: { token?: string; json?: unknown } = {}) {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.json !== undefined) headers["content-type"] = "application/json";
  const res = await api().request(url, { method, headers, body: options.json === undefined ? undefined : JSON.stringify(options.json) });
  const body: CallResult["body"] = await res.json();
  return { status: res.status, body };
}

describe("migration 0015 on the data before colours", () => {
  it("gives each product one colourless row holding its pictures, in order, and its stock per size", async () => {
    const { rows } = await database.db.execute<{ product_id: number; name: string | null; images: number; stock: number }>(`
      select c.product_id, c.name,
        (select count(*)::integer from product_images i where i.color_id = c.id) as images,
        (select coalesce(sum(s.quantity), 0)::integer from product_sizes s where s.color_id = c.id) as stock
      from product_colors c order by c.product_id`);
    expect(rows).toEqual([
      { product_id: 1, name: null, images: 2, stock: 5 },
      { product_id: 2, name: null, images: 1, stock: 2 },
    ]);

    const dress = await call("GET", "/api/products/single/1");
    expect(dress.status).toBe(200);
    expect(dress.body).toMatchObject({
      quantity: "5",
      images: [{ url: "aaaaaaaaaaaaaaaa.jpg" }, { url: "bbbbbbbbbbbbbbbb.jpg" }],
      sizes: [
        { size: "m", quantity: 3 },
        { size: "l", quantity: 2 },
      ],
      colors: [],
    });
  });

  it("keeps the orders placed before reading as they did, without a colour", async () => {
    const user = await createUser(database.db, {
      username: "admin",
      email: "admin@migration.test",
      password: "a-long-password",
      role: "ADMIN",
    });
    const token = await issueToken(database.db, user.id, 12);
    const order = await call("GET", "/api/orders/1", { token });
    expect(order.status).toBe(200);
    expect(order.body.products).toEqual([
      {
        id: 1,
        lineId: expect.any(Number),
        name: "Linen Dress",
        images: [{ url: "aaaaaaaaaaaaaaaa.jpg" }],
        quantity: 2,
        keptQuantity: null,
        price: "49.90",
        size: "m",
        color: null,
        stock: 3,
        sku: "LINEN-DRESS-M",
        barcode: null,
      },
      {
        id: 2,
        lineId: expect.any(Number),
        name: "Straw Bag",
        images: [{ url: "cccccccccccccccc.jpg" }],
        quantity: 1,
        keptQuantity: null,
        price: "30.00",
        size: null,
        color: null,
        stock: 2,
        sku: "STRAW-BAG",
        barcode: null,
      },
    ]);

    // Cancelling it puts each line back where it was taken: the dress in M, the bag (no size then) in its one size.
    const cancelled = await call("PUT", "/api/orders/stage/1", { token, json: { stage: "cancelled" } });
    expect(cancelled.status).toBe(200);
    const dress = await call("GET", "/api/products/single/1");
    expect(dress.body.sizes).toEqual([
      { size: "m", quantity: 5 },
      { size: "l", quantity: 2 },
    ]);
    expect(dress.body.quantity).toBe("7");
    expect((await call("GET", "/api/products/single/2")).body.sizes).toEqual([{ size: "one", quantity: 3 }]);
  });

  it("sells the migrated products as it did", async () => {
    const placed = await call("POST", "/api/orders/create", { json: validOrder([{ id: 1, quantity: 1, size: "l" }]) });
    expect(placed.status).toBe(201);
    expect(placed.body.products[0]).toMatchObject({ size: "l", color: null, images: [{ url: "aaaaaaaaaaaaaaaa.jpg" }] });
    expect((await call("GET", "/api/products/single/1")).body.sizes).toContainEqual({ size: "l", quantity: 1 });
  });
});

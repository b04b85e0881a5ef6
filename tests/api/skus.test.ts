/**
 * A SKU and a barcode per variant (docs/decisions/050): generated when staff leave the SKU empty, stable across
 * renames, editable, unique in the store whatever the case; barcodes are GTINs with a right check digit, once in
 * the store; an order line keeps the codes it was placed with.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ProductVariant } from "~/lib/types";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let editor: Staff;
let image: string;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
});
afterAll(() => t.close());

interface Answer {
  id: number;
  name: string;
  variants: ProductVariant[];
  colors: { id: number; name: string }[];
}

const create = (overrides: Record<string, unknown>) =>
  t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], overrides) });
const update = (id: number, overrides: Record<string, unknown>) =>
  t.call("PUT", `/api/products/update/${id}`, { token: editor.token, json: validProduct([image], overrides) });

async function created(overrides: Record<string, unknown>): Promise<Answer> {
  const res = await create(overrides);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const skus = (product: Answer) => product.variants.map((variant) => variant.sku);
const green = (sizes: unknown[], overrides: Record<string, unknown> = {}) => ({
  name: "Green",
  hex: "#1f7a4d",
  family: "green",
  images: [{ url: image }],
  sizes,
  ...overrides,
});

describe("generated SKUs", () => {
  it("are given to every variant left without one, readable, in the order shoppers read sizes", async () => {
    const dress = await created({
      name: "Wrap Midi Dress",
      colors: [
        green([
          { size: "m", quantity: 2 },
          { size: "s", quantity: 1 },
        ]),
        green([{ size: "m", quantity: 1 }], { name: "Black", hex: "#000000", family: "black" }),
      ],
    });
    expect(dress.variants).toEqual([
      { colorId: dress.colors[0].id, size: "s", quantity: 1, sku: "WRAP-MIDI-GRN-S", barcode: null },
      { colorId: dress.colors[0].id, size: "m", quantity: 2, sku: "WRAP-MIDI-GRN-M", barcode: null },
      { colorId: dress.colors[1].id, size: "m", quantity: 1, sku: "WRAP-MIDI-BLC-M", barcode: null },
    ]);
    const bag = await created({ name: "Straw Bag", types: "handbags", categories: "cotton_bags", quantity: "3" });
    expect(bag.variants).toEqual([{ colorId: null, size: "one", quantity: 3, sku: "STRAW-BAG", barcode: null }]);
  });

  it("take a numeric suffix when the readable code is taken", async () => {
    const first = await created({ name: "Linen Shirt", sizes: [{ size: "m", quantity: 1 }] });
    const second = await created({ name: "Linen Shirt", sizes: [{ size: "m", quantity: 1 }] });
    const third = await created({ name: "linen shirt!", sizes: [{ size: "m", quantity: 1 }] });
    expect([...skus(first), ...skus(second), ...skus(third)]).toEqual(["LINEN-SHIRT-M", "LINEN-SHIRT-M-2", "LINEN-SHIRT-M-3"]);
  });

  it("stay as they were when the product or a colour is renamed, and a new size gets its own", async () => {
    const dress = await created({ name: "Summer Kaftan", colors: [green([{ size: "l", quantity: 1 }])] });
    const res = await update(dress.id, {
      name: "Evening Kaftan",
      colors: [
        green(
          [
            { size: "l", quantity: 4 },
            { size: "xl", quantity: 1 },
          ],
          { id: dress.colors[0].id, name: "Olive", family: "green" },
        ),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(skus(res.body)).toEqual(["SMR-KFTN-GRN-L", "EVNG-KFTN-OLV-XL"]);
    expect(res.body.variants[0].quantity).toBe(4);
  });
});

describe("SKUs staff write", () => {
  it("are kept upper case, and changed when staff change them", async () => {
    const dress = await created({ name: "Pleated Skirt", sizes: [{ size: "s", quantity: 2, sku: "skirt-pl-s" }] });
    expect(skus(dress)).toEqual(["SKIRT-PL-S"]);
    const changed = await update(dress.id, { name: "Pleated Skirt", sizes: [{ size: "s", quantity: 2, sku: "SKIRT-PLEAT-S" }] });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(skus(changed.body)).toEqual(["SKIRT-PLEAT-S"]);
    // Left empty on a later save (or left out): the stored code stays.
    const kept = await update(dress.id, { name: "Pleated Skirt", sizes: [{ size: "s", quantity: 3, sku: "" }] });
    expect(skus(kept.body)).toEqual(["SKIRT-PLEAT-S"]);
    const sameStock = await update(dress.id, { name: "Pleated Skirt", quantity: "3" });
    expect(skus(sameStock.body)).toEqual(["SKIRT-PLEAT-S"]);
  });

  it("are refused when another variant holds them, in any case, or when malformed", async () => {
    await created({ name: "Denim Jacket", sizes: [{ size: "m", quantity: 1, sku: "JACKET-DENIM-M" }] });
    expectError(
      await create({ name: "Denim Coat", sizes: [{ size: "m", quantity: 1, sku: "jacket-denim-m" }] }),
      409,
      "SKU JACKET-DENIM-M is already the code of another variant",
    );
    expectError(
      await create({
        name: "Denim Coat",
        sizes: [
          { size: "m", quantity: 1, sku: "COAT-1" },
          { size: "l", quantity: 1, sku: "coat-1" },
        ],
      }),
      400,
      "SKU COAT-1 is given to two variants",
    );
    expectError(
      await create({ name: "Denim Coat", sizes: [{ size: "m", quantity: 1, sku: "COAT M" }] }),
      400,
      "sku must be at most 40 letters A to Z, digits and single dashes, such as WRAP-MIDI-GRN-M",
    );
  });

  it("may move from one colour to another in one save", async () => {
    const dress = await created({
      name: "Swap Dress",
      colors: [
        green([{ size: "m", quantity: 1, sku: "SWAP-A" }]),
        green([{ size: "m", quantity: 1, sku: "SWAP-B" }], { name: "Red", hex: "#c0392b", family: "red" }),
      ],
    });
    const res = await update(dress.id, {
      name: "Swap Dress",
      colors: [
        green([{ size: "m", quantity: 1, sku: "SWAP-B" }], { id: dress.colors[0].id }),
        green([{ size: "m", quantity: 1, sku: "SWAP-A" }], { id: dress.colors[1].id, name: "Red", hex: "#c0392b", family: "red" }),
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(skus(res.body)).toEqual(["SWAP-B", "SWAP-A"]);
  });
});

describe("barcodes", () => {
  it("are kept when their check digit is right, and removed with an empty one", async () => {
    const bag = await created({
      name: "Leather Tote",
      types: "handbags",
      categories: "cotton_bags",
      sizes: [{ size: "one", quantity: 2, barcode: " 4006381333931 " }],
    });
    expect(bag.variants[0].barcode).toBe("4006381333931");
    const kept = await update(bag.id, { name: "Leather Tote", types: "handbags", categories: "cotton_bags", quantity: "5" });
    expect(kept.body.variants[0]).toMatchObject({ barcode: "4006381333931", quantity: 5 });
    const removed = await update(bag.id, {
      name: "Leather Tote",
      types: "handbags",
      categories: "cotton_bags",
      sizes: [{ size: "one", quantity: 5, barcode: "" }],
    });
    expect(removed.body.variants[0].barcode).toBeNull();
  });

  it("are refused with a wrong check digit, a wrong length, or when another variant holds them (a UPC-A as its EAN-13 too)", async () => {
    const handbag = { types: "handbags", categories: "cotton_bags" };
    expectError(
      await create({ ...handbag, name: "Wrong Bag", sizes: [{ size: "one", quantity: 1, barcode: "4006381333932" }] }),
      400,
      "barcode 4006381333932 has a wrong check digit",
    );
    expectError(
      await create({ ...handbag, name: "Wrong Bag", sizes: [{ size: "one", quantity: 1, barcode: "12345" }] }),
      400,
      "barcode must be a GTIN of 8, 12, 13 or 14 digits",
    );
    await created({ ...handbag, name: "Cola Bag", sizes: [{ size: "one", quantity: 1, barcode: "036000291452" }] });
    expectError(
      await create({ ...handbag, name: "Cola Bag Two", sizes: [{ size: "one", quantity: 1, barcode: "0036000291452" }] }),
      409,
      "Barcode 0036000291452 is already the code of another variant",
    );
  });
});

describe("order lines", () => {
  it("keep the SKU and barcode the variant had when the order was placed", async () => {
    const shoes = await created({
      name: "Canvas Sneakers",
      types: "shoes",
      categories: "women_shoes",
      sizes: [{ size: "38", quantity: 5, sku: "SNEAK-38", barcode: "96385074" }],
    });
    const placed = await t.call("POST", "/api/orders/create", { json: validOrder([{ id: shoes.id, quantity: 1, size: "38" }]) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const changed = await update(shoes.id, {
      name: "Canvas Sneakers",
      types: "shoes",
      categories: "women_shoes",
      sizes: [{ size: "38", quantity: 4, sku: "SNEAK-CANVAS-38", barcode: null }],
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const order = await t.call("GET", `/api/orders/${placed.body.id}`, { token: editor.token });
    expect(order.body.products[0]).toMatchObject({ sku: "SNEAK-38", barcode: "96385074" });
    const shopper = await t.call("GET", `/api/orders/reference/${placed.body.reference}`);
    if (shopper.status === 200) expect(shopper.body.products[0].sku).toBeUndefined();
  });
});

describe("PUT /api/products/codes/{id}", () => {
  const setCodes = (id: number, variants: unknown[], token = editor.token) =>
    t.call("PUT", `/api/products/codes/${id}`, { token, json: { variants } });

  it("sets only the codes it names, keeps the stock as it is now, and is in the audit log", async () => {
    const dress = await created({
      name: "Codes Dress",
      colors: [
        green([
          { size: "s", quantity: 2 },
          { size: "m", quantity: 3 },
        ]),
      ],
    });
    const colorId = dress.colors[0].id;
    // An order takes a piece after the page was read: saving codes must not give it back.
    const placed = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: dress.id, quantity: 1, color: colorId, size: "m" }]),
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const res = await setCodes(dress.id, [{ colorId, size: "m", sku: "codes-dress-m", barcode: "4006381333931" }]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.variants).toEqual([
      { colorId, size: "s", quantity: 2, sku: dress.variants[0].sku, barcode: null },
      { colorId, size: "m", quantity: 2, sku: "CODES-DRESS-M", barcode: "4006381333931" },
    ]);
    const audit = await t.call("GET", `/api/audit?kind=product&limit=5`, { token: (await t.staff("SUPER_ADMIN")).token });
    const entry = audit.body.find((row: { action: string; targetId: string }) => row.action === "PUT /products/codes/:id");
    expect(entry?.targetId).toBe(String(dress.id));
    expect(entry?.before.codes).toEqual({ "Green s": dress.variants[0].sku, "Green m": dress.variants[1].sku });
    expect(entry?.after.codes).toEqual({ "Green s": dress.variants[0].sku, "Green m": "CODES-DRESS-M 4006381333931" });
  });

  it("lets two variants of one product swap SKUs, and removes a barcode with an empty one", async () => {
    const bag = await created({
      name: "Swap Bag",
      sizes: [
        { size: "s", quantity: 1, sku: "SWAPBAG-ONE", barcode: "96385074" },
        { size: "m", quantity: 1, sku: "SWAPBAG-TWO" },
      ],
    });
    const res = await setCodes(bag.id, [
      { colorId: null, size: "s", sku: "SWAPBAG-TWO", barcode: "" },
      { colorId: null, size: "m", sku: "SWAPBAG-ONE" },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.variants.map((v: ProductVariant) => [v.size, v.sku, v.barcode])).toEqual([
      ["s", "SWAPBAG-TWO", null],
      ["m", "SWAPBAG-ONE", null],
    ]);
  });

  it("refuses a code another product keeps, a variant the product lacks, and bad codes, changing nothing", async () => {
    await created({ name: "Keeper Top", sizes: [{ size: "m", quantity: 1, sku: "KEEPER-M", barcode: "012345678905" }] });
    const top = await created({ name: "Other Top", sizes: [{ size: "m", quantity: 1, sku: "OTHER-M" }] });
    expectError(
      await setCodes(top.id, [{ colorId: null, size: "m", sku: "keeper-m" }]),
      409,
      "SKU KEEPER-M is already the code of another variant",
    );
    expectError(
      await setCodes(top.id, [{ colorId: null, size: "m", barcode: "0012345678905" }]),
      409,
      "Barcode 0012345678905 is already the code of another variant",
    );
    expectError(await setCodes(top.id, [{ colorId: null, size: "xl", sku: "OTHER-XL" }]), 404, "This product has no variant in size xl");
    expectError(
      await setCodes(top.id, [{ colorId: null, size: "m", barcode: "4006381333932" }]),
      400,
      "barcode 4006381333932 has a wrong check digit",
    );
    expectError(await setCodes(top.id, []), 400, "variants is required");
    expectError(await setCodes(999999, [{ colorId: null, size: "m", sku: "X-1" }]), 404);
    const after = await t.call("GET", `/api/products/single/${top.id}`);
    expect(after.body.variants).toEqual([{ colorId: null, size: "m", quantity: 1, sku: "OTHER-M", barcode: null }]);
    expect(
      (await t.call("PUT", `/api/products/codes/${top.id}`, { json: { variants: [{ colorId: null, size: "m", sku: "A-1" }] } })).status,
    ).toBe(401);
  });
});

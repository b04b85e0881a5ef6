/**
 * Colours as variants (ARCHITECTURE decision 18): a product's colours with their names in three languages,
 * swatch, family, own pictures and stock per size; SPEC's quantity and images worked out from them; order lines
 * that name a colour, take its stock and put it back once; and a colour that open orders hold is never removed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, isNull } from "drizzle-orm";
import { auditLog, mailOutbox, orders, productColors, productImages, productSizes, products } from "~/db/schema";
import { colorFamilies, colorFamilyNames } from "~/lib/colors";
import { LOCALES } from "~/lib/i18n";
import { readCsv } from "../csv-reader";
import { countRows, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let t: TestApi;
let admin: Staff;
let pictures: string[];
beforeAll(async () => {
  t = await createTestApi({ config: { staffEmails: ["shop@yasmine.test"] } });
  admin = await t.staff("SUPER_ADMIN");
  // Distinct pictures, so that the order of images can be told apart.
  pictures = [];
  for (let i = 0; i < 5; i += 1)
    pictures.push(await uploadProductImage(t, admin.token, `#${(0x102030 * (i + 1)).toString(16).slice(0, 6)}`));
});
afterAll(() => t.close());

interface ColorAnswer {
  id: number;
  name: string;
  hex: string;
  family: string;
  images: { url: string }[];
  sizes: { size: string; quantity: number }[];
  translations: { fr: { name: string }; ar: { name: string } };
}
interface ProductAnswer {
  id: number;
  name: string;
  quantity: string;
  images: { url: string }[];
  sizes: { size: string; quantity: number }[];
  colors: ColorAnswer[];
}
type Line = { id: number; quantity: number; size?: string; color?: number };

const images = (...indexes: number[]) => indexes.map((i) => ({ url: pictures[i] }));
const emerald = (overrides: Record<string, unknown> = {}) => ({
  name: "Emerald",
  translations: { fr: { name: "Émeraude" }, ar: { name: "زمردي" } },
  hex: "#1F7A4D",
  family: "green",
  images: images(0, 1),
  sizes: [
    { size: "s", quantity: 2 },
    { size: "m", quantity: 3 },
  ],
  ...overrides,
});
const black = (overrides: Record<string, unknown> = {}) => ({
  name: "Black",
  translations: { fr: { name: "Noir" }, ar: { name: "أسود" } },
  hex: "#111111",
  family: "black",
  images: images(2),
  sizes: [{ size: "m", quantity: 4 }],
  ...overrides,
});

let names = 0;
const create = (overrides: Record<string, unknown>) =>
  t.call("POST", "/api/products/create", { token: admin.token, json: validProduct([], { name: `Wrap Dress ${++names}`, ...overrides }) });
const update = (id: number, json: Record<string, unknown>) => t.call("PUT", `/api/products/update/${id}`, { token: admin.token, json });
const single = async (id: number, lang = ""): Promise<ProductAnswer> =>
  (await t.call("GET", `/api/products/single/${id}${lang ? `?lang=${lang}` : ""}`)).body;
const order = (lines: Line[]) => t.call("POST", "/api/orders/create", { json: validOrder(lines) });
const move = (id: number, stage: string) => t.call("PUT", `/api/orders/stage/${id}`, { token: admin.token, json: { stage } });

async function dress(colors: unknown[], overrides: Record<string, unknown> = {}): Promise<ProductAnswer> {
  const res = await create({ colors, ...overrides });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** Each colour's stock per size, by English name, as the database holds it. */
async function stock(id: number) {
  const rows = await t.database.db
    .select({ name: productColors.name, size: productSizes.size, quantity: productSizes.quantity })
    .from(productSizes)
    .innerJoin(productColors, eq(productColors.id, productSizes.colorId))
    .where(eq(productSizes.productId, id));
  const [product] = await t.database.db.select({ quantity: products.quantity }).from(products).where(eq(products.id, id));
  const colors: Record<string, Record<string, number>> = {};
  for (const row of rows) (colors[row.name ?? "(none)"] ??= {})[row.size] = row.quantity;
  return { total: product?.quantity, colors };
}

/** The product as it was sent back, with only the colours changed (what the back office's form will send). */
function sentBack(product: ProductAnswer, colors: unknown[]) {
  return validProduct([], { name: product.name, quantity: product.quantity, colors });
}

describe("a product's colours", () => {
  it("keeps each colour's names, swatch, family, pictures and stock; quantity is their sum and images the first colour's first", async () => {
    const created = await dress([emerald(), black()]);
    expect(created.colors).toEqual([
      {
        id: expect.any(Number),
        name: "Emerald",
        hex: "#1f7a4d",
        family: "green",
        images: [
          { url: pictures[0], width: 64, height: 64 },
          { url: pictures[1], width: 64, height: 64 },
        ],
        sizes: [
          { size: "s", quantity: 2 },
          { size: "m", quantity: 3 },
        ],
        translations: { fr: { name: "Émeraude" }, ar: { name: "زمردي" } },
      },
      {
        id: expect.any(Number),
        name: "Black",
        hex: "#111111",
        family: "black",
        images: [{ url: pictures[2], width: 64, height: 64 }],
        sizes: [{ size: "m", quantity: 4 }],
        translations: { fr: { name: "Noir" }, ar: { name: "أسود" } },
      },
    ]);
    expect(created.quantity).toBe("9");
    expect(created.images.map((image) => image.url)).toEqual([pictures[0], pictures[1], pictures[2]]);
    expect(created.sizes).toEqual([
      { size: "s", quantity: 2 },
      { size: "m", quantity: 7 },
    ]);
    expect(await stock(created.id)).toEqual({ total: 9, colors: { Emerald: { s: 2, m: 3 }, Black: { m: 4 } } });
    // A product with colours has no colourless row.
    const colorless = await t.database.db
      .select()
      .from(productColors)
      .where(and(eq(productColors.productId, created.id), isNull(productColors.name)));
    expect(colorless).toEqual([]);

    expect((await single(created.id, "fr")).colors.map((color) => color.name)).toEqual(["Émeraude", "Noir"]);
    expect((await single(created.id, "ar")).colors.map((color) => color.name)).toEqual(["زمردي", "أسود"]);
    const list = (await t.call("GET", "/api/products?limit=200&lang=fr")).body as ProductAnswer[];
    expect(list.find((p) => p.id === created.id)?.colors.map((color) => color.name)).toEqual(["Émeraude", "Noir"]);
  });

  it("answers English where a colour's name is not translated, and an empty list for a product without colours", async () => {
    const created = await dress([emerald({ translations: { fr: { name: "" } } })]);
    expect((await single(created.id, "fr")).colors[0].name).toBe("Emerald");
    expect(created.colors[0].translations).toEqual({ fr: { name: "" }, ar: { name: "" } });
    const plain = await create({ images: images(3) });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    expect(plain.body.colors).toEqual([]);
    expect(plain.body.images).toEqual([{ url: pictures[3], width: 64, height: 64 }]);
  });

  it("gives a colour of a product in one size a single quantity", async () => {
    const watch = await dress(
      [
        { name: "Gold", hex: "#d4af37", family: "gold", images: images(0), quantity: "3" },
        { name: "Silver", hex: "#c0c0c0", family: "silver", images: images(1), quantity: 0 },
      ],
      { types: "watches", categories: "steel_strap" },
    );
    expect(watch.colors.map((color) => [color.name, color.sizes])).toEqual([
      ["Gold", [{ size: "one", quantity: 3 }]],
      ["Silver", [{ size: "one", quantity: 0 }]],
    ]);
    expect(watch.quantity).toBe("3");
  });

  it("refuses a colour without pictures or stock, a wrong swatch or family, a size its type lacks, a name given twice", async () => {
    const before = await countRows(t, products);
    expectError(await create({ colors: [emerald({ images: [] })] }), 400, "Give each colour at least one picture in its images");
    expectError(await create({ colors: [emerald({ images: undefined })] }), 400, "Give each colour at least one picture in its images");
    expectError(
      await create({ colors: [emerald({ sizes: undefined })] }),
      400,
      "Give the stock of each colour: its sizes, or its quantity for a product in one size",
    );
    expectError(await create({ colors: [emerald({ hex: "green" })] }), 400, "colors.hex must be a colour written #rrggbb, such as #1f7a4d");
    expectError(await create({ colors: [emerald({ family: "teal" })] }), 400, `colors.family must be one of: ${colorFamilies.join(", ")}`);
    expectError(
      await create({ colors: [emerald({ sizes: [{ size: "42", quantity: 1 }] })] }),
      400,
      "42 is not a size of this product's type",
    );
    expectError(await create({ colors: [emerald({ name: "E" })] }), 400, "colors.name must be between 2 and 20 characters");
    expectError(await create({ colors: [emerald(), emerald({ name: "emerald" })] }), 400, "each colour name may be listed only once");
    expect(await countRows(t, products)).toBe(before);
  });

  it("changes a colour kept by its id, adds a new one and removes one left out, keeping the kept colour's id", async () => {
    const product = await dress([emerald(), black()]);
    const [green, dark] = product.colors;
    const res = await update(
      product.id,
      sentBack(product, [
        { id: dark.id, name: "Jet Black", hex: "#000000", family: "black", images: images(3), sizes: [{ size: "l", quantity: 1 }] },
        { name: "Ivory", hex: "#fffff0", family: "white", images: images(4), sizes: [{ size: "s", quantity: 5 }] },
      ]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const updated = res.body as ProductAnswer;
    expect(updated.colors.map((color) => [color.name, color.id === dark.id, color.id === green.id])).toEqual([
      ["Jet Black", true, false],
      ["Ivory", false, false],
    ]);
    // Translations left out of a kept colour stay as they were.
    expect(updated.colors[0].translations).toEqual({ fr: { name: "Noir" }, ar: { name: "أسود" } });
    expect(updated.images.map((image) => image.url)).toEqual([pictures[3], pictures[4]]);
    expect(updated.quantity).toBe("6");
    expect(await stock(product.id)).toEqual({ total: 6, colors: { "Jet Black": { l: 1 }, Ivory: { s: 5 } } });
    const pictureRows = await t.database.db.select().from(productImages).where(eq(productImages.productId, product.id));
    expect(pictureRows).toHaveLength(2);
  });

  it("refuses an id that is not one of the product's colours, and changes nothing", async () => {
    const product = await dress([emerald()]);
    const other = await dress([black()]);
    expectError(
      await update(product.id, sentBack(product, [black({ id: other.colors[0].id })])),
      400,
      `colors: ${other.colors[0].id} is not a colour of this product`,
    );
    expect(await stock(product.id)).toEqual({ total: 5, colors: { Emerald: { s: 2, m: 3 } } });
  });

  it("keeps the colours of an update that leaves them out (today's product form), and refuses one that changes their stock or pictures", async () => {
    const product = await dress([emerald(), black()]);
    const asRead = await single(product.id);
    const renamed = await update(product.id, { ...asRead, name: "Renamed Dress", colors: undefined });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.name).toBe("Renamed Dress");
    expect(renamed.body.colors).toEqual(asRead.colors);

    const form = validProduct([], { name: "Renamed Dress", quantity: "9" });
    expect((await update(product.id, form)).status).toBe(200);
    const message = "This product is stocked per colour: send the stock and pictures of each colour in colors";
    expectError(await update(product.id, { ...form, quantity: "10" }), 400, message);
    expectError(await update(product.id, { ...form, images: images(4) }), 400, message);
    expectError(await update(product.id, { ...form, sizes: [{ size: "m", quantity: 9 }] }), 400, message);
    expectError(await update(product.id, { ...form, types: "watches", categories: "steel_strap" }), 400, message);
    expect(await stock(product.id)).toEqual({ total: 9, colors: { Emerald: { s: 2, m: 3 }, Black: { m: 4 } } });
  });

  it("turns a product without colours into one with colours: the first new colour takes over its stock row, so open orders restock into it", async () => {
    const plain = await create({ images: images(0), sizes: [{ size: "m", quantity: 4 }], quantity: "4" });
    expect(plain.status, JSON.stringify(plain.body)).toBe(201);
    const placed = await order([{ id: plain.body.id, quantity: 1, size: "m" }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const res = await update(plain.body.id, sentBack(plain.body, [emerald({ sizes: [{ size: "m", quantity: 10 }] }), black()]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await stock(plain.body.id)).toEqual({ total: 14, colors: { Emerald: { m: 10 }, Black: { m: 4 } } });

    expect((await move(placed.body.id, "cancelled")).status).toBe(200);
    expect(await stock(plain.body.id)).toEqual({ total: 15, colors: { Emerald: { m: 11 }, Black: { m: 4 } } });
    // The order was placed without a colour, and still reads so.
    const again = await t.call("GET", `/api/orders/${placed.body.id}`, { token: admin.token });
    expect(again.body.products[0].color).toBeNull();
  });

  it("turns a product with colours back into one without, with the stock and pictures sent", async () => {
    const product = await dress([emerald(), black()]);
    const res = await update(product.id, { ...validProduct([pictures[4]], { name: product.name, quantity: "7" }), colors: [] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.colors).toEqual([]);
    expect(res.body.sizes).toEqual([{ size: "one", quantity: 7 }]);
    expect(res.body.images.map((image: { url: string }) => image.url)).toEqual([pictures[4]]);
    expect(await stock(product.id)).toEqual({ total: 7, colors: { "(none)": { one: 7 } } });
    // And the product orders as one without colours.
    expect((await order([{ id: product.id, quantity: 1 }])).status).toBe(201);
  });

  it("lists the colour families once, each named in every language", () => {
    expect(colorFamilies).toHaveLength(15);
    for (const family of colorFamilies) {
      for (const locale of LOCALES) expect(colorFamilyNames[family][locale], `${family} in ${locale}`).toMatch(/\S/);
    }
    expect(colorFamilyNames.green).toEqual({ en: "Green", fr: "Vert", ar: "أخضر" });
  });
});

describe("orders of colours", () => {
  it("takes the stock of the colour and size ordered only, and the line carries the colour and its picture", async () => {
    const product = await dress([emerald(), black()]);
    const [green, dark] = product.colors;
    const res = await order([
      { id: product.id, quantity: 1, size: "m", color: green.id },
      { id: product.id, quantity: 2, size: "m", color: dark.id },
      { id: product.id, quantity: 1, size: "M", color: green.id },
    ]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.products).toEqual([
      {
        id: product.id,
        lineId: expect.any(Number),
        name: product.name,
        images: [{ url: pictures[0] }],
        quantity: 2,
        keptQuantity: null,
        price: "49.90",
        size: "m",
        color: { id: green.id, name: "Emerald", translations: { fr: { name: "Émeraude" }, ar: { name: "زمردي" } } },
        stock: 1,
        sku: expect.stringMatching(/-EMR-M(-\d+)?$/),
        barcode: null,
      },
      {
        id: product.id,
        lineId: expect.any(Number),
        name: product.name,
        images: [{ url: pictures[2] }],
        quantity: 2,
        keptQuantity: null,
        price: "49.90",
        size: "m",
        color: { id: dark.id, name: "Black", translations: { fr: { name: "Noir" }, ar: { name: "أسود" } } },
        stock: 2,
        sku: expect.stringMatching(/-BLC-M(-\d+)?$/),
        barcode: null,
      },
    ]);
    expect(await stock(product.id)).toEqual({ total: 5, colors: { Emerald: { s: 2, m: 1 }, Black: { m: 2 } } });

    // Renaming the colour later never rewrites the order.
    await update(
      product.id,
      sentBack(await single(product.id), [
        { ...emerald({ name: "Forest" }), id: green.id, sizes: [{ size: "m", quantity: 1 }] },
        { ...black(), id: dark.id },
      ]),
    );
    const again = await t.call("GET", `/api/orders/${res.body.id}`, { token: admin.token });
    expect(again.body.products.map((line: { color: { name: string } }) => line.color.name)).toEqual(["Emerald", "Black"]);
    const shopper = await t.call("GET", `/api/orders/reference/${res.body.reference}`);
    expect(shopper.body.products[0].color).toEqual({
      id: green.id,
      name: "Emerald",
      translations: { fr: { name: "Émeraude" }, ar: { name: "زمردي" } },
    });
  });

  it("asks each line of a product with colours for its colour, and its size where it has sizes, naming the line; nothing is sold", async () => {
    const product = await dress([emerald(), black()]);
    const plain = await create({ images: images(0), quantity: "5" });
    const before = await countRows(t, orders);
    expectError(
      await order([
        { id: plain.body.id, quantity: 1 },
        { id: product.id, quantity: 1, size: "m" },
      ]),
      400,
      `Line 2 of the order: choose a colour of ${product.name}`,
    );
    expectError(
      await order([{ id: product.id, quantity: 1, color: product.colors[1].id }]),
      400,
      `Line 1 of the order: choose a size of ${product.name} in the colour Black`,
    );
    expectError(await order([{ id: product.id, quantity: 1, color: "x" as never }]), 400, "color must be a whole number of 1 or more");
    expect(await countRows(t, orders)).toBe(before);
    expect(await stock(product.id)).toEqual({ total: 9, colors: { Emerald: { s: 2, m: 3 }, Black: { m: 4 } } });
  });

  it("refuses a colour the product does not have, a colour of a product without colours, and a size the colour lacks (409)", async () => {
    const product = await dress([emerald(), black()]);
    const other = await dress([black()]);
    const plain = await create({ images: images(0), quantity: "5" });
    const before = await countRows(t, orders);
    expectError(
      await order([{ id: product.id, quantity: 1, size: "m", color: other.colors[0].id }]),
      409,
      `Line 1 of the order: ${product.name} does not come in this colour`,
    );
    expectError(
      await order([{ id: plain.body.id, quantity: 1, color: product.colors[0].id }]),
      409,
      `Line 1 of the order: ${plain.body.name} does not come in this colour`,
    );
    expectError(
      await order([{ id: product.id, quantity: 1, size: "s", color: product.colors[1].id }]),
      409,
      `${product.name} in the colour Black does not come in size S`,
    );
    expect(await countRows(t, orders)).toBe(before);
  });

  it("sells a colour of a product in one size without a size, and refuses more than a colour holds, naming it", async () => {
    const watch = await dress(
      [
        { name: "Gold", hex: "#d4af37", family: "gold", images: images(0), quantity: 2 },
        { name: "Silver", hex: "#c0c0c0", family: "silver", images: images(1), quantity: 5 },
      ],
      { types: "watches", categories: "steel_strap" },
    );
    const [gold, silver] = watch.colors;
    expectError(await order([{ id: watch.id, quantity: 3, color: gold.id }]), 409, `Not enough stock of ${watch.name} in the colour Gold`);
    const dressed = await dress([emerald()]);
    expectError(
      await order([{ id: dressed.id, quantity: 3, size: "s", color: dressed.colors[0].id }]),
      409,
      `Not enough stock of ${dressed.name} in the colour Emerald, size S`,
    );
    const res = await order([{ id: watch.id, quantity: 2, color: silver.id }]);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.products[0]).toMatchObject({ size: "one", color: { id: silver.id, name: "Silver" } });
    expect(await stock(watch.id)).toEqual({ total: 5, colors: { Gold: { one: 2 }, Silver: { one: 3 } } });
  });

  it("never sells more of a colour and size than it holds, and leaves the other colours and sizes as they are", async () => {
    const product = await dress([
      emerald({
        sizes: [
          { size: "s", quantity: 5 },
          { size: "m", quantity: 3 },
        ],
      }),
      black(),
    ]);
    const [green] = product.colors;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => order([{ id: product.id, quantity: 1, size: "m", color: green.id }])),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(3);
    expect(answers.filter((res) => res.status === 409)).toHaveLength(5);
    expect(await stock(product.id)).toEqual({ total: 9, colors: { Emerald: { s: 5, m: 0 }, Black: { m: 4 } } });
  });

  it("counts the shop's per-line limit per product, colour and size", async () => {
    const limited = await createTestApi({ config: { orderLimits: { lineUnits: 2, orderUnits: 30 } } });
    try {
      const staff = await limited.staff("EDITOR");
      const image = await uploadProductImage(limited, staff.token);
      const created = await limited.call("POST", "/api/products/create", {
        token: staff.token,
        json: validProduct([], { colors: [emerald({ images: [{ url: image }] }), black({ images: [{ url: image }] })] }),
      });
      const [green, dark] = created.body.colors as ColorAnswer[];
      const twoColours = await limited.call("POST", "/api/orders/create", {
        json: validOrder([
          { id: created.body.id, quantity: 2, size: "m", color: green.id },
          { id: created.body.id, quantity: 2, size: "m", color: dark.id },
        ]),
      });
      expect(twoColours.status, JSON.stringify(twoColours.body)).toBe(201);
      expectError(
        await limited.call("POST", "/api/orders/create", {
          json: validOrder([
            { id: created.body.id, quantity: 1, size: "m", color: green.id },
            { id: created.body.id, quantity: 2, size: "m", color: green.id },
          ]),
        }),
        400,
        "Line 2 of the order: at most 2 of one item per order",
      );
    } finally {
      await limited.close();
    }
  });
});

describe("removing a colour", () => {
  it("is refused while an open order holds it, and allowed once the order is closed; the order keeps the colour's name", async () => {
    const product = await dress([emerald(), black()]);
    const [green, dark] = product.colors;
    const placed = await order([{ id: product.id, quantity: 1, size: "m", color: dark.id }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const withoutBlack = sentBack(product, [{ ...emerald(), id: green.id }]);
    const refusal = "Black cannot be removed while open orders hold it: deliver, cancel or return them first";
    expectError(await update(product.id, withoutBlack), 409, refusal);
    expectError(await update(product.id, { ...withoutBlack, colors: [], images: images(4) }), 409, refusal);
    expect(await stock(product.id)).toEqual({ total: 8, colors: { Emerald: { s: 2, m: 3 }, Black: { m: 3 } } });
    expect((await move(placed.body.id, "shipped")).status).toBe(200);
    expectError(await update(product.id, withoutBlack), 409, refusal);

    expect((await move(placed.body.id, "delivered")).status).toBe(200);
    const removed = await update(product.id, withoutBlack);
    expect(removed.status, JSON.stringify(removed.body)).toBe(200);
    expect(removed.body.colors.map((color: ColorAnswer) => color.name)).toEqual(["Emerald"]);
    expect(await stock(product.id)).toEqual({ total: 5, colors: { Emerald: { s: 2, m: 3 } } });
    const closed = await t.call("GET", `/api/orders/${placed.body.id}`, { token: admin.token });
    expect(closed.body.products[0].color).toEqual({
      id: null,
      name: "Black",
      translations: { fr: { name: "Noir" }, ar: { name: "أسود" } },
    });
  });

  it("is allowed while only a cancelled order holds it", async () => {
    const product = await dress([emerald(), black()]);
    const placed = await order([{ id: product.id, quantity: 1, size: "m", color: product.colors[1].id }]);
    expect((await move(placed.body.id, "cancelled")).status).toBe(200);
    const res = await update(product.id, sentBack(product, [{ ...emerald(), id: product.colors[0].id }]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});

describe("what staff read of a colour", () => {
  it("names it in the orders CSV, the staff e-mail, the low-stock list and the audit log", async () => {
    const product = await dress([emerald({ sizes: [{ size: "m", quantity: 2 }] }), black()]);
    const placed = await order([{ id: product.id, quantity: 1, size: "m", color: product.colors[0].id }]);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);

    const csv = await t.api.request(`/api/orders/export?q=${placed.body.reference}`, {
      headers: { authorization: `Bearer ${admin.token}` },
    });
    expect(csv.status).toBe(200);
    const file = readCsv(new Uint8Array(await csv.arrayBuffer()));
    expect(file.header.slice(9, 12)).toEqual(["Product", "Colour", "Size"]);
    expect(file.records).toEqual([expect.objectContaining({ Product: product.name, Colour: "Emerald", Size: "M", Quantity: "1" })]);

    const mails = await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, "shop@yasmine.test"));
    const forOrder = mails.find((row) => row.subject.includes(placed.body.reference));
    expect(forOrder?.body).toContain(`1 × ${product.name}, Emerald (M): $49.90`);

    const report = await t.call("GET", "/api/reports/sales", { token: admin.token });
    expect(report.body.lowStock).toContainEqual({
      productId: product.id,
      name: product.name,
      color: "Emerald",
      colorTranslations: { fr: { name: "Émeraude" }, ar: { name: "زمردي" } },
      size: "m",
      quantity: 1,
    });

    const changed = await update(
      product.id,
      sentBack(await single(product.id), [
        { ...emerald({ sizes: [{ size: "m", quantity: 6 }] }), id: product.colors[0].id },
        { ...black(), id: product.colors[1].id },
      ]),
    );
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.kind, "product"), eq(auditLog.targetId, String(product.id))))
      .orderBy(auditLog.id);
    const last = entries.at(-1)!;
    expect(last.action).toBe("PUT /products/update/:id");
    expect(last.before).toMatchObject({ colors: { Emerald: { sizes: { m: 1 } } } });
    expect(last.after).toMatchObject({ colors: { Emerald: { sizes: { m: 6 } } } });
  });
});

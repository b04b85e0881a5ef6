/**
 * The catalogue import (docs/decisions/053): the store's own export read back into an empty store exports the same
 * file; Shopify's and WooCommerce's products CSVs, written here from their documented columns, import into
 * products with colours and sizes, codes, prices, stock and pictures from a ZIP; a preview writes nothing, and a
 * file with any error writes nothing either.
 */
import { eq, inArray } from "drizzle-orm";
import { zipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, importJobs, media } from "~/db/schema";
import { seedDemo } from "~/db/seed";
import { readCsv } from "../csv-reader";
import { createTestApi, expectError, pngImage, type Staff, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

let shop: TestApi;
let admin: Staff;
let editor: Staff;

beforeAll(async () => {
  shop = await createTestApi();
  admin = await shop.staff("ADMIN");
  editor = await shop.staff("EDITOR");
});
afterAll(() => shop.close());

const quietLogger = { info: () => {} };

async function exportText(t: TestApi, token: string): Promise<Uint8Array> {
  const res = await t.api.request("/api/products/export", { headers: { authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Uint8Array(await res.arrayBuffer());
}

interface ImportAnswer {
  format: string;
  products: { new: number; changed: number; unchanged: number };
  variants: number;
  pictures: { total: number; fromZip: number; inStore: number };
  errors: { line: number; column: string; message: string }[];
  unmapped: { value: string; products: number }[];
  applied: boolean;
}

function importForm(csv: Uint8Array | string, options: { zip?: Uint8Array; dryRun?: boolean; mapping?: Record<string, string> } = {}) {
  const form = new FormData();
  const bytes = typeof csv === "string" ? new TextEncoder().encode(csv) : csv;
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "text/csv" }), "products.csv");
  if (options.zip) form.append("pictures", new Blob([new Uint8Array(options.zip)], { type: "application/zip" }), "pictures.zip");
  if (options.dryRun === false) form.append("dryRun", "false");
  if (options.mapping) form.append("mapping", JSON.stringify(options.mapping));
  return form;
}

async function importFile(t: TestApi, token: string, csv: Uint8Array | string, options: Parameters<typeof importForm>[1] = {}) {
  return t.call("POST", "/api/products/import", { token, body: importForm(csv, options) });
}

async function imported(t: TestApi, token: string, csv: Uint8Array | string, options: Parameters<typeof importForm>[1] = {}) {
  const preview = await importFile(t, token, csv, options);
  expect(preview.status, JSON.stringify(preview.body)).toBe(200);
  expect(preview.body.applied).toBe(false);
  const res = await importFile(t, token, csv, { ...options, dryRun: false });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.applied).toBe(true);
  return { preview: preview.body as ImportAnswer, applied: res.body as ImportAnswer };
}

async function productByHandle(t: TestApi, handle: string) {
  const list = await t.call("GET", "/api/products");
  const found = (list.body as { id: number; handle: string }[]).find((product) => product.handle === handle);
  expect(found, `no product ${handle}`).toBeDefined();
  return (await t.call("GET", `/api/products/single/${found!.id}`)).body;
}

const csvLine = (cells: string[]) => cells.map((cell) => (/[",\n;]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(",");

describe("the store's own file", () => {
  it("round trip: the demo catalogue exported, imported into an empty store with its pictures, exports the same file", async () => {
    const source = await createTestApi();
    const target = await createTestApi();
    try {
      await seedDemo(source.database.db, quietLogger, "USD");
      const sourceAdmin = await source.staff("ADMIN");
      const targetAdmin = await target.staff("ADMIN");
      const file = await exportText(source, sourceAdmin.token);
      // About half the demo products carry a partner brand; the others sell under the store's name.
      const brands = readCsv(file).records.map((row) => row.Brand);
      expect(brands.filter(Boolean).length).toBeGreaterThan(0);
      expect(brands.filter((brand) => !brand).length).toBeGreaterThan(0);
      const names = (await source.database.db.select({ name: media.name, bytes: media.bytes }).from(media)).filter((row) =>
        new TextDecoder().decode(file).includes(row.name),
      );
      const zip = zipSync(Object.fromEntries(names.map((row) => [`pictures/${row.name}`, new Uint8Array(row.bytes)])));
      const { preview, applied } = await imported(target, targetAdmin.token, file, { zip });
      expect(preview.format).toBe("store");
      expect(preview.errors).toEqual([]);
      expect(preview.products.new).toBeGreaterThan(10);
      expect(applied.products).toEqual(preview.products);
      expect(new TextDecoder().decode(await exportText(target, targetAdmin.token))).toBe(new TextDecoder().decode(file));

      // The same file again changes nothing.
      const again = await importFile(target, targetAdmin.token, file);
      expect(again.body.products).toEqual({ new: 0, changed: 0, unchanged: preview.products.new });
    } finally {
      await source.close();
      await target.close();
    }
  }, 120_000);
});

describe("the store's Brand and In feeds columns", () => {
  it("read back as written: the same export changes nothing, an older file without them keeps them, a changed cell changes them", async () => {
    const image = await uploadProductImage(shop, editor.token);
    const made = await shop.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], { name: "Feeds Round Trip", brand: "Jasmin Noir", inFeeds: false }),
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const plain = await shop.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], { name: "Feeds Plain" }),
    });
    expect(plain.status).toBe(201);
    const file = readCsv(await exportText(shop, admin.token));
    expect(file.header.slice(-2)).toEqual(["Brand", "In feeds"]);
    expect(file.records.find((row) => row.Handle === made.body.handle)).toMatchObject({ Brand: "Jasmin Noir", "In feeds": "no" });
    const count = new Set(file.records.map((row) => row.Handle)).size;

    const same = await importFile(shop, admin.token, await exportText(shop, admin.token));
    expect(same.body.errors).toEqual([]);
    expect(same.body.products).toEqual({ new: 0, changed: 0, unchanged: count });

    // An export from before the feeds: neither column, and nothing to change.
    const older = [file.header.slice(0, -2), ...file.rows.map((row) => row.slice(0, -2))].map(csvLine).join("\r\n");
    const kept = await imported(shop, admin.token, older);
    expect(kept.preview.errors).toEqual([]);
    expect(kept.preview.products).toEqual({ new: 0, changed: 0, unchanged: count });
    expect(await productByHandle(shop, made.body.handle)).toMatchObject({ brand: "Jasmin Noir", inFeeds: false });

    const edited = file.rows.map((row, i) =>
      file.records[i].Handle === made.body.handle ? [...row.slice(0, -2), "Sidi Atelier", "yes"] : row,
    );
    const changed = await imported(shop, admin.token, [file.header, ...edited].map(csvLine).join("\r\n"));
    expect(changed.preview.products).toEqual({ new: 0, changed: 1, unchanged: count - 1 });
    expect(await productByHandle(shop, made.body.handle)).toMatchObject({ brand: "Sidi Atelier", inFeeds: true });
    expect(await productByHandle(shop, plain.body.handle)).toMatchObject({ brand: null, inFeeds: true });

    const tooLong = file.rows.map((row, i) =>
      file.records[i].Handle === plain.body.handle ? [...row.slice(0, -2), "b".repeat(71), "no"] : row,
    );
    const refused = await importFile(shop, admin.token, [file.header, ...tooLong].map(csvLine).join("\r\n"));
    expect(refused.body.errors).toEqual([expect.objectContaining({ column: "Brand", message: "brand must be at most 70 characters" })]);
  });
});

describe("Shopify's products CSV", () => {
  const header = [
    "Handle",
    "Title",
    "Body (HTML)",
    "Vendor",
    "Type",
    "Tags",
    "Published",
    "Option1 Name",
    "Option1 Value",
    "Option2 Name",
    "Option2 Value",
    "Variant SKU",
    "Variant Inventory Qty",
    "Variant Price",
    "Variant Compare At Price",
    "Variant Barcode",
    "Image Src",
    "Image Position",
    "Variant Image",
  ];
  const colours = [
    { name: "Green", file: "green.png", hex: "#1f7a4d" },
    { name: "Black", file: "black.png", hex: "#111111" },
    { name: "Ivory", file: "ivory.png", hex: "#f4f1e6" },
  ];
  const sizes = ["S", "M", "L", "XL"];
  // Valid EAN-13s: 400638133393 + check digit 1, and others made the same way.
  const ean = (n: number) => {
    const body = `4006381${String(100000 + n).slice(1)}`;
    let sum = 0;
    for (let i = body.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += Number(body[i]) * weight;
    return body + ((10 - (sum % 10)) % 10);
  };

  function shopifyFile(): string {
    const lines = [csvLine(header)];
    let n = 0;
    colours.forEach((colour, c) =>
      sizes.forEach((size, s) => {
        n++;
        const first = c === 0 && s === 0;
        lines.push(
          csvLine([
            "linen-wrap-dress",
            first ? "Linen Wrap Dress" : "",
            first ? "<p>A light <strong>linen</strong> dress &amp; belt.</p><p>Hand wash.</p>" : "",
            first ? "Maison Carthage" : "",
            first ? "Dresses" : "",
            first ? "summer, new" : "",
            first ? "true" : "",
            first ? "Color" : "",
            colour.name,
            first ? "Size" : "",
            size,
            `LWD-${colour.name.toUpperCase()}-${size}`,
            String(c * 4 + s),
            "84.000",
            "120.000",
            ean(n),
            s === 0 ? `https://cdn.shopify.com/s/files/1/products/${colour.file}?v=1700000000` : "",
            s === 0 ? String(c + 1) : "",
            `https://cdn.shopify.com/s/files/1/products/${colour.file}?v=1700000000`,
          ]),
        );
      }),
    );
    return lines.join("\r\n") + "\r\n";
  }

  async function picturesZip() {
    const entries: Record<string, Uint8Array> = {};
    for (const colour of colours) entries[colour.file] = new Uint8Array(await pngImage(colour.hex));
    return zipSync(entries);
  }

  it("imports one product in 3 colours × 4 sizes with prices, sale price, stock, SKUs, barcodes and each colour's picture", async () => {
    const t = await createTestApi({ currency: "TND" });
    try {
      const staff = await t.staff("ADMIN");
      const { preview } = await imported(t, staff.token, shopifyFile(), { zip: await picturesZip() });
      expect(preview).toMatchObject({
        format: "shopify",
        products: { new: 1, changed: 0, unchanged: 0 },
        variants: 12,
        pictures: { total: 3, fromZip: 3, inStore: 0 },
        errors: [],
      });
      const product = await productByHandle(t, "linen-wrap-dress");
      expect(product).toMatchObject({
        name: "Linen Wrap Dress",
        description: "A light linen dress & belt.\nHand wash.",
        type: "women_s_clothing",
        categories: "dresses",
        price: "84.000",
        compareAtPrice: "120.000",
        isNew: "true",
        // Shopify's Vendor is the brand; the file says nothing of the feeds.
        brand: "Maison Carthage",
        inFeeds: true,
      });
      expect(product.colors.map((colour: { name: string; family: string }) => [colour.name, colour.family])).toEqual([
        ["Green", "green"],
        ["Black", "black"],
        ["Ivory", "multicolour"],
      ]);
      const pictureOf = product.colors.map((colour: { images: { url: string }[] }) => colour.images.map((image) => image.url));
      expect(pictureOf.every((urls: string[]) => urls.length === 1)).toBe(true);
      expect(new Set(pictureOf.flat()).size).toBe(3);
      expect(product.variants).toHaveLength(12);
      expect(product.variants[5]).toMatchObject({ size: "m", quantity: 5, sku: "LWD-BLACK-M", barcode: ean(6) });
      expect(product.quantity).toBe(String([...Array(12).keys()].reduce((a, b) => a + b, 0)));
      // The preview kept its upload as a job; the import wrote one audit entry with its counts.
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "POST /products/import"));
      expect(entries.map((entry) => entry.after)).toEqual([
        { previewed: "shopify", job: expect.any(Number), new: 1, changed: 0, unchanged: 0, errors: 0 },
        { import: "shopify", new: 1, changed: 0, unchanged: 0, variants: 12, pictures: 3 },
      ]);
    } finally {
      await t.close();
    }
  });

  it("reads the file as French Excel saves it: semicolons and Windows-1252", async () => {
    const t = await createTestApi({ currency: "TND" });
    try {
      const staff = await t.staff("ADMIN");
      const text = shopifyFile().replace(/,/g, ";").replace("Linen Wrap Dress", "Robe été lin");
      const latin1 = new Uint8Array([...text].map((char) => (char === "é" ? 0xe9 : char.charCodeAt(0))));
      const res = await importFile(t, staff.token, latin1, { zip: await picturesZip() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.errors).toEqual([]);
      expect(res.body.products.new).toBe(1);
    } finally {
      await t.close();
    }
  });
});

describe("WooCommerce's products CSV", () => {
  it("imports a variable product and its variations, and a simple product", async () => {
    const t = await createTestApi({ currency: "TND" });
    try {
      const staff = await t.staff("ADMIN");
      const picture = await pngImage("#336699");
      const header = [
        "ID",
        "Type",
        "SKU",
        "Name",
        "Published",
        "Description",
        "Stock",
        "Sale price",
        "Regular price",
        "Categories",
        "Images",
        "Parent",
        "Attribute 1 name",
        "Attribute 1 value(s)",
        "Attribute 2 name",
        "Attribute 2 value(s)",
        "Brands",
      ];
      const rows = [
        [
          "10",
          "variable",
          "CHEMISE",
          "Chemise lin",
          "1",
          "Une chemise en lin léger.",
          "",
          "",
          "",
          "Hommes > Shirts",
          "chemise.png",
          "",
          "Couleur",
          "Blanc, Bleu",
          "Taille",
          "M, L",
          "Sahel Studio, Jasmin Noir",
        ],
        [
          "11",
          "variation",
          "CHEM-BLANC-M",
          "Chemise lin - Blanc, M",
          "1",
          "",
          "3",
          "59.000",
          "79.000",
          "",
          "",
          "id:10",
          "Couleur",
          "Blanc",
          "Taille",
          "M",
          "",
        ],
        [
          "12",
          "variation",
          "CHEM-BLANC-L",
          "Chemise lin - Blanc, L",
          "1",
          "",
          "0",
          "59.000",
          "79.000",
          "",
          "",
          "id:10",
          "Couleur",
          "Blanc",
          "Taille",
          "L",
          "",
        ],
        [
          "13",
          "variation",
          "CHEM-BLEU-M",
          "Chemise lin - Bleu, M",
          "1",
          "",
          "2",
          "59.000",
          "79.000",
          "",
          "",
          "CHEMISE",
          "Couleur",
          "Bleu",
          "Taille",
          "M",
          "",
        ],
        [
          "14",
          "simple",
          "SAC-PAILLE",
          "Sac paille",
          "1",
          "Un sac de plage en paille.",
          "7",
          "",
          "45.500",
          "Sacs > Cotton bags",
          "chemise.png",
          "",
          "",
          "",
          "",
          "",
          "",
        ],
      ];
      const csv = [header, ...rows].map(csvLine).join("\n");
      const zip = zipSync({ "chemise.png": new Uint8Array(picture) });
      const first = await importFile(t, staff.token, csv, { zip });
      expect(first.body.unmapped).toEqual([{ value: "Hommes > Shirts", products: 1 }]);
      const { preview } = await imported(t, staff.token, csv, { zip, mapping: { "Hommes > Shirts": "men_s_clothing/shirts" } });
      expect(preview).toMatchObject({ format: "woocommerce", products: { new: 2 }, variants: 4, errors: [], unmapped: [] });
      const shirt = await productByHandle(t, "chemise-lin");
      expect(shirt).toMatchObject({ type: "men_s_clothing", categories: "shirts", price: "59.000", compareAtPrice: "79.000" });
      // WooCommerce's Brands: the first of its list; an empty cell is no brand.
      expect(shirt.brand).toBe("Sahel Studio");
      expect(shirt.variants.map((v: { size: string; quantity: number; sku: string }) => [v.size, v.quantity, v.sku])).toEqual([
        ["m", 3, "CHEM-BLANC-M"],
        ["l", 0, "CHEM-BLANC-L"],
        ["m", 2, "CHEM-BLEU-M"],
      ]);
      expect(shirt.colors.map((c: { name: string; family: string }) => [c.name, c.family])).toEqual([
        ["Blanc", "white"],
        ["Bleu", "blue"],
      ]);
      const bag = await productByHandle(t, "sac-paille");
      expect(bag).toMatchObject({ type: "handbags", categories: "cotton_bags", price: "45.500", compareAtPrice: null, quantity: "7" });
      expect(bag.variants).toEqual([{ colorId: null, size: "one", quantity: 7, sku: "SAC-PAILLE", barcode: null }]);
      expect(bag).toMatchObject({ brand: null, inFeeds: true });
    } finally {
      await t.close();
    }
  });
});

describe("checks before anything is written", () => {
  const header =
    "Handle,Name,Name (fr),Name (ar),Description,Description (fr),Description (ar),Type,Category,New,Price,Sale price,Colour,Colour (fr),Colour (ar),Swatch,Colour family,Size,SKU,Barcode,Stock,Pictures";

  it("lists every row in error with its column, and a confirmed run with errors writes nothing", async () => {
    const picture = `${"a".repeat(32)}.png`;
    const csv = [
      header,
      `good-one,Good Dress,,,A dress that is fine to import.,,,women_s_clothing,dresses,no,40.00,,,,,,,M,GOOD-M,,2,${picture}`,
      `bad-price,Bad Price,,,A dress with a bad price cell.,,,women_s_clothing,dresses,no,abc,,,,,,,M,BAD-M,,2,${picture}`,
      `bad-size,Bad Size,,,A dress with a size the store lacks.,,,women_s_clothing,dresses,no,40.00,,,,,,,XXXL,SIZE-X,,2,${picture}`,
      `dup-sku,Duplicate,,,A dress that repeats a SKU above.,,,women_s_clothing,dresses,no,40.00,,,,,,,M,GOOD-M,,2,${picture}`,
      `long-name,A name far too long for its field,,,A dress whose name is too long.,,,women_s_clothing,dresses,no,40.00,,,,,,,M,LONG-M,,2,${picture}`,
      `no-picture,No Picture,,,A dress whose picture is nowhere.,,,women_s_clothing,dresses,no,40.00,,,,,,,M,NOPIC-M,,2,missing.png`,
      `=formula,=SUM(A1),,,A dress named like a formula.,,,women_s_clothing,dresses,no,40.00,,,,,,,M,FORM-M,,2,${picture}`,
    ].join("\r\n");
    await shop.database.db
      .insert(media)
      .values({ name: picture, mimeType: "image/png", size: 1, sha256: "a".repeat(64), bytes: Buffer.from([0]) });
    const res = await importFile(shop, admin.token, csv);
    expect(res.status).toBe(200);
    const errors = res.body.errors as ImportAnswer["errors"];
    expect(errors.map((error) => [error.line, error.column])).toEqual(
      expect.arrayContaining([
        [3, "Price"],
        [4, "Size"],
        [5, "SKU"],
        [6, "Name"],
        [7, "Pictures"],
      ]),
    );
    // A size the store does not sell is said once.
    expect(errors.filter((error) => error.line === 4)).toEqual([{ line: 4, column: "Size", message: 'The store sells no size "XXXL"' }]);
    expect(errors.find((error) => error.line === 5)?.message).toBe("SKU GOOD-M is already the code of row 2");
    expect(errors.find((error) => error.line === 7)?.message).toBe("Picture missing.png is neither in the ZIP nor in the store");
    // A cell starting with = is text: the handle is refused as a handle, and the name is the text itself, not a formula.
    expect(errors.some((error) => error.line === 8 && error.column === "Handle")).toBe(true);

    const before = (await shop.call("GET", "/api/products")).body.length;
    expectError(await importFile(shop, admin.token, csv, { dryRun: false }), 400, /^Row 3, Price: /);
    expect((await shop.call("GET", "/api/products")).body.length).toBe(before);
    await shop.database.db.delete(media).where(inArray(media.name, [picture]));
  });

  it("never removes a variant that an open order holds", async () => {
    const image = await uploadProductImage(shop, admin.token);
    const created = await shop.call("POST", "/api/products/create", {
      token: admin.token,
      json: validProduct([image], {
        name: "Held Dress",
        sizes: [
          { size: "m", quantity: 2 },
          { size: "l", quantity: 2 },
        ],
      }),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const order = await shop.call("POST", "/api/orders/create", { json: validOrder([{ id: created.body.id, quantity: 1, size: "l" }]) });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    const file = readCsv(await exportText(shop, admin.token));
    const rows = file.rows.filter((row) => row[0] === created.body.handle);
    const withoutL = [file.header, ...rows.filter((row) => row[17] !== "L")].map(csvLine).join("\r\n");
    const heldSku = rows.find((row) => row[17] === "L")![18];
    const res = await importFile(shop, admin.token, withoutL);
    expect(res.body.errors).toEqual([
      {
        line: 2,
        column: "SKU",
        message: `SKU ${heldSku} is held by open orders: the file must keep this variant until they are delivered or cancelled`,
      },
    ]);
    // Keeping it, the same file changes the stock of M only.
    const kept = [file.header, ...rows.map((row) => (row[17] === "M" ? row.map((cell, i) => (i === 20 ? "5" : cell)) : row))]
      .map(csvLine)
      .join("\r\n");
    const preview = await importFile(shop, admin.token, kept);
    expect(preview.body).toMatchObject({ errors: [], products: { new: 0, changed: 1, unchanged: 0 } });

    // Another product of the file may not take a SKU this product keeps.
    const thief = rows[0].map((cell, i) => (i === 0 ? "another-dress" : i === 18 ? heldSku : cell));
    const taken = await importFile(shop, admin.token, [file.header, thief].map(csvLine).join("\r\n"));
    expect(taken.body.errors).toEqual([{ line: 2, column: "SKU", message: `SKU ${heldSku} is already the code of another variant` }]);
  });

  it("refuses a file of no known format, a ZIP whose path leaves its folder, and an editor", async () => {
    expectError(await importFile(shop, admin.token, "name,price\nA,1\n"), 400, /header row must be the store's own export/);
    const zip = zipSync({ "../escape.png": new Uint8Array(await pngImage()) });
    expectError(await importFile(shop, admin.token, `${header}\n`, { zip }), 400);
    const evil = await importFile(
      shop,
      admin.token,
      `${header}\nx,Xx dress,,,A dress for the zip check.,,,women_s_clothing,dresses,no,1,,,,,,,M,,,1,a.png\n`,
      { zip },
    );
    expectError(evil, 400, /leaves its folder/);
    expectError(await importFile(shop, editor.token, `${header}\n`), 403);
  });
});

describe("an import as a job", () => {
  const header =
    "Handle,Name,Name (fr),Name (ar),Description,Description (fr),Description (ar),Type,Category,New,Price,Sale price,Colour,Colour (fr),Colour (ar),Swatch,Colour family,Size,SKU,Barcode,Stock,Pictures";

  it("previews, is mapped, then confirmed: it runs after the answer and ends done, with its one audit entry", async () => {
    const t = await createTestApi();
    try {
      const staff = await t.staff("ADMIN");
      const csv = `${header}\r\njob-dress,Job Dress,,,A dress imported by a job.,,,Robes,,yes,30.00,,,,,,,M,JOB-M,,4,pic.png\r\n`;
      const zip = zipSync({ "pic.png": new Uint8Array(await pngImage("#aa3355")) });
      // A category the store does not know, written as the store's own `type/category` would not be.
      const preview = await importFile(t, staff.token, csv.replace("Robes,,", "Robes,dresses,"), { zip });
      expect(preview.status, JSON.stringify(preview.body)).toBe(200);
      expect(preview.body.unmapped).toEqual([{ value: "Robes/dresses", products: 1 }]);
      const job = preview.body.job as number;

      const early = await t.call("POST", `/api/products/import/${job}/confirm`, { token: staff.token, json: { mapping: {} } });
      expect(early.status).toBe(202);
      await expect
        .poll(async () => (await t.call("GET", `/api/products/import/${job}`, { token: staff.token })).body)
        .toMatchObject({
          status: "failed",
        });
      const ended = (await t.call("GET", `/api/products/import/${job}`, { token: staff.token })).body;
      expect(ended.result.messages).toEqual(['Choose the store\'s category for "Robes/dresses"']);
      expect((await t.call("GET", "/api/products")).body).toEqual([]);

      // A new preview of the same file, mapped this time.
      const again = await importFile(t, staff.token, csv.replace("Robes,,", "Robes,dresses,"), { zip });
      const second = again.body.job as number;
      const mapped = await t.call("POST", `/api/products/import/${second}/preview`, {
        token: staff.token,
        json: { mapping: { "Robes/dresses": "women_s_clothing/dresses" } },
      });
      expect(mapped.status, JSON.stringify(mapped.body)).toBe(200);
      expect(mapped.body.preview).toMatchObject({ unmapped: [], errors: [], products: { new: 1 } });
      const confirm = await t.call("POST", `/api/products/import/${second}/confirm`, {
        token: staff.token,
        json: { mapping: { "Robes/dresses": "women_s_clothing/dresses" } },
      });
      expect(confirm.status).toBe(202);
      await expect
        .poll(async () => (await t.call("GET", `/api/products/import/${second}`, { token: staff.token })).body.status)
        .toBe("done");
      const done = (await t.call("GET", `/api/products/import/${second}`, { token: staff.token })).body;
      expect(done).toMatchObject({ rowsTotal: 1, rowsDone: 1, result: { counts: { new: 1, changed: 0, unchanged: 0 } } });
      const product = await productByHandle(t, "job-dress");
      expect(product).toMatchObject({ type: "women_s_clothing", categories: "dresses", quantity: "4" });
      const entries = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "POST /products/import/:id/confirm"));
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({ role: "ADMIN", after: { import: "store", job: second, new: 1 } });

      // A job runs once: a second confirm is refused.
      expectError(
        await t.call("POST", `/api/products/import/${second}/confirm`, { token: staff.token, json: { mapping: {} } }),
        409,
        "This import is not waiting for a confirm: it is done",
      );
    } finally {
      await t.close();
    }
  });

  it("tells an import whose instance stopped as interrupted, with nothing written", async () => {
    const csv = `${header}\r\nlost-dress,Lost Dress,,,A dress whose import was lost.,,,women_s_clothing,dresses,no,30.00,,,,,,,M,LOST-M,,4,x.png\r\n`;
    const preview = await importFile(shop, admin.token, csv);
    const job = preview.body.job as number;
    // As a stopped instance leaves it: importing, and silent for long.
    await shop.database.db
      .update(importJobs)
      .set({ status: "importing", startedAt: new Date(Date.now() - 600_000), heartbeatAt: new Date(Date.now() - 600_000) })
      .where(eq(importJobs.id, job));
    const read = await shop.call("GET", `/api/products/import/${job}`, { token: admin.token });
    expect(read.body.status).toBe("interrupted");
    expectError(await shop.call("GET", "/api/products/import/999999", { token: admin.token }), 404);
    expectError(await shop.call("GET", `/api/products/import/${job}`, { token: editor.token }), 403);
  });
});

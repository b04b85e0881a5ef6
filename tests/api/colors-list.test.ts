/**
 * Colours in lists (issue 34, section 2): the colour-family filter of the product lists, alone and with the size,
 * price, stock, category and sort filters; and search by a colour's own names and its family's names, in English,
 * French and Arabic, kept true when a colour is renamed or removed.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cardColor, colorFamilies } from "~/lib/colors";
import { createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validProduct } from "./harness";

let t: TestApi;
let admin: Staff;
let pictures: string[];

interface ColorAnswer {
  id: number;
  name: string;
  family: (typeof colorFamilies)[number];
  images: { url: string }[];
  sizes: { size: string; quantity: number }[];
}
interface ProductAnswer {
  id: number;
  name: string;
  colors: ColorAnswer[];
}

const images = (...indexes: number[]) => indexes.map((i) => ({ url: pictures[i] }));
const color = (name: string, family: string, pictureIndexes: number[], sizes: Record<string, number>, fr?: string, ar?: string) => ({
  name,
  translations: { fr: { name: fr ?? "" }, ar: { name: ar ?? "" } },
  hex: "#336699",
  family,
  images: images(...pictureIndexes),
  sizes: Object.entries(sizes).map(([size, quantity]) => ({ size, quantity })),
});

async function create(fields: Record<string, unknown>, ownImages: string[] = []): Promise<ProductAnswer> {
  const res = await t.call("POST", "/api/products/create", { token: admin.token, json: validProduct(ownImages, fields) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

/** A wrap dress in sage (green: small only), ink (black: medium) and ivory (white: sold out). */
let wrap: ProductAnswer;
/** A dress whose only green colour is sold out. */
let jade: ProductAnswer;
/** A dress without colours. */
let plain: ProductAnswer;
/** A shirt in black, dearer than the wrap dress. */
let shirt: ProductAnswer;

beforeAll(async () => {
  t = await createTestApi();
  admin = await t.staff("SUPER_ADMIN");
  pictures = [];
  for (let i = 0; i < 6; i += 1) pictures.push(await uploadProductImage(t, admin.token, `#${(0x113355 * (i + 1)).toString(16).slice(-6)}`));
  wrap = await create({
    name: "Wrap Dress",
    price: "60.00",
    description: "A wrap dress with a tie sash.",
    translations: { fr: { name: "Robe portefeuille" }, ar: { name: "فستان ملفوف" } },
    colors: [
      color("Pistachio", "green", [0, 1], { s: 2, m: 0 }, "Pistache", "فستقي"),
      color("Ink", "black", [2], { m: 3 }),
      color("Ivory", "white", [3], { s: 0, m: 0 }, "Ivoire", "عاجي"),
    ],
  });
  jade = await create({
    name: "Tea Dress",
    price: "40.00",
    description: "A tea dress for long lunches.",
    translations: { fr: { name: "Robe de thé" } },
    colors: [color("Jade", "green", [4], { s: 0 })],
  });
  plain = await create({ name: "Plain Dress", price: "30.00", description: "A plain dress, nothing more.", quantity: "5" }, [pictures[5]]);
  shirt = await create({
    name: "Night Shirt",
    price: "90.00",
    description: "A shirt for the evening.",
    categories: "shirts",
    colors: [color("Coal", "black", [5], { m: 1 })],
  });
});
afterAll(() => t.close());

async function listed(query: string, path = "/api/products/type/women_s_clothing"): Promise<number[]> {
  const res = await t.call("GET", `${path}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ProductAnswer[]).map((product) => product.id);
}

describe("the colour filter", () => {
  it("lists the products with a colour of the family, sold out or not, on a category page and in the whole list", async () => {
    expect(await listed("color=green&sort=newest")).toEqual([jade.id, wrap.id]);
    expect(await listed("color=green&sort=newest", "/api/products")).toEqual([jade.id, wrap.id]);
    expect(await listed("color=white")).toEqual([wrap.id]);
    expect(await listed("color=red")).toEqual([]);
    // Without the filter, every product shows once, colours or not.
    expect(await listed("sort=newest")).toEqual([shirt.id, plain.id, jade.id, wrap.id]);
  });

  it("with the stock filter, keeps a product only when a colour of the family is in stock", async () => {
    expect(await listed("color=green&status=1")).toEqual([wrap.id]);
    expect(await listed("color=white&status=1")).toEqual([]);
    expect(await listed("color=black&status=1&sort=newest")).toEqual([shirt.id, wrap.id]);
  });

  it("with the size filter, keeps a product only when a colour of the family has stock in that size", async () => {
    expect(await listed("color=green&size=s")).toEqual([wrap.id]);
    expect(await listed("color=green&size=m")).toEqual([]);
    expect(await listed("color=black&size=m&sort=newest")).toEqual([shirt.id, wrap.id]);
    // The size in stock in another colour is not enough: the wrap dress has M in ink only.
    expect(await listed("color=white&size=m")).toEqual([]);
  });

  it("combines with the price range, the category and the sort", async () => {
    expect(await listed("color=black&maxPrice=70")).toEqual([wrap.id]);
    expect(await listed("color=black&minPrice=70")).toEqual([shirt.id]);
    expect(await listed("color=black&category=dresses")).toEqual([wrap.id]);
    expect(await listed("color=black&sort=price_desc")).toEqual([shirt.id, wrap.id]);
    expect(await listed("color=black&sort=price_asc")).toEqual([wrap.id, shirt.id]);
    const counted = await t.call("GET", "/api/products/type/women_s_clothing?color=green&limit=1");
    expect(counted.headers.get("x-total-count")).toBe("2");
  });

  it("refuses a family it does not know with 400, naming the families", async () => {
    for (const path of ["/api/products", "/api/products/type/women_s_clothing"]) {
      const res = await t.call("GET", `${path}?color=emerald`);
      expectError(res, 400, `color must be one of: ${colorFamilies.join(", ")}`);
    }
  });

  it("answers each product's colours, so that a card shows the colour that matched, or the first in stock", async () => {
    const [green] = (await t.call("GET", "/api/products/type/women_s_clothing?color=white")).body as ProductAnswer[];
    expect(cardColor(green.colors, { family: "white" })?.images).toEqual([expect.objectContaining({ url: pictures[3] })]);
    expect(cardColor(green.colors, { family: "green" })?.images.map((image) => image.url)).toEqual([pictures[0], pictures[1]]);
    expect(cardColor(green.colors, { family: "black", size: "m" })?.name).toBe("Ink");
    // Unfiltered, the first colour in stock: pistachio. With medium asked for, ink (pistachio has no medium left).
    expect(cardColor(green.colors)?.name).toBe("Pistachio");
    expect(cardColor(green.colors, { size: "m" })?.name).toBe("Ink");
    // A product whose colours are all sold out shows its first.
    const [tea] = (await t.call("GET", `/api/products/type/women_s_clothing?color=green&status=0`)).body as ProductAnswer[];
    expect(tea.id).toBe(jade.id);
    expect(cardColor(tea.colors)?.name).toBe("Jade");
  });
});

async function found(q: string): Promise<number[]> {
  const res = await t.call("GET", `/api/products?q=${encodeURIComponent(q)}&sort=newest`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as ProductAnswer[]).map((product) => product.id);
}

describe("search by colour", () => {
  it("finds a product by its colours' family names in English, French and Arabic, in both genders", async () => {
    expect(await found("green dress")).toEqual([jade.id, wrap.id]);
    expect(await found("robe verte")).toEqual([jade.id, wrap.id]);
    expect(await found("robe vert")).toEqual([jade.id, wrap.id]);
    expect(await found("فستان أخضر")).toEqual([wrap.id]);
    expect(await found("خضراء")).toEqual([jade.id, wrap.id]);
    expect(await found("noire")).toEqual([shirt.id, wrap.id]);
    expect(await found("سوداء")).toEqual([shirt.id, wrap.id]);
    expect(await found("blanche")).toEqual([wrap.id]);
    expect(await found("red dress")).toEqual([]);
  });

  it("finds a product by its colours' own names in every language", async () => {
    expect(await found("pistachio")).toEqual([wrap.id]);
    expect(await found("pistache")).toEqual([wrap.id]);
    expect(await found("فستقي")).toEqual([wrap.id]);
    expect(await found("ivoire")).toEqual([wrap.id]);
  });

  it("finds a renamed colour under its new name only, and a removed colour's product no longer by it", async () => {
    const [pistachio, ink] = wrap.colors;
    const res = await t.call("PUT", `/api/products/update/${wrap.id}`, {
      token: admin.token,
      json: validProduct([], {
        name: "Wrap Dress",
        price: "60.00",
        description: "A wrap dress with a tie sash.",
        quantity: "5",
        colors: [
          { ...color("Fern", "green", [0, 1], { s: 2, m: 0 }, "Fougère", "سرخسي"), id: pistachio.id },
          { ...color("Ink", "black", [2], { m: 3 }), id: ink.id },
        ],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await found("fern")).toEqual([wrap.id]);
    expect(await found("fougere")).toEqual([wrap.id]);
    expect(await found("سرخسي")).toEqual([wrap.id]);
    expect(await found("pistachio")).toEqual([]);
    expect(await found("فستقي")).toEqual([]);
    expect(await found("ivoire")).toEqual([]);
    expect(await found("blanche")).toEqual([]);
    // The family stays: still green.
    expect(await found("robe verte")).toEqual([jade.id, wrap.id]);
  });

  it("forgets a product's colour words when it is made a product without colours again", async () => {
    const res = await t.call("PUT", `/api/products/update/${shirt.id}`, {
      token: admin.token,
      json: validProduct([pictures[5]], {
        name: "Night Shirt",
        price: "90.00",
        description: "A shirt for the evening.",
        categories: "shirts",
        quantity: "1",
        colors: [],
      }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await found("coal")).toEqual([]);
    expect(await found("noire")).toEqual([wrap.id]);
    expect(await found("night shirt")).toEqual([shirt.id]);
  });
});

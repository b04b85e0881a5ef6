import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProductId, createTestApi, type Staff, type TestApi, uploadProductImage } from "./harness";

/**
 * The typo rules of product search (app/lib/search-typos.ts): each kind of typo in English, French and Arabic,
 * two typos from nine letters, and what is never forgiven. The generated test over the demo catalogue is
 * search-typos-catalogue.test.ts.
 */
let t: TestApi;
let editor: Staff;
let image: string;
const ids: Record<string, number> = {};

async function create(key: string, fields: Record<string, unknown>) {
  ids[key] = await createProductId(t, editor, [image], fields);
}

beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR");
  image = await uploadProductImage(t, editor.token);
  await create("emerald", {
    name: "Emerald Wrap Dress",
    description: "Deep green crepe with a self-tie waist.",
    translations: {
      fr: { name: "Robe émeraude", description: "Un crêpe vert profond, taille à nouer." },
      ar: { name: "فستان ملفوف زمردي", description: "كريب أخضر داكن بحزام عند الخصر." },
    },
  });
  await create("kaftan", {
    name: "Embroidered Kaftan",
    description: "Hand finished along the neckline, for weddings.",
    translations: {
      fr: { name: "Caftan brodé", description: "Fini à la main le long de l'encolure, pour les mariages." },
      ar: { name: "قفطان مطرز", description: "قفطان بقصة الكلاسيكية مطرز باليد." },
    },
  });
  await create("wallet", {
    name: "Leather Wallet",
    types: "handbags",
    categories: "other",
    description: "Six card slots and a coin pocket.",
    translations: { fr: { name: "Portefeuille en cuir", description: "Six emplacements pour cartes et une poche." } },
  });
  // For the ranking: "cotton" whole in a name, whole in a description, starting a word in a name, in a description.
  await create("cottonName", { name: "Cotton Tunic", description: "Airy and simple, for every day." });
  await create("cottonText", { name: "Beach Tunic", description: "Woven from cotton, airy and simple." });
  await create("cottonStartName", { name: "Cottony Tunic", description: "Brushed for a soft touch, every day." });
  await create("cottonStartText", { name: "Soft Tunic", description: "A cottony hand, brushed for softness." });
  // "linen" and "linden" are a typo apart; "straight" shares most of its trigrams with "light".
  await create("linen", { name: "Linen Shirt", categories: "shirts", description: "Light and breathable for August." });
  await create("linden", { name: "Linden Scarf", categories: "other", description: "Printed with linden leaves in soft green." });
});
afterAll(() => t.close());

async function find(query: string, more = ""): Promise<number[]> {
  const res = await t.call("GET", `/api/products?q=${encodeURIComponent(query)}&sort=relevance${more}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { id: number }[]).map((p) => p.id);
}

describe("one typo of any kind from five letters, two from nine", () => {
  // [language, kind, typed, the product it must find]
  const cases: [string, string, string, string][] = [
    ["en", "a letter added", "emeraeld", "emerald"],
    ["en", "a letter left out", "emrald", "emerald"],
    ["en", "a letter changed", "emarald", "emerald"],
    ["en", "two letters swapped", "emreald", "emerald"],
    ["en", "two typos in nine letters or more", "embriodred", "kaftan"],
    ["fr", "a letter added", "emeraudde", "emerald"],
    ["fr", "a letter left out", "emerude", "emerald"],
    ["fr", "a letter changed", "émeroude", "emerald"],
    ["fr", "two letters swapped", "emearude", "emerald"],
    ["fr", "two typos in nine letters or more", "portfeuile", "wallet"],
    ["ar", "a letter added", "زمرردي", "emerald"],
    // Five letters typed as four: the room is the catalogue word's.
    ["ar", "a letter left out", "زمدي", "emerald"],
    ["ar", "a letter changed", "زمرذي", "emerald"],
    ["ar", "two letters swapped", "زمدري", "emerald"],
    ["ar", "two typos in nine letters or more", "الكلسيكه", "kaftan"],
    // Folding comes before counting: a vowel mark, another alef and alef maqsura are no typo; the ط is one.
    ["ar", "a letter changed, with vowel marks and other letter forms", "فُسطَان مَلفوف زمردى", "emerald"],
    ["ar", "hamza on the alef and taa marbuta, and two letters left out", "ألكلسيكية", "kaftan"],
  ];
  it.each(cases)("%s, %s: %s", async (_language, _kind, typed, product) => {
    expect(await find(typed)).toEqual([ids[product]]);
  });

  it("forgives one typo in a word shorter than nine letters, not two", async () => {
    expect(await find("emreld")).toEqual([]);
    expect(await find("زدري")).toEqual([]);
  });

  it("forgives a typo in one word while the others match as typed", async () => {
    expect(await find("wrap emreald")).toEqual([ids.emerald]);
    expect(await find("robe emeroude")).toEqual([ids.emerald]);
  });
});

describe("a query the catalogue does not answer as typed", () => {
  it("is forgiven its typos even when each of its words exists somewhere", async () => {
    // "linden" names the scarf and "shirt" the linen shirt: no product holds both, so "linden" may be "linen".
    expect(await find("linden shirt")).toEqual([ids.linen]);
  });

  it("is judged among the products the other filters keep", async () => {
    // The scarf holds "linden" as typed, but among shirts nothing does: there the typo finds the linen shirt.
    expect(await find("linden")).toEqual([ids.linden]);
    expect(await find("linden", "&category=shirts")).toEqual([ids.linen]);
  });
});

describe("what is never forgiven", () => {
  it("matches words under five letters only as typed or as the start of a word", async () => {
    // "wrap" with a letter changed, or two swapped, and Arabic "مطرز" likewise.
    for (const typed of ["wrep", "wrpa", "مطزز", "cuiv"]) expect(await find(typed), typed).toEqual([]);
    expect(await find("wra")).toEqual([ids.emerald]);
    expect(await find("cui")).toEqual([ids.wallet]);
  });

  it("finds nothing for nonsense", async () => {
    for (const typed of ["xqzwv", "plorpquix", "ثخصضق", "zzzzzzzzzz"]) expect(await find(typed), typed).toEqual([]);
  });

  it("does not take a word for a typo of another that merely shares letters", async () => {
    expect(await find("straight")).toEqual([]);
  });

  it("gives a query without a typo no more results for the typo room", async () => {
    // "linen" is one typo from "linden", and "linden" from "linen": each finds only itself.
    expect(await find("linen")).toEqual([ids.linen]);
    expect(await find("linden")).toEqual([ids.linden]);
    // Spelled wrong, "linnen" is a typo of both.
    expect((await find("linnen")).sort()).toEqual([ids.linen, ids.linden].sort());
  });
});

describe("best match first", () => {
  it("puts whole words before the start of a word, and names before descriptions within each", async () => {
    expect(await find("cotton")).toEqual([ids.cottonName, ids.cottonText, ids.cottonStartName, ids.cottonStartText]);
  });

  it("ranks matches through a typo by the same rule: names before descriptions", async () => {
    // Every tunic has the word in its name; "cottn" is a typo of "cotton", held whole or in "cottony".
    const found = await find("tunic cottn");
    expect(found.slice(0, 2).sort()).toEqual([ids.cottonName, ids.cottonStartName].sort());
    expect(found.slice(2).sort()).toEqual([ids.cottonText, ids.cottonStartText].sort());
  });
});

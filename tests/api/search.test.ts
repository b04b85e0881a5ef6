import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createProductId, createTestApi, expectError, type Staff, type TestApi, uploadProductImage, validProduct } from "./harness";

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
  await create("summerDress", {
    name: "Robe été",
    price: "89.00",
    description: "A light summer dress in cotton voile.",
    translations: { ar: { name: "فستان صيفي", description: "فستان خفيف من قماش القطن للصيف." } },
  });
  await create("sandals", {
    name: "Leather Sandals",
    types: "shoes",
    categories: "women_shoes",
    price: "45.00",
    description: "Flat sandals in soft tan leather.",
  });
  await create("jeans", { name: "Slim Jeans", categories: "jeans", price: "60.00", description: "Dark blue denim, slim cut." });
  await create("shirt", {
    name: "Linen Shirt",
    categories: "shirts",
    price: "30.00",
    description: "Goes well with a summer dress or with jeans.",
    translations: { fr: { name: "Chemise en lin", description: "Une chemise légère, parfaite en été." } },
  });
  await create("namedDress", { name: "Summer Dress", price: "75.00", description: "Flowing and light, made for hot days." });
});
afterAll(() => t.close());

const search = async (query: string) => {
  const res = await t.call("GET", `/api/products?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { ids: (res.body as { id: number }[]).map((p) => p.id), total: res.headers.get("x-total-count") };
};
const q = (text: string, more = "") => search(`q=${encodeURIComponent(text)}${more}`);

describe("GET /api/products?q=", () => {
  it("matches any case and any accents", async () => {
    expect((await q("robe ete")).ids).toEqual([ids.summerDress]);
    expect((await q("ROBE ÉTÉ")).ids).toEqual([ids.summerDress]);
  });

  it("matches parts of words, and needs every word of the query", async () => {
    expect((await q("sand")).ids).toEqual([ids.sandals]);
    expect((await q("lin shirt")).ids).toEqual([ids.shirt]);
    expect((await q("linen sandals")).ids).toEqual([]);
  });

  it("finds names and descriptions in every language, Arabic with or without vowel marks", async () => {
    expect((await q("chemise")).ids).toEqual([ids.shirt]);
    expect((await q("légère")).ids).toEqual([ids.shirt]);
    expect((await q("فستان")).ids).toEqual([ids.summerDress]);
    expect((await q("فُسْتَان")).ids).toEqual([ids.summerDress]);
    // Descriptions count: the shirt's mentions a summer dress.
    expect((await q("summer dress", "&sort=newest")).ids.sort()).toEqual([ids.summerDress, ids.shirt, ids.namedDress].sort());
  });

  it("forgives one typo when nothing matches as typed", async () => {
    expect((await q("sandales")).ids).toEqual([ids.sandals]);
    expect((await q("jaens")).ids).toContain(ids.jeans);
    expect((await q("chemize")).ids).toEqual([ids.shirt]);
  });

  it("forgives no typo in a word of four letters that is not one left out of five", async () => {
    // Under five letters a word matches as typed or as the start of a word (app/lib/search-typos.ts).
    expect((await q("jeen")).ids).toEqual([]);
  });

  it("does not take a word for a typo of another that merely shares its letters", async () => {
    // "straight" shares most trigrams of "light" (in a description), but no word starts within one edit of it.
    expect((await q("straight")).ids).toEqual([]);
  });

  it("keeps to what matches as typed when something does", async () => {
    // "jeans" is in the jeans and in the shirt's description; nothing that only looks like it comes along.
    expect((await q("jeans")).ids.sort()).toEqual([ids.jeans, ids.shirt].sort());
  });

  it("answers nothing, with a total of 0, for nonsense", async () => {
    expect(await q("xqzwv plorp")).toEqual({ ids: [], total: "0" });
  });

  it("puts the best match first with sort=relevance: the name before a mention in a description", async () => {
    expect((await q("summer dress", "&sort=relevance")).ids[0]).toBe(ids.namedDress);
    expect((await q("summer dress", "&sort=oldest")).ids[0]).toBe(ids.summerDress);
  });

  it("counts, pages and filters the matches like any list", async () => {
    const page = await q("dress", "&sort=newest&limit=2");
    expect(page.total).toBe("3");
    expect(page.ids).toEqual([ids.namedDress, ids.shirt]);
    expect((await q("dress", "&sort=newest&limit=2&offset=2")).ids).toEqual([ids.summerDress]);
    // Past the last match: nothing, still counted, and no typo search either.
    expect((await q("dress", "&limit=1&offset=5")).ids).toEqual([]);
    expect(await q("dress", "&sort=newest&limit=1&offset=5")).toEqual({ ids: [], total: "3" });
    // Best match first, paged and counted the same way.
    const best = await q("dress", "&sort=relevance&limit=2");
    expect(best.total).toBe("3");
    expect([...best.ids, ...(await q("dress", "&sort=relevance&limit=2&offset=2")).ids].sort()).toEqual(
      [ids.namedDress, ids.shirt, ids.summerDress].sort(),
    );
    expect((await search(`q=dress&type=women_s_clothing&category=shirts`)).ids).toEqual([ids.shirt]);
  });

  it("sorts by price both ways", async () => {
    const cheapFirst = (await search("sort=price_asc")).ids;
    expect(cheapFirst).toEqual([ids.shirt, ids.sandals, ids.jeans, ids.namedDress, ids.summerDress]);
    expect((await search("sort=price_desc")).ids).toEqual([...cheapFirst].reverse());
    expectError(
      await t.call("GET", "/api/products?sort=cheapest"),
      400,
      "sort must be one of: newest, oldest, relevance, price_asc, price_desc, sale",
    );
  });

  it("keeps the search text true when a product is renamed or translated, and forgets a deleted product", async () => {
    await t.call("PUT", `/api/products/update/${ids.jeans}`, {
      token: editor.token,
      json: validProduct([image], {
        name: "Straight Jeans",
        categories: "jeans",
        price: "60.00",
        description: "Dark blue denim.",
        translations: { fr: { name: "Jean droit" } },
      }),
    });
    expect((await q("straight")).ids).toEqual([ids.jeans]);
    expect((await q("jean droit")).ids).toEqual([ids.jeans]);
    expect((await q("slim")).ids).toEqual([]);
    await t.call("DELETE", `/api/products/${ids.jeans}`, { token: editor.token });
    expect((await q("straight")).ids).toEqual([]);
  });
});

describe("GET /api/products?q= with LIKE's own characters, typed plain or full-width", () => {
  it("finds only the products that hold the character itself, never every product", async () => {
    await create("percent", { name: "Foulard 50%", description: "Soie, remise de moitié." });
    await create("underscore", { name: "Tote sac_plage", description: "Grand sac en toile." });
    const all = (await search("limit=100")).ids;
    expect(all.length).toBeGreaterThan(3);

    // Full-width and small forms, which the search's folding (unaccent) turns into LIKE's characters.
    for (const percent of ["%", "％", "﹪"]) expect(await q(percent), percent).toEqual({ ids: [ids.percent], total: "1" });
    for (const underscore of ["_", "＿"]) expect(await q(underscore), underscore).toEqual({ ids: [ids.underscore], total: "1" });
    // No product holds a backslash; `∖` (set minus) is one after folding, though Unicode's NFKC leaves it alone.
    for (const backslash of ["\\", "＼", "﹨", "∖", "∖_", "＼％", "\\%", "∖%"])
      expect(await q(backslash), backslash).toEqual({ ids: [], total: "0" });
    expect(await q("50％"), "50％").toEqual({ ids: [ids.percent], total: "1" });
    expect(await q("sac＿p"), "sac＿p").toEqual({ ids: [ids.underscore], total: "1" });
    expect(await q("s％c"), "s％c").toEqual({ ids: [], total: "0" });
    expect(await q("t＿te"), "t＿te").toEqual({ ids: [], total: "0" });

    // An ordinary search still finds its product.
    expect((await q("foulard")).ids).toEqual([ids.percent]);
    expect((await q("SAC PLAGE")).ids).toEqual([ids.underscore]);
    expect((await q("sac_plage")).ids).toEqual([ids.underscore]);
  });
});

import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiClient } from "~/api-client.server";
import { posts, products } from "~/db/schema";
import {
  countRows,
  createTestApi,
  expectError,
  formWithFiles,
  pngImage,
  type Staff,
  type TestApi,
  uploadProductImage,
  validProduct,
} from "./harness";

/**
 * The catalogue in three languages: staff write French and Arabic texts beside the English ones
 * (`translations`), and a read in a language (`?lang=`, else Accept-Language) carries them in SPEC's fields,
 * English field by field where a text is not translated.
 */
let t: TestApi;
let editor: Staff;
let image: string;
let cover: string;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR", { username: "Nour" });
  image = await uploadProductImage(t, editor.token);
  const upload = await t.call("POST", "/api/posts/upload", {
    token: editor.token,
    body: formWithFiles("file", [{ bytes: await pngImage("#8e44ad"), name: "cover.png" }]),
  });
  cover = upload.body.data;
});
afterAll(() => t.close());

const frenchDress = { name: "Robe en lin", description: "Une robe légère en lin pour les journées chaudes." };
const arabicDress = { name: "فستان من الكتان", description: "فستان خفيف من الكتان للأيام الحارة." };
const englishDress = { name: "Linen Dress", description: "A light linen dress for hot days." };

async function createProduct(overrides: Record<string, unknown> = {}) {
  const res = await t.call("POST", "/api/products/create", { token: editor.token, json: validProduct([image], overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

function validPost(overrides: Record<string, unknown> = {}) {
  return {
    title: "Summer Looks",
    description: "Five outfits for the hot days ahead.",
    content: "<p>Linen and cotton.</p>",
    categories: "Style guides",
    tags: "summer, linen",
    imgUrl: cover,
    ...overrides,
  };
}

async function createPost(overrides: Record<string, unknown> = {}) {
  const res = await t.call("POST", "/api/posts/create", { token: editor.token, json: validPost(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

const get = (path: string, headers: Record<string, string> = {}) => t.call("GET", path, { headers });

describe("product translations: writing", () => {
  it("create takes translations and answers them all, with SPEC's fields still in English", async () => {
    const p = await createProduct({ translations: { fr: frenchDress, ar: { name: arabicDress.name } } });
    expect(p).toMatchObject(englishDress);
    expect(p.translations).toEqual({ fr: frenchDress, ar: { name: arabicDress.name, description: "" } });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    // Only written texts are stored.
    expect(row.translations).toEqual({ fr: frenchDress, ar: { name: arabicDress.name } });
  });

  it("a product without translations answers them empty, and reads in every language show English", async () => {
    const p = await createProduct();
    expect(p.translations).toEqual({ fr: { name: "", description: "" }, ar: { name: "", description: "" } });
    for (const lang of ["fr", "ar"]) {
      const res = await get(`/api/products/single/${p.id}?lang=${lang}`);
      expect(res.body).toMatchObject(englishDress);
    }
  });

  it('trims the texts, and an empty string (or spaces, or null) is "not translated"', async () => {
    const p = await createProduct({
      translations: { fr: { name: "  Robe en lin  ", description: "" }, ar: { name: "   ", description: null } },
    });
    expect(p.translations).toEqual({ fr: { name: "Robe en lin", description: "" }, ar: { name: "", description: "" } });
    const [row] = await t.database.db.select().from(products).where(eq(products.id, p.id));
    expect(row.translations).toEqual({ fr: { name: "Robe en lin" } });
    const french = await get(`/api/products/single/${p.id}?lang=fr`);
    expect(french.body).toMatchObject({ name: "Robe en lin", description: englishDress.description });
  });

  it("update changes the translation fields sent, removes those sent empty and keeps the others", async () => {
    const p = await createProduct({ translations: { fr: frenchDress, ar: arabicDress } });
    const { translations: _ignored, ...spec } = p;
    // A SPEC client that knows nothing of translations keeps them.
    const plain = await t.call("PUT", `/api/products/update/${p.id}`, { token: editor.token, json: { ...spec, name: "Linen Dress II" } });
    expect(plain.status, JSON.stringify(plain.body)).toBe(200);
    expect(plain.body.translations).toEqual({ fr: frenchDress, ar: arabicDress });
    const res = await t.call("PUT", `/api/products/update/${p.id}`, {
      token: editor.token,
      json: { ...spec, translations: { fr: { name: "Robe d'été" }, ar: { description: "" } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.translations).toEqual({
      fr: { name: "Robe d'été", description: frenchDress.description },
      ar: { name: arabicDress.name, description: "" },
    });
    // The object as the API answers it goes back unchanged.
    const again = await t.call("PUT", `/api/products/update/${p.id}`, { token: editor.token, json: res.body });
    expect(again.status).toBe(200);
    expect(again.body.translations).toEqual(res.body.translations);
  });

  describe("validation", () => {
    const x = (n: number) => "x".repeat(n);
    const cases: { label: string; translations: unknown; message: string }[] = [
      {
        label: "French name of 21",
        translations: { fr: { name: x(21) } },
        message: "translations.fr.name must be between 3 and 20 characters",
      },
      {
        label: "Arabic name of 2",
        translations: { ar: { name: "فس" } },
        message: "translations.ar.name must be between 3 and 20 characters",
      },
      {
        label: "French description of 401",
        translations: { fr: { description: x(401) } },
        message: "translations.fr.description must be between 15 and 400 characters",
      },
      {
        label: "Arabic description of 14",
        translations: { ar: { description: x(14) } },
        message: "translations.ar.description must be between 15 and 400 characters",
      },
      { label: "a name that is a number", translations: { fr: { name: 42 } }, message: "translations.fr.name must be of type string" },
      {
        label: "an unknown language",
        translations: { de: { name: "Leinenkleid" } },
        message: "translations.de is not a language the store translates into (fr, ar)",
      },
      {
        label: "English among the translations",
        translations: { en: { name: "Linen Dress" } },
        message: "translations.en is not a language the store translates into (fr, ar)",
      },
      {
        label: "a field products do not have",
        translations: { fr: { title: "Robe" } },
        message: "translations.fr.title is not a field of a product translation (name, description)",
      },
      { label: "a language that is not an object", translations: { fr: "Robe" }, message: "translations.fr must be of type object" },
      { label: "translations that are not an object", translations: "Robe", message: "translations must be of type object" },
    ];
    for (const c of cases) {
      it(`${c.label}: 400 naming the field, nothing stored`, async () => {
        const before = await countRows(t, products);
        const res = await t.call("POST", "/api/products/create", {
          token: editor.token,
          json: validProduct([image], { translations: c.translations }),
        });
        expectError(res, 400, c.message);
        expect(await countRows(t, products)).toBe(before);
      });
    }

    it("accepts the English limits exactly: names of 3 and 20, descriptions of 15 and 400", async () => {
      const p = await createProduct({
        translations: { fr: { name: x(3), description: x(15) }, ar: { name: "ب".repeat(20), description: "ب".repeat(400) } },
      });
      expect(p.translations.ar.name).toHaveLength(20);
    });

    it("refuses a bad translation on update and changes nothing", async () => {
      const p = await createProduct({ translations: { fr: frenchDress } });
      const res = await t.call("PUT", `/api/products/update/${p.id}`, {
        token: editor.token,
        json: { ...p, name: "Changed", translations: { fr: { name: x(30) } } },
      });
      expectError(res, 400, "translations.fr.name must be between 3 and 20 characters");
      const again = await get(`/api/products/single/${p.id}`);
      expect(again.body).toMatchObject({ name: englishDress.name, translations: { fr: frenchDress } });
    });
  });
});

describe("product translations: reading in a language", () => {
  let dress: { id: number };
  let partial: { id: number };
  beforeAll(async () => {
    dress = await createProduct({ types: "party_wear", categories: "frocks", translations: { fr: frenchDress, ar: arabicDress } });
    // French name only; no Arabic at all.
    partial = await createProduct({
      types: "party_wear",
      categories: "frocks",
      name: "Silk Frock",
      translations: { fr: { name: "Robe en soie" } },
    });
  });

  it("answers English by default, saying so in Content-Language", async () => {
    const res = await get(`/api/products/single/${dress.id}`);
    expect(res.body).toMatchObject(englishDress);
    expect(res.headers.get("content-language")).toBe("en");
    expect(res.headers.get("vary")).toMatch(/Accept-Language/i);
  });

  it("?lang=fr and ?lang=ar put the translated texts in name and description, and keep every translation", async () => {
    const french = await get(`/api/products/single/${dress.id}?lang=fr`);
    expect(french.status).toBe(200);
    expect(french.headers.get("content-language")).toBe("fr");
    expect(french.body).toMatchObject({ ...frenchDress, categories: "frocks", type: "party_wear" });
    expect(french.body.translations).toEqual({ fr: frenchDress, ar: arabicDress });
    const arabic = await get(`/api/products/single/${dress.id}?lang=ar`);
    expect(arabic.headers.get("content-language")).toBe("ar");
    expect(arabic.body).toMatchObject(arabicDress);
  });

  it("falls back to English field by field", async () => {
    const french = await get(`/api/products/single/${partial.id}?lang=fr`);
    expect(french.body).toMatchObject({ name: "Robe en soie", description: englishDress.description });
    const arabic = await get(`/api/products/single/${partial.id}?lang=ar`);
    expect(arabic.body).toMatchObject({ name: "Silk Frock", description: englishDress.description });
  });

  it("without lang, follows Accept-Language when it prefers French or Arabic", async () => {
    const cases: [string, string][] = [
      ["ar", "ar"],
      ["ar-TN,ar;q=0.9,fr;q=0.8", "ar"],
      ["fr-TN,fr;q=0.9,en;q=0.8", "fr"],
      ["de-DE,de;q=0.9,fr;q=0.5", "fr"],
      ["en-US,en;q=0.9,ar;q=0.8", "en"],
      ["de-DE", "en"],
      ["*", "en"],
    ];
    for (const [header, locale] of cases) {
      const res = await get(`/api/products/single/${dress.id}`, { "accept-language": header });
      expect(res.headers.get("content-language"), header).toBe(locale);
      expect(res.body.name, header).toBe({ en: englishDress.name, fr: frenchDress.name, ar: arabicDress.name }[locale]);
    }
  });

  it("lang wins over Accept-Language, and ?lang=en forces English", async () => {
    const english = await get(`/api/products/single/${dress.id}?lang=en`, { "accept-language": "ar" });
    expect(english.body).toMatchObject(englishDress);
    expect(english.headers.get("content-language")).toBe("en");
    const french = await get(`/api/products/single/${dress.id}?lang=fr`, { "accept-language": "ar" });
    expect(french.body.name).toBe(frenchDress.name);
  });

  it("refuses an unknown lang with 400 on every catalogue read", async () => {
    for (const path of [
      `/api/products/single/${dress.id}?lang=xx`,
      "/api/products?lang=de",
      "/api/products/type/party_wear?lang=EN-us",
      "/api/products?lang=",
      "/api/posts?lang=xx",
      "/api/posts/single/1?lang=xx",
    ]) {
      expectError(await get(path), 400, "lang must be one of: en, fr, ar");
    }
  });

  it("lists honour lang and Accept-Language: the whole list, a type, and a page of the newest", async () => {
    const names = (body: { id: number; name: string }[]) => Object.fromEntries(body.map((p) => [p.id, p.name]));
    const all = await get("/api/products?lang=fr");
    expect(all.headers.get("content-language")).toBe("fr");
    expect(names(all.body)).toMatchObject({ [dress.id]: frenchDress.name, [partial.id]: "Robe en soie" });
    const byType = await get("/api/products/type/party_wear", { "accept-language": "ar" });
    expect(byType.headers.get("content-language")).toBe("ar");
    expect(names(byType.body)).toEqual({ [dress.id]: arabicDress.name, [partial.id]: "Silk Frock" });
    const newest = await get("/api/products?lang=ar&sort=newest&limit=2");
    expect(newest.body.map((p: { id: number }) => p.id)).toEqual([partial.id, dress.id]);
    expect(newest.body[1]).toMatchObject(arabicDress);
    const english = await get("/api/products/type/party_wear");
    expect(names(english.body)).toEqual({ [dress.id]: englishDress.name, [partial.id]: "Silk Frock" });
  });

  it("q finds a product by its translated name and by its English name, in whatever language it answers", async () => {
    const ids = (res: { body: { id: number }[] }) => res.body.map((p) => p.id);
    expect(ids(await get(`/api/products/type/party_wear?lang=fr&q=${encodeURIComponent("en soie")}`))).toEqual([partial.id]);
    expect(ids(await get(`/api/products/type/party_wear?lang=ar&q=${encodeURIComponent("الكتان")}`))).toEqual([dress.id]);
    expect(ids(await get("/api/products/type/party_wear?lang=fr&q=silk"))).toEqual([partial.id]);
    // A shopper reading English may still type the French name she knows.
    expect(ids(await get(`/api/products/type/party_wear?q=${encodeURIComponent("en soie")}`))).toEqual([partial.id]);
  });
});

describe("post translations", () => {
  const french = {
    title: "Looks d'été",
    description: "Cinq tenues pour les journées chaudes qui arrivent.",
    content: "<p>Du lin et du coton.</p>",
    categories: "Guides de style",
  };
  const arabic = {
    title: "إطلالات الصيف",
    description: "خمس إطلالات للأيام الحارة القادمة.",
    content: "<p>الكتان والقطن.</p>",
    categories: "أدلة الأناقة",
  };

  it("create takes them, ?lang gives every text translated, and the default stays English", async () => {
    const post = await createPost({ translations: { fr: french, ar: arabic } });
    expect(post).toMatchObject({ title: "Summer Looks", content: "<p>Linen and cotton.</p>", categories: "Style guides" });
    expect(post.translations).toEqual({ fr: french, ar: arabic });
    const fr = await get(`/api/posts/single/${post.id}?lang=fr`);
    expect(fr.headers.get("content-language")).toBe("fr");
    expect(fr.body).toMatchObject({ ...french, tags: "summer, linen", author: "Nour", imgUrl: cover });
    const ar = await get(`/api/posts/single/${post.id}`, { "accept-language": "ar-TN" });
    expect(ar.headers.get("content-language")).toBe("ar");
    expect(ar.body).toMatchObject(arabic);
    expect((await get(`/api/posts/single/${post.id}`)).body).toMatchObject({
      title: "Summer Looks",
      description: "Five outfits for the hot days ahead.",
    });
  });

  it("falls back to English field by field, never an empty title", async () => {
    const post = await createPost({ translations: { ar: { title: "", description: arabic.description } } });
    const ar = await get(`/api/posts/single/${post.id}?lang=ar`);
    expect(ar.body).toMatchObject({
      title: "Summer Looks",
      description: arabic.description,
      content: "<p>Linen and cotton.</p>",
      categories: "Style guides",
    });
  });

  it("sanitizes French and Arabic content like the English one: the script in Arabic content is removed", async () => {
    const hostile = '<p>مرحبا</p><script>alert("x")</script><img src="x" onerror="alert(1)"><a href="javascript:alert(2)">رابط</a>';
    const post = await createPost({ translations: { ar: { content: hostile }, fr: { content: '<p onclick="steal()">Bonjour</p>' } } });
    for (const html of [post.translations.ar.content, post.translations.fr.content]) {
      expect(html).not.toMatch(/<script|onerror|onclick|javascript:|alert/i);
    }
    expect(post.translations.ar.content).toContain("<p>مرحبا</p>");
    expect(post.translations.fr.content).toBe("<p>Bonjour</p>");
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(JSON.stringify(row.translations)).not.toMatch(/<script|onerror|onclick|javascript:/i);
    const ar = await get(`/api/posts/single/${post.id}?lang=ar`);
    expect(ar.body.content).toBe(post.translations.ar.content);
  });

  it("content that shows nothing (an empty editor) is not a translation", async () => {
    const post = await createPost({
      translations: { fr: { title: french.title, content: "<p><br></p>" }, ar: { content: "<script>x()</script>" } },
    });
    expect(post.translations.fr.content).toBe("");
    expect(post.translations.ar.content).toBe("");
    expect((await get(`/api/posts/single/${post.id}?lang=fr`)).body).toMatchObject({
      title: french.title,
      content: "<p>Linen and cotton.</p>",
    });
  });

  it("update changes the translation fields sent and keeps the rest", async () => {
    const post = await createPost({ translations: { fr: french, ar: arabic } });
    const res = await t.call("PATCH", `/api/posts/update/${post.id}`, {
      token: editor.token,
      json: { translations: { fr: { title: "Tenues d'été", content: "<p>Nouveau<script>x</script></p>" }, ar: { categories: "" } } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.title).toBe("Summer Looks");
    expect(res.body.translations).toEqual({
      fr: { ...french, title: "Tenues d'été", content: "<p>Nouveau</p>" },
      ar: { ...arabic, categories: "" },
    });
    // Changing the English fields alone keeps the translations.
    const english = await t.call("PATCH", `/api/posts/update/${post.id}`, { token: editor.token, json: { title: "Summer Outfits" } });
    expect(english.body.translations).toEqual(res.body.translations);
    const ar = await get(`/api/posts/single/${post.id}?lang=ar`);
    expect(ar.body).toMatchObject({ title: arabic.title, categories: "Style guides" });
    expectError(
      await t.call("PATCH", "/api/posts/update/999999", { token: editor.token, json: { translations: { fr: { title: "Rien" } } } }),
      404,
    );
  });

  it("validates them with the English limits, naming the field", async () => {
    const x = (n: number) => "x".repeat(n);
    const cases: [unknown, string][] = [
      [{ ar: { title: "ع".repeat(21) } }, "translations.ar.title must be between 3 and 20 characters"],
      [{ fr: { description: x(10) } }, "translations.fr.description must be between 15 and 400 characters"],
      [{ fr: { categories: x(201) } }, "translations.fr.categories must be at most 200 characters"],
      [{ ar: { content: x(100_001) } }, "translations.ar.content must be at most 100000 characters"],
      [{ fr: { name: "Robe" } }, "translations.fr.name is not a field of a post translation (title, description, content, categories)"],
      [
        { fr: { title: "Looks" }, es: {}, it: {} },
        "translations.es, translations.it are not a language the store translates into (fr, ar)",
      ],
    ];
    for (const [translations, message] of cases) {
      const before = await countRows(t, posts);
      expectError(await t.call("POST", "/api/posts/create", { token: editor.token, json: validPost({ translations }) }), 400, message);
      expect(await countRows(t, posts)).toBe(before);
    }
    const post = await createPost();
    expectError(
      await t.call("PATCH", `/api/posts/update/${post.id}`, { token: editor.token, json: { translations: { fr: { title: "ab" } } } }),
      400,
      "translations.fr.title must be between 3 and 20 characters",
    );
  });

  it("the list honours lang, and q finds a translated title in that language", async () => {
    const post = await createPost({ title: "Kaftan Nights", translations: { fr: { ...french, title: "Nuits de caftan" }, ar: arabic } });
    const list = await get("/api/posts?lang=fr&sort=newest&limit=1");
    expect(list.headers.get("content-language")).toBe("fr");
    expect(list.body[0]).toMatchObject({ id: post.id, title: "Nuits de caftan", content: french.content });
    const arabicList = await get("/api/posts?sort=newest&limit=1", { "accept-language": "ar" });
    expect(arabicList.body[0]).toMatchObject({ id: post.id, title: arabic.title });
    const found = await get(`/api/posts?lang=fr&q=${encodeURIComponent("caftan")}`);
    expect(found.body.map((p: { id: number }) => p.id)).toEqual([post.id]);
    expect((await get(`/api/posts?q=${encodeURIComponent("caftan")}`)).body).toEqual([]);
  });
});

describe("the pages' client asks in a language", () => {
  it("apiClient(context, token, { locale }) sends lang on the catalogue reads; without it, English as before", async () => {
    const p = await createProduct({ translations: { fr: frenchDress, ar: arabicDress } });
    const post = await createPost({ translations: { ar: { title: "إطلالات الصيف" } } });
    const requested: string[] = [];
    const context = {
      api: (request: Request) => {
        requested.push(new URL(request.url).search);
        return t.api.fetch(request);
      },
    } as unknown as AppLoadContext;
    const arabic = apiClient(context, null, { locale: "ar" });
    expect(arabic.locale).toBe("ar");
    expect((await arabic.products.single(p.id)).data).toMatchObject(arabicDress);
    expect((await arabic.products.list({ sort: "newest", limit: 1 }, { total: false })).data[0]).toMatchObject(arabicDress);
    expect((await arabic.products.byType("women_s_clothing", { sort: "newest", limit: 1 })).data[0]).toMatchObject(arabicDress);
    expect((await arabic.posts.single(post.id)).data.title).toBe("إطلالات الصيف");
    expect((await arabic.posts.list({ sort: "newest", limit: 1 })).data[0].title).toBe("إطلالات الصيف");
    expect(requested.every((search) => search.includes("lang=ar"))).toBe(true);

    requested.length = 0;
    const english = apiClient(context);
    expect(english.locale).toBe("en");
    expect((await english.products.single(p.id)).data).toMatchObject(englishDress);
    expect((await english.posts.single(post.id)).data.title).toBe("Summer Looks");
    expect(requested).toEqual(["", ""]);
    expect((await apiClient(context, null, { locale: "en" }).products.single(p.id)).data.name).toBe(englishDress.name);
  });

  it("a shop client leaves out the translations (a page shows one language); a staff client keeps them to edit", async () => {
    const p = await createProduct({ translations: { fr: frenchDress, ar: arabicDress } });
    const context = { api: (request: Request) => t.api.fetch(request) } as unknown as AppLoadContext;
    const shop = await apiClient(context, null, { locale: "fr" }).products.single(p.id);
    expect(shop.data).toMatchObject(frenchDress);
    expect(shop.data).not.toHaveProperty("translations");
    const list = await apiClient(context).products.list({ sort: "newest", limit: 2 });
    expect(list.data).toHaveLength(2);
    for (const item of list.data) expect(Object.keys(item)).not.toContain("translations");
    const posts = await apiClient(context, null, { locale: "ar" }).posts.list({ limit: 1 });
    expect(posts.data[0]).not.toHaveProperty("translations");
    const staff = await apiClient(context, editor.token).products.single(p.id);
    expect(staff.data).toMatchObject({ ...englishDress, translations: { fr: frenchDress, ar: arabicDress } });
    const asked = await apiClient(context, null, { translations: true }).products.byType("women_s_clothing", { sort: "newest", limit: 1 });
    expect(asked.data[0].translations).toEqual({ fr: frenchDress, ar: arabicDress });
    // Errors come back as they are.
    const missing = await apiClient(context, null, { locale: "ar" }).products.single(99_999);
    expect(missing).toMatchObject({ ok: false, status: 404, data: null });
  });
});

describe("generated translations", () => {
  it("never answer 5xx, answer 400 in the error shape when refused, and store only valid, sanitized texts", async () => {
    const text = fc.oneof(
      fc.string({ maxLength: 30 }),
      fc.string({ unit: "grapheme", maxLength: 500 }),
      fc.constantFrom(
        "",
        "   ",
        "مرحبا بكم في ياسمين",
        "\u202Eevil\u202C",
        '<script>alert(1)</script><p onclick="x()">Salut</p>',
        "<p><br></p>",
      ),
      fc.constant(null),
      fc.integer(),
      fc.boolean(),
      fc.array(fc.string(), { maxLength: 2 }),
    );
    const fields = (names: string[]) => fc.dictionary(fc.constantFrom(...names, "extra"), text, { maxKeys: 5 });
    const translations = (names: string[]) =>
      fc.oneof(
        { weight: 5, arbitrary: fc.dictionary(fc.constantFrom("fr", "ar", "en", "xx"), fc.oneof(fields(names), text), { maxKeys: 3 }) },
        { weight: 1, arbitrary: text },
      );
    const post = await createPost();
    const refused: unknown[] = [];
    await fc.assert(
      fc.asyncProperty(
        translations(["name", "description"]),
        translations(["title", "description", "content", "categories"]),
        async (productTexts, postTexts) => {
          const created = await t.call("POST", "/api/products/create", {
            token: editor.token,
            json: validProduct([image], { translations: productTexts }),
          });
          const patched = await t.call("PATCH", `/api/posts/update/${post.id}`, { token: editor.token, json: { translations: postTexts } });
          for (const res of [created, patched]) {
            expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
            if (res.status >= 400) {
              expectError(res, 400);
              refused.push(res.body.message);
            }
          }
        },
      ),
      { numRuns: 60 },
    );
    expect(refused.length).toBeGreaterThan(0);
    const limits = { name: [3, 20], title: [3, 20], description: [15, 400], content: [1, 100_000], categories: [1, 200] } as Record<
      string,
      number[]
    >;
    const rows = [
      ...(await t.database.db.select({ translations: products.translations }).from(products)),
      ...(await t.database.db.select({ translations: posts.translations }).from(posts)),
    ];
    for (const { translations } of rows) {
      expect(Object.keys(translations).every((locale) => locale === "fr" || locale === "ar")).toBe(true);
      for (const texts of Object.values(translations)) {
        for (const [field, value] of Object.entries(texts as Record<string, unknown>)) {
          expect(typeof value, field).toBe("string");
          const [min, max] = limits[field];
          expect((value as string).trim().length, `${field}: ${String(value)}`).toBeGreaterThanOrEqual(min);
          expect((value as string).length, field).toBeLessThanOrEqual(max);
          // Only post content is HTML (sanitized); names and descriptions are plain text, escaped wherever shown.
          if (field === "content") expect(value as string).not.toMatch(/<script|onclick/i);
        }
      }
    }
  });
});

describe("the OpenAPI document", () => {
  it("documents lang, Accept-Language, Content-Language and translations", async () => {
    const { body } = await get("/api/openapi.json");
    for (const [path, method] of [
      ["/api/products", "get"],
      ["/api/products/type/{type}", "get"],
      ["/api/products/single/{id}", "get"],
      ["/api/posts", "get"],
      ["/api/posts/single/{id}", "get"],
    ]) {
      const operation = body.paths[path][method];
      const params = operation.parameters as { in: string; name: string; schema: { enum?: string[] }; description?: string }[];
      const lang = params.find((p) => p.in === "query" && p.name === "lang");
      expect(lang?.schema.enum, path).toEqual(["en", "fr", "ar"]);
      expect(lang?.description ?? JSON.stringify(lang), path).toMatch(/Accept-Language/);
      expect(
        params.some((p) => p.in === "header" && p.name === "accept-language"),
        path,
      ).toBe(true);
      expect(operation.responses["200"].headers["Content-Language"], path).toBeDefined();
      expect(JSON.stringify(operation.responses["200"].content), path).toMatch(/#\/components\/schemas\/(Product|Post)/);
    }
    const product = body.components.schemas.Product;
    expect(product.properties.translations.properties.fr.$ref).toBe("#/components/schemas/ProductTexts");
    expect(body.components.schemas.Post.properties.translations.properties.ar.$ref).toBe("#/components/schemas/PostTexts");
    const createBody = JSON.stringify(body.paths["/api/products/create"].post.requestBody.content["application/json"].schema);
    expect(createBody).toContain("translations");
    const postBody = body.paths["/api/posts/update/{id}"].patch.requestBody.content["application/json"].schema;
    expect(Object.keys(postBody.properties.translations.properties)).toEqual(["fr", "ar"]);
    expect(Object.keys(postBody.properties.translations.properties.fr.properties)).toEqual([
      "title",
      "description",
      "content",
      "categories",
    ]);
  });
});

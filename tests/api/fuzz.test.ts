import { eq } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messages, orderLines, orders, posts, products, users } from "~/db/schema";
import { categoriesOf, productTypeValues } from "~/lib/catalog";
import { tunisianStates } from "~/lib/states";
import { createTestApi, type CallResult, type TestApi, uploadProductImage, validOrder, validProduct } from "./harness";

/**
 * Generated bad input against every endpoint that takes a body or parameters:
 * never a 5xx, every 4xx in the error shape, and nothing invalid stored.
 */
const RUNS = 200;
let t: TestApi;
let token: string;
let superToken: string;
let editorId: number;
let productId: number;
/**
 * The product the update fuzzing aims at. Never the stock-keeping one: a generated payload can be a valid update
 * (an Arabic name and description, a price of 1, a quantity of 0), which rightly sets its stock.
 */
let updateTargetId: number;
let image: string;
let requests = 0;
let serverErrors = 0;
const failures: string[] = [];

const rtl = fc.constantFrom("مرحبا بكم في ياسمين", "שלום", "\u202Eevil\u202C", "تونس 2024");
const nasty = fc.oneof(
  fc.string(),
  fc.string({ unit: "grapheme" }),
  fc.string({ unit: "binary" }),
  rtl,
  fc.constantFrom("\u0000", "a\u0000b", "%00", "'; drop table products; --", "<script>alert(1)</script>", "../../etc/passwd"),
  fc.string({ minLength: 5_000, maxLength: 20_000 }),
);
/** Days as the date filters take them (YYYY-MM-DD), from year 0 to 9999, real or not (2023-02-29). */
const days = fc.oneof(
  fc
    .date({ noInvalidDate: true, min: new Date("0000-01-01T00:00:00Z"), max: new Date("9999-12-31T23:59:59Z") })
    .map((d) => d.toISOString().slice(0, 10)),
  fc
    .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 13 }), fc.integer({ min: 0, max: 32 }))
    .map(([y, m, d]) => `${String(y).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`),
);
const numbers = fc.oneof(
  fc.integer(),
  fc.double(),
  fc.constantFrom(-1, 0, 0.5, 1.999, 1e308, -1e308, Number.MAX_SAFE_INTEGER, 2 ** 31, 99999, 100000),
  fc.constantFrom("-1", "0", "1.5", "1e3", "NaN", "Infinity", "12.345", "00012", " 7 "),
);
const anyValue = fc.oneof(nasty, numbers, fc.boolean(), fc.constant(null), fc.array(fc.anything(), { maxLength: 3 }), fc.object());

/** Objects that mix plausible fields, wrong types, missing and extra keys. */
function payload(fields: Record<string, fc.Arbitrary<unknown>>) {
  const entries = Object.fromEntries(Object.entries(fields).map(([k, arb]) => [k, fc.oneof(arb, anyValue)]));
  return fc.oneof(
    { weight: 6, arbitrary: fc.record(entries, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ ...entries, extra: anyValue, __proto__x: anyValue }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: anyValue },
  );
}

const ids = fc.oneof(
  fc.constantFrom("0", "-1", "abc", "1.5", "99999999999", "2147483648", "%00", "1e3", "null", "9999"),
  fc.integer({ min: 1, max: 5000 }).map(String),
);

function checkAnswer(label: string, res: CallResult) {
  requests += 1;
  if (res.status >= 500) {
    serverErrors += 1;
    failures.push(`${label} -> ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
    return;
  }
  if (res.status >= 400) {
    const body = res.body;
    const shaped =
      body &&
      body.statusCode === res.status &&
      Array.isArray(body.message) &&
      body.message.length > 0 &&
      body.message.every((m: unknown) => typeof m === "string" && m.length > 0) &&
      typeof body.error === "string";
    if (!shaped) failures.push(`${label} -> ${res.status} badly shaped: ${JSON.stringify(body).slice(0, 200)}`);
    // Error bodies speak to people: no stack frames, no SQL, no file paths.
    const leaked = /\bat .+:\d+:\d+|\b(select|insert into|update .+ set|delete from)\b.+\b(from|where|values)\b|node_modules|\.ts:\d+/i;
    if (shaped && body.message.some((m: string) => leaked.test(m))) failures.push(`${label} -> leaked internals: ${body.message}`);
  }
}

async function fuzzJson(method: string, path: (id: string) => string, arbitrary: fc.Arbitrary<unknown>, auth: () => string | null) {
  await fc.assert(
    fc.asyncProperty(arbitrary, ids, async (body, id) => {
      const res = await t.call(method, path(id), { token: auth(), json: body });
      checkAnswer(`${method} ${path(id)} ${JSON.stringify(body)?.slice(0, 120)}`, res);
    }),
    { numRuns: RUNS },
  );
}

beforeAll(async () => {
  t = await createTestApi();
  const editor = await t.staff("EDITOR");
  const root = await t.staff("SUPER_ADMIN");
  token = editor.token;
  editorId = editor.id;
  superToken = root.token;
  image = await uploadProductImage(t, token);
  const created = await t.call("POST", "/api/products/create", { token, json: validProduct([image], { quantity: "500" }) });
  productId = created.body.id;
  const target = await t.call("POST", "/api/products/create", { token, json: validProduct([image], { name: "Fuzz Target" }) });
  updateTargetId = target.body.id;
});

afterAll(async () => {
  console.log(`fuzz: ${requests} requests, ${serverErrors} server errors`);
  await t.close();
});

describe("generated bad input", () => {
  it("products: create and update", async () => {
    const product = payload({
      types: fc.constantFrom(...productTypeValues),
      type: fc.constantFrom(...productTypeValues),
      name: nasty,
      price: numbers,
      quantity: numbers,
      description: nasty,
      categories: fc.constantFrom(...categoriesOf("women_s_clothing").map((c) => c.value), "dresses", "rings"),
      images: fc.oneof(fc.constant([{ url: "" }]), fc.array(fc.record({ url: nasty }), { maxLength: 3 })),
    });
    await fuzzJson(
      "POST",
      () => "/api/products/create",
      product,
      () => token,
    );
    await fuzzJson(
      "PUT",
      (id) =>
        `/api/products/update/${fc.sample(fc.constantFrom(id === String(productId) ? String(updateTargetId) : id, String(updateTargetId)), 1)[0]}`,
      product,
      () => token,
    );
    expect(failures).toEqual([]);
  });

  it("orders", async () => {
    const order = payload({
      fullName: nasty,
      telephone: fc.oneof(nasty, fc.stringMatching(/^\d{6,10}$/)),
      state: fc.oneof(nasty, fc.constantFrom(...tunisianStates)),
      city: nasty,
      street: nasty,
      zip: nasty,
      place: fc.oneof(nasty, fc.constantFrom("Home", "Office", "home")),
      products: fc.oneof(
        fc.array(fc.record({ id: fc.oneof(numbers, fc.constant(productId)), quantity: numbers, price: numbers }), { maxLength: 4 }),
        anyValue,
      ),
    });
    await fuzzJson(
      "POST",
      () => "/api/orders/create",
      order,
      () => null,
    );
    // A valid order carrying a forged price: accepted, but priced by the server.
    const forged = await t.call("POST", "/api/orders/create", {
      json: validOrder([{ id: productId, quantity: 1 }], { products: [{ id: productId, quantity: 1, price: "0.01" }] }),
    });
    expect(forged.status).toBe(201);
    expect(forged.body.products[0].price).toBe("49.90");
    expect(failures).toEqual([]);
  });

  it("messages, posts, users and login", async () => {
    await fuzzJson(
      "POST",
      () => "/api/messages/send",
      payload({ name: nasty, email: fc.oneof(nasty, fc.emailAddress()), subject: nasty, message: nasty, deviceType: nasty }),
      () => null,
    );
    const post = payload({ title: nasty, description: nasty, content: nasty, categories: nasty, tags: nasty, imgUrl: nasty });
    await fuzzJson(
      "POST",
      () => "/api/posts/create",
      post,
      () => token,
    );
    await fuzzJson(
      "PATCH",
      (id) => `/api/posts/update/${id}`,
      post,
      () => token,
    );
    await fuzzJson(
      "POST",
      () => "/api/users/create",
      payload({
        username: nasty,
        email: fc.oneof(nasty, fc.emailAddress()),
        password: nasty,
        role: fc.oneof(nasty, fc.constantFrom("ADMIN", "EDITOR", "SUPER_ADMIN")),
      }),
      () => superToken,
    );
    await fuzzJson(
      "PUT",
      (id) => `/api/users/update/${fc.sample(fc.constantFrom(id, String(editorId)), 1)[0]}`,
      payload({ username: nasty, email: fc.oneof(nasty, fc.emailAddress()), role: nasty }),
      () => token,
    );
    await fuzzJson(
      "PUT",
      (id) => `/api/users/update/avatar/${id}`,
      payload({ imgUrl: nasty }),
      () => token,
    );
    await fuzzJson(
      "POST",
      () => "/api/auth/login",
      payload({ email: fc.oneof(nasty, fc.emailAddress()), password: nasty }),
      () => null,
    );
    expect(failures).toEqual([]);
  });

  it("ids, query strings, malformed JSON and wrong content types", async () => {
    const idRoutes = [
      ["GET", "/api/products/single/"],
      ["DELETE", "/api/products/"],
      ["GET", "/api/posts/single/"],
      ["DELETE", "/api/posts/"],
      ["GET", "/api/orders/"],
      ["PUT", "/api/orders/confirm/"],
      ["GET", "/api/messages/"],
      ["DELETE", "/api/messages/"],
      ["GET", "/api/products/type/"],
      ["GET", "/api/products/images/"],
      ["GET", "/api/media/"],
      ["GET", "/api/sitemap/"],
    ] as const;
    // Never the stock-keeping product: a generated id that deletes it would leave nothing to check the stock on.
    const anyIdButStock = fc.oneof(ids, nasty.map(encodeURIComponent)).filter((id) => !/^\d+$/.test(id) || Number(id) !== productId);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...idRoutes), anyIdButStock, async ([method, prefix], id) => {
        checkAnswer(`${method} ${prefix}${id}`, await t.call(method, `${prefix}${id}`, { token: superToken }));
      }),
      { numRuns: RUNS },
    );
    const lists = [
      "/api/products",
      "/api/orders",
      "/api/orders/export",
      "/api/messages",
      "/api/messages/export",
      "/api/newsletter",
      "/api/posts",
      "/api/users",
      "/api/sitemap/products",
      "/api/sitemap/posts",
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...lists),
        fc.dictionary(
          fc.constantFrom("limit", "offset", "after", "sort", "q", "status", "stage", "from", "to", "type", "category", "role"),
          fc.oneof(nasty, numbers.map(String), days),
        ),
        async (path, query) => {
          const qs = new URLSearchParams(query).toString();
          checkAnswer(`GET ${path}?${qs}`, await t.call("GET", `${path}?${qs}`, { token: superToken }));
        },
      ),
      { numRuns: RUNS },
    );
    const bodies = fc.oneof(fc.string(), fc.constantFrom("{", "[1,2", '{"name":', "null", "true", "\u0000", "{}garbage"));
    const types = fc.constantFrom(
      "application/json",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "",
      "application/xml",
    );
    const bodyRoutes = [
      ["POST", "/api/products/create"],
      ["POST", "/api/orders/create"],
      ["POST", "/api/messages/send"],
      ["POST", "/api/posts/create"],
      ["POST", "/api/auth/login"],
      ["POST", "/api/users/create"],
      ["POST", "/api/products/upload"],
      ["POST", "/api/posts/upload"],
      ["POST", "/api/media"],
    ] as const;
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...bodyRoutes), bodies, types, async ([method, path], body, type) => {
        const headers: Record<string, string> = type ? { "content-type": type } : {};
        checkAnswer(`${method} ${path} (${type}) ${body.slice(0, 40)}`, await t.call(method, path, { token: superToken, body, headers }));
      }),
      { numRuns: RUNS },
    );
    expect(failures).toEqual([]);
  });

  it("stored nothing invalid", async () => {
    const db = t.database.db;
    const allProducts = await db.select().from(products);
    for (const p of allProducts) {
      expect(p.name.length).toBeGreaterThanOrEqual(3);
      expect(p.name.length).toBeLessThanOrEqual(20);
      expect(Number(p.price)).toBeGreaterThan(0);
      expect(p.quantity).toBeGreaterThanOrEqual(0);
      expect(p.description.length).toBeGreaterThanOrEqual(15);
      expect(categoriesOf(p.type).some((c) => c.value === p.category)).toBe(true);
    }
    const allOrders = await db.select().from(orders);
    const lines = await db.select().from(orderLines);
    for (const o of allOrders) {
      expect(o.telephone).toMatch(/^\d{8}$/);
      expect(tunisianStates).toContain(o.state);
      expect(["Home", "Office"]).toContain(o.place);
      expect(lines.filter((l) => l.orderId === o.id).length).toBeGreaterThan(0);
    }
    for (const l of lines) expect(l.quantity).toBeGreaterThan(0);
    for (const m of await db.select().from(messages)) {
      expect(m.name.trim().length).toBeGreaterThan(0);
      expect(m.email).toMatch(/@/);
    }
    for (const post of await db.select().from(posts)) {
      expect(post.title.length).toBeGreaterThanOrEqual(3);
      expect(post.content).not.toMatch(/<script|onerror|javascript:/i);
    }
    for (const u of await db.select().from(users)) {
      expect(["SUPER_ADMIN", "ADMIN", "EDITOR"]).toContain(u.role);
      expect(u.email.length).toBeLessThanOrEqual(30);
    }
    const [stock] = await db.select().from(products).where(eq(products.id, productId));
    const sold = lines.filter((l) => l.productId === stock.id).reduce((sum, l) => sum + l.quantity, 0);
    expect(stock.quantity).toBe(500 - sold);
  });
});

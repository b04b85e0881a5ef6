import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { media, posts, users } from "~/db/schema";
import { countRows, createTestApi, expectError, expectOldestFirst, formWithFiles, pngImage, type Staff, type TestApi } from "./harness";

let t: TestApi;
let editor: Staff;
let cover: string;
beforeAll(async () => {
  t = await createTestApi();
  editor = await t.staff("EDITOR", { username: "Nour" });
  const res = await t.call("POST", "/api/posts/upload", {
    token: editor.token,
    body: formWithFiles("file", [{ bytes: await pngImage("#8e44ad"), name: "cover.png" }]),
  });
  cover = res.body.data;
});
afterAll(() => t.close());

/**
 * SPEC's post shape, plus the cover's pixel size (imgWidth, imgHeight) for the pages' responsive images
 * and its French and Arabic texts (translations).
 */
const postKeys = [
  "author",
  "categories",
  "content",
  "createAt",
  "description",
  "id",
  "imgHeight",
  "imgUrl",
  "imgWidth",
  "tags",
  "title",
  "translations",
  "updateAt",
];

function validPost(overrides: Record<string, unknown> = {}) {
  return {
    title: "Summer Looks",
    description: "Five outfits for the hot days ahead.",
    content: "<p>Linen and cotton.</p>",
    categories: "style",
    tags: "summer, linen",
    imgUrl: cover,
    ...overrides,
  };
}

async function create(overrides: Record<string, unknown> = {}, token = editor.token) {
  const res = await t.call("POST", "/api/posts/create", { token, json: validPost(overrides) });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

describe("POST /api/posts/upload", () => {
  it("answers 201 { data: file name }, served under /api/posts/images/", async () => {
    const res = await t.call("POST", "/api/posts/upload", {
      token: editor.token,
      body: formWithFiles("file", [{ bytes: await pngImage("#16a085"), name: "x.png" }]),
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(["data"]);
    expect(res.body.data).toMatch(/^[a-f0-9]{32}\.png$/);
    const served = await t.api.request(`/api/posts/images/${res.body.data}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect((await served.arrayBuffer()).byteLength).toBeGreaterThan(0);
  });

  it("refuses no file, two files, and a non-image", async () => {
    const mediaBefore = await countRows(t, media);
    expectError(await t.call("POST", "/api/posts/upload", { token: editor.token, body: new FormData() }), 400);
    const png = await pngImage();
    const two = await t.call("POST", "/api/posts/upload", {
      token: editor.token,
      body: formWithFiles("file", [
        { bytes: png, name: "a.png" },
        { bytes: await pngImage("#000000"), name: "b.png" },
      ]),
    });
    expectError(two, 400);
    expect(two.body.message.join(" ")).not.toMatch(/10/);
    const text = new TextEncoder().encode("<?php echo 'hi'; ?>");
    expectError(
      await t.call("POST", "/api/posts/upload", { token: editor.token, body: formWithFiles("file", [{ bytes: text, name: "x.png" }]) }),
      400,
      "Only PNG, JPEG and GIF images are accepted",
    );
    expect(await countRows(t, media)).toBe(mediaBefore);
  });
});

describe("POST /api/posts/create", () => {
  it("answers 201 with the post, whose author is the staff member who created it", async () => {
    const res = await t.call("POST", "/api/posts/create", { token: editor.token, json: validPost() });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(postKeys);
    expect(res.body).toMatchObject({
      title: "Summer Looks",
      description: "Five outfits for the hot days ahead.",
      content: "<p>Linen and cotton.</p>",
      categories: "style",
      tags: "summer, linen",
      imgUrl: cover,
      author: "Nour",
    });
    expect(Number.isInteger(res.body.id)).toBe(true);
    expect(res.body.createAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
    expect((await t.call("GET", `/api/posts/single/${res.body.id}`)).body).toEqual(res.body);
  });

  it("names another author for another staff member", async () => {
    const admin = await t.staff("ADMIN", { username: "Salma" });
    const post = await create({}, admin.token);
    expect(post.author).toBe("Salma");
  });

  it("lets categories, tags and content be left out", async () => {
    const post = await create({ categories: undefined, tags: undefined, content: undefined });
    expect(post).toMatchObject({ categories: "", tags: "", content: "" });
  });

  it("needs a cover returned by the upload", async () => {
    const before = await countRows(t, posts);
    expectError(
      await t.call("POST", "/api/posts/create", { token: editor.token, json: validPost({ imgUrl: undefined }) }),
      400,
      "imgUrl is required",
    );
    for (const imgUrl of ["https://evil.example/x.png", "../secret.png", "", `${cover}.php`]) {
      expectError(
        await t.call("POST", "/api/posts/create", { token: editor.token, json: validPost({ imgUrl }) }),
        400,
        "imgUrl must be a file returned by the upload call",
      );
    }
    expect(await countRows(t, posts)).toBe(before);
  });

  describe("validation at the boundaries", () => {
    const x = (n: number) => "x".repeat(n);
    const cases: { label: string; change: Record<string, unknown>; valid: boolean; message?: string }[] = [
      { label: "title of 2", change: { title: x(2) }, valid: false, message: "title must be between 3 and 20 characters" },
      { label: "title of 3", change: { title: x(3) }, valid: true },
      { label: "title of 20", change: { title: x(20) }, valid: true },
      { label: "title of 21", change: { title: x(21) }, valid: false, message: "title must be between 3 and 20 characters" },
      { label: "no title", change: { title: undefined }, valid: false, message: "title is required" },
      {
        label: "description of 14",
        change: { description: x(14) },
        valid: false,
        message: "description must be between 15 and 400 characters",
      },
      { label: "description of 15", change: { description: x(15) }, valid: true },
      { label: "description of 400", change: { description: x(400) }, valid: true },
      {
        label: "description of 401",
        change: { description: x(401) },
        valid: false,
        message: "description must be between 15 and 400 characters",
      },
      { label: "no description", change: { description: "" }, valid: false, message: "description is required" },
      { label: "categories of 201", change: { categories: x(201) }, valid: false, message: "categories must be at most 200 characters" },
      { label: "tags of 201", change: { tags: x(201) }, valid: false, message: "tags must be at most 200 characters" },
      { label: "tags of 200", change: { tags: x(200) }, valid: true },
      { label: "content not text", change: { content: 42 }, valid: false, message: "content must be at most 100000 characters" },
    ];
    for (const c of cases) {
      it(`${c.label} is ${c.valid ? "accepted" : "refused"}`, async () => {
        const before = await countRows(t, posts);
        const res = await t.call("POST", "/api/posts/create", { token: editor.token, json: validPost(c.change) });
        if (c.valid) {
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(await countRows(t, posts)).toBe(before + 1);
        } else {
          expectError(res, 400, c.message!);
          expect(await countRows(t, posts)).toBe(before);
        }
      });
    }
  });
});

describe("post HTML is sanitized", () => {
  const hostile = [
    '<p>Hello</p><script>alert("x")</script>',
    '<img src="x" onerror="alert(1)">',
    '<p onclick="steal()">Click</p>',
    '<a href="javascript:alert(1)">bad link</a>',
    '<a href="JaVaScRiPt:alert(2)">bad link 2</a>',
    '<a href="&#106;avascript:alert(3)">bad link 3</a>',
    '<a href="data:text/html;base64,PHNjcmlwdD4=">data link</a>',
    '<iframe src="https://evil.example"></iframe>',
    '<p style="background:url(javascript:alert(4))">styled</p>',
    "<svg><script>alert(5)</script></svg>",
  ].join("");

  function expectClean(html: string) {
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/onerror|onclick/i);
    expect(html).not.toMatch(/javascript:/i);
    expect(html).not.toMatch(/&#106;/);
    expect(html).not.toMatch(/data:text/i);
    expect(html).not.toMatch(/<iframe|<svg|style=/i);
    expect(html).not.toMatch(/alert/);
  }

  const quill = [
    "<h2>Summer edit</h2>",
    '<p>Light <strong>linen</strong> and <em>cotton</em>, see <a href="https://yasmine.tn/shop" target="_blank">the shop</a>.</p>',
    '<ol><li data-list="bullet">Dresses</li><li data-list="ordered">Sandals</li></ol>',
    '<p class="ql-align-center">Centered</p>',
  ];

  it("on create: scripts, handlers and javascript: links are gone, Quill's markup survives", async () => {
    const post = await create({ content: hostile + quill.join("") });
    expectClean(post.content);
    expect(post.content).toContain("<p>Hello</p>");
    expect(post.content).toContain("<h2>Summer edit</h2>");
    expect(post.content).toContain("<strong>linen</strong>");
    expect(post.content).toContain("<em>cotton</em>");
    expect(post.content).toMatch(/<a href="https:\/\/yasmine\.tn\/shop"[^>]*>the shop<\/a>/);
    expect(post.content).toContain('<li data-list="bullet">Dresses</li>');
    expect(post.content).toContain('<li data-list="ordered">Sandals</li>');
    expect(post.content).toContain("<ol>");
    expect(post.content).toContain('<p class="ql-align-center">Centered</p>');
    expect(post.content).toContain("bad link");
    // stored sanitized, not only answered so
    const [row] = await t.database.db.select().from(posts).where(eq(posts.id, post.id));
    expect(row.content).toBe(post.content);
    expectClean((await t.call("GET", `/api/posts/single/${post.id}`)).body.content);
  });

  it("links get a safe rel", async () => {
    const post = await create({ content: '<a href="https://example.com" target="_blank">x</a>' });
    expect(post.content).toMatch(/rel="noopener noreferrer nofollow"/);
  });

  it("pictures always carry alt text, empty when the author gave none", async () => {
    const post = await create({ content: '<img src="https://yasmine.tn/a.png"><img src="https://yasmine.tn/b.png" alt="Linen dress">' });
    const imgs = post.content.match(/<img[^>]*>/g);
    expect(imgs).toHaveLength(2);
    expect(imgs[0]).toContain('src="https://yasmine.tn/a.png"');
    expect(imgs[0]).toContain('alt=""');
    expect(imgs[1]).toContain('alt="Linen dress"');
  });

  it("on update too", async () => {
    const post = await create();
    const res = await t.call("PATCH", `/api/posts/update/${post.id}`, { token: editor.token, json: { content: hostile + quill[1] } });
    expect(res.status).toBe(200);
    expectClean(res.body.content);
    expect(res.body.content).toContain("<strong>linen</strong>");
  });
});

describe("GET /api/posts", () => {
  let all: { id: number; title: string }[];
  beforeAll(async () => {
    await create({ title: "Watch Guide" });
    await create({ title: "Ring Sizes" });
    await create({ title: "Care for watches" });
    all = (await t.call("GET", "/api/posts")).body;
  });

  it("answers every post, oldest first, in the post shape, with X-Total-Count", async () => {
    const res = await t.call("GET", "/api/posts");
    expect(res.status).toBe(200);
    expect(res.body.length).toBe(await countRows(t, posts));
    expect(res.headers.get("x-total-count")).toBe(String(res.body.length));
    expectOldestFirst(res.body);
    for (const p of res.body) expect(Object.keys(p).sort()).toEqual(postKeys);
  });

  it("honours sort=newest, limit and offset", async () => {
    const newest = await t.call("GET", "/api/posts?sort=newest&limit=2");
    expect(newest.body.map((p: { id: number }) => p.id)).toEqual(
      all
        .slice(-2)
        .reverse()
        .map((p) => p.id),
    );
    expect(newest.headers.get("x-total-count")).toBe(String(all.length));
    const page = await t.call("GET", "/api/posts?limit=2&offset=1");
    expect(page.body.map((p: { id: number }) => p.id)).toEqual(all.slice(1, 3).map((p) => p.id));
  });

  it("q searches titles, ignoring case", async () => {
    const res = await t.call("GET", "/api/posts?q=watch");
    expect(res.body.map((p: { title: string }) => p.title)).toEqual(["Watch Guide", "Care for watches"]);
    expect(res.headers.get("x-total-count")).toBe("2");
  });

  it("refuses a bad query with 400", async () => {
    expectError(await t.call("GET", "/api/posts?limit=x"), 400);
    expectError(await t.call("GET", "/api/posts?sort=random"), 400);
    expectError(await t.call("GET", `/api/posts?q=${"x".repeat(101)}`), 400, "q must be at most 100 characters");
  });
});

describe("GET /api/posts/single/:id", () => {
  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("GET", "/api/posts/single/999999"), 404, "The requested resource was not found");
    expectError(await t.call("GET", "/api/posts/single/abc"), 400, "id must be a positive whole number");
  });

  it("names a neutral author when the author's account is gone", async () => {
    const leaving = await t.staff("EDITOR", { username: "Leaving" });
    const post = await create({}, leaving.token);
    await t.database.db.delete(users).where(eq(users.id, leaving.id));
    const res = await t.call("GET", `/api/posts/single/${post.id}`);
    expect(res.status).toBe(200);
    expect(res.body.author).not.toBe("Leaving");
    expect(res.body.author.length).toBeGreaterThan(0);
  });
});

describe("PATCH /api/posts/update/:id", () => {
  it("changes only the fields given and moves updateAt", async () => {
    const post = await create({ title: "Before", tags: "keep" });
    const longAgo = new Date("2024-01-01T00:00:00Z");
    await t.database.db.update(posts).set({ updateAt: longAgo }).where(eq(posts.id, post.id));
    const res = await t.call("PATCH", `/api/posts/update/${post.id}`, { token: editor.token, json: { title: "After" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(postKeys);
    expect(res.body).toMatchObject({ ...post, title: "After", updateAt: expect.any(String) });
    expect(res.body.tags).toBe("keep");
    expect(new Date(res.body.updateAt).getTime()).toBeGreaterThan(longAgo.getTime());
    expect((await t.call("GET", `/api/posts/single/${post.id}`)).body.title).toBe("After");
  });

  it("takes the whole post object back", async () => {
    const post = await create();
    const res = await t.call("PATCH", `/api/posts/update/${post.id}`, {
      token: editor.token,
      json: { ...post, description: "A brand new description here." },
    });
    expect(res.status).toBe(200);
    expect(res.body.description).toBe("A brand new description here.");
    expect(res.body.author).toBe(post.author);
    expect(res.body.createAt).toBe(post.createAt);
  });

  it("validates what it is given and changes nothing on 400", async () => {
    const post = await create();
    for (const [json, message] of [
      [{ title: "ab" }, "title must be between 3 and 20 characters"],
      [{ description: "short" }, "description must be between 15 and 400 characters"],
      [{ imgUrl: "https://evil.example/a.png" }, "imgUrl must be a file returned by the upload call"],
    ] as const) {
      expectError(await t.call("PATCH", `/api/posts/update/${post.id}`, { token: editor.token, json }), 400, message);
    }
    expect((await t.call("GET", `/api/posts/single/${post.id}`)).body).toEqual(post);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("PATCH", "/api/posts/update/999999", { token: editor.token, json: { title: "Whatever" } }), 404);
    expectError(await t.call("PATCH", "/api/posts/update/abc", { token: editor.token, json: { title: "Whatever" } }), 400);
  });
});

describe("DELETE /api/posts/:id", () => {
  it("deletes the post", async () => {
    const post = await create();
    const res = await t.call("DELETE", `/api/posts/${post.id}`, { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: post.id });
    expectError(await t.call("GET", `/api/posts/single/${post.id}`), 404);
    expectError(await t.call("DELETE", `/api/posts/${post.id}`, { token: editor.token }), 404);
  });

  it("answers 404 for an unknown id and 400 for a malformed one", async () => {
    expectError(await t.call("DELETE", "/api/posts/999999", { token: editor.token }), 404);
    expectError(await t.call("DELETE", "/api/posts/abc", { token: editor.token }), 400);
  });
});

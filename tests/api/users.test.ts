import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { users } from "~/db/schema";
import { countRows, createTestApi, expectError, expectOldestFirst, formWithFiles, pngImage, type Staff, type TestApi } from "./harness";

let t: TestApi;
let superAdmin: Staff;
let otherSuper: Staff;
let admin: Staff;
let editor: Staff;
beforeAll(async () => {
  t = await createTestApi();
  superAdmin = await t.staff("SUPER_ADMIN", { username: "Boss" });
  otherSuper = await t.staff("SUPER_ADMIN", { username: "Founder" });
  admin = await t.staff("ADMIN", { username: "Adam" });
  editor = await t.staff("EDITOR", { username: "Eya" });
});
afterAll(() => t.close());

const userKeys = ["createAt", "email", "id", "imgUrl", "locale", "role", "updateAt", "username"];

function expectUserShape(user: Record<string, unknown>) {
  expect(Object.keys(user).sort()).toEqual(userKeys);
  const text = JSON.stringify(user);
  expect(text).not.toMatch(/password|hash|\$argon2/i);
}

const roleOf = async (id: number) => (await t.database.db.select().from(users).where(eq(users.id, id)))[0].role;

describe("GET /api/users", () => {
  it("answers every user, oldest first, without passwords, with X-Total-Count", async () => {
    for (const who of [admin, superAdmin]) {
      const res = await t.call("GET", "/api/users", { token: who.token });
      expect(res.status).toBe(200);
      expect(res.body.length).toBe(await countRows(t, users));
      expect(res.headers.get("x-total-count")).toBe(String(res.body.length));
      expectOldestFirst(res.body);
      for (const u of res.body) expectUserShape(u);
      expect(res.body.find((u: { id: number }) => u.id === editor.id)).toMatchObject({
        username: "Eya",
        email: editor.email,
        role: "EDITOR",
        imgUrl: "",
      });
    }
  });

  it("filters by role, searches usernames, and pages", async () => {
    const supers = await t.call("GET", "/api/users?role=SUPER_ADMIN", { token: admin.token });
    expect(supers.body.map((u: { username: string }) => u.username)).toEqual(["Boss", "Founder"]);
    expect(supers.headers.get("x-total-count")).toBe("2");
    const editors = await t.call("GET", "/api/users?role=EDITOR", { token: admin.token });
    expect(editors.body.every((u: { role: string }) => u.role === "EDITOR")).toBe(true);
    const q = await t.call("GET", "/api/users?q=ADA", { token: admin.token });
    expect(q.body.map((u: { username: string }) => u.username)).toEqual(["Adam"]);
    const all = (await t.call("GET", "/api/users", { token: admin.token })).body;
    const newest = await t.call("GET", "/api/users?sort=newest&limit=2&offset=1", { token: admin.token });
    expect(newest.body.map((u: { id: number }) => u.id)).toEqual(
      all
        .map((u: { id: number }) => u.id)
        .reverse()
        .slice(1, 3),
    );
    expect(newest.headers.get("x-total-count")).toBe(String(all.length));
    expectError(
      await t.call("GET", "/api/users?role=OWNER", { token: admin.token }),
      400,
      "role must be one of: SUPER_ADMIN, ADMIN, EDITOR",
    );
  });
});

describe("GET /api/users/length", () => {
  it("answers { length } with the number of users", async () => {
    const res = await t.call("GET", "/api/users/length", { token: editor.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ length: await countRows(t, users) });
  });
});

describe("GET /api/users/user", () => {
  it("answers the signed-in user, without password", async () => {
    for (const who of [editor, admin, superAdmin]) {
      const res = await t.call("GET", "/api/users/user", { token: who.token });
      expect(res.status).toBe(200);
      expectUserShape(res.body);
      expect(res.body).toMatchObject({ id: who.id, email: who.email, role: who.role });
    }
  });
});

describe("POST /api/users/create", () => {
  const newUser = (overrides: Record<string, unknown> = {}) => ({
    username: "Rania",
    email: "rania@yasmine.tn",
    password: "a-long-password",
    role: "EDITOR",
    ...overrides,
  });

  it("lets a super admin create an EDITOR or an ADMIN, who can then sign in", async () => {
    const res = await t.call("POST", "/api/users/create", { token: superAdmin.token, json: newUser() });
    expect(res.status).toBe(201);
    expectUserShape(res.body);
    expect(res.body).toMatchObject({ username: "Rania", email: "rania@yasmine.tn", role: "EDITOR", imgUrl: "" });
    const signIn = await t.call("POST", "/api/auth/login", { json: { email: "rania@yasmine.tn", password: "a-long-password" } });
    expect(signIn.status).toBe(201);
    const stored = (await t.database.db.select().from(users).where(eq(users.id, res.body.id)))[0];
    expect(stored.passwordHash).not.toContain("a-long-password");
    expect(stored.passwordHash).toMatch(/^\$argon2id\$|^\$scrypt/);

    const adminRes = await t.call("POST", "/api/users/create", {
      token: superAdmin.token,
      json: newUser({ username: "Hedi", email: "hedi@yasmine.tn", role: "ADMIN" }),
    });
    expect(adminRes.status).toBe(201);
    expect(adminRes.body.role).toBe("ADMIN");
  });

  it("refuses ADMIN and EDITOR callers with 403", async () => {
    const before = await countRows(t, users);
    for (const who of [admin, editor]) {
      expectError(
        await t.call("POST", "/api/users/create", { token: who.token, json: newUser({ email: `x${who.id}@yasmine.tn` }) }),
        403,
        "Your role does not allow this action",
      );
    }
    expect(await countRows(t, users)).toBe(before);
  });

  it("never creates a SUPER_ADMIN", async () => {
    const before = await countRows(t, users);
    for (const role of ["SUPER_ADMIN", "super_admin", "OWNER", "", undefined]) {
      const res = await t.call("POST", "/api/users/create", { token: superAdmin.token, json: newUser({ email: "sa@yasmine.tn", role }) });
      expectError(res, 400, "role must be one of: ADMIN, EDITOR");
    }
    expect(await countRows(t, users)).toBe(before);
  });

  it("answers 409 for an e-mail already used, in any case", async () => {
    const before = await countRows(t, users);
    for (const email of [editor.email, editor.email.toUpperCase()]) {
      expectError(
        await t.call("POST", "/api/users/create", { token: superAdmin.token, json: newUser({ email }) }),
        409,
        "email is already used by another account",
      );
    }
    expect(await countRows(t, users)).toBe(before);
  });

  describe("validation at the boundaries", () => {
    const email30 = `${"a".repeat(21)}@mail.com`; // 30 characters
    const email31 = `${"a".repeat(22)}@mail.com`;
    const cases: { label: string; change: Record<string, unknown>; valid: boolean; message?: string }[] = [
      { label: "username of 2", change: { username: "ab" }, valid: false, message: "username must be between 3 and 20 characters" },
      { label: "username of 3", change: { username: "abc" }, valid: true },
      { label: "username of 20", change: { username: "u".repeat(20) }, valid: true },
      {
        label: "username of 21",
        change: { username: "u".repeat(21) },
        valid: false,
        message: "username must be between 3 and 20 characters",
      },
      { label: "no username", change: { username: undefined }, valid: false, message: "username is required" },
      { label: "email of 30", change: { email: email30 }, valid: true },
      { label: "email of 31", change: { email: email31 }, valid: false, message: "email must be at most 30 characters" },
      { label: "an invalid email", change: { email: "not-an-email" }, valid: false, message: "email must be a valid e-mail address" },
      { label: "an email without domain", change: { email: "rania@" }, valid: false, message: "email must be a valid e-mail address" },
      { label: "no email", change: { email: "" }, valid: false, message: "email is required" },
      { label: "a password of 7", change: { password: "1234567" }, valid: false, message: "password must be between 8 and 128 characters" },
      { label: "a password of 8", change: { password: "12345678" }, valid: true },
      { label: "no password", change: { password: undefined }, valid: false, message: "password is required" },
    ];
    let n = 0;
    for (const c of cases) {
      it(`${c.label} is ${c.valid ? "accepted" : "refused"}`, async () => {
        n += 1;
        const before = await countRows(t, users);
        const json = newUser({ email: `boundary${n}@yasmine.tn`, ...c.change });
        const res = await t.call("POST", "/api/users/create", { token: superAdmin.token, json });
        if (c.valid) {
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          expect(await countRows(t, users)).toBe(before + 1);
        } else {
          expectError(res, 400, c.message!);
          expect(await countRows(t, users)).toBe(before);
        }
      });
    }
  });
});

describe("PUT /api/users/update/:id", () => {
  it("lets anyone on staff update their own username and e-mail", async () => {
    const me = await t.staff("EDITOR", { username: "Before" });
    const res = await t.call("PUT", `/api/users/update/${me.id}`, {
      token: me.token,
      json: { username: "After", email: "after@yasmine.tn" },
    });
    expect(res.status).toBe(200);
    expectUserShape(res.body);
    expect(res.body).toMatchObject({ id: me.id, username: "After", email: "after@yasmine.tn", role: "EDITOR" });
    const again = await t.call("GET", "/api/users/user", { token: me.token });
    expect(again.body).toMatchObject({ username: "After", email: "after@yasmine.tn" });
    // the whole user object, as the profile screen sends it back
    const whole = await t.call("PUT", `/api/users/update/${me.id}`, { token: me.token, json: { ...again.body, username: "Again" } });
    expect(whole.status).toBe(200);
    expect(whole.body.username).toBe("Again");
    expect(whole.body.role).toBe("EDITOR");
  });

  it("validates the profile: username 3 to 20, e-mail valid and at most 30", async () => {
    for (const [json, message] of [
      [{ username: "ab" }, "username must be between 3 and 20 characters"],
      [{ username: "u".repeat(21) }, "username must be between 3 and 20 characters"],
      [{ email: `${"a".repeat(22)}@mail.com` }, "email must be at most 30 characters"],
      [{ email: "bad-email" }, "email must be a valid e-mail address"],
      [{ role: "OWNER" }, /^role must be one of/],
    ] as const) {
      expectError(await t.call("PUT", `/api/users/update/${editor.id}`, { token: editor.token, json }), 400, message);
    }
    const ok = await t.call("PUT", `/api/users/update/${editor.id}`, {
      token: editor.token,
      json: { username: "u".repeat(20), email: `${"e".repeat(21)}@mail.com` },
    });
    expect(ok.status).toBe(200);
    editor.email = ok.body.email;
  });

  it("answers 409 when the new e-mail belongs to someone else, and accepts one's own in another case", async () => {
    expectError(
      await t.call("PUT", `/api/users/update/${editor.id}`, { token: editor.token, json: { email: admin.email } }),
      409,
      "email is already used by another account",
    );
    const own = await t.call("PUT", `/api/users/update/${admin.id}`, { token: admin.token, json: { email: admin.email.toUpperCase() } });
    expect(own.status).toBe(200);
  });

  it("refuses changing another user's username or e-mail, whatever the caller's role", async () => {
    const target = await t.staff("EDITOR", { username: "Target" });
    for (const who of [editor, admin, superAdmin]) {
      expectError(
        await t.call("PUT", `/api/users/update/${target.id}`, { token: who.token, json: { username: "Hijacked" } }),
        403,
        "You can only update your own account",
      );
      expectError(await t.call("PUT", `/api/users/update/${target.id}`, { token: who.token, json: { email: "hijack@yasmine.tn" } }), 403);
    }
    const stored = (await t.database.db.select().from(users).where(eq(users.id, target.id)))[0];
    expect(stored.username).toBe("Target");
    expect(stored.email).toBe(target.email);
  });

  it("does not let an EDITOR or an ADMIN read another account through an empty update", async () => {
    for (const who of [editor, admin]) {
      const res = await t.call("PUT", `/api/users/update/${superAdmin.id}`, { token: who.token, json: {} });
      expectError(res, 403);
      expect(JSON.stringify(res.body)).not.toContain(superAdmin.email);
    }
  });

  it("lets only a super admin change the role of a non-super-admin, to ADMIN or EDITOR", async () => {
    const target = await t.staff("EDITOR", { username: "Promoted" });
    const listed = (await t.call("GET", "/api/users", { token: superAdmin.token })).body.find((u: { id: number }) => u.id === target.id);
    // the user object, as the Users screen sends it
    const up = await t.call("PUT", `/api/users/update/${target.id}`, { token: superAdmin.token, json: { ...listed, role: "ADMIN" } });
    expect(up.status).toBe(200);
    expect(up.body).toMatchObject({ id: target.id, role: "ADMIN", username: "Promoted" });
    expect(await roleOf(target.id)).toBe("ADMIN");
    const down = await t.call("PUT", `/api/users/update/${target.id}`, { token: superAdmin.token, json: { role: "EDITOR" } });
    expect(down.body.role).toBe("EDITOR");
    // the role change of another user leaves their profile alone
    expect(down.body.username).toBe("Promoted");
  });

  it("refuses a role change by an ADMIN or an EDITOR, even of their own role", async () => {
    const target = await t.staff("EDITOR");
    for (const [who, id] of [
      [admin, target.id],
      [editor, target.id],
      [editor, editor.id],
      [admin, admin.id],
    ] as const) {
      expectError(
        await t.call("PUT", `/api/users/update/${id}`, {
          token: who.token,
          json: { role: who.role === "ADMIN" && id === admin.id ? "EDITOR" : "ADMIN" },
        }),
        403,
      );
    }
    expect(await roleOf(target.id)).toBe("EDITOR");
    expect(await roleOf(editor.id)).toBe("EDITOR");
    expect(await roleOf(admin.id)).toBe("ADMIN");
  });

  it("never makes a SUPER_ADMIN, nor changes one's role", async () => {
    const target = await t.staff("ADMIN");
    expectError(
      await t.call("PUT", `/api/users/update/${target.id}`, { token: superAdmin.token, json: { role: "SUPER_ADMIN" } }),
      403,
      "A super admin's role cannot be changed",
    );
    expect(await roleOf(target.id)).toBe("ADMIN");
    expectError(
      await t.call("PUT", `/api/users/update/${otherSuper.id}`, { token: superAdmin.token, json: { role: "ADMIN" } }),
      403,
      "A super admin's role cannot be changed",
    );
    expectError(await t.call("PUT", `/api/users/update/${superAdmin.id}`, { token: superAdmin.token, json: { role: "EDITOR" } }), 403);
    expectError(await t.call("PUT", `/api/users/update/${editor.id}`, { token: editor.token, json: { role: "SUPER_ADMIN" } }), 403);
    expect(await roleOf(otherSuper.id)).toBe("SUPER_ADMIN");
    expect(await roleOf(superAdmin.id)).toBe("SUPER_ADMIN");
    expect(await roleOf(editor.id)).toBe("EDITOR");
    expect((await t.call("GET", "/api/users?role=SUPER_ADMIN", { token: admin.token })).headers.get("x-total-count")).toBe("2");
  });

  it("lets a super admin update their own profile while keeping the role", async () => {
    const res = await t.call("PUT", `/api/users/update/${superAdmin.id}`, {
      token: superAdmin.token,
      json: { username: "Big Boss", role: "SUPER_ADMIN" },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ username: "Big Boss", role: "SUPER_ADMIN" });
  });

  it("answers 404 to a super admin for an unknown id, 403 to anyone else, and 400 for a malformed one", async () => {
    expectError(await t.call("PUT", "/api/users/update/999999", { token: superAdmin.token, json: { role: "ADMIN" } }), 404);
    // Anyone else is told only that the account is not theirs, so ids cannot be probed.
    expectError(
      await t.call("PUT", "/api/users/update/999999", { token: editor.token, json: { username: "Ghost" } }),
      403,
      "You can only update your own account",
    );
    expectError(await t.call("PUT", "/api/users/update/abc", { token: editor.token, json: { username: "Ghost" } }), 400);
  });
});

describe("the back-office language (locale) of a user", () => {
  it("is English for a new account, and every user object carries it", async () => {
    const fresh = await t.staff("EDITOR", { username: "Lina" });
    const me = await t.call("GET", "/api/users/user", { token: fresh.token });
    expect(me.body.locale).toBe("en");
    const list = await t.call("GET", "/api/users", { token: admin.token });
    for (const u of list.body) expect(["en", "fr", "ar"]).toContain(u.locale);
  });

  it("is set by its owner through the profile update, alone or with the other fields, and kept by later updates", async () => {
    const me = await t.staff("EDITOR", { username: "Salma" });
    const arabic = await t.call("PUT", `/api/users/update/${me.id}`, { token: me.token, json: { locale: "ar" } });
    expect(arabic.status).toBe(200);
    expectUserShape(arabic.body);
    expect(arabic.body).toMatchObject({ id: me.id, username: "Salma", locale: "ar" });
    expect((await t.call("GET", "/api/users/user", { token: me.token })).body.locale).toBe("ar");
    expect((await t.database.db.select().from(users).where(eq(users.id, me.id)))[0].locale).toBe("ar");

    const french = await t.call("PUT", `/api/users/update/${me.id}`, {
      token: me.token,
      json: { username: "Salma B", email: "salma.b@yasmine.tn", locale: "fr" },
    });
    expect(french.status).toBe(200);
    expect(french.body).toMatchObject({ username: "Salma B", email: "salma.b@yasmine.tn", locale: "fr" });

    // An update without it leaves it as it is; the whole object sent back keeps it too.
    const renamed = await t.call("PUT", `/api/users/update/${me.id}`, { token: me.token, json: { username: "Salma C" } });
    expect(renamed.body.locale).toBe("fr");
    const whole = await t.call("PUT", `/api/users/update/${me.id}`, { token: me.token, json: { ...renamed.body, username: "Salma D" } });
    expect(whole.status).toBe(200);
    expect(whole.body).toMatchObject({ username: "Salma D", locale: "fr" });

    const english = await t.call("PUT", `/api/users/update/${me.id}`, { token: me.token, json: { locale: "en" } });
    expect(english.body.locale).toBe("en");
  });

  it("answers 400 with a clear sentence for a language the store does not speak", async () => {
    const me = await t.staff("EDITOR", { username: "Nour" });
    for (const locale of ["de", "EN", "", "fr-FR", 3, null]) {
      expectError(
        await t.call("PUT", `/api/users/update/${me.id}`, { token: me.token, json: { locale } }),
        400,
        "locale must be one of: en, fr, ar",
      );
    }
    expect((await t.call("GET", "/api/users/user", { token: me.token })).body.locale).toBe("en");
  });

  it("is never set on someone else's account, even by a super admin, who may still send the object back unchanged", async () => {
    const target = await t.staff("EDITOR", { username: "Others" });
    for (const who of [editor, admin, superAdmin]) {
      expectError(
        await t.call("PUT", `/api/users/update/${target.id}`, { token: who.token, json: { locale: "ar" } }),
        403,
        "You can only update your own account",
      );
    }
    const unchanged = await t.call("PUT", `/api/users/update/${target.id}`, {
      token: superAdmin.token,
      json: { role: "ADMIN", locale: "en" },
    });
    expect(unchanged.status).toBe(200);
    expect(unchanged.body).toMatchObject({ role: "ADMIN", locale: "en" });
  });

  it("is documented in the OpenAPI document of the update call", async () => {
    const doc = await t.call("GET", "/api/openapi.json");
    const body = doc.body.paths["/api/users/update/{id}"].put.requestBody.content["application/json"].schema;
    expect(body.properties.locale).toMatchObject({ type: "string", enum: ["en", "fr", "ar"] });
    expect(body.properties.locale.description).toMatch(/language/);
    expect(body.required ?? []).not.toContain("locale");
    // The user object every users call answers carries it too.
    const user = doc.body.components.schemas.User;
    expect(user.properties.locale).toMatchObject({ type: "string", enum: ["en", "fr", "ar"] });
    expect(user.required).toContain("locale");
    const answer = doc.body.paths["/api/users/user"].get.responses["200"].content["application/json"].schema;
    expect(answer).toEqual({ $ref: "#/components/schemas/User" });
  });
});

describe("PUT /api/users/update/avatar/:id", () => {
  it("sets one's own avatar to a url from the media upload", async () => {
    const upload = await t.call("POST", "/api/media", {
      token: editor.token,
      body: formWithFiles("file", [{ bytes: await pngImage("#f1c40f"), name: "me.png" }]),
    });
    expect(upload.status).toBe(201);
    const res = await t.call("PUT", `/api/users/update/avatar/${editor.id}`, { token: editor.token, json: { imgUrl: upload.body.url } });
    expect(res.status).toBe(200);
    expectUserShape(res.body);
    expect(res.body.imgUrl).toBe(upload.body.url);
    expect((await t.call("GET", "/api/users/user", { token: editor.token })).body.imgUrl).toBe(upload.body.url);
  });

  it("refuses urls that are not images from the media upload", async () => {
    for (const imgUrl of [
      "javascript:alert(1)",
      "http://plain.example/a.png",
      "https://tracker.example/pixel.png",
      '/api/media/x" onerror="a',
      "",
      "data:image/png;base64,AAAA",
    ]) {
      expectError(await t.call("PUT", `/api/users/update/avatar/${editor.id}`, { token: editor.token, json: { imgUrl } }), 400);
    }
    expectError(await t.call("PUT", `/api/users/update/avatar/${editor.id}`, { token: editor.token, json: {} }), 400, "imgUrl is required");
  });

  it("refuses setting someone else's avatar, whatever the caller's role", async () => {
    const target = await t.staff("EDITOR");
    for (const who of [editor, admin, superAdmin]) {
      expectError(
        await t.call("PUT", `/api/users/update/avatar/${target.id}`, {
          token: who.token,
          json: { imgUrl: `/api/media/${"a".repeat(32)}.png` },
        }),
        403,
        "You can only update your own account",
      );
    }
    expect((await t.database.db.select().from(users).where(eq(users.id, target.id)))[0].imgUrl).toBe("");
  });

  it("answers 403 for an unknown id, so account ids cannot be probed, and 400 for a malformed one", async () => {
    const json = { imgUrl: `/api/media/${"a".repeat(32)}.png` };
    expectError(
      await t.call("PUT", "/api/users/update/avatar/999999", { token: editor.token, json }),
      403,
      "You can only update your own account",
    );
    expectError(await t.call("PUT", "/api/users/update/avatar/abc", { token: editor.token, json }), 400);
  });
});

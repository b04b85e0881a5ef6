import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "~/api";
import { permissionTable } from "~/api/permissions";
import { BODY_MAX_BYTES } from "~/lib/limits";
import { createTestApi, expectError, type TestApi } from "./harness";

let t: TestApi;
beforeAll(async () => {
  t = await createTestApi();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("answers 200 { status: ok } when the database answers", async () => {
    const res = await t.call("GET", "/api/health");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 with the error shape when the database does not answer", async () => {
    const broken = createApi({
      db: t.database.db,
      ping: async () => {
        throw new Error("connect ECONNREFUSED");
      },
    });
    const res = await broken.request("/api/health");
    expect(res.status).toBe(503);
    const body = await res.json();
    expect(body.status).not.toBe("ok");
    expect(body.statusCode).toBe(503);
    expect(body.message[0]).toMatch(/temporarily unavailable/);
  });
});

describe("GET /api/openapi.json", () => {
  it("is an OpenAPI 3 document that lists every route of the permission table", async () => {
    const res = await t.call("GET", "/api/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/application\/json/);
    expect(res.body.openapi).toMatch(/^3\./);
    expect(res.body.info.title).toBeTruthy();
    const documented = Object.entries(res.body.paths as Record<string, Record<string, unknown>>).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path.replace(/^\/api/, "").replace(/\{(\w+)\}/g, ":$1")}`),
    );
    expect(documented.sort()).toEqual(Object.keys(permissionTable).sort());
  });

  it("describes request bodies from the zod schemas and marks staff routes as secured", async () => {
    const { body } = await t.call("GET", "/api/openapi.json");
    const create = body.paths["/api/products/create"].post;
    const schema = create.requestBody.content["application/json"].schema;
    expect(JSON.stringify(schema)).toContain("description");
    expect(create.security).toEqual([{ bearer: [] }]);
    const order = body.paths["/api/orders/create"].post;
    expect(JSON.stringify(order.requestBody.content["application/json"].schema)).toContain("telephone");
    expect(order.security).toEqual([]);
    expect(body.paths["/api/products/upload"].post.requestBody.content["multipart/form-data"]).toBeDefined();
  });
});

describe("GET /api/docs", () => {
  it("shows a readable HTML page of the API", async () => {
    const res = await t.call("GET", "/api/docs");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/text\/html/);
    expect(res.body).toContain("<table");
    expect(res.body).toContain("/api/openapi.json");
    expect(res.body).toContain("/api/orders/create");
    expect(res.body).toContain("SUPER_ADMIN only");
  });
});

describe("unknown routes", () => {
  it("answer 404 with the error shape", async () => {
    expectError(await t.call("GET", "/api/no-such-thing"), 404, "No such API route");
    expectError(await t.call("POST", "/api/products/nothing/here"), 404, "No such API route");
  });

  it("answer 404 for a known path with an unknown method", async () => {
    expectError(await t.call("PATCH", "/api/products"), 404);
  });
});

describe("request bodies", () => {
  it("refuses a body larger than the limit with 413", async () => {
    const big = JSON.stringify({ email: "a@b.tn", password: "x".repeat(BODY_MAX_BYTES + 10) });
    const res = await t.call("POST", "/api/auth/login", { body: big, headers: { "content-type": "application/json" } });
    expectError(res, 413, "The request body is larger than 10 MB");
  });

  it("refuses a body larger than the limit with 413 when its length is declared", async () => {
    const big = "x".repeat(BODY_MAX_BYTES + 10);
    const res = await t.call("POST", "/api/messages/send", {
      body: big,
      headers: { "content-type": "application/json", "content-length": String(big.length) },
    });
    expectError(res, 413);
  });

  it("refuses a JSON route called with another content type with 415", async () => {
    const body = JSON.stringify({ email: "a@b.tn", password: "secret" });
    expectError(
      await t.call("POST", "/api/auth/login", { body, headers: { "content-type": "text/plain" } }),
      415,
      "The request body must be JSON",
    );
    expectError(await t.call("POST", "/api/messages/send", { body }), 415);
    expectError(
      await t.call("POST", "/api/orders/create", {
        body: new URLSearchParams({ fullName: "Amira" }),
      }),
      415,
    );
  });

  it("accepts a JSON content type with a charset", async () => {
    const res = await t.call("POST", "/api/messages/send", {
      json: { name: "Sami", email: "sami@mail.tn", subject: "Hello", message: "Charset test" },
      headers: { "content-type": "application/json; charset=utf-8" },
    });
    expect(res.status).toBe(201);
  });

  it("refuses malformed JSON with 400", async () => {
    for (const body of ["{", "{'a': 1}", "", "not json"]) {
      const res = await t.call("POST", "/api/auth/login", { body, headers: { "content-type": "application/json" } });
      expectError(res, 400, "The request body must be valid JSON");
    }
  });

  it("refuses JSON that is not an object with 400 and field sentences", async () => {
    for (const json of [null, [], "text", 42]) {
      expectError(await t.call("POST", "/api/messages/send", { json }), 400);
    }
  });
});

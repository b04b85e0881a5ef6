/**
 * The OpenAPI document describes every operation as a client needs it: a stable operationId, its path
 * parameters, and every status it may answer with the error shape.
 */
import { describe, expect, it } from "vitest";
import { createApi } from "~/api";
import { buildOpenApi } from "~/api/openapi";
import { operationIds } from "~/api/operation-ids";

const api = createApi({ db: {} as never, ping: async () => {} });
const doc = buildOpenApi(api.routeTable);
type Operation = { operationId?: string; parameters?: { in: string; name: string }[]; responses: Record<string, unknown> };
const operations = Object.entries(doc.paths!).flatMap(([path, item]) =>
  Object.entries(item as Record<string, Operation>).map(([method, operation]) => ({ path, method, operation })),
);

describe("the OpenAPI document", () => {
  it("is OpenAPI 3.1 with the store's license", () => {
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.info.license?.name).toMatch(/Proprietary/);
  });

  it("gives every operation its own stable operationId, from the one table", () => {
    const ids = operations.map((o) => o.operation.operationId);
    expect(ids.every((id) => typeof id === "string" && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(Object.keys(operationIds).sort()).toEqual(api.routeTable.map((r) => `${r.method} ${r.path}`).sort());
    expect(doc.paths!["/api/orders/create"].post!.operationId).toBe("createOrder");
  });

  it("declares each path parameter", () => {
    for (const { path, method, operation } of operations) {
      const named = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
      const declared = (operation.parameters ?? []).filter((p) => p.in === "path").map((p) => p.name);
      expect(declared.sort(), `${method} ${path}`).toEqual(named.sort());
    }
  });

  it("lists the answers the issue found missing: 404 for unknown records, 401 for a wrong password, 409 for stock and taken e-mails, 429 where limited", () => {
    const answers = (path: string, method: string) => Object.keys((doc.paths![path] as Record<string, Operation>)[method].responses);
    for (const path of [
      "/api/products/single/{id}",
      "/api/posts/single/{id}",
      "/api/orders/{id}",
      "/api/messages/{id}",
      "/api/products/images/{name}",
      "/api/media/{name}",
      "/api/products/type/{type}",
    ]) {
      expect(answers(path, "get"), path).toContain("404");
    }
    expect(answers("/api/products/update/{id}", "put")).toContain("404");
    expect(answers("/api/products/{id}", "delete")).toContain("404");
    expect(answers("/api/auth/login", "post")).toEqual(expect.arrayContaining(["401", "429"]));
    expect(answers("/api/orders/create", "post")).toEqual(expect.arrayContaining(["409", "413", "415", "429", "503"]));
    expect(answers("/api/users/create", "post")).toContain("409");
  });
});

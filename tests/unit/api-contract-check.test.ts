/**
 * The API suite's contract check (tests/api/contract.ts) fails on what the OpenAPI document does not describe,
 * and passes what it does.
 */
import { describe, expect, it } from "vitest";
import { createApi } from "~/api";
import { buildOpenApi } from "~/api/openapi";
import { checkedAgainstContract, createContract, type Answer, type OpenApiDocument } from "../api/contract";

const document = buildOpenApi(createApi({ db: {} as never, ping: async () => {} }).routeTable) as unknown as OpenApiDocument;
const contract = createContract(document);
const json = (value: unknown) => JSON.stringify(value);
const answer = (overrides: Partial<Answer>): Answer => ({
  method: "GET",
  url: "http://localhost/api/health",
  status: 200,
  contentType: "application/json",
  body: json({ status: "ok" }),
  ...overrides,
});
const notFound = json({ statusCode: 404, message: ["Not found"], error: "Not Found" });

describe("the contract check", () => {
  it("passes an answer the document describes: its status, content type and body", () => {
    expect(contract.check(answer({}))).toEqual([]);
    expect(contract.check(answer({ url: "http://localhost/api/products/single/12?lang=fr", status: 404, body: notFound }))).toEqual([]);
  });

  it("fails a status code the operation does not list", () => {
    const problems = contract.check(
      answer({ url: "/api/products/single/12", status: 418, body: json({ statusCode: 418, message: ["teapot"], error: "I'm a teapot" }) }),
    );
    expect(problems.join()).toMatch(/getProduct does not list status 418/);
  });

  it("fails a body that does not match the listed schema", () => {
    expect(contract.check(answer({ body: json({ status: "fine" }) })).join()).toMatch(
      /body\/status must be equal to one of the allowed values/,
    );
    expect(
      contract
        .check(answer({ status: 404, url: "/api/orders/3", body: json({ statusCode: 404, message: "not a list", error: "x" }) }))
        .join(),
    ).toMatch(/body\/message must be array/);
  });

  it("fails a content type the document does not give for that status", () => {
    expect(contract.check(answer({ contentType: "text/plain", body: "ok" })).join()).toMatch(
      /content type text\/plain is not one of application\/json/,
    );
    expect(contract.check(answer({ url: "/api/media/a.webp", contentType: "image/webp", body: "\u0000\u0000" }))).toEqual([]);
    expect(contract.check(answer({ url: "/api/media/a.webp", contentType: "application/pdf", body: "\u0000" })).join()).toMatch(
      /not one of image\/\*/,
    );
  });

  it("holds paths the document does not list to its rule: 404 with the Error body", () => {
    expect(contract.check(answer({ url: "/api/no-such-thing", status: 404, body: notFound }))).toEqual([]);
    expect(contract.check(answer({ url: "/api/no-such-thing", status: 200 })).join()).toMatch(/no operation of the document matches/);
    expect(contract.check(answer({ url: "/api/no-such-thing", status: 404, body: json({ error: "gone" }) })).join()).toMatch(
      /must have required property/,
    );
  });

  it("makes a call of the API suite fail when the answer is not described", async () => {
    const undocumented = {
      fetch: (request: Request) =>
        new URL(request.url).pathname === "/api/openapi.json"
          ? Response.json(document)
          : Response.json({ statusCode: 418, message: ["teapot"], error: "I'm a teapot" }, { status: 418 }),
      request: (_input: RequestInfo | URL) => new Response(null),
    };
    const api = checkedAgainstContract(undocumented);
    await expect(api.request("/api/health")).rejects.toThrow(/does not describe this answer[\s\S]*getHealth does not list status 418/);
    await expect(api.fetch(new Request("http://localhost/api/users/length"))).rejects.toThrow(/does not list status 418/);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApi, expectError, type TestApi, uploadProductImage, validProduct } from "./harness";

let t: TestApi;
const names: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApi();
  const editor = await t.staff("EDITOR");
  const image = await uploadProductImage(t, editor.token);
  for (const [key, price, quantity] of [
    ["cheap", "10.00", 5],
    ["middle", "25.50", 0],
    ["dear", "40.00", 3],
  ] as const) {
    const res = await t.call("POST", "/api/products/create", {
      token: editor.token,
      json: validProduct([image], { name: `Range ${key}`, types: "watches", categories: "chain_type", price, quantity: String(quantity) }),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    names[key] = res.body.name;
  }
});
afterAll(() => t.close());

const listed = async (query: string) => {
  const res = await t.call("GET", `/api/products/type/watches?sort=price_asc&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { names: (res.body as { name: string }[]).map((p) => p.name), total: res.headers.get("x-total-count") };
};

describe("the price range and in-stock filters of product lists", () => {
  it("keeps the products whose price is within the bounds, both included", async () => {
    expect(await listed("minPrice=10&maxPrice=25.5")).toEqual({ names: [names.cheap, names.middle], total: "2" });
    expect(await listed("minPrice=25.501")).toEqual({ names: [names.dear], total: "1" });
    expect(await listed("maxPrice=9.999")).toEqual({ names: [], total: "0" });
  });

  it("combines with in stock only", async () => {
    expect(await listed("minPrice=10&maxPrice=40&status=1")).toEqual({ names: [names.cheap, names.dear], total: "2" });
  });

  it("refuses a bound that is not a price with 400", async () => {
    expectError(await t.call("GET", "/api/products?minPrice=ten"), 400, "minPrice must be a positive number with at most 3 decimals");
    expectError(await t.call("GET", "/api/products?maxPrice=-1"), 400, "maxPrice must be a positive number with at most 3 decimals");
    expectError(await t.call("GET", "/api/products?maxPrice=1.2345"), 400, "maxPrice must be a positive number with at most 3 decimals");
  });
});

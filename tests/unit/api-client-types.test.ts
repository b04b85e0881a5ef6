import fs from "node:fs";
import { describe, expect, it } from "vitest";
import type { paths } from "../../clients/api-types";
import { API_TYPES_FILE, apiClientTypes } from "../../scripts/api-client-types";

// The example of docs/api.md, checked by the type checker: a product as GET /api/products/single/{id} answers it.
type Product = paths["/api/products/single/{id}"]["get"]["responses"]["200"]["content"]["application/json"];
const readName = (product: Product): string => product.name;

describe("the API's TypeScript types for its users", () => {
  it("are current: regenerated from today's OpenAPI document, they equal the committed file (else run npm run api:client)", async () => {
    const generated = await apiClientTypes();
    expect(generated).toContain('"/api/orders/create"');
    expect(generated).toContain("createOrder: {");
    expect(fs.readFileSync(API_TYPES_FILE, "utf8")).toBe(generated);
    expect(readName({ name: "Linen Dress" } as Product)).toBe("Linen Dress");
  });
});

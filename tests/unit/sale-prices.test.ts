import { describe, expect, it } from "vitest";
import type { AppLoadContext } from "@remix-run/node";
import { apiClient } from "~/api-client.server";
import { demoProducts } from "~/db/demo/catalog";
import { compareAmounts, percentOff } from "~/lib/money";
import { productFormSchemaFor } from "~/lib/product-schemas";
import { sayInvalid } from "~/lib/validation-messages";

describe("percentOff", () => {
  it("is the whole percentage a sale takes off the compare-at price", () => {
    expect(percentOff("59.60", "74.50")).toBe(20);
    expect(percentOff("50.00", "100.00")).toBe(50);
    expect(percentOff("74.50", "99.00")).toBe(25);
    expect(percentOff("0.01", "100.00")).toBe(100);
  });

  it("rounds half up, exactly, whatever the decimals", () => {
    // 12.5 % and 12.4999 %: a float would make either one 12 or 13 by chance.
    expect(percentOff("70.00", "80.00")).toBe(13);
    expect(percentOff("87.501", "100")).toBe(12);
    expect(percentOff("87.5", "100.000")).toBe(13);
    expect(percentOff("12.345", "15.500")).toBe(20);
    expect(percentOff("66.67", "100.00")).toBe(33);
    expect(percentOff("66.66", "100.00")).toBe(33);
    expect(percentOff("66.50", "100.00")).toBe(34);
  });

  it("says 1, never 0, for a sale of less than half a percent", () => {
    expect(percentOff("99.90", "100.00")).toBe(1);
    expect(percentOff("12.345", "12.346")).toBe(1);
  });

  it("is null when the product is not on sale", () => {
    expect(percentOff("20.00", null)).toBeNull();
    expect(percentOff("20.00", undefined)).toBeNull();
    expect(percentOff("20.00", "")).toBeNull();
    expect(percentOff("20.00", "20.00")).toBeNull();
    expect(percentOff("20.00", "20")).toBeNull();
    expect(percentOff("20.00", "19.99")).toBeNull();
  });

  it("refuses what is not an amount", () => {
    expect(() => percentOff("abc", "10")).toThrow(RangeError);
    expect(() => percentOff("5", "1e3")).toThrow(RangeError);
  });
});

describe("the product form's compare-at price", () => {
  const form = (overrides: Record<string, unknown>) => ({
    name: "Linen Dress",
    price: "49.90",
    quantity: "5",
    type: "women_s_clothing",
    category: "dresses",
    description: "A light linen dress for hot days.",
    ...overrides,
  });
  const errorsOf = (result: ReturnType<ReturnType<typeof productFormSchemaFor>["safeParse"]>) =>
    result.success ? [] : result.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`);

  it("is optional: an empty field or null is no sale, a missing one is left alone", () => {
    const usd = productFormSchemaFor("USD");
    expect(usd.parse(form({ compareAtPrice: "" })).compareAtPrice).toBeNull();
    expect(usd.parse(form({ compareAtPrice: null })).compareAtPrice).toBeNull();
    expect(usd.parse(form({})).compareAtPrice).toBeUndefined();
  });

  it("is written with the currency's decimals", () => {
    expect(productFormSchemaFor("USD").parse(form({ compareAtPrice: "74.5" })).compareAtPrice).toBe("74.50");
    expect(productFormSchemaFor("TND").parse(form({ price: "12.345", compareAtPrice: "15.5" })).compareAtPrice).toBe("15.500");
  });

  it("must be above the price: the error is said beside the field, in the browser and the API alike", () => {
    const usd = productFormSchemaFor("USD");
    expect(errorsOf(usd.safeParse(form({ compareAtPrice: "49.90" })))).toEqual([`compareAtPrice: ${sayInvalid.compareAtAbovePrice()}`]);
    expect(errorsOf(usd.safeParse(form({ compareAtPrice: "10" })))).toEqual([`compareAtPrice: ${sayInvalid.compareAtAbovePrice()}`]);
    expect(errorsOf(usd.safeParse(form({ compareAtPrice: "49.91" })))).toEqual([]);
    expect(errorsOf(usd.safeParse(form({ compareAtPrice: "49.901" })))).toEqual([
      `compareAtPrice: ${sayInvalid.priceFormat("compareAtPrice", 2)}`,
    ]);
  });
});

describe("the pages' API client", () => {
  /** An in-process API that answers one body, as the server hands the API to Remix. */
  const answering = (body: unknown) =>
    ({
      api: async () => new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } }),
    }) as unknown as AppLoadContext;
  const product = (id: number, price: string, compareAtPrice: string | null) => ({ id, name: `P${id}`, price, compareAtPrice });

  it("marks each product on sale with its percentage off, and no other", async () => {
    const list = await apiClient(answering([product(1, "59.60", "74.50"), product(2, "10.00", null)]), null).products.list();
    expect(list.data.map((p) => p.percentOff)).toEqual([20, undefined]);
    const single = await apiClient(answering(product(3, "50.00", "100.00")), null).products.single(3);
    expect(single.data.percentOff).toBe(50);
    const byType = await apiClient(answering([product(4, "99.90", "100.00")]), "token").products.byType("watches");
    expect(byType.data[0].percentOff).toBe(1);
  });
});

describe("the demo catalogue's sales", () => {
  it("puts a handful of products on sale, each compare-at price above its price, across types and states", () => {
    const onSale = demoProducts.filter((p) => p.compareAtPrice);
    expect(onSale.length).toBeGreaterThanOrEqual(5);
    for (const p of onSale) expect(compareAmounts(p.compareAtPrice!, p.price), p.name).toBe(1);
    expect(new Set(onSale.map((p) => p.type)).size).toBeGreaterThanOrEqual(5);
    // Every state a shopper can meet: new and on sale, sold out and on sale, on sale only.
    expect(onSale.some((p) => p.isNew)).toBe(true);
    expect(onSale.some((p) => p.quantity === 0)).toBe(true);
    expect(onSale.some((p) => !p.isNew && p.quantity > 0)).toBe(true);
  });
});

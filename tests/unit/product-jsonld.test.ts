/**
 * The product page's JSON-LD against Google's rules for product snippets and merchant listings, as
 * @adobe/structured-data-validator implements them (its schema.org vocabulary check needs the vocabulary file,
 * which is not shipped: the Google rules run offline).
 */
import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "~/lib/seo.server";
import type { Product, ProductColor } from "~/lib/types";

const SITE = "https://shop.example.tn";

const base: Product = {
  id: 42,
  name: "Wrap Dress",
  price: "89.5",
  quantity: "7",
  description: "A wrap dress in light crepe.",
  images: [{ url: "emerald-1.jpg" }, { url: "emerald-2.jpg" }, { url: "black-1.jpg" }],
  categories: "dresses",
  type: "women_s_clothing",
  createAt: "2026-01-01T00:00:00.000Z",
  updateAt: "2026-02-01T00:00:00.000Z",
  isNew: "false",
  sizes: [
    { size: "s", quantity: 2 },
    { size: "m", quantity: 5 },
  ],
};

const color = (id: number, name: string, images: string[], sizes: ProductColor["sizes"]): ProductColor => ({
  id,
  name,
  hex: "#1f7a4d",
  family: "green",
  images: images.map((url) => ({ url })),
  sizes,
  translations: { fr: { name: "" }, ar: { name: "" } },
});

const dress: Product = {
  ...base,
  colors: [
    color(
      3,
      "Emerald",
      ["emerald-1.jpg", "emerald-2.jpg"],
      [
        { size: "s", quantity: 2 },
        { size: "m", quantity: 0 },
      ],
    ),
    color(
      4,
      "Black",
      ["black-1.jpg"],
      [
        { size: "s", quantity: 0 },
        { size: "m", quantity: 5 },
      ],
    ),
  ],
};

async function errorsOf(ld: Record<string, unknown>) {
  const issues = await new Validator().validate({ jsonld: { [String(ld["@type"])]: [structuredClone(ld)] } });
  return issues.filter((issue) => issue.severity === "ERROR").map((issue) => issue.issueMessage);
}

type Variant = {
  "@type": string;
  sku: string;
  name: string;
  color: string;
  size?: string;
  image: string[];
  url: string;
  offers: Record<string, unknown>;
};

describe("product JSON-LD", () => {
  it("is a valid Product for a product without colours, as before", async () => {
    const ld = productJsonLd(base, SITE, "Yasmine", "TND");
    expect(ld["@type"]).toBe("Product");
    expect(ld).not.toHaveProperty("hasVariant");
    expect(await errorsOf(ld)).toEqual([]);
  });

  it("is a valid ProductGroup with one Product per colour and size for a product with colours", async () => {
    const ld = productJsonLd(dress, SITE, "Yasmine", "TND");
    expect(ld).toMatchObject({
      "@type": "ProductGroup",
      productGroupID: "42",
      url: `${SITE}/single/42`,
      variesBy: ["https://schema.org/color", "https://schema.org/size"],
    });
    const variants = ld.hasVariant as Variant[];
    expect(variants.map((v) => [v.sku, v.color, v.size, v.offers.availability])).toEqual([
      ["42-3-s", "Emerald", "S", "https://schema.org/InStock"],
      ["42-3-m", "Emerald", "M", "https://schema.org/OutOfStock"],
      ["42-4-s", "Black", "S", "https://schema.org/OutOfStock"],
      ["42-4-m", "Black", "M", "https://schema.org/InStock"],
    ]);
    expect(variants[2]).toMatchObject({
      "@type": "Product",
      name: "Wrap Dress – Black – S",
      image: [`${SITE}/api/products/images/black-1.jpg`],
      url: `${SITE}/single/42?color=4`,
      offers: { "@type": "Offer", price: "89.500", priceCurrency: "TND", url: `${SITE}/single/42?color=4` },
    });
    expect(await errorsOf(ld)).toEqual([]);
  });

  it("has one variant per colour, without a size, for a product in one size", async () => {
    const watch: Product = {
      ...dress,
      type: "watches",
      colors: [
        color(5, "Gold", ["gold.jpg"], [{ size: "one", quantity: 1 }]),
        color(6, "Silver", ["silver.jpg"], [{ size: "one", quantity: 0 }]),
      ],
    };
    const ld = productJsonLd(watch, SITE, "Yasmine", "USD");
    expect(ld.variesBy).toEqual(["https://schema.org/color"]);
    const variants = ld.hasVariant as Variant[];
    expect(variants.map((v) => [v.sku, v.size, v.offers.availability])).toEqual([
      ["42-5", undefined, "https://schema.org/InStock"],
      ["42-6", undefined, "https://schema.org/OutOfStock"],
    ]);
    expect(await errorsOf(ld)).toEqual([]);
  });

  it("names its sizes in the page's language", () => {
    const kids: Product = {
      ...dress,
      type: "kid_s_wear",
      colors: [
        color(
          7,
          "Rouge",
          ["r.jpg"],
          [
            { size: "2-3y", quantity: 1 },
            { size: "3-4y", quantity: 1 },
          ],
        ),
      ],
    };
    const sizes = (productJsonLd(kids, SITE, "Yasmine", "TND", "fr").hasVariant as Variant[]).map((v) => v.size);
    expect(sizes).toEqual(["2–3 ans", "3–4 ans"]);
  });

  it("the validator reports a broken ProductGroup (the test bites)", async () => {
    const ld = productJsonLd(dress, SITE, "Yasmine", "TND");
    const [first, ...rest] = ld.hasVariant as Variant[];
    const { offers: _dropped, ...noOffer } = first;
    const broken = { ...ld, hasVariant: [noOffer, { ...rest[0], offers: { ...rest[0].offers, price: "free" } }, ...rest.slice(1)] };
    const errors = await errorsOf(broken);
    expect(errors).toContain('Required attribute "offers" is missing');
    expect(errors.some((message) => message.includes('"price"'))).toBe(true);
  });
});

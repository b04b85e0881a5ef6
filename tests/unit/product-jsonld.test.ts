/**
 * The product page's JSON-LD against Google's rules for product snippets and merchant listings, as
 * @adobe/structured-data-validator implements them (its schema.org vocabulary check needs the vocabulary file,
 * which is not shipped: the Google rules run offline).
 */
import Validator from "@adobe/structured-data-validator";
import { describe, expect, it } from "vitest";
import { productJsonLd } from "~/lib/seo.server";
import type { Product, ProductColor, ProductVariant } from "~/lib/types";

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
  it("is a valid Product, with its variant's SKU and GTIN, for a product in one size without colours", async () => {
    const ring: Product = {
      ...base,
      type: "jewellery",
      sizes: [{ size: "one", quantity: 3 }],
      brand: "Atelier Nour",
      variants: [{ colorId: null, size: "one", quantity: 3, sku: "RING-GOLD", barcode: "4006381333931" }],
    };
    const ld = productJsonLd(ring, SITE, "Yasmine", "TND");
    expect(ld["@type"]).toBe("Product");
    expect(ld).not.toHaveProperty("hasVariant");
    expect(ld).toMatchObject({
      sku: "RING-GOLD",
      gtin: "4006381333931",
      brand: { "@type": "Brand", name: "Atelier Nour" },
      offers: { url: `${SITE}/single/42`, availability: "https://schema.org/InStock" },
    });
    expect(await errorsOf(ld)).toEqual([]);
  });

  it("is a valid ProductGroup varying by size for a product without colours in several sizes", async () => {
    const ld = productJsonLd(base, SITE, "Yasmine", "TND");
    expect(ld).toMatchObject({ "@type": "ProductGroup", productGroupID: "42", variesBy: ["https://schema.org/size"] });
    const variants = ld.hasVariant as Variant[];
    expect(variants.map((v) => [v.sku, v.name, v.color, v.size, v.url])).toEqual([
      ["42-s", "Wrap Dress – S", undefined, "S", `${SITE}/single/42?size=s`],
      ["42-m", "Wrap Dress – M", undefined, "M", `${SITE}/single/42?size=m`],
    ]);
    expect(variants[0].image).toEqual(base.images.map((image) => `${SITE}/api/products/images/${image.url}`));
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
      url: `${SITE}/single/42?color=4&size=s`,
      offers: { "@type": "Offer", price: "89.500", priceCurrency: "TND", url: `${SITE}/single/42?color=4&size=s` },
    });
    expect(await errorsOf(ld)).toEqual([]);
  });

  it("makes each of 2 colours × 2 sizes what the feeds say: its SKU, GTIN, address and stock, and the sale", async () => {
    const codes: ProductVariant[] = [
      { colorId: 3, size: "s", quantity: 2, sku: "WRAP-EME-S", barcode: "4006381333931" },
      { colorId: 3, size: "m", quantity: 0, sku: "WRAP-EME-M", barcode: null },
      { colorId: 4, size: "s", quantity: 0, sku: "WRAP-BLK-S", barcode: null },
      { colorId: 4, size: "m", quantity: 5, sku: "WRAP-BLK-M", barcode: "96385074" },
    ];
    const onSale: Product = { ...dress, price: "59.5", compareAtPrice: "89.5", brand: null, variants: codes };
    const ld = productJsonLd(onSale, SITE, "Yasmine", "TND");
    expect(ld.brand).toEqual({ "@type": "Brand", name: "Yasmine" });
    const variants = ld.hasVariant as (Variant & { gtin?: string })[];
    expect(variants.map((v) => [v.sku, v.gtin, v.url, v.offers.url, v.offers.availability])).toEqual([
      ["WRAP-EME-S", "4006381333931", `${SITE}/single/42?color=3&size=s`, `${SITE}/single/42?color=3&size=s`, "https://schema.org/InStock"],
      ["WRAP-EME-M", undefined, `${SITE}/single/42?color=3&size=m`, `${SITE}/single/42?color=3&size=m`, "https://schema.org/OutOfStock"],
      ["WRAP-BLK-S", undefined, `${SITE}/single/42?color=4&size=s`, `${SITE}/single/42?color=4&size=s`, "https://schema.org/OutOfStock"],
      ["WRAP-BLK-M", "96385074", `${SITE}/single/42?color=4&size=m`, `${SITE}/single/42?color=4&size=m`, "https://schema.org/InStock"],
    ]);
    // The selling price, and the price before the sale as Google's strikethrough price.
    for (const variant of variants) {
      expect(variant.offers).toMatchObject({
        price: "59.500",
        priceCurrency: "TND",
        priceSpecification: {
          "@type": "UnitPriceSpecification",
          priceType: "https://schema.org/StrikethroughPrice",
          price: "89.500",
          priceCurrency: "TND",
        },
      });
    }
    expect(variants[1]).not.toHaveProperty("gtin");
    expect(await errorsOf(ld)).toEqual([]);
    // Not on sale: no strikethrough price.
    const full = productJsonLd({ ...onSale, price: "89.5", compareAtPrice: null }, SITE, "Yasmine", "TND");
    expect((full.hasVariant as Variant[])[0].offers).not.toHaveProperty("priceSpecification");
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

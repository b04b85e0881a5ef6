/**
 * What the product page's loader writes for an address from a feed or a share: `?size=` chosen in the size picker,
 * and the share links of WhatsApp and Facebook.
 */
import { describe, expect, it } from "vitest";
import { colorChoicesOf } from "~/components/store/colors.server";
import { sizeChoicesOf } from "~/components/store/sizes.server";
import { shareLinksOf } from "~/lib/seo.server";
import type { ProductColor } from "~/lib/types";

const sizes = [
  { size: "s", quantity: 0 },
  { size: "m", quantity: 4 },
  { size: "l", quantity: 2 },
];
const chosenOf = (choices: { size: string; chosen: boolean }[] | null) => choices?.filter((choice) => choice.chosen).map((c) => c.size);

describe("?size= on the product page", () => {
  it("chooses the size of the address when it has stock", () => {
    expect(chosenOf(sizeChoicesOf(sizes, "en", 3, "l"))).toEqual(["l"]);
  });

  it("falls back to the first size in stock for a sold-out, unknown or missing size", () => {
    expect(chosenOf(sizeChoicesOf(sizes, "en", 3, "s"))).toEqual(["m"]);
    expect(chosenOf(sizeChoicesOf(sizes, "en", 3, "xl"))).toEqual(["m"]);
    expect(chosenOf(sizeChoicesOf(sizes, "en", 3))).toEqual(["m"]);
  });

  it("chooses it in each colour that has it in stock", () => {
    const color = (id: number, stock: ProductColor["sizes"]): ProductColor => ({
      id,
      name: `Colour ${id}`,
      hex: "#000000",
      family: "black",
      images: [],
      sizes: stock,
      translations: { fr: { name: "" }, ar: { name: "" } },
    });
    const choices = colorChoicesOf(
      [
        color(1, sizes),
        color(2, [
          { size: "m", quantity: 1 },
          { size: "l", quantity: 0 },
        ]),
      ],
      "fr",
      3,
      "l",
    );
    expect(choices.map((choice) => chosenOf(choice.sizes))).toEqual([["l"], ["m"]]);
  });
});

describe("share links", () => {
  it("are plain addresses of WhatsApp's and Facebook's share pages, carrying the page's address", () => {
    const link = "https://shop.example.tn/ar/single/42?color=3";
    const links = shareLinksOf(link, "فستان – 59,500 د.ت.");
    expect(links.link).toBe(link);
    const whatsapp = new URL(links.whatsapp);
    expect(whatsapp.origin + whatsapp.pathname).toBe("https://wa.me/");
    expect(whatsapp.searchParams.get("text")).toBe(`فستان – 59,500 د.ت. – ${link}`);
    const facebook = new URL(links.facebook);
    expect(facebook.origin + facebook.pathname).toBe("https://www.facebook.com/sharer/sharer.php");
    expect(facebook.searchParams.get("u")).toBe(link);
  });
});

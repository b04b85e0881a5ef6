import { describe, expect, it } from "vitest";
import { cartLineView, orderReasonsIn } from "~/components/store/cart-lines.server";
import type { ApiClient } from "~/api-client.server";
import { sayApi } from "~/lib/api-messages.server";
import { say } from "~/lib/messages";
import type { Product, ProductColor } from "~/lib/types";

const picture = (name: string) => ({ url: `/api/media/${name}.png`, width: 800, height: 1000 });

function color(id: number, name: string, sizes: { size: string; quantity: number }[]): ProductColor {
  return {
    id,
    name,
    hex: id === 1 ? "#1f7a4d" : "#111111",
    family: id === 1 ? "green" : "black",
    images: [picture(`${name}-1`), picture(`${name}-2`)],
    sizes,
    translations: { fr: { name: "" }, ar: { name: "" } },
  };
}

function product(colors: ProductColor[], sizes = [{ size: "m", quantity: 4 }]): Product {
  return {
    id: 12,
    name: "Wrap dress",
    price: "49.90",
    quantity: "4",
    description: "",
    images: [picture("product")],
    categories: "women",
    type: "dresses",
    createAt: "2024-05-01T10:00:00.000Z",
    updateAt: "2024-05-01T10:00:00.000Z",
    isNew: "false",
    sizes,
    colors,
  };
}

const coloured = product([
  color(1, "Green", [
    { size: "s", quantity: 2 },
    { size: "m", quantity: 0 },
  ]),
  color(2, "Black", [
    { size: "s", quantity: 1 },
    { size: "m", quantity: 5 },
  ]),
]);

describe("a cart line of a product with colours", () => {
  it("shows its colour and that colour's pictures, and is orderable while the colour and size have the stock", () => {
    const view = cartLineView(coloured, { id: 12, size: "m", color: 2, quantity: 2 }, "en");
    expect(view.color).toEqual({ id: 2, name: "Black", hex: "#111111" });
    expect(view.images[0].url).toBe("/api/media/Black-1.png");
    expect(view.sizeLabel).toBe("M");
    expect(view.problem).toBeNull();
  });

  it("judges the stock of its own colour and size, not the product's", () => {
    // Black M has 5, green M none: green M is sold out.
    expect(cartLineView(coloured, { id: 12, size: "m", color: 1, quantity: 1 }, "en").problem?.kind).toBe("soldOut");
    // Black S has 1: asking 2 is left for the order to refuse (it never tells how many are left).
    expect(cartLineView(coloured, { id: 12, size: "s", color: 2, quantity: 2 }, "fr").problem).toBeNull();
  });

  it("marks a colour the product no longer has as unavailable, with the product's picture", () => {
    const view = cartLineView(coloured, { id: 12, size: "m", color: 99, quantity: 1 }, "en");
    expect(view.color).toBeNull();
    expect(view.images[0].url).toBe("/api/media/product.png");
    expect(view.problem).toEqual({ kind: "colorGone", message: expect.stringContaining("no longer available"), choose: null });
  });

  it("asks for a colour on a line written before the product had colours", () => {
    const view = cartLineView(coloured, { id: 12, size: "m", quantity: 1 }, "ar");
    expect(view.problem?.kind).toBe("colorNeeded");
    expect(view.problem?.message).toContain("اختر لونك");
  });

  it("marks a size the colour does not come in", () => {
    const onlyS = product([color(1, "Green", [{ size: "s", quantity: 2 }])]);
    expect(cartLineView(onlyS, { id: 12, size: "m", color: 1, quantity: 1 }, "en").problem?.kind).toBe("sizeGone");
    // A line from before sizes, of a product that now has several, asks for one with a link to its page.
    expect(cartLineView(coloured, { id: 12, color: 2, quantity: 1 }, "en").problem).toEqual({
      kind: "sizeNeeded",
      message: expect.stringContaining("several sizes"),
      choose: "Choose a size",
    });
  });
});

describe("a cart line of a product without colours", () => {
  it("reads as before colours while it has the stock", () => {
    const plain = product([]);
    expect(cartLineView(plain, { id: 12, size: "m", quantity: 4 }, "en")).toEqual({
      color: null,
      images: plain.images,
      sizeLabel: "M",
      problem: null,
    });
    expect(cartLineView(product([], [{ size: "m", quantity: 0 }]), { id: 12, size: "m", quantity: 1 }, "en").problem?.kind).toBe("soldOut");
  });

  it("marks a colour kept for it (a tampered cookie) as unavailable", () => {
    expect(cartLineView(product([]), { id: 12, size: "m", color: 3, quantity: 1 }, "en").problem?.kind).toBe("colorGone");
  });
});

describe("an order's refusal in the shopper's language", () => {
  // The API names the product and the colour in English; the page names them in its own language.
  const english = {
    products: { single: async () => ({ ok: true, status: 200, data: coloured }) },
  } as unknown as ApiClient;
  const lines = [{ product: { id: 12, name: "Robe portefeuille" }, color: { id: 2, name: "Noir", hex: "#111111" } }];

  it("puts the page's names of the product and the colour in the translated sentence", async () => {
    const reasons = await orderReasonsIn(english, "fr", [sayApi.colorNotEnoughInSize("Wrap dress", "Black", say.size("m"))], lines);
    expect(reasons).toEqual(["Stock insuffisant de Robe portefeuille dans la couleur Noir, taille M."]);
  });

  it("keeps English sentences as the API wrote them", async () => {
    const reasons = await orderReasonsIn(english, "en", [sayApi.colorNotEnough("Wrap dress", "Black")], lines);
    expect(reasons).toEqual(["Not enough stock of Wrap dress in the colour Black."]);
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addToCart,
  addToWishlist,
  clampQuantity,
  mirrorToStorage,
  parseCart,
  parseWishlist,
  productIdFrom,
  readCookie,
  readShopperLists,
  removeFromCart,
  removeFromWishlist,
  serializeCart,
  serializeWishlist,
} from "~/lib/cart";
import { sizeFrom } from "~/cart.server";
import { ORDER_LINE_QUANTITY_MAX, ORDER_LINES_MAX, WISHLIST_MAX } from "~/lib/limits";
import { everySize, isKnownSize } from "~/lib/sizes";

describe("cart merge", () => {
  it("puts a new product at the front", () => {
    expect(addToCart([{ id: 1, quantity: 2 }], { id: 7, quantity: 1 })).toEqual([
      { id: 7, quantity: 1 },
      { id: 1, quantity: 2 },
    ]);
  });

  it("adds up the quantity of a product already in the cart, keeping its place", () => {
    const lines = [
      { id: 7, quantity: 1 },
      { id: 1, quantity: 2 },
    ];
    expect(addToCart(lines, { id: 1, quantity: 3 })).toEqual([
      { id: 7, quantity: 1 },
      { id: 1, quantity: 5 },
    ]);
  });

  it("never goes below 1 nor above what one order line may ask", () => {
    expect(addToCart([], { id: 3, quantity: 0 })).toEqual([{ id: 3, quantity: 1 }]);
    expect(addToCart([], { id: 3, quantity: -4 })).toEqual([{ id: 3, quantity: 1 }]);
    expect(addToCart([{ id: 3, quantity: ORDER_LINE_QUANTITY_MAX }], { id: 3, quantity: 5 })).toEqual([
      { id: 3, quantity: ORDER_LINE_QUANTITY_MAX },
    ]);
  });

  it("keeps at most the lines an order may have, dropping the oldest", () => {
    let lines = [] as { id: number; quantity: number }[];
    for (let id = 1; id <= ORDER_LINES_MAX + 5; id++) lines = addToCart(lines, { id, quantity: 1 });
    expect(lines).toHaveLength(ORDER_LINES_MAX);
    expect(lines[0].id).toBe(ORDER_LINES_MAX + 5);
    expect(lines.some((line) => line.id === 1)).toBe(false);
  });

  it("removes one line", () => {
    expect(
      removeFromCart(
        [
          { id: 1, quantity: 1 },
          { id: 2, quantity: 4 },
        ],
        { id: 1 },
      ),
    ).toEqual([{ id: 2, quantity: 4 }]);
  });
});

describe("cart lines with sizes", () => {
  it("keeps two sizes of one product as two lines, the newest first", () => {
    const lines = addToCart([{ id: 12, size: "m", quantity: 1 }], { id: 12, size: "l", quantity: 1 });
    expect(lines).toEqual([
      { id: 12, size: "l", quantity: 1 },
      { id: 12, size: "m", quantity: 1 },
    ]);
  });

  it("adds up only the same product in the same size", () => {
    const lines = [
      { id: 12, size: "l", quantity: 1 },
      { id: 12, size: "m", quantity: 1 },
    ];
    expect(addToCart(lines, { id: 12, size: "m", quantity: 2 })).toEqual([
      { id: 12, size: "l", quantity: 1 },
      { id: 12, size: "m", quantity: 3 },
    ]);
    // A line read from an old cookie has no size: a sized line of the same product is another line.
    expect(addToCart([{ id: 12, quantity: 1 }], { id: 12, size: "m", quantity: 1 })).toHaveLength(2);
  });

  it("removes the line of one size and leaves the product's other sizes", () => {
    const lines = [
      { id: 12, size: "l", quantity: 1 },
      { id: 12, size: "m", quantity: 2 },
      { id: 12, quantity: 1 },
    ];
    expect(removeFromCart(lines, { id: 12, size: "m" })).toEqual([
      { id: 12, size: "l", quantity: 1 },
      { id: 12, quantity: 1 },
    ]);
    expect(removeFromCart(lines, { id: 12 })).toEqual([
      { id: 12, size: "l", quantity: 1 },
      { id: 12, size: "m", quantity: 2 },
    ]);
  });

  it("reads a size from a form only when it is a size the store sells", () => {
    expect(sizeFrom("m")).toBe("m");
    expect(sizeFrom(" XL ")).toBe("xl");
    expect(sizeFrom("2-3y")).toBe("2-3y");
    expect(sizeFrom("38")).toBe("38");
    expect(sizeFrom("one")).toBe("one");
    expect(sizeFrom("huge")).toBeUndefined();
    expect(sizeFrom("")).toBeUndefined();
    expect(sizeFrom(null)).toBeUndefined();
  });
});

describe("quantities and ids from forms", () => {
  it("reads a quantity: unreadable or below 1 counts as 1, fractions round down", () => {
    expect(clampQuantity("3")).toBe(3);
    expect(clampQuantity("2.7")).toBe(2);
    expect(clampQuantity("")).toBe(1);
    expect(clampQuantity("abc")).toBe(1);
    expect(clampQuantity(null)).toBe(1);
    expect(clampQuantity("100000")).toBe(ORDER_LINE_QUANTITY_MAX);
  });

  it("accepts only positive whole product ids", () => {
    expect(productIdFrom("12")).toBe(12);
    expect(productIdFrom(" 12 ")).toBe(12);
    expect(productIdFrom("0")).toBeNull();
    expect(productIdFrom("-3")).toBeNull();
    expect(productIdFrom("1e3")).toBeNull();
    expect(productIdFrom("99999999999")).toBeNull();
    expect(productIdFrom(undefined)).toBeNull();
  });
});

describe("wishlist", () => {
  it("refuses a product already saved and puts a new one at the front", () => {
    expect(addToWishlist([4], 9)).toEqual({ ids: [9, 4], added: true });
    expect(addToWishlist([9, 4], 4)).toEqual({ ids: [9, 4], added: false });
  });

  it("removes a product and stays within its size", () => {
    expect(removeFromWishlist([9, 4], 9)).toEqual([4]);
    let ids: number[] = [];
    for (let id = 1; id <= WISHLIST_MAX + 3; id++) ids = addToWishlist(ids, id).ids;
    expect(ids).toHaveLength(WISHLIST_MAX);
  });
});

describe("cookie format", () => {
  it("writes the cart as id:quantity pairs, newest first, with no character a cookie forbids", () => {
    const text = serializeCart([
      { id: 12, quantity: 2 },
      { id: 7, quantity: 1 },
    ]);
    expect(text).toBe("12:2|7:1");
    expect(text).not.toMatch(/[\s,;"\\]/);
    expect(serializeWishlist([12, 7])).toBe("12|7");
  });

  it("writes a line with a size as id.size:quantity", () => {
    const text = serializeCart([
      { id: 12, size: "m", quantity: 2 },
      { id: 12, size: "2-3y", quantity: 1 },
      { id: 7, size: "one", quantity: 1 },
      { id: 5, size: "38", quantity: 3 },
    ]);
    expect(text).toBe("12.m:2|12.2-3y:1|7.one:1|5.38:3");
    expect(text).not.toMatch(/[\s,;"\\]/);
  });

  it("reads a cookie written before sizes existed, as lines without a size", () => {
    expect(parseCart("12:2|7:1", isKnownSize)).toEqual([
      { id: 12, quantity: 2 },
      { id: 7, quantity: 1 },
    ]);
    expect(parseCart("12.m:1|12:2", isKnownSize)).toEqual([
      { id: 12, size: "m", quantity: 1 },
      { id: 12, quantity: 2 },
    ]);
  });

  it("drops a line whose size no store sells, and merges a repeated product and size", () => {
    expect(parseCart("12.m:2|12.huge:1|12.:1|12.m.x:1|.m:1|7.l:1|12.m:1", isKnownSize)).toEqual([
      { id: 7, size: "l", quantity: 1 },
      { id: 12, size: "m", quantity: 3 },
    ]);
  });

  it("writes a line with a colour as id.size~colour:quantity, and keeps two colours of one size as two lines", () => {
    let lines = addToCart([], { id: 12, size: "m", color: 5, quantity: 1 });
    lines = addToCart(lines, { id: 12, size: "s", color: 4, quantity: 1 });
    lines = addToCart(lines, { id: 12, size: "m", color: 5, quantity: 2 });
    lines = addToCart(lines, { id: 12, size: "m", color: 4, quantity: 1 });
    expect(lines).toEqual([
      { id: 12, size: "m", color: 4, quantity: 1 },
      { id: 12, size: "s", color: 4, quantity: 1 },
      { id: 12, size: "m", color: 5, quantity: 3 },
    ]);
    const text = serializeCart(lines);
    expect(text).toBe("12.m~4:1|12.s~4:1|12.m~5:3");
    expect(text).not.toMatch(/[\s,;"\\]/);
    expect(removeFromCart(lines, { id: 12, size: "m", color: 5 })).toEqual(lines.slice(0, 2));
    expect(removeFromCart(lines, { id: 12, size: "m" })).toEqual(lines);
  });

  it("reads a cookie written before colours existed as lines without a colour, and drops a colour that is not an id", () => {
    expect(parseCart("12.m:2|7.one~3:1|9:1", isKnownSize)).toEqual([
      { id: 12, size: "m", quantity: 2 },
      { id: 7, size: "one", color: 3, quantity: 1 },
      { id: 9, quantity: 1 },
    ]);
    expect(parseCart("12.m~x:2|12.m~:1|12.m~0:1|12.m~-4:1|12.m~7:1", isKnownSize)).toEqual([{ id: 12, size: "m", color: 7, quantity: 1 }]);
  });

  it("reads back what it wrote", () => {
    const line = fc.record(
      {
        id: fc.integer({ min: 1, max: 2_147_483_647 }),
        size: fc.constantFrom(...everySize),
        color: fc.integer({ min: 1, max: 2_147_483_647 }),
        quantity: fc.integer({ min: 1, max: ORDER_LINE_QUANTITY_MAX }),
      },
      { requiredKeys: ["id", "quantity"] },
    );
    fc.assert(
      fc.property(fc.uniqueArray(line, { selector: (l) => `${l.id}.${l.size}~${l.color}`, maxLength: ORDER_LINES_MAX }), (lines) => {
        expect(parseCart(serializeCart(lines), isKnownSize)).toEqual(lines);
      }),
    );
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 2_147_483_647 }), { maxLength: WISHLIST_MAX }), (ids) => {
        expect(parseWishlist(serializeWishlist(ids))).toEqual(ids);
      }),
    );
  });

  it("drops the broken parts of a tampered cookie and merges repeated products", () => {
    expect(parseCart("12:2|oops|7:x|-1:3|12:1|", isKnownSize)).toEqual([
      { id: 7, quantity: 1 },
      { id: 12, quantity: 3 },
    ]);
    expect(parseCart(undefined, isKnownSize)).toEqual([]);
    expect(parseWishlist("4|4|x|9")).toEqual([4, 9]);
  });

  it("never throws on any cookie text", () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        parseCart(text, isKnownSize);
        parseWishlist(text);
      }),
    );
  });

  it("finds the two cookies in a Cookie header", () => {
    const header = "__session=abc; cart-list=5.m%3A2%7C3%3A1; product-list=8|2";
    expect(readCookie(header, "cart-list")).toBe("5.m:2|3:1");
    expect(readCookie(header, "missing")).toBeNull();
    expect(readShopperLists(header, isKnownSize)).toEqual({
      cart: [
        { id: 5, size: "m", quantity: 2 },
        { id: 3, quantity: 1 },
      ],
      wishlist: [8, 2],
    });
  });

  it("mirrors the lists to storage under the same keys, each cart line with its size", () => {
    const stored = new Map<string, string>();
    mirrorToStorage(
      { setItem: (key, value) => void stored.set(key, value) },
      {
        cart: [
          { id: 5, size: "m", quantity: 2 },
          { id: 3, quantity: 1 },
        ],
        wishlist: [8],
      },
    );
    expect(JSON.parse(stored.get("cart-list")!)).toEqual([
      { id: 5, size: "m", quantity: 2 },
      { id: 3, quantity: 1 },
    ]);
    expect(JSON.parse(stored.get("product-list")!)).toEqual([{ id: 8 }]);
  });
});

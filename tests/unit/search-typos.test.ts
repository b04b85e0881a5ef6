import { describe, expect, it } from "vitest";
import { isTypoOf, typoDistance, typosAllowed } from "~/lib/search-typos";

describe("typoDistance: each kind of typo is one", () => {
  it.each([
    ["emerald", "emerald", 0],
    ["emeraald", "emerald", 1],
    ["emrald", "emerald", 1],
    ["emarald", "emerald", 1],
    ["emreald", "emerald", 1],
    ["emreld", "emerald", 2],
    ["زمدري", "زمردي", 1],
    ["ca", "abc", 3],
  ])("%s against %s: %i", (a, b, distance) => {
    expect(typoDistance(a, b, 3)).toBe(distance);
    expect(typoDistance(b, a, 3)).toBe(distance);
  });

  it("stops at the bound", () => {
    expect(typoDistance("straight", "light", 2)).toBe(3);
    expect(typoDistance("abcdefgh", "hgfedcba", 1)).toBe(2);
  });
});

describe("isTypoOf: the room is the catalogue word's", () => {
  it("gives words under five letters none, one from five, two from nine", () => {
    expect([4, 5, 8, 9, 12].map(typosAllowed)).toEqual([0, 1, 1, 2, 2]);
    expect(isTypoOf("wrpa", "wrap")).toBe(false);
    expect(isTypoOf("drss", "dress")).toBe(true);
    expect(isTypoOf("emreld", "emerald")).toBe(false);
    expect(isTypoOf("embriodred", "embroidered")).toBe(true);
  });

  it("does not call a word typed right a typo, nor a word typed with three letters", () => {
    expect(isTypoOf("emerald", "emerald")).toBe(false);
    expect(isTypoOf("dre", "dres")).toBe(false);
  });
});

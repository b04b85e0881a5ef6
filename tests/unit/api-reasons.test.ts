import { describe, expect, it } from "vitest";
import { apiReasonsIn } from "~/components/store/forms.server";
import { sayApi } from "~/lib/api-messages.server";
import { say } from "~/lib/messages";

/** The stock sentences the API answers an order with, as a French or Arabic shopper reads them. */
describe("the API's stock reasons in the page's language", () => {
  it("writes kids' ages in French, and keeps letter sizes as they are", () => {
    expect(apiReasonsIn("fr", [say.outOfStockInSize("Robe fleurie", say.size("2-3y"), 1)])).toEqual([
      "Plus que 1 exemplaire de Robe fleurie en taille 2–3 ans.",
    ]);
    expect(apiReasonsIn("fr", [sayApi.sizeNotOffered("Robe fleurie", say.size("12-13y"))])).toEqual([
      "Robe fleurie n'existe pas en taille 12–13 ans.",
    ]);
    expect(apiReasonsIn("fr", [say.outOfStockInSize("Chemise", say.size("xl"), 2)])).toEqual([
      "Plus que 2 exemplaires de Chemise en taille XL.",
    ]);
  });

  it("writes kids' ages in Arabic", () => {
    const [reason] = apiReasonsIn("ar", [say.outOfStockInSize("فستان", say.size("12-13y"), 0)]);
    expect(reason).toContain("12–13 سنوات");
    expect(reason).not.toContain(" y");
  });

  it("leaves English as the API words it", () => {
    expect(apiReasonsIn("en", [say.outOfStockInSize("Dress", say.size("2-3y"), 1)])).toEqual(["Only 1 left of Dress in size 2–3 y."]);
  });
});

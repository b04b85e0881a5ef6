import { describe, expect, it } from "vitest";
import { apiReasonsIn } from "~/components/store/forms.server";
import { sayApi } from "~/lib/api-messages.server";
import { say } from "~/lib/messages";

/** The stock sentences the API answers an order with, as a French or Arabic shopper reads them. */
describe("the API's stock reasons in the page's language", () => {
  it("writes kids' ages in French, and keeps letter sizes as they are", () => {
    expect(apiReasonsIn("fr", [say.notEnoughStockInSize("Robe fleurie", say.size("2-3y"))])).toEqual([
      "Stock insuffisant de Robe fleurie en taille 2–3 ans.",
    ]);
    expect(apiReasonsIn("fr", [sayApi.sizeNotOffered("Robe fleurie", say.size("12-13y"))])).toEqual([
      "Robe fleurie n'existe pas en taille 12–13 ans.",
    ]);
    expect(apiReasonsIn("fr", [say.notEnoughStockInSize("Chemise", say.size("xl"))])).toEqual([
      "Stock insuffisant de Chemise en taille XL.",
    ]);
    expect(apiReasonsIn("fr", [say.notEnoughStock("Chemise")])).toEqual(["Stock insuffisant de Chemise."]);
  });

  it("writes kids' ages in Arabic", () => {
    const [reason] = apiReasonsIn("ar", [say.notEnoughStockInSize("فستان", say.size("12-13y"))]);
    expect(reason).toContain("12–13 سنوات");
    expect(reason).not.toContain(" y");
  });

  it("tells a colour's sentences from a size's, each in the page's language", () => {
    expect(
      apiReasonsIn("fr", [
        sayApi.colorNotEnoughInSize("Robe fleurie", "Émeraude", say.size("2-3y")),
        sayApi.colorNotEnough("Montre", "Doré"),
        sayApi.colorSizeNotOffered("Robe fleurie", "Noir", say.size("xl")),
        sayApi.colorRequired(2, "Robe fleurie"),
        sayApi.colorHeldByOrders("Noir"),
      ]),
    ).toEqual([
      "Stock insuffisant de Robe fleurie dans la couleur Émeraude, taille 2–3 ans.",
      "Stock insuffisant de Montre dans la couleur Doré.",
      "Robe fleurie dans la couleur Noir n'existe pas en taille XL.",
      "Ligne 2 de la commande\u00a0: choisissez une couleur de Robe fleurie.",
      "Noir ne peut pas être supprimée tant que des commandes en cours la contiennent\u00a0: livrez, annulez ou retournez-les d'abord.",
    ]);
    const [arabic] = apiReasonsIn("ar", [sayApi.colorNotEnoughInSize("فستان", "أسود", say.size("12-13y"))]);
    expect(arabic).toBe("المخزون غير كافٍ من فستان باللون أسود بالمقاس 12–13 سنوات.");
  });

  it("leaves English as the API words it", () => {
    expect(apiReasonsIn("en", [say.notEnoughStockInSize("Dress", say.size("2-3y"))])).toEqual(["Not enough stock of Dress in size 2–3 y."]);
  });

  it("never carry a count of what is left, in any language", () => {
    for (const locale of ["en", "fr", "ar"] as const) {
      for (const reason of apiReasonsIn(locale, [say.notEnoughStock("Scarf"), say.notEnoughStockInSize("Dress", say.size("m"))])) {
        expect(reason, locale).not.toMatch(/\d/);
      }
    }
  });
});

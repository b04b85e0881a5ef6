import { describe, expect, it } from "vitest";
import {
  formatDate,
  formatMoney,
  formatText,
  LOCALES,
  localeFromAcceptLanguage,
  localizeSentence,
  placeholdersOf,
  switchLocalePath,
  type Locale,
  type Text,
} from "~/lib/i18n";
import { say } from "~/lib/messages";
import { textGroups, textsFor } from "~/lib/texts.server";
import { sayInvalid, validationEn } from "~/lib/validation-messages";

const groups = Object.entries(textGroups());
const ARABIC_FORMS = ["zero", "one", "two", "few", "many", "other"] as const;
/** Plural forms that name a single number ("one product", "two products"): they may spell the count as words. */
const FORMS_THAT_MAY_SPELL_THE_COUNT = new Set(["zero", "one", "two"]);

function forms(text: Text): [string, string][] {
  return typeof text === "string" ? [["other", text]] : Object.entries<string>(text);
}

function withoutCount(names: string[]): string[] {
  return names.filter((name) => name !== "count");
}

describe("the dictionaries", () => {
  for (const [group, dictionaries] of groups) {
    describe(`the "${group}" group`, () => {
      const english = dictionaries.en;

      for (const locale of LOCALES.filter((l) => l !== "en")) {
        it(`has every English key in ${locale}, and no other`, () => {
          expect(Object.keys(dictionaries[locale]).sort()).toEqual(Object.keys(english).sort());
        });
      }

      it("has no empty text in any language or plural form", () => {
        const empty: string[] = [];
        for (const locale of LOCALES) {
          for (const [key, text] of Object.entries(dictionaries[locale])) {
            if (typeof text !== "string" && !("other" in text)) empty.push(`${locale} ${key}: no "other" form`);
            for (const [form, value] of forms(text)) if (!value || !value.trim()) empty.push(`${locale} ${key} (${form})`);
          }
        }
        expect(empty).toEqual([]);
      });

      it("uses the same placeholders in every language and every plural form", () => {
        const different: string[] = [];
        for (const [key, englishText] of Object.entries(english)) {
          const expected = placeholdersOf(englishText);
          for (const locale of LOCALES) {
            const text = dictionaries[locale][key];
            if (text === undefined) continue;
            // The text as a whole uses exactly the English placeholders…
            if (placeholdersOf(text).join() !== expected.join()) {
              different.push(`${locale} ${key}: {${placeholdersOf(text).join("}, {")}} instead of {${expected.join("}, {")}}`);
              continue;
            }
            // …and so does each plural form, but for the count that "one", "two" and "zero" may write as words.
            for (const [form, value] of forms(text)) {
              const own = placeholdersOf(value);
              const same = FORMS_THAT_MAY_SPELL_THE_COUNT.has(form)
                ? withoutCount(own).join() === withoutCount(expected).join()
                : own.join() === expected.join();
              if (!same) different.push(`${locale} ${key} (${form}): {${own.join("}, {")}} instead of {${expected.join("}, {")}}`);
            }
          }
        }
        expect(different).toEqual([]);
      });

      it("has plural forms only where a count is shown", () => {
        const wrong: string[] = [];
        for (const locale of LOCALES) {
          for (const [key, text] of Object.entries(dictionaries[locale])) {
            if (typeof text !== "string" && !placeholdersOf(english[key]).includes("count")) wrong.push(`${locale} ${key}`);
          }
        }
        expect(wrong).toEqual([]);
      });

      it("gives each Arabic plural all six forms", () => {
        const missing: string[] = [];
        for (const [key, text] of Object.entries(dictionaries.ar)) {
          if (typeof text === "string") continue;
          const absent = ARABIC_FORMS.filter((form) => !text[form]);
          if (absent.length) missing.push(`${key}: ${absent.join(", ")}`);
        }
        expect(missing).toEqual([]);
      });
    });
  }
});

describe("formatText", () => {
  const products = (locale: Locale, count: number) => formatText(locale, textGroups().store[locale]["products.defined"], { count });

  it("keeps SPEC's English word for word", () => {
    expect(products("en", 1)).toBe("There is 1 product(s) defined");
    expect(products("en", 12)).toBe("There is 12 product(s) defined");
    expect(formatText("en", "Only {count} left of {name}", { count: 2, name: "Scarf" })).toBe("Only 2 left of Scarf");
  });

  it("chooses the French singular for 0 and 1, the plural from 2", () => {
    expect(products("fr", 0)).toBe("0 produit défini");
    expect(products("fr", 1)).toBe("1 produit défini");
    expect(products("fr", 2)).toBe("2 produits définis");
  });

  it("chooses among the six Arabic forms", () => {
    expect(products("ar", 0)).toBe("لا يوجد أي منتج");
    expect(products("ar", 1)).toBe("يوجد منتج واحد");
    expect(products("ar", 2)).toBe("يوجد منتجان");
    expect(products("ar", 3)).toBe("توجد 3 منتجات");
    expect(products("ar", 10)).toBe("توجد 10 منتجات");
    expect(products("ar", 11)).toBe("يوجد 11 منتجًا");
    expect(products("ar", 99)).toBe("يوجد 99 منتجًا");
    expect(products("ar", 100)).toBe("يوجد 100 منتج");
  });

  it("leaves an unknown placeholder as written and fills the others", () => {
    expect(formatText("en", "{a} and {b}", { a: 1 })).toBe("1 and {b}");
    expect(formatText("en", undefined)).toBe("");
  });

  it("writes the English helpers exactly as before", () => {
    expect(say.cartCount(3)).toBe("3 product(s) in your cart");
    expect(say.notEnoughStock("Scarf")).toBe("Not enough stock of Scarf");
    expect(sayInvalid.required("fullName")).toBe("fullName is required");
    expect(sayInvalid.lengthBetween("city", 3, 20)).toBe("city must be between 3 and 20 characters");
    expect(sayInvalid.maxLength("name", 100)).toBe("name must be at most 100 characters");
    expect(sayInvalid.exactDigits("telephone", 8)).toBe("telephone must be exactly 8 digits");
    expect(sayInvalid.email("email")).toBe("email must be a valid e-mail address");
    expect(sayInvalid.oneOf("place", ["Home", "Office"])).toBe("place must be one of: Home, Office");
    expect(sayInvalid.priceFormat("price")).toBe("price must be a positive number with at most 2 decimals");
    expect(sayInvalid.priceFormat("price", 3)).toBe("price must be a positive number with at most 3 decimals");
    expect(sayInvalid.wholeNumber("quantity")).toBe("quantity must be a whole number of 0 or more");
    expect(sayInvalid.positiveWholeNumber("product id")).toBe("product id must be a whole number of 1 or more");
    expect(sayInvalid.atMost("price", "999999999.99")).toBe("price must be at most 999999999.99");
    expect(sayInvalid.categoryOfType()).toBe("category must be one of the categories of the chosen type");
    expect(sayInvalid.atLeastOneImage()).toBe("images must contain at least one image");
    expect(sayInvalid.passwordLength(8, 64)).toBe("password must be between 8 and 64 characters");
    expect(validationEn["api.orderEmpty"]).toBe("products must contain at least one item");
  });
});

/** French typography: a no-break space before « ! ? : ; % » and after «, so a line never starts with them. */
function frenchSpaces(text: string): string {
  return text.replace(/ ([!?:;%»])/g, "\u00a0$1").replace(/« /g, "«\u00a0");
}

describe("localizeSentence", () => {
  function localize(locale: Locale, sentence: string): string {
    const { texts, sentences } = textsFor(locale, "validation");
    return localizeSentence(locale, sentence, sentences ?? {}, texts);
  }

  it("leaves English as it came", () => {
    expect(localize("en", "fullName is required")).toBe("fullName is required");
  });

  it("turns a form check into French, with the field's name translated", () => {
    expect(localize("fr", "fullName is required")).toBe(frenchSpaces("Le champ « Nom complet » est obligatoire"));
    expect(localize("fr", "telephone must be exactly 8 digits")).toBe(
      frenchSpaces("Le champ « Téléphone » doit contenir exactement 8 chiffres"),
    );
    expect(localize("fr", "city must be between 3 and 20 characters")).toBe(
      frenchSpaces("Le champ « Ville » doit contenir entre 3 et 20 caractères"),
    );
    expect(localize("fr", "email must be a valid e-mail address.")).toBe(
      frenchSpaces("Le champ « E-mail » doit être une adresse e-mail valide."),
    );
  });

  it("turns a form check into Arabic, with the field's name and the plural of the count", () => {
    expect(localize("ar", "state is required")).toBe("الحقل «الولاية» مطلوب");
    expect(localize("ar", "telephone must be exactly 8 digits")).toBe("يجب أن يتكوّن الحقل «الهاتف» من 8 أرقام بالضبط");
    expect(localize("ar", "name must be at most 100 characters")).toBe("يجب ألا يتجاوز الحقل «الاسم» 100 حرف");
    expect(localize("ar", "subject must be at most 20 characters")).toBe("يجب ألا يتجاوز الحقل «الموضوع» 20 حرفًا");
  });

  it("prefers the closer template: a length limit is not read as a number limit", () => {
    expect(localize("fr", "price must be at most 999999999.99")).toBe(frenchSpaces("Le champ « Prix » doit valoir au plus 999999999.99"));
    expect(localize("fr", "message must be at most 2000 characters")).toBe(
      frenchSpaces("Le champ « Message » doit contenir au plus 2000 caractères"),
    );
  });

  it("shows a sentence it does not know as it came", () => {
    expect(localize("fr", "Something nobody wrote a template for")).toBe(frenchSpaces("Something nobody wrote a template for"));
    // An unknown field name is kept as the API sent it.
    expect(localize("fr", "colour is required")).toBe(frenchSpaces("Le champ « colour » est obligatoire"));
  });
});

describe("formatMoney", () => {
  /** Intl separates a currency from its number with a no-break space, as it should: compared here as a space. */
  const money = (...args: Parameters<typeof formatMoney>) => formatMoney(...args).replace(/[\u00a0\u202f]/g, " ");

  it("writes SPEC's dollars in English", () => {
    expect(money("1234.5", "en", "USD")).toBe("$1,234.50");
    expect(money(49.9, "en", "USD")).toBe("$49.90");
  });

  it("writes the dinar with its three decimals in each language", () => {
    expect(money("12.5", "en", "TND")).toBe("TND 12.500");
    expect(money("12.5", "fr", "TND")).toBe("12,500 DT");
    expect(money("12.5", "ar", "TND")).toBe("12.500 د.ت");
  });

  it("never rounds a price through a float", () => {
    expect(money("37.035", "en", "TND")).toBe("TND 37.035");
    expect(money("999999999.99", "en", "USD")).toBe("$999,999,999.99");
  });
});

describe("formatDate", () => {
  it("keeps SPEC's English format", () => {
    expect(formatDate("2023-03-05T10:00:00Z", "en")).toBe("mar 05, 2023");
    expect(formatDate("2023-03-05T10:00:00Z")).toBe("mar 05, 2023");
  });

  it("writes the language's own date elsewhere, in UTC", () => {
    expect(formatDate("2023-03-05T23:30:00Z", "fr")).toBe("05 mars 2023");
    expect(formatDate("2023-03-05T10:00:00Z", "ar")).toBe("05 مارس 2023");
    expect(formatDate("not a date", "fr")).toBe("");
  });
});

describe("localeFromAcceptLanguage", () => {
  it("picks the store's language the browser prefers", () => {
    expect(localeFromAcceptLanguage("fr-FR,fr;q=0.9,en;q=0.8")).toBe("fr");
    expect(localeFromAcceptLanguage("ar-TN")).toBe("ar");
    expect(localeFromAcceptLanguage("de-DE,ar;q=0.5,fr;q=0.7")).toBe("fr");
    expect(localeFromAcceptLanguage("en-US,fr;q=0.9")).toBe("en");
  });

  it("falls back to English", () => {
    expect(localeFromAcceptLanguage(null)).toBe("en");
    expect(localeFromAcceptLanguage("")).toBe("en");
    expect(localeFromAcceptLanguage("de,it;q=0.5")).toBe("en");
    expect(localeFromAcceptLanguage("fr;q=0")).toBe("en");
  });
});

describe("switchLocalePath", () => {
  it("keeps the page and its query in another language", () => {
    expect(switchLocalePath("/women?category=dresses&page=2", "fr")).toBe("/fr/women?category=dresses&page=2");
    expect(switchLocalePath("/fr/women?category=dresses", "ar")).toBe("/ar/women?category=dresses");
    expect(switchLocalePath("/ar/cart?checkout", "en")).toBe("/cart?checkout");
    expect(switchLocalePath("/single/12", "ar")).toBe("/ar/single/12");
  });

  it("maps the landing page and English paths", () => {
    expect(switchLocalePath("/", "fr")).toBe("/fr");
    expect(switchLocalePath("/fr", "en")).toBe("/");
    expect(switchLocalePath("/home", "en")).toBe("/home");
  });
});

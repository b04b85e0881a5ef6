import { checkForm, type FieldErrors, type FormAnswer } from "~/lib/form-check";
import { DEFAULT_LOCALE, localizeSentence, type Locale, type Text, type Texts } from "~/lib/i18n";
import { withFullStop } from "~/lib/messages";
import { shippingSchema, trackOrderSchema } from "~/lib/order-schemas";
import { textGroups } from "~/lib/texts.server";
import { storeLocale } from "~/locale.server";

/** The text fields of a posted form, to draw it again as the shopper typed it. */
export function typedValuesOf(form: FormData): Record<string, string> {
  return Object.fromEntries([...form].flatMap(([name, value]) => (typeof value === "string" ? [[name, value]] : [])));
}

/**
 * Sends a storefront form back to the page: the field errors (none when the API refused for another
 * reason, such as stock) and what the shopper typed, so that the form is drawn again as it was,
 * also without JavaScript.
 */
export function keepTypedValues(formId: string, values: Record<string, string>, fieldErrors: FieldErrors = {}): FormAnswer {
  return { formId, fieldErrors, values };
}

/**
 * The checkout dialog's rules, checked again on the server: without JavaScript their messages come from here.
 * (Server-only, so that the cart page does not download zod up front; the dialog loads it when used.)
 */
export function checkShippingForm(form: FormData) {
  return checkForm(shippingSchema, form);
}

/** Order tracking's form, checked again on the server (its page loads the schema only when used). */
export function checkTrackForm(form: FormData) {
  return checkForm(trackOrderSchema, form);
}

/** The English sentences the API answers a storefront form with: its checks, its own errors, and a short stock. */
function apiSentenceTemplates(): Record<string, string> {
  const groups = textGroups();
  const templates: Record<string, string> = {};
  // The sentence naming a size comes first: without its size, "Not enough stock of {name}" would also match it.
  const stock: Record<string, Text> = {
    "stock.notEnoughInSize": groups.store.en["stock.notEnoughInSize"],
    "stock.notEnough": groups.store.en["stock.notEnough"],
    // How a size reads inside those sentences, so that the page's language writes it its own way.
    "size.one": groups.store.en["size.one"],
    "size.ages": groups.store.en["size.ages"],
  };
  for (const dictionary of [groups.validation.en, groups.api.en, stock]) {
    for (const [key, english] of Object.entries(dictionary)) if (typeof english === "string") templates[key] = english;
  }
  return templates;
}

/**
 * The API's reasons for refusing a form (English, as SPEC's API speaks), in the page's language, each ending
 * with a full stop, as the red box of a storefront form shows them. Translated here on the server, so that
 * the page needs no dictionary of the API's sentences. `names` gives the page's names of the products and
 * colours the sentences name in English.
 */
export function apiReasonsIn(locale: Locale, messages: readonly string[], names?: Readonly<Record<string, string>>): string[] {
  if (locale === DEFAULT_LOCALE) return messages.map(withFullStop);
  const groups = textGroups();
  const texts: Texts = { ...groups.store[locale], ...groups.api[locale], ...groups.validation[locale] };
  const templates = apiSentenceTemplates();
  // Longest first, so that a colour named inside a product's name ("Black" in "Black Dress") never cuts it.
  const renames = Object.entries(names ?? {}).sort(([a], [b]) => b.length - a.length);
  const named = (message: string) => renames.reduce((text, [english, local]) => text.replaceAll(english, local), message);
  return messages.map((message) => withFullStop(localizeSentence(locale, named(message), templates, texts)));
}

/**
 * The language of a storefront page's loader or action, from its `($lang)` segment. The layout already sent
 * any other segment to the 404 page, so English is only the fallback of a request the layout did not see.
 */
export function pageLocale(params: { lang?: string }): Locale {
  return storeLocale(params) ?? DEFAULT_LOCALE;
}

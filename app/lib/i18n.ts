/**
 * The store's languages: which there are, how each reads (direction, Intl locale), how a text with
 * placeholders and plurals is filled in, and how numbers, dates and money are written in each.
 * The dictionaries themselves live beside the screens that show them (messages.ts, admin-messages.ts,
 * validation-messages.ts, components/store/messages/*) and reach the browser as loader data, one
 * language at a time (texts.server.ts), so a shopper never downloads the other languages.
 */

export const LOCALES = ["en", "fr", "ar"] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = "en";
/** The languages that live under their own path prefix (`/fr/…`, `/ar/…`); English keeps SPEC's paths. */
export const PREFIXED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

export interface LocaleInfo {
  dir: "ltr" | "rtl";
  /** The language's own name, as the language switch shows it. */
  label: string;
  /** The BCP 47 tag that Intl formats plurals and dates with (Western digits in Arabic, as in Tunisia). */
  intl: string;
  /** The tag for numbers and money: Tunisian Arabic prices are written `12.500 د.ت`, with a decimal point. */
  numbers: string;
  /** The symbol of the dinar in this language. */
  dinar: string;
}

export const localeInfo: Record<Locale, LocaleInfo> = {
  en: { dir: "ltr", label: "English", intl: "en-US", numbers: "en-US", dinar: "TND" },
  fr: { dir: "ltr", label: "Français", intl: "fr-TN", numbers: "fr-TN", dinar: "DT" },
  ar: { dir: "rtl", label: "العربية", intl: "ar-TN-u-nu-latn", numbers: "ar-u-nu-latn", dinar: "د.ت" },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

// ---------------------------------------------------------------------------------------------------------
// Texts

/** A text with plural forms, chosen by Intl.PluralRules with the `count` placeholder. `other` is required. */
export type PluralText = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
export type Text = string | PluralText;
/** A dictionary in another language: the same keys as the English one, every one required. */
export type Translation<T> = { readonly [K in keyof T]: Text };
export type Params = Record<string, string | number>;
export type Texts = Record<string, Text>;

const pluralRules = new Map<Locale, Intl.PluralRules>();
function pluralRule(locale: Locale): Intl.PluralRules {
  let rule = pluralRules.get(locale);
  if (!rule) pluralRules.set(locale, (rule = new Intl.PluralRules(localeInfo[locale].intl)));
  return rule;
}

/** The placeholders a text uses (`{name}`), in every plural form. */
export function placeholdersOf(text: Text): string[] {
  const forms = typeof text === "string" ? [text] : Object.values(text);
  const names = new Set<string>();
  for (const form of forms) for (const match of (form ?? "").matchAll(/\{(\w+)\}/g)) names.add(match[1]);
  return [...names].sort();
}

/** Fills `{name}` placeholders; a plural text picks its form by `params.count`. */
export function formatText(locale: Locale, text: Text | undefined, params?: Params): string {
  if (text === undefined) return "";
  let template: string;
  if (typeof text === "string") template = text;
  else {
    const count = Number(params?.count ?? 0);
    template = text[pluralRule(locale).select(count)] ?? text.other;
  }
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/**
 * Turns an English sentence of the server (an API error, a form check) into the same sentence in another
 * language: the English templates are matched in turn, their placeholders read back, and the translated
 * template filled with them. A `field` placeholder is itself translated through the `field.*` texts.
 * A sentence that matches no template is shown as it came.
 */
export function localizeSentence(locale: Locale, sentence: string, englishTemplates: Record<string, string>, texts: Texts): string {
  if (locale === DEFAULT_LOCALE || !sentence) return sentence;
  const trimmed = sentence.trim();
  const stop = /[.!?]$/.test(trimmed) ? trimmed.slice(-1) : "";
  const body = stop ? trimmed.slice(0, -1) : trimmed;
  for (const [key, english] of Object.entries(englishTemplates)) {
    const translated = texts[key];
    if (translated === undefined) continue;
    const params = matchTemplate(english, body) ?? matchTemplate(english, trimmed);
    if (!params) continue;
    if (params.field !== undefined) params.field = fieldLabel(String(params.field), texts);
    if (params.size !== undefined) params.size = sizeLabelIn(locale, String(params.size), englishTemplates, texts);
    const result = formatText(locale, translated, params);
    return stop && !/[.!?؟]$/.test(result) ? `${result}${stop === "?" && locale === "ar" ? "؟" : stop}` : result;
  }
  return sentence;
}

/**
 * A size inside a server sentence, as the page's language writes it: capitals and shoe numbers read the same in
 * every language, while "One size" and kids' ages ("2–3 y") are texts (`size.one`, `size.ages`), translated when
 * the caller's English templates hold them.
 */
function sizeLabelIn(locale: Locale, english: string, englishTemplates: Record<string, string>, texts: Texts): string {
  const one = texts["size.one"];
  if (englishTemplates["size.one"] === english && typeof one === "string") return one;
  const agesTemplate = englishTemplates["size.ages"];
  const ages = agesTemplate ? matchTemplate(agesTemplate, english) : null;
  const translatedAges = texts["size.ages"];
  if (ages && typeof translatedAges === "string") return formatText(locale, translatedAges, ages);
  return english;
}

const templateRegexes = new Map<string, { regex: RegExp; names: string[] }>();
function matchTemplate(template: string, sentence: string): Params | null {
  let compiled = templateRegexes.get(template);
  if (compiled === undefined) {
    const names: string[] = [];
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (name) {
          names.push(name);
          return "(.+?)";
        }
        return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      })
      .join("");
    compiled = { regex: new RegExp(`^${source}$`, "s"), names };
    templateRegexes.set(template, compiled);
  }
  const match = compiled.regex.exec(sentence);
  if (!match) return null;
  return Object.fromEntries(compiled.names.map((name, index) => [name, match[index + 1]]));
}

/** A field's name inside a translated sentence: `field.<name>` of the dictionary, else the name as sent. */
function fieldLabel(name: string, texts: Texts): string {
  const text = texts[`fieldName.${name}`];
  return typeof text === "string" ? text : name;
}

// ---------------------------------------------------------------------------------------------------------
// Numbers, dates, money

export const CURRENCIES = ["USD", "TND"] as const;
export type Currency = (typeof CURRENCIES)[number];
export const DEFAULT_CURRENCY: Currency = "USD";
/** Decimals of each currency's minor unit: the dinar counts millimes. */
export const CURRENCY_DECIMALS: Record<Currency, number> = { USD: 2, TND: 3 };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (CURRENCIES as readonly string[]).includes(value);
}

const moneyFormats = new Map<string, Intl.NumberFormat>();
/**
 * "$1,234.50", "TND 12.500", "12,500 DT", "12.500 د.ت". The amount is read as the decimal string it is
 * (Intl formats strings exactly), so no float ever rounds a price.
 */
export function formatMoney(amount: string | number, locale: Locale, currency: Currency): string {
  const key = `${locale}:${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const decimals = CURRENCY_DECIMALS[currency];
    format = new Intl.NumberFormat(localeInfo[locale].numbers, {
      style: "currency",
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    moneyFormats.set(key, format);
  }
  const value = typeof amount === "number" ? amount : amount.trim() === "" ? "0" : amount.trim();
  const parts = format.formatToParts(value as unknown as number);
  return parts
    .map((part) => {
      if (part.type === "currency" && currency === "TND") return localeInfo[locale].dinar;
      // Bidi marks Intl adds for Arabic; the page isolates prices itself (<bdi>), so they only get in the way.
      return part.value.replace(/[\u200e\u200f\u061c]/g, "");
    })
    .join("")
    .trim();
}

const numberFormats = new Map<Locale, Intl.NumberFormat>();
export function formatNumber(value: number, locale: Locale): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(localeInfo[locale].numbers)));
  return format.format(value);
}

const englishMonths = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const dateFormats = new Map<Locale, Intl.DateTimeFormat>();
/** SPEC 9 in English ("mar 05, 2023"); the language's own medium date elsewhere. Always UTC, so server and browser agree. */
export function formatDate(value: string | Date, locale: Locale = DEFAULT_LOCALE): string {
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return "";
  if (locale === DEFAULT_LOCALE) {
    const day = String(date.getUTCDate()).padStart(2, "0");
    return `${englishMonths[date.getUTCMonth()]} ${day}, ${date.getUTCFullYear()}`;
  }
  let format = dateFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(localeInfo[locale].intl, {
      day: "2-digit",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    dateFormats.set(locale, format);
  }
  return format.format(date).replace(/[\u200e\u200f\u061c]/g, "");
}

// ---------------------------------------------------------------------------------------------------------
// Paths

/** The language a storefront path is in: its first segment when that is a prefixed language, else English. */
export function localeOfPath(pathname: string): Locale {
  const first = pathname.split("/")[1];
  return isLocale(first) && first !== DEFAULT_LOCALE ? first : DEFAULT_LOCALE;
}

/** The path without its language prefix: `/fr/women` → `/women`, `/fr` → `/`. */
export function unprefixedPath(pathname: string): string {
  const locale = localeOfPath(pathname);
  if (locale === DEFAULT_LOCALE) return pathname;
  const rest = pathname.slice(locale.length + 1);
  return rest === "" ? "/" : rest;
}

/** A storefront path in a language: `/women` → `/fr/women`; English keeps SPEC's path. */
export function localizedPath(path: string, locale: Locale): string {
  if (locale === DEFAULT_LOCALE || !path.startsWith("/")) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** The same page (and query) in another language. */
export function switchLocalePath(pathWithSearch: string, to: Locale): string {
  const [pathname, ...search] = pathWithSearch.split("?");
  const query = search.length > 0 ? `?${search.join("?")}` : "";
  return `${localizedPath(unprefixedPath(pathname), to)}${query}`;
}

/**
 * The prefixed language an `Accept-Language` header prefers over English, if any: the highest-weighted
 * language the store speaks, by its primary subtag (`fr-FR`, `ar-TN` count).
 */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale {
  if (!header) return DEFAULT_LOCALE;
  const ranked = header
    .split(",")
    .map((entry, index) => {
      const [tag, ...options] = entry.trim().split(";");
      const q = options.map((o) => /^\s*q=([\d.]+)\s*$/.exec(o)?.[1]).find(Boolean);
      return { language: tag.trim().toLowerCase().split("-")[0], weight: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.weight > 0 && !Number.isNaN(entry.weight))
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  for (const entry of ranked) if (isLocale(entry.language)) return entry.language;
  return DEFAULT_LOCALE;
}

/** An English text filled in, for code without a page language (the API, logs, e-mails to the shop). */
export function fill(text: Text, params?: Params): string {
  return formatText(DEFAULT_LOCALE, text, params);
}

const plainAmountFormats = new Map<Currency, Intl.NumberFormat>();
/** "12.500": an amount with its currency's decimals, no symbol or grouping, as machines read it (Open Graph). */
export function plainAmount(amount: string, currency: Currency): string {
  let format = plainAmountFormats.get(currency);
  if (!format) {
    const decimals = CURRENCY_DECIMALS[currency];
    format = new Intl.NumberFormat("en-US", { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
    plainAmountFormats.set(currency, format);
  }
  // Intl reads a decimal string exactly, so no float rounds the price on its way.
  return format.format(amount as unknown as number);
}

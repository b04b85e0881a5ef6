import { localeInfo, type Currency, type Locale } from "~/lib/i18n";

/** The sign before a price field: `$` for dollars, the dinar's own sign in each language (TND, DT, د.ت). */
export function currencySymbol(currency: Currency, locale: Locale): string {
  return currency === "USD" ? "$" : localeInfo[locale].dinar;
}

/**
 * The language of the page for components: `useI18n()` gives the texts, plurals, numbers, dates, money and
 * paths of the page's language. The texts come from the loader data of the matched routes (each loader
 * sends the dictionaries its screen needs, in one language: ~/lib/texts.server.ts), so no dictionary is
 * part of the JavaScript bundle.
 */
import { useLocation, useMatches } from "@remix-run/react";
import { useMemo } from "react";
import {
  DEFAULT_CURRENCY,
  DEFAULT_LOCALE,
  formatDate,
  formatMoney,
  formatNumber,
  formatText,
  localeInfo,
  localeOfPath,
  localizedPath,
  localizeSentence,
  type Currency,
  type Locale,
  type Params,
  type Texts,
} from "~/lib/i18n";
import type { TextId } from "~/lib/text-ids";

/** What a loader adds to its data so that its screen can speak the page's language. */
export interface LoaderTexts {
  texts: Texts;
  /** The English templates of server sentences (form checks, API errors, banners) this screen may translate. */
  sentences?: Record<string, string>;
}

interface MatchLike {
  id: string;
  data: unknown;
}

interface RootI18nData {
  locale?: Locale;
  currency?: Currency;
}

export interface I18n {
  locale: Locale;
  dir: "ltr" | "rtl";
  currency: Currency;
  t: (id: TextId, params?: Params) => string;
  /** A server sentence in English (a form check, an API error, a banner), in the page's language. */
  localize: (sentence: string) => string;
  money: (amount: string | number) => string;
  date: (value: string | Date) => string;
  number: (value: number) => string;
  /** A storefront path in the language of the current address (English paths stay as SPEC has them). */
  path: (path: string) => string;
}

/** Every text the matched routes sent, deeper routes winning. Usable where hooks are not (meta functions). */
export function textsFromMatches(matches: readonly MatchLike[]): LoaderTexts {
  const texts: Texts = {};
  const sentences: Record<string, string> = {};
  for (const match of matches) {
    const data = match.data as Partial<LoaderTexts> | null | undefined;
    if (data && typeof data === "object") {
      if (data.texts) Object.assign(texts, data.texts);
      if (data.sentences) Object.assign(sentences, data.sentences);
    }
  }
  return { texts, sentences };
}

export function rootI18nData(matches: readonly MatchLike[]): Required<RootI18nData> {
  const root = matches.find((match) => match.id === "root")?.data as RootI18nData | undefined;
  return { locale: root?.locale ?? DEFAULT_LOCALE, currency: root?.currency ?? DEFAULT_CURRENCY };
}

/**
 * Most components call `useI18n()` and show a few texts: each text is looked up in the matched routes' data
 * (deepest first) when it is asked for, instead of merging every dictionary for every component, which was
 * the largest cost the languages added to a render (measured: about half a millisecond a category page).
 */
function textOf(matches: readonly MatchLike[], id: string) {
  for (let i = matches.length - 1; i >= 0; i--) {
    const texts = (matches[i].data as Partial<LoaderTexts> | null | undefined)?.texts;
    if (texts && texts[id] !== undefined) return texts[id];
  }
  return undefined;
}

export function makeI18n(matches: readonly MatchLike[], pathname: string): I18n {
  const { locale, currency } = rootI18nData(matches);
  const urlLocale = localeOfPath(pathname);
  return {
    locale,
    dir: localeInfo[locale].dir,
    currency,
    t: (id, params) => {
      const text = textOf(matches, id);
      if (text === undefined) {
        if (process.env.NODE_ENV !== "production") console.warn(`No text "${id}" in the loader data of this page`);
        return id;
      }
      return formatText(locale, text, params);
    },
    localize: (sentence) => {
      const { texts, sentences } = textsFromMatches(matches);
      return localizeSentence(locale, sentence, sentences ?? {}, texts);
    },
    money: (amount) => formatMoney(amount, locale, currency),
    date: (value) => formatDate(value, locale),
    number: (value) => formatNumber(value, locale),
    path: (path) => localizedPath(path, urlLocale),
  };
}

export function useI18n(): I18n {
  const matches = useMatches();
  const { pathname } = useLocation();
  return useMemo(() => makeI18n(matches, pathname), [matches, pathname]);
}

/** Meta functions run outside React: the same texts, read from the matches they are given. */
export function metaI18n(matches: readonly MatchLike[], pathname = "/"): I18n {
  return makeI18n(matches, pathname);
}

/** A price in the store's currency, kept left to right inside right-to-left text; `off`: an amount taken off (−). */
export function Money({ amount, className, off }: { amount: string | number; className?: string; off?: boolean }) {
  const { money } = useI18n();
  return (
    <bdi dir="ltr" className={className}>
      {off ? "−" : null}
      {money(amount)}
    </bdi>
  );
}

/** Telephone numbers, order numbers and the like: read left to right whatever the page's direction. */
export function Ltr({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <bdi dir="ltr" className={className}>
      {children}
    </bdi>
  );
}

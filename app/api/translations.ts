/**
 * The catalogue in three languages. English stays in SPEC's own columns and fields; French and Arabic live in
 * each row's `translations` (jsonb), holding only the texts that were written. A read answers every product or
 * post with all its translations (`translations`, "" where none was written) and, in the language it was asked
 * for (`?lang=`, else `Accept-Language`), the SPEC fields carry that language's text, English field by field
 * where a translation is missing: never an empty title.
 */
import type { Context } from "hono";
import { mergeTranslations } from "~/lib/translations-merge";

export { mergeTranslations };
import { sql, type AnyColumn, type SQL } from "drizzle-orm";
import { z } from "zod";
import { DEFAULT_LOCALE, LOCALES, localeFromAcceptLanguage, type Locale } from "~/lib/i18n";
import { TRANSLATION_LOCALES, type TranslationLocale } from "~/lib/types";
import { sayInvalid } from "~/lib/validation-messages";

const langParam = z
  .enum(LOCALES, { errorMap: () => ({ message: sayInvalid.oneOf("lang", LOCALES) }) })
  .optional()
  .describe(
    "The language of the answer's texts: en, fr or ar. With fr or ar, name and description (posts: title, description, content " +
      "and categories) carry the translated text, English where a field is not translated. Without it, the Accept-Language " +
      "header chooses (fr or ar when preferred); else English. `translations` always carries every translation.",
  );

/** The `lang` query parameter of the catalogue reads. */
export const langQuerySchema = z.object({ lang: langParam });
export const langQueryShape = { lang: langParam };

/**
 * The language a catalogue read answers in: `lang` when given, else the first of en, fr and ar that the
 * Accept-Language header prefers, else English. Said back in Content-Language.
 */
export function answerLocale(c: Context, lang: Locale | undefined): Locale {
  const locale = lang ?? localeFromAcceptLanguage(c.req.header("accept-language"));
  c.header("Content-Language", locale);
  if (lang === undefined) c.header("Vary", "Accept-Language", { append: true });
  return locale;
}

type Stored<F extends string> = Partial<Record<TranslationLocale, Partial<Record<F, string>>>>;
type FullSet<F extends string> = Record<TranslationLocale, Record<F, string>>;

/** Every translation language with every field, "" where none was written (what the API answers). */
export function translationSet<F extends string>(stored: Stored<F> | null | undefined, fields: readonly F[]): FullSet<F> {
  const set = {} as FullSet<F>;
  for (const locale of TRANSLATION_LOCALES) {
    const texts = {} as Record<F, string>;
    for (const field of fields) {
      const value = stored?.[locale]?.[field];
      texts[field] = typeof value === "string" ? value : "";
    }
    set[locale] = texts;
  }
  return set;
}

/** The English texts with, in French or Arabic, each translated field that is written put in their place. */
export function localized<T extends Record<F, string>, F extends string>(
  english: T,
  set: FullSet<F>,
  locale: Locale,
  fields: readonly F[],
): T {
  if (locale === DEFAULT_LOCALE) return english;
  const texts = set[locale as TranslationLocale];
  const result = { ...english };
  for (const field of fields) if (texts[field].trim() !== "") result[field] = texts[field] as T[F];
  return result;
}

/** A search in a language: the English column, or that language's translation of it. */
export function matchesInLocale(column: AnyColumn, translations: AnyColumn, field: string, locale: Locale, pattern: string): SQL {
  if (locale === DEFAULT_LOCALE) return sql`${column} ilike ${pattern}`;
  return sql`(${column} ilike ${pattern} or (${translations} -> ${locale} ->> ${field}) ilike ${pattern})`;
}

/** True when an HTML text shows nothing: no words and no picture (an empty editor sends `<p><br></p>`). */
export function isBlankHtml(html: string): boolean {
  if (/<img\b/i.test(html)) return false;
  const text = html
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;|&#160;|&#xa0;/gi, " ")
    .trim();
  return text === "";
}

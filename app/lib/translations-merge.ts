/**
 * How a write changes stored French and Arabic texts (app/api/translations.ts reads them): shared by the API and
 * the models that write products, so that neither depends on the other.
 */
import { TRANSLATION_LOCALES, type TranslationLocale } from "./types";

export type Stored<F extends string> = Partial<Record<TranslationLocale, Partial<Record<F, string>>>>;
export type Given<F extends string> =
  Partial<Record<TranslationLocale, Partial<Record<F, string | undefined>> | undefined>> | null | undefined;

/**
 * The stored translations after a write: each field sent replaces the stored one ("" removes it), each field
 * not sent is kept. Only written texts are stored, so a language without any is absent.
 */
export function mergeTranslations<F extends string>(
  stored: Stored<F> | null | undefined,
  given: Given<F>,
  fields: readonly F[],
): Stored<F> {
  const merged: Stored<F> = {};
  for (const locale of TRANSLATION_LOCALES) {
    const texts: Partial<Record<F, string>> = {};
    for (const field of fields) {
      const sent = given?.[locale]?.[field];
      const value = sent !== undefined ? sent : stored?.[locale]?.[field];
      if (typeof value === "string" && value.trim() !== "") texts[field] = value;
    }
    if (Object.keys(texts).length > 0) merged[locale] = texts;
  }
  return merged;
}

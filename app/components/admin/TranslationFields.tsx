import { useField } from "remix-validated-form";
import { FieldView, type InputPropsGetter } from "~/components/field-view";
import { useI18n } from "~/components/i18n";
import { localeInfo } from "~/lib/i18n";
import { DESCRIPTION_MAX, NAME_MAX, POST_FREE_TEXT_MAX } from "~/lib/limits";
import type { TextId } from "~/lib/text-ids";
import { TRANSLATION_LOCALES, type TranslationLocale } from "~/lib/types";
import { RichTextEditor } from "./RichTextEditor";

/** A translation's editor is shorter than the English one: the form already holds three. */
const TRANSLATED_CONTENT_HEIGHT = 300;

type TranslatedField = "name" | "title" | "description" | "content" | "categories";

/** The form field of a translated text: `translations.fr.name`, as the API's JSON nests it. */
export const translationFieldName = (locale: TranslationLocale, field: TranslatedField) => `translations.${locale}.${field}`;

/**
 * The check of a translated field, beside it: the schemas name the field by its path
 * (`translations.fr.name must be between 3 and 20 characters`). Other languages translate the sentence
 * through its `fieldName.translations.fr.name` text; English writes that text in place of the path.
 */
export function useTranslationError(): (englishError: string | undefined) => string | undefined {
  const { locale, t } = useI18n();
  return (englishError) => {
    if (!englishError || locale !== "en") return englishError;
    return englishError.replace(/^translations\.(fr|ar)\.(\w+)/, (path) => t(`fieldName.${path}` as TextId));
  };
}

/** A text field of one translation: the language's own `lang` and direction, whatever the page's. */
function TranslatedInput({
  formId,
  locale,
  field,
  as,
  rows,
  maxLength,
  hint,
}: {
  formId: string;
  locale: TranslationLocale;
  field: TranslatedField;
  as?: "textarea";
  rows?: number;
  maxLength: number;
  hint?: string;
}) {
  const { t } = useI18n();
  const name = translationFieldName(locale, field);
  const { error, getInputProps } = useField(name, { formId });
  const describe = useTranslationError();
  const withLanguage: InputPropsGetter = (props) =>
    (getInputProps as InputPropsGetter)({ ...props, lang: locale, dir: localeInfo[locale].dir });
  return (
    <FieldView
      formId={formId}
      name={name}
      label={t(`translation.${locale}.${field}` as TextId)}
      as={as}
      rows={rows}
      maxLength={maxLength}
      hint={hint}
      className=""
      error={describe(error)}
      getInputProps={withLanguage}
    />
  );
}

/**
 * The French and Arabic texts of a product or a post, below its English fields: one fieldset per language,
 * side by side on wide screens for a product, one under the other for a post (its content editors need the
 * width). Plain fields, so they work without JavaScript; each left empty shows the English text in the store.
 */
export function TranslationFields({ formId, kind }: { formId: string; kind: "product" | "post" }) {
  const { t, locale: pageLocale } = useI18n();
  const headingId = `${formId}-translations-heading`;
  return (
    <section className="admin-translations mb-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-translations-heading">
        {t("translations.heading")}
      </h3>
      <p className="form-text mt-0 mb-3">{t("translations.hint")}</p>
      <div className="row g-3">
        {TRANSLATION_LOCALES.map((locale) => (
          <div key={locale} className={kind === "product" ? "col-xl-6" : "col-12"}>
            <fieldset className="admin-translation">
              <legend className="admin-translation-legend">
                {t(`translations.legend.${locale}`)}
                {/* The language's own name, for whoever reads it better than the back office's language. */}
                {pageLocale === locale ? null : (
                  <span className="admin-translation-native" lang={locale} dir={localeInfo[locale].dir}>
                    {localeInfo[locale].label}
                  </span>
                )}
              </legend>
              {kind === "product" ? (
                <div className="d-grid gap-3">
                  <TranslatedInput formId={formId} locale={locale} field="name" maxLength={NAME_MAX} />
                  <TranslatedInput formId={formId} locale={locale} field="description" as="textarea" rows={4} maxLength={DESCRIPTION_MAX} />
                </div>
              ) : (
                <>
                  <div className="row g-3 mb-3">
                    <div className="col-md-6">
                      <TranslatedInput formId={formId} locale={locale} field="title" maxLength={NAME_MAX} />
                    </div>
                    <div className="col-md-6">
                      <TranslatedInput
                        formId={formId}
                        locale={locale}
                        field="categories"
                        maxLength={POST_FREE_TEXT_MAX}
                        hint={t("field.freeTextHint")}
                      />
                    </div>
                  </div>
                  <TranslatedInput formId={formId} locale={locale} field="description" as="textarea" rows={3} maxLength={DESCRIPTION_MAX} />
                  <div className="mt-3">
                    <TranslatedContent formId={formId} locale={locale} />
                  </div>
                </>
              )}
            </fieldset>
          </div>
        ))}
      </div>
    </section>
  );
}

function TranslatedContent({ formId, locale }: { formId: string; locale: TranslationLocale }) {
  const { t } = useI18n();
  const describe = useTranslationError();
  return (
    <RichTextEditor
      formId={formId}
      name={translationFieldName(locale, "content")}
      label={t(`translation.${locale}.content`)}
      dir={localeInfo[locale].dir}
      lang={locale}
      describeError={describe}
      className="mb-0 rich-text"
      height={TRANSLATED_CONTENT_HEIGHT}
    />
  );
}

import { useField, useFormContext } from "remix-validated-form";
import { FieldView, type InputPropsGetter } from "~/components/field-view";
import { useI18n } from "~/components/i18n";
import { colorFamilies, colorFamilyNames, COLOR_NAME_MAX, COLORS_PER_PRODUCT_MAX } from "~/lib/colors";
import { localeInfo } from "~/lib/i18n";
import { ACCEPTED_IMAGE_MIME, QUANTITY_MAX_LENGTH } from "~/lib/limits";
import { routes } from "~/lib/routes";
import { ONE_SIZE, sizeLabel } from "~/lib/sizes";
import type { TextId } from "~/lib/text-ids";
import { TRANSLATION_LOCALES } from "~/lib/types";
import {
  ADD_COLOR_INTENT,
  colorField,
  gridSizesOf,
  hasStockGrid,
  KEEP_COLOR_INTENT,
  REMOVE_COLOR_INTENT,
  SIZES_FIELD,
  stockFieldName,
  type colorFormValues,
} from "./product-validators";

export type ColorValues = ReturnType<typeof colorFormValues>;

/**
 * A colour check's sentence, beside its field: the schemas name the field by its API path ("colors.name must be …",
 * "translations.fr.name must be …"). Other languages translate it through the `fieldName.*` texts; English writes
 * that text in place of the path.
 */
function useColorError(): (englishError: string | undefined) => string | undefined {
  const { locale, t, localize } = useI18n();
  return (englishError) => {
    if (!englishError) return undefined;
    if (locale !== "en") return localize(englishError);
    return englishError.replace(/^(colors\.\w+|translations\.(?:fr|ar)\.name)/, (path) => t(`fieldName.${path}` as TextId));
  };
}

function ColorText({
  formId,
  name,
  label,
  lang,
  hint,
}: {
  formId: string;
  name: string;
  label: string;
  lang?: "fr" | "ar";
  hint?: string;
}) {
  const { error, getInputProps } = useField(name, { formId });
  const describe = useColorError();
  const withLanguage: InputPropsGetter = (props) =>
    (getInputProps as InputPropsGetter)(lang ? { ...props, lang, dir: localeInfo[lang].dir } : props);
  return (
    <FieldView
      formId={formId}
      name={name}
      label={label}
      maxLength={COLOR_NAME_MAX}
      required={!lang}
      hint={hint}
      className=""
      // Already in the staff member's language: FieldView leaves a sentence it has no template for as it is.
      error={describe(error)}
      getInputProps={withLanguage}
    />
  );
}

/** The error of a field the form shows no input of its own for (pictures, the stock grid, the colour as a whole). */
function FieldError({ id, message }: { id: string; message: string | undefined }) {
  return message ? (
    <div id={id} className="invalid-feedback d-block">
      {message}
    </div>
  ) : null;
}

function ColorStock({ formId, index, type, values }: { formId: string; index: number; type: string; values: ColorValues }) {
  const { t } = useI18n();
  const { fieldErrors } = useFormContext(formId);
  const describe = useColorError();
  if (!hasStockGrid(type)) {
    const name = colorField(index, "quantity");
    const error = describe(fieldErrors[name]);
    const id = `${formId}-${name}`;
    return (
      <div className="col-sm-6 col-lg-4">
        <label htmlFor={id} className="form-label">
          {t("colors.quantity")}
        </label>
        <StockInput id={id} name={name} value={values.quantity} invalid={Boolean(error)} describedBy={error ? `${id}-error` : undefined} />
        <FieldError id={`${id}-error`} message={error} />
      </div>
    );
  }
  const record = values as unknown as Record<string, string | undefined>;
  const sizes = gridSizesOf(type, Boolean(record[stockFieldName(ONE_SIZE)]));
  const gridName = colorField(index, SIZES_FIELD);
  const gridId = `${formId}-${gridName}`;
  const gridError = describe(fieldErrors[gridName]);
  const sizeErrors = sizes.flatMap((size) => {
    const message = describe(fieldErrors[colorField(index, stockFieldName(size))]);
    return message ? [t("sizes.sizeError", { size: sizeLabel(size, t), message })] : [];
  });
  return (
    <fieldset className="col-12" aria-describedby={gridError || sizeErrors.length ? `${gridId}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">{t("colors.stock")}</legend>
      <div className="row row-cols-3 row-cols-sm-4 row-cols-md-6 g-2">
        {sizes.map((size) => {
          const name = colorField(index, stockFieldName(size));
          const id = `${formId}-${name}`;
          const invalid = Boolean(fieldErrors[name]);
          return (
            <div key={size} className="col d-flex flex-column">
              <label htmlFor={id} className="form-label mb-1 flex-grow-1">
                {sizeLabel(size, t)}
              </label>
              <StockInput id={id} name={name} value={record[stockFieldName(size)]} invalid={invalid} />
            </div>
          );
        })}
      </div>
      <FieldError id={`${gridId}-error`} message={[...sizeErrors, gridError].filter(Boolean).join(" ") || undefined} />
    </fieldset>
  );
}

function ColorPictures({ formId, index, values }: { formId: string; index: number; values: ColorValues }) {
  const { t } = useI18n();
  const { fieldErrors } = useFormContext(formId);
  const describe = useColorError();
  const filesName = colorField(index, "files");
  const filesId = `${formId}-${filesName}`;
  const error =
    [describe(fieldErrors[colorField(index, "images")]), describe(fieldErrors[filesName])].filter(Boolean).join(" ") || undefined;
  const shownName = values.name || t("colors.legend", { number: index + 1 });
  return (
    <div className="col-12">
      <fieldset>
        <legend className="form-label fs-6 mb-1">{t("colors.pictures")}</legend>
        {values.images.length ? (
          <ul className="admin-color-pictures list-unstyled d-flex flex-wrap gap-3 mb-2">
            {values.images.map((url, i) => {
              const id = `${formId}-${colorField(index, "dropImages")}-${i}`;
              return (
                <li key={url} className="text-center">
                  <input type="hidden" name={colorField(index, "images")} value={url} />
                  <img
                    src={routes.productImage(url)}
                    alt={t("colors.pictureAlt", { name: shownName, number: i + 1 })}
                    width={80}
                    height={80}
                  />
                  <div className="form-check mt-1">
                    <input id={id} className="form-check-input" type="checkbox" name={colorField(index, "dropImages")} value={url} />
                    <label htmlFor={id} className="form-check-label small">
                      {t("colors.removePicture", { number: i + 1 })}
                    </label>
                  </div>
                </li>
              );
            })}
          </ul>
        ) : null}
        <label htmlFor={filesId} className="form-label">
          {t("colors.addPictures")}
        </label>
        <input
          // A round trip uploads the chosen files and lists them above: a new input, so they are not sent twice.
          key={values.images.join()}
          id={filesId}
          name={filesName}
          type="file"
          multiple
          accept={`${ACCEPTED_IMAGE_MIME},.png,.jpg,.jpeg,.gif`}
          aria-invalid={error ? true : undefined}
          aria-describedby={[`${filesId}-hint`, error ? `${filesId}-error` : null].filter(Boolean).join(" ")}
          className={`form-control${error ? " is-invalid" : ""}`}
        />
        <div id={`${filesId}-hint`} className="form-text">
          {t("colors.picturesHint")}
        </div>
        <FieldError id={`${filesId}-error`} message={error} />
      </fieldset>
    </div>
  );
}

/** A saved colour staff removed: its values ride along hidden, so Keep brings it back as it was. */
function RemovedColor({ formId, index, values }: { formId: string; index: number; values: ColorValues }) {
  const { t } = useI18n();
  const { fieldErrors } = useFormContext(formId);
  const describe = useColorError();
  const record = values as unknown as Record<string, unknown>;
  const hidden = Object.entries(record).flatMap(([field, value]) => {
    if (field === "key" || field === "id" || field === "removed") return [];
    if (field === "translations") {
      return TRANSLATION_LOCALES.map((locale) => [`translations.${locale}.name`, values.translations[locale].name] as const);
    }
    if (Array.isArray(value)) return value.map((item) => [field, String(item)] as const);
    return typeof value === "string" ? [[field, value] as const] : [];
  });
  const errorName = colorField(index, "removed");
  const error = describe(fieldErrors[errorName]);
  return (
    <>
      {hidden.map(([field, value], i) => (
        <input key={`${field}-${i}`} type="hidden" name={colorField(index, field)} value={value} />
      ))}
      <p className="mb-2" id={`${formId}-${errorName}-text`}>
        {t("colors.removed", { name: values.name })}
      </p>
      <FieldError id={`${formId}-${errorName}-error`} message={error} />
      <button
        type="submit"
        name="intent"
        value={`${KEEP_COLOR_INTENT}:${index}`}
        formNoValidate
        className="btn btn-outline-dark btn-sm mt-2"
      >
        {t("colors.keep", { name: values.name })}
      </button>
    </>
  );
}

function ColorCard({
  formId,
  index,
  type,
  values,
  removable,
}: {
  formId: string;
  index: number;
  type: string;
  values: ColorValues;
  removable: boolean;
}) {
  const { t, locale } = useI18n();
  const familyField = useField(colorField(index, "family"), { formId });
  const hexField = useField(colorField(index, "hex"), { formId });
  const describe = useColorError();
  const number = index + 1;
  const legend = values.name ? t("colors.legendNamed", { number, name: values.name }) : t("colors.legend", { number });
  const familyId = `${formId}-${colorField(index, "family")}`;
  const hexId = `${formId}-${colorField(index, "hex")}`;
  const familyError = describe(familyField.error);
  const hexError = describe(hexField.error);
  return (
    <fieldset className="admin-translation admin-color mb-3" data-color-card="">
      <legend className="admin-translation-legend">
        <span className="admin-color-dot" style={{ backgroundColor: values.hex || undefined }} aria-hidden="true" />
        {legend}
      </legend>
      <input type="hidden" name={colorField(index, "key")} value={values.key} />
      <input type="hidden" name={colorField(index, "id")} value={values.id} />
      <input type="hidden" name={colorField(index, "removed")} value={values.removed} />
      {values.removed ? (
        <RemovedColor formId={formId} index={index} values={values} />
      ) : (
        <div className="row g-3">
          <div className="col-md-4">
            <ColorText formId={formId} name={colorField(index, "name")} label={t("colors.nameEn")} />
          </div>
          <div className="col-md-4">
            <ColorText formId={formId} name={colorField(index, "translations.fr.name")} label={t("colors.nameFr")} lang="fr" />
          </div>
          <div className="col-md-4">
            <ColorText formId={formId} name={colorField(index, "translations.ar.name")} label={t("colors.nameAr")} lang="ar" />
          </div>
          <div className="col-sm-4 col-md-3">
            <label htmlFor={hexId} className="form-label">
              {t("colors.swatch")}
            </label>
            {/* A browser without a colour picker shows a text input: the server reads #rrggbb either way. */}
            <input
              {...hexField.getInputProps({
                id: hexId,
                type: "color",
                "aria-invalid": hexError ? true : undefined,
                "aria-describedby": hexError ? `${hexId}-error` : undefined,
              })}
              className={`form-control form-control-color${hexError ? " is-invalid" : ""}`}
            />
            <FieldError id={`${hexId}-error`} message={hexError} />
          </div>
          <div className="col-sm-8 col-md-5">
            <label htmlFor={familyId} className="form-label">
              {t("colors.family")}
            </label>
            <select
              {...familyField.getInputProps({
                id: familyId,
                "aria-invalid": familyError ? true : undefined,
                "aria-describedby": [`${familyId}-hint`, familyError ? `${familyId}-error` : null].filter(Boolean).join(" "),
              })}
              className={`form-select${familyError ? " is-invalid" : ""}`}
            >
              <option value="">{t("colors.chooseFamily")}</option>
              {colorFamilies.map((family) => (
                <option key={family} value={family}>
                  {colorFamilyNames[family][locale]}
                </option>
              ))}
            </select>
            <div id={`${familyId}-hint`} className="form-text">
              {t("colors.familyHint")}
            </div>
            <FieldError id={`${familyId}-error`} message={familyError} />
          </div>
          <ColorPictures formId={formId} index={index} values={values} />
          <ColorStock formId={formId} index={index} type={type} values={values} />
          {removable ? (
            <div className="col-12">
              <button
                type="submit"
                name="intent"
                value={`${REMOVE_COLOR_INTENT}:${index}`}
                formNoValidate
                className="btn btn-outline-danger btn-sm"
              >
                {t("colors.remove", { number })}
              </button>
            </div>
          ) : null}
        </div>
      )}
    </fieldset>
  );
}

/**
 * The colours of a product (ARCHITECTURE decision 18): each with its names, swatch, family, pictures and stock.
 * Adding and removing a colour are submit buttons, so the form works without JavaScript: the page answers with
 * what was typed, chosen pictures already uploaded and kept in hidden fields. A saved colour that is removed stays
 * listed until the product is saved (the server may refuse its removal while open orders hold it); the last
 * saved colour cannot be removed (ADR 046).
 */
export function ColorFields({ formId, type, colors }: { formId: string; type: string; colors: readonly ColorValues[] }) {
  const { t } = useI18n();
  const headingId = `${formId}-colors-heading`;
  const kept = colors.filter((color) => !color.removed);
  return (
    <section className="mb-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="admin-translations-heading">
        {t("colors.heading")}
      </h3>
      <p className="form-text mt-0 mb-3">{t("colors.hint")}</p>
      {colors.map((values, index) => (
        <ColorCard
          key={values.key || index}
          formId={formId}
          index={index}
          type={type}
          values={values}
          removable={!values.id || kept.length > 1}
        />
      ))}
      {colors.length < COLORS_PER_PRODUCT_MAX ? (
        <button type="submit" name="intent" value={ADD_COLOR_INTENT} formNoValidate className="btn btn-outline-dark">
          {t("colors.add")}
        </button>
      ) : null}
    </section>
  );
}

/**
 * The colours' own refusal (a removal that open orders block, a name given twice), at the top of the form, where
 * staff look first after saving; the colour it concerns says it again beside its fields.
 */
export function ColorsAlert({ formId }: { formId: string }) {
  const { fieldErrors } = useFormContext(formId);
  const describe = useColorError();
  const message = describe(fieldErrors.colors);
  return message ? (
    <div id={`${formId}-colors-error`} className="alert alert-danger" role="alert">
      {message}
    </div>
  ) : null;
}

/** One stock figure of a colour: its quantity, or one size's (marked for the form's script, which sums them). */
function StockInput({
  id,
  name,
  value,
  invalid,
  describedBy,
}: {
  id: string;
  name: string;
  value: string | undefined;
  invalid: boolean;
  describedBy?: string;
}) {
  return (
    <input
      id={id}
      name={name}
      type="text"
      inputMode="numeric"
      maxLength={QUANTITY_MAX_LENGTH}
      defaultValue={value ?? ""}
      data-color-stock=""
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      className={`form-control${invalid ? " is-invalid" : ""}`}
    />
  );
}

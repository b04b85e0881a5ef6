import { useControlField, useField } from "remix-validated-form";
import { useI18n } from "~/components/i18n";
import { categoriesOf, categoryLabelId, productTypes, typeLabelId } from "~/lib/catalog";
import { useHydrated } from "./hydrated";

export const CHOOSE_TYPE_INTENT = "chooseType";

/**
 * The dependent selects of SPEC 3: the category options follow the type, and
 * clearing the type empties them. Without JavaScript a "Choose type" submit
 * button posts the form back, and the page answers with the type's categories;
 * JavaScript hides that button and updates the options at once.
 */
export function ProductTypeFields({ formId }: { formId: string }) {
  const { t, localize } = useI18n();
  const hydrated = useHydrated();
  const [type, setType] = useControlField<string | undefined>("type", formId);
  const [category, setCategory] = useControlField<string | undefined>("category", formId);
  const typeField = useField("type", { formId });
  const categoryField = useField("category", { formId });
  const categories = categoriesOf(type ?? "");
  const typeId = `${formId}-type`;
  const categoryId = `${formId}-category`;
  const hintId = `${formId}-type-hint`;

  return (
    <div className="row g-3 mb-3">
      <div className="col-sm-6">
        <label htmlFor={typeId} className="form-label">
          {t("field.type")}
        </label>
        <div className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <select
              {...typeField.getInputProps({
                id: typeId,
                value: type ?? "",
                onChange: (event: React.ChangeEvent<HTMLSelectElement>) => {
                  setType(event.target.value);
                  setCategory("");
                },
                "aria-invalid": typeField.error ? true : undefined,
                "aria-describedby":
                  [typeField.error ? `${typeId}-error` : null, hydrated ? null : hintId].filter(Boolean).join(" ") || undefined,
              })}
              className={`form-select${typeField.error ? " is-invalid" : ""}`}
            >
              <option value="">{t("products.selectType")}</option>
              {productTypes.map((p) => (
                <option key={p.value} value={p.value}>
                  {t(typeLabelId(p.value))}
                </option>
              ))}
            </select>
            {typeField.error ? (
              <div id={`${typeId}-error`} className="invalid-feedback d-block">
                {localize(typeField.error)}
              </div>
            ) : null}
          </div>
          {hydrated ? null : (
            <button type="submit" name="intent" value={CHOOSE_TYPE_INTENT} formNoValidate className="btn btn-outline-secondary text-nowrap">
              {t("products.chooseType")}
            </button>
          )}
        </div>
        {hydrated ? null : (
          <div id={hintId} className="form-text">
            {t("products.chooseTypeHint")}
          </div>
        )}
      </div>
      <div className="col-sm-6">
        <label htmlFor={categoryId} className="form-label">
          {t("field.category")}
        </label>
        <select
          {...categoryField.getInputProps({
            id: categoryId,
            value: category ?? "",
            onChange: (event: React.ChangeEvent<HTMLSelectElement>) => setCategory(event.target.value),
            "aria-invalid": categoryField.error ? true : undefined,
            "aria-describedby": categoryField.error ? `${categoryId}-error` : undefined,
          })}
          className={`form-select${categoryField.error ? " is-invalid" : ""}`}
        >
          <option value="">{categories.length ? t("products.selectCategory") : t("products.typeFirst")}</option>
          {categories.map((c) => (
            <option key={c.value} value={c.value}>
              {t(categoryLabelId(c.value))}
            </option>
          ))}
        </select>
        {categoryField.error ? (
          <div id={`${categoryId}-error`} className="invalid-feedback d-block">
            {localize(categoryField.error)}
          </div>
        ) : null}
      </div>
    </div>
  );
}

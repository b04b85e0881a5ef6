import { useRouteLoaderData } from "@remix-run/react";
import { useField } from "remix-validated-form";
import { Field } from "~/components/form";
import { useI18n } from "~/components/i18n";
import { BRAND_MAX_LENGTH } from "~/lib/product-schemas";

/**
 * The product form's Brand (optional: empty, the feeds name the store) and the box that keeps the product in the
 * Google and Meta feeds, posted as "on" when ticked and absent when not (product-validators.ts reads both).
 */
export function ProductFeedFields({ formId }: { formId: string }) {
  const { t, localize } = useI18n();
  const root = useRouteLoaderData<{ storeName: string }>("root");
  const { error, getInputProps } = useField("inFeeds", { formId });
  const id = `${formId}-inFeeds`;
  const message = error ? localize(error) : undefined;
  const describedBy = [`${id}-hint`, message ? `${id}-error` : null].filter(Boolean).join(" ");
  return (
    <div className="row g-3 mb-3">
      <div className="col-md-6">
        <Field
          formId={formId}
          name="brand"
          label={t("field.brand")}
          maxLength={BRAND_MAX_LENGTH}
          hint={t("field.brandHint", { store: root?.storeName ?? "" })}
          className=""
        />
      </div>
      {/* Level with the input, aligned at the top: Brand's error appearing on leaving it never moves the box. */}
      <div className="col-md-6 pt-md-4 mt-md-2">
        <div className="form-check">
          <input
            {...getInputProps({
              id,
              type: "checkbox",
              value: "on",
              "aria-invalid": message ? true : undefined,
              "aria-describedby": describedBy,
            })}
            className={`form-check-input${message ? " is-invalid" : ""}`}
          />
          <label className="form-check-label" htmlFor={id}>
            {t("field.inFeeds")}
          </label>
          {message ? (
            <div id={`${id}-error`} className="invalid-feedback d-block">
              {message}
            </div>
          ) : null}
          <div id={`${id}-hint`} className="form-text mt-0">
            {t("field.inFeedsHint")}
          </div>
        </div>
      </div>
    </div>
  );
}

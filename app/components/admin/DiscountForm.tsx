import { Link } from "@remix-run/react";
import { useState, type ReactNode } from "react";
import { useField, ValidatedForm } from "remix-validated-form";
import { Field, SubmitButton } from "~/components/form";
import { useI18n } from "~/components/i18n";
import { productTypes, typeLabelId } from "~/lib/catalog";
import { DISCOUNT_CODE_MAX, DISCOUNT_NOTE_MAX, DISCOUNT_PERCENT_MAX, discountKinds, type DiscountKind } from "~/lib/discounts";
import { PRICE_MAX_LENGTH } from "~/lib/limits";
import { discountValidatorFor } from "./discounts";
import { useHydrated } from "./hydrated";
import { currencySymbol } from "./price";
import { adminRoutes } from "~/lib/admin-routes";

/** The id, error and description ids of a field, as FieldView names them. */
function useFieldIds(formId: string, name: string, hint: boolean) {
  const { error, getInputProps } = useField(name, { formId });
  const { localize } = useI18n();
  const id = `${formId}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return { id, error: error ? localize(error) : undefined, describedBy, getInputProps };
}

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <div id={`${id}-error`} className="invalid-feedback d-block">
      {error}
    </div>
  ) : null;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <div id={`${id}-hint`} className="form-text">
      {children}
    </div>
  );
}

/** The code: letters, digits and dashes, read left to right in every language and shown in capitals. */
function CodeField({ formId }: { formId: string }) {
  const { t } = useI18n();
  const { id, error, describedBy, getInputProps } = useFieldIds(formId, "code", true);
  return (
    <div>
      <label htmlFor={id} className="form-label">
        {t("admin.discounts.field.code")}
      </label>
      <input
        {...getInputProps({
          id,
          type: "text",
          dir: "ltr",
          autoComplete: "off",
          autoCapitalize: "characters",
          spellCheck: false,
          maxLength: DISCOUNT_CODE_MAX * 2,
          required: true,
          "aria-invalid": error ? true : undefined,
          "aria-describedby": describedBy,
        })}
        className={`form-control font-monospace text-uppercase${error ? " is-invalid" : ""}`}
      />
      <FieldError id={id} error={error} />
      <Hint id={id}>{t("admin.discounts.field.codeHint")}</Hint>
    </div>
  );
}

/** What the code takes off, as radios; `onKind` tells the form which amount field to show. */
function KindField({ formId, onKind }: { formId: string; onKind: (kind: string) => void }) {
  const { t } = useI18n();
  const { id, error, getInputProps } = useFieldIds(formId, "kind", false);
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6 mb-1">{t("admin.discounts.field.kind")}</legend>
      <div className="d-flex flex-wrap column-gap-4 row-gap-1">
        {discountKinds.map((kind) => (
          <div className="form-check" key={kind}>
            <input
              {...getInputProps({
                id: `${id}-${kind}`,
                type: "radio",
                value: kind,
                "aria-invalid": error ? true : undefined,
                onChange: () => onKind(kind),
              })}
              className={`form-check-input${error ? " is-invalid" : ""}`}
            />
            <label className="form-check-label" htmlFor={`${id}-${kind}`}>
              {t(`admin.discounts.kind.${kind}`)}
            </label>
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}

/** A yes-or-no condition: posted as "on" when ticked. */
function CheckField({ formId, name, label, hint }: { formId: string; name: string; label: string; hint?: string }) {
  const { id, error, describedBy, getInputProps } = useFieldIds(formId, name, Boolean(hint));
  return (
    <div className="form-check">
      <input
        {...getInputProps({ id, type: "checkbox", value: "on", "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
        className={`form-check-input${error ? " is-invalid" : ""}`}
      />
      <label className="form-check-label" htmlFor={id}>
        {label}
      </label>
      <FieldError id={id} error={error} />
      {hint ? (
        <div id={`${id}-hint`} className="form-text mt-0">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** The product types the code is for, as checkboxes; none ticked is every type. */
function ProductTypesField({ formId }: { formId: string }) {
  const { t } = useI18n();
  const { id, error, describedBy, getInputProps } = useFieldIds(formId, "productTypes", true);
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="form-label fs-6 mb-1">{t("admin.discounts.field.productTypes")}</legend>
      <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-1">
        {productTypes.map((type) => (
          <div className="col" key={type.value}>
            <div className="form-check">
              <input
                {...getInputProps({ id: `${id}-${type.value}`, type: "checkbox", value: type.value })}
                className={`form-check-input${error ? " is-invalid" : ""}`}
              />
              <label className="form-check-label" htmlFor={`${id}-${type.value}`}>
                {t(typeLabelId(type.value))}
              </label>
            </div>
          </div>
        ))}
      </div>
      <FieldError id={id} error={error} />
      <Hint id={id}>{t("admin.discounts.field.productTypesHint")}</Hint>
    </fieldset>
  );
}

/**
 * A discount code's form (new and edit), checked with the API's own schema in the browser and in the action.
 * With JavaScript only the amount field the chosen kind needs shows; without it both show, each with its hint, and
 * the schema reads the one the kind needs.
 */
export function DiscountForm({ formId, submitLabel }: { formId: string; submitLabel: string }) {
  const { currency } = useI18n();
  return (
    <ValidatedForm validator={discountValidatorFor(currency)} method="post" id={formId} noValidate>
      <DiscountFields formId={formId} submitLabel={submitLabel} />
    </ValidatedForm>
  );
}

function DiscountFields({ formId, submitLabel }: { formId: string; submitLabel: string }) {
  const { t, currency, locale } = useI18n();
  const hydrated = useHydrated();
  const storedKind: unknown = useField("kind", { formId }).defaultValue;
  const [kind, setKind] = useState<string>(typeof storedKind === "string" ? storedKind : "");
  const shows = (needed: DiscountKind) => !hydrated || kind === needed;
  const money = currencySymbol(currency, locale);
  return (
    <>
      <div className="row g-3 mb-4">
        <div className="col-md-6">
          <CodeField formId={formId} />
        </div>
        <div className="col-12">
          <KindField formId={formId} onKind={setKind} />
        </div>
        <div className="col-sm-6 col-lg-4" hidden={!shows("percent")}>
          <Field
            formId={formId}
            name="percent"
            label={t("admin.discounts.field.percent")}
            inputMode="numeric"
            maxLength={String(DISCOUNT_PERCENT_MAX).length}
            hint={t("admin.discounts.field.percentHint")}
            className=""
          />
        </div>
        <div className="col-sm-6 col-lg-4" hidden={!shows("fixed")}>
          <Field
            formId={formId}
            name="amount"
            label={t("admin.discounts.field.amount")}
            inputMode="decimal"
            maxLength={PRICE_MAX_LENGTH}
            prefix={money}
            hint={t("admin.discounts.field.amountHint")}
            className=""
          />
        </div>
      </div>

      <h2 className="h6 mb-3">{t("admin.discounts.conditionsHeading")}</h2>
      <div className="row g-3 mb-3">
        <div className="col-sm-6 col-lg-4">
          <Field
            formId={formId}
            name="startsAt"
            type="datetime-local"
            label={t("admin.discounts.field.startsAt")}
            hint={t("admin.discounts.field.datesHint")}
            className=""
          />
        </div>
        <div className="col-sm-6 col-lg-4">
          <Field
            formId={formId}
            name="endsAt"
            type="datetime-local"
            label={t("admin.discounts.field.endsAt")}
            hint={t("admin.discounts.field.datesHint")}
            className=""
          />
        </div>
        <div className="w-100 m-0" />
        <div className="col-sm-6 col-lg-4">
          <Field
            formId={formId}
            name="minSubtotal"
            label={t("admin.discounts.field.minSubtotal")}
            inputMode="decimal"
            maxLength={PRICE_MAX_LENGTH}
            prefix={money}
            hint={t("admin.discounts.field.minSubtotalHint")}
            className=""
          />
        </div>
        <div className="col-sm-6 col-lg-4">
          <Field
            formId={formId}
            name="maxUses"
            label={t("admin.discounts.field.maxUses")}
            inputMode="numeric"
            maxLength={7}
            hint={t("admin.discounts.field.maxUsesHint")}
            className=""
          />
        </div>
        <div className="col-12">
          <ProductTypesField formId={formId} />
        </div>
        <div className="col-md-6">
          <CheckField
            formId={formId}
            name="excludeSale"
            label={t("admin.discounts.field.excludeSale")}
            hint={t("admin.discounts.field.excludeSaleHint")}
          />
        </div>
        <div className="col-md-6">
          <CheckField formId={formId} name="oncePerPhone" label={t("admin.discounts.field.oncePerPhone")} />
        </div>
      </div>

      <div className="row g-3 mb-4">
        <div className="col-12">
          <CheckField
            formId={formId}
            name="paused"
            label={t("admin.discounts.field.paused")}
            hint={t("admin.discounts.field.pausedHint")}
          />
        </div>
        <div className="col-md-8">
          <Field
            formId={formId}
            name="note"
            as="textarea"
            rows={2}
            label={t("admin.discounts.field.note")}
            maxLength={DISCOUNT_NOTE_MAX}
            hint={t("admin.discounts.field.noteHint")}
            className=""
          />
        </div>
      </div>

      <div className="d-flex flex-wrap gap-2">
        <SubmitButton formId={formId}>{submitLabel}</SubmitButton>
        <Link className="btn btn-outline-secondary" to={adminRoutes.discounts()}>
          {t("action.cancel")}
        </Link>
      </div>
    </>
  );
}

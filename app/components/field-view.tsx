import type { ReactNode } from "react";
import { useI18n } from "~/components/i18n";

export interface FieldProps {
  name: string;
  label: string;
  type?: string;
  /** Form id when several forms share a page. */
  formId?: string;
  as?: "input" | "textarea" | "select";
  options?: { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
  rows?: number;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel";
  /** Bounds of a number field. */
  min?: number;
  max?: number;
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
  className?: string;
  /** Text shown before the input inside an input group (e.g. +216). */
  prefix?: string;
  /** The prefix and the value read left to right in every language (a telephone number). */
  leftToRight?: boolean;
  onChange?: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** Adds the form's own props (name, default value, validation handlers) to the control's props. */
export type InputPropsGetter = (props: Record<string, unknown>) => Record<string, unknown>;

/**
 * Label, control with aria-invalid/aria-describedby, and the field's error: the markup of every form field.
 * The form library that owns the field (remix-validated-form in the back office, the storefront's checked
 * form) passes the error and its props getter, so both draw exactly the same field. The error is the
 * schema's English sentence; it is shown in the page's language (when the page's loader sent the
 * "validation" texts; else as it came).
 */
export function FieldView({
  name,
  label,
  type = "text",
  formId,
  as = "input",
  options = [],
  placeholder,
  hint,
  rows = 4,
  className = "mb-3",
  prefix,
  leftToRight = false,
  onChange,
  error: englishError,
  getInputProps,
  ...rest
}: FieldProps & { error: string | undefined; getInputProps: InputPropsGetter }) {
  const { localize } = useI18n();
  const error = englishError ? localize(englishError) : undefined;
  const id = `${formId ?? "form"}-${name}`;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
    ...rest,
  };
  const controlClass = `${as === "select" ? "form-select" : "form-control"}${error ? " is-invalid" : ""}`;
  let control: ReactNode;
  if (as === "textarea") {
    control = <textarea {...getInputProps({ ...common, onChange })} className={controlClass} rows={rows} placeholder={placeholder} />;
  } else if (as === "select") {
    control = (
      <select {...getInputProps({ ...common, onChange })} className={controlClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = <input {...getInputProps({ ...common, type, onChange })} className={controlClass} placeholder={placeholder} />;
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {prefix ? (
        // A telephone number reads left to right, its prefix first, in every language (store.css `.input-group-ltr`).
        <div className={`input-group${leftToRight ? " input-group-ltr" : ""}${error ? " has-validation" : ""}`}>
          <span className="input-group-text">{prefix}</span>
          {control}
          {error ? (
            <div id={errorId} className="invalid-feedback">
              {error}
            </div>
          ) : null}
        </div>
      ) : (
        <>
          {control}
          {error ? (
            <div id={errorId} className="invalid-feedback">
              {error}
            </div>
          ) : null}
        </>
      )}
      {hint ? (
        <div id={hintId} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

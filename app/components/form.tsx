import type { ReactNode } from "react";
import { useField, useIsSubmitting } from "remix-validated-form";

interface FieldProps {
  name: string;
  label: string;
  type?: string;
  /** Form id when several validated forms share a page. */
  formId?: string;
  as?: "input" | "textarea" | "select";
  options?: { value: string; label: string }[];
  placeholder?: string;
  hint?: ReactNode;
  rows?: number;
  autoComplete?: string;
  inputMode?: "text" | "numeric" | "decimal" | "email" | "tel";
  maxLength?: number;
  required?: boolean;
  readOnly?: boolean;
  className?: string;
  /** Text shown before the input inside an input group (e.g. +216). */
  prefix?: string;
  onChange?: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
}

/** Label, control with aria-invalid/aria-describedby, and the field's error: one component for every form. */
export function Field({
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
  onChange,
  ...rest
}: FieldProps) {
  const { error, getInputProps } = useField(name, { formId });
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
    control = <textarea {...getInputProps({ ...common, onChange } as never)} className={controlClass} rows={rows} placeholder={placeholder} />;
  } else if (as === "select") {
    control = (
      <select {...getInputProps({ ...common, onChange } as never)} className={controlClass}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    );
  } else {
    control = <input {...getInputProps({ ...common, type, onChange } as never)} className={controlClass} placeholder={placeholder} />;
  }
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {prefix ? (
        <div className={`input-group${error ? " has-validation" : ""}`}>
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

/** Disabled with a spinner while its form submits. */
export function SubmitButton({
  children,
  formId,
  className = "btn btn-dark",
  name,
  value,
}: {
  children: ReactNode;
  formId?: string;
  className?: string;
  name?: string;
  value?: string;
}) {
  const submitting = useIsSubmitting(formId);
  return (
    <button type="submit" className={className} disabled={submitting} aria-busy={submitting || undefined} name={name} value={value}>
      {submitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

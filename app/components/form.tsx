import type { ReactNode } from "react";
import { useField, useIsSubmitting } from "remix-validated-form";
import { FieldView, type FieldProps } from "./field-view";

/** A field of a remix-validated-form form: its error and handlers come from the form's validator. */
export function Field(props: FieldProps) {
  const { error, getInputProps } = useField(props.name, { formId: props.formId });
  return <FieldView {...props} error={error} getInputProps={getInputProps} />;
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

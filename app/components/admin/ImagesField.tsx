import { useField } from "remix-validated-form";
import { useI18n } from "~/components/i18n";
import { ACCEPTED_IMAGE_MIME } from "~/lib/limits";

/** A file input for png, jpg, jpeg or gif images, with its label, hint and error. */
export function ImagesField({
  formId,
  name,
  label,
  hint,
  multiple = false,
  className = "mb-3",
}: {
  formId: string;
  name: string;
  label: string;
  hint?: string;
  multiple?: boolean;
  className?: string;
}) {
  const { error, getInputProps } = useField(name, { formId });
  const { localize } = useI18n();
  const id = `${formId}-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input
        {...getInputProps({ id, type: "file", "aria-invalid": error ? true : undefined, "aria-describedby": describedBy })}
        // A file input cannot take a default value.
        defaultValue={undefined}
        className={`form-control${error ? " is-invalid" : ""}`}
        accept={`${ACCEPTED_IMAGE_MIME},.png,.jpg,.jpeg,.gif`}
        multiple={multiple}
      />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
      {error ? (
        <div id={`${id}-error`} className="invalid-feedback">
          {localize(error)}
        </div>
      ) : null}
    </div>
  );
}

import { Form, useNavigation, useSubmit } from "@remix-run/react";
import { createContext, useContext, useEffect, useRef, useState, type FormEvent, type ReactNode, type RefObject } from "react";
import type { ZodTypeAny } from "zod";
import { FieldView, type FieldProps } from "~/components/field-view";
import { checkForm, type FieldErrors, type FormAnswer } from "~/lib/form-check";
import { TELEPHONE_LENGTH } from "~/lib/limits";
import { PHONE_PREFIX } from "~/lib/states";

/**
 * The storefront's forms (checkout, contact): a plain Remix form that the server checks, and that the
 * browser checks first with the same zod schema, loaded only when the shopper starts filling the form.
 * So zod stays out of the first download of the page (the back office keeps remix-validated-form).
 *
 * It behaves like remix-validated-form: a field is checked when it loses focus the first time, then at
 * every change; after a submit every field is checked at every change; a refused submit focuses the first
 * field in error. Without JavaScript the browser posts the form and the server answers the same errors.
 */

/** Loads the form's schema, e.g. `() => import("~/lib/contact-schemas").then((m) => m.contactSchema)`. */
export type SchemaLoader = () => Promise<ZodTypeAny>;

interface CheckedFormContext {
  id: string;
  errors: FieldErrors;
  busy: boolean;
  inputProps: (name: string, props: Record<string, unknown>) => Record<string, unknown>;
}

const FormContext = createContext<CheckedFormContext | null>(null);

function useCheckedForm(): CheckedFormContext {
  const form = useContext(FormContext);
  if (!form) throw new Error("A checked field must sit inside a CheckedForm");
  return form;
}

/** Focuses the first field in error, in the order of the form (the checked radio of a group). */
function focusFirstInvalid(form: HTMLFormElement, errors: FieldErrors) {
  for (const element of Array.from(form.elements)) {
    if (!(element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement)) continue;
    if (!(element.name in errors) || element.type === "hidden") continue;
    if (element instanceof HTMLInputElement && element.type === "radio") {
      const group = form.elements.namedItem(element.name);
      const checked = group instanceof RadioNodeList ? Array.from(group).find((radio) => radio.checked) : null;
      ((checked as HTMLInputElement | null) ?? element).focus();
    } else element.focus();
    return;
  }
}

export function CheckedForm({
  id,
  action,
  loadSchema,
  answer,
  defaultValues = {},
  noValidate,
  preventScrollReset,
  formRef,
  children,
}: {
  id: string;
  /** Where the form posts; also tells which navigation is this form's submission. */
  action: string;
  loadSchema: SchemaLoader;
  /** The action's answer to the last submission, when it sent the form back. */
  answer: FormAnswer | null;
  defaultValues?: Record<string, unknown>;
  noValidate?: boolean;
  preventScrollReset?: boolean;
  formRef?: RefObject<HTMLFormElement>;
  children: ReactNode;
}) {
  const ownRef = useRef<HTMLFormElement>(null);
  const ref = formRef ?? ownRef;
  const ownAnswer = answer?.formId === id ? answer : null;
  const [errors, setErrors] = useState<FieldErrors>(() => ownAnswer?.fieldErrors ?? {});
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const [checking, setChecking] = useState(false);
  const schema = useRef<Promise<ZodTypeAny> | null>(null);
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = checking || (navigation.state === "submitting" && navigation.formAction === action);

  // The server's answer replaces the browser's findings, and leads to the first field it refuses.
  useEffect(() => {
    if (!ownAnswer) return;
    setErrors(ownAnswer.fieldErrors);
    if (ref.current && Object.keys(ownAnswer.fieldErrors).length) focusFirstInvalid(ref.current, ownAnswer.fieldErrors);
  }, [ownAnswer, ref]);

  function loadOnce(): Promise<ZodTypeAny> {
    if (!schema.current) {
      schema.current = loadSchema().catch((error: unknown) => {
        schema.current = null; // try again next time (a dropped connection, for example)
        throw error;
      });
    }
    return schema.current;
  }

  async function checkField(name: string) {
    const form = ref.current;
    if (!form) return;
    const found = checkForm(await loadOnce(), new FormData(form)).fieldErrors ?? {};
    setErrors((current) => {
      if (current[name] === found[name]) return current;
      const next = { ...current };
      if (found[name]) next[name] = found[name];
      else delete next[name];
      return next;
    });
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    setSubmitted(true);
    setChecking(true);
    let fieldErrors: FieldErrors | undefined;
    try {
      fieldErrors = checkForm(await loadOnce(), new FormData(form)).fieldErrors;
    } catch {
      // The schema could not be loaded: the server checks the form anyway.
    } finally {
      setChecking(false);
    }
    if (fieldErrors) {
      setErrors(fieldErrors);
      focusFirstInvalid(form, fieldErrors);
      return;
    }
    setErrors({});
    submit(form, { method: "post", action, preventScrollReset });
  }

  function inputProps(name: string, props: Record<string, unknown>): Record<string, unknown> {
    const checksOnChange = submitted || touched.has(name);
    const defaultValue = ownAnswer && name in ownAnswer.values ? ownAnswer.values[name] : defaultValues[name];
    const own = {
      ...props,
      name,
      onChange: (event: React.ChangeEvent) => {
        if (checksOnChange) void checkField(name).catch(() => undefined);
        else if (errors[name]) setErrors(({ [name]: _, ...rest }) => rest);
        (props.onChange as ((event: React.ChangeEvent) => void) | undefined)?.(event);
      },
      onBlur: (event: React.FocusEvent) => {
        if (!checksOnChange) void checkField(name).catch(() => undefined);
        if (!touched.has(name)) setTouched((current) => new Set(current).add(name));
        (props.onBlur as ((event: React.FocusEvent) => void) | undefined)?.(event);
      },
    };
    if (props.type === "radio" || props.type === "checkbox") return { ...own, defaultChecked: defaultValue === props.value };
    return props.value === undefined ? { ...own, defaultValue } : own;
  }

  return (
    <Form
      ref={ref}
      id={id}
      method="post"
      action={action}
      preventScrollReset={preventScrollReset}
      noValidate={noValidate}
      onSubmit={(event) => void onSubmit(event)}
      // The schema starts loading as soon as the shopper enters the form.
      onFocus={() => void loadOnce().catch(() => undefined)}
      onReset={() => {
        setErrors({});
        setTouched(new Set());
        setSubmitted(false);
      }}
    >
      <FormContext.Provider value={{ id, errors, busy, inputProps }}>{children}</FormContext.Provider>
    </Form>
  );
}

/** A field of a CheckedForm: the same markup as every other form field. */
export function CheckedField(props: Omit<FieldProps, "formId">) {
  const form = useCheckedForm();
  return (
    <FieldView {...props} formId={form.id} error={form.errors[props.name]} getInputProps={(own) => form.inputProps(props.name, own)} />
  );
}

/**
 * A Tunisian telephone number: eight digits typed after the +216 shown beside them. The browser fills it with the
 * national number ("tel-national"), which the HTML standard allows on a text input and not on type=tel (that one
 * takes only "tel", the number with +216, eleven characters too many here); the numeric keypad comes from inputMode.
 */
export function TelephoneField({ label, required }: { label: string; required?: boolean }) {
  return (
    <CheckedField
      name="telephone"
      label={label}
      inputMode="numeric"
      maxLength={TELEPHONE_LENGTH}
      autoComplete="tel-national"
      prefix={PHONE_PREFIX}
      leftToRight
      required={required}
    />
  );
}

/** The reasons a posted form was refused, in a red box that screen readers announce. */
export function FormErrors({ errors }: { errors: readonly string[] | null | undefined }) {
  if (!errors?.length) return null;
  return (
    <div className="alert alert-danger" role="alert">
      <ul className="list-unstyled mb-0">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}

/** Error and input props of a field drawn by hand (a radio group, for example). */
export function useCheckedField(name: string) {
  const form = useCheckedForm();
  return { error: form.errors[name], getInputProps: (props: Record<string, unknown>) => form.inputProps(name, props) };
}

/** Disabled with a spinner while the form is checked and sent. */
export function CheckedSubmit({ children, className = "btn btn-dark" }: { children: ReactNode; className?: string }) {
  const { busy } = useCheckedForm();
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy || undefined}>
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}

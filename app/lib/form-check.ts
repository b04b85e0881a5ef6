/**
 * Reads a zod result as a form shows it: the first message of each field, keyed by the field's name.
 * Only zod's types are imported here, so the browser can use this without loading zod up front.
 */
import type { ZodError, ZodIssue, ZodTypeAny, output } from "zod";

/** Field name → the message shown under that field. */
export type FieldErrors = Record<string, string>;

/** What a storefront action answers when a form must be shown again: its errors and what was typed. */
export interface FormAnswer {
  formId: string;
  fieldErrors: FieldErrors;
  values: Record<string, unknown>;
}

export type FormCheck<S extends ZodTypeAny> = { data: output<S>; fieldErrors?: undefined } | { data?: undefined; fieldErrors: FieldErrors };

/** `fullName`, `lines[0].id`: the field name of a zod path, as the form's inputs are named. */
function fieldNameOf(path: (string | number)[]): string {
  return path.reduce<string>((name, key) => (typeof key === "number" ? `${name}[${key}]` : name ? `${name}.${key}` : key), "");
}

function issuesOf(error: ZodError): ZodIssue[] {
  return error.issues.flatMap((issue) => (issue.code === "invalid_union" ? issue.unionErrors.flatMap(issuesOf) : [issue]));
}

export function fieldErrorsOf(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issuesOf(error)) {
    const name = fieldNameOf(issue.path);
    if (!(name in errors)) errors[name] = issue.message;
  }
  return errors;
}

/** Checks posted fields with a schema of app/lib/*-schemas.ts: the same rules and words in the browser and on the server. */
export function checkForm<S extends ZodTypeAny>(schema: S, form: FormData): FormCheck<S> {
  const result = schema.safeParse(Object.fromEntries(form));
  return result.success ? { data: result.data as output<S> } : { fieldErrors: fieldErrorsOf(result.error) };
}

/** A posted text field as typed; a field left out, or a file sent where text belongs, reads as empty (never "[object File]"). */
export function formText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === "string" ? value : "";
}

import type { z } from "zod";

/** What an action hands back to its page when the submission is refused. */
export interface FormFailure {
  ok: false;
  /** What the person typed, so nothing is lost (passwords are never echoed). */
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
}

export type FormResult<T> = { ok: true; data: T } | FormFailure;

const SECRET_FIELD = /password/i;

export function formValues(formData: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of formData) {
    if (typeof value === "string" && !SECRET_FIELD.test(key)) values[key] = value.slice(0, 2000);
  }
  return values;
}

/** Validates a submitted form with a Zod schema; field messages keyed by field path. */
export function validateForm<S extends z.ZodType>(
  schema: S,
  formData: FormData,
  formError?: string,
): FormResult<z.infer<S>> {
  const raw: Record<string, string> = {};
  for (const [key, value] of formData) if (typeof value === "string") raw[key] = value;
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const errors: Record<string, string> = {};
  // Keyed by field path, as ValidationError.fields and the API's `fields` are.
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join(".") || "_";
    errors[key] ??= issue.message;
  }
  return { ok: false, values: formValues(formData), errors, formError };
}

export function formFailure(formData: FormData, formError: string, errors: Record<string, string> = {}): FormFailure {
  return { ok: false, values: formValues(formData), errors, formError };
}

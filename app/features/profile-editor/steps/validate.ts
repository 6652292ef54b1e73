import type { z } from "zod";
import { ValidationError } from "~/shared/http/errors";

type Issues = { issues: readonly { path: readonly PropertyKey[]; message: string }[] };

/** Each refused field's first message, by its path (`kinships.0.name`; `_` for the whole form). */
export function refusedFields(errors: readonly (Issues | undefined)[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of errors.flatMap((error) => error?.issues ?? [])) {
    fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  }
  return fields;
}

/** The refusal of one or more parsed parts: every refused field named, the first message leads. */
export function refusal(errors: readonly (Issues | undefined)[], fallback: string): ValidationError {
  const fields = refusedFields(errors);
  return new ValidationError(Object.values(fields)[0] ?? fallback, fields);
}

/** Input through a schema on the server's side of a form: the parsed value, or a `ValidationError` naming its fields. */
export function parseOrRefuse<S extends z.ZodType>(schema: S, input: unknown, fallback: string): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw refusal([parsed.error], fallback);
}

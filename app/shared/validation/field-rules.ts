import { isValidCnpj } from "./cnpj";
import { EMAIL_PATTERN } from "./email";
import { phoneDigits } from "./phone";

/**
 * Live-validation rules of one public form field (docs/decisions/011: task-zone screens use Conform
 * instead), rendered by the server into `data-rules` and checked in the browser by the `forms`
 * enhancement module. The server validates the same fields with Zod and the same
 * messages; these rules only make the feedback immediate.
 */
export interface FieldRules {
  /** Message when empty; an empty field is otherwise silent (the spec's "empty gives no message"). */
  required?: string;
  email?: string;
  minLength?: [number, string];
  /** Must equal the field with this name. */
  match?: [string, string];
  /** Eleven digits with area code; shown as (DD) 99999-9999 after leaving the field. */
  phone?: string;
  /** An invalid phone keeps what was typed on leaving the field (else it is cleared, as the spec's registration does). */
  keepTyped?: boolean;
  cnpj?: string;
}

/** The message to show for this value, or undefined when it is fine (or empty and silent). */
export function fieldMessage(
  rules: FieldRules,
  value: string,
  valueOf: (name: string) => string,
  { submitting = false }: { submitting?: boolean } = {},
): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return submitting ? rules.required : undefined;
  if (rules.email && !EMAIL_PATTERN.test(trimmed)) return rules.email;
  if (rules.minLength && value.length < rules.minLength[0]) return rules.minLength[1];
  if (rules.match) {
    const other = valueOf(rules.match[0]);
    if (other && other !== value) return rules.match[1];
  }
  if (rules.phone && phoneDigits(value).length !== 11) return rules.phone;
  if (rules.cnpj && !isValidCnpj(value)) return rules.cnpj;
  return undefined;
}

/** Whether the field lets the form be submitted: filled when required, and without a message. */
export function fieldComplete(rules: FieldRules, value: string, valueOf: (name: string) => string): boolean {
  if (rules.required && !value.trim()) return false;
  return fieldMessage(rules, value, valueOf) === undefined;
}

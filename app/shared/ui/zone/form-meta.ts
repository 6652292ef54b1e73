import { INTENT, type ListChange, asFormValues, valueAt } from "./form-paths";
import type { FieldMeta, ListControl } from "./form-types";

/**
 * Field and list-button metadata of a task-zone form (decision 068), named as Conform named them:
 * a field's id is `<form>-<name>`, its message `<id>-error`; a list button posts Conform's
 * `__intent__`, which `parseWithZod` on the server reads too (a form without JavaScript).
 */

/** What the metadata is made from: one render's state of the form. */
export interface MetaSource {
  formId: string;
  /** The messages shown, by field name ("" for the form's own). */
  error: Record<string, string[]>;
  initialValue: Record<string, unknown>;
  /** The values as typed now (reading them makes the form re-render on input). */
  values(): Record<string, unknown>;
  keyOf(name: string): string;
}

function fieldMeta(source: MetaSource, name: string): FieldMeta {
  const id = `${source.formId}-${name}`;
  const { error } = source;
  return {
    id,
    name,
    formId: source.formId,
    errorId: `${id}-error`,
    errors: error[name],
    initialValue: valueAt(source.initialValue, name) as never,
    get value() {
      return valueAt(source.values(), name) as never;
    },
    key: source.keyOf(name),
    getFieldList() {
      const rows = valueAt(source.initialValue, name);
      return (Array.isArray(rows) ? rows : []).map((_, index) => fieldMeta(source, `${name}[${index}]`)) as never;
    },
    getFieldset() {
      return fieldsOf(source, name);
    },
  };
}

/** A record of field metadata by name, made on first access (`fields.email`, `row.getFieldset().name`). */
export function fieldsOf(source: MetaSource, prefix: string | null) {
  const made: Record<string, FieldMeta> = {};
  return new Proxy(made, {
    get: (_, key) =>
      typeof key === "string"
        ? (made[key] ??= fieldMeta(source, prefix === null ? key : `${prefix}.${key}`))
        : undefined,
  }) as never;
}

/** The props of a button that adds or removes a list's row. */
export function listControl<P>(formId: string, type: ListChange["type"]): ListControl<P> {
  return {
    getButtonProps: (payload) => ({
      name: INTENT,
      value: JSON.stringify({
        type,
        payload:
          type === "insert"
            ? { ...payload, defaultValue: asFormValues((payload as { defaultValue?: unknown }).defaultValue) }
            : payload,
      }),
      form: formId,
      formNoValidate: true,
    }),
  };
}

import { getInputProps } from "~/shared/ui/zone/form-props";
import { type FieldMeta } from "~/shared/ui/zone/form-state";
import type { FormEvent, ReactNode } from "react";

type InputType = "text" | "email" | "tel" | "password";

export interface FieldProps {
  /** The field's metadata (`fields.email` from `useZoneForm`). */
  meta: FieldMeta<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  maxLength?: number;
  /**
   * A control at the input's end (the password's show/hide toggle): the input keeps room for it
   * whenever it is given, `null` included, so the room does not change when the control appears.
   */
  trailing?: ReactNode;
  /** Rewrites the value as it is typed (the phone's "(DD) 99999-9999"). */
  formatAsTyped?: (value: string) => string;
}

/**
 * A labelled input of a task-zone form: its first message shown under it and announced,
 * `aria-invalid` and `aria-describedby` wired to the hint and the message.
 */
export function ConformField({
  meta,
  label,
  type = "text",
  hint,
  required,
  trailing,
  formatAsTyped,
  ...input
}: FieldProps) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined });
  const error = meta.errors?.[0];
  const onInput = formatAsTyped
    ? (event: FormEvent<HTMLInputElement>) => {
        const field = event.currentTarget;
        const formatted = formatAsTyped(field.value);
        if (formatted !== field.value) field.value = formatted;
      }
    : undefined;
  return (
    <div>
      <label htmlFor={meta.id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <div className="relative mt-1">
        <input
          key={key}
          {...props}
          {...input}
          aria-required={required || undefined}
          onInput={onInput}
          className={`field ${trailing !== undefined ? "pr-14" : ""}`}
        />
        {trailing}
      </div>
      <p id={meta.errorId} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The form-wide messages of a refused submission (`form.errors`). */
export function ConformFormError({ id, errors }: { id: string; errors: string[] | undefined }) {
  const message = errors?.[0];
  return (
    <p id={id} role="alert" hidden={!message} className="field-error font-semibold">
      {message}
    </p>
  );
}

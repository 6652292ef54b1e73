import { getInputProps } from "~/shared/ui/zone/form-props";
import { type FieldMeta } from "~/shared/ui/zone/form-state";
import { Eye, EyeOff } from "~/shared/ui/icons";
import { type FormEvent, useState } from "react";
import { useHydrated } from "./use-hydrated";

type InputType = "text" | "email" | "tel" | "password";

interface FieldProps {
  /** The field's metadata (`fields.email` from `useZoneForm`). */
  meta: FieldMeta<string | undefined>;
  label: string;
  type?: InputType;
  hint?: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric" | "decimal";
  maxLength?: number;
  /** Adds a show/hide toggle (once React runs; without it the field stays a plain password field). */
  revealable?: boolean;
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
  revealable,
  formatAsTyped,
  ...input
}: FieldProps) {
  const hydrated = useHydrated();
  const [revealed, setRevealed] = useState(false);
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, {
    type: revealable && revealed ? "text" : type,
    ariaDescribedBy: hint ? hintId : undefined,
  });
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
          className={`field ${revealable ? "pr-14" : ""}`}
        />
        {revealable && hydrated && (
          <button
            type="button"
            aria-pressed={revealed}
            aria-label="Mostrar senha"
            onClick={() => setRevealed((shown) => !shown)}
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-sky-800 hover:bg-sky-50"
          >
            {revealed ? (
              <EyeOff className="h-5 w-5" aria-hidden="true" />
            ) : (
              <Eye className="h-5 w-5" aria-hidden="true" />
            )}
          </button>
        )}
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

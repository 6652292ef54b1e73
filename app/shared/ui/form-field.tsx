import { fieldErrorId, fieldId, hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import { Eye } from "~/shared/ui/icons";
import type { FieldRules } from "~/shared/validation/field-rules";

interface FieldProps {
  name: string;
  label: string;
  type?: "text" | "email" | "tel" | "password";
  defaultValue?: string;
  error?: string;
  rules?: FieldRules;
  autoComplete?: string;
  inputMode?: "text" | "email" | "tel" | "numeric";
  maxLength?: number;
  hint?: string;
  required?: boolean;
  /** Adds the show/hide toggle (revealed by the enhancement script). */
  revealable?: boolean;
  autoFocus?: boolean;
}

/** A labelled input whose message is announced and tied to it; live rules go to data-rules. */
export function FormField({
  name,
  label,
  type = "text",
  defaultValue,
  error,
  rules,
  hint,
  revealable,
  required,
  ...input
}: FieldProps) {
  const id = fieldId(name);
  const described = [hint ? `${id}-hint` : "", fieldErrorId(id)].filter(Boolean).join(" ");
  return (
    <div>
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <div className="relative mt-1">
        <input
          id={id}
          name={name}
          type={type}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          aria-required={required || undefined}
          {...hook(HOOK.rules, rules ? JSON.stringify(rules) : undefined)}
          className={`field ${revealable ? "pr-14" : ""}`}
          {...input}
        />
        {revealable && (
          <button
            type="button"
            hidden
            {...hook(HOOK.togglePassword, id)}
            aria-pressed="false"
            aria-label="Mostrar senha"
            className="absolute inset-y-0 right-0 flex w-12 items-center justify-center rounded-r-lg text-sky-800 hover:bg-sky-50"
          >
            <Eye className="h-5 w-5" aria-hidden="true" />
          </button>
        )}
      </div>
      <p id={fieldErrorId(id)} className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

/** The form-wide message of a refused submission, in red under the form (spec: login failure). */
export function FormError({ message, fallback }: { message?: string; fallback?: string }) {
  return (
    <p role="alert" {...hook(HOOK.formError)} hidden={!message} className="field-error font-semibold">
      {message ?? fallback}
    </p>
  );
}

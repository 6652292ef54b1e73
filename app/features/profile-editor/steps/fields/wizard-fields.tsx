import { getInputProps, getTextareaProps } from "~/shared/ui/zone/form-props";
import { type FieldMeta } from "~/shared/ui/zone/form-state";
import { Link } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";

/** A text field of a step form, as Conform describes it. */
export type Meta = FieldMeta<string | undefined>;

/** The message under a field, announced; `aria-describedby` of the field points here. */
export function FieldError({ meta, extra }: { meta: Meta; extra?: string | null }) {
  return (
    <p id={meta.errorId} className="field-error" aria-live="polite">
      {meta.errors?.[0] ?? extra ?? ""}
    </p>
  );
}

interface InputProps {
  meta: Meta;
  label: string;
  type?: "text" | "date" | "time";
  hint?: string;
  required?: boolean;
  maxLength?: number;
  autoComplete?: string;
  max?: string;
}

/** A labelled text or date input of a wizard step. */
export function WizardInput({ meta, label, type = "text", hint, required, ...input }: InputProps) {
  const hintId = `${meta.id}-hint`;
  const { key, ...props } = getInputProps(meta, { type, ariaDescribedBy: hint ? hintId : undefined });
  return (
    <div>
      <label htmlFor={meta.id} className="font-semibold">
        {label}
        {!required && <span className="font-normal text-ink-soft"> (opcional)</span>}
      </label>
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <input
        key={key}
        {...props}
        {...input}
        required={false}
        aria-required={required || undefined}
        className="field mt-1"
      />
      <FieldError meta={meta} />
    </div>
  );
}

/** A labelled textarea of a wizard step. */
export function WizardTextarea({
  meta,
  label,
  required,
  rows = 5,
  maxLength,
  children,
}: {
  meta: Meta;
  label: string;
  required?: boolean;
  rows?: number;
  maxLength?: number;
  /** Shown between the label and the field (the 'Gerar biografia' link). */
  children?: React.ReactNode;
}) {
  const { key, ...props } = getTextareaProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="font-semibold">
        {label}
        {!required && <span className="font-normal text-ink-soft"> (opcional)</span>}
      </label>
      {children}
      <textarea
        key={key}
        {...props}
        required={false}
        aria-required={required || undefined}
        rows={rows}
        maxLength={maxLength}
        className="field mt-1"
      />
      <FieldError meta={meta} />
    </div>
  );
}

/** Radio buttons of one choice (gender, privacy), in a fieldset with its legend. */
export function WizardRadios<T extends string>({
  meta,
  legend,
  options,
}: {
  meta: Meta;
  legend: string;
  options: readonly { value: T; label: string }[];
}) {
  const current = typeof meta.value === "string" ? meta.value : meta.initialValue;
  return (
    <fieldset aria-describedby={meta.errors ? meta.errorId : undefined}>
      <legend className="font-semibold">{legend}</legend>
      <div className="mt-1 flex flex-wrap gap-x-6 gap-y-2">
        {options.map((option) => (
          <label key={option.value} className="flex items-center gap-2">
            <input
              type="radio"
              name={meta.name}
              value={option.value}
              defaultChecked={current === option.value}
              aria-invalid={meta.errors ? true : undefined}
              className="h-5 w-5"
            />
            {option.label}
          </label>
        ))}
      </div>
      <FieldError meta={meta} />
    </fieldset>
  );
}

/** Where the person is among a wizard's steps ('Etapa 2 de 8: Sobre') and the bar of them. */
export function StepIndicator({
  titles,
  current,
  label,
}: {
  titles: readonly string[];
  current: number;
  label: string;
}) {
  return (
    <nav aria-label={label}>
      <p className="text-sm font-semibold text-sky-800">
        Etapa {current} de {titles.length}: {titles[current - 1]}
      </p>
      <ol className="mt-2 flex gap-1" aria-hidden="true">
        {titles.map((name, index) => (
          <li
            key={name}
            className={`h-1.5 flex-1 rounded-full ${index + 1 <= current ? "bg-sky-700" : "bg-sky-100"}`}
          />
        ))}
      </ol>
    </nav>
  );
}

export function BackLink({ to }: { to: string }) {
  return (
    <Link to={to} className="btn btn-secondary">
      Voltar
    </Link>
  );
}

/** The end of a step's form: the form-wide message, 'Voltar' (from step 2 on) and the submit button. */
export function StepEnd({
  form,
  back,
  label = "Continuar",
  pending = "Salvando...",
}: {
  form: { errorId: string; errors?: string[] };
  back?: string;
  label?: string;
  pending?: string;
}) {
  return (
    <>
      <ConformFormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        {back && <BackLink to={back} />}
        <SubmitButton pendingLabel={pending}>{label}</SubmitButton>
      </div>
    </>
  );
}

import { Form } from "react-router";
import { FormError, FormField } from "~/shared/ui/form-field";
import { fieldErrorId, fieldId } from "~/shared/ui/markup/markup-hooks";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { CLAIM_QUESTIONS, MAX_ANSWER, MAX_EVIDENCE, MAX_FULL_NAME } from "../claims.constants";

/** A refused submission: what was typed and each field's message (answers to a wrong try included). */
export interface ClaimFormFailure {
  values: Record<string, string>;
  errors: Record<string, string>;
  formError?: string;
}

/**
 * The claim form (decision 057): the memorial's three security questions, as the creation wizard
 * asked them, and who the claimant is. A plain form validated on the server by the claim's schema
 * (its messages under each field), so the screen's first load carries no validation code.
 */
export function ClaimForm({
  failure,
  relationships,
}: {
  failure: ClaimFormFailure | null;
  /** The kinship list, from the loader. */
  relationships: readonly string[];
}) {
  const value = (name: string) => failure?.values[name];
  const error = (name: string) => failure?.errors[name];
  const selectId = fieldId("relationship");
  const evidenceId = fieldId("evidence");
  return (
    <Form method="post" className="space-y-6" noValidate>
      <fieldset className="space-y-4 rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
        <legend className="px-1 text-lg font-semibold">Perguntas de segurança</legend>
        <p className="text-ink-soft">
          Responda como a família respondeu ao criar o memorial. Letras maiúsculas, acentos e espaços não fazem
          diferença.
        </p>
        {(["motherName", "motherSpouse", "motherHometown"] as const).map((name) => (
          <FormField
            key={name}
            name={name}
            label={CLAIM_QUESTIONS[name]}
            defaultValue={value(name)}
            error={error(name)}
            required
            autoComplete="off"
            maxLength={MAX_ANSWER}
          />
        ))}
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
        <legend className="px-1 text-lg font-semibold">Quem é você</legend>
        <FormField
          name="fullName"
          label="Seu nome completo"
          defaultValue={value("fullName")}
          error={error("fullName")}
          required
          autoComplete="name"
          maxLength={MAX_FULL_NAME}
        />
        <div>
          <label htmlFor={selectId} className="font-semibold">
            Parentesco com o homenageado
          </label>
          <select
            id={selectId}
            name="relationship"
            defaultValue={value("relationship") ?? ""}
            aria-invalid={error("relationship") ? true : undefined}
            aria-describedby={fieldErrorId(selectId)}
            aria-required
            className="field mt-1"
          >
            <option value="">Selecione</option>
            {relationships.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <p id={fieldErrorId(selectId)} className="field-error" aria-live="polite">
            {error("relationship")}
          </p>
        </div>
        <FormField
          name="phone"
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="(DD) 99999-9999. Nossa equipe pode ligar para confirmar."
          defaultValue={value("phone")}
          error={error("phone")}
          maxLength={15}
          required
        />
        <div>
          <label htmlFor={evidenceId} className="font-semibold">
            Como você comprova o parentesco
          </label>
          <p id={`${evidenceId}-hint`} className="text-sm text-ink-soft">
            Conte quem você é na família e quais documentos pode apresentar (certidões, por exemplo).
          </p>
          <textarea
            id={evidenceId}
            name="evidence"
            defaultValue={value("evidence")}
            aria-invalid={error("evidence") ? true : undefined}
            aria-describedby={`${evidenceId}-hint ${fieldErrorId(evidenceId)}`}
            aria-required
            rows={5}
            maxLength={MAX_EVIDENCE}
            className="field mt-1"
          />
          <p id={fieldErrorId(evidenceId)} className="field-error" aria-live="polite">
            {error("evidence")}
          </p>
        </div>
      </fieldset>
      <FormError message={failure?.formError} />
      <SubmitButton pendingLabel="Enviando..." className="btn btn-primary w-full sm:w-auto">
        Enviar reivindicação
      </SubmitButton>
    </Form>
  );
}

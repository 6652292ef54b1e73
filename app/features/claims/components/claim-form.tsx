import { getFormProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { formatPhoneAsTyped } from "~/shared/validation/phone";
import { CLAIM_QUESTIONS, CLAIM_RELATIONSHIPS, MAX_ANSWER, MAX_EVIDENCE, MAX_FULL_NAME } from "../claims.constants";
import type { ClaimForm as ClaimValues, claimFormSchema } from "../claims.schema";

type ClaimFields = {
  motherName?: string;
  motherSpouse?: string;
  motherHometown?: string;
  fullName?: string;
  relationship?: string;
  phone?: string;
  evidence?: string;
};

/**
 * The claim form (decision 057): the memorial's three security questions, as the creation wizard
 * asked them, and who the claimant is. Validated by the same schema on the server.
 */
export function ClaimForm({ lastResult }: { lastResult: SubmissionResult | null | undefined }) {
  const [form, fields] = useZoneForm<typeof claimFormSchema, typeof claimFormSchema, ClaimFields, ClaimValues>(
    { load: () => import("../claims.schema").then(({ claimFormSchema }) => claimFormSchema), schema: (s) => s },
    { id: "reivindicar", lastResult, shouldValidate: "onBlur", shouldRevalidate: "onInput" },
  );
  const { key: relationshipKey, ...relationshipProps } = getSelectProps(fields.relationship);
  const { key: evidenceKey, ...evidenceProps } = getTextareaProps(fields.evidence);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <fieldset className="space-y-4 rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
        <legend className="px-1 text-lg font-semibold">Perguntas de segurança</legend>
        <p className="text-ink-soft">
          Responda como a família respondeu ao criar o memorial. Letras maiúsculas, acentos e espaços não fazem
          diferença.
        </p>
        <ConformField
          meta={fields.motherName}
          label={CLAIM_QUESTIONS.motherName}
          required
          autoComplete="off"
          maxLength={MAX_ANSWER}
        />
        <ConformField
          meta={fields.motherSpouse}
          label={CLAIM_QUESTIONS.motherSpouse}
          required
          autoComplete="off"
          maxLength={MAX_ANSWER}
        />
        <ConformField
          meta={fields.motherHometown}
          label={CLAIM_QUESTIONS.motherHometown}
          required
          autoComplete="off"
          maxLength={MAX_ANSWER}
        />
      </fieldset>
      <fieldset className="space-y-4 rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
        <legend className="px-1 text-lg font-semibold">Quem é você</legend>
        <ConformField
          meta={fields.fullName}
          label="Seu nome completo"
          required
          autoComplete="name"
          maxLength={MAX_FULL_NAME}
        />
        <div>
          <label htmlFor={fields.relationship.id} className="font-semibold">
            Parentesco com o homenageado
          </label>
          <select key={relationshipKey} {...relationshipProps} aria-required className="field mt-1">
            <option value="">Selecione</option>
            {CLAIM_RELATIONSHIPS.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
          <p id={fields.relationship.errorId} className="field-error" aria-live="polite">
            {fields.relationship.errors?.[0]}
          </p>
        </div>
        <ConformField
          meta={fields.phone}
          label="Celular"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          hint="(DD) 99999-9999. Nossa equipe pode ligar para confirmar."
          maxLength={15}
          required
          formatAsTyped={formatPhoneAsTyped}
        />
        <div>
          <label htmlFor={fields.evidence.id} className="font-semibold">
            Como você comprova o parentesco
          </label>
          <p id={`${fields.evidence.id}-hint`} className="text-sm text-ink-soft">
            Conte quem você é na família e quais documentos pode apresentar (certidões, por exemplo).
          </p>
          <textarea
            key={evidenceKey}
            {...evidenceProps}
            aria-describedby={`${fields.evidence.id}-hint ${fields.evidence.errorId}`}
            aria-required
            rows={5}
            maxLength={MAX_EVIDENCE}
            className="field mt-1"
          />
          <p id={fields.evidence.errorId} className="field-error" aria-live="polite">
            {fields.evidence.errors?.[0]}
          </p>
        </div>
      </fieldset>
      <ConformFormError id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel="Enviando..." className="btn btn-primary w-full sm:w-auto">
        Enviar reivindicação
      </SubmitButton>
    </Form>
  );
}

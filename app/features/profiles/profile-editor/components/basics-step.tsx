import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import {
  basicsSchema,
  type BasicsStep,
  GENDER_LABELS,
  GENDERS,
  normalizeUsernameInput,
  parseHandle,
  WIZARD_MESSAGES as M,
} from "../profile-editor.schema";
import { FieldError, WizardInput, WizardRadios } from "./wizard-fields";

/** 200 means taken, 404 free (spec); anything else is the lookup's own failure. */
async function usernameProblem(handle: string): Promise<string | null> {
  try {
    const res = await fetch(`/api/profile/getProfileByUsername/${encodeURIComponent(handle)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (res.status === 200) return M.usernameTaken;
    if (res.status === 404) return null;
    return M.usernameLookupFailed;
  } catch {
    return M.usernameLookupFailed;
  }
}

export function BasicsStepForm({
  action,
  defaults,
  lastResult,
  today,
  suggestedPlan,
  ownUsername,
}: {
  action: string;
  /** The memorial's own handle (without '@') when completing it: its own name is not "taken". */
  ownUsername?: string;
  /** A plan chosen on the plans page, kept for step 5. */
  suggestedPlan: string | null;
  defaults: Partial<BasicsStep> | undefined;
  lastResult: SubmissionResult | undefined;
  today: string;
}) {
  const [taken, setTaken] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "etapa-1",
    lastResult,
    defaultValue: defaults,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: basicsSchema(today) }),
  });
  const username = fields.username;
  const { key: usernameKey, ...usernameProps } = getInputProps(username, { type: "text" });

  async function checkUsername(event: React.FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (!input.value.trim()) return;
    input.value = normalizeUsernameInput(input.value);
    const parsed = parseHandle(input.value);
    const own = "handle" in parsed && parsed.handle.toLowerCase() === ownUsername?.toLowerCase();
    setTaken("handle" in parsed && !own ? await usernameProblem(parsed.handle) : null);
  }

  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      {suggestedPlan && <input type="hidden" name="plano" value={suggestedPlan} />}
      <WizardInput meta={fields.name} label="Nome do homenageado" required maxLength={120} autoComplete="off" />
      <div>
        <label htmlFor={username.id} className="font-semibold">
          Apelido do perfil
        </label>
        <p id={`${username.id}-hint`} className="text-sm text-ink-soft">
          Começa com @: de 3 a 20 letras, números, ponto, hífen ou sublinhado. Será o endereço do memorial.
        </p>
        <input
          key={usernameKey}
          {...usernameProps}
          aria-describedby={`${username.id}-hint ${username.errorId}`}
          aria-invalid={username.errors || taken ? true : undefined}
          aria-required
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={40}
          placeholder="@nome.sobrenome"
          onBlur={checkUsername}
          onInput={() => setTaken(null)}
          className="field mt-1"
        />
        <FieldError meta={username} extra={taken} />
      </div>
      <WizardRadios
        meta={fields.gender}
        legend="Gênero"
        options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
      />
      <WizardInput meta={fields.birthDate} label="Data de nascimento" type="date" required max={today} />
      <WizardInput meta={fields.deathDate} label="Data de falecimento" type="date" max={today} />
      <WizardInput meta={fields.profession} label="Profissão" maxLength={120} />
      {/* TODO(registerImage): the optional profile photo joins this step once the gallery's upload call exists. */}
      <ConformFormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Salvando...">Continuar</SubmitButton>
      </div>
    </Form>
  );
}

import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { imageUrl } from "~/shared/images/urls";
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
} from "./profile-form.schema";
import { FieldError, WizardInput, WizardRadios } from "./fields/wizard-fields";

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
  portrait,
}: {
  action: string;
  /**
   * The creation wizard's optional photo (spec part 2, §2 step 1): the stored one when chosen
   * earlier; undefined where the form takes no photo (completion, whose photo is the editor's).
   */
  portrait?: string | null;
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
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      encType={portrait !== undefined ? "multipart/form-data" : undefined}
      className="space-y-5"
    >
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
      {portrait !== undefined && <PhotoField portrait={portrait} error={lastResult?.error?.photo?.[0]} />}
      <ConformFormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Salvando...">Continuar</SubmitButton>
      </div>
    </Form>
  );
}

/** The optional portrait: decided by its bytes on the server (jpeg, png, gif, heic), metadata removed. */
function PhotoField({ portrait, error }: { portrait: string | null; error: string | undefined }) {
  return (
    <div>
      <label htmlFor="foto-perfil" className="font-semibold">
        Foto do homenageado <span className="font-normal text-ink-soft">(opcional)</span>
      </label>
      <p id="foto-perfil-dica" className="text-sm text-ink-soft">
        {portrait
          ? "Uma foto já foi escolhida. Escolha outra só se quiser trocá-la."
          : "JPEG, PNG, GIF ou HEIC, até 15 MB. A localização e outros dados da foto são removidos."}
      </p>
      {portrait && (
        <img
          src={imageUrl(portrait, 320)}
          alt="Foto escolhida"
          width={96}
          height={96}
          className="mt-2 h-24 w-24 rounded-full object-cover"
        />
      )}
      <input
        id="foto-perfil"
        name="photo"
        type="file"
        accept="image/jpeg,image/png,image/gif,image/heic,image/heif,.heic,.heif,.jpg,.jpeg,.png,.gif"
        aria-describedby="foto-perfil-dica foto-perfil-erro"
        aria-invalid={error ? true : undefined}
        className="field mt-1"
      />
      <p id="foto-perfil-erro" className="field-error" aria-live="polite">
        {error}
      </p>
    </div>
  );
}

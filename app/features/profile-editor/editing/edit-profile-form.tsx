import { type FieldMetadata, getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useState } from "react";
import { Form } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import type { EditableProfile } from "./edit-profile.server";
import { editProfileSchema } from "./edit-profile.schema";
import {
  ACCESS,
  ACCESS_LABELS,
  GENDER_LABELS,
  GENDERS,
  MAX_LIST_ROWS,
  normalizeUsernameInput,
  parseHandle,
  WIZARD_MESSAGES as M,
} from "../steps/profile-form.schema";
import { FieldError, WizardInput, WizardRadios, WizardTextarea } from "../steps/fields/wizard-fields";

type Values = EditableProfile["values"];

/** 200 means taken, 404 free (spec); anything else is the lookup's own failure. */
async function usernameProblem(handle: string): Promise<string | null> {
  try {
    const res = await fetch(`/api/profile/getProfileByUsername/${encodeURIComponent(handle)}`, {
      credentials: "same-origin",
      headers: { accept: "application/json" },
    });
    if (res.status === 200) return M.usernameTaken;
    return res.status === 404 ? null : M.usernameLookupFailed;
  } catch {
    return M.usernameLookupFailed;
  }
}

/** Lists show at least one empty row to type in; blank rows are dropped when saved. */
function withRows(values: Values) {
  return {
    ...values,
    interests: values.interests.length ? values.interests : [{ description: "" }],
    kinships: values.kinships.length ? values.kinships : [{ name: "", degree: "" }],
  };
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-5 rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
      <h2 className="text-xl">{title}</h2>
      {children}
    </section>
  );
}

type Meta = FieldMetadata<string | undefined, Record<string, unknown>, string[]>;

function ListInput({
  meta,
  label,
  maxLength,
  srOnly,
}: {
  meta: Meta;
  label: string;
  maxLength: number;
  srOnly?: boolean;
}) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  return (
    <div className="flex-1">
      <label htmlFor={meta.id} className={srOnly ? "sr-only" : "text-sm"}>
        {label}
      </label>
      <input key={key} {...props} maxLength={maxLength} className="field" />
      <FieldError meta={meta} />
    </div>
  );
}

/**
 * Every field of the memorial in one form (the wizard's steps 1 and 2, same schema and messages):
 * basics, about, family tree, interests and privacy. Rows are added and removed by Conform intents
 * the server answers, so it works without JavaScript.
 */
export function EditProfileForm({
  values,
  currentUsername,
  lastResult,
  today,
}: {
  values: Values;
  /** The stored handle: not looked up again when left unchanged. */
  currentUsername: string;
  lastResult: SubmissionResult | undefined;
  today: string;
}) {
  const hydrated = useHydrated();
  const [taken, setTaken] = useState<string | null>(null);
  const [form, fields] = useForm({
    id: "editar-perfil",
    lastResult,
    defaultValue: withRows(values),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editProfileSchema(today) }),
  });
  const username = fields.username;
  const { key: usernameKey, ...usernameProps } = getInputProps(username, { type: "text" });
  const interests = fields.interests.getFieldList();
  const kinships = fields.kinships.getFieldList();

  async function checkUsername(event: React.FocusEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    if (!input.value.trim()) return;
    input.value = normalizeUsernameInput(input.value);
    const parsed = parseHandle(input.value);
    const unchanged = "handle" in parsed && parsed.handle.toLowerCase() === currentUsername.toLowerCase();
    setTaken("handle" in parsed && !unchanged ? await usernameProblem(parsed.handle) : null);
  }

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {/* Enter in a field saves, instead of pressing the first list button. */}
      <button type="submit" hidden tabIndex={-1} />
      {/* With JavaScript the screen shows its confirmation and closes itself after 1.5 s. */}
      {hydrated && <input type="hidden" name="_js" value="1" />}
      <Section title="Dados básicos">
        <WizardInput meta={fields.name} label="Nome do homenageado" required maxLength={120} autoComplete="off" />
        <div>
          <label htmlFor={username.id} className="font-semibold">
            Apelido do perfil
          </label>
          <p id={`${username.id}-hint`} className="text-sm text-ink-soft">
            Começa com @: de 3 a 20 letras, números, ponto, hífen ou sublinhado. É o endereço do memorial.
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
      </Section>

      <Section title="Sobre">
        <WizardInput meta={fields.hometown} label="Cidade natal" required maxLength={120} />
        <WizardInput meta={fields.location} label="Cidade de falecimento" maxLength={120} />
        <WizardInput meta={fields.surname} label="Como gostava de ser chamado(a)" maxLength={120} />
        <WizardInput meta={fields.religion} label="Religião" maxLength={80} />
        <WizardTextarea meta={fields.bio} label="Mensagem para o mundo" required rows={3} maxLength={2000} />
        <WizardTextarea meta={fields.description} label="História de vida" required rows={8} maxLength={20000} />
      </Section>

      <Section title="Árvore genealógica">
        {kinships.map((row, index) => {
          const { name, degree } = row.getFieldset();
          return (
            <div key={row.key} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
              <ListInput meta={name} label={`Nome do familiar ${index + 1}`} maxLength={120} />
              <ListInput meta={degree} label={`Parentesco do familiar ${index + 1}`} maxLength={60} />
              <button
                {...form.remove.getButtonProps({ name: fields.kinships.name, index })}
                className="btn btn-secondary sm:mt-6"
                aria-label={`Remover familiar ${index + 1}`}
              >
                Remover
              </button>
            </div>
          );
        })}
        {kinships.length < MAX_LIST_ROWS && (
          <button
            {...form.insert.getButtonProps({ name: fields.kinships.name, defaultValue: { name: "", degree: "" } })}
            className="btn btn-secondary"
          >
            Adicionar familiar
          </button>
        )}
      </Section>

      <Section title="Interesses">
        {interests.map((row, index) => (
          <div key={row.key} className="flex items-start gap-2">
            <ListInput meta={row.getFieldset().description} label={`Interesse ${index + 1}`} maxLength={120} srOnly />
            <button
              {...form.remove.getButtonProps({ name: fields.interests.name, index })}
              className="btn btn-secondary"
              aria-label={`Remover interesse ${index + 1}`}
            >
              Remover
            </button>
          </div>
        ))}
        {interests.length < MAX_LIST_ROWS && (
          <button
            {...form.insert.getButtonProps({ name: fields.interests.name, defaultValue: { description: "" } })}
            className="btn btn-secondary"
          >
            Adicionar interesse
          </button>
        )}
      </Section>

      <Section title="Privacidade">
        <WizardRadios
          meta={fields.access}
          legend="Quem pode ver o memorial"
          options={ACCESS.map((value) => ({ value, label: ACCESS_LABELS[value] }))}
        />
      </Section>

      <ConformFormError id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel="Salvando...">Salvar alterações</SubmitButton>
    </Form>
  );
}

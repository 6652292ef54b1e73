import { getFormProps, getInputProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { ACCESS, ACCESS_LABELS, aboutSchema, type AboutStep, MAX_LIST_ROWS } from "./profile-form.schema";
import { GenerateBio } from "./fields/generate-bio";
import { BackLink, FieldError, WizardInput, WizardRadios, WizardTextarea } from "./fields/wizard-fields";

type Defaults = Partial<AboutStep> & {
  interests?: { description?: string }[];
  kinships?: { name?: string; degree?: string }[];
};

/** Lists start with one empty row to type in; blank rows are dropped when saved. */
function withRows(defaults: Partial<AboutStep> | undefined): Defaults {
  return {
    access: "Public",
    ...defaults,
    interests: defaults?.interests?.length ? defaults.interests : [{ description: "" }],
    kinships: defaults?.kinships?.length ? defaults.kinships : [{ name: "", degree: "" }],
  };
}

export function AboutStepForm({
  action,
  defaults,
  lastResult,
  backHref,
  basics,
}: {
  action: string;
  defaults: Partial<AboutStep> | undefined;
  lastResult: SubmissionResult | undefined;
  backHref: string;
  /** Step 1's data, sent to the biography call. */
  basics: Record<string, unknown>;
}) {
  const hydrated = useHydrated();
  const [form, fields] = useForm({
    id: "etapa-2",
    lastResult,
    defaultValue: withRows(defaults),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: aboutSchema }),
  });
  const interests = fields.interests.getFieldList();
  const kinships = fields.kinships.getFieldList();
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      {/* Enter in a field continues, instead of pressing the first list button. */}
      <button type="submit" hidden tabIndex={-1} />
      <WizardInput meta={fields.hometown} label="Cidade natal" required maxLength={120} />
      <WizardInput meta={fields.location} label="Cidade de falecimento" maxLength={120} />
      <WizardInput meta={fields.surname} label="Como gostava de ser chamado(a)" maxLength={120} />
      <WizardInput meta={fields.religion} label="Religião" maxLength={80} />
      <WizardTextarea meta={fields.bio} label="Mensagem para o mundo" required rows={3} maxLength={2000} />
      <WizardTextarea meta={fields.description} label="História de vida" required rows={8} maxLength={20000}>
        {hydrated && (
          <GenerateBio
            basics={basics}
            targetId={fields.description.id}
            used={defaults?.bioGenerated === "1"}
            usedField={fields.bioGenerated.name}
          />
        )}
      </WizardTextarea>

      <fieldset className="space-y-3">
        <legend className="font-semibold">
          Interesses <span className="font-normal text-ink-soft">(opcional)</span>
        </legend>
        {interests.map((row, index) => {
          const description = row.getFieldset().description;
          const { key, ...props } = getInputProps(description, { type: "text" });
          return (
            <div key={row.key} className="flex items-start gap-2">
              <div className="flex-1">
                <label htmlFor={description.id} className="sr-only">
                  Interesse {index + 1}
                </label>
                <input key={key} {...props} maxLength={120} className="field" />
                <FieldError meta={description} />
              </div>
              <button
                {...form.remove.getButtonProps({ name: fields.interests.name, index })}
                className="btn btn-secondary"
                aria-label={`Remover interesse ${index + 1}`}
              >
                Remover
              </button>
            </div>
          );
        })}
        {interests.length < MAX_LIST_ROWS && (
          <button
            {...form.insert.getButtonProps({ name: fields.interests.name, defaultValue: { description: "" } })}
            className="btn btn-secondary"
          >
            Adicionar interesse
          </button>
        )}
      </fieldset>

      <fieldset className="space-y-3">
        <legend className="font-semibold">
          Familiares <span className="font-normal text-ink-soft">(opcional)</span>
        </legend>
        {kinships.map((row, index) => {
          const { name, degree } = row.getFieldset();
          const { key: nameKey, ...nameProps } = getInputProps(name, { type: "text" });
          const { key: degreeKey, ...degreeProps } = getInputProps(degree, { type: "text" });
          return (
            <div key={row.key} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
              <div>
                <label htmlFor={name.id} className="text-sm">
                  Nome do familiar {index + 1}
                </label>
                <input key={nameKey} {...nameProps} maxLength={120} className="field" />
                <FieldError meta={name} />
              </div>
              <div>
                <label htmlFor={degree.id} className="text-sm">
                  Parentesco
                </label>
                <input key={degreeKey} {...degreeProps} maxLength={60} placeholder="Filho, Neta..." className="field" />
                <FieldError meta={degree} />
              </div>
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
      </fieldset>

      <WizardRadios
        meta={fields.access}
        legend="Privacidade do perfil"
        options={ACCESS.map((value) => ({ value, label: ACCESS_LABELS[value] }))}
      />
      <ConformFormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <BackLink to={backHref} />
        <SubmitButton pendingLabel="Salvando...">Continuar</SubmitButton>
      </div>
    </Form>
  );
}

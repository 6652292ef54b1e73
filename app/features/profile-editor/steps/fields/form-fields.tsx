import { getInputProps } from "~/shared/ui/zone/form-props";
import { type FieldMeta, type FormMeta } from "~/shared/ui/zone/form-state";
import { ACCESS, ACCESS_LABELS, GENDER_LABELS, GENDERS, MAX_LIST_ROWS } from "../profile-form.constants";
import { UsernameField } from "./username-field";
import { FieldError, type Meta, WizardInput, WizardRadios, WizardTextarea } from "./wizard-fields";

/**
 * The memorial form's field groups, shared by the wizards' step forms and the editor's sections:
 * the same fields, labels and limits wherever the same part of the form is asked.
 */

type Fields<K extends string> = Record<K, Meta>;

/** The basics: name, handle, gender, dates, profession. */
export function BasicsFields({
  fields,
  today,
  usernameHint,
  usernamePlaceholder,
  ownUsername,
}: {
  fields: Fields<"name" | "username" | "gender" | "birthDate" | "deathDate" | "profession">;
  today: string;
  usernameHint: string;
  usernamePlaceholder?: string;
  ownUsername?: string;
}) {
  return (
    <>
      <WizardInput meta={fields.name} label="Nome do homenageado" required maxLength={120} autoComplete="off" />
      <UsernameField
        meta={fields.username}
        hint={usernameHint}
        placeholder={usernamePlaceholder}
        ownUsername={ownUsername}
      />
      <WizardRadios
        meta={fields.gender}
        legend="Gênero"
        options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
      />
      <WizardInput meta={fields.birthDate} label="Data de nascimento" type="date" required max={today} />
      <WizardInput meta={fields.deathDate} label="Data de falecimento" type="date" max={today} />
      <WizardInput meta={fields.profession} label="Profissão" maxLength={120} />
    </>
  );
}

/** The life story: home town, places, how they were called, faith, message and story. */
export function BiographyFields({
  fields,
  storyTools,
}: {
  fields: Fields<"hometown" | "location" | "surname" | "religion" | "bio" | "description">;
  /** Shown between the story's label and its field (the wizard's 'Gerar biografia'). */
  storyTools?: React.ReactNode;
}) {
  return (
    <>
      <WizardInput meta={fields.hometown} label="Cidade natal" required maxLength={120} />
      <WizardInput meta={fields.location} label="Cidade de falecimento" maxLength={120} />
      <WizardInput meta={fields.surname} label="Como gostava de ser chamado(a)" maxLength={120} />
      <WizardInput meta={fields.religion} label="Religião" maxLength={80} />
      <WizardTextarea meta={fields.bio} label="Mensagem para o mundo" required rows={3} maxLength={2000} />
      <WizardTextarea meta={fields.description} label="História de vida" required rows={8} maxLength={20000}>
        {storyTools}
      </WizardTextarea>
    </>
  );
}

/** Who may see the memorial. */
export function AccessRadios({ meta, legend }: { meta: Meta; legend: string }) {
  return (
    <WizardRadios
      meta={meta}
      legend={legend}
      options={ACCESS.map((value) => ({ value, label: ACCESS_LABELS[value] }))}
    />
  );
}

function ListInput({
  meta,
  label,
  maxLength,
  srOnly,
  placeholder,
}: {
  meta: Meta;
  label: string;
  maxLength: number;
  srOnly?: boolean;
  placeholder?: string;
}) {
  const { key, ...props } = getInputProps(meta, { type: "text" });
  return (
    <div className="flex-1">
      <label htmlFor={meta.id} className={srOnly ? "sr-only" : "text-sm"}>
        {label}
      </label>
      <input key={key} {...props} maxLength={maxLength} placeholder={placeholder} className="field" />
      <FieldError meta={meta} />
    </div>
  );
}

type Rows<Row> = FieldMeta<Row[] | undefined>;

/**
 * The interests, one row each. Rows are added and removed by list buttons (Conform's intents): the
 * browser moves the rows at once, and without JavaScript the server answers them, so the list works
 * either way; blank rows are dropped when saved.
 */
export function InterestRows({ form, list }: { form: FormMeta; list: Rows<{ description?: string }> }) {
  const rows = list.getFieldList();
  return (
    <>
      {rows.map((row, index) => (
        <div key={row.key} className="flex items-start gap-2">
          <ListInput meta={row.getFieldset().description} label={`Interesse ${index + 1}`} maxLength={120} srOnly />
          <button
            {...form.remove.getButtonProps({ name: list.name, index })}
            className="btn btn-secondary"
            aria-label={`Remover interesse ${index + 1}`}
          >
            Remover
          </button>
        </div>
      ))}
      {rows.length < MAX_LIST_ROWS && (
        <button
          {...form.insert.getButtonProps({ name: list.name, defaultValue: { description: "" } })}
          className="btn btn-secondary"
        >
          Adicionar interesse
        </button>
      )}
    </>
  );
}

/** The family: a name and a kinship per row (a half-filled row is refused), added and removed like interests. */
export function KinshipRows({
  form,
  list,
  degreeLabel,
  degreePlaceholder,
}: {
  form: FormMeta;
  list: Rows<{ name?: string; degree?: string }>;
  degreeLabel: (n: number) => string;
  degreePlaceholder?: string;
}) {
  const rows = list.getFieldList();
  return (
    <>
      {rows.map((row, index) => {
        const { name, degree } = row.getFieldset();
        return (
          <div key={row.key} className="grid gap-2 sm:grid-cols-[1fr_12rem_auto] sm:items-start">
            <ListInput meta={name} label={`Nome do familiar ${index + 1}`} maxLength={120} />
            <ListInput meta={degree} label={degreeLabel(index + 1)} maxLength={60} placeholder={degreePlaceholder} />
            <button
              {...form.remove.getButtonProps({ name: list.name, index })}
              className="btn btn-secondary sm:mt-6"
              aria-label={`Remover familiar ${index + 1}`}
            >
              Remover
            </button>
          </div>
        );
      })}
      {rows.length < MAX_LIST_ROWS && (
        <button
          {...form.insert.getButtonProps({ name: list.name, defaultValue: { name: "", degree: "" } })}
          className="btn btn-secondary"
        >
          Adicionar familiar
        </button>
      )}
    </>
  );
}

import { getInputProps } from "~/shared/ui/zone/form-props";
import { type FieldMeta } from "~/shared/ui/zone/form-state";
import type { ReactNode } from "react";
import { ConformField } from "~/shared/ui/zone/field";
import { ConformPasswordField } from "~/shared/ui/zone/password-field";
import { AddressFields, type AddressFieldName } from "../steps/fields/address-fields";
import { FieldError, WizardInput, WizardRadios } from "../steps/fields/wizard-fields";
import { CEREMONY_KINDS } from "~/features/ceremonies";
import { GENDER_LABELS, GENDERS } from "../steps/profile-form.constants";
import { type PlanOption, PlanChoice } from "./simplified-plan-choice";
import {
  CEREMONY_SLOT_PARTS,
  PARTNER_CEREMONY_SLOTS,
  type PartnerCeremonySlot,
  plaqueHashInput,
} from "./simplified-profile.constants";

/** The form's fields as the browser holds them (all text). */
export type PartnerField =
  | "idempotencyKey"
  | "hasPlaque"
  | "hash"
  | AddressFieldName
  | "name"
  | "gender"
  | "birthDate"
  | "deathDate"
  | "customerName"
  | "customerEmail"
  | "customerPassword"
  | "plan"
  | `${PartnerCeremonySlot}${(typeof CEREMONY_SLOT_PARTS)[number]}`;
export type PartnerFields = Partial<Record<PartnerField, string>>;

/** What each step is given: the one form's fields and the wizard's state. */
export interface PartnerStepProps {
  fields: Required<{ [K in PartnerField]: FieldMeta<string | undefined> }>;
  today: string;
  hydrated: boolean;
  /** The server's answer to the plaque check, shown under the hash. */
  hashMessage: string | null;
  plans: PlanOption[];
  balanceCents: number;
}

/** The partner's steps, by key. */
export type PartnerStepKey = "plaque" | "honoree" | "ceremonies" | "customer" | "plan";

/**
 * An entry of the partner's table. There is no `load` or per-step `save` here (decision 027): the
 * four steps are ONE form posted once and created in one transaction, so the customer's password
 * is never stored on the way; `fields` names what each step holds, so a refusal opens its step.
 * Each step's schema is in `partner-step-schemas.ts`, loaded with the form's validation (decision 053).
 */
export interface PartnerStep {
  readonly key: PartnerStepKey;
  readonly title: string;
  readonly fields: readonly PartnerField[];
  /** A step the server checks before moving on (the plaque's hash): the intent to post, or none. */
  readonly serverCheck?: (values: Record<string, FormDataEntryValue>) => Record<string, string> | null;
  readonly Component: (props: PartnerStepProps) => ReactNode;
}

function PlaqueStep({ fields, hydrated, hashMessage }: PartnerStepProps) {
  const hasPlaque = fields.hasPlaque.value ?? fields.hasPlaque.initialValue;
  const { key: hashKey, ...hashProps } = getInputProps(fields.hash, { type: "text" });
  return (
    <>
      <WizardRadios
        meta={fields.hasPlaque}
        legend="O homenageado já tem uma placa com QR Code?"
        options={[
          { value: "sim", label: "Sim" },
          { value: "nao", label: "Não" },
        ]}
      />
      <div hidden={hydrated && hasPlaque !== "sim"}>
        <label htmlFor={fields.hash.id} className="font-semibold">
          Hash da placa
        </label>
        <p id={`${fields.hash.id}-hint`} className="text-sm text-ink-soft">
          As 10 letras impressas na placa{hydrated ? "" : " (somente se o homenageado tiver placa)"}.
        </p>
        <input
          key={hashKey}
          {...hashProps}
          aria-describedby={`${fields.hash.id}-hint ${fields.hash.errorId}`}
          maxLength={10}
          autoComplete="off"
          autoCapitalize="characters"
          onInput={(event) => {
            const input = event.currentTarget;
            const typed = plaqueHashInput(input.value);
            if (typed !== input.value) input.value = typed;
          }}
          className="field mt-1 font-mono uppercase tracking-widest"
        />
        <FieldError meta={fields.hash} extra={hashMessage} />
      </div>
      <fieldset hidden={hydrated && hasPlaque !== "nao"} aria-describedby="placa-endereco-dica" className="space-y-4">
        <legend className="font-semibold">
          Endereço para envio da placa <span className="font-normal text-ink-soft">(opcional)</span>
        </legend>
        <p id="placa-endereco-dica" className="text-sm text-ink-soft">
          {hydrated ? "" : "Somente se o homenageado não tiver placa. "}
          Sem o endereço, o cliente recebe um e-mail para informá-lo no painel do memorial.
        </p>
        <AddressFields
          required={false}
          field={(name) => ({
            id: fields[name].id,
            errorId: fields[name].errorId,
            error: fields[name].errors?.[0],
            defaultValue: fields[name].initialValue,
          })}
        />
      </fieldset>
    </>
  );
}

/** The honoree: the creation's name and gender, both dates optional here (spec). */
function HonoreeStep({ fields, today }: PartnerStepProps) {
  return (
    <>
      <WizardInput meta={fields.name} label="Nome do homenageado" required maxLength={120} />
      <WizardRadios
        meta={fields.gender}
        legend="Gênero"
        options={GENDERS.map((value) => ({ value, label: GENDER_LABELS[value] }))}
      />
      <WizardInput meta={fields.birthDate} label="Data de nascimento" type="date" max={today} />
      <WizardInput meta={fields.deathDate} label="Data de partida" type="date" max={today} />
    </>
  );
}

function CustomerStep({ fields }: PartnerStepProps) {
  return (
    <>
      <p className="text-ink-soft">
        A conta do cliente administra o memorial. Ele receberá um e-mail para entrar, completar o memorial e trocar a
        senha.
      </p>
      <ConformField meta={fields.customerName} label="Nome do cliente" autoComplete="off" maxLength={200} required />
      <ConformField
        meta={fields.customerEmail}
        label="E-mail do cliente"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={200}
        required
      />
      <ConformPasswordField
        meta={fields.customerPassword}
        label="Senha inicial do cliente"
        hint="Pelo menos 8 caracteres."
        autoComplete="new-password"
        maxLength={200}
        required
      />
    </>
  );
}

/**
 * The optional ceremonies step (decision 054): the velório, the sepultamento or cremação and the
 * sétimo dia, each with its date, time and place. Blank ones are left out; 'Continuar' skips it all.
 */
function PartnerCeremoniesStep({ fields }: PartnerStepProps) {
  return (
    <>
      <p className="text-ink-soft">
        Opcional: as cerimônias aparecem no alto do memorial, com a nota de falecimento para compartilhar. Deixe em
        branco o que ainda não tiver data.
      </p>
      {(
        Object.entries(PARTNER_CEREMONY_SLOTS) as [
          PartnerCeremonySlot,
          (typeof PARTNER_CEREMONY_SLOTS)[PartnerCeremonySlot],
        ][]
      ).map(([slot, { title, kinds }]) => {
        return (
          <fieldset key={slot} className="space-y-3 rounded-xl border border-sky-100 p-3">
            <legend className="px-1 font-semibold">{title}</legend>
            {kinds.length > 1 && (
              <WizardRadios
                meta={fields[`${slot}Kind`]}
                legend="Cerimônia"
                options={kinds.map((value) => ({ value, label: CEREMONY_KINDS[value] }))}
              />
            )}
            <WizardInput meta={fields[`${slot}Date`]} label="Data" type="date" />
            <WizardInput meta={fields[`${slot}Time`]} label="Horário" type="time" />
            <WizardInput meta={fields[`${slot}Place`]} label="Local" maxLength={120} />
            <WizardInput meta={fields[`${slot}Address`]} label="Endereço" maxLength={200} />
          </fieldset>
        );
      })}
    </>
  );
}

function PlanStep({ fields, plans, balanceCents }: PartnerStepProps) {
  return <PlanChoice plans={plans} balanceCents={balanceCents} meta={fields.plan} />;
}

/** The partner's simplified wizard (decision 027, spec part 2 §2), in the spec's order. */
export const PARTNER_STEPS: readonly PartnerStep[] = [
  {
    key: "plaque",
    title: "Placa",
    fields: ["hasPlaque", "hash", "street", "city", "state", "zip_code"],
    serverCheck: (values) =>
      values.hasPlaque === "sim" ? { intent: "verificar-placa", hash: String(values.hash ?? "") } : null,
    Component: PlaqueStep,
  },
  {
    key: "honoree",
    title: "Homenageado",
    fields: ["name", "gender", "birthDate", "deathDate"],
    Component: HonoreeStep,
  },
  {
    key: "ceremonies",
    title: "Cerimônias",
    fields: Object.keys(PARTNER_CEREMONY_SLOTS).flatMap((slot) =>
      CEREMONY_SLOT_PARTS.map((part) => `${slot as PartnerCeremonySlot}${part}` as const),
    ),
    Component: PartnerCeremoniesStep,
  },
  {
    key: "customer",
    title: "Cliente",
    fields: ["customerName", "customerEmail", "customerPassword"],
    Component: CustomerStep,
  },
  { key: "plan", title: "Plano", fields: ["plan"], Component: PlanStep },
];

/** The first step holding a refused field (a form-wide refusal stays on the last step). */
export function stepOfRefusal(refused: readonly string[]): number | null {
  if (refused.length === 0) return null;
  const steps = refused.map((name) => {
    const index = PARTNER_STEPS.findIndex((step) => (step.fields as readonly string[]).includes(name));
    return index < 0 ? PARTNER_STEPS.length : index + 1;
  });
  return Math.min(...steps);
}

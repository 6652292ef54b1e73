import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { StepEnd, WizardInput } from "./fields/wizard-fields";
import type { StepProps } from "./step";

/**
 * The two ways the answers end a wizard: the creation saves the memorial with them ('Salvar perfil',
 * each answer checked as it is left); the completion finishes it ('Finalizar', checked when sent,
 * with the form-wide 'Por favor, preencha todos os campos.').
 */
const ENDINGS = {
  save: {
    id: "etapa-4",
    part: "security",
    check: "onBlur",
    label: "Salvar perfil",
    pending: "Salvando perfil...",
  },
  finish: {
    id: "completar-etapa-4",
    part: "finish",
    check: "onSubmit",
    label: "Finalizar",
    pending: "Finalizando...",
  },
} as const;

/** The security questions: the answers go straight to their hashes; never stored in clear nor shown again. */
export function SecurityStepForm({
  action,
  lastResult,
  hrefOf,
  ending,
}: Pick<StepProps, "action" | "lastResult" | "hrefOf"> & { ending: keyof typeof ENDINGS }) {
  const { id, part, check, label, pending } = ENDINGS[ending];
  const [form, fields] = useZoneForm(
    {
      load: () => import("./profile-form.schema"),
      schema: (schemas) => (part === "security" ? schemas.securitySchema : schemas.completionSecuritySchema),
    },
    { id, lastResult, shouldValidate: check, shouldRevalidate: "onInput" },
  );
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      <p className="text-ink-soft">
        Estas respostas confirmam, no futuro, que um familiar pode cuidar do memorial. Elas são guardadas de forma
        protegida e nunca são exibidas.
      </p>
      <WizardInput
        meta={fields.nomeMaeFalecido}
        label="Nome completo da mãe do homenageado"
        required
        autoComplete="off"
      />
      <WizardInput
        meta={fields.nomeConjugeMaeFalecido}
        label="Nome do último cônjuge da mãe do homenageado"
        required
        autoComplete="off"
      />
      <WizardInput
        meta={fields.cidadeNatalMaeFalecido}
        label="Cidade natal da mãe do homenageado"
        required
        autoComplete="off"
      />
      <StepEnd form={form} back={hrefOf("review")} label={label} pending={pending} />
    </Form>
  );
}

/** The creation's step 4: saving it saves the memorial. */
export function SavingSecurityStepForm(props: StepProps) {
  return <SecurityStepForm {...props} ending="save" />;
}

/** The completion's step 4: the same answers, finishing (and activating) the memorial. */
export function FinishingSecurityStepForm(props: StepProps) {
  return <SecurityStepForm {...props} ending="finish" />;
}

import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { securitySchema } from "./profile-form.schema";
import { BackLink, WizardInput } from "./fields/wizard-fields";

/** Step 4: the answers go straight to their hashes when the profile is saved; never shown again. */
export function SecurityStepForm({
  action,
  lastResult,
  backHref,
}: {
  action: string;
  lastResult: SubmissionResult | undefined;
  backHref: string;
}) {
  const [form, fields] = useForm({
    id: "etapa-4",
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: securitySchema }),
  });
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
      <ConformFormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <BackLink to={backHref} />
        <SubmitButton pendingLabel="Salvando perfil...">Salvar perfil</SubmitButton>
      </div>
    </Form>
  );
}

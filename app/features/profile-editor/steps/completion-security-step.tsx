import { getFormProps, type SubmissionResult, useForm } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { completionSecuritySchema } from "./profile-form.schema";
import { BackLink, WizardInput } from "./fields/wizard-fields";

/** The complete-profile wizard's last step: the three answers, then 'Finalizar'. */
export function CompletionSecurityStepForm({
  action,
  lastResult,
  backHref,
}: {
  action: string;
  lastResult: SubmissionResult | undefined;
  backHref: string;
}) {
  const [form, fields] = useForm({
    id: "completar-etapa-4",
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: completionSecuritySchema }),
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
        <SubmitButton pendingLabel="Finalizando...">Finalizar</SubmitButton>
      </div>
    </Form>
  );
}

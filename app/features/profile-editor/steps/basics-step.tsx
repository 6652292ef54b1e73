import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { imageUrl } from "~/shared/images/urls";
import { BasicsFields } from "./fields/form-fields";
import { StepEnd } from "./fields/wizard-fields";
import { FORM_LOADS } from "./form-source";
import type { BasicsStep } from "./profile-form.schema";
import type { FormStep, StepProps } from "./step";

/**
 * The basics. The creation wizard's form also takes the optional photo (spec part 2, §2 step 1)
 * when the form so far has a `portrait` (the stored one, or null); completion's photo is the editor's.
 */
export function BasicsStepForm({ action, form: source, lastResult, today, suggestedPlan, ownUsername }: StepProps) {
  const portrait = source.portrait;
  const [form, fields] = useZoneForm(
    {
      load: () => import("./profile-form.schema").then(({ basicsSchema }) => basicsSchema),
      schema: (schema) => schema(today),
    },
    {
      id: "etapa-1",
      lastResult,
      defaultValue: FORM_LOADS.basics(source),
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      encType={portrait !== undefined ? "multipart/form-data" : undefined}
      className="space-y-5"
    >
      {suggestedPlan && <input type="hidden" name="plano" value={suggestedPlan} />}
      <BasicsFields
        fields={fields}
        today={today}
        ownUsername={ownUsername}
        usernameHint="Começa com @: de 3 a 20 letras, números, ponto, hífen ou sublinhado. Será o endereço do memorial."
        usernamePlaceholder="@nome.sobrenome"
      />
      {portrait !== undefined && <PhotoField portrait={portrait} error={lastResult?.error?.photo?.[0]} />}
      <StepEnd form={form} />
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

export const basicsStep: FormStep<BasicsStep> = {
  key: "basics",
  part: "basics",
  load: FORM_LOADS.basics,
  Component: BasicsStepForm,
};

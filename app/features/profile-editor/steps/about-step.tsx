import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { AccessRadios, BiographyFields, InterestRows, KinshipRows } from "./fields/form-fields";
import { GenerateBio } from "./fields/generate-bio";
import { StepEnd } from "./fields/wizard-fields";
import { FORM_LOADS, type FormSource } from "./form-source";
import type { aboutSchema, AboutStep } from "./profile-form.schema";
import type { FormStep, StepProps } from "./step";

/** Lists start with one empty row to type in; blank rows are dropped when saved. */
export function withRows(values: Partial<AboutStep> | undefined) {
  return {
    access: "Public" as const,
    ...values,
    interests: values?.interests?.length ? values.interests : [{ description: "" }],
    kinships: values?.kinships?.length ? values.kinships : [{ name: "", degree: "" }],
  };
}

/** Step 1's data as the biography call takes it. */
function basicsForBio({ basics }: FormSource) {
  return {
    name: basics?.name,
    gender: basics?.gender,
    birthDate: basics?.birthDate,
    deathDate: basics?.deathDate,
    profession: basics?.profession,
  };
}

export function AboutStepForm({ action, form: source, lastResult, hrefOf }: StepProps) {
  const hydrated = useHydrated();
  const defaults = FORM_LOADS.about(source);
  const defaultValue = withRows(defaults);
  const [form, fields] = useZoneForm<typeof aboutSchema, typeof aboutSchema, typeof defaultValue, AboutStep>(
    { load: () => import("./profile-form.schema").then(({ aboutSchema }) => aboutSchema), schema: (schema) => schema },
    {
      id: "etapa-2",
      lastResult,
      defaultValue,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="space-y-5">
      {/* Enter in a field continues, instead of pressing the first list button. */}
      <button type="submit" hidden tabIndex={-1} />
      <BiographyFields
        fields={fields}
        storyTools={
          hydrated && (
            <GenerateBio
              basics={basicsForBio(source)}
              targetId={fields.description.id}
              used={defaults?.bioGenerated === "1"}
              usedField={fields.bioGenerated.name}
            />
          )
        }
      />
      <fieldset className="space-y-3">
        <legend className="font-semibold">
          Interesses <span className="font-normal text-ink-soft">(opcional)</span>
        </legend>
        <InterestRows form={form} list={fields.interests} />
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="font-semibold">
          Familiares <span className="font-normal text-ink-soft">(opcional)</span>
        </legend>
        <KinshipRows
          form={form}
          list={fields.kinships}
          degreeLabel={() => "Parentesco"}
          degreePlaceholder="Filho, Neta..."
        />
      </fieldset>
      <AccessRadios meta={fields.access} legend="Privacidade do perfil" />
      <StepEnd form={form} back={hrefOf("basics")} />
    </Form>
  );
}

export const aboutStep: FormStep<AboutStep> = {
  key: "about",
  part: "about",
  load: FORM_LOADS.about,
  Component: AboutStepForm,
};

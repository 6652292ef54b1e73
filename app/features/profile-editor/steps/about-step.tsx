import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { AccessRadios, BiographyFields, InterestRows, KinshipRows } from "./fields/form-fields";
import { GenerateBio } from "./fields/generate-bio";
import { StepEnd } from "./fields/wizard-fields";
import { FORM_LOADS, type FormSource, withRows } from "./form-source";
import type { aboutSchema, AboutStep } from "./profile-form.schema";
import type { StepProps } from "./step";

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

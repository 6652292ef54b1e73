import type { SubmissionResult } from "@conform-to/react";
import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import { withRows } from "../steps/form-source";
import { AccessRadios, BasicsFields, BiographyFields, InterestRows, KinshipRows } from "../steps/fields/form-fields";
import type { EditableProfile } from "./edit-profile.server";
import type { EditProfileInput, editProfileSchema } from "./edit-profile.schema";

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section aria-label={title} className="space-y-5 rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
      <h2 className="text-xl">{title}</h2>
      {children}
    </section>
  );
}

/**
 * Every field of the memorial in one form: the wizards' basics and about steps (the same field
 * groups, schema and messages) laid out as sections: basics, about, family tree, interests and
 * privacy. Rows are added and removed by Conform intents the server answers, so it works without
 * JavaScript.
 */
export function EditProfileForm({
  values,
  currentUsername,
  lastResult,
  today,
}: {
  values: EditableProfile["values"];
  /** The stored handle: not looked up again when left unchanged. */
  currentUsername: string;
  lastResult: SubmissionResult | undefined;
  today: string;
}) {
  const hydrated = useHydrated();
  const defaultValue = { ...values, ...withRows(values) };
  const [form, fields] = useZoneForm<
    typeof editProfileSchema,
    ReturnType<typeof editProfileSchema>,
    typeof defaultValue,
    EditProfileInput
  >(
    {
      load: () => import("./edit-profile.schema").then(({ editProfileSchema }) => editProfileSchema),
      schema: (schema) => schema(today),
    },
    {
      id: "editar-perfil",
      lastResult,
      defaultValue,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      {/* Enter in a field saves, instead of pressing the first list button. */}
      <button type="submit" hidden tabIndex={-1} />
      {/* With JavaScript the screen shows its confirmation and closes itself after 1.5 s. */}
      {hydrated && <input type="hidden" name="_js" value="1" />}
      <Section title="Dados básicos">
        <BasicsFields
          fields={fields}
          today={today}
          ownUsername={currentUsername}
          usernameHint="Começa com @: de 3 a 20 letras, números, ponto, hífen ou sublinhado. É o endereço do memorial."
        />
      </Section>
      <Section title="Sobre">
        <BiographyFields fields={fields} />
      </Section>
      <Section title="Árvore genealógica">
        <KinshipRows form={form} list={fields.kinships} degreeLabel={(n) => `Parentesco do familiar ${n}`} />
      </Section>
      <Section title="Interesses">
        <InterestRows form={form} list={fields.interests} />
      </Section>
      <Section title="Privacidade">
        <AccessRadios meta={fields.access} legend="Quem pode ver o memorial" />
      </Section>
      <ConformFormError id={form.errorId} errors={form.errors} />
      <SubmitButton pendingLabel="Salvando...">Salvar alterações</SubmitButton>
    </Form>
  );
}

import type { SubmissionResult } from "@conform-to/react";
import { getFormProps, getSelectProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { Form } from "react-router";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import { formatPhoneAsTyped } from "~/shared/validation/phone";
import { CONTACT_KINSHIPS } from "../notification-contacts.constants";
import type { ContactInput, contactFormSchema } from "../notification-contacts.schema";

/** The form's fields as typed (the schema takes any input, so Conform is told their shape). */
type ContactFormFields = { name?: string; email?: string; cellphone?: string; kinship?: string };

interface NotificationContactFormProps {
  /** Conform's answer of the last submission (field and form errors, what was typed). */
  lastResult: SubmissionResult | null | undefined;
  /** Where the form posts; the current route by default. */
  action?: string;
  /** Hidden fields the hosting screen needs (the wizard's step, for instance). */
  hidden?: Record<string, string>;
  /** Buttons beside Adicionar (Voltar, Finalizar), which differ between the screen and the wizard. */
  children?: React.ReactNode;
}

/**
 * The notification contact form (spec part 2, §2): name, e-mail, cellphone and relationship, with
 * the Zod schema the server and the API use. Shared by /add-notification-contacts and the
 * creation wizard's step 7; it posts `intent=add` with the contact's fields.
 */
export function NotificationContactForm({ lastResult, action, hidden = {}, children }: NotificationContactFormProps) {
  const [form, fields] = useZoneForm<
    typeof contactFormSchema,
    typeof contactFormSchema,
    ContactFormFields,
    ContactInput
  >(
    {
      load: () => import("../notification-contacts.schema").then(({ contactFormSchema }) => contactFormSchema),
      schema: (schema) => schema,
    },
    {
      id: "contato-notificacao",
      lastResult,
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
    },
  );
  const kinship = fields.kinship;
  const { key: kinshipKey, ...kinshipProps } = getSelectProps(kinship);
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      className="space-y-4 rounded-2xl border border-sky-200 bg-white p-6"
    >
      <input type="hidden" name="intent" value="add" />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <ConformField meta={fields.name} label="Nome" autoComplete="off" maxLength={200} required />
      <ConformField
        meta={fields.email}
        label="E-mail"
        type="email"
        inputMode="email"
        autoComplete="off"
        maxLength={200}
        hint="Informe o e-mail, o celular ou os dois."
      />
      <ConformField
        meta={fields.cellphone}
        label="Celular"
        type="tel"
        inputMode="numeric"
        autoComplete="off"
        hint="(DD) 99999-9999"
        maxLength={15}
        formatAsTyped={formatPhoneAsTyped}
      />
      <div>
        <label htmlFor={kinship.id} className="font-semibold">
          Parentesco
        </label>
        <select key={kinshipKey} {...kinshipProps} className="field mt-1">
          <option value="">Selecione</option>
          {CONTACT_KINSHIPS.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <p id={kinship.errorId} className="field-error" aria-live="polite">
          {kinship.errors?.[0]}
        </p>
      </div>
      <ConformFormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap gap-3">
        <SubmitButton pendingLabel="Salvando..." className="btn btn-primary">
          Adicionar
        </SubmitButton>
        {children}
      </div>
    </Form>
  );
}

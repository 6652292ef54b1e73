import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { NotificationContactForm } from "~/features/notification-contacts";
import { Checkout } from "~/features/checkout";
import { BRAZILIAN_STATES } from "~/features/plaques";
import { profileHref } from "~/features/profiles";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import type { PaidStepData } from "./paid-steps.server";
import { BackLink } from "../steps/fields/wizard-fields";

interface AddressStepProps {
  action: string;
  data: PaidStepData;
  error: string | null;
  fields: Record<string, string>;
}

const ADDRESS_FIELDS = [
  { name: "street", label: "Rua, número e complemento", autoComplete: "street-address" },
  { name: "city", label: "Cidade", autoComplete: "address-level2" },
  { name: "zip_code", label: "CEP", autoComplete: "postal-code" },
] as const;

/** Step 6: where the brushed-aluminium QR plaque of a paid plan is sent (spec part 2, §2 and §5). */
export function AddressStep({ action, data, error, fields }: AddressStepProps) {
  return (
    <Form method="post" action={action} className="space-y-4 rounded-2xl border border-sky-200 bg-white p-6">
      <p className="text-ink-soft">
        O plano {data.plan.name} inclui a placa de alumínio escovado com QR Code para o túmulo de {data.name}. Para onde
        devemos enviá-la?
      </p>
      {ADDRESS_FIELDS.map((field) => (
        <div key={field.name}>
          <label htmlFor={`endereco-${field.name}`} className="font-semibold">
            {field.label}
          </label>
          <input
            id={`endereco-${field.name}`}
            name={field.name}
            autoComplete={field.autoComplete}
            required
            maxLength={200}
            aria-invalid={fields[field.name] ? true : undefined}
            aria-describedby={`endereco-${field.name}-erro`}
            className="field mt-1"
          />
          <p id={`endereco-${field.name}-erro`} className="field-error" aria-live="polite">
            {fields[field.name]}
          </p>
        </div>
      ))}
      <div>
        <label htmlFor="endereco-state" className="font-semibold">
          Estado
        </label>
        <select id="endereco-state" name="state" required className="field mt-1" defaultValue="">
          <option value="" disabled>
            Selecione
          </option>
          {Object.entries(BRAZILIAN_STATES).map(([sigla, name]) => (
            <option key={sigla} value={sigla}>
              {name}
            </option>
          ))}
        </select>
        <p className="field-error" aria-live="polite">
          {fields.state}
        </p>
      </div>
      <input type="hidden" name="country" value="Brasil" />
      <p role="alert" hidden={!error || Object.keys(fields).length > 0} className="field-error font-semibold">
        {error}
      </p>
      <SubmitButton pendingLabel="Salvando..." className="btn btn-primary w-full sm:w-auto">
        Salvar endereço e continuar
      </SubmitButton>
    </Form>
  );
}

/** Step 7: the people warned when the memorial is updated (optional), then the payment. */
export function ContactsStep({
  action,
  data,
  lastResult,
  error,
  backHref,
}: {
  action: string;
  data: PaidStepData;
  lastResult: SubmissionResult<string[]> | undefined;
  error: string | null;
  backHref: string;
}) {
  return (
    <div className="space-y-6">
      <p className="text-ink-soft">
        Quem deve ser avisado por e-mail quando o memorial de {data.name} for atualizado? Você pode pular esta etapa e
        cadastrar contatos depois.
      </p>
      <NotificationContactForm lastResult={lastResult} action={action}>
        <BackLink to={backHref} />
      </NotificationContactForm>
      {data.contacts.length > 0 && (
        <section aria-labelledby="contatos-salvos">
          <h3 id="contatos-salvos" className="text-lg">
            Contatos cadastrados
          </h3>
          <ul className="mt-2 list-disc pl-6">
            {data.contacts.map((contact) => (
              <li key={contact.id}>
                {contact.name}
                {contact.kinship ? ` (${contact.kinship})` : ""}
              </li>
            ))}
          </ul>
        </section>
      )}
      <Form method="post" action={action}>
        <input type="hidden" name="intent" value="finish" />
        <p role="alert" hidden={!error} className="field-error font-semibold">
          {error}
        </p>
        <SubmitButton pendingLabel="Continuando..." className="btn btn-primary w-full sm:w-auto">
          Continuar para o pagamento
        </SubmitButton>
      </Form>
    </div>
  );
}

/** Step 8: the checkout of the chosen plan (reachable only once the address was saved). */
export function PaymentStep({ data, error }: { data: PaidStepData; error: string | null }) {
  const checkout = data.checkout!;
  return (
    <div className="space-y-4">
      <p>
        Plano {data.plan.name} para o memorial de <strong>{data.name}</strong>: {data.plan.priceText}.
      </p>
      <Checkout
        item={{
          product: "profile_plan",
          productRefId: data.profileId,
          planId: data.plan.id as "Ouro" | "Platina" | "Diamante",
          amountCents: data.plan.priceCents,
          description: `Plano ${data.plan.name}: ${data.name}`,
          cardOptions: data.plan.cardOptions,
        }}
        settings={checkout.settings}
        payer={checkout.payer}
        signedIn
        walletBalanceCents={checkout.balanceCents}
        nextHref={profileHref(data.username)}
        fallbackFields={{ attempt: checkout.attempt }}
        fallbackError={error}
      />
    </div>
  );
}

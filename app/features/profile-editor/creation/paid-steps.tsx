import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { FAITH_INTENTS, ReferenceFields } from "~/features/faith";
import { NotificationContactForm } from "~/features/notification-contacts";
import { Checkout } from "~/features/checkout";
import { profileHref } from "~/features/profiles";
import { FormAnswer } from "~/shared/ui/zone/form-answer";
import { SubmitButton } from "~/shared/ui/zone/submit-button";
import type { PaidStepData, ReferenceAnswer } from "./paid-steps.server";
import { AddressFields, plainAddressField } from "../steps/fields/address-fields";
import { BackLink } from "../steps/fields/wizard-fields";

interface AddressStepProps {
  action: string;
  data: PaidStepData;
  error: string | null;
  fields: Record<string, string>;
}

/** Step 6: where the brushed-aluminium QR plaque of a paid plan is sent (spec part 2, §2 and §5). */
export function AddressStep({ action, data, error, fields }: AddressStepProps) {
  return (
    <Form method="post" action={action} className="space-y-4 rounded-2xl border border-sky-200 bg-white p-6">
      <p className="text-ink-soft">
        O plano {data.plan.name} inclui a placa de alumínio escovado com QR Code para o túmulo de {data.name}. Para onde
        devemos enviá-la?
      </p>
      <AddressFields field={plainAddressField(fields)} />
      <p role="alert" hidden={!error || Object.keys(fields).length > 0} className="field-error font-semibold">
        {error}
      </p>
      <SubmitButton pendingLabel="Salvando..." className="btn btn-primary w-full sm:w-auto">
        Salvar endereço e continuar
      </SubmitButton>
    </Form>
  );
}

/**
 * Step 7's religious reference (decision 045): the paid plan includes it; chosen here (optional),
 * it shows on the memorial and the cards once the plan is paid, and stays editable in the panel.
 */
function ReferenceForm({
  action,
  data,
  answer,
}: {
  action: string;
  data: PaidStepData;
  answer: ReferenceAnswer | null;
}) {
  const faith = data.faith!;
  const typed = answer && !answer.ok ? answer.values : undefined;
  return (
    <section aria-labelledby="referencia-titulo" className="rounded-2xl border border-sky-200 bg-white p-4 sm:p-6">
      <h3 id="referencia-titulo" className="text-lg">
        Referência religiosa (opcional)
      </h3>
      <p className="mt-1 text-ink-soft">
        Um texto de fé ou de conforto mostrado no memorial e nos cartões do plano {data.plan.name}. Você pode escolher
        ou mudar depois, no painel do memorial.
      </p>
      <Form method="post" action={action} className="mt-4 space-y-3">
        <input type="hidden" name="intent" value={FAITH_INTENTS.reference} />
        <ReferenceFields
          choice={typed?.choice ?? faith.choice}
          ownText={typed?.ownText ?? faith.ownText}
          religion={faith.religion}
        />
        <SubmitButton pendingLabel="Salvando..." className="btn btn-secondary">
          Salvar referência
        </SubmitButton>
        <FormAnswer answer={answer} />
      </Form>
    </section>
  );
}

/** Step 7: the people warned when the memorial is updated (optional), the religious reference, then the payment. */
export function ContactsStep({
  action,
  data,
  lastResult,
  error,
  reference,
  backHref,
}: {
  action: string;
  data: PaidStepData;
  lastResult: SubmissionResult<string[]> | undefined;
  error: string | null;
  reference: ReferenceAnswer | null;
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
      {data.faith && <ReferenceForm action={action} data={data} answer={reference} />}
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

import { getFormProps } from "~/shared/ui/zone/form-props";
import { useZoneForm } from "~/shared/ui/zone/use-zone-form";
import { useState } from "react";
import { formatBRL } from "~/shared/format/format";
import { ConformField, ConformFormError } from "~/shared/ui/zone/field";
import { callApi } from "~/shared/http/api-client";
import type { sandboxCardToken } from "~/features/payments";
import { cardBrand } from "./checkout-client";
import { formatCardNumberAsTyped, formatExpiryAsTyped } from "./checkout.constants";
import type { SandboxCardValues } from "./checkout.schema";
import type { CardPayment } from "./checkout.types";

interface CardFormProps {
  /** What the card pays in all, in `installments` installments (chosen above the form). */
  amountCents: number;
  installments: number;
  holderName?: string;
  busy: boolean;
  onCard: (card: CardPayment) => void;
}

/**
 * The sandbox's card form (the sandbox is the default provider): the card is tokenised by the
 * sandbox's own endpoint, as Mercado Pago's form tokenises it, so the number never reaches a
 * payment record; the cardholder name decides the result (APRO, OTHE, CONT).
 */
export function CardForm({ amountCents, installments, holderName, busy, onCard }: CardFormProps) {
  const [error, setError] = useState<string | null>(null);
  const [tokenising, setTokenising] = useState(false);
  const [form, fields] = useZoneForm(
    {
      load: () => import("./checkout.schema").then(({ sandboxCardFormSchema }) => sandboxCardFormSchema),
      schema: (schema) => schema,
    },
    {
      id: "checkout-card",
      defaultValue: { cardholderName: holderName?.toUpperCase() ?? "", installments: "1" },
      shouldValidate: "onBlur",
      shouldRevalidate: "onInput",
      onSubmit(event, { submission }) {
        event.preventDefault();
        if (submission?.status === "success") void tokenise(submission.value);
      },
    },
  );

  async function tokenise(card: SandboxCardValues) {
    if (tokenising || busy) return;
    setTokenising(true);
    setError(null);
    const [month, year] = card.expiry.split("/");
    const result = await callApi<typeof sandboxCardToken>(
      { method: "post", path: "/api/payment/sandbox/cardToken" },
      {
        body: {
          cardNumber: card.cardNumber,
          cardholderName: card.cardholderName,
          expirationMonth: Number(month),
          expirationYear: 2000 + Number(year),
          securityCode: card.securityCode,
        },
      },
    );
    setTokenising(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onCard({ token: result.data.id, installments, paymentMethodId: cardBrand(card.cardNumber) });
  }

  const pending = tokenising || busy;
  return (
    <form method="post" {...getFormProps(form)} className="space-y-4">
      <ConformField
        meta={fields.cardNumber}
        label="Número do cartão"
        inputMode="numeric"
        autoComplete="cc-number"
        maxLength={23}
        required
        formatAsTyped={formatCardNumberAsTyped}
      />
      <ConformField
        meta={fields.cardholderName}
        label="Nome impresso no cartão"
        autoComplete="cc-name"
        maxLength={100}
        required
      />
      <div className="grid grid-cols-2 gap-3">
        <ConformField
          meta={fields.expiry}
          label="Validade (MM/AA)"
          inputMode="numeric"
          autoComplete="cc-exp"
          maxLength={5}
          required
          formatAsTyped={formatExpiryAsTyped}
        />
        <ConformField
          meta={fields.securityCode}
          label="Código de segurança"
          inputMode="numeric"
          autoComplete="cc-csc"
          maxLength={4}
          required
        />
      </div>
      <input type="hidden" name="installments" value={String(installments)} />
      <ConformFormError id={form.errorId} errors={[...(form.errors ?? []), ...(error ? [error] : [])]} />
      <button type="submit" className="btn btn-primary w-full sm:w-auto" aria-disabled={pending || undefined}>
        {pending ? "Processando..." : `Pagar ${formatBRL(amountCents)}`}
      </button>
    </form>
  );
}

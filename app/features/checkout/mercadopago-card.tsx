import { CardPayment as CardPaymentBrick, initMercadoPago } from "@mercadopago/sdk-react";
import { useState } from "react";
import { toReais } from "~/shared/validation/money";
import type { CardPayment } from "./checkout.types";

interface MercadoPagoCardProps {
  publicKey: string;
  /** What the card pays, in `installments` installments (the checkout's choice, fixed for this Brick). */
  amountCents: number;
  installments: number;
  payerEmail: string;
  document: string;
  onCard: (card: CardPayment) => void;
}

let initialisedWith: string | null = null;

/**
 * Mercado Pago's Card Payment Brick (card data never touches our server): a chunk of its own,
 * loaded with Mercado Pago's script only when the card step opens. The Content-Security-Policy
 * allows Mercado Pago's origins when it is the configured provider (app/shared/http/security.server.ts).
 */
export default function MercadoPagoCard(props: MercadoPagoCardProps) {
  const [failed, setFailed] = useState(false);
  if (initialisedWith !== props.publicKey) {
    initMercadoPago(props.publicKey, { locale: "pt-BR" });
    initialisedWith = props.publicKey;
  }
  const digits = props.document.replace(/\D/g, "");
  if (failed) {
    return (
      <p role="alert" className="field-error font-semibold">
        Não foi possível carregar o formulário do cartão. Tente novamente ou pague com PIX.
      </p>
    );
  }
  return (
    <CardPaymentBrick
      locale="pt-BR"
      initialization={{
        // The Brick takes reais.
        amount: toReais(props.amountCents),
        payer: {
          email: props.payerEmail,
          identification: { type: digits.length === 14 ? "CNPJ" : "CPF", number: digits },
        },
      }}
      customization={{
        paymentMethods: { maxInstallments: props.installments, minInstallments: props.installments },
      }}
      onSubmit={async (data) => {
        props.onCard({ token: data.token, installments: data.installments, paymentMethodId: data.payment_method_id });
      }}
      onError={() => setFailed(true)}
    />
  );
}

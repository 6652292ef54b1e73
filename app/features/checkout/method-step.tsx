import { lazy, Suspense, useState } from "react";
import { formatBRL } from "~/shared/format/format";
import { Tabs } from "~/shared/ui/zone/tabs";
import { CardForm } from "./card-form";
import type { CardPayment, CheckoutItem, CheckoutSettings } from "./checkout.types";

/** Mercado Pago's Card Payment Brick: its code (and Mercado Pago's script) load on the card step only. */
const MercadoPagoCard = lazy(() => import("./mercadopago-card"));

/** What a card form hands over: never the card number, only the provider's token. */
interface MethodStepProps {
  settings: CheckoutSettings;
  item: CheckoutItem;
  amountToPayCents: number;
  payerEmail: string;
  payerName?: string;
  document: string;
  walletCovers: boolean;
  walletBalanceCents: number;
  busy: boolean;
  error: string | null;
  onPix: () => void;
  onCard: (card: CardPayment) => void;
  onWallet: () => void;
  onBack: () => void;
}

/** Step 2: card (the installments of plans), PIX, or the wallet when its balance covers the price. */
export function MethodStep(props: MethodStepProps) {
  const { settings, item, amountToPayCents, busy } = props;
  const [tab, setTab] = useState(props.walletCovers ? "wallet" : "card");
  const card =
    settings.provider === "mercadopago" && settings.publicKey ? (
      <Suspense fallback={<p className="text-ink-soft">Carregando o formulário do cartão...</p>}>
        <MercadoPagoCard
          publicKey={settings.publicKey}
          amountCents={amountToPayCents}
          maxInstallments={item.maxInstallments}
          payerEmail={props.payerEmail}
          document={props.document}
          onCard={props.onCard}
        />
      </Suspense>
    ) : (
      <CardForm
        amountCents={amountToPayCents}
        maxInstallments={item.maxInstallments}
        holderName={props.payerName}
        busy={busy}
        onCard={props.onCard}
      />
    );
  const tabs = [
    ...(props.walletCovers
      ? [
          {
            id: "wallet",
            label: "Saldo",
            content: (
              <div className="space-y-3">
                <p>
                  Saldo disponível na carteira: <strong>{formatBRL(props.walletBalanceCents)}</strong>
                </p>
                <button
                  type="button"
                  className="btn btn-primary"
                  aria-disabled={busy || undefined}
                  onClick={props.onWallet}
                >
                  {busy ? "Pagando..." : `Pagar ${formatBRL(amountToPayCents)} com o saldo`}
                </button>
              </div>
            ),
          },
        ]
      : []),
    { id: "card", label: "Cartão de crédito", content: tab === "card" ? card : null },
    {
      id: "pix",
      label: "PIX",
      content: (
        <div className="space-y-3">
          <p className="text-ink-soft">
            Geramos um QR Code e um código PIX copia e cola. O pagamento é confirmado aqui mesmo, em instantes.
          </p>
          <button type="button" className="btn btn-primary" aria-disabled={busy || undefined} onClick={props.onPix}>
            {busy ? "Gerando PIX..." : `Gerar PIX de ${formatBRL(amountToPayCents)}`}
          </button>
        </div>
      ),
    },
  ];
  return (
    <div className="mt-5 space-y-4">
      <Tabs label="Forma de pagamento" tabs={tabs} value={tab} onValueChange={setTab} />
      <p role="alert" hidden={!props.error} className="field-error font-semibold">
        {props.error}
      </p>
      <button type="button" className="font-semibold text-sky-800 underline" onClick={props.onBack}>
        Voltar
      </button>
    </div>
  );
}

import { lazy, Suspense, useState } from "react";
import { formatBRL } from "~/shared/format/format";
import { installmentOptionText, splitInstallments } from "~/shared/format/installments";
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
  /** What a voucher paid: it comes off every card option's total. */
  voucherCents: number;
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
  // The card's choices, less what a voucher already paid: the same figures as the plan cards.
  const { voucherCents } = props;
  const options = (item.cardOptions ?? [{ installments: 1, totalCents: item.amountCents }]).map((option) => ({
    installments: option.installments,
    totalCents: option.installments === 1 ? amountToPayCents : Math.max(0, option.totalCents - voucherCents),
  }));
  const [installments, setInstallments] = useState(1);
  const chosen = options.find((option) => option.installments === installments) ?? options[0]!;
  const choice =
    options.length > 1 ? (
      <div>
        <label htmlFor="checkout-installments" className="font-semibold">
          Parcelas
        </label>
        <select
          id="checkout-installments"
          className="field mt-1"
          value={String(chosen.installments)}
          onChange={(event) => setInstallments(Number(event.target.value))}
        >
          {options.map((option) => (
            <option key={option.installments} value={String(option.installments)}>
              {installmentOptionText(splitInstallments(option.totalCents, option.installments))}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  const card =
    settings.provider === "mercadopago" && settings.publicKey ? (
      <Suspense fallback={<p className="text-ink-soft">Carregando o formulário do cartão...</p>}>
        {choice}
        <MercadoPagoCard
          // A new choice is a new Brick: it takes its amount and installments once.
          key={chosen.installments}
          publicKey={settings.publicKey}
          amountCents={chosen.totalCents}
          installments={chosen.installments}
          payerEmail={props.payerEmail}
          document={props.document}
          onCard={props.onCard}
        />
      </Suspense>
    ) : (
      <div className="space-y-4">
        {choice}
        <CardForm
          amountCents={chosen.totalCents}
          installments={chosen.installments}
          holderName={props.payerName}
          busy={busy}
          onCard={props.onCard}
        />
      </div>
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
    <div className="mt-3 space-y-4">
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

import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import type { buyWithWalletBalance } from "~/features/wallet";
import { formatBRL } from "~/shared/format/format";
import { type ApiResult, callApi } from "~/shared/http/api-client";
import { useFocusOnChange } from "~/shared/ui/zone/use-focus-on-change";
import { useHydrated } from "~/shared/ui/zone/use-hydrated";
import type { initiatePayment, processPayment } from "~/features/payments";
import {
  initiatePaymentBody,
  leftToPayCents,
  type PaymentAnswer,
  processPaymentBody,
  walletPurchaseBody,
} from "./checkout-client";
import type { CheckoutItem, CheckoutSettings, PayerDefaults, CardPayment } from "./checkout.types";
import { PayerStep, type VoucherState } from "./payer-step";
import type { PayerValues } from "./checkout.schema";

export interface CheckoutProps {
  item: CheckoutItem;
  settings: CheckoutSettings;
  payer: PayerDefaults;
  /** Vouchers and the wallet need an account; an anonymous tribute payer pays by card or PIX. */
  signedIn: boolean;
  walletBalanceCents?: number;
  /** Where to go 3 s after approval (spec: a profile to its page); none: `onApproved` decides. */
  nextHref?: string | null;
  onApproved?: (payment: PaymentAnswer) => void;
  /** Said once approved, under 'Pagamento confirmado' ('A vela foi acesa'...). */
  approvedMessage?: string;
  /** Hidden fields the form posts without JavaScript (PIX only), e.g. a top-up's amount. */
  fallbackFields?: Record<string, string>;
  /** The host action's refusal of a post without JavaScript. */
  fallbackError?: string | null;
  /** The checkout is the screen's new step (a tribute's payment, a chosen plan): its heading takes the focus. */
  focusOnMount?: boolean;
}

type Stage = "payer" | "method" | "outcome";

// Step 2 and the outcome load when the person gets there: the first screen stays light on a phone.
const MethodStep = lazy(() => import("./method-step").then((m) => ({ default: m.MethodStep })));
const PaymentOutcome = lazy(() => import("./payment-outcome").then((m) => ({ default: m.PaymentOutcome })));

const loading = <p className="mt-5 text-ink-soft">Carregando...</p>;

/**
 * The one checkout of every purchase (a plan, a tribute, a wallet top-up). Step 1 is the payer
 * panel (phone, CPF/CNPJ, voucher); step 2 the payment form (card, up to 6 installments for plans,
 * or PIX); then the live outcome. Prices come from the server (`initiatePayment`); each opening
 * of the form is one attempt key, so a double submit pays once. A voucher is applied once per
 * opening; when nothing is left to pay the wallet pays. Without JavaScript the form posts PIX to
 * the host's action (`fallbackFields`), which goes on to `/payment?id=`.
 */
export function Checkout(props: CheckoutProps) {
  const { item, settings, signedIn, walletBalanceCents = 0 } = props;
  const hydrated = useHydrated();
  const [stage, setStage] = useState<Stage>("payer");
  const [attemptKey, setAttemptKey] = useState<string | null>(null);
  const [priceCents, setPriceCents] = useState(item.amountCents);
  const [payer, setPayer] = useState<PayerValues | null>(null);
  const [voucher, setVoucher] = useState<VoucherState>({ appliedCents: 0, applied: false });
  const [payment, setPayment] = useState<PaymentAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // One attempt per opening: the server quotes the price and hands out the attempt's key.
  const openAttempt = useCallback(async () => {
    const result = await callApi<typeof initiatePayment>(
      { method: "post", path: "/api/payment/initiatePayment" },
      {
        body: initiatePaymentBody({
          product: item.product,
          productRefId: item.productRefId,
          planId: item.planId,
          amountCents: item.amountCents,
        }),
      },
    );
    if (result.ok) {
      setAttemptKey(result.data.id);
      setPriceCents(result.data.totalAmountCents);
    } else {
      // Without a quote nothing can be paid: the message says why (a plan already paid, say).
      setError(result.message);
    }
  }, [item.product, item.productRefId, item.planId, item.amountCents]);
  useEffect(() => {
    if (hydrated) void openAttempt();
  }, [hydrated, openAttempt]);

  const amountToPayCents = leftToPayCents(priceCents, voucher.appliedCents);
  // Each new step's heading takes the focus (keyboard and screen reader users go on from there).
  const stepHeading = useFocusOnChange<HTMLHeadingElement>(stage);
  const title = useRef<HTMLHeadingElement>(null);
  const focusOnMount = props.focusOnMount ?? false;
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);
  const walletCovers =
    signedIn && item.product !== "wallet_topup" && walletBalanceCents + voucher.appliedCents >= priceCents;

  async function run(step: (attemptKey: string) => Promise<ApiResult<typeof processPayment>>) {
    if (busy || !attemptKey) return;
    setBusy(true);
    setError(null);
    const result = await step(attemptKey);
    setBusy(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setPayment(result.data);
    setStage("outcome");
  }

  const payWithWallet = () =>
    run((key) =>
      callApi<typeof buyWithWalletBalance>(
        { method: "post", path: "/api/wallet/buyWithWalletBalance" },
        { body: walletPurchaseBody(item, key) },
      ),
    );

  const pay = (method: "pix" | CardPayment, values: PayerValues) =>
    run((key) =>
      callApi<typeof processPayment>(
        { method: "post", path: "/api/payment/processPayment" },
        {
          body: processPaymentBody({
            item,
            priceCents,
            voucherCents: voucher.appliedCents,
            attemptKey: key,
            method,
            payer: { ...values, email: props.payer.email, name: props.payer.name },
          }),
        },
      ),
    );

  /** After a refusal the person may try again: a new attempt, the voucher kept as applied. */
  const tryAgain = () => {
    setPayment(null);
    setStage("method");
    setAttemptKey(null);
    void openAttempt();
  };

  return (
    <section aria-labelledby="checkout-title" className="rounded-2xl border border-sky-200 bg-white p-5 sm:p-6">
      <h2 id="checkout-title" ref={title} tabIndex={-1} className="text-xl outline-none">
        Pagamento
      </h2>
      <p className="mt-1 text-ink-soft">
        {item.description}: <strong className="text-ink">{formatBRL(amountToPayCents)}</strong>
        {voucher.appliedCents > 0 && <span> (já descontado o voucher de {formatBRL(voucher.appliedCents)})</span>}
      </p>
      <ol className="mt-3 flex gap-2 text-sm" aria-label="Etapas do pagamento">
        {(["Seus dados", "Forma de pagamento"] as const).map((label, index) => {
          const current = (index === 0 && stage === "payer") || (index === 1 && stage !== "payer");
          return (
            <li
              key={label}
              aria-current={current ? "step" : undefined}
              className={`rounded-full px-3 py-1 ${current ? "bg-sky-800 text-white" : "bg-sky-50 text-ink-soft"}`}
            >
              {index + 1}. {label}
            </li>
          );
        })}
      </ol>

      {stage !== "outcome" && (
        <h3 ref={stepHeading} tabIndex={-1} className="mt-5 text-lg outline-none">
          {stage === "payer" ? "Seus dados" : "Forma de pagamento"}
        </h3>
      )}
      {stage === "payer" && (
        <PayerStep
          hydrated={hydrated}
          item={item}
          defaults={props.payer}
          vouchersAllowed={signedIn && item.product !== "wallet_topup"}
          amountToPayCents={amountToPayCents}
          voucher={voucher}
          onVoucher={setVoucher}
          busy={busy}
          fallbackFields={props.fallbackFields}
          serverError={error ?? props.fallbackError ?? null}
          onDone={(values) => {
            setPayer(values);
            setError(null);
            if (amountToPayCents === 0) void payWithWallet();
            else setStage("method");
          }}
        />
      )}
      {stage === "method" && payer && (
        <Suspense fallback={loading}>
          <MethodStep
            settings={settings}
            item={item}
            amountToPayCents={amountToPayCents}
            voucherCents={voucher.appliedCents}
            payerEmail={props.payer.email}
            payerName={props.payer.name}
            document={payer.document}
            walletCovers={walletCovers}
            walletBalanceCents={walletBalanceCents + voucher.appliedCents}
            busy={busy || !attemptKey}
            error={error}
            onPix={() => pay("pix", payer)}
            onCard={(card) => pay(card, payer)}
            onWallet={payWithWallet}
            onBack={() => setStage("payer")}
          />
        </Suspense>
      )}
      {stage === "outcome" && payment && (
        <Suspense fallback={loading}>
          <PaymentOutcome
            payment={payment}
            headingRef={stepHeading}
            sandbox={settings.provider === "sandbox"}
            approvedMessage={props.approvedMessage}
            nextHref={props.nextHref ?? null}
            onApproved={props.onApproved}
            onTryAgain={tryAgain}
          />
        </Suspense>
      )}
    </section>
  );
}

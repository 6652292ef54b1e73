import { CheckCircle2, Clock, XCircle } from "~/shared/ui/icons";
import { useEffect, useState } from "react";
import { callApi } from "~/shared/http/api-client";
import { type sandboxApprove, PAYMENT_PAGE_MESSAGES, statusHeading, statusMessage } from "~/features/payments";
import type { PaymentAnswer } from "./checkout-client";
import { usePaymentStatus } from "./use-payment-status";

/** Spec: after an approved payment the screen moves on after 3 s. */
export const NEXT_DELAY_MS = 3000;

interface PaymentOutcomeProps {
  payment: PaymentAnswer;
  /** The outcome's heading takes the focus when it appears. */
  headingRef?: (element: HTMLHeadingElement | null) => void;
  /** The sandbox provider: offer to pay the pending charge as a bank would (demos and tests). */
  sandbox: boolean;
  approvedMessage?: string;
  nextHref: string | null;
  onApproved?: (payment: PaymentAnswer) => void;
  onTryAgain: () => void;
}

/**
 * The payment after it was sent: followed live while pending (the PIX QR code and its copy-paste
 * code meanwhile), 'Pagamento confirmado' or 'Pagamento recusado' once settled.
 */
export function PaymentOutcome({
  payment,
  headingRef,
  sandbox,
  approvedMessage,
  nextHref,
  onApproved,
  onTryAgain,
}: PaymentOutcomeProps) {
  const status = usePaymentStatus(payment.id, payment.status) ?? payment.status;
  const approved = status === "approved";

  useEffect(() => {
    if (!approved) return;
    const timer = window.setTimeout(() => {
      onApproved?.({ ...payment, status: "approved" });
      if (nextHref) window.location.assign(nextHref);
    }, NEXT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [approved, nextHref, onApproved, payment]);

  const Icon = approved ? CheckCircle2 : status === "pending" ? Clock : XCircle;
  return (
    <div className="mt-5 space-y-4" data-testid="checkout-outcome" data-status={status}>
      <div className="flex items-start gap-3">
        <Icon className="mt-1 h-7 w-7 flex-none text-sky-800" aria-hidden="true" />
        <div>
          <h3 ref={headingRef} tabIndex={-1} className="text-xl outline-none">
            {statusHeading(status)}
          </h3>
          <p role="status" aria-live="polite" className="mt-1 text-ink-soft">
            {approved && approvedMessage
              ? `${approvedMessage}. ${statusMessage(status, Boolean(nextHref))}`
              : statusMessage(status, Boolean(nextHref))}
          </p>
        </div>
      </div>
      {status === "pending" && payment.pixData?.qrCode && <PixPanel pix={payment.pixData} />}
      {status === "pending" && sandbox && <SandboxPay paymentId={payment.id} />}
      {status === "pending" && (
        <p className="text-sm text-ink-soft">
          Pode fechar esta tela: acompanhe em{" "}
          <a href={`/payment?id=${encodeURIComponent(payment.id)}`} className="font-semibold">
            página do pagamento
          </a>
          . Você também recebe o recibo por e-mail quando o pagamento for aprovado.
        </p>
      )}
      {!approved && status !== "pending" && (
        <button type="button" className="btn btn-primary" onClick={onTryAgain}>
          Tentar novamente
        </button>
      )}
    </div>
  );
}

function PixPanel({ pix }: { pix: NonNullable<PaymentAnswer["pixData"]> }) {
  const [notice, setNotice] = useState("");
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(pix.qrCode ?? "");
      setNotice(PAYMENT_PAGE_MESSAGES.copied);
    } catch {
      setNotice(PAYMENT_PAGE_MESSAGES.copyFailed);
    }
  };
  return (
    <div className="rounded-xl border border-sky-100 bg-sky-50/50 p-4">
      <p className="text-ink-soft">
        Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código abaixo.
      </p>
      {pix.qrCodeBase64 && (
        <img
          src={pix.qrCodeBase64.startsWith("data:") ? pix.qrCodeBase64 : `data:image/png;base64,${pix.qrCodeBase64}`}
          width={240}
          height={240}
          alt="QR Code do PIX"
          className="mx-auto mt-3 h-60 w-60"
        />
      )}
      <label htmlFor="checkout-pix-code" className="mt-3 block font-semibold">
        PIX copia e cola
      </label>
      <textarea
        id="checkout-pix-code"
        readOnly
        rows={4}
        className="mt-1 w-full rounded-lg border border-sky-200 p-2 font-mono text-sm break-all"
        value={pix.qrCode ?? ""}
      />
      <button type="button" className="btn btn-secondary mt-2" onClick={() => void copy()}>
        Copiar código
      </button>
      <p role="status" aria-live="polite" className="mt-2 font-semibold text-sky-800">
        {notice}
      </p>
    </div>
  );
}

/**
 * Sandbox only: pays the pending charge the way the payer's bank would, through the sandbox's
 * approve call (the change then arrives over the live channel like any webhook's).
 */
function SandboxPay({ paymentId }: { paymentId: string }) {
  const [state, setState] = useState<"idle" | "busy" | "failed">("idle");
  const pay = async () => {
    setState("busy");
    const result = await callApi<typeof sandboxApprove>(
      { method: "post", path: "/api/payment/sandbox/approve/{paymentId}" },
      { params: { paymentId } },
    );
    setState(result.ok ? "idle" : "failed");
  };
  return (
    <div className="rounded-xl border border-dashed border-sky-300 p-4 text-sm">
      <p className="text-ink-soft">Ambiente de testes: nenhum dinheiro real é movimentado.</p>
      <button
        type="button"
        className="btn btn-secondary mt-2"
        aria-disabled={state === "busy" || undefined}
        onClick={() => state !== "busy" && void pay()}
      >
        {state === "busy" ? "Pagando..." : "Simular pagamento (sandbox)"}
      </button>
      {state === "failed" && (
        <p role="alert" className="field-error mt-2 font-semibold">
          Não foi possível simular o pagamento. Tente novamente.
        </p>
      )}
    </div>
  );
}

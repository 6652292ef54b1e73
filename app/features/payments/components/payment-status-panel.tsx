import { hook, HOOK } from "~/shared/ui/markup/markup-hooks";
import type { PaymentPageView } from "../payment-page.server";
import { STATUS_LABELS, statusHeading, statusMessage } from "../payment-labels";

/**
 * One payment's status, server-rendered; the `payment-status` enhancement follows it live
 * (Server-Sent Events) and updates the heading, the status and the message in place.
 */
export function PaymentStatusPanel({ view }: { view: PaymentPageView }) {
  const pending = view.status === "pending";
  return (
    <section
      aria-labelledby="payment-title"
      className="mx-auto max-w-xl px-4 py-10"
      {...hook(HOOK.paymentStatus, view.id)}
      {...hook(HOOK.paymentState, view.status)}
      {...hook(HOOK.paymentNext, view.next ?? undefined)}
    >
      <h1 id="payment-title" className="text-3xl" {...hook(HOOK.paymentHeading)}>
        {statusHeading(view.status)}
      </h1>
      <p role="status" aria-live="polite" className="mt-3 text-ink-soft" {...hook(HOOK.paymentMessage)}>
        {statusMessage(view.status, Boolean(view.next))}
      </p>
      <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-sky-100 bg-white p-5">
        <dt className="font-semibold">Compra</dt>
        <dd>{view.description}</dd>
        <dt className="font-semibold">Valor</dt>
        <dd>
          {view.amount}
          {view.installments > 1 ? ` em ${view.installments}x` : ""}
        </dd>
        <dt className="font-semibold">Forma de pagamento</dt>
        <dd>{view.method}</dd>
        <dt className="font-semibold">Data</dt>
        <dd>{view.date}</dd>
        <dt className="font-semibold">Situação</dt>
        <dd {...hook(HOOK.paymentLabel)}>{STATUS_LABELS[view.status]}</dd>
      </dl>
      {pending && view.pix && (
        <div className="mt-6 rounded-xl border border-sky-100 bg-white p-5" {...hook(HOOK.paymentPix)}>
          <h2 className="text-xl">Pague com PIX</h2>
          <p className="mt-2 text-ink-soft">
            Abra o app do seu banco, escolha pagar com PIX e leia o QR Code ou cole o código abaixo.
          </p>
          {view.pix.qrImage && (
            <img
              src={view.pix.qrImage}
              width={240}
              height={240}
              alt="QR Code do PIX"
              className="mx-auto mt-4 h-60 w-60"
            />
          )}
          <label htmlFor="pix-code" className="mt-4 block font-semibold">
            PIX copia e cola
          </label>
          <textarea
            id="pix-code"
            readOnly
            rows={4}
            className="mt-1 w-full rounded-lg border border-sky-200 p-2 font-mono text-sm break-all"
            defaultValue={view.pix.code}
            {...hook(HOOK.paymentCode)}
          />
          <button
            type="button"
            hidden
            className="mt-3 rounded-full bg-sky-800 px-5 py-2 font-semibold text-white"
            {...hook(HOOK.paymentCopy)}
          >
            Copiar código
          </button>
          <p
            role="status"
            aria-live="polite"
            className="mt-2 font-semibold text-sky-800"
            {...hook(HOOK.paymentNotice)}
          />
        </div>
      )}
    </section>
  );
}

import {
  PAYMENT_PAGE_MESSAGES,
  type PaymentStatusName,
  STATUS_LABELS,
  statusHeading,
  statusMessage,
} from "~/features/payments/enhance";
import * as HOOK from "../shared/ui/markup/hook-names";
import { hookValue, selector } from "../shared/ui/markup/markup-hooks";

/** Spec: after an approved payment the page moves on after 3 s. */
export const NEXT_DELAY_MS = 3000;

/**
 * `/payment?id=` (app/features/payments/components/payment-status-panel.tsx): follows the payment
 * over Server-Sent Events and updates the heading, status and message in place; copies the PIX
 * code; after approval goes to the profile or the wallet.
 */
export function enhancePaymentStatus(): void {
  const root = document.querySelector<HTMLElement>(selector(HOOK.paymentStatus));
  if (!root) return;
  const id = hookValue(root, HOOK.paymentStatus) ?? "";
  const next = hookValue(root, HOOK.paymentNext);
  const part = (name: Parameters<typeof selector>[0]) => root.querySelector<HTMLElement>(selector(name));

  const copy = part(HOOK.paymentCopy) as HTMLButtonElement | null;
  if (copy) {
    copy.hidden = false;
    copy.addEventListener("click", async () => {
      const code = (part(HOOK.paymentCode) as HTMLTextAreaElement | null)?.value ?? "";
      const notice = part(HOOK.paymentNotice);
      try {
        await navigator.clipboard.writeText(code);
        if (notice) notice.textContent = PAYMENT_PAGE_MESSAGES.copied;
      } catch {
        if (notice) notice.textContent = PAYMENT_PAGE_MESSAGES.copyFailed;
      }
    });
  }

  const show = (status: PaymentStatusName) => {
    root.setAttribute(HOOK.paymentState, status);
    const heading = part(HOOK.paymentHeading);
    const label = part(HOOK.paymentLabel);
    const message = part(HOOK.paymentMessage);
    if (heading) heading.textContent = statusHeading(status);
    if (label) label.textContent = STATUS_LABELS[status];
    if (message) message.textContent = statusMessage(status, Boolean(next));
    if (status !== "pending") part(HOOK.paymentPix)?.remove();
    if (status === "approved" && next) window.setTimeout(() => location.assign(next), NEXT_DELAY_MS);
  };

  if (hookValue(root, HOOK.paymentState) !== "pending") {
    if (hookValue(root, HOOK.paymentState) === "approved" && next) {
      window.setTimeout(() => location.assign(next), NEXT_DELAY_MS);
    }
    return;
  }
  if (typeof EventSource === "undefined" || !id) return;
  const source = new EventSource(`/api/payment/events/${encodeURIComponent(id)}`);
  source.addEventListener("status", (event) => {
    let status: PaymentStatusName | undefined;
    try {
      status = (JSON.parse((event as MessageEvent<string>).data) as { status?: PaymentStatusName }).status;
    } catch {
      return;
    }
    if (!status || !(status in STATUS_LABELS) || status === "pending") return;
    source.close();
    show(status);
  });
}

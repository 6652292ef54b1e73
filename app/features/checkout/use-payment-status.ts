import { useEffect, useState } from "react";
import { apiPath } from "~/shared/http/api-client";
import { paymentEvents } from "~/features/payments";
import type { PaymentAnswer } from "./checkout-client";

type Status = PaymentAnswer["status"];

/**
 * Follows one payment's status over Server-Sent Events (`/api/payment/events/{id}`, fanned out
 * through LISTEN/NOTIFY, so a webhook handled by another process arrives too) while it is pending.
 */
export function usePaymentStatus(paymentId: string | null, initial: Status | null): Status | null {
  const [status, setStatus] = useState<Status | null>(initial);
  useEffect(() => setStatus(initial), [paymentId, initial]);
  useEffect(() => {
    if (!paymentId || initial !== "pending" || typeof EventSource === "undefined") return;
    const source = new EventSource(apiPath(paymentEvents, { paymentId }));
    source.addEventListener("status", (event) => {
      let next: Status | undefined;
      try {
        next = (JSON.parse((event as MessageEvent<string>).data) as { status?: Status }).status;
      } catch {
        return;
      }
      if (!next) return;
      setStatus(next);
      if (next !== "pending") source.close();
    });
    return () => source.close();
  }, [paymentId, initial]);
  return status;
}

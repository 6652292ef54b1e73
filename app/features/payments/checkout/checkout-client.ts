import { CHECKOUT_MESSAGES } from "./checkout.schema";

/** A payment as the API answers it (app/features/payments/payment-views.server.ts). */
export interface PaymentAnswer {
  id: string;
  status: "pending" | "approved" | "rejected" | "cancelled" | "expired" | "refunded" | "charged_back";
  amountCents: number;
  method: "card" | "pix" | "wallet";
  pixData?: { qrCodeBase64: string | null; qrCode: string | null; expiresAt: string | null };
}

/** A refusal of the server, carrying its pt-BR message. */
export class CheckoutError extends Error {}

/** POSTs JSON to one of our API calls; a refusal becomes a CheckoutError with the server's message. */
export async function postJson<T>(path: string, body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
  } catch {
    throw new CheckoutError(CHECKOUT_MESSAGES.network);
  }
  const answer = (await response.json().catch(() => null)) as ({ success?: boolean; message?: string } & T) | null;
  if (!response.ok || !answer || answer.success === false) {
    throw new CheckoutError(answer?.message ?? CHECKOUT_MESSAGES.network);
  }
  return answer;
}

/** A fresh idempotency key for one attempt (works outside secure contexts too). */
export function newAttemptKey(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return `checkout-${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`;
}

/** The card brand Mercado Pago calls `payment_method_id`, from the number's prefix. */
export function cardBrand(digits: string): string {
  if (/^(4011|4312|4389|4514|4576|5041|5066|5067|509|6277|6362|6363|650|6516|6550)/.test(digits)) return "elo";
  if (/^(606282|3841)/.test(digits)) return "hipercard";
  if (/^3[47]/.test(digits)) return "amex";
  if (/^(5|2[2-7])/.test(digits)) return "master";
  return "visa";
}

import { randomUUID } from "node:crypto";
import { redirect } from "react-router";
import type { SessionUser } from "~/shared/auth/session-user";
import { paymentProvider } from "~/integrations/payments/index.server";
import { config } from "~/shared/config.server";
import { ValidationError } from "~/shared/http/errors";
import { createPayment } from "~/features/payments/index.server";
import type { PaymentProduct } from "~/features/payments";
import { payerSchema } from "./checkout.schema";
import type { CheckoutSettings } from "./checkout.types";

/** The provider as the browser needs it: its name and, for Mercado Pago, the public key. */
export function checkoutSettings(): CheckoutSettings {
  const provider = paymentProvider().name === "mercadopago" ? "mercadopago" : "sandbox";
  return { provider, publicKey: provider === "mercadopago" ? (config().MP_PUBLIC_KEY ?? null) : null };
}

/** A new attempt's key, posted back by the checkout's form when it is sent without JavaScript. */
export function newCheckoutAttempt(): string {
  return `checkout-${randomUUID()}`;
}

export interface FallbackPurchase {
  product: PaymentProduct;
  productRefId: string;
  planId?: string | null;
  amountCents?: number;
}

/**
 * The checkout posted without JavaScript (the card form needs it): a PIX charge for the payer's
 * phone and CPF/CNPJ, idempotent per opening of the form, then `/payment?id=` shows the QR code
 * and refreshes itself until the payment settles. A refusal throws its pt-BR ValidationError.
 */
export async function payByPixWithoutScript(
  actor: SessionUser | null,
  form: FormData,
  purchase: FallbackPurchase,
  payerEmail: string,
): Promise<Response> {
  const parsed = payerSchema.safeParse({ phone: form.get("phone") ?? "", document: form.get("document") ?? "" });
  if (!parsed.success) {
    const fields = Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
    throw new ValidationError(parsed.error.issues[0]!.message, fields);
  }
  const payment = await createPayment(actor, {
    ...purchase,
    method: "pix",
    payer: { email: payerEmail, name: actor?.name, phone: parsed.data.phone, document: parsed.data.document },
    idempotencyKey: form.get("attempt"),
  });
  return redirect(`/payment?id=${encodeURIComponent(payment.id)}`);
}

import type { buyWithWalletBalance } from "~/features/wallet";
import type { applyVoucher } from "~/features/vouchers";
import type { ApiAnswer, ApiBody } from "~/shared/http/api-client";
import type { initiatePayment, processPayment } from "~/features/payments";
import type { CheckoutItem, CardPayment } from "./checkout.types";
import type { PayerValues } from "./checkout.schema";

/**
 * What the checkout sends to the payment calls, built from its state. Every amount is whole
 * centavos (the calls' `…Cents` fields); the reais of the spec never appear in the browser.
 */

/** A payment as the API answers it (processPayment, buyWithWalletBalance). */
export type PaymentAnswer = ApiAnswer<typeof processPayment>;

/** What is left to pay once a voucher covered part of the price. */
export const leftToPayCents = (priceCents: number, voucherCents: number) => Math.max(0, priceCents - voucherCents);

/**
 * Step 1's button names what pays: nothing left after the voucher means the voucher pays (its value
 * passes through the wallet, but the person paid with a voucher, not with a balance they had).
 */
export function payerStepButtonLabel(amountToPayCents: number, voucherCents: number): string {
  if (amountToPayCents > 0) return "Continuar";
  return voucherCents > 0 ? "Pagar com o voucher" : "Pagar com saldo da carteira";
}

/** Opens an attempt: the server quotes the price (a top-up's amount is the only one it takes from us). */
export function initiatePaymentBody(
  item: Pick<CheckoutItem, "product" | "productRefId" | "planId" | "amountCents">,
): ApiBody<typeof initiatePayment> {
  return {
    product: item.product,
    productRefId: item.productRefId,
    ...(item.planId ? { planId: item.planId } : {}),
    ...(item.product === "wallet_topup" ? { totalAmountCents: item.amountCents } : {}),
  };
}

export interface PaymentRequest {
  item: CheckoutItem;
  /** The server's quote. */
  priceCents: number;
  /** What a voucher moved into the wallet, paid from the wallet. */
  voucherCents: number;
  attemptKey: string;
  method: "pix" | CardPayment;
  payer: PayerValues & { email: string; name?: string };
}

/** Pays by card or PIX; a voucher's part is paid from the wallet. */
export function processPaymentBody(request: PaymentRequest): ApiBody<typeof processPayment> {
  const { item, method, payer } = request;
  const [firstName, ...rest] = (payer.name ?? "").trim().split(/\s+/);
  const digits = payer.document.replace(/\D/g, "");
  return {
    product: item.product,
    productRefId: item.productRefId,
    ...(item.planId ? { planId: item.planId } : {}),
    ...(item.product === "wallet_topup" ? { amountCents: request.priceCents } : {}),
    ...(request.voucherCents > 0 ? { walletAmountCents: request.voucherCents } : {}),
    preferenceId: request.attemptKey,
    payment: {
      payment_method_id: method === "pix" ? "pix" : method.paymentMethodId,
      ...(method === "pix" ? {} : { token: method.token, installments: method.installments }),
      payer: {
        email: payer.email,
        ...(firstName ? { first_name: firstName } : {}),
        ...(rest.length ? { last_name: rest.join(" ") } : {}),
        phone: payer.phone,
        identification: { type: digits.length === 14 ? "CNPJ" : "CPF", number: digits },
      },
    },
  };
}

/** Pays a tribute or a plan entirely from the wallet. */
export function walletPurchaseBody(
  item: Pick<CheckoutItem, "product" | "productRefId" | "planId">,
  attemptKey: string,
): ApiBody<typeof buyWithWalletBalance> {
  return {
    ...(item.product === "tribute"
      ? { tributeId: item.productRefId }
      : { profileId: item.productRefId, plan: item.planId }),
    idempotencyKey: attemptKey,
  };
}

/** Applies a voucher to what is left to pay. */
export function voucherBody(
  item: Pick<CheckoutItem, "product">,
  code: string,
  valueCents: number,
  key: string,
): ApiBody<typeof applyVoucher> {
  return {
    voucherCode: code,
    valueCents,
    product: item.product === "tribute" ? "Tribute" : "Profile",
    idempotencyKey: key,
  };
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

/** What the payments service needs from a card + PIX provider (Mercado Pago or the sandbox). */
export type ProviderStatus = "pending" | "approved" | "rejected" | "cancelled" | "refunded" | "charged_back";

export interface ProviderCharge {
  providerPaymentId: string;
  status: ProviderStatus;
  statusDetail: string;
  /** Our payment id, sent as the external reference. */
  externalReference: string;
  amountCents: number;
  pix?: { qrCode: string; qrImage: string };
}

export interface ChargeInput {
  /** Our payment id: the external reference and, with a suffix, the idempotency key. */
  paymentId: string;
  idempotencyKey: string;
  amountCents: number;
  description: string;
  method: "card" | "pix";
  /** A card token from the provider's tokeniser (never the card number). */
  card?: { token: string; installments: number; paymentMethodId: string };
  payer: { email: string; name?: string; documentType: "CPF" | "CNPJ"; documentNumber: string };
  /** PIX: when the charge stops being payable. */
  expiresAt?: Date;
  notificationUrl?: string;
}

export interface WebhookRequest {
  /** `data.id` from the query string (Mercado Pago signs this value). */
  dataId: string;
  xSignature: string | undefined;
  xRequestId: string | undefined;
  /** The notification's own id from the body, when given (for dropping duplicates). */
  eventId?: string;
}

export interface PaymentProvider {
  readonly name: "sandbox" | "mercadopago";
  createCharge(input: ChargeInput): Promise<ProviderCharge>;
  /** Re-reads a charge: the only status the service ever trusts. */
  getCharge(providerPaymentId: string): Promise<ProviderCharge>;
  /** The charge made for our payment id, if any (when the create call never answered). */
  findChargeByReference(paymentId: string): Promise<ProviderCharge | undefined>;
  refundCharge(providerPaymentId: string, idempotencyKey: string): Promise<ProviderCharge>;
  cancelCharge(providerPaymentId: string): Promise<ProviderCharge>;
  /** The secret Mercado Pago signs webhooks with. */
  readonly webhookSecret: string;
}

/** Mercado Pago's statuses folded into ours: in-process and authorised are still pending. */
export function mapProviderStatus(status: string | undefined): ProviderStatus {
  switch (status) {
    case "approved":
    case "rejected":
    case "cancelled":
    case "refunded":
    case "charged_back":
      return status;
    default:
      return "pending";
  }
}

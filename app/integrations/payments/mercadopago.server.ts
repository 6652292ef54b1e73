import { MercadoPagoConfig, Payment, PaymentRefund } from "mercadopago";
import type { PaymentResponse } from "mercadopago/dist/clients/payment/commonTypes";
import { type ChargeInput, mapProviderStatus, type PaymentProvider, type ProviderCharge } from "./provider";

export interface MercadoPagoOptions {
  accessToken: string;
  webhookSecret: string;
  /** Milliseconds per request; the SDK retries on its own. */
  timeoutMs?: number;
}

function toCharge(response: PaymentResponse): ProviderCharge {
  const data = response.point_of_interaction?.transaction_data;
  const charge: ProviderCharge = {
    providerPaymentId: String(response.id),
    status: mapProviderStatus(response.status),
    statusDetail: response.status_detail ?? "",
    externalReference: response.external_reference ?? "",
    amountCents: Math.round((response.transaction_amount ?? 0) * 100),
  };
  if (data?.qr_code) {
    charge.pix = { qrCode: data.qr_code, qrImage: `data:image/png;base64,${data.qr_code_base64 ?? ""}` };
  }
  return charge;
}

/** The real provider through the official SDK (`POST /v1/payments`, `GET /v1/payments/{id}`). */
export function mercadoPagoProvider(options: MercadoPagoOptions): PaymentProvider {
  const client = new MercadoPagoConfig({
    accessToken: options.accessToken,
    options: { timeout: options.timeoutMs ?? 10_000 },
  });
  const payments = new Payment(client);
  const refunds = new PaymentRefund(client);
  return {
    name: "mercadopago",
    webhookSecret: options.webhookSecret,
    async createCharge(input: ChargeInput) {
      const [firstName, ...rest] = (input.payer.name ?? "").trim().split(/\s+/);
      const response = await payments.create({
        body: {
          transaction_amount: input.amountCents / 100,
          description: input.description,
          external_reference: input.paymentId,
          notification_url: input.notificationUrl,
          ...(input.method === "pix"
            ? {
                payment_method_id: "pix",
                date_of_expiration: input.expiresAt?.toISOString(),
              }
            : {
                token: input.card?.token,
                installments: input.card?.installments ?? 1,
                payment_method_id: input.card?.paymentMethodId,
              }),
          payer: {
            email: input.payer.email,
            first_name: firstName || undefined,
            last_name: rest.join(" ") || undefined,
            identification: { type: input.payer.documentType, number: input.payer.documentNumber },
          },
        },
        requestOptions: { idempotencyKey: input.idempotencyKey },
      });
      return toCharge(response);
    },
    async getCharge(id) {
      return toCharge(await payments.get({ id }));
    },
    async findChargeByReference(paymentId) {
      const found = await payments.search({
        options: { external_reference: paymentId, sort: "date_created", criteria: "desc" },
      });
      const id = found.results?.[0]?.id;
      return id === undefined ? undefined : toCharge(await payments.get({ id: String(id) }));
    },
    async refundCharge(id, idempotencyKey) {
      await refunds.total({ payment_id: id, requestOptions: { idempotencyKey } });
      return toCharge(await payments.get({ id }));
    },
    async cancelCharge(id) {
      return toCharge(await payments.cancel({ id }));
    },
  };
}

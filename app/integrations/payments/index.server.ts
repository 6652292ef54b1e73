import { config } from "~/shared/config.server";
import { mercadoPagoProvider } from "./mercadopago.server";
import type { PaymentProvider } from "./provider";
import { sandboxProvider } from "./sandbox.server";

let current: PaymentProvider | undefined;

/** The provider of this process: Mercado Pago when configured, the sandbox otherwise. */
export function paymentProvider(): PaymentProvider {
  if (!current) {
    const c = config();
    current =
      c.PAYMENT_PROVIDER === "mercadopago"
        ? mercadoPagoProvider({ accessToken: c.MP_ACCESS_TOKEN!, webhookSecret: c.MP_WEBHOOK_SECRET! })
        : sandboxProvider();
  }
  return current;
}

/** Tests swap the provider (a failing or a Mercado Pago one under MSW). */
export function setPaymentProvider(provider: PaymentProvider | undefined): void {
  current = provider;
}

import type { SessionUser } from "~/shared/auth/session-user";
import { formatBRL, formatDate } from "~/shared/format/format";
import { METHOD_LABELS } from "./payment-labels";
import { getPayment } from "./payments.server";
import { productPort } from "./product-port";

/**
 * What `/payment?id=` shows of one payment, for whoever may read it (the rule of getPayment). After
 * approval the page goes where the product says (spec: a profile to its page after 3 s; a top-up
 * to /wallet).
 */
export async function paymentPageView(actor: SessionUser | null, paymentId: string) {
  const payment = await getPayment(actor, paymentId);
  const product = productPort(payment.product);
  const pending = payment.status === "pending";
  return {
    id: payment.id,
    status: payment.status,
    product: product.label,
    description: payment.description,
    amount: formatBRL(payment.amountCents),
    method: METHOD_LABELS[payment.method],
    installments: payment.installments,
    date: formatDate(payment.createdAt),
    pix:
      pending && payment.method === "pix" && payment.pixQrCode
        ? { qrImage: payment.pixQrImage, code: payment.pixQrCode }
        : null,
    next: (await product.describe(actor, payment)).next,
  };
}

export type PaymentPageView = Awaited<ReturnType<typeof paymentPageView>>;

import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction } from "~/db/transaction.server";
import { paymentProvider } from "~/integrations/payments/index.server";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { type Payment, type PaymentProduct, productPort } from "./product-port";
import { PAYMENT_MESSAGES } from "./payments.server";
import { isUuid } from "~/shared/validation/uuid";
import { movePayment } from "./settlement.server";

/** What a client may see of a payment (amounts in reais and in centavos). */
export function paymentView(payment: Payment) {
  return {
    id: payment.id,
    status: payment.status,
    product: payment.product,
    productRefId: payment.productRefId,
    description: payment.description,
    amount: payment.amountCents / 100,
    amountCents: payment.amountCents,
    method: payment.method,
    installments: payment.installments,
    createdAt: payment.createdAt,
    settledAt: payment.settledAt,
    ...(payment.method === "pix" && payment.status === "pending"
      ? { pixData: { qrCodeBase64: payment.pixQrImage, qrCode: payment.pixQrCode, expiresAt: payment.expiresAt } }
      : {}),
  };
}

/** A signed-in payer's payment is theirs and the admins'; an anonymous one follows whoever holds its link. */
function assertMayFollow(actor: SessionUser | null, payment: Payment): void {
  if (!payment.userId || payment.userId === actor?.id || actor?.type === "admin") return;
  if (!actor) throw new UnauthorizedError();
  throw new ForbiddenError();
}

export interface QuoteRequest {
  product: PaymentProduct;
  productRefId: string;
  planId?: string | null;
  amountCents?: unknown;
}

/**
 * The price and description of a product before paying it, as the server sets them (the client's
 * amount counts only for a wallet top-up). Who may buy is the product's own rule (its quote).
 */
export async function quotePayment(actor: SessionUser | null, input: QuoteRequest) {
  const quote = await inTransaction((tx) => productPort(input.product).quote(tx, actor, input));
  return { amountCents: quote.amountCents, description: quote.description };
}

/**
 * The latest payment of a tribute, its status re-read from the provider while it is pending (a
 * status sent by a client is never trusted). Only the payer (or an admin) follows a signed-in
 * payer's payment; an anonymous visitor's payment follows the tribute.
 */
export async function refreshTributePayment(actor: SessionUser | null, tributeId: string): Promise<Payment> {
  const [payment] = isUuid(tributeId)
    ? await db()
        .select()
        .from(payments)
        .where(and(eq(payments.product, "tribute"), eq(payments.productRefId, tributeId)))
        .orderBy(desc(payments.createdAt))
        .limit(1)
    : [];
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  assertMayFollow(actor, payment);
  if (payment.status !== "pending" || !payment.providerPaymentId) return payment;
  const charge = await paymentProvider().getCharge(payment.providerPaymentId);
  const { payment: current } = await inTransaction((tx) =>
    movePayment(tx, payment.id, charge.status, new Date(), charge.statusDetail),
  );
  return current;
}

/** Sandbox only: the provider in use, so a sandbox call answers 404 with a real provider. */
export function assertSandboxProvider(): void {
  if (paymentProvider().name !== "sandbox") throw new NotFoundError("Rota não encontrada.");
}

import { and, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { payments, webhookEvents } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { paymentProvider } from "~/integrations/payments/index.server";
import type { WebhookRequest } from "~/integrations/payments/provider";
import { sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { verifyWebhookSignature } from "~/integrations/payments/signature";
import { config } from "~/shared/config.server";
import { NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import { isUuid } from "~/shared/validation/uuid";
import { findPayment } from "./payment-records.server";
import { PAYMENT_MESSAGES } from "./payments.server";
import type { Payment } from "./product-port";
import { moveLockedPayment } from "./settlement.server";

export const WEBHOOK_MESSAGES = { badSignature: "Assinatura inválida." } as const;

export type WebhookOutcome = "applied" | "duplicate" | "unknown_payment" | "unchanged";

/**
 * A payment notification: the signature is checked first, with its signed timestamp within
 * WEBHOOK_TOLERANCE_SECONDS of now (401 and a log line when either fails),
 * a delivery already handled is dropped, and the status is never taken from the notification:
 * the payment is re-read from the provider, then moved forward (and fulfilled) in one
 * transaction together with the record that drops later duplicates.
 */
export async function handlePaymentWebhook(request: WebhookRequest, now = new Date()): Promise<WebhookOutcome> {
  const provider = paymentProvider();
  const webhook = { dataId: request.dataId, requestId: request.xRequestId };
  if (!verifyWebhookSignature(provider.webhookSecret, request.xSignature, request.dataId, request.xRequestId)) {
    logger().warn({ webhook }, "webhook with a bad signature refused");
    throw new UnauthorizedError(WEBHOOK_MESSAGES.badSignature);
  }
  // Signed, but not now: a replay of a captured notification is refused the same way (issue 20).
  const freshness = { now, toleranceMs: config().WEBHOOK_TOLERANCE_SECONDS * 1000 };
  if (
    !verifyWebhookSignature(provider.webhookSecret, request.xSignature, request.dataId, request.xRequestId, freshness)
  ) {
    logger().warn({ webhook }, "webhook with a timestamp outside the tolerance refused");
    throw new UnauthorizedError(WEBHOOK_MESSAGES.badSignature);
  }
  const eventKey = request.eventId ? `event:${request.eventId}` : `request:${request.xRequestId ?? request.dataId}`;
  const [seen] = await db()
    .select({ key: webhookEvents.eventKey })
    .from(webhookEvents)
    .where(and(eq(webhookEvents.provider, provider.name), eq(webhookEvents.eventKey, eventKey)));
  if (seen) return "duplicate";
  const charge = await provider.getCharge(request.dataId);
  // Both ways of finding the payment are equality lookups in an index: by the provider's id, or (a
  // create call that never answered) by our id, the charge's external reference. Every payment
  // starts without the provider's id, so a search for that null would visit all the not yet
  // vacuumed versions of them.
  const byOurId = isUuid(charge.externalReference)
    ? sql` or (${payments.id} = ${charge.externalReference} and ${payments.providerPaymentId} is null)`
    : sql``;
  return inTransaction(async (tx) => {
    // The record that drops later duplicates, and the payment found and locked in one step (the
    // status checked below is the one under the lock), go to the database together (pipelined:
    // one wait instead of two; they still run in this order). A duplicate so takes the payment's
    // lock too, and lets it go at once: its transaction ends right after.
    const [recorded, [payment]] = await Promise.all([
      tx
        .insert(webhookEvents)
        .values({ provider: provider.name, eventKey, providerPaymentId: charge.providerPaymentId })
        .onConflictDoNothing()
        .returning({ key: webhookEvents.eventKey }),
      tx
        .select()
        .from(payments)
        .where(
          sql`${payments.provider} = ${provider.name} and (${payments.providerPaymentId} = ${charge.providerPaymentId}${byOurId})`,
        )
        .for("update"),
    ]);
    if (recorded.length === 0) return "duplicate";
    if (!payment) {
      logger().warn({ webhook: { providerPaymentId: charge.providerPaymentId } }, "webhook for an unknown payment");
      return "unknown_payment";
    }
    if (payment.providerPaymentId === null) {
      await tx
        .update(payments)
        .set({ providerPaymentId: charge.providerPaymentId })
        .where(and(eq(payments.id, payment.id), sql`${payments.providerPaymentId} is null`));
      payment.providerPaymentId = charge.providerPaymentId;
    }
    const { moved } = await moveLockedPayment(tx, payment, charge.status, now, charge.statusDetail);
    return moved ? "applied" : "unchanged";
  });
}

/**
 * Sandbox only: the payer "pays" a pending charge; the change arrives through the same webhook
 * handler, signed as Mercado Pago signs.
 */
export async function approveSandboxPayment(paymentId: string, now = new Date()): Promise<Payment> {
  if (paymentProvider().name !== "sandbox") throw new NotFoundError();
  const payment = await findPayment(paymentId);
  if (!payment?.providerPaymentId || payment.provider !== "sandbox") throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  await settleSandboxCharge(payment.providerPaymentId, "approved");
  await handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId, now), now);
  return (await findPayment(payment.id))!;
}

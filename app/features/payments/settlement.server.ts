import { eq } from "drizzle-orm";
import { payments } from "~/db/schema";
import {
  companyAccountId,
  companyAccountIds,
  lockAccounts,
  postTransaction,
  walletAccountId,
} from "~/features/ledger/index.server";
import { type Tx } from "~/db/transaction.server";
import { logger } from "~/shared/logger.server";
import { publishPaymentStatus } from "./payment-events.server";
import { type Payment, productPort } from "./product-port";
import { oweReceipt } from "./receipts.server";

export type PaymentStatus = Payment["status"];

/** The moves the status machine allows (the payments_status_forward trigger enforces the same). */
const FORWARD: Record<PaymentStatus, PaymentStatus[]> = {
  pending: ["approved", "rejected", "cancelled", "expired"],
  approved: ["refunded", "charged_back"],
  refunded: ["charged_back"],
  rejected: [],
  cancelled: [],
  expired: [],
  charged_back: [],
};

export function canMove(from: PaymentStatus, to: PaymentStatus): boolean {
  return FORWARD[from].includes(to);
}

/** Reads and locks a payment row for the rest of the transaction. */
export async function lockPayment(tx: Tx, paymentId: string): Promise<Payment | undefined> {
  const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for("update");
  return payment;
}

/**
 * Moves a payment to `to` when that is a forward move, in the caller's transaction, with its
 * money and its fulfilment: approval credits the product's account and delivers it (exactly
 * once: the row lock and the status check make a second approval a no-op); a failure gives the
 * held wallet part back; a refund or chargeback reverses both with compensating entries.
 * Returns the payment as it now is and whether it moved.
 */
export async function movePayment(
  tx: Tx,
  paymentId: string,
  to: PaymentStatus,
  now: Date,
  detail?: string,
): Promise<{ payment: Payment; moved: boolean }> {
  const payment = await lockPayment(tx, paymentId);
  if (!payment) throw new Error(`Payment ${paymentId} not found.`);
  return moveLockedPayment(tx, payment, to, now, detail);
}

/**
 * `movePayment` for a caller that has already read the payment `for update` in `tx` (the
 * webhook finds it so): `payment` must be that locked row, as read under the lock.
 */
export async function moveLockedPayment(
  tx: Tx,
  payment: Payment,
  to: PaymentStatus,
  now: Date,
  detail?: string,
): Promise<{ payment: Payment; moved: boolean }> {
  const paymentId = payment.id;
  if (!canMove(payment.status, to)) return { payment, moved: false };
  const changes: Partial<Payment> = { status: to, settledAt: payment.settledAt ?? now };
  if (detail !== undefined) changes.providerStatusDetail = detail;
  if (to === "approved") Object.assign(changes, await approve(tx, payment, now));
  else if (payment.status === "pending") await releaseHold(tx, payment);
  else if (!payment.reversedAt) {
    await reverse(tx, payment, now);
    changes.reversedAt = now;
  }
  // The update, its announcement and the receipt it owes go to the database together (pipelined:
  // one wait instead of three; they still run in this order). Followers and the receipt hear of the
  // move only if this transaction commits.
  const [[updated]] = await Promise.all([
    tx.update(payments).set(changes).where(eq(payments.id, paymentId)).returning(),
    publishPaymentStatus(tx, { id: paymentId, status: to }),
    to === "approved" ? oweReceipt(tx, paymentId) : undefined,
  ]);
  logger().info({ payment: { id: paymentId, from: payment.status, to } }, "payment status moved");
  return { payment: updated!, moved: true };
}

async function approve(tx: Tx, payment: Payment, now: Date): Promise<Partial<Payment>> {
  const product = productPort(payment.product);
  const charged = payment.amountCents - payment.walletCents;
  // Independent reads, sent together (pipelined).
  const [company, credited] = await Promise.all([
    companyAccountIds(tx, ["provider_clearing", "payment_hold"]),
    product.creditAccount(tx, payment),
  ]);
  await postTransaction(tx, {
    idempotencyKey: `payment:${payment.id}:approve`,
    kind: product.ledgerKind,
    paymentId: payment.id,
    actorUserId: payment.userId,
    entries: [
      { accountId: company.provider_clearing, amountCents: -charged },
      { accountId: company.payment_hold, amountCents: -payment.walletCents },
      { accountId: credited, amountCents: payment.amountCents },
    ],
  });
  const result = await product.fulfil(tx, payment, now);
  if (!result.delivered) {
    await returnUndelivered(tx, payment);
    return { fulfilledAt: now, fulfilmentRef: { [UNDELIVERED]: "true" } };
  }
  return { fulfilledAt: now, fulfilmentRef: result.ref ?? null };
}

/** Marks an approved payment whose product another payment had already delivered. */
export const UNDELIVERED = "undelivered";

/**
 * Paid for something another payment had already delivered: a signed-in payer gets the money in
 * the wallet at once; an anonymous payer's charge is refunded through the provider by the
 * reconciliation job (`refundUndelivered`), which cannot be done inside this transaction.
 */
async function returnUndelivered(tx: Tx, payment: Payment): Promise<void> {
  if (!payment.userId) {
    logger().warn({ payment: { id: payment.id } }, "paid twice for one product by an anonymous payer: refund owed");
    return;
  }
  await postTransaction(tx, {
    idempotencyKey: `payment:${payment.id}:undelivered`,
    kind: "refund",
    paymentId: payment.id,
    entries: [
      {
        accountId: await productPort(payment.product).creditAccount(tx, payment),
        amountCents: -payment.amountCents,
      },
      { accountId: await walletAccountId(tx, payment.userId), amountCents: payment.amountCents },
    ],
  });
}

async function releaseHold(tx: Tx, payment: Payment): Promise<void> {
  if (payment.walletCents === 0 || !payment.userId) return;
  await postTransaction(tx, {
    idempotencyKey: `payment:${payment.id}:release`,
    kind: "hold_release",
    paymentId: payment.id,
    entries: [
      { accountId: await companyAccountId(tx, "payment_hold"), amountCents: -payment.walletCents },
      { accountId: await walletAccountId(tx, payment.userId), amountCents: payment.walletCents },
    ],
  });
}

/**
 * Undoes an approved payment: the product's account gives the money back (a wallet that already
 * spent a refunded top-up gives what it has; the company bears the rest), the provider part goes
 * back to the clearing, the wallet part to the payer's wallet.
 */
async function reverse(tx: Tx, payment: Payment, now: Date): Promise<void> {
  const product = productPort(payment.product);
  // A payment for something already delivered gave its money to the payer's wallet on approval
  // (returnUndelivered): refunding it takes that credit back, never both the refund and the credit.
  const undelivered = payment.fulfilmentRef?.[UNDELIVERED] === "true";
  const credited =
    undelivered && payment.userId
      ? await walletAccountId(tx, payment.userId)
      : await product.creditAccount(tx, payment);
  const revenue = await companyAccountId(tx, "revenue");
  const available = (await lockAccounts(tx, [credited])).get(credited)?.balance ?? 0;
  const fromCredited = credited === revenue ? payment.amountCents : Math.min(available, payment.amountCents);
  const charged = payment.amountCents - payment.walletCents;
  const entries = [
    { accountId: credited, amountCents: -fromCredited },
    { accountId: revenue, amountCents: -(payment.amountCents - fromCredited) },
    { accountId: await companyAccountId(tx, "provider_clearing"), amountCents: charged },
  ];
  if (payment.walletCents > 0 && payment.userId) {
    entries.push({ accountId: await walletAccountId(tx, payment.userId), amountCents: payment.walletCents });
  } else if (payment.walletCents > 0) {
    entries.push({ accountId: revenue, amountCents: payment.walletCents });
  }
  await postTransaction(tx, {
    idempotencyKey: `payment:${payment.id}:reverse`,
    kind: "refund",
    paymentId: payment.id,
    entries,
  });
  // What another payment delivered stays delivered.
  if (!undelivered) await product.reverse(tx, payment, now);
}

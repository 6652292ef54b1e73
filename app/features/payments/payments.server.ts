import { eq } from "drizzle-orm";
import { payments } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import {
  assertIdempotencyKey,
  once,
  companyAccountId,
  postTransaction,
  walletAccountId,
} from "~/features/ledger/index.server";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { paymentProvider } from "~/integrations/payments/index.server";
import type { ProviderCharge } from "~/integrations/payments/provider";
import {
  AppError,
  ConflictError,
  ForbiddenError,
  NotFoundError,
  UnauthorizedError,
  ValidationError,
} from "~/shared/http/errors";
import { logger } from "~/shared/logger.server";
import { isValidCnpj } from "~/shared/validation/cnpj";
import { isValidCpf } from "~/shared/validation/cpf";
import { isValidEmail } from "~/shared/validation/email";
import { findPayment } from "./payment-records.server";
import { type Payment, type PaymentProduct, productPort } from "./product-port";
import { movePayment } from "./settlement.server";

export const PAYMENT_MESSAGES = {
  fillAll: "Preencha todos os campos",
  invalidDocument: "CPF/CNPJ inválido",
  invalidEmail: "E-mail inválido.",
  invalidInstallments: "Escolha de 1 a 6 parcelas.",
  cardRequired: "Informe os dados do cartão.",
  providerFailed: "Não foi possível processar o pagamento. Tente novamente.",
  notFound: "Pagamento não encontrado.",
  notRefundable: "Este pagamento não pode ser estornado.",
} as const;

/** Unpaid PIX charges stop being payable after this long (the reconciliation job expires them). */
export const PIX_EXPIRY_MINUTES = 30;

export interface PayerInput {
  email: string;
  name?: string;
  phone?: string;
  /** CPF or CNPJ, any punctuation. */
  document: string;
}

export interface CreatePaymentInput {
  product: PaymentProduct;
  productRefId: string;
  planId?: string | null;
  amountCents?: unknown;
  method: "card" | "pix";
  card?: { token: string; installments: number; paymentMethodId: string };
  payer: PayerInput;
  /** Part of the price taken from the payer's wallet (after a voucher, for instance). */
  walletCents?: number;
  idempotencyKey: unknown;
  notificationUrl?: string;
}

function documentOf(document: string): { documentType: "CPF" | "CNPJ"; documentNumber: string } {
  const digits = document.replace(/\D/g, "");
  if (digits.length === 11 && isValidCpf(digits)) return { documentType: "CPF", documentNumber: digits };
  if (digits.length === 14 && isValidCnpj(digits)) return { documentType: "CNPJ", documentNumber: digits };
  throw new ValidationError(PAYMENT_MESSAGES.invalidDocument);
}

function checkInput(input: CreatePaymentInput): void {
  if (!input.payer?.email || !input.payer.document) throw new ValidationError(PAYMENT_MESSAGES.fillAll);
  if (!isValidEmail(input.payer.email)) throw new ValidationError(PAYMENT_MESSAGES.invalidEmail);
  documentOf(input.payer.document);
  if (input.method === "card") {
    if (!input.card?.token || !input.card.paymentMethodId) throw new ValidationError(PAYMENT_MESSAGES.cardRequired);
    if (!Number.isInteger(input.card.installments) || input.card.installments < 1 || input.card.installments > 6) {
      throw new ValidationError(PAYMENT_MESSAGES.invalidInstallments);
    }
  }
}

/** Moves `cents` of the payer's wallet into the hold while the payment is open. */
async function holdWallet(tx: Tx, payment: Payment): Promise<void> {
  if (payment.walletCents === 0) return;
  await postTransaction(tx, {
    idempotencyKey: `payment:${payment.id}:hold`,
    kind: "hold",
    paymentId: payment.id,
    actorUserId: payment.userId,
    entries: [
      { accountId: await walletAccountId(tx, payment.userId!), amountCents: -payment.walletCents },
      { accountId: await companyAccountId(tx, "payment_hold"), amountCents: payment.walletCents },
    ],
  });
}

/**
 * Starts a card or PIX payment: the price comes from the product, never from the client; the
 * attempt is recorded (idempotently per key) before the provider is called with an idempotency
 * key of its own, so a retried call never charges twice. A card the provider approves at once is
 * fulfilled in the same step; anything else waits for the webhook or the reconciliation job.
 */
export async function createPayment(
  actor: SessionUser | null,
  input: CreatePaymentInput,
  now = new Date(),
): Promise<Payment> {
  const key = assertIdempotencyKey(input.idempotencyKey);
  checkInput(input);
  const walletCents = input.walletCents ?? 0;
  if (!Number.isSafeInteger(walletCents) || walletCents < 0) throw new ValidationError(PAYMENT_MESSAGES.fillAll);
  if (walletCents > 0 && !actor) throw new UnauthorizedError();
  const provider = paymentProvider();
  const request = { ...input, card: input.card ? { ...input.card, token: "" } : undefined, idempotencyKey: undefined };
  const { result: paymentId } = await inTransaction((tx) =>
    once(tx, `payment.create:${actor?.id ?? "anonymous"}`, key, request, async () => {
      const installments = input.method === "card" ? input.card!.installments : 1;
      const quote = await productPort(input.product).quote(tx, actor, { ...input, installments });
      if (walletCents >= quote.amountCents) throw new ValidationError(PAYMENT_MESSAGES.fillAll);
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: actor?.id ?? null,
          product: input.product,
          productRefId: quote.productRefId,
          planId: quote.planId ?? null,
          description: quote.description,
          amountCents: quote.amountCents,
          walletCents,
          method: input.method,
          installments: input.method === "card" ? input.card!.installments : 1,
          provider: provider.name,
          payer: {
            email: input.payer.email.trim().toLowerCase(),
            name: input.payer.name?.trim(),
            phone: input.payer.phone?.replace(/\D/g, ""),
            document: documentOf(input.payer.document).documentNumber,
          },
          expiresAt: input.method === "pix" ? new Date(now.getTime() + PIX_EXPIRY_MINUTES * 60_000) : null,
          createdAt: now,
        })
        .returning();
      await holdWallet(tx, payment!);
      return payment!.id;
    }),
  );
  const payment = (await findPayment(paymentId))!;
  if (payment.providerPaymentId || payment.status !== "pending") return payment;

  let charge: ProviderCharge;
  try {
    charge = await provider.createCharge({
      paymentId: payment.id,
      idempotencyKey: `payment:${payment.id}`,
      amountCents: payment.amountCents - payment.walletCents,
      description: payment.description,
      method: input.method,
      card: input.card,
      payer: { email: payment.payer.email!, name: payment.payer.name, ...documentOf(input.payer.document) },
      expiresAt: payment.expiresAt ?? undefined,
      notificationUrl: input.notificationUrl,
    });
  } catch (error) {
    if (error instanceof AppError) {
      // The provider refused the request itself (a bad or used card token): nothing was charged.
      await inTransaction((tx) => movePayment(tx, payment.id, "rejected", now, "invalid_request"));
      throw error;
    }
    logger().error({ err: error, payment: { id: payment.id } }, "payment provider call failed");
    throw new AppError(PAYMENT_MESSAGES.providerFailed, 502);
  }
  return recordCharge(payment.id, charge, now);
}

/** Stores the provider's ids and PIX data, then applies the status it reported. */
export async function recordCharge(paymentId: string, charge: ProviderCharge, now = new Date()): Promise<Payment> {
  return inTransaction(async (tx) => {
    await tx
      .update(payments)
      .set({
        providerPaymentId: charge.providerPaymentId,
        providerStatusDetail: charge.statusDetail,
        ...(charge.pix ? { pixQrCode: charge.pix.qrCode, pixQrImage: charge.pix.qrImage } : {}),
      })
      .where(eq(payments.id, paymentId));
    const { payment } = await movePayment(tx, paymentId, charge.status, now, charge.statusDetail);
    return payment;
  });
}

/**
 * A payment as its payer sees it. Whoever holds the id of an anonymous payment (its receipt
 * link) may follow it; a signed-in payer's payment is theirs and the admins'.
 */
export async function getPayment(actor: SessionUser | null, paymentId: string): Promise<Payment> {
  const payment = await findPayment(paymentId);
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  if (payment.userId && payment.userId !== actor?.id && actor?.type !== "admin") {
    if (!actor) throw new UnauthorizedError();
    throw new ForbiddenError();
  }
  return payment;
}

export interface WalletPurchaseInput {
  product: PaymentProduct;
  productRefId: string;
  planId?: string | null;
  amountCents?: unknown;
  idempotencyKey: unknown;
}

/**
 * Pays a product entirely from the actor's wallet, in one transaction: the payment is recorded,
 * the wallet held and the payment approved and fulfilled. A wallet short of the price refuses
 * with 'Saldo insuficiente' and nothing changes; a repeated key returns the first payment.
 */
export async function buyWithWalletBalance(
  actor: SessionUser | null,
  input: WalletPurchaseInput,
  now = new Date(),
): Promise<Payment> {
  if (!actor) throw new UnauthorizedError();
  const paymentId = await inTransaction((tx) => buyWithWalletBalanceInTx(tx, actor, input, now));
  return (await findPayment(paymentId))!;
}

/**
 * `buyWithWalletBalance` inside the caller's transaction (a partner's simplified creation pays in
 * the same transaction that creates the memorial): same key scope, same rules. Returns the
 * payment's id; when the caller's transaction rolls back, nothing of it remains.
 */
export async function buyWithWalletBalanceInTx(
  tx: Tx,
  actor: SessionUser,
  input: WalletPurchaseInput,
  now = new Date(),
): Promise<string> {
  const key = assertIdempotencyKey(input.idempotencyKey);
  if (!productPort(input.product).payableFromWallet) throw new ValidationError(PAYMENT_MESSAGES.fillAll);
  const { result: paymentId } = await once(
    tx,
    `wallet.buy:${actor.id}`,
    key,
    { ...input, idempotencyKey: undefined },
    async () => {
      const quote = await productPort(input.product).quote(tx, actor, input);
      const [payment] = await tx
        .insert(payments)
        .values({
          userId: actor.id,
          product: input.product,
          productRefId: quote.productRefId,
          planId: quote.planId ?? null,
          description: quote.description,
          amountCents: quote.amountCents,
          walletCents: quote.amountCents,
          method: "wallet",
          provider: "internal",
          payer: { email: actor.email, name: actor.name },
          createdAt: now,
        })
        .returning();
      await holdWallet(tx, payment!);
      await movePayment(tx, payment!.id, "approved", now, "wallet");
      return payment!.id;
    },
  );
  return paymentId;
}

/**
 * Gives an approved payment's money back (admins only; later, a family rejecting a paid
 * tribute): the provider refunds the charge, then the payment moves to refunded with its
 * compensating entries. A wallet-only payment is refunded to the wallet directly.
 */
export async function refundPayment(actor: SessionUser | null, paymentId: string, now = new Date()): Promise<Payment> {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "admin") throw new ForbiddenError();
  const payment = await findPayment(paymentId);
  if (!payment) throw new NotFoundError(PAYMENT_MESSAGES.notFound);
  if (payment.status !== "approved") throw new ConflictError(PAYMENT_MESSAGES.notRefundable);
  let detail = "refunded";
  if (payment.providerPaymentId && payment.provider !== "internal") {
    const charge = await paymentProvider().refundCharge(payment.providerPaymentId, `refund:${payment.id}`);
    if (charge.status !== "refunded") throw new ConflictError(PAYMENT_MESSAGES.notRefundable);
    detail = charge.statusDetail;
  }
  const { payment: after } = await inTransaction((tx) => movePayment(tx, payment.id, "refunded", now, detail));
  return after;
}

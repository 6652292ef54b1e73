import { randomInt } from "node:crypto";
import { and, desc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ledgerAccounts, vouchers } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import {
  assertIdempotencyKey,
  once,
  companyAccountId,
  createVoucherAccount,
  lockAccounts,
  postTransaction,
  walletAccountId,
} from "~/features/ledger/index.server";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { chargebackWindowEnd, walletCreditInChargebackWindow } from "~/features/payments/index.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { assertRateLimit, refundRateLimit } from "~/shared/http/rate-limit.server";
import { AMOUNT_MESSAGES, MAX_CENTS } from "~/shared/validation/money";
import { VOUCHER_MESSAGES } from "./vouchers.schema";

/** No 0/O, 1/I/L: a code read aloud or from paper is typed right. */
export const VOUCHER_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const CODE_PATTERN = /^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}-[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{4}$/;

export { VOUCHER_MESSAGES };

const MIN_VOUCHER_CENTS = 100;
/** Ten attempts per ten minutes per account and per address: guessing a code is hopeless. */
const USE_LIMIT = { limit: 10, windowMs: 10 * 60 * 1000 };

/** XXXX-XXXX from a cryptographic random source (31^8, about 40 bits). */
export function generateVoucherCode(): string {
  const pick = () => VOUCHER_ALPHABET[randomInt(0, VOUCHER_ALPHABET.length)];
  return `${Array.from({ length: 4 }, pick).join("")}-${Array.from({ length: 4 }, pick).join("")}`;
}

/** What a person typed, upper-cased, with the dash put back; null when it cannot be a code. */
export function normaliseVoucherCode(input: string): string | null {
  const raw = input.toUpperCase().replace(/[^0-9A-Z]/g, "");
  if (raw.length !== 8) return null;
  const code = `${raw.slice(0, 4)}-${raw.slice(4)}`;
  return CODE_PATTERN.test(code) ? code : null;
}

async function insertVoucher(
  tx: Tx,
  ownerUserId: string,
  cents: number,
  grant?: { paymentId: string; availableAt: Date },
) {
  const accountId = await createVoucherAccount(tx);
  for (let attempt = 0; ; attempt++) {
    const [row] = await tx
      .insert(vouchers)
      .values({
        code: generateVoucherCode(),
        ownerUserId,
        accountId,
        initialCents: cents,
        grantedByPaymentId: grant?.paymentId,
        availableAt: grant?.availableAt,
      })
      .onConflictDoNothing({ target: vouchers.code })
      .returning();
    if (row) return row;
    if (attempt > 5) throw new Error("Could not find a free voucher code.");
  }
}

/**
 * Creates a voucher paid from the actor's wallet (the value moves from the wallet to it). What card
 * and PIX payments put into the wallet less than CHARGEBACK_WINDOW_DAYS ago can be spent on our
 * products but not given away as a voucher (decision 035): a chargeback would find it gone.
 */
export async function createVoucher(
  actor: SessionUser | null,
  input: { amountCents: unknown; walletId?: string; idempotencyKey: unknown },
  now = new Date(),
): Promise<{ voucherCode: string; amountCents: number; walletId: string }> {
  if (!actor) throw new UnauthorizedError();
  const key = assertIdempotencyKey(input.idempotencyKey);
  const amount = input.amountCents;
  if (amount === undefined || amount === null || amount === "")
    throw new ValidationError(VOUCHER_MESSAGES.amountRequired);
  if (typeof amount !== "number" || !Number.isSafeInteger(amount)) {
    throw new ValidationError("Por favor, insira um valor numérico válido");
  }
  if (amount < MIN_VOUCHER_CENTS) throw new ValidationError(VOUCHER_MESSAGES.amountMinimum);
  if (amount > MAX_CENTS) throw new ValidationError(AMOUNT_MESSAGES.tooLarge, { amount: AMOUNT_MESSAGES.tooLarge });
  return inTransaction(async (tx) => {
    const walletId = await walletAccountId(tx, actor.id);
    if (input.walletId !== undefined && input.walletId !== walletId) throw new ForbiddenError();
    const { result } = await once(tx, `voucher.create:${actor.id}`, key, { amount }, async () => {
      await assertGiftable(tx, actor.id, walletId, amount, now);
      const voucher = await insertVoucher(tx, actor.id, amount);
      await postTransaction(tx, {
        idempotencyKey: `voucher:${voucher.id}:create`,
        kind: "voucher_create",
        actorUserId: actor.id,
        insufficientMessage: VOUCHER_MESSAGES.amountAboveBalance,
        insufficientField: "amount",
        entries: [
          { accountId: walletId, amountCents: -amount },
          { accountId: voucher.accountId, amountCents: amount },
        ],
      });
      return { voucherCode: voucher.code, amountCents: amount, walletId };
    });
    return result;
  });
}

/**
 * Refuses a gift voucher that would give away wallet money a chargeback could still claim: the
 * wallet is locked first, so the balance and the held part are read as of this transaction.
 */
async function assertGiftable(tx: Tx, userId: string, walletId: string, amount: number, now: Date) {
  const balance = (await lockAccounts(tx, [walletId])).get(walletId)?.balance ?? 0;
  if (amount > balance) return; // postTransaction refuses it with the balance message
  const held = await walletCreditInChargebackWindow(tx, userId, now);
  const availableCents = Math.max(0, balance - held.cents);
  if (amount > availableCents && held.freeAt) {
    const message = VOUCHER_MESSAGES.walletCreditHeld({ heldCents: held.cents, availableCents, freeAt: held.freeAt });
    throw new ConflictError(message, { amount: message });
  }
}

/**
 * A plan's gift: a voucher funded by the company (revenue), owned by the profile's administrator,
 * usable once its payment's chargeback window has passed (decision 035).
 */
export async function grantVoucher(tx: Tx, ownerUserId: string, cents: number, paymentId: string, approvedAt: Date) {
  const voucher = await insertVoucher(tx, ownerUserId, cents, {
    paymentId,
    availableAt: chargebackWindowEnd(approvedAt),
  });
  await postTransaction(tx, {
    idempotencyKey: `voucher:${voucher.id}:grant`,
    kind: "voucher_grant",
    paymentId,
    entries: [
      { accountId: await companyAccountId(tx, "revenue"), amountCents: -cents },
      { accountId: voucher.accountId, amountCents: cents },
    ],
  });
  return voucher;
}

/** Takes back what is left of a granted voucher (its plan was refunded). */
export async function revokeVoucher(tx: Tx, voucherId: string, paymentId: string): Promise<void> {
  const [voucher] = await tx.select().from(vouchers).where(eq(vouchers.id, voucherId));
  if (!voucher) return;
  const balance = (await lockAccounts(tx, [voucher.accountId])).get(voucher.accountId)?.balance ?? 0;
  await postTransaction(tx, {
    idempotencyKey: `voucher:${voucher.id}:revoke`,
    kind: "voucher_revoke",
    paymentId,
    entries: [
      { accountId: voucher.accountId, amountCents: -balance },
      { accountId: await companyAccountId(tx, "revenue"), amountCents: balance },
    ],
  });
}

export interface RedeemVoucherResult {
  /** What is left to pay after the voucher. */
  amountToPayCents: number;
  appliedCents: number;
  walletId: string;
}

/**
 * Applies a voucher to a purchase of `valueCents`: up to that much moves from the voucher into
 * the actor's wallet, which then pays. Attempts are rate-limited per account and address; a
 * code that exists gives its attempt back, so only guesses count.
 */
export async function redeemVoucher(
  actor: SessionUser | null,
  input: { code: unknown; valueCents: unknown; idempotencyKey: unknown },
  context: { ip?: string; now?: Date } = {},
): Promise<RedeemVoucherResult> {
  if (!actor) throw new UnauthorizedError();
  const key = assertIdempotencyKey(input.idempotencyKey);
  const value = input.valueCents;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value <= 0) {
    throw new ValidationError("Por favor, insira um valor numérico válido");
  }
  const limitKeys = [`voucher-use:user:${actor.id}`, ...(context.ip ? [`voucher-use:ip:${context.ip}`] : [])];
  await assertRateLimit(limitKeys, USE_LIMIT, VOUCHER_MESSAGES.tooManyAttempts);
  const code = typeof input.code === "string" ? normaliseVoucherCode(input.code) : null;
  const [voucher] = code ? await db().select().from(vouchers).where(eq(vouchers.code, code)) : [];
  if (!voucher) throw new NotFoundError(VOUCHER_MESSAGES.notFound);
  await refundRateLimit(limitKeys);
  // A plan's gift waits for its payment's chargeback window: until then its value stays in it.
  if (voucher.availableAt && voucher.availableAt > (context.now ?? new Date())) {
    throw new ConflictError(VOUCHER_MESSAGES.planVoucherHeld(voucher.availableAt));
  }
  return inTransaction(async (tx) => {
    const walletId = await walletAccountId(tx, actor.id);
    const { result } = await once(tx, `voucher.use:${actor.id}`, key, { code, value }, async () => {
      const balance = (await lockAccounts(tx, [voucher.accountId])).get(voucher.accountId)?.balance ?? 0;
      const applied = Math.min(balance, value);
      if (applied <= 0) throw new ConflictError(VOUCHER_MESSAGES.empty);
      await postTransaction(tx, {
        idempotencyKey: `voucher:${voucher.id}:use:${actor.id}:${key}`,
        kind: "voucher_use",
        actorUserId: actor.id,
        entries: [
          { accountId: voucher.accountId, amountCents: -applied },
          { accountId: walletId, amountCents: applied },
        ],
      });
      return { amountToPayCents: value - applied, appliedCents: applied, walletId };
    });
    return result;
  });
}

/** The actor's vouchers with what is left on each and when a plan's gift can be used, newest first. */
export async function listVouchers(actor: SessionUser | null) {
  if (!actor) throw new UnauthorizedError();
  return db()
    .select({
      id: vouchers.id,
      code: vouchers.code,
      initialCents: vouchers.initialCents,
      balanceCents: ledgerAccounts.balanceCents,
      availableAt: vouchers.availableAt,
      createdAt: vouchers.createdAt,
    })
    .from(vouchers)
    .innerJoin(ledgerAccounts, and(eq(ledgerAccounts.id, vouchers.accountId)))
    .where(eq(vouchers.ownerUserId, actor.id))
    .orderBy(desc(vouchers.createdAt));
}

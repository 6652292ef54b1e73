import { and, desc, eq, lt, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, profiles, tributes, users } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { walletAccountId } from "~/features/ledger/index.server";
import { inTransaction } from "~/db/transaction.server";
import { isUuid } from "~/shared/validation/uuid";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";

const USER_NOT_FOUND = "Usuário não encontrado.";

/**
 * The actor's own wallet, or any for an admin; an unknown user is a 404 (issue 20: an admin's read
 * used to try to open a wallet for it and fail on the foreign key, a 500).
 */
async function assertOwnWallet(actor: SessionUser | null, userId: string): Promise<SessionUser> {
  if (!actor) throw new UnauthorizedError();
  if (actor.id !== userId && actor.type !== "admin") throw new ForbiddenError();
  if (!isUuid(userId)) throw new NotFoundError(USER_NOT_FOUND);
  if (actor.id !== userId) {
    const [user] = await db().select({ id: users.id }).from(users).where(eq(users.id, userId));
    if (!user) throw new NotFoundError(USER_NOT_FOUND);
  }
  return actor;
}

/** The wallet of a user (created on first look) and its balance in centavos. */
export async function getWalletBalance(
  actor: SessionUser | null,
  userId: string,
): Promise<{ id: string; balanceCents: number }> {
  await assertOwnWallet(actor, userId);
  const id = await inTransaction((tx) => walletAccountId(tx, userId));
  const [row] = await db()
    .select({ balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id));
  return { id, balanceCents: row?.balance ?? 0 };
}

export type ExpenseType = "Candle" | "Flower" | "Message" | "Photo" | "voucher" | "profile" | "other";

export interface Expense {
  id: number;
  type: ExpenseType;
  /** The honoree, for tributes and plans. */
  name: string | null;
  amountCents: number;
  transactionDate: Date;
}

/** What left the wallet, newest first, a page at a time (holds given back are not expenses). */
export async function listExpenses(
  actor: SessionUser | null,
  userId: string,
  page = { page: 1, pageSize: 20 },
): Promise<{ expenses: Expense[]; total: number }> {
  await assertOwnWallet(actor, userId);
  const [wallet] = await db()
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, "wallet"), eq(ledgerAccounts.userId, userId)));
  if (!wallet) return { expenses: [], total: 0 };
  const spent = and(eq(ledgerEntries.accountId, wallet.id), lt(ledgerEntries.amountCents, 0));
  const pageSize = Math.min(Math.max(1, Math.trunc(page.pageSize)), 100);
  const offset = (Math.max(1, Math.trunc(page.page)) - 1) * pageSize;
  const rows = await db()
    .select({
      id: ledgerEntries.id,
      kind: ledgerTransactions.kind,
      product: payments.product,
      tributeType: tributes.type,
      name: sql<
        string | null
      >`coalesce(${profiles.name}, (select p.name from profiles p where p.id = ${tributes.profileId}))`,
      amountCents: ledgerEntries.amountCents,
      transactionDate: ledgerEntries.createdAt,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .leftJoin(payments, eq(payments.id, ledgerTransactions.paymentId))
    .leftJoin(tributes, and(eq(payments.product, "tribute"), eq(tributes.id, payments.productRefId)))
    .leftJoin(profiles, and(eq(payments.product, "profile_plan"), eq(profiles.id, payments.productRefId)))
    .where(spent)
    .orderBy(desc(ledgerEntries.id))
    .limit(pageSize)
    .offset(offset);
  const [count] = await db()
    .select({ n: sql<number>`count(*)::int` })
    .from(ledgerEntries)
    .where(spent);
  return {
    total: Number(count?.n ?? 0),
    expenses: rows.map((row) => ({
      id: row.id,
      type:
        row.kind === "voucher_create"
          ? "voucher"
          : row.product === "profile_plan"
            ? "profile"
            : (row.tributeType ?? "other"),
      name: row.name,
      amountCents: -row.amountCents,
      transactionDate: row.transactionDate,
    })),
  };
}

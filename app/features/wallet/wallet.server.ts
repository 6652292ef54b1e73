import { eq, sql } from "drizzle-orm";
import { db, selectRows } from "~/db/client.server";
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
  /** The plan bought, for a plan ('Ouro', 'Platina', 'Diamante'). */
  planId: string | null;
  /** How it was paid: the wallet (a voucher's value lands there first), a card or PIX. */
  method: "wallet" | "card" | "pix" | null;
  /** Given back since (a refund, a tribute the family refused). */
  refunded: boolean;
  amountCents: number;
  transactionDate: Date;
}

interface ExpenseRow extends Record<string, unknown> {
  id: string | number;
  product: string | null;
  tribute_type: string | null;
  plan_id: string | null;
  method: "wallet" | "card" | "pix" | null;
  status: string | null;
  name: string | null;
  amount_cents: number;
  created_at: string | Date;
}

/**
 * Everything the user paid for, newest first, a page at a time: each purchase once whatever paid
 * it (wallet, card or PIX, plans included), keyed by its approval's ledger entry; and what left the
 * wallet for no purchase (a voucher created). A payment that never went through is no expense (its
 * hold went back); top-ups add to the wallet and are not expenses.
 */
export async function listExpenses(
  actor: SessionUser | null,
  userId: string,
  page = { page: 1, pageSize: 20 },
): Promise<{ expenses: Expense[]; total: number }> {
  await assertOwnWallet(actor, userId);
  const pageSize = Math.min(Math.max(1, Math.trunc(page.pageSize)), 100);
  const offset = (Math.max(1, Math.trunc(page.page)) - 1) * pageSize;
  const all = sql`
    select e.id, p.product::text as product, t.type::text as tribute_type, p.plan_id, p.method::text as method,
      p.status::text as status,
      coalesce(pp.name, tp.name) as name, p.amount_cents, e.created_at
    from ${payments} p
    join ${ledgerTransactions} lt on lt.payment_id = p.id and lt.idempotency_key = 'payment:' || p.id || ':approve'
    join ${ledgerEntries} e on e.transaction_id = lt.id and e.amount_cents > 0
    left join ${tributes} t on p.product = 'tribute' and t.id = p.product_ref_id
    left join ${profiles} tp on tp.id = t.profile_id
    left join ${profiles} pp on p.product = 'profile_plan' and pp.id = p.product_ref_id
    where p.user_id = ${userId} and p.product <> 'wallet_topup'
      and p.status in ('approved', 'refunded', 'charged_back')
    union all
    select e.id, null, null, null, null, lt.kind, null, -e.amount_cents, e.created_at
    from ${ledgerEntries} e
    join ${ledgerAccounts} a on a.id = e.account_id and a.kind = 'wallet' and a.user_id = ${userId}
    join ${ledgerTransactions} lt on lt.id = e.transaction_id
    where e.amount_cents < 0 and lt.payment_id is null`;
  const rows = await selectRows<ExpenseRow>(
    db(),
    sql`select * from (${all}) x order by id desc limit ${pageSize} offset ${offset}`,
  );
  const [count] = await selectRows<{ n: number }>(db(), sql`select count(*)::int as n from (${all}) x`);
  return {
    total: Number(count?.n ?? 0),
    expenses: rows.map((row) => ({
      id: Number(row.id),
      type:
        row.product === "profile_plan"
          ? "profile"
          : row.product === "tribute"
            ? ((row.tribute_type as ExpenseType | null) ?? "other")
            : row.status === "voucher_create"
              ? "voucher"
              : "other",
      name: row.name,
      planId: row.plan_id,
      method: row.method,
      refunded: row.status === "refunded" || row.status === "charged_back",
      amountCents: Number(row.amount_cents),
      transactionDate: new Date(row.created_at),
    })),
  };
}

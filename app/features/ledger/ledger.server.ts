import { and, asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Database, db, selectRows } from "~/db/client.server";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "~/db/schema";
import { ConflictError } from "~/shared/http/errors";

import { type Tx } from "~/db/transaction.server";

export type CompanyAccountKind = "provider_clearing" | "revenue" | "payment_hold";

export const LEDGER_MESSAGES = {
  insufficientBalance: "Saldo insuficiente",
  voucherEmpty: "Este voucher não tem mais saldo.",
} as const;

export interface LedgerEntryInput {
  accountId: string;
  amountCents: number;
}

export interface PostTransactionInput {
  idempotencyKey: string;
  kind: string;
  entries: LedgerEntryInput[];
  paymentId?: string | null;
  actorUserId?: string | null;
  memo?: string;
  /** Message of the error thrown when an account that may not go below zero would. */
  insufficientMessage?: string;
  /** The form field that refusal belongs under (e.g. the amount a person typed). */
  insufficientField?: string;
}

export interface PostedTransaction {
  id: string;
  /** True when the key had been used: nothing moved this time. */
  replayed: boolean;
}

/** The company's single account of a kind, created on first use. */
export async function companyAccountId(tx: Tx, kind: CompanyAccountKind): Promise<string> {
  return (await companyAccountIds(tx, [kind]))[kind];
}

/** The company's accounts of these kinds, read in one query (each created on first use). */
export async function companyAccountIds<K extends CompanyAccountKind>(tx: Tx, kinds: K[]): Promise<Record<K, string>> {
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.kind, kinds));
  const ids = Object.fromEntries(rows.map((row) => [row.kind, row.id])) as Record<K, string>;
  for (const kind of kinds) {
    ids[kind] ??= await createdOrExisting(
      tx,
      sql`insert into ledger_accounts (kind) values (${kind})
          on conflict (kind) where kind in ('provider_clearing', 'revenue', 'payment_hold') do nothing returning id`,
      () => tx.select({ id: ledgerAccounts.id }).from(ledgerAccounts).where(eq(ledgerAccounts.kind, kind)),
    );
  }
  return ids;
}

/**
 * The user's wallet account, created on first use: found or created in one round trip (a first
 * top-up's approval creates it), with the kind written out so every plan uses the wallets' index.
 */
export async function walletAccountId(tx: Tx, userId: string): Promise<string> {
  const find = sql`select id from ledger_accounts where kind = 'wallet' and user_id = ${userId}`;
  return createdOrExisting(
    tx,
    sql`with found as (${find}),
             created as (insert into ledger_accounts (kind, user_id) select 'wallet', ${userId}::uuid
                         where not exists (select 1 from found)
                         on conflict (user_id) where kind = 'wallet' do nothing returning id)
        select id from found union all select id from created`,
    () => selectRows<{ id: string }>(tx as Database, find),
  );
}

/**
 * Runs an `insert … on conflict do nothing returning id` (or a statement ending in one); when
 * another transaction won the race, reads its row.
 */
async function createdOrExisting(tx: Tx, insert: SQL, find: () => Promise<{ id: string }[]>): Promise<string> {
  const [created] = await selectRows<{ id: string }>(tx as Database, insert);
  if (created) return created.id;
  const [existing] = await find();
  return existing!.id;
}

export async function createVoucherAccount(tx: Tx): Promise<string> {
  const [row] = await tx.insert(ledgerAccounts).values({ kind: "voucher" }).returning({ id: ledgerAccounts.id });
  return row!.id;
}

/** A wallet's or voucher's cached balance; a company account's is the sum of its entries. */
export async function accountBalance(tx: Tx, accountId: string): Promise<number> {
  const [row] = await selectRows<{ balance: string }>(
    tx as Database,
    sql`select case when a.kind in ('wallet', 'voucher') then a.balance_cents
                else (select coalesce(sum(e.amount_cents), 0) from ledger_entries e where e.account_id = a.id) end
            as balance
        from ledger_accounts a where a.id = ${accountId}`,
  );
  return Number(row?.balance ?? 0);
}

/**
 * Locks the wallet and voucher rows among `accountIds` until the transaction ends, always in id
 * order so two transactions touching the same accounts never wait on each other in a cycle.
 * Returns their kind and balance. The company's accounts are never locked: nothing limits them.
 */
export async function lockAccounts(
  tx: Tx,
  accountIds: string[],
): Promise<Map<string, { kind: string; balance: number }>> {
  const ids = [...new Set(accountIds)].sort();
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: ledgerAccounts.id, kind: ledgerAccounts.kind, balance: ledgerAccounts.balanceCents })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, ids), inArray(ledgerAccounts.kind, ["wallet", "voucher"])))
    .orderBy(asc(ledgerAccounts.id))
    .for("update");
  return new Map(rows.map((row) => [row.id, { kind: row.kind, balance: row.balance }]));
}

/**
 * Posts one balanced transaction. Must run inside a database transaction (`tx`): the touched
 * accounts are locked, every account that may not go below zero is checked, then the entries are
 * written (a trigger moves the balances, a CHECK refuses a negative wallet or voucher, a deferred
 * trigger refuses an unbalanced transaction at commit). A key already used moves nothing.
 */
export async function postTransaction(tx: Tx, input: PostTransactionInput): Promise<PostedTransaction> {
  for (const entry of input.entries) {
    if (!Number.isSafeInteger(entry.amountCents)) throw new Error("Ledger amounts are integer centavos.");
  }
  // One entry per account: the net of what the transaction moves in or out of it.
  const net = new Map<string, number>();
  for (const entry of input.entries) net.set(entry.accountId, (net.get(entry.accountId) ?? 0) + entry.amountCents);
  const entries = [...net]
    .filter(([, cents]) => cents !== 0)
    .map(([accountId, amountCents]) => ({ accountId, amountCents }));
  if (entries.reduce((sum, entry) => sum + entry.amountCents, 0) !== 0) {
    throw new Error(`Unbalanced ledger transaction ${input.kind}.`);
  }
  // The transaction's row and the accounts' locks go to the database together (pipelined: one wait
  // instead of two; they still run in this order). A replayed key then holds locks it did not need
  // until the end of its transaction, which is all it costs.
  const [inserted, locked] = await Promise.all([
    tx
      .insert(ledgerTransactions)
      .values({
        idempotencyKey: input.idempotencyKey,
        kind: input.kind,
        paymentId: input.paymentId ?? null,
        actorUserId: input.actorUserId ?? null,
        memo: input.memo,
      })
      .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
      .returning({ id: ledgerTransactions.id }),
    lockAccounts(
      tx,
      entries.map((entry) => entry.accountId),
    ),
  ]);
  if (inserted.length === 0) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, input.idempotencyKey));
    return { id: existing!.id, replayed: true };
  }
  const transactionId = inserted[0]!.id;
  if (entries.length === 0) return { id: transactionId, replayed: false };
  for (const { accountId, amountCents: delta } of entries) {
    const account = locked.get(accountId);
    if (account && account.balance + delta < 0) {
      const message =
        input.insufficientMessage ??
        (account.kind === "voucher" ? LEDGER_MESSAGES.voucherEmpty : LEDGER_MESSAGES.insufficientBalance);
      throw new ConflictError(message, input.insufficientField ? { [input.insufficientField]: message } : undefined);
    }
  }
  await tx.insert(ledgerEntries).values(entries.map((entry) => ({ transactionId, ...entry })));
  return { id: transactionId, replayed: false };
}

/** Every wallet or voucher whose cached balance differs from the sum of its entries (empty when sound). */
export async function unbalancedAccounts(
  database: Database = db(),
): Promise<{ id: string; balance: number; sum: number }[]> {
  const rows = await selectRows<{ id: string; balance: number; sum: string }>(
    database,
    sql`select a.id, a.balance_cents as balance, coalesce(sum(e.amount_cents), 0) as sum
        from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.kind in ('wallet', 'voucher')
        group by a.id having a.balance_cents <> coalesce(sum(e.amount_cents), 0)`,
  );
  return rows.map((row) => ({ id: row.id, balance: Number(row.balance), sum: Number(row.sum) }));
}

/** Every transaction whose entries do not sum to zero (empty when sound). */
export async function unbalancedTransactions(database: Database = db()): Promise<{ id: string; sum: number }[]> {
  const rows = await selectRows<{ id: string; sum: string }>(
    database,
    sql`select transaction_id as id, sum(amount_cents) as sum from ledger_entries
        group by transaction_id having sum(amount_cents) <> 0`,
  );
  return rows.map((row) => ({ id: row.id, sum: Number(row.sum) }));
}

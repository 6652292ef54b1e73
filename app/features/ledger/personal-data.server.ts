import { eq, inArray } from "drizzle-orm";
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

/**
 * A person's wallet, its entries, and the movements they asked for. Erasure keeps all of it: the
 * ledger must stay balanced (decision 013); the wallet and the movements name the account's
 * tombstone once the account is erased (decision 058).
 */
export const ledgerPersonalData: PersonalDataSource = {
  name: "ledger",
  tables: { ledger_accounts: ["user_id"], ledger_transactions: ["actor_user_id"] },
  async exportFor(db, subject) {
    const accounts = await db
      .select({
        id: ledgerAccounts.id,
        kind: ledgerAccounts.kind,
        balanceCents: ledgerAccounts.balanceCents,
        createdAt: ledgerAccounts.createdAt,
      })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, subject.userId));
    const ids = accounts.map((account) => account.id);
    const entries = ids.length
      ? await db
          .select({
            accountId: ledgerEntries.accountId,
            transactionId: ledgerEntries.transactionId,
            amountCents: ledgerEntries.amountCents,
            createdAt: ledgerEntries.createdAt,
          })
          .from(ledgerEntries)
          .where(inArray(ledgerEntries.accountId, ids))
      : [];
    const transactions = await db
      .select({
        id: ledgerTransactions.id,
        kind: ledgerTransactions.kind,
        paymentId: ledgerTransactions.paymentId,
        memo: ledgerTransactions.memo,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.actorUserId, subject.userId));
    return { ledger_accounts: accounts, ledger_entries: entries, ledger_transactions: transactions };
  },
  async eraseFor() {
    // Kept on purpose: see above.
  },
};

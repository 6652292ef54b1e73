import { sql } from "drizzle-orm";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import {
  accountBalance,
  companyAccountId,
  createVoucherAccount,
  postTransaction,
  unbalancedAccounts,
  unbalancedTransactions,
  walletAccountId,
} from "./ledger.server";
import { inTransaction } from "~/db/transaction.server";

const { db } = setupTestDatabase();

async function fundedWallet(cents: number) {
  const user = await createUser(db());
  return inTransaction(async (tx) => {
    const wallet = await walletAccountId(tx, user.id);
    const clearing = await companyAccountId(tx, "provider_clearing");
    await postTransaction(tx, {
      idempotencyKey: `fund:${user.id}`,
      kind: "topup",
      entries: [
        { accountId: clearing, amountCents: -cents },
        { accountId: wallet, amountCents: cents },
      ],
    });
    return { user, wallet, clearing };
  });
}

describe("ledger", () => {
  it("moves money between accounts and a repeated key moves nothing", async () => {
    const { wallet } = await fundedWallet(1000);
    const move = () =>
      inTransaction(async (tx) => {
        const revenue = await companyAccountId(tx, "revenue");
        return postTransaction(tx, {
          idempotencyKey: "buy-1",
          kind: "purchase",
          entries: [
            { accountId: wallet, amountCents: -300 },
            { accountId: revenue, amountCents: 300 },
          ],
        });
      });
    const first = await move();
    const second = await move();
    expect(first.replayed).toBe(false);
    expect(second).toEqual({ id: first.id, replayed: true });
    expect(await accountBalance(db(), wallet)).toBe(700);
  });

  it("refuses to take a wallet below zero, with 'Saldo insuficiente', and changes nothing", async () => {
    const { wallet } = await fundedWallet(100);
    await expect(
      inTransaction(async (tx) =>
        postTransaction(tx, {
          idempotencyKey: "too-much",
          kind: "purchase",
          entries: [
            { accountId: wallet, amountCents: -101 },
            { accountId: await companyAccountId(tx, "revenue"), amountCents: 101 },
          ],
        }),
      ),
    ).rejects.toThrow("Saldo insuficiente");
    expect(await accountBalance(db(), wallet)).toBe(100);
  });

  it("the database itself refuses a negative wallet, an unbalanced transaction and edits", async () => {
    const { wallet, clearing } = await fundedWallet(100);
    // A raw insert that skips the service's check still meets the CHECK constraint.
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_transactions (idempotency_key, kind) values ('raw-2', 'raw')`);
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents)
          values ((select id from ledger_transactions where idempotency_key = 'raw-2'), ${wallet}, -500),
                 ((select id from ledger_transactions where idempotency_key = 'raw-2'), ${clearing}, 500)`);
      }),
    ).rejects.toThrow();
    await expect(
      db().transaction(async (tx) => {
        await tx.execute(sql`insert into ledger_transactions (idempotency_key, kind) values ('raw-3', 'raw')`);
        await tx.execute(sql`insert into ledger_entries (transaction_id, account_id, amount_cents)
          values ((select id from ledger_transactions where idempotency_key = 'raw-3'), ${clearing}, -5)`);
      }),
    ).rejects.toThrow(/unbalanced/);
    const refused = await db()
      .execute(sql`delete from ledger_entries`)
      .then(
        () => "deleted",
        (error: Error) => String((error.cause as Error | undefined)?.message ?? error.message),
      );
    expect(refused).toMatch(/append-only/);
    expect(await accountBalance(db(), wallet)).toBe(100);
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it("property: every transaction sums to zero and every balance is the sum of its entries", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            from: fc.integer({ min: 0, max: 3 }),
            to: fc.integer({ min: 0, max: 3 }),
            cents: fc.integer({ min: 1, max: 5000 }),
          }),
          { minLength: 1, maxLength: 15 },
        ),
        async (moves) => {
          const user = await createUser(db());
          const accounts = await inTransaction(async (tx) => [
            await walletAccountId(tx, user.id),
            await createVoucherAccount(tx),
            await companyAccountId(tx, "revenue"),
            await companyAccountId(tx, "provider_clearing"),
          ]);
          let n = 0;
          for (const move of moves) {
            n += 1;
            await inTransaction((tx) =>
              postTransaction(tx, {
                idempotencyKey: `${user.id}:${n}`,
                kind: "move",
                entries: [
                  { accountId: accounts[move.from]!, amountCents: -move.cents },
                  { accountId: accounts[move.to]!, amountCents: move.cents },
                ],
              }),
            ).catch((error: Error) => {
              // Only a wallet or voucher running short may refuse a move.
              expect(error.message).toMatch(/Saldo insuficiente|não tem mais saldo/);
            });
          }
          expect(await unbalancedTransactions()).toEqual([]);
          expect(await unbalancedAccounts()).toEqual([]);
          expect(await accountBalance(db(), accounts[0]!)).toBeGreaterThanOrEqual(0);
          expect(await accountBalance(db(), accounts[1]!)).toBeGreaterThanOrEqual(0);
        },
      ),
      { seed: 13, numRuns: 25 },
    );
  });
});

import { describe, expect, it } from "vitest";
import { createUser } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { inTransaction } from "~/db/transaction.server";
import {
  accountBalance,
  companyAccountId,
  postTransaction,
  unbalancedAccounts,
  unbalancedTransactions,
  walletAccountId,
} from "./ledger.server";

const { db } = setupTestDatabase();

/** 2^31 centavos (R$ 21.474.836,48): one past what a 32-bit column holds. */
const PAST_32_BITS = 2 ** 31;

describe("64-bit centavos wherever a sum can grow", () => {
  it("a wallet's balance, an entry and the company's sums go past R$ 21.474.836,47 exactly", async () => {
    const user = await createUser(db());
    const topUp = (cents: number, key: string) =>
      inTransaction(async (tx) =>
        postTransaction(tx, {
          idempotencyKey: key,
          kind: "topup",
          entries: [
            { accountId: await companyAccountId(tx, "provider_clearing"), amountCents: -cents },
            { accountId: await walletAccountId(tx, user.id), amountCents: cents },
          ],
        }),
      );
    // Each step below the ceiling of a call, many of them: the sum grows past 32 bits.
    await topUp(PAST_32_BITS - 1, "big-1");
    await topUp(PAST_32_BITS + 1, "big-2");
    await topUp(Number.MAX_SAFE_INTEGER - 2 * PAST_32_BITS, "big-3");
    const { wallet, clearing } = await inTransaction(async (tx) => ({
      wallet: await accountBalance(tx, await walletAccountId(tx, user.id)),
      clearing: await accountBalance(tx, await companyAccountId(tx, "provider_clearing")),
    }));
    expect(wallet).toBe(Number.MAX_SAFE_INTEGER);
    expect(clearing).toBe(-Number.MAX_SAFE_INTEGER);
    expect(await unbalancedAccounts()).toEqual([]);
    expect(await unbalancedTransactions()).toEqual([]);
  });
});

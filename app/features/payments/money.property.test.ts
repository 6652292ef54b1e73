import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { inTransaction } from "~/db/transaction.server";
import { createVoucher, redeemVoucher } from "~/features/vouchers/vouchers.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { setupTestDatabase, truncateAll } from "../../../tests/support/database";
import { buyWithWalletBalance, createPayment } from "./payments.server";
import { payer, pendingTribute, sandboxCard, signedInUser } from "./payments.test-helpers";
import { movePayment } from "./settlement.server";

const { db } = setupTestDatabase();

const operation = fc.oneof(
  fc.record({ op: fc.constant("topup" as const), who: fc.nat(1), cents: fc.integer({ min: 100, max: 3000 }) }),
  fc.record({ op: fc.constant("buy" as const), who: fc.nat(1), cents: fc.integer({ min: 1, max: 2000 }) }),
  fc.record({ op: fc.constant("voucher" as const), who: fc.nat(1), cents: fc.integer({ min: 50, max: 2000 }) }),
  fc.record({ op: fc.constant("redeem" as const), who: fc.nat(1), cents: fc.integer({ min: 1, max: 2000 }) }),
  fc.record({ op: fc.constant("refund" as const), who: fc.nat(1), cents: fc.constant(0) }),
);

describe("money rules under any sequence of operations", () => {
  it("property: wallets never go below zero, entries balance, balances are the sums of their entries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        await truncateAll(db());
        const people = [await signedInUser(db()), await signedInUser(db())];
        const codes: string[] = [];
        const approved: string[] = [];
        let n = 0;
        for (const { op, who, cents } of operations) {
          const actor = people[who]!;
          const key = `property-${op}-${(n += 1)}`;
          try {
            if (op === "topup") {
              const card = await sandboxCard("APRO");
              const payment = await createPayment(actor, {
                product: "wallet_topup",
                productRefId: actor.id,
                amountCents: cents,
                method: "card",
                card,
                payer,
                idempotencyKey: key,
              });
              approved.push(payment.id);
            } else if (op === "buy") {
              const tribute = await pendingTribute(db(), { amountCents: cents });
              approved.push(
                (
                  await buyWithWalletBalance(actor, {
                    product: "tribute",
                    productRefId: tribute.id,
                    idempotencyKey: key,
                  })
                ).id,
              );
            } else if (op === "voucher") {
              codes.push((await createVoucher(actor, { amountCents: cents, idempotencyKey: key })).voucherCode);
            } else if (op === "redeem" && codes.length > 0) {
              await redeemVoucher(actor, { code: codes[n % codes.length], valueCents: cents, idempotencyKey: key });
            } else if (op === "refund" && approved.length > 0) {
              await inTransaction((tx) => movePayment(tx, approved.shift()!, "refunded", new Date()));
            }
          } catch (error) {
            // Only the money rules may refuse an operation.
            expect((error as Error).message).toMatch(
              /Saldo insuficiente|maior que o saldo|menor que R\$ 1,00|não tem mais saldo/,
            );
          }
        }
        for (const person of people)
          expect((await getWalletBalance(person, person.id)).balanceCents).toBeGreaterThanOrEqual(0);
        expect(await unbalancedTransactions()).toEqual([]);
        expect(await unbalancedAccounts()).toEqual([]);
      }),
      { seed: 2026, numRuns: 12 },
    );
  });
});

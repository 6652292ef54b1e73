import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { and, eq } from "drizzle-orm";
import { payments } from "~/db/schema";
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
  fc.record({ op: fc.constant("chargeback" as const), who: fc.nat(1), cents: fc.constant(0) }),
  // Time passes (days), across the chargeback window (decision 035) now and then.
  fc.record({ op: fc.constant("wait" as const), who: fc.nat(1), cents: fc.integer({ min: 1, max: 90 }) }),
);

const START = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;
const WINDOW_DAYS = 120;

/** The oracle of decision 035: card money of the last WINDOW_DAYS that came into the person's wallet. */
async function chargeableCredit(userId: string, now: Date): Promise<number> {
  const rows = await db()
    .select({ cents: payments.amountCents, at: payments.fulfilledAt })
    .from(payments)
    .where(
      and(eq(payments.product, "wallet_topup"), eq(payments.productRefId, userId), eq(payments.status, "approved")),
    );
  return rows
    .filter((row) => row.at && row.at.getTime() > now.getTime() - WINDOW_DAYS * DAY)
    .reduce((sum, row) => sum + row.cents, 0);
}

describe("money rules under any sequence of operations", () => {
  it("property: wallets never go below zero, entries balance, balances are the sums of their entries", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 1, maxLength: 12 }), async (operations) => {
        await truncateAll(db());
        const people = [await signedInUser(db()), await signedInUser(db())];
        const codes: string[] = [];
        const approved: string[] = [];
        let n = 0;
        let now = START;
        for (const { op, who, cents } of operations) {
          const actor = people[who]!;
          const key = `property-${op}-${(n += 1)}`;
          try {
            if (op === "topup") {
              const card = await sandboxCard("APRO");
              const payment = await createPayment(
                actor,
                {
                  product: "wallet_topup",
                  productRefId: actor.id,
                  amountCents: cents,
                  method: "card",
                  card,
                  payer,
                  idempotencyKey: key,
                },
                now,
              );
              approved.push(payment.id);
            } else if (op === "buy") {
              const tribute = await pendingTribute(db(), { amountCents: cents });
              approved.push(
                (
                  await buyWithWalletBalance(
                    actor,
                    { product: "tribute", productRefId: tribute.id, idempotencyKey: key },
                    now,
                  )
                ).id,
              );
            } else if (op === "voucher") {
              const before = (await getWalletBalance(actor, actor.id)).balanceCents;
              const giftable = Math.max(0, before - (await chargeableCredit(actor.id, now)));
              const made = await createVoucher(actor, { amountCents: cents, idempotencyKey: key }, now).catch(
                (error: Error) => {
                  // Refused for the window only when it is what stands in the way.
                  if (/podem ser contestados/.test(error.message)) expect(cents).toBeGreaterThan(giftable);
                  throw error;
                },
              );
              // Never a gift out of money a chargeback can still claim.
              expect(cents).toBeLessThanOrEqual(giftable);
              codes.push(made.voucherCode);
            } else if (op === "redeem" && codes.length > 0) {
              await redeemVoucher(
                actor,
                { code: codes[n % codes.length], valueCents: cents, idempotencyKey: key },
                { now },
              );
            } else if ((op === "refund" || op === "chargeback") && approved.length > 0) {
              const to = op === "refund" ? "refunded" : "charged_back";
              await inTransaction((tx) => movePayment(tx, approved.shift()!, to, now));
            } else if (op === "wait") {
              now = new Date(now.getTime() + cents * DAY);
            }
          } catch (error) {
            // Only the money rules may refuse an operation.
            expect((error as Error).message).toMatch(
              /Saldo insuficiente|maior que o saldo|menor que R\$ 1,00|não tem mais saldo|podem ser contestados/,
            );
          }
        }
        for (const person of people)
          expect((await getWalletBalance(person, person.id)).balanceCents).toBeGreaterThanOrEqual(0);
        expect(await unbalancedTransactions()).toEqual([]);
        expect(await unbalancedAccounts()).toEqual([]);
      }),
      { seed: 2026, numRuns: 16 },
    );
  });
});

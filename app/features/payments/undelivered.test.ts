import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, sandboxCharges, tributes } from "~/db/schema";
import { accountBalance, companyAccountId, unbalancedAccounts, walletAccountId } from "~/features/ledger/ledger.server";
import { inTransaction } from "~/db/transaction.server";
import { sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { createPayment } from "./payments.server";
import { payer, pendingTribute, signedInUser } from "./payments.test-helpers";
import { runReconciliation } from "./reconciliation.server";
import { movePayment } from "./settlement.server";
import { handlePaymentWebhook } from "./webhook.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

const revenue = () => inTransaction(async (tx) => accountBalance(tx, await companyAccountId(tx, "revenue")));

describe("an anonymous visitor who pays twice for one tribute (two tabs)", () => {
  it("gets the second charge refunded through the provider by the reconciliation job, once, and the tribute stays paid", async () => {
    const tribute = await pendingTribute(db(), { amountCents: 499 });
    const attempts = [];
    for (const key of ["two-tabs-first", "two-tabs-second"]) {
      attempts.push(
        await createPayment(
          null,
          { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: key },
          NOW,
        ),
      );
    }
    for (const attempt of attempts) {
      await settleSandboxCharge(attempt.providerPaymentId!, "approved");
      expect(await handlePaymentWebhook(sandboxWebhook(attempt.providerPaymentId!, NOW), NOW)).toBe("applied");
    }
    const [delivered, duplicate] = await Promise.all(
      attempts.map(async (a) => (await db().select().from(payments).where(eq(payments.id, a.id)))[0]!),
    );
    expect(delivered).toMatchObject({ status: "approved" });
    expect(delivered!.fulfilmentRef?.undelivered).toBeUndefined();
    expect(duplicate).toMatchObject({ status: "approved", fulfilmentRef: { undelivered: "true" } });
    expect(await revenue()).toBe(2 * 499);

    // Two processes run the job at the same moment: one refund, one move.
    const reports = await Promise.all([runReconciliation(NOW), runReconciliation(NOW)]);
    expect(reports.reduce((sum, r) => sum + r.refunded, 0)).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.failed, 0)).toBe(0);
    expect((await runReconciliation(NOW)).refunded).toBe(0);

    const [after] = await db().select().from(payments).where(eq(payments.id, duplicate!.id));
    expect(after).toMatchObject({ status: "refunded" });
    const [charge] = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, duplicate!.providerPaymentId!));
    expect(charge).toMatchObject({ status: "refunded" });
    const [stillPaid] = await db().select().from(tributes).where(eq(tributes.id, tribute.id));
    expect(stillPaid).toMatchObject({ status: "paid" });
    expect(await revenue()).toBe(499);
    expect(await unbalancedAccounts()).toEqual([]);
  });
});

describe("a signed-in payer who pays twice for one tribute", () => {
  const wallet = (userId: string) => inTransaction(async (tx) => accountBalance(tx, await walletAccountId(tx, userId)));

  it.each(["refunded", "charged_back"] as const)(
    "gets the duplicate in the wallet at once, and when it is %s the wallet gives that credit back (never both)",
    async (to) => {
      const actor = await signedInUser(db());
      const tribute = await pendingTribute(db(), { amountCents: 1234 });
      const attempts: Awaited<ReturnType<typeof createPayment>>[] = [];
      for (const key of [`twice-${to}-first`, `twice-${to}-second`]) {
        attempts.push(
          await createPayment(
            actor,
            { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: key },
            NOW,
          ),
        );
      }
      for (const attempt of attempts) {
        await settleSandboxCharge(attempt.providerPaymentId!, "approved");
        expect(await handlePaymentWebhook(sandboxWebhook(attempt.providerPaymentId!, NOW), NOW)).toBe("applied");
      }
      expect(await wallet(actor.id)).toBe(1234);

      await inTransaction((tx) => movePayment(tx, attempts[1]!.id, to, NOW));

      expect(await wallet(actor.id)).toBe(0);
      expect(await revenue()).toBe(1234);
      const [stillPaid] = await db().select().from(tributes).where(eq(tributes.id, tribute.id));
      expect(stillPaid).toMatchObject({ status: "paid" });
      expect(await unbalancedAccounts()).toEqual([]);
    },
  );
});

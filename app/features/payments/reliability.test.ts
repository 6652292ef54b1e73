import { count, eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { ledgerTransactions, payments, tributes } from "~/db/schema";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { createVoucher, redeemVoucher } from "~/features/vouchers/vouchers.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { setPaymentProvider } from "~/integrations/payments/index.server";
import { sandboxProvider, sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { logger } from "~/shared/logger.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { buyWithWalletBalance, createPayment } from "./payments.server";
import { fundWallet, payer, pendingTribute, sandboxCard, seededShuffle, signedInUser } from "./payments.test-helpers";
import { runReconciliation } from "./reconciliation.server";
import { handlePaymentWebhook } from "./webhook.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

async function approvalsOf(paymentId: string): Promise<number> {
  const [row] = await db()
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, `payment:${paymentId}:approve`));
  return row!.n;
}

describe("money under concurrency and failure", () => {
  it("100 concurrent wallet purchases on a wallet holding 10: exactly 10 succeed, the balance ends at 0", async () => {
    const buyer = await signedInUser(db());
    await fundWallet(buyer.id, 10 * 250);
    const first = await pendingTribute(db());
    const items = [first];
    for (let i = 1; i < 100; i++) items.push(await pendingTribute(db(), { profileId: first.profileId }));
    const results = await Promise.allSettled(
      items.map((tribute, i) =>
        buyWithWalletBalance(buyer, {
          product: "tribute",
          productRefId: tribute.id,
          idempotencyKey: `concurrent-buy-${i}`,
        }),
      ),
    );
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(new Set(["Saldo insuficiente"]));
    expect((await getWalletBalance(buyer, buyer.id)).balanceCents).toBe(0);
    expect(await db().select().from(tributes).where(eq(tributes.status, "paid"))).toHaveLength(10);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("50 concurrent uses of one R$ 10 voucher for R$ 2,50 each: exactly 4 succeed", async () => {
    const owner = await signedInUser(db());
    await fundWallet(owner.id, 1000);
    const { voucherCode } = await createVoucher(owner, { amountCents: 1000, idempotencyKey: "voucher-create-1" });
    const users = await Promise.all(Array.from({ length: 50 }, () => signedInUser(db())));
    const results = await Promise.allSettled(
      users.map((user, i) =>
        redeemVoucher(user, { code: voucherCode, valueCents: 250, idempotencyKey: `voucher-use-${i}` }),
      ),
    );
    const used = results.filter((r) => r.status === "fulfilled").map((r) => r.value);
    expect(used).toHaveLength(4);
    expect(used.every((r) => r.appliedCents === 250 && r.amountToPayCents === 0)).toBe(true);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(new Set(refused.map((r) => (r.reason as Error).message))).toEqual(
      new Set(["Este voucher não tem mais saldo."]),
    );
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("each webhook 5 times, shuffled with others and forged ones: every payment fulfilled once, forgeries refused and logged", async () => {
    const actors = await Promise.all(Array.from({ length: 6 }, () => signedInUser(db())));
    const created = await Promise.all(
      actors.map((actor, i) =>
        createPayment(
          actor,
          {
            product: "wallet_topup",
            productRefId: actor.id,
            amountCents: 1000 + i,
            method: "pix",
            payer,
            idempotencyKey: `webhook-topup-${i}`,
          },
          NOW,
        ),
      ),
    );
    for (const payment of created) await settleSandboxCharge(payment.providerPaymentId!, "approved");
    const deliveries = created.flatMap((payment) => {
      const signed = sandboxWebhook(payment.providerPaymentId!, NOW);
      // Mercado Pago retries the same notification; a second notification for the same payment also comes.
      const other = sandboxWebhook(payment.providerPaymentId!, NOW);
      const forged = { ...signed, eventId: "forged", xSignature: signed.xSignature!.replace(/v1=\w{4}/, "v1=0000") };
      return [signed, signed, signed, signed, signed, other, forged, { ...signed, xSignature: undefined }];
    });
    const warn = vi.spyOn(logger(), "warn");
    const outcomes = await Promise.allSettled(seededShuffle(deliveries, 7).map((d) => handlePaymentWebhook(d, NOW)));
    const unauthorised = outcomes.filter(
      (o) => o.status === "rejected" && (o.reason as { status: number }).status === 401,
    );
    expect(unauthorised).toHaveLength(created.length * 2);
    expect(outcomes.filter((o) => o.status === "rejected")).toHaveLength(created.length * 2);
    expect(warn.mock.calls.filter((call) => call[1] === "webhook with a bad signature refused")).toHaveLength(
      created.length * 2,
    );
    warn.mockRestore();
    for (const [i, payment] of created.entries()) {
      expect(await approvalsOf(payment.id)).toBe(1);
      expect((await getWalletBalance(actors[i]!, actors[i]!.id)).balanceCents).toBe(1000 + i);
    }
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it("approved at the provider but never handled here: reconciliation fulfils it once, even run twice at once", async () => {
    const actor = await signedInUser(db());
    const tribute = await pendingTribute(db(), { amountCents: 749 });
    const payment = await createPayment(
      null,
      { product: "tribute", productRefId: tribute.id, method: "pix", payer, idempotencyKey: "crash-test-1" },
      NOW,
    );
    const topup = await createPayment(
      actor,
      {
        product: "wallet_topup",
        productRefId: actor.id,
        amountCents: 3000,
        method: "pix",
        payer,
        idempotencyKey: "crash-test-2",
      },
      NOW,
    );
    // The payer paid; the process that should have handled the webhook died before it did.
    await settleSandboxCharge(payment.providerPaymentId!, "approved");
    await settleSandboxCharge(topup.providerPaymentId!, "approved");
    expect((await runReconciliation(new Date(NOW.getTime() + 60_000))).moved).toBe(0);
    const later = new Date(NOW.getTime() + 10 * 60_000);
    const reports = await Promise.all([runReconciliation(later), runReconciliation(later)]);
    expect(reports[0]!.moved + reports[1]!.moved).toBe(2);
    expect(await approvalsOf(payment.id)).toBe(1);
    expect(await approvalsOf(topup.id)).toBe(1);
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(3000);
    const [paid] = await db().select().from(tributes).where(eq(tributes.id, tribute.id));
    expect(paid!.status).toBe("paid");
    // The late webhook then changes nothing.
    expect(await handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, later), later)).toBe("unchanged");
    expect(await approvalsOf(payment.id)).toBe(1);
    const pending = await db().select().from(payments).where(eq(payments.status, "pending"));
    expect(pending).toEqual([]);
  });

  it("a create call that never answered: reconciliation finds the charge by our reference, or cancels the attempt", async () => {
    const actor = await signedInUser(db());
    const sandbox = sandboxProvider();
    let reachesProvider = true;
    setPaymentProvider({
      ...sandbox,
      webhookSecret: sandbox.webhookSecret,
      async createCharge(input) {
        if (reachesProvider) await sandbox.createCharge(input);
        throw new Error("socket hang up");
      },
    });
    try {
      const topup = (key: string) =>
        sandboxCard("APRO").then((card) =>
          createPayment(
            actor,
            {
              product: "wallet_topup",
              productRefId: actor.id,
              amountCents: 1200,
              method: "card",
              card,
              payer,
              idempotencyKey: key,
            },
            NOW,
          ),
        );
      await expect(topup("lost-answer-1")).rejects.toMatchObject({ status: 502 });
      reachesProvider = false;
      await expect(topup("lost-answer-2")).rejects.toMatchObject({ status: 502 });
    } finally {
      setPaymentProvider(undefined);
    }
    const report = await runReconciliation(new Date(NOW.getTime() + 10 * 60_000));
    expect(report.moved).toBe(2);
    const rows = await db().select().from(payments).orderBy(payments.createdAt);
    expect(rows.map((p) => p.status).sort()).toEqual(["approved", "cancelled"]);
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(1200);
  });

  it("a create call that never answered, then the webhook: found by our reference, the provider's id kept, fulfilled once", async () => {
    const actor = await signedInUser(db());
    const sandbox = sandboxProvider();
    setPaymentProvider({
      ...sandbox,
      webhookSecret: sandbox.webhookSecret,
      async createCharge(input) {
        await sandbox.createCharge(input);
        throw new Error("socket hang up");
      },
    });
    try {
      const card = await sandboxCard("APRO");
      await expect(
        createPayment(
          actor,
          {
            product: "wallet_topup",
            productRefId: actor.id,
            amountCents: 1300,
            method: "card",
            card,
            payer,
            idempotencyKey: "lost-then-webhook",
          },
          NOW,
        ),
      ).rejects.toMatchObject({ status: 502 });
    } finally {
      setPaymentProvider(undefined);
    }
    const [recorded] = await db().select().from(payments);
    expect(recorded).toMatchObject({ status: "pending", providerPaymentId: null });
    const charge = await sandbox.findChargeByReference(recorded!.id);
    const webhook = sandboxWebhook(charge!.providerPaymentId, NOW);
    const outcomes = await Promise.all([1, 2, 3].map(() => handlePaymentWebhook(webhook, NOW)));
    expect(outcomes.sort()).toEqual(["applied", "duplicate", "duplicate"]);
    const [after] = await db().select().from(payments).where(eq(payments.id, recorded!.id));
    expect(after).toMatchObject({ status: "approved", providerPaymentId: charge!.providerPaymentId });
    expect(await approvalsOf(recorded!.id)).toBe(1);
    expect((await getWalletBalance(actor, actor.id)).balanceCents).toBe(1300);
  });
});

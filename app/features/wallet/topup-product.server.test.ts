import { count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerTransactions, sandboxCharges } from "~/db/schema";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { inTransaction } from "~/db/transaction.server";
import { paymentPageView } from "~/features/payments/payment-page.server";
import { quotePayment } from "~/features/payments/payment-views.server";
import { buyWithWalletBalance, createPayment, refundPayment } from "~/features/payments/payments.server";
import {
  fundWallet,
  payer,
  pendingTribute,
  sandboxCard,
  signedInUser,
} from "~/features/payments/payments.test-helpers";
import { movePayment } from "~/features/payments/settlement.server";
import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { sandboxWebhook, settleSandboxCharge } from "~/integrations/payments/sandbox.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { ADD_BALANCE_MESSAGES } from "./add-balance.schema";
import { getWalletBalance } from "./wallet.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

async function balanceOf(actor: Awaited<ReturnType<typeof signedInUser>>) {
  return (await getWalletBalance(actor, actor.id)).balanceCents;
}

describe("the wallet top-up product", () => {
  it("is the payer's chosen amount within R$ 1,00 to R$ 10.000,00, for their own wallet, never paid from it", async () => {
    const actor = await signedInUser(db());
    const other = await signedInUser(db());
    const quote = (amountCents: unknown, who = actor) =>
      quotePayment(who, { product: "wallet_topup", productRefId: actor.id, amountCents });
    expect(await quote(100)).toEqual({ amountCents: 100, description: "Adicionar saldo à carteira" });
    expect(await quote(1_000_000)).toMatchObject({ amountCents: 1_000_000 });
    for (const amount of [99, 1_000_001, 10.5, "5000", undefined]) {
      await expect(quote(amount)).rejects.toThrow(ADD_BALANCE_MESSAGES.outOfRange);
    }
    await expect(quote(5000, other)).rejects.toMatchObject({ status: 403 });
    await expect(
      quotePayment(null, { product: "wallet_topup", productRefId: actor.id, amountCents: 5000 }),
    ).rejects.toMatchObject({ status: 401 });
    await fundWallet(actor.id, 5000);
    await expect(
      buyWithWalletBalance(actor, {
        product: "wallet_topup",
        productRefId: actor.id,
        amountCents: 1000,
        idempotencyKey: "topup-from-wallet",
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect(await balanceOf(actor)).toBe(5000);
  });

  it("credits the wallet exactly once however many approvals race; the payment page goes to /wallet", async () => {
    const actor = await signedInUser(db());
    const payment = await createPayment(
      actor,
      {
        product: "wallet_topup",
        productRefId: actor.id,
        amountCents: 2500,
        method: "pix",
        payer,
        idempotencyKey: "topup-race-1",
      },
      NOW,
    );
    await settleSandboxCharge(payment.providerPaymentId!, "approved");
    await Promise.all([
      ...Array.from({ length: 5 }, () => inTransaction((tx) => movePayment(tx, payment.id, "approved", NOW))),
      ...Array.from({ length: 5 }, () => handlePaymentWebhook(sandboxWebhook(payment.providerPaymentId!, NOW), NOW)),
    ]);
    expect(await balanceOf(actor)).toBe(2500);
    const [approvals] = await db()
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payment:${payment.id}:approve`));
    expect(approvals).toMatchObject({ n: 1 });
    const [approval] = await db()
      .select({ kind: ledgerTransactions.kind })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.idempotencyKey, `payment:${payment.id}:approve`));
    expect(approval!.kind).toBe("topup");
    expect(await paymentPageView(actor, payment.id)).toMatchObject({
      status: "approved",
      product: "Adição de saldo na carteira",
      next: "/wallet",
    });
  });

  it("an admin's refund of a spent top-up empties the wallet and the company bears the rest", async () => {
    const actor = await signedInUser(db());
    const admin = await signedInUser(db(), { type: "admin" });
    const card = await sandboxCard("APRO");
    const topup = await createPayment(
      actor,
      {
        product: "wallet_topup",
        productRefId: actor.id,
        amountCents: 5000,
        method: "card",
        card,
        payer,
        idempotencyKey: "refund-topup-1",
      },
      NOW,
    );
    const tribute = await pendingTribute(db(), { amountCents: 3000 });
    await buyWithWalletBalance(actor, {
      product: "tribute",
      productRefId: tribute.id,
      idempotencyKey: "refund-spend-1",
    });
    await expect(refundPayment(actor, topup.id)).rejects.toMatchObject({ status: 403 });
    const refunded = await refundPayment(admin, topup.id, NOW);
    expect(refunded.status).toBe("refunded");
    expect(await balanceOf(actor)).toBe(0);
    const [charge] = await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, topup.providerPaymentId!));
    expect(charge!.status).toBe("refunded");
    await expect(refundPayment(admin, topup.id)).rejects.toThrow("Este pagamento não pode ser estornado.");
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });
});

import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ledgerEntries, ledgerTransactions, sandboxCharges, vouchers } from "~/db/schema";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { createPayment } from "~/features/payments/payments.server";
import { fundWallet, payer, sandboxCard, signedInUser } from "~/features/payments/payments.test-helpers";
import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { createVoucher, listVouchers, redeemVoucher } from "~/features/vouchers/vouchers.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";

/*
 * Decision 035 under concurrency, on PGlite (one connection: serialized) and on PostgreSQL
 * (TEST_DATABASE_URL: a real pool, the row locks decide): many uses of one plan voucher and many
 * gift vouchers from one wallet while the chargeback of the payment behind them arrives.
 */

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);
const ATTEMPTS = 20;

type Actor = Awaited<ReturnType<typeof signedInUser>>;

async function diamanteByCard(owner: Actor) {
  const profile = await createProfile(db(), { userId: owner.id });
  const payment = await createPayment(
    owner,
    {
      product: "profile_plan",
      productRefId: profile.id,
      planId: "Diamante",
      method: "card",
      card: await sandboxCard("APRO"),
      payer,
      idempotencyKey: `race-diamante-${owner.id}`,
    },
    NOW,
  );
  const [voucher] = await db().select().from(vouchers).where(eq(vouchers.grantedByPaymentId, payment.id));
  return { payment, voucher: voucher! };
}

async function chargeBack(providerPaymentId: string, now: Date) {
  await db()
    .update(sandboxCharges)
    .set({ status: "charged_back", statusDetail: "settled" })
    .where(eq(sandboxCharges.id, providerPaymentId));
  return handlePaymentWebhook(sandboxWebhook(providerPaymentId, now), now);
}

/** What a kind of ledger transaction moved out of one account (positive centavos). */
async function movedOut(accountId: string, kind: string): Promise<number> {
  const [row] = await db()
    .select({ cents: sql<string>`coalesce(-sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .where(and(eq(ledgerEntries.accountId, accountId), eq(ledgerTransactions.kind, kind)));
  return Number(row!.cents);
}

describe("a plan voucher and a chargeback racing (decision 035)", () => {
  it("inside the window: every use is refused whatever the order, and the chargeback takes back all R$ 800", async () => {
    const owner = await signedInUser(db());
    const { payment, voucher } = await diamanteByCard(owner);
    const uses = Array.from({ length: ATTEMPTS }, (_, i) =>
      redeemVoucher(owner, { code: voucher.code, valueCents: 5_000, idempotencyKey: `race-use-${i}` }, { now: at(3) }),
    );
    const gifts = Array.from({ length: ATTEMPTS }, (_, i) =>
      createVoucher(owner, { amountCents: 5_000, idempotencyKey: `race-gift-${i}` }, at(3)),
    );
    const [chargeback, ...results] = await Promise.allSettled([
      chargeBack(payment.providerPaymentId!, at(3)),
      ...uses,
      ...gifts,
    ]);
    expect(chargeback).toEqual({ status: "fulfilled", value: "applied" });
    expect(results.filter((r) => r.status === "fulfilled")).toEqual([]);
    expect(await movedOut(voucher.accountId, "voucher_revoke")).toBe(80_000);
    expect((await getWalletBalance(owner, owner.id)).balanceCents).toBe(0);
    expect((await listVouchers(owner)).map((v) => v.balanceCents)).toEqual([0]);
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("a late chargeback (after the window) racing many uses: what was used plus what is taken back is exactly R$ 800", async () => {
    const owner = await signedInUser(db());
    const { payment, voucher } = await diamanteByCard(owner);
    const later = at(200);
    // The code was shared: many people use it at once (each within their own attempt limit).
    const people = await Promise.all(Array.from({ length: ATTEMPTS }, () => signedInUser(db())));
    const uses = people.map((person, i) =>
      redeemVoucher(person, { code: voucher.code, valueCents: 5_000, idempotencyKey: `late-use-${i}` }, { now: later }),
    );
    const [chargeback, ...results] = await Promise.allSettled([chargeBack(payment.providerPaymentId!, later), ...uses]);
    expect(chargeback).toEqual({ status: "fulfilled", value: "applied" });
    const applied = results
      .filter((r) => r.status === "fulfilled")
      .reduce((sum, r) => sum + (r as PromiseFulfilledResult<{ appliedCents: number }>).value.appliedCents, 0);
    for (const refused of results.filter((r) => r.status === "rejected")) {
      expect((refused as PromiseRejectedResult).reason).toMatchObject({ status: 409 });
    }
    expect(applied + (await movedOut(voucher.accountId, "voucher_revoke"))).toBe(80_000);
    expect(await movedOut(voucher.accountId, "voucher_use")).toBe(applied);
    const wallets = await Promise.all(people.map(async (p) => (await getWalletBalance(p, p.id)).balanceCents));
    expect(wallets.reduce((sum, cents) => sum + cents, 0)).toBe(applied);
    expect((await listVouchers(owner)).map((v) => v.balanceCents)).toEqual([0]);
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("many gift vouchers racing a top-up's chargeback never give away more than the wallet's own money", async () => {
    const buyer = await signedInUser(db());
    await fundWallet(buyer.id, 20_000); // money no chargeback can claim
    const topUp = await createPayment(
      buyer,
      {
        product: "wallet_topup",
        productRefId: buyer.id,
        amountCents: 50_000,
        method: "card",
        card: await sandboxCard("APRO"),
        payer,
        idempotencyKey: "race-topup",
      },
      NOW,
    );
    const gifts = Array.from({ length: ATTEMPTS }, (_, i) =>
      createVoucher(buyer, { amountCents: 3_000, idempotencyKey: `race-topup-gift-${i}` }, at(5)),
    );
    const [chargeback, ...results] = await Promise.allSettled([chargeBack(topUp.providerPaymentId!, at(5)), ...gifts]);
    expect(chargeback).toEqual({ status: "fulfilled", value: "applied" });
    const given = results.filter((r) => r.status === "fulfilled").length * 3_000;
    // Six gifts fit in the R$ 200 of the wallet's own money (R$ 180), whatever the order.
    expect(given).toBe(18_000);
    expect((await getWalletBalance(buyer, buyer.id)).balanceCents).toBe(20_000 - given);
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });
});

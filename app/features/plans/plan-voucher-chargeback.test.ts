import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sandboxCharges, vouchers } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import {
  accountBalance,
  companyAccountId,
  unbalancedAccounts,
  unbalancedTransactions,
} from "~/features/ledger/ledger.server";
import { buyWithWalletBalance, createPayment } from "~/features/payments/payments.server";
import {
  fundWallet,
  payer,
  pendingTribute,
  sandboxCard,
  signedInUser,
} from "~/features/payments/payments.test-helpers";
import { handlePaymentWebhook } from "~/features/payments/webhook.server";
import { createVoucher, listVouchers, redeemVoucher, VOUCHER_MESSAGES } from "~/features/vouchers/vouchers.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { sandboxWebhook } from "~/integrations/payments/sandbox.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");
const DAY = 86_400_000;
/** The default chargeback window (CHARGEBACK_WINDOW_DAYS). */
const WINDOW_DAYS = 120;
const at = (days: number) => new Date(NOW.getTime() + days * DAY);

type Actor = Awaited<ReturnType<typeof signedInUser>>;

async function buyDiamanteByCard(owner: Actor, key: string) {
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
      idempotencyKey: key,
    },
    NOW,
  );
  expect(payment.status).toBe("approved");
  const [voucher] = await db().select().from(vouchers).where(eq(vouchers.grantedByPaymentId, payment.id));
  expect(voucher!.initialCents).toBe(80_000);
  return { payment, voucher: voucher! };
}

async function chargeBack(providerPaymentId: string, now: Date) {
  await db()
    .update(sandboxCharges)
    .set({ status: "charged_back", statusDetail: "settled" })
    .where(eq(sandboxCharges.id, providerPaymentId));
  return handlePaymentWebhook(sandboxWebhook(providerPaymentId, now), now);
}

const walletOf = async (actor: Actor) => (await getWalletBalance(actor, actor.id)).balanceCents;
const vouchersLeft = async (actor: Actor) => (await listVouchers(actor)).reduce((sum, v) => sum + v.balanceCents, 0);
const companyNet = () =>
  inTransaction(async (tx) => ({
    revenue: await accountBalance(tx, await companyAccountId(tx, "revenue")),
    clearing: await accountBalance(tx, await companyAccountId(tx, "provider_clearing")),
  }));

describe("value granted by a purchase that can still be charged back (decision 035)", () => {
  it("the probe's attack: Diamante by a stolen card, voucher into the wallet, R$ 300 into a gift voucher, chargeback: no credit stays", async () => {
    const thief = await signedInUser(db());
    const { payment, voucher } = await buyDiamanteByCard(thief, "stolen-card-diamante");

    // A day later: move the R$ 800 voucher into the wallet…
    await expect(
      redeemVoucher(
        thief,
        { code: voucher.code, valueCents: 80_000, idempotencyKey: "drain-plan-voucher" },
        { now: at(1) },
      ),
    ).rejects.toMatchObject({ status: 409, message: VOUCHER_MESSAGES.planVoucherHeld(at(WINDOW_DAYS)) });
    // …turn R$ 300 into a gift voucher…
    await expect(
      createVoucher(thief, { amountCents: 30_000, idempotencyKey: "gift-from-plan" }, at(1)),
    ).rejects.toMatchObject({ status: 409 });
    // …and the chargeback arrives.
    expect(await chargeBack(payment.providerPaymentId!, at(2))).toBe("applied");

    expect(await walletOf(thief)).toBe(0);
    expect(await vouchersLeft(thief)).toBe(0);
    // The company is back where it was: what the card brought in went back, nothing was given away.
    expect(await companyNet()).toEqual({ revenue: 0, clearing: 0 });
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("once the window has passed the plan's voucher is a gift card like any other", async () => {
    const owner = await signedInUser(db());
    const { voucher } = await buyDiamanteByCard(owner, "honest-diamante");
    await expect(
      redeemVoucher(
        owner,
        { code: voucher.code, valueCents: 10_000, idempotencyKey: "too-early" },
        { now: at(WINDOW_DAYS - 1) },
      ),
    ).rejects.toMatchObject({ status: 409 });
    const used = await redeemVoucher(
      owner,
      { code: voucher.code, valueCents: 10_000, idempotencyKey: "in-time-use" },
      { now: at(WINDOW_DAYS) },
    );
    expect(used.appliedCents).toBe(10_000);
    const gift = await createVoucher(owner, { amountCents: 10_000, idempotencyKey: "gift-after" }, at(WINDOW_DAYS));
    expect(gift.amountCents).toBe(10_000);
    expect(await listVouchers(owner)).toEqual(
      expect.arrayContaining([expect.objectContaining({ code: voucher.code, availableAt: at(WINDOW_DAYS) })]),
    );
  });

  async function topUpByCard(buyer: Actor, key: string) {
    const payment = await createPayment(
      buyer,
      {
        product: "wallet_topup",
        productRefId: buyer.id,
        amountCents: 50_000,
        method: "card",
        card: await sandboxCard("APRO"),
        payer,
        idempotencyKey: key,
      },
      NOW,
    );
    expect(payment.status).toBe("approved");
    return payment;
  }

  it("a card top-up is spent on tributes at once, cannot become a gift voucher in the window, and a chargeback leaves nothing", async () => {
    const buyer = await signedInUser(db());
    const topUp = await topUpByCard(buyer, "stolen-card-topup");
    // Spending it on our own products is fine at once (a chargeback takes back what is left).
    const spent = await buyWithWalletBalance(
      buyer,
      { product: "tribute", productRefId: (await pendingTribute(db())).id, idempotencyKey: "tribute-from-topup" },
      at(1),
    );
    expect(spent.status).toBe("approved");
    await expect(
      createVoucher(buyer, { amountCents: 30_000, idempotencyKey: "gift-from-topup" }, at(1)),
    ).rejects.toMatchObject({
      status: 409,
      message: VOUCHER_MESSAGES.walletCreditHeld({ heldCents: 50_000, availableCents: 0, freeAt: at(WINDOW_DAYS) }),
    });
    expect(await chargeBack(topUp.providerPaymentId!, at(2))).toBe("applied");
    expect(await walletOf(buyer)).toBe(0);
    expect(await vouchersLeft(buyer)).toBe(0);
    // The tribute's R$ 2,50 was delivered and is what the company bears; nothing else left it.
    expect(await companyNet()).toEqual({ revenue: 0, clearing: 0 });
    expect(await unbalancedTransactions()).toEqual([]);
  });

  it("money older than the window, or not from a card or PIX, becomes a gift voucher as before", async () => {
    const buyer = await signedInUser(db());
    await fundWallet(buyer.id, 10_000); // not a chargeable payment
    await topUpByCard(buyer, "old-topup-1");
    await expect(
      createVoucher(buyer, { amountCents: 10_001, idempotencyKey: "gift-one-centavo-over" }, at(1)),
    ).rejects.toMatchObject({ status: 409 });
    expect(
      (await createVoucher(buyer, { amountCents: 10_000, idempotencyKey: "gift-free-part" }, at(1))).amountCents,
    ).toBe(10_000);
    const later = await createVoucher(
      buyer,
      { amountCents: 50_000, idempotencyKey: "gift-after-window" },
      at(WINDOW_DAYS),
    );
    expect(later.amountCents).toBe(50_000);
  });
});

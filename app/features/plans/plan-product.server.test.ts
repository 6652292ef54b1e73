import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { planContracts, profiles, vouchers } from "~/db/schema";
import { unbalancedAccounts, unbalancedTransactions } from "~/features/ledger/ledger.server";
import { inTransaction } from "~/db/transaction.server";
import { paymentPageView } from "~/features/payments/payment-page.server";
import { quotePayment } from "~/features/payments/payment-views.server";
import { buyWithWalletBalance } from "~/features/payments/payments.server";
import { fundWallet, signedInUser } from "~/features/payments/payments.test-helpers";
import { productPort, registerProduct } from "~/features/payments/product-port";
import { movePayment } from "~/features/payments/settlement.server";
import { getWalletBalance } from "~/features/wallet/wallet.server";
import { createProfile } from "../../../tests/factories";
import { setupTestDatabase } from "../../../tests/support/database";
import { createPlanProduct, PLAN_PRODUCT_MESSAGES } from "./plan-product.server";

const { db } = setupTestDatabase();
const NOW = new Date("2026-03-10T12:00:00Z");

async function balanceOf(actor: Awaited<ReturnType<typeof signedInUser>>) {
  return (await getWalletBalance(actor, actor.id)).balanceCents;
}

describe("the profile plan product", () => {
  it("an approved plan runs 180 days, sets the profile type and grants its voucher to the administrator", async () => {
    const owner = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id });
    await fundWallet(owner.id, 75_000);
    const payment = await buyWithWalletBalance(
      owner,
      { product: "profile_plan", productRefId: profile.id, planId: "Platina", idempotencyKey: "plan-buy-1" },
      NOW,
    );
    expect(payment.status).toBe("approved");
    const [contract] = await db().select().from(planContracts).where(eq(planContracts.profileId, profile.id));
    expect(contract).toMatchObject({ planId: "Platina", status: "active" });
    expect((contract!.endsAt!.getTime() - NOW.getTime()) / 86_400_000).toBe(180);
    const [row] = await db().select({ type: profiles.type }).from(profiles).where(eq(profiles.id, profile.id));
    expect(row!.type).toBe("Platina");
    const granted = await db().select().from(vouchers).where(eq(vouchers.ownerUserId, owner.id));
    expect(granted.map((v) => v.initialCents)).toEqual([30_000]);
    expect(await balanceOf(owner)).toBe(0);

    // A refund undoes it all with new entries: the plan, the type, the voucher, the money.
    await inTransaction((tx) => movePayment(tx, payment.id, "refunded", NOW));
    const [after] = await db().select({ type: profiles.type }).from(profiles).where(eq(profiles.id, profile.id));
    expect(after!.type).toBe("Free");
    expect(await balanceOf(owner)).toBe(75_000);
    expect(await unbalancedTransactions()).toEqual([]);
    expect(await unbalancedAccounts()).toEqual([]);
  });

  it("someone else's profile cannot be upgraded, and a short wallet says 'Saldo insuficiente'", async () => {
    const owner = await signedInUser(db());
    const stranger = await signedInUser(db());
    const profile = await createProfile(db(), { userId: owner.id });
    await fundWallet(stranger.id, 100_000);
    await expect(
      buyWithWalletBalance(stranger, {
        product: "profile_plan",
        productRefId: profile.id,
        planId: "Ouro",
        idempotencyKey: "plan-stranger",
      }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      buyWithWalletBalance(owner, {
        product: "profile_plan",
        productRefId: profile.id,
        planId: "Ouro",
        idempotencyKey: "plan-short-1",
      }),
    ).rejects.toThrow("Saldo insuficiente");
    expect(await db().select().from(planContracts)).toEqual([]);
  });

  it("is priced from the catalogue for its buyers only; the payment page goes on to the memorial", async () => {
    const partner = await signedInUser(db(), { type: "partner" });
    const customer = await signedInUser(db(), { createdByUserId: partner.id });
    const profile = await createProfile(db(), { userId: customer.id, username: "dona-rosa" });
    const quote = (planId: string) =>
      quotePayment(partner, { product: "profile_plan", productRefId: profile.id, planId });
    // The partner who created the administrator's account pays the plans of that memorial.
    expect(await quote("Ouro")).toEqual({
      amountCents: 50_000,
      description: `Plano Ouro do memorial de ${profile.name}`,
    });
    await expect(quote("Free")).rejects.toThrow(PLAN_PRODUCT_MESSAGES.planInvalid);
    await expect(
      quotePayment(null, { product: "profile_plan", productRefId: profile.id, planId: "Ouro" }),
    ).rejects.toMatchObject({ status: 401 });

    await fundWallet(partner.id, 50_000);
    const payment = await buyWithWalletBalance(partner, {
      product: "profile_plan",
      productRefId: profile.id,
      planId: "Ouro",
      idempotencyKey: "plan-partner-1",
    });
    expect(await paymentPageView(partner, payment.id)).toMatchObject({
      product: "Plano do perfil",
      next: "/profile/dona-rosa",
    });
  });

  it("hands each started term's profile to its injected dependency (the wizard's drafts, in the app)", async () => {
    const started: string[] = [];
    const registered = productPort("profile_plan");
    registerProduct(
      "profile_plan",
      createPlanProduct({ afterPlanStarted: async (_tx, profileId) => void started.push(profileId) }),
    );
    try {
      const owner = await signedInUser(db());
      const profile = await createProfile(db(), { userId: owner.id });
      await fundWallet(owner.id, 100_000);
      const buy = (key: string) =>
        buyWithWalletBalance(owner, {
          product: "profile_plan",
          productRefId: profile.id,
          planId: "Ouro",
          idempotencyKey: key,
        });
      await buy("plan-dependency-1");
      expect(started).toEqual([profile.id]);
      // A renewal starts a term of its own.
      await buy("plan-dependency-2");
      expect(started).toEqual([profile.id, profile.id]);
    } finally {
      registerProduct("profile_plan", registered);
    }
  });
});

import { and, desc, eq, inArray, ne, sql } from "drizzle-orm";
import { planContracts, profileDrafts, profiles, tributes, users } from "~/db/schema";
import { PLAN_CATALOGUE } from "~/features/plans";
import { type PaidPlanId, startPlanTerm } from "~/features/plans/index.server";
import { companyAccountId, walletAccountId } from "~/features/ledger/index.server";
import { grantVoucher, revokeVoucher } from "~/features/vouchers/index.server";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { holdOnSettlement } from "~/features/tributes/index.server";
import { oweOwnerNotice } from "~/features/tributes/index.server";
import { registerProductHandler } from "./fulfilment.server";

import { ADD_BALANCE_MESSAGES, TOPUP_LIMITS } from "~/features/wallet";

export const PRODUCT_MESSAGES = {
  tributeNotFound: "Homenagem não encontrada.",
  tributePaid: "Esta homenagem já foi paga.",
  tributeExpired: "Esta homenagem expirou sem pagamento. Faça uma nova homenagem.",
  profileNotFound: "Perfil não encontrado.",
  planInvalid: "Escolha um plano: Ouro, Platina ou Diamante.",
  topupAmount: ADD_BALANCE_MESSAGES.outOfRange,
} as const;

registerProductHandler("tribute", {
  async quote(tx, _actor, input) {
    // Anyone, signed in or not, may pay for a tribute left on a memorial.
    const [tribute] = await tx.select().from(tributes).where(eq(tributes.id, input.productRefId));
    if (!tribute) throw new NotFoundError(PRODUCT_MESSAGES.tributeNotFound);
    if (tribute.status === "paid" || tribute.amountCents <= 0) throw new ConflictError(PRODUCT_MESSAGES.tributePaid);
    if (tribute.status === "expired") throw new ConflictError(PRODUCT_MESSAGES.tributeExpired);
    const what = { Candle: "Vela", Flower: "Flor", Message: "Mensagem", Photo: "Foto de lembrança" }[tribute.type];
    return { productRefId: tribute.id, amountCents: tribute.amountCents, description: `Homenagem: ${what}` };
  },
  creditAccount: (tx) => companyAccountId(tx, "revenue"),
  async fulfil(tx, payment, now) {
    const [tribute] = await tx
      .update(tributes)
      .set({
        status: "paid",
        paidAt: now,
        burnsUntil: sql`case when ${tributes.type} = 'Candle'
          then ${now.toISOString()}::timestamptz + make_interval(days => coalesce(${tributes.candleDays}, 7)) end`,
      })
      .where(and(eq(tributes.id, payment.productRefId), ne(tributes.status, "paid")))
      .returning({ id: tributes.id });
    if (tribute) {
      // A message or photo may wait for the family (approval mode, a link); they hear of it once.
      await holdOnSettlement(tx, tribute.id);
      await oweOwnerNotice(tx, tribute.id);
    }
    return { delivered: Boolean(tribute) };
  },
  async reverse(tx, payment) {
    // Refunded: it is no longer shown (only paid tributes are public); the row is kept.
    await tx.update(tributes).set({ status: "expired" }).where(eq(tributes.id, payment.productRefId));
  },
});

registerProductHandler("profile_plan", {
  async quote(tx, actor, input) {
    if (!actor) throw new UnauthorizedError();
    const plan = PLAN_CATALOGUE.find((p) => p.id === input.planId && p.priceCents > 0);
    if (!plan) throw new ValidationError(PRODUCT_MESSAGES.planInvalid);
    const [profile] = await tx
      .select({
        id: profiles.id,
        userId: profiles.userId,
        name: profiles.name,
        ownerCreatedBy: users.createdByUserId,
      })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(eq(profiles.id, input.productRefId));
    if (!profile) throw new NotFoundError(PRODUCT_MESSAGES.profileNotFound);
    // A partner pays the plans of the memorials of the customers it created (simplified creation).
    const partnerOfOwner = actor.type === "partner" && profile.ownerCreatedBy === actor.id;
    if (profile.userId !== actor.id && actor.type !== "admin" && !partnerOfOwner) throw new ForbiddenError();
    return {
      productRefId: profile.id,
      planId: plan.id as "Ouro" | "Platina" | "Diamante",
      amountCents: plan.priceCents,
      description: `Plano ${plan.name}: ${profile.name}`,
    };
  },
  creditAccount: (tx) => companyAccountId(tx, "revenue"),
  async fulfil(tx, payment, now) {
    const term = await startPlanTerm(tx, {
      profileId: payment.productRefId,
      planId: payment.planId as PaidPlanId,
      amountCents: payment.amountCents,
      now,
    });
    if (!term) return { delivered: false };
    // A creation wizard that was buying this plan has served its purpose.
    await tx.delete(profileDrafts).where(eq(profileDrafts.profileId, payment.productRefId));
    const voucher = await grantVoucher(tx, term.ownerUserId, term.voucherCents, payment.id);
    return { delivered: true, ref: { planContractId: term.planContractId, voucherId: voucher.id } };
  },
  async reverse(tx, payment) {
    const ref = payment.fulfilmentRef ?? {};
    if (ref.planContractId) {
      await tx.update(planContracts).set({ status: "cancelled" }).where(eq(planContracts.id, ref.planContractId));
    }
    if (ref.voucherId) await revokeVoucher(tx, ref.voucherId, payment.id);
    const [still] = await tx
      .select({ planId: planContracts.planId })
      .from(planContracts)
      .where(
        and(
          eq(planContracts.profileId, payment.productRefId),
          eq(planContracts.status, "active"),
          inArray(planContracts.planId, ["Ouro", "Platina", "Diamante"]),
        ),
      )
      .orderBy(desc(planContracts.endsAt))
      .limit(1);
    await tx
      .update(profiles)
      .set({ type: still?.planId ?? "Free" })
      .where(eq(profiles.id, payment.productRefId));
  },
});

registerProductHandler("wallet_topup", {
  async quote(_tx, actor, input) {
    if (!actor) throw new UnauthorizedError();
    if (input.productRefId !== actor.id) throw new ForbiddenError();
    const amount = input.amountCents;
    if (
      typeof amount !== "number" ||
      !Number.isSafeInteger(amount) ||
      amount < TOPUP_LIMITS.minCents ||
      amount > TOPUP_LIMITS.maxCents
    ) {
      throw new ValidationError(PRODUCT_MESSAGES.topupAmount);
    }
    return { productRefId: actor.id, amountCents: amount, description: "Adicionar saldo à carteira" };
  },
  creditAccount: (tx, payment) => walletAccountId(tx, payment.productRefId),
  async fulfil() {
    return { delivered: true };
  },
  async reverse() {},
});

import { eq } from "drizzle-orm";
import { profiles, users } from "~/db/schema";
import { companyAccountId } from "~/features/ledger/index.server";
import { type Tx } from "~/db/transaction.server";
import type { ProductPort } from "~/features/payments";
import { loadViewableProfileById, requireMemorialRole } from "~/features/profiles/index.server";
import { profileHref } from "~/features/profiles";
import { grantVoucher, revokeVoucher } from "~/features/vouchers/index.server";
import { NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { endPlanTerm, type PaidPlanId, startPlanTerm } from "./plan-term.server";
import { PLAN_CATALOGUE, planChargeCents } from "./plans.catalog";
import { formatBRL } from "~/shared/format/format";

export const PLAN_PRODUCT_MESSAGES = {
  profileNotFound: "Perfil não encontrado.",
  planInvalid: "Escolha um plano: Ouro, Platina ou Diamante.",
  installments: (plan: { installments: number | null; installmentCents: number | null }) =>
    `Os planos são pagos à vista ou em ${plan.installments}x de ${formatBRL(plan.installmentCents ?? 0)} no cartão.`,
} as const;

/** What a paid plan's delivery needs from outside plans, wired by the composition root. */
export interface PlanProductDependencies {
  /** Ends what was buying the plan for the profile, in the approving transaction (a creation wizard's draft). */
  afterPlanStarted(tx: Tx, profileId: string): Promise<void>;
}

/**
 * A paid plan (Ouro, Platina, Diamante) for a memorial: bought by its administrator, an admin, or
 * the partner who created the administrator's account; its approval starts a 180-day term and
 * grants the plan's voucher to the administrator; a refund cancels the term, shows the plan still
 * running (else Free) and takes back what is left of the voucher.
 */
export function createPlanProduct(dependencies: PlanProductDependencies): ProductPort {
  return {
    label: "Plano do perfil",
    ledgerKind: "purchase",
    payableFromWallet: true,

    async quote(tx, actor, input) {
      if (!actor) throw new UnauthorizedError();
      const plan = PLAN_CATALOGUE.find((p) => p.id === input.planId && p.priceCents > 0);
      if (!plan) throw new ValidationError(PLAN_PRODUCT_MESSAGES.planInvalid);
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
      if (!profile) throw new NotFoundError(PLAN_PRODUCT_MESSAGES.profileNotFound);
      // A partner pays the plans of the memorials of the customers it created (simplified creation).
      const partnerOfOwner = actor.type === "partner" && profile.ownerCreatedBy === actor.id;
      // Otherwise the memorial's administrators (decision 040: editors never pay for it) or an admin.
      if (!partnerOfOwner) await requireMemorialRole(actor, profile.id, "administrator", { tx });
      // PIX and the wallet pay the cash price; a card, the price of the installments chosen.
      const amountCents = planChargeCents(plan, input.installments ?? 1);
      if (amountCents === null) throw new ValidationError(PLAN_PRODUCT_MESSAGES.installments(plan));
      return {
        productRefId: profile.id,
        planId: plan.id as PaidPlanId,
        amountCents,
        description: `Plano ${plan.name} do memorial de ${profile.name}`,
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
      await dependencies.afterPlanStarted(tx, payment.productRefId);
      const voucher = await grantVoucher(tx, term.ownerUserId, term.voucherCents, payment.id, now);
      return { delivered: true, ref: { planContractId: term.planContractId, voucherId: voucher.id } };
    },

    async reverse(tx, payment, now) {
      const ref = payment.fulfilmentRef ?? {};
      await endPlanTerm(tx, { profileId: payment.productRefId, planContractId: ref.planContractId, now });
      if (ref.voucherId) await revokeVoucher(tx, ref.voucherId, payment.id);
    },

    // Once paid, the page goes on to the memorial (its list when the payer may not see it).
    async describe(viewer, payment) {
      const view = await loadViewableProfileById({ viewer, profileId: payment.productRefId }).catch(() => null);
      return { next: view?.profile.username ? profileHref(view.profile.username) : "/profiles" };
    },
  };
}

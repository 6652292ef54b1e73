import { and, desc, eq, gt, inArray, lte, max, ne } from "drizzle-orm";
import { contracts, planContracts, plans, profiles } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { cancelPrintOrders, openPlaqueOrder, openPrintOrder } from "~/features/plaques/index.server";
import { setProfileType } from "~/features/profiles/index.server";
import type { ProfileTypeId } from "./plan-changes.schema";
import { DAY_MS, schedulePlanTermJobs } from "./plan-life-jobs.server";
import { PLAN_CATALOGUE } from "./plans.catalog";

/** A paid plan runs for the contract term (DECISIONS: 180 days). */
export const PLAN_TERM_DAYS = 180;

export type PaidPlanId = "Ouro" | "Platina" | "Diamante";
export const PAID_PLANS: PaidPlanId[] = ["Ouro", "Platina", "Diamante"];

/**
 * The one way a paid plan becomes a profile's: a contract of one term (a renewal starts when the
 * running term ends, so no paid day is lost), the profile's type, the profile activated, and its
 * QR plaque ordered (an order waiting for the address when the memorial has none; decision 042),
 * and its printed cards ordered (decision 049: 50, 100 or 150 by plan, sent to the plaque's address).
 * Called by a payment's fulfilment and by an admin's assignment, in the caller's transaction.
 * Returns undefined when the profile does not exist.
 */
export async function startPlanTerm(
  tx: Tx,
  input: { profileId: string; planId: PaidPlanId; amountCents: number; now: Date },
): Promise<{ planContractId: string; ownerUserId: string; voucherCents: number } | undefined> {
  const plan = PLAN_CATALOGUE.find((p) => p.id === input.planId)!;
  const [profile] = await tx
    .select({ userId: profiles.userId })
    .from(profiles)
    .where(eq(profiles.id, input.profileId))
    .for("update");
  if (!profile) return undefined;
  await tx.insert(plans).values(plan).onConflictDoNothing({ target: plans.id });
  const [running] = await tx
    .select({ endsAt: planContracts.endsAt })
    .from(planContracts)
    .where(and(eq(planContracts.profileId, input.profileId), eq(planContracts.status, "active")))
    .orderBy(desc(planContracts.endsAt))
    .limit(1);
  const startsAt = running?.endsAt && running.endsAt > input.now ? running.endsAt : input.now;
  const [version] = await tx
    .select({ version: max(contracts.version) })
    .from(contracts)
    .where(eq(contracts.key, plan.contractKey));
  const endsAt = new Date(startsAt.getTime() + PLAN_TERM_DAYS * DAY_MS);
  const [contract] = await tx
    .insert(planContracts)
    .values({
      profileId: input.profileId,
      userId: profile.userId,
      planId: plan.id,
      contractKey: plan.contractKey,
      contractVersion: version?.version ?? 1,
      amountCents: input.amountCents,
      status: "active",
      startsAt,
      endsAt,
    })
    .returning({ id: planContracts.id });
  await schedulePlanTermJobs(tx, { planContractId: contract!.id, endsAt });
  await setProfileType(tx, input.profileId, plan.id, { activate: true });
  await openPlaqueOrder(tx, { profileId: input.profileId, planId: input.planId, now: input.now });
  await openPrintOrder(tx, {
    profileId: input.profileId,
    planContractId: contract!.id,
    planId: input.planId,
    now: input.now,
  });
  return { planContractId: contract!.id, ownerUserId: profile.userId, voucherCents: plan.voucherCents };
}

/**
 * Undoes a paid term whose payment was refunded or charged back: its contract is cancelled and
 * the memorial settles on the plan still in force (decision 047: the same step as a lapse). The
 * term's printed cards not sent yet are cancelled (decision 049).
 */
export async function endPlanTerm(
  tx: Tx,
  input: { profileId: string; planContractId?: string; now?: Date },
): Promise<void> {
  if (input.planContractId) {
    await tx.update(planContracts).set({ status: "cancelled" }).where(eq(planContracts.id, input.planContractId));
    await cancelPrintOrders(tx, {
      profileId: input.profileId,
      planContractId: input.planContractId,
      reason: "refund",
      now: input.now ?? new Date(),
    });
  }
  await settleMemorialPlan(tx, input.profileId, input.now ?? new Date());
}

/**
 * The one step by which a memorial's plan follows its terms (a lapse, a refund, a chargeback):
 * paid terms ended by `now` are marked expired, and the memorial shows the paid plan still in force
 * (the latest to end, a renewal waiting to start included), else Free. Nothing of the family's is
 * deleted: what the Free plan does not show is only hidden (decision 047); printed cards not sent
 * yet are cancelled once no paid term is left (decision 049). Idempotent.
 * Returns the plan the memorial shows afterwards.
 */
export async function settleMemorialPlan(tx: Tx, profileId: string, now: Date): Promise<ProfileTypeId> {
  await tx
    .update(planContracts)
    .set({ status: "expired" })
    .where(
      and(
        eq(planContracts.profileId, profileId),
        eq(planContracts.status, "active"),
        inArray(planContracts.planId, PAID_PLANS),
        lte(planContracts.endsAt, now),
      ),
    );
  const [still] = await tx
    .select({ planId: planContracts.planId })
    .from(planContracts)
    .where(
      and(
        eq(planContracts.profileId, profileId),
        eq(planContracts.status, "active"),
        inArray(planContracts.planId, PAID_PLANS),
        gt(planContracts.endsAt, now),
      ),
    )
    .orderBy(desc(planContracts.endsAt))
    .limit(1);
  const plan = still?.planId ?? "Free";
  await setProfileType(tx, profileId, plan);
  if (plan === "Free") await cancelPrintOrders(tx, { profileId, reason: "lapse", now });
  return plan;
}

/** Whether a paid plan's term is running for the profile now. */
export async function hasPaidTermInForce(tx: Tx, profileId: string, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: planContracts.id })
    .from(planContracts)
    .where(
      and(
        eq(planContracts.profileId, profileId),
        eq(planContracts.status, "active"),
        ne(planContracts.planId, "Free"),
        gt(planContracts.endsAt, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

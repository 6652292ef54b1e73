import { and, eq, isNotNull } from "drizzle-orm";
import { payments, planChanges, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import {
  assignmentReasonSchema,
  PLAN_CHANGE_MESSAGES as M,
  PROFILE_TYPES,
  type ProfileTypeId,
} from "./plan-changes.schema";
import { hasPaidTermInForce, type PaidPlanId, startPlanTerm } from "./plan-term.server";
import { markProfileActivated, requireMemorialRole, setProfileType } from "~/features/profiles/index.server";
import { sendPlaqueAddressRequest } from "~/features/plaques/index.server";
import { logger } from "~/shared/logger.server";

/** How a profile stands after a plan call, and whether the call changed it. */
export interface PlanChangeResult {
  profileId: string;
  profileType: ProfileTypeId;
  activated: boolean;
  changed: boolean;
  message: string;
}

type LockedProfile = { id: string; userId: string; type: ProfileTypeId; activatedByUser: boolean };

const isAdmin = (actor: SessionUser) => actor.type === "admin";

function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/** The profile, locked for the rest of the transaction so concurrent plan calls queue up. */
async function lockProfile(tx: Tx, profileId: string): Promise<LockedProfile> {
  if (!isUuid(profileId)) throw new NotFoundError(M.profileNotFound);
  const [profile] = await tx
    .select({
      id: profiles.id,
      userId: profiles.userId,
      type: profiles.type,
      activatedByUser: profiles.activatedByUser,
    })
    .from(profiles)
    .where(eq(profiles.id, profileId))
    .for("update");
  if (!profile) throw new NotFoundError(M.profileNotFound);
  return profile;
}

/** The memorial's administrators (the owner, co-administrators; decision 040) or an admin. */
async function assertOwnerOrAdmin(tx: Tx, actor: SessionUser, profile: LockedProfile): Promise<void> {
  await requireMemorialRole(actor, profile.id, "administrator", { tx, notFound: M.profileNotFound });
}

/** Whether an approved (hence fulfilled) plan payment for the profile exists, for one plan or any. */
async function hasApprovedPlanPayment(tx: Tx, profileId: string, planId?: PaidPlanId): Promise<boolean> {
  const [row] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.product, "profile_plan"),
        eq(payments.productRefId, profileId),
        eq(payments.status, "approved"),
        isNotNull(payments.fulfilledAt),
        planId ? eq(payments.planId, planId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

function result(profile: LockedProfile, changed: boolean, message: string): PlanChangeResult {
  return {
    profileId: profile.id,
    profileType: profile.type,
    activated: profile.activatedByUser,
    changed,
    message,
  };
}

/** Free plan: the profile becomes Free and activated; refused while a paid term runs. */
async function applyFreePlan(tx: Tx, actor: SessionUser, profile: LockedProfile, now: Date, note?: string) {
  if (await hasPaidTermInForce(tx, profile.id, now)) throw new ConflictError(M.paidTermInForce);
  if (profile.type === "Free" && profile.activatedByUser) return result(profile, false, M.unchanged);
  await setProfileType(tx, profile.id, "Free", { activate: true });
  await tx.insert(planChanges).values({
    profileId: profile.id,
    actorUserId: actor.id,
    action: "activate_free_plan",
    reason: isAdmin(actor) && profile.userId !== actor.id ? "admin" : "free_plan",
    fromType: profile.type,
    toType: "Free",
    note: note ?? null,
    createdAt: now,
  });
  return result({ ...profile, type: "Free", activatedByUser: true }, true, M.freeActivated);
}

/**
 * `PUT profile/updateFreeProfileStatus/{id}`: the owner (or an admin) activates a profile on the
 * Free plan. A profile whose paid term runs is refused; an already active Free profile is a no-op.
 */
export async function activateFreePlan(
  actor: SessionUser | null,
  profileId: string,
  now = new Date(),
): Promise<PlanChangeResult> {
  const who = signedIn(actor);
  return inTransaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    await assertOwnerOrAdmin(tx, who, profile);
    return applyFreePlan(tx, who, profile, now);
  });
}

/**
 * An admin gives a profile a plan without payment (the panel's admin section, the 'Selecionar'
 * buttons): a paid plan starts a 180-day term through the same path as a paid activation, without
 * the plan's voucher (nothing was paid); Free activates the Free plan. Recorded with who did it and
 * the reason they wrote (required: an assignment gives away what others pay for). The request for
 * the plaque's address the term may have owed goes out once the assignment commits.
 */
export async function assignPlan(
  actor: SessionUser | null,
  profileId: string,
  type: unknown,
  reason: unknown,
  now = new Date(),
): Promise<PlanChangeResult> {
  const who = signedIn(actor);
  const assigned = await inTransaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    if (!isAdmin(who)) {
      await assertOwnerOrAdmin(tx, who, profile);
      throw new ForbiddenError(M.adminOnly);
    }
    const planId = parseType(type);
    const note = parseReason(reason);
    if (planId === "Free") return applyFreePlan(tx, who, profile, now, note);
    const term = await startPlanTerm(tx, { profileId: profile.id, planId, amountCents: 0, now });
    await tx.insert(planChanges).values({
      profileId: profile.id,
      actorUserId: who.id,
      action: "assign_plan",
      reason: "admin",
      fromType: profile.type,
      toType: planId,
      planContractId: term!.planContractId,
      note,
      createdAt: now,
    });
    return result({ ...profile, type: planId, activatedByUser: true }, true, M.planAssigned);
  });
  if (assigned.profileType !== "Free") {
    await sendPlaqueAddressRequest(assigned.profileId).catch((error: unknown) =>
      logger().error(
        { err: error, profile: { id: assigned.profileId } },
        "plaque address request not sent; it stays owed",
      ),
    );
  }
  return assigned;
}

function parseReason(reason: unknown): string {
  const parsed = assignmentReasonSchema.safeParse(reason);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? M.reasonRequired;
    throw new ValidationError(message, { reason: message });
  }
  return parsed.data;
}

function parseType(type: unknown): ProfileTypeId {
  if (typeof type !== "string" || !(PROFILE_TYPES as readonly string[]).includes(type)) {
    throw new ValidationError(M.invalidType, { profileType: M.invalidType });
  }
  return type as ProfileTypeId;
}

/** The reason recorded for an admin's `updateProfileType` call, which has no field for one. */
export const UPDATE_PROFILE_TYPE_REASON = "Plano alterado por um administrador pela chamada updateProfileType.";

/**
 * `PATCH profile/updateProfileType/{id}`: an admin assigns the plan; the owner may only ask for
 * Free (the Free plan's activation) or for the paid plan an approved payment already applied
 * (a no-op: the payment's fulfilment made the change). Anything else is refused and changes nothing.
 */
export async function changeProfileType(
  actor: SessionUser | null,
  profileId: string,
  type: unknown,
  now = new Date(),
): Promise<PlanChangeResult> {
  const who = signedIn(actor);
  // The old call carries no reason: the record says where the assignment came from.
  if (isAdmin(who)) return assignPlan(who, profileId, type, UPDATE_PROFILE_TYPE_REASON, now);
  return inTransaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    await assertOwnerOrAdmin(tx, who, profile);
    const planId = parseType(type);
    if (planId === "Free") return applyFreePlan(tx, who, profile, now);
    if (profile.type === planId && (await hasApprovedPlanPayment(tx, profile.id, planId))) {
      return result(profile, false, M.unchanged);
    }
    throw new ForbiddenError(M.paymentRequired);
  });
}

/**
 * `PUT profile/aproveProfile/{id}`: activates the profile. An admin may always; the owner only
 * when an approved payment for the profile's plan exists (its fulfilment normally activated it).
 */
export async function approveProfile(
  actor: SessionUser | null,
  profileId: string,
  now = new Date(),
): Promise<PlanChangeResult> {
  const who = signedIn(actor);
  return inTransaction(async (tx) => {
    const profile = await lockProfile(tx, profileId);
    await assertOwnerOrAdmin(tx, who, profile);
    const byAdmin = isAdmin(who);
    if (!byAdmin && !(await hasApprovedPlanPayment(tx, profile.id))) {
      throw new ForbiddenError(M.approvalRequiresPayment);
    }
    if (profile.activatedByUser) return result(profile, false, M.alreadyApproved);
    await markProfileActivated(tx, profile.id);
    await tx.insert(planChanges).values({
      profileId: profile.id,
      actorUserId: who.id,
      action: "approve_profile",
      reason: byAdmin ? "admin" : "payment",
      fromType: profile.type,
      toType: profile.type,
      createdAt: now,
    });
    return result({ ...profile, activatedByUser: true }, true, M.profileApproved);
  });
}

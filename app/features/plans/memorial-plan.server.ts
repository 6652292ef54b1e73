import { and, desc, eq, max, ne } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planChanges, planContracts, profiles, users } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { requireMemorialRole } from "~/features/profiles/index.server";
import { ForbiddenError, NotFoundError, UnauthorizedError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";
import { PLAN_CHANGE_MESSAGES as M, type ProfileTypeId } from "./plan-changes.schema";
import type { PaidPlanId } from "./plan-term.server";
import { PLAN_CATALOGUE } from "./plans.catalog";

/** A memorial's plan as its family sees it in the panel. */
export interface MemorialPlanStatus {
  /** The plan the memorial shows (its badge), or the paid plan that lapsed (then `lapsed`). */
  plan: ProfileTypeId;
  activated: boolean;
  /** When the last paid term (renewals included) ends; null when no paid term was ever started. */
  termEndsAt: Date | null;
  /** A paid plan whose terms have all ended: the memorial keeps it all but has the Free limits. */
  lapsed: boolean;
  /** Gallery photos the memorial may hold now. */
  photoLimit: number;
  /** What the plan includes (the catalogue's lines, as the plan cards show them). */
  features: string[];
  physicalCards: number;
  /** The paid plans above this one, for 'Mudar de plano'. */
  upgrades: PaidPlanId[];
}

const PAID: PaidPlanId[] = ["Ouro", "Platina", "Diamante"];
const planOf = (id: ProfileTypeId) => PLAN_CATALOGUE.find((plan) => plan.id === id)!;

/**
 * The plan, its term and what it includes, for anyone who helps manage the memorial (editors
 * included: they see the plan, only administrators are offered to pay for one).
 */
export async function memorialPlanStatus(
  actor: SessionUser | null,
  profileId: string,
  now = new Date(),
): Promise<MemorialPlanStatus> {
  await requireMemorialRole(actor, profileId, "editor");
  const [row] = await db()
    .select({ type: profiles.type, activated: profiles.activatedByUser, termEndsAt: max(planContracts.endsAt) })
    .from(profiles)
    .leftJoin(
      planContracts,
      and(
        eq(planContracts.profileId, profiles.id),
        eq(planContracts.status, "active"),
        ne(planContracts.planId, "Free"),
      ),
    )
    .where(eq(profiles.id, profileId))
    .groupBy(profiles.id);
  let plan = row!.type;
  let termEndsAt = row!.termEndsAt ? new Date(row!.termEndsAt) : null;
  let lapsed = plan !== "Free" && (termEndsAt === null || termEndsAt <= now);
  if (plan === "Free") {
    // A paid plan whose term ended (decision 047): the family sees which, since when, and renews it.
    const [ended] = await db()
      .select({ planId: planContracts.planId, endsAt: planContracts.endsAt })
      .from(planContracts)
      .where(
        and(
          eq(planContracts.profileId, profileId),
          eq(planContracts.status, "expired"),
          ne(planContracts.planId, "Free"),
        ),
      )
      .orderBy(desc(planContracts.endsAt))
      .limit(1);
    if (ended?.endsAt) [plan, termEndsAt, lapsed] = [ended.planId, ended.endsAt, true];
  }
  const catalogue = planOf(plan);
  return {
    plan,
    activated: row!.activated,
    termEndsAt,
    lapsed,
    photoLimit: planOf(lapsed ? "Free" : plan).photoLimit,
    features: catalogue.features,
    physicalCards: catalogue.physicalCards,
    upgrades: PAID.filter((id) => planOf(id).position > catalogue.position),
  };
}

/** One plan change made through the profile calls (an admin's assignment, a Free activation...). */
export interface PlanChangeRecord {
  id: string;
  action: "activate_free_plan" | "assign_plan" | "approve_profile";
  fromType: ProfileTypeId;
  toType: ProfileTypeId;
  /** Who made it: the name on their account. */
  actorName: string;
  /** The admin's reason, when one was given. */
  note: string | null;
  createdAt: Date;
}

/** The memorial's plan changes, newest first (the last 20): for site admins only. */
export async function listPlanChanges(actor: SessionUser | null, profileId: string): Promise<PlanChangeRecord[]> {
  if (!actor) throw new UnauthorizedError();
  if (actor.type !== "admin") throw new ForbiddenError(M.adminOnly);
  if (!isUuid(profileId)) throw new NotFoundError(M.profileNotFound);
  return db()
    .select({
      id: planChanges.id,
      action: planChanges.action,
      fromType: planChanges.fromType,
      toType: planChanges.toType,
      actorName: users.name,
      note: planChanges.note,
      createdAt: planChanges.createdAt,
    })
    .from(planChanges)
    .innerJoin(users, eq(users.id, planChanges.actorUserId))
    .where(eq(planChanges.profileId, profileId))
    .orderBy(desc(planChanges.createdAt), desc(planChanges.id))
    .limit(20);
}

import { and, asc, eq, inArray, lte, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planContracts, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import type { JobContext } from "~/shared/jobs/jobs.server";
import { logger } from "~/shared/logger.server";
import type { ProfileTypeId } from "./plan-changes.schema";
import {
  DAY_MS,
  PLAN_LIFE_SWEEP_MS,
  type PlanTermJob,
  type PlanTermReminderJob,
  schedulePlanLifeSweep,
} from "./plan-life-jobs.server";
import { type PlanLifeDependencies, reminderDue, remindPlanTermEnd } from "./plan-reminders.server";
import { PAID_PLANS, settleMemorialPlan } from "./plan-term.server";

/** At most this many memorials are settled, and terms reminded, per sweep (the next one goes on). */
const SWEEP_BATCH = 500;

/**
 * Settles the memorial whose paid terms may have ended by `now` (decision 047): one transaction
 * under the profile's row lock; the memorial moves to the paid plan still in force, else Free.
 * Idempotent. Returns the plan it shows afterwards, or undefined when it does not exist.
 */
export function lapseMemorialPlan(profileId: string, now = new Date()): Promise<ProfileTypeId | undefined> {
  return inTransaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id })
      .from(profiles)
      .where(eq(profiles.id, profileId))
      .for("update");
    if (!profile) return undefined;
    return settleMemorialPlan(tx, profileId, now);
  });
}

/** Up to this far ahead of a term's end by this process's clock, the end's job waits and tries again. */
const CLOCK_SKEW_MS = 10 * 60 * 1000;

/**
 * The job at a term's last moment: the memorial settles on what is still in force. The queue
 * starts it by the database's clock; when this process's clock is a little behind, the attempt
 * fails and is retried shortly (anything else the sweep settles).
 */
export async function runPlanTermEnd({ payload }: JobContext<PlanTermJob>, now = new Date()): Promise<void> {
  const [term] = await db()
    .select({ profileId: planContracts.profileId, endsAt: planContracts.endsAt })
    .from(planContracts)
    .where(eq(planContracts.id, payload.planContractId));
  // A memorial deleted since has nothing to settle.
  if (!term) return;
  const ahead = (term.endsAt?.getTime() ?? 0) - now.getTime();
  if (ahead > 0 && ahead <= CLOCK_SKEW_MS) throw new Error("plan term not over yet by this clock; trying again");
  await lapseMemorialPlan(term.profileId, now);
}

/** The periodic sweep: ends what has ended, reminds what is due; returns what it did. */
export async function sweepPlanLife(
  dependencies: PlanLifeDependencies,
  now = new Date(),
): Promise<{ lapsed: number; reminded: number }> {
  const ended = await db()
    .selectDistinct({ profileId: planContracts.profileId })
    .from(planContracts)
    .where(
      and(
        eq(planContracts.status, "active"),
        inArray(planContracts.planId, PAID_PLANS),
        lte(planContracts.endsAt, now),
      ),
    )
    .limit(SWEEP_BATCH);
  for (const { profileId } of ended) await lapseMemorialPlan(profileId, now);

  const ending = await db()
    .select({ id: planContracts.id, endsAt: planContracts.endsAt })
    .from(planContracts)
    .where(
      and(
        eq(planContracts.status, "active"),
        inArray(planContracts.planId, PAID_PLANS),
        gt(planContracts.endsAt, now),
        lte(planContracts.endsAt, new Date(now.getTime() + 15 * DAY_MS)),
      ),
    )
    .orderBy(asc(planContracts.endsAt))
    .limit(SWEEP_BATCH);
  let reminded = 0;
  for (const term of ending) {
    const days = reminderDue(term.endsAt!, now);
    try {
      if (days && (await remindPlanTermEnd(term.id, days, dependencies, now))) reminded += 1;
    } catch (error) {
      logger().error(
        { err: error, planContract: { id: term.id } },
        "plan term reminder not sent; the next sweep tries again",
      );
    }
  }
  return { lapsed: ended.length, reminded };
}

/** The handlers of the plan's life jobs, given what they need from above (composition root). */
export function planLifeJobHandlers(dependencies: PlanLifeDependencies) {
  return {
    reminder: async ({ payload }: JobContext<PlanTermReminderJob>) => {
      await remindPlanTermEnd(payload.planContractId, payload.days, dependencies);
    },
    end: (job: JobContext<PlanTermJob>) => runPlanTermEnd(job),
    sweep: async () => {
      const now = new Date();
      // The next run is owed first: a sweep that fails (and is retried) never breaks the chain.
      await schedulePlanLifeSweep(now, PLAN_LIFE_SWEEP_MS);
      const done = await sweepPlanLife(dependencies, now);
      if (done.lapsed || done.reminded) logger().info(done, "plan life sweep");
    },
  };
}

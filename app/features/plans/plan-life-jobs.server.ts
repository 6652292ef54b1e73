import type { Tx } from "~/db/transaction.server";
import { enqueueJob } from "~/shared/jobs/jobs.server";

/**
 * The plan's life on the job queue (decision 047): each paid term owes, when it starts, a reminder
 * to the memorial's administrators 15 and 3 days before it ends and the end itself at its last
 * moment; a periodic sweep catches whatever those jobs missed (terms started before this release,
 * a job failed for good, a clock that ran early).
 */
export const PLAN_TERM_REMINDER_JOB = "plan-term-reminder";
export const PLAN_TERM_END_JOB = "plan-term-end";
export const PLAN_LIFE_SWEEP_JOB = "plan-life-sweep";

/** Days before a term's end at which its administrators are reminded, farthest first. */
export const REMINDER_DAYS = [15, 3] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

export const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the sweep runs (each run owes the next). */
export const PLAN_LIFE_SWEEP_MS = 60 * 60 * 1000;

export interface PlanTermJob {
  planContractId: string;
}
export interface PlanTermReminderJob extends PlanTermJob {
  days: ReminderDays;
}

/** Owes a new term's reminders and its end, in the transaction that starts it. */
export async function schedulePlanTermJobs(tx: Tx, term: { planContractId: string; endsAt: Date }): Promise<void> {
  const { planContractId, endsAt } = term;
  for (const days of REMINDER_DAYS) {
    await enqueueJob<PlanTermReminderJob>(
      PLAN_TERM_REMINDER_JOB,
      { planContractId, days },
      { tx, singletonKey: `${planContractId}:${days}`, startAfter: new Date(endsAt.getTime() - days * DAY_MS) },
    );
  }
  await enqueueJob<PlanTermJob>(
    PLAN_TERM_END_JOB,
    { planContractId },
    { tx, singletonKey: planContractId, startAfter: endsAt },
  );
}

/** Owes the next sweep, `afterMs` from `now` (once: a sweep already waiting is kept). */
export function schedulePlanLifeSweep(now = new Date(), afterMs = 0): Promise<string> {
  return enqueueJob(PLAN_LIFE_SWEEP_JOB, {}, { singletonKey: "sweep", startAfter: new Date(now.getTime() + afterMs) });
}

// The public entry of plans's server services: what other features, pages and the app may import.
export { planChangesApi } from "./api/plan-changes.api";
export { plansApi } from "./api/plans.api";
export { photoLimit } from "./photo-limit.server";
export type { PhotoLimit } from "./photo-limit.server";
export { listPlanChanges, memorialPlanStatus } from "./memorial-plan.server";
export type { MemorialPlanStatus, PlanChangeRecord } from "./memorial-plan.server";
export { activateFreePlan, assignPlan } from "./plan-changes.server";
export { createPlanProduct } from "./plan-product.server";
export { listPlans, syncPlans } from "./plans.server";
export {
  PLAN_LIFE_SWEEP_JOB,
  PLAN_TERM_END_JOB,
  PLAN_TERM_REMINDER_JOB,
  schedulePlanLifeSweep,
} from "./plan-life-jobs.server";
export { lapseMemorialPlan, planLifeJobHandlers, sweepPlanLife } from "./plan-life.server";
export { planEndChanges, remindPlanTermEnd, renewalPath } from "./plan-reminders.server";
export type { PlanLifeDependencies } from "./plan-reminders.server";
export { plansPersonalData } from "./personal-data.server";

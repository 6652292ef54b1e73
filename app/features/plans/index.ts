// The public entry of plans (client-safe): what other features, pages and the app may import.
export { planChangesContract } from "./api/plan-changes.contract";
export { plansContract } from "./api/plans.contract";
export { PlanGrid } from "./components/plan-grid";
export type { PlanCardData } from "./components/plan-grid";
export { PLAN_CATALOGUE, planCardOptions, planCardOptionsOf, planChargeCents, planPriceText } from "./plans.catalog";
export { MAX_ASSIGNMENT_REASON, PROFILE_TYPES } from "./plan-changes.constants";
export { assignPlanBodySchema } from "./plan-changes.schema";

/** The schema of the admin's plan assignment, loaded when its form is first used (decision 053). */
export const loadAssignPlanSchema = () =>
  import("./plan-changes.schema").then(({ assignPlanBodySchema }) => assignPlanBodySchema);

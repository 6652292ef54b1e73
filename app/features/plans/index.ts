// The public entry of plans (client-safe): what other features, pages and the app may import.
export { planChangesContract } from "./api/plan-changes.contract";
export { plansContract } from "./api/plans.contract";
export { PlanGrid } from "./components/plan-grid";
export type { PlanCardData } from "./components/plan-grid";
export { PLAN_CATALOGUE, planCardOptions, planCardOptionsOf, planChargeCents, planPriceText } from "./plans.catalog";
export { MAX_ASSIGNMENT_REASON, PROFILE_TYPES } from "./plan-changes.constants";
export { assignPlanBodySchema } from "./plan-changes.schema";

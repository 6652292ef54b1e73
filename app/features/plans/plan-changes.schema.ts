import { z } from "zod";
import { MAX_ASSIGNMENT_REASON, PLAN_CHANGE_MESSAGES, PROFILE_TYPES } from "./plan-changes.constants";

// The texts and lists live beside, without Zod: screens import them, and this module (Zod with
// it) only where a schema is needed (decision 053).
export { MAX_ASSIGNMENT_REASON, PLAN_CHANGE_MESSAGES, PROFILE_TYPES } from "./plan-changes.constants";
export type { ProfileTypeId } from "./plan-changes.constants";

/** The body of `updateProfileType` and `assignPlan`: the plan the profile should have. */
export const profileTypeBodySchema = z.object({
  profileType: z.enum(PROFILE_TYPES, { error: PLAN_CHANGE_MESSAGES.invalidType }),
});

/** Why an admin assigns a plan without payment: required, trimmed, at most 500 characters. */
export const assignmentReasonSchema = z.preprocess(
  (value) => (typeof value === "string" ? value.trim() : value),
  z
    .string({ error: PLAN_CHANGE_MESSAGES.reasonRequired })
    .min(1, PLAN_CHANGE_MESSAGES.reasonRequired)
    .max(MAX_ASSIGNMENT_REASON, PLAN_CHANGE_MESSAGES.reasonTooLong),
);

/** The body of `assignPlan`: the plan, and the admin's reason (recorded with the change). */
export const assignPlanBodySchema = profileTypeBodySchema.extend({ reason: assignmentReasonSchema });

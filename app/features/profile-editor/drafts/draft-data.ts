import { z } from "zod";
import { type AboutStep, type BasicsStep, WIZARD_MESSAGES as M } from "../steps/profile-form.schema";

export const PLAN_IDS = ["Free", "Ouro", "Platina", "Diamante"] as const;
export type PlanId = (typeof PLAN_IDS)[number];
export const planChoiceSchema = z.object({ plan: z.enum(PLAN_IDS, { message: M.planRequired }) });

/** A plan id from the address (`?plano=`), or undefined when it is none. */
export function planIdOf(value: unknown): PlanId | undefined {
  return (PLAN_IDS as readonly unknown[]).includes(value) ? (value as PlanId) : undefined;
}

/** What a draft holds, step by step (the security answers are never part of it). */
export type DraftData = {
  basics?: BasicsStep;
  about?: AboutStep;
  plan?: PlanId;
  /** A plan chosen on the plans page before the wizard began: step 5 opens on it. */
  suggestedPlan?: PlanId;
  /** Step 6 saved the plaque's shipping address (the checkout opens only after it). */
  addressSaved?: boolean;
  /** The optional photo of step 1, stored through the image pipeline (the profile takes it at step 4). */
  portrait?: { imagePath: string };
};

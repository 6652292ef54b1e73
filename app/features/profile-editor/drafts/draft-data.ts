import { z } from "zod";
import { FORM_PARTS } from "../steps/form-parts";
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

/** The draft's own notes beside the steps' parts, each dropped alone when it is not what it should be. */
const draftNotes = z.object({
  plan: z.enum(PLAN_IDS).optional().catch(undefined),
  suggestedPlan: z.enum(PLAN_IDS).optional().catch(undefined),
  addressSaved: z.literal(true).optional().catch(undefined),
  // What `processUpload` names a portrait: never a path the draft could point elsewhere with.
  portrait: z
    .object({ imagePath: z.string().regex(/^profiles\/[0-9a-f]{16}$/) })
    .optional()
    .catch(undefined),
});

const DRAFT_PARTS = ["basics", "about"] as const;

/**
 * A draft's stored data as it is read back: each step's part through that step's own schema (as on
 * the day it was saved), the notes through theirs. A part that no longer passes (tampered, or
 * written by an older version) is dropped, so the person types that step again instead of it
 * flowing on unchecked.
 */
export function readDraftData(stored: unknown, today: string): DraftData {
  const raw = stored && typeof stored === "object" && !Array.isArray(stored) ? (stored as Record<string, unknown>) : {};
  const notes = draftNotes.parse(raw);
  const data: DraftData = Object.fromEntries(Object.entries(notes).filter(([, value]) => value !== undefined));
  for (const key of DRAFT_PARTS) {
    const parsed = FORM_PARTS[key].schema(today).safeParse(raw[key]);
    if (parsed.success) Object.assign(data, { [key]: parsed.data });
  }
  return data;
}

/** The first step whose part the draft lacks (its data must be typed again), or none. */
export function firstMissingStep(data: DraftData): number | null {
  const missing = DRAFT_PARTS.findIndex((key) => !data[key]);
  return missing < 0 ? null : missing + 1;
}

import { eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profileDrafts } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { activateFreePlan, assignPlan } from "~/features/plans/index.server";
import { UnauthorizedError, ValidationError } from "~/shared/http/errors";
import { WIZARD_MESSAGES as M } from "../steps/profile-form.schema";
import { planChoiceSchema } from "./draft-data";
import { choosePaidPlan, DRAFT_MESSAGES, getDraft, type ProfileDraft } from "./profile-drafts.server";

/** The reason recorded when an admin creating a memorial picks its plan in the wizard. */
const ADMIN_CREATION_REASON = "Plano escolhido por um administrador na criação do memorial.";

export type PlanOutcome =
  /** The plan is in force (Free, or assigned by an admin): the draft is done, the memorial opens. */
  | { next: "profile"; username: string }
  /** A paid plan waits for its address, contacts and payment (steps 6 to 8). */
  | { next: "address"; draft: ProfileDraft };

/**
 * Step 5 (spec, part 2 section 4): an admin's choice is assigned without payment; Free activates at
 * once; any other plan is remembered and the wizard goes on to step 6. The plan rules themselves
 * are plan-changes.server.ts's (a paid plan is never activated here).
 */
export async function choosePlan(
  actor: SessionUser | null,
  draftId: unknown,
  input: unknown,
  now = new Date(),
): Promise<PlanOutcome> {
  if (!actor) throw new UnauthorizedError();
  const draft = await getDraft(actor, draftId);
  const parsed = planChoiceSchema.safeParse(input);
  if (!parsed.success) throw new ValidationError(M.planRequired, { plan: M.planRequired });
  if (!draft.profileId || !draft.profileUsername) throw new ValidationError(DRAFT_MESSAGES.earlierStepsFirst);
  const { plan } = parsed.data;
  if (actor.type === "admin" || plan === "Free") {
    if (actor.type === "admin") await assignPlan(actor, draft.profileId, plan, ADMIN_CREATION_REASON, now);
    else await activateFreePlan(actor, draft.profileId, now);
    await db().delete(profileDrafts).where(eq(profileDrafts.id, draft.id));
    return { next: "profile", username: draft.profileUsername };
  }
  return { next: "address", draft: await choosePaidPlan(actor, draft.id, plan, { now }) };
}

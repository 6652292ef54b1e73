import { ConflictError } from "~/shared/http/errors";
import type { SessionUser } from "~/shared/auth/session-user";
import type { DraftData } from "../drafts/draft-data";
import { DRAFT_MESSAGES, type ProfileDraft, saveDraftMemorial, saveDraftPart } from "../drafts/profile-drafts.server";
import { completeStoredProfile } from "../store/complete-profile.server";
import { assertHandleFree, writeAbout, writeAccess, writeBasics, writeProfilePart } from "../store/profile-form.server";
import { FORM_PARTS } from "./form-parts";
import { todayInSaoPaulo, WIZARD_MESSAGES as M } from "./profile-form.schema";
import { parseOrRefuse } from "./validate";

/**
 * Where a wizard keeps the form while it is filled in: the owner's draft (the creation; `null`
 * starts one at step 1) or the memorial itself (the completion: it exists and is its administrator's).
 */
export type StepTarget = { draftId: string | null } | { profileId: string };

export interface SaveContext {
  actor: SessionUser | null;
  target: StepTarget;
  now?: Date;
  /** A new draft's step 1: the plan chosen on the plans page, offered first at step 5. */
  suggestedPlan?: DraftData["suggestedPlan"];
  /** A draft's step 1: the photo, when one was sent (kept when none is: the earlier one stays). */
  portrait?: DraftData["portrait"];
  /** A draft's step 4: a scanned plaque waiting in the visitor's cookie, linked to the saved memorial. */
  plaqueHash?: string;
}

export interface StepSaved {
  /** The draft after the save (creation). */
  draft: ProfileDraft | null;
  /** The memorial the save wrote, or created (null when a repeated step 4 found it saved already). */
  profile: { id: string; username: string } | null;
}

/** A step's save: its input checked on the server with the step's schema, then written where the wizard keeps it. */
export type StepSave = (ctx: SaveContext, input: unknown) => Promise<StepSaved>;

const inDraft = (draft: ProfileDraft): StepSaved => ({ draft, profile: null });
const inProfile = (profile: StepSaved["profile"]): StepSaved => ({ draft: null, profile });
const today = (ctx: SaveContext) => todayInSaoPaulo(ctx.now);

/** The basics; the handle checked free (in a draft: no memorial has it; in a memorial: no other one). */
const saveBasics: StepSave = async (ctx, input) => {
  const basics = parseOrRefuse(FORM_PARTS.basics.schema(today(ctx)), input, M.nameRequired);
  if ("profileId" in ctx.target) {
    return inProfile(await writeProfilePart(ctx.actor, ctx.target.profileId, (tx, id) => writeBasics(tx, id, basics)));
  }
  const photo = ctx.portrait ? { portrait: ctx.portrait } : {};
  const draft = await saveDraftPart(
    ctx.actor,
    ctx.target.draftId,
    1,
    async (data, tx) => {
      await assertHandleFree(tx, basics.username.slice(1));
      return { ...data, basics, ...photo };
    },
    { now: ctx.now, start: { suggestedPlan: ctx.suggestedPlan } },
  );
  return inDraft(draft);
};

/** The about part: blank interest and kinship rows dropped, both lists replaced whole. */
const saveAbout: StepSave = async (ctx, input) => {
  const about = parseOrRefuse(FORM_PARTS.about.schema(), input, M.nameRequired);
  if ("profileId" in ctx.target) {
    return inProfile(await writeProfilePart(ctx.actor, ctx.target.profileId, (tx, id) => writeAbout(tx, id, about)));
  }
  return inDraft(await saveDraftPart(ctx.actor, ctx.target.draftId, 2, async (data) => ({ ...data, about }), ctx));
};

/** The review: confirms the privacy choice of the form read over. */
const saveReview: StepSave = async (ctx, input) => {
  const { access } = parseOrRefuse(FORM_PARTS.review.schema(), input, M.accessRequired);
  if ("profileId" in ctx.target) {
    return inProfile(await writeProfilePart(ctx.actor, ctx.target.profileId, (tx, id) => writeAccess(tx, id, access)));
  }
  const draft = await saveDraftPart(
    ctx.actor,
    ctx.target.draftId,
    3,
    async (data) => {
      if (!data.about || !data.basics) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
      return { ...data, about: { ...data.about, access } };
    },
    ctx,
  );
  return inDraft(draft);
};

/**
 * The security answers end the form, so saving them saves the memorial whole: a draft becomes a
 * new (unactivated) memorial; an existing memorial is completed and goes live. Either way the
 * answers are kept only as hashes.
 */
const saveSecurity: StepSave = async (ctx, input) => {
  const answers = parseOrRefuse(FORM_PARTS.security.schema(), input, M.motherNameRequired);
  if ("profileId" in ctx.target) {
    return inProfile(await completeStoredProfile(ctx.actor, ctx.target.profileId, answers, ctx));
  }
  return saveDraftMemorial(ctx.actor, ctx.target.draftId, answers, ctx);
};

/** One save per step of the memorial's form, whichever wizard shows it (the tables join them by key). */
export const STEP_SAVES: Record<string, StepSave> = {
  basics: saveBasics,
  about: saveAbout,
  review: saveReview,
  security: saveSecurity,
};

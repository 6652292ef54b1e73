import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profileDrafts, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, NotFoundError } from "~/shared/http/errors";
import { createProfileInTx, type RegisteredProfile, validateProfileForm } from "../store/create-profile.server";
import { signedIn } from "../store/profile-form.server";
import { type SecurityStep, todayInSaoPaulo } from "../steps/profile-form.schema";
import { type DraftData, firstMissingStep, type PlanId, readDraftData } from "./draft-data";

export const DRAFT_MESSAGES = {
  notFound: "Rascunho não encontrado.",
  alreadySaved: "Este perfil já foi salvo; continue pela escolha do plano.",
  earlierStepsFirst: "Preencha as etapas anteriores antes de continuar.",
} as const;

export interface ProfileDraft {
  id: string;
  step: number;
  data: DraftData;
  profileId: string | null;
  /** The saved profile's handle (without '@'), once step 4 saved it. */
  profileUsername: string | null;
  createdAt: Date;
  updatedAt: Date;
}

function draftRows(tx: Tx) {
  return tx
    .select({
      id: profileDrafts.id,
      userId: profileDrafts.userId,
      step: profileDrafts.step,
      data: profileDrafts.data,
      profileId: profileDrafts.profileId,
      profileUsername: profiles.username,
      createdAt: profileDrafts.createdAt,
      updatedAt: profileDrafts.updatedAt,
    })
    .from(profileDrafts)
    .leftJoin(profiles, eq(profiles.id, profileDrafts.profileId));
}

/**
 * A stored row as the wizard may use it: its data checked again, part by part (`readDraftData`), and
 * the resume step brought back to the first step whose part was dropped, while steps 1 to 4 are open.
 */
function draftOf({ userId: _owner, ...row }: Awaited<ReturnType<typeof draftRows>>[number]): ProfileDraft {
  const data = readDraftData(row.data, todayInSaoPaulo());
  const missing = row.profileId ? null : firstMissingStep(data);
  return { ...row, data, step: Math.min(row.step, missing ?? row.step) };
}

/**
 * The draft, only for its owner: anyone else (admins included: a draft is private work) is told it
 * does not exist. `lock` holds the row for the rest of the transaction.
 */
export async function ownedDraft(tx: Tx, actor: SessionUser, draftId: unknown, lock = false): Promise<ProfileDraft> {
  if (!isUuid(draftId)) throw new NotFoundError(DRAFT_MESSAGES.notFound);
  const query = draftRows(tx).where(eq(profileDrafts.id, draftId));
  const [row] = lock ? await query.for("update", { of: profileDrafts }) : await query;
  if (!row || row.userId !== actor.id) throw new NotFoundError(DRAFT_MESSAGES.notFound);
  return draftOf(row);
}

export async function getDraft(actor: SessionUser | null, draftId: unknown): Promise<ProfileDraft> {
  return ownedDraft(db(), signedIn(actor), draftId);
}

/** My unfinished drafts, newest first (the index `profile_drafts_user_recent_idx`). */
export async function listMyDrafts(actor: SessionUser | null, limit = 10): Promise<ProfileDraft[]> {
  const who = signedIn(actor);
  const rows = await draftRows(db())
    .where(eq(profileDrafts.userId, who.id))
    .orderBy(desc(profileDrafts.updatedAt))
    .limit(limit);
  return rows.map(draftOf);
}

/** Gives a draft up. A profile it already saved stays (unactivated) among the person's profiles. */
export async function discardDraft(actor: SessionUser | null, draftId: unknown): Promise<void> {
  const who = signedIn(actor);
  await inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    await tx.delete(profileDrafts).where(eq(profileDrafts.id, draft.id));
  });
}

/** The step to go to after saving `saved`: the review when the person came from it, else the next one. */
export function nextStep(reached: number, saved: number): number {
  return saved < 3 && reached >= 3 ? 3 : saved + 1;
}

export async function store(
  tx: Tx,
  draft: ProfileDraft,
  saved: number,
  data: DraftData,
  now: Date,
): Promise<ProfileDraft> {
  const step = Math.max(draft.step, saved + 1);
  await tx.update(profileDrafts).set({ data, step, updatedAt: now }).where(eq(profileDrafts.id, draft.id));
  return { ...draft, data, step, updatedAt: now };
}

function assertEditable(draft: ProfileDraft, step: number): void {
  if (draft.profileId) throw new ConflictError(DRAFT_MESSAGES.alreadySaved);
  if (step > draft.step) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
}

/**
 * One step's part written into the owner's draft under the row's lock: the step must be open (none
 * past the one reached; steps 1 to 4 close once the memorial is saved) and the resume step moves
 * past it. Without a draft id, `start` begins a new one (step 1's first save: a GET never writes).
 */
export async function saveDraftPart(
  actor: SessionUser | null,
  draftId: unknown,
  step: number,
  part: (data: DraftData, tx: Tx) => Promise<DraftData>,
  options: { now?: Date; start?: DraftData } = {},
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  const now = options.now ?? new Date();
  return inTransaction(async (tx) => {
    if (draftId === null && options.start) {
      const data = await part(options.start, tx);
      const [created] = await tx
        .insert(profileDrafts)
        .values({ userId: who.id, step: step + 1, data, createdAt: now, updatedAt: now })
        .returning({ id: profileDrafts.id });
      return ownedDraft(tx, who, created!.id);
    }
    const draft = await ownedDraft(tx, who, draftId, true);
    assertEditable(draft, step);
    return store(tx, draft, step, await part(draft.data, tx), now);
  });
}

/**
 * Step 4: saves the memorial (spec: step 5 only after it is saved) from the draft's steps and the
 * answers, which are hashed and never stored in the draft. The draft row is locked, so a double
 * submit creates one memorial (the second finds it saved and answers no new profile).
 */
export async function saveDraftMemorial(
  actor: SessionUser | null,
  draftId: unknown,
  answers: SecurityStep,
  { now = new Date(), plaqueHash }: { now?: Date; plaqueHash?: string } = {},
): Promise<{ draft: ProfileDraft; profile: RegisteredProfile | null }> {
  const who = signedIn(actor);
  return inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    if (draft.profileId) return { draft, profile: null };
    assertEditable(draft, 4);
    const { basics, about } = draft.data;
    if (!basics || !about) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
    const form = validateProfileForm({ ...basics, ...about, ...answers }, now);
    const profile = await createProfileInTx(tx, {
      ownerId: who.id,
      form,
      plaqueHash,
      imagePath: draft.data.portrait?.imagePath ?? null,
      now,
    });
    await tx
      .update(profileDrafts)
      .set({ profileId: profile.id, step: 5, updatedAt: now })
      .where(and(eq(profileDrafts.id, draft.id), sql`${profileDrafts.profileId} is null`));
    return { draft: { ...draft, profileId: profile.id, profileUsername: profile.username, step: 5 }, profile };
  });
}

/** Step 5 with a paid plan: remembered for the address, contacts and checkout steps. */
export async function choosePaidPlan(
  actor: SessionUser | null,
  draftId: unknown,
  plan: Exclude<PlanId, "Free">,
  { now = new Date() }: { now?: Date } = {},
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  return inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    if (!draft.profileId) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
    return store(tx, draft, 5, { ...draft.data, plan }, now);
  });
}

/** The drafts that were creating this profile have served their purpose (its paid plan started), in the caller's transaction. */
export async function discardDraftsOfProfile(tx: Tx, profileId: string): Promise<void> {
  await tx.delete(profileDrafts).where(eq(profileDrafts.profileId, profileId));
}

import type { z } from "zod";
import { and, desc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { profileDrafts, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/features/ledger/ledger.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import {
  aboutSchema,
  basicsSchema,
  type DraftData,
  planChoiceSchema,
  reviewSchema,
  securitySchema,
  todayInSaoPaulo,
  WIZARD_MESSAGES as M,
} from "../steps/profile-form.schema";
import {
  createProfileInTx,
  isUsernameTaken,
  type RegisteredProfile,
  validateProfileForm,
} from "../creation/register-profile.server";

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

export function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/** A step's input through its schema; refusals name their fields (`kinships.0.name`) with the spec's messages. */
function validate<T>(schema: z.ZodType, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data as T;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  throw new ValidationError(result.error.issues[0]?.message ?? M.nameRequired, fields);
}

/**
 * The draft, only for its owner: anyone else (admins included: a draft is private work) is told it
 * does not exist. `lock` holds the row for the rest of the transaction.
 */
export async function ownedDraft(tx: Tx, actor: SessionUser, draftId: unknown, lock = false): Promise<ProfileDraft> {
  if (!isUuid(draftId)) throw new NotFoundError(DRAFT_MESSAGES.notFound);
  const query = tx
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
    .leftJoin(profiles, eq(profiles.id, profileDrafts.profileId))
    .where(eq(profileDrafts.id, draftId));
  const [row] = lock ? await query.for("update", { of: profileDrafts }) : await query;
  if (!row || row.userId !== actor.id) throw new NotFoundError(DRAFT_MESSAGES.notFound);
  const { userId: _owner, ...draft } = row;
  return { ...draft, data: draft.data as DraftData };
}

export async function getDraft(actor: SessionUser | null, draftId: unknown): Promise<ProfileDraft> {
  return ownedDraft(db(), signedIn(actor), draftId);
}

/** My unfinished drafts, newest first (the index `profile_drafts_user_recent_idx`). */
export async function listMyDrafts(actor: SessionUser | null, limit = 10): Promise<ProfileDraft[]> {
  const who = signedIn(actor);
  const rows = await db()
    .select({
      id: profileDrafts.id,
      step: profileDrafts.step,
      data: profileDrafts.data,
      profileId: profileDrafts.profileId,
      profileUsername: profiles.username,
      createdAt: profileDrafts.createdAt,
      updatedAt: profileDrafts.updatedAt,
    })
    .from(profileDrafts)
    .leftJoin(profiles, eq(profiles.id, profileDrafts.profileId))
    .where(eq(profileDrafts.userId, who.id))
    .orderBy(desc(profileDrafts.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row, data: row.data as DraftData }));
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

export interface SaveStepOptions {
  now?: Date;
  /** Step 1 of a new draft: the plan chosen on the plans page, offered first at step 5. */
  suggestedPlan?: DraftData["suggestedPlan"];
  /** A scanned plaque waiting in the visitor's cookie, linked when step 4 saves the profile. */
  plaqueHash?: string;
  /** Step 1's photo, when one was sent (kept when none is: the earlier one stays). */
  portrait?: DraftData["portrait"];
}

/**
 * Step 1 (basics): validated, the username checked free, then stored. Without a draft id a new
 * draft is started (the first save creates it: a GET never writes).
 */
export async function saveBasicsStep(
  actor: SessionUser | null,
  draftId: string | null,
  input: unknown,
  { now = new Date(), suggestedPlan, portrait }: SaveStepOptions = {},
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  const basics = validate<DraftData["basics"]>(basicsSchema(todayInSaoPaulo(now)), input)!;
  return inTransaction(async (tx) => {
    if (await isUsernameTaken(tx, basics.username.slice(1))) {
      throw new ConflictError(M.usernameTaken, { username: M.usernameTaken });
    }
    if (draftId === null) {
      const [created] = await tx
        .insert(profileDrafts)
        .values({ userId: who.id, step: 2, data: { basics, suggestedPlan, portrait }, createdAt: now, updatedAt: now })
        .returning({ id: profileDrafts.id });
      return ownedDraft(tx, who, created!.id);
    }
    const draft = await ownedDraft(tx, who, draftId, true);
    assertEditable(draft, 1);
    return store(tx, draft, 1, { ...draft.data, basics, ...(portrait ? { portrait } : {}) }, now);
  });
}

/** Step 2 (about): blank interest and kinship rows dropped. */
export async function saveAboutStep(
  actor: SessionUser | null,
  draftId: unknown,
  input: unknown,
  { now = new Date() }: SaveStepOptions = {},
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  const about = validate<DraftData["about"]>(aboutSchema, input)!;
  return inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    assertEditable(draft, 2);
    return store(tx, draft, 2, { ...draft.data, about }, now);
  });
}

/** Step 3 (review): confirms the privacy choice. */
export async function saveReviewStep(
  actor: SessionUser | null,
  draftId: unknown,
  input: unknown,
  { now = new Date() }: SaveStepOptions = {},
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  const { access } = validate<{ access: "Public" | "Private" }>(reviewSchema, input);
  return inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    assertEditable(draft, 3);
    if (!draft.data.about || !draft.data.basics) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
    return store(tx, draft, 3, { ...draft.data, about: { ...draft.data.about, access } }, now);
  });
}

/**
 * Step 4 (security questions): saves the profile (spec: step 5 only after it is saved) from the
 * draft's steps and these answers, which are hashed and never stored in the draft. The draft row
 * is locked, so a double submit creates one profile.
 */
export async function saveSecurityStep(
  actor: SessionUser | null,
  draftId: unknown,
  input: unknown,
  { now = new Date(), plaqueHash }: SaveStepOptions = {},
): Promise<{ draft: ProfileDraft; profile: RegisteredProfile | null }> {
  const who = signedIn(actor);
  const answers = validate<Record<string, string>>(securitySchema, input);
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
  input: unknown,
  { now = new Date() }: SaveStepOptions = {},
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  const { plan } = validate<{ plan: NonNullable<DraftData["plan"]> }>(planChoiceSchema, input);
  return inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    if (!draft.profileId) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
    return store(tx, draft, 5, { ...draft.data, plan }, now);
  });
}

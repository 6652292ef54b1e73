import type { z } from "zod";
import { and, asc, eq, ne, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planChanges, profileDrafts, profileInterests, profileKinships, profiles } from "~/db/schema";
import { isUniqueViolation } from "~/features/accounts/account-access.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction, type Tx } from "~/features/ledger/ledger.server";
import { PROFILE_NOT_FOUND } from "~/features/profiles/profile-access.server";
import { isUuid } from "~/shared/validation/uuid";
import { ConflictError, ForbiddenError, NotFoundError, UnauthorizedError, ValidationError } from "~/shared/http/errors";
import {
  aboutSchema,
  type AboutStep,
  basicsSchema,
  type BasicsStep,
  reviewSchema,
  todayInSaoPaulo,
  WIZARD_MESSAGES as M,
} from "../steps/profile-form.schema";
import { validateProfileForm } from "../creation/register-profile.server";
import { hashSecurityAnswer } from "../store/security-answers.server";

/** The owner's editable data of a memorial, as the completion wizard's steps take it (no security hashes). */
export interface ProfileForCompletion {
  id: string;
  /** The handle without '@'. */
  username: string;
  activated: boolean;
  basics: Partial<BasicsStep>;
  about: Partial<AboutStep> & { interests: { description: string }[]; kinships: { name: string; degree: string }[] };
  /** The furthest step the stored data allows: 2 once step 1 is valid, 3 once step 2 is, then 4. */
  reached: 1 | 2 | 3 | 4;
}

type ProfileRow = typeof profiles.$inferSelect;

function signedIn(actor: SessionUser | null): SessionUser {
  if (!actor) throw new UnauthorizedError();
  return actor;
}

/** Only the memorial's administrator (profile.userId) or an admin completes it. */
function assertAdministrator(actor: SessionUser, profile: Pick<ProfileRow, "userId">): void {
  if (profile.userId !== actor.id && actor.type !== "admin") throw new ForbiddenError();
}

async function profileRow(tx: Tx, profileId: unknown, lock = false): Promise<ProfileRow> {
  if (!isUuid(profileId)) throw new NotFoundError(PROFILE_NOT_FOUND);
  const query = tx.select().from(profiles).where(eq(profiles.id, profileId));
  const [row] = lock ? await query.for("update") : await query;
  if (!row) throw new NotFoundError(PROFILE_NOT_FOUND);
  return row;
}

const present = <T>(value: T | null): T | undefined => value ?? undefined;

/**
 * `GET profile/getProfileForCompletion/{id}` and the wizard's loader: the stored fields, lists in
 * their order, and how far they are valid (so a step cannot be skipped, with or without JavaScript).
 */
export async function getProfileForCompletion(
  actor: SessionUser | null,
  profileId: unknown,
  now = new Date(),
): Promise<ProfileForCompletion> {
  const user = signedIn(actor);
  const row = await profileRow(db(), profileId);
  assertAdministrator(user, row);
  const [interests, kinships] = await Promise.all([
    db()
      .select({ description: profileInterests.description })
      .from(profileInterests)
      .where(eq(profileInterests.profileId, row.id))
      .orderBy(asc(profileInterests.position)),
    db()
      .select({ name: profileKinships.name, degree: profileKinships.degree })
      .from(profileKinships)
      .where(eq(profileKinships.profileId, row.id))
      .orderBy(asc(profileKinships.position)),
  ]);
  const basics = {
    name: row.name,
    username: `@${row.username}`,
    gender: present(row.gender),
    birthDate: present(row.birthDate),
    deathDate: present(row.deathDate),
    profession: present(row.profession),
  };
  const about = {
    hometown: present(row.hometown),
    location: present(row.location),
    surname: present(row.surname),
    religion: present(row.religion),
    bio: present(row.bio),
    description: present(row.description),
    interests,
    kinships,
    access: row.access,
  };
  const basicsValid = basicsSchema(todayInSaoPaulo(now)).safeParse(basics).success;
  const aboutValid = aboutSchema.safeParse(about).success;
  const reached = !basicsValid ? 1 : !aboutValid ? 2 : 4;
  return { id: row.id, username: row.username, activated: row.activatedByUser, basics, about, reached };
}

function validateStep<T>(schema: z.ZodType, input: unknown): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data as T;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) fields[issue.path.map(String).join(".") || "_"] ??= issue.message;
  throw new ValidationError(result.error.issues[0]?.message ?? M.nameRequired, fields);
}

const usernameTaken = () => new ConflictError(M.usernameTaken, { username: M.usernameTaken });

/** The handle is free for this profile: another memorial's, in any letter case, is refused. */
async function assertUsernameFree(tx: Tx, profileId: string, handle: string): Promise<void> {
  const [other] = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(sql`lower(${profiles.username}) = lower(${handle})`, ne(profiles.id, profileId)))
    .limit(1);
  if (other) throw usernameTaken();
}

async function writeBasics(tx: Tx, profileId: string, basics: BasicsStep): Promise<void> {
  const handle = basics.username.replace(/^@/, "");
  await assertUsernameFree(tx, profileId, handle);
  await tx
    .update(profiles)
    .set({
      name: basics.name,
      username: handle,
      gender: basics.gender,
      birthDate: basics.birthDate,
      deathDate: basics.deathDate ?? null,
      profession: basics.profession ?? null,
    })
    .where(eq(profiles.id, profileId))
    .catch((error: unknown) => {
      throw isUniqueViolation(error) ? usernameTaken() : error;
    });
}

/** Step 2's fields and both lists, replaced whole in the order typed. */
async function writeAbout(tx: Tx, profileId: string, about: AboutStep): Promise<void> {
  await tx
    .update(profiles)
    .set({
      hometown: about.hometown,
      location: about.location ?? null,
      surname: about.surname ?? null,
      religion: about.religion ?? null,
      bio: about.bio,
      description: about.description,
      access: about.access,
    })
    .where(eq(profiles.id, profileId));
  await tx.delete(profileInterests).where(eq(profileInterests.profileId, profileId));
  await tx.delete(profileKinships).where(eq(profileKinships.profileId, profileId));
  if (about.interests.length > 0) {
    await tx
      .insert(profileInterests)
      .values(about.interests.map((row, position) => ({ profileId, description: row.description, position })));
  }
  if (about.kinships.length > 0) {
    await tx.insert(profileKinships).values(about.kinships.map((row, position) => ({ profileId, ...row, position })));
  }
}

export type CompletionStep = 1 | 2 | 3;

/**
 * The wizard's steps 1 to 3 save into the memorial itself (it is the administrator's own, and one
 * not activated is seen by nobody else); step 4 finishes with `completeProfile`.
 */
export async function saveCompletionStep(
  actor: SessionUser | null,
  profileId: unknown,
  step: CompletionStep,
  input: unknown,
  now = new Date(),
): Promise<{ id: string; username: string }> {
  const user = signedIn(actor);
  return inTransaction(async (tx) => {
    const row = await profileRow(tx, profileId, true);
    assertAdministrator(user, row);
    if (step === 1) await writeBasics(tx, row.id, validateStep(basicsSchema(todayInSaoPaulo(now)), input));
    if (step === 2) await writeAbout(tx, row.id, validateStep(aboutSchema, input));
    if (step === 3) {
      const { access } = validateStep<{ access: ProfileRow["access"] }>(reviewSchema, input);
      await tx.update(profiles).set({ access }).where(eq(profiles.id, row.id));
    }
    const [saved] = await tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.id, row.id));
    return { id: row.id, username: saved!.username };
  });
}

export interface CompleteProfileInput {
  id: unknown;
  /** The profile form's fields (part 2, section 3), security answers included. */
  profile: Record<string, unknown>;
  kinship?: unknown;
  interests?: unknown;
}

/**
 * `PUT profile/completeProfile`: the whole form of a memorial someone else created (a partner for
 * its customer) or one not activated yet. Sets every field and both lists, keeps the security
 * answers only as hashes, and activates the memorial for its administrator: a completed memorial
 * is shown to visitors on the plan it has (Free until a paid plan is approved).
 */
export async function completeProfile(
  actor: SessionUser | null,
  input: CompleteProfileInput,
  options: { now?: Date } = {},
): Promise<{ id: string; username: string }> {
  const user = signedIn(actor);
  if (!isUuid(input.id)) throw new NotFoundError(PROFILE_NOT_FOUND);
  const profile = input.profile && typeof input.profile === "object" ? input.profile : {};
  const now = options.now ?? new Date();
  const form = validateProfileForm(
    { ...profile, interests: input.interests ?? profile.interests, kinships: input.kinship ?? profile.kinships },
    now,
  );
  const [motherName, motherSpouse, motherHometown] = await Promise.all([
    hashSecurityAnswer(form.security.nomeMaeFalecido),
    hashSecurityAnswer(form.security.nomeConjugeMaeFalecido),
    hashSecurityAnswer(form.security.cidadeNatalMaeFalecido),
  ]);
  return inTransaction(async (tx) => {
    const row = await profileRow(tx, input.id, true);
    assertAdministrator(user, row);
    await writeBasics(tx, row.id, form.basics);
    await writeAbout(tx, row.id, form.about);
    await tx
      .update(profiles)
      .set({
        securityMotherNameHash: motherName,
        securityMotherSpouseHash: motherSpouse,
        securityMotherHometownHash: motherHometown,
        activatedByUser: true,
      })
      .where(eq(profiles.id, row.id));
    if (!row.activatedByUser && row.type === "Free") {
      // The same audit as choosing Free (plan-changes.server.ts): a completed memorial goes live on Free.
      await tx.insert(planChanges).values({
        profileId: row.id,
        actorUserId: user.id,
        action: "activate_free_plan",
        reason: user.id === row.userId ? "free_plan" : "admin",
        fromType: "Free",
        toType: "Free",
        createdAt: now,
      });
    }
    // The creation wizard's draft of this memorial is finished: it leaves "Continuar criação" on /profiles.
    await tx.delete(profileDrafts).where(eq(profileDrafts.profileId, row.id));
    return { id: row.id, username: form.basics.username.replace(/^@/, "") };
  });
}

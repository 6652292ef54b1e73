import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { partnerMemorials, planChanges, profileDrafts, profiles } from "~/db/schema";
import { inTransaction } from "~/db/transaction.server";
import { PROFILE_NOT_FOUND } from "~/features/profiles/index.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { NotFoundError } from "~/shared/http/errors";
import { isUuid } from "~/shared/validation/uuid";
import type { SecurityStep } from "../steps/profile-form.schema";
import { securityHashes, validateProfileForm } from "./create-profile.server";
import { openProfile, readProfileForm, signedIn, writeAbout, writeBasics } from "./profile-form.server";

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
  const hashes = await securityHashes(form.security);
  return inTransaction(async (tx) => {
    const row = await openProfile(tx, user, input.id, true, "administrator");
    await writeBasics(tx, row.id, form.basics);
    await writeAbout(tx, row.id, form.about);
    await tx
      .update(profiles)
      .set({ ...hashes, activatedByUser: true })
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
    // A partner's memorial is 'completo' on the partner's list from now on (decision 043).
    await tx
      .update(partnerMemorials)
      .set({ completedAt: now })
      .where(and(eq(partnerMemorials.profileId, row.id), isNull(partnerMemorials.completedAt)));
    // The creation wizard's draft of this memorial is finished: it leaves "Continuar criação" on /profiles.
    await tx.delete(profileDrafts).where(eq(profileDrafts.profileId, row.id));
    return { id: row.id, username: form.basics.username.replace(/^@/, "") };
  });
}

/** The completion wizard's last step: the memorial's stored form completed by the answers. */
export async function completeStoredProfile(
  actor: SessionUser | null,
  profileId: unknown,
  answers: SecurityStep,
  options: { now?: Date } = {},
): Promise<{ id: string; username: string }> {
  const user = signedIn(actor);
  const stored = await readProfileForm(db(), await openProfile(db(), user, profileId, false, "administrator"));
  const { kinships, interests, ...about } = stored.about;
  return completeProfile(
    user,
    { id: profileId, profile: { ...stored.basics, ...about, ...answers }, kinship: kinships, interests },
    options,
  );
}

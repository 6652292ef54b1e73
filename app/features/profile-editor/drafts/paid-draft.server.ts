import { and, eq, gt } from "drizzle-orm";
import { db } from "~/db/client.server";
import { planContracts, profileDrafts, profiles } from "~/db/schema";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction } from "~/db/transaction.server";
import { registerShippingAddress } from "~/features/plaques/index.server";
import { ConflictError } from "~/shared/http/errors";
import { signedIn } from "../store/profile-form.server";
import { DRAFT_MESSAGES, ownedDraft, type ProfileDraft, store } from "./profile-drafts.server";

/**
 * Steps 6 to 8 of the creation wizard for a paid plan (spec part 2, §4): the plaque's shipping
 * address is saved (a plaque order waiting for the payment, decision 021), then the notification
 * contacts (optional), then the checkout, reachable only once the address is saved.
 */
function paidDraftOf(draft: ProfileDraft) {
  if (!draft.profileId || !draft.profileUsername || !draft.data.plan || draft.data.plan === "Free") {
    throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
  }
  return { profileId: draft.profileId, username: draft.profileUsername, plan: draft.data.plan };
}

/** Step 6: the address through `registerUserAddress`'s service, then the draft moves to step 7. */
export async function saveAddressStep(
  actor: SessionUser | null,
  draftId: unknown,
  address: Record<string, unknown>,
  now = new Date(),
): Promise<ProfileDraft> {
  const who = signedIn(actor);
  const draft = await inTransaction((tx) => ownedDraft(tx, who, draftId));
  const { profileId, plan } = paidDraftOf(draft);
  await registerShippingAddress(who, { ...address, profile_id: profileId, plan }, now);
  return inTransaction(async (tx) => {
    const locked = await ownedDraft(tx, who, draftId, true);
    return store(tx, locked, 6, { ...locked.data, addressSaved: true }, now);
  });
}

/** Step 7 done (contacts are optional and saved one by one): on to the payment. */
export async function finishContactsStep(actor: SessionUser | null, draftId: unknown, now = new Date()) {
  const who = signedIn(actor);
  return inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    paidDraftOf(draft);
    if (!draft.data.addressSaved) throw new ConflictError(DRAFT_MESSAGES.earlierStepsFirst);
    return store(tx, draft, 7, draft.data, now);
  });
}

/** What steps 6 to 8 need of the draft; `paid` once the plan it was buying is in force. */
export async function paidDraftView(actor: SessionUser | null, draft: ProfileDraft, now = new Date()) {
  signedIn(actor);
  const { profileId, username, plan } = paidDraftOf(draft);
  const [profile] = await db().select({ name: profiles.name }).from(profiles).where(eq(profiles.id, profileId));
  const [term] = await db()
    .select({ id: planContracts.id })
    .from(planContracts)
    .where(
      and(
        eq(planContracts.profileId, profileId),
        eq(planContracts.planId, plan),
        eq(planContracts.status, "active"),
        gt(planContracts.endsAt, now),
      ),
    )
    .limit(1);
  return { profileId, username, plan, name: profile?.name ?? username, paid: Boolean(term) };
}

/** The plan is paid: the draft has served its purpose. */
export async function closePaidDraft(actor: SessionUser | null, draftId: string): Promise<void> {
  const who = signedIn(actor);
  await inTransaction(async (tx) => {
    const draft = await ownedDraft(tx, who, draftId, true);
    await tx.delete(profileDrafts).where(eq(profileDrafts.id, draft.id));
  });
}

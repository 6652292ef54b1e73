import { db } from "~/db/client.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { openProfile, readProfileForm, signedIn, type StoredProfileForm } from "../store/profile-form.server";

/** The owner's editable data of a memorial, as the completion wizard's steps take it (no security hashes). */
export interface ProfileForCompletion extends StoredProfileForm {
  id: string;
  /** The handle without '@'. */
  username: string;
  activated: boolean;
}

/**
 * `GET profile/getProfileForCompletion/{id}` and the wizard's loader: the stored fields and both
 * lists in their order, for the memorial's administrator (or an admin) only.
 */
export async function getProfileForCompletion(
  actor: SessionUser | null,
  profileId: unknown,
): Promise<ProfileForCompletion> {
  const row = await openProfile(db(), signedIn(actor), profileId, false, "administrator");
  const form = await readProfileForm(db(), row);
  return { id: row.id, username: row.username, activated: row.activatedByUser, ...form };
}

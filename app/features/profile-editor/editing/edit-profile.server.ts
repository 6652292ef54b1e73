import { db } from "~/db/client.server";
import type { SessionUser } from "~/shared/auth/session-user";
import { inTransaction } from "~/db/transaction.server";
import { INVALID_PROFILE_ID } from "~/features/profiles/index.server";
import { isUuid } from "~/shared/validation/uuid";
import { ValidationError } from "~/shared/http/errors";
import {
  openProfile,
  readProfileForm,
  signedIn,
  type StoredProfileForm,
  writeAbout,
  writeBasics,
} from "../store/profile-form.server";
import { todayInSaoPaulo, WIZARD_MESSAGES as M } from "../steps/profile-form.schema";
import { parseOrRefuse } from "../steps/validate";
import { editProfileSchema, type EditProfileInput } from "./edit-profile.schema";

/** What the editor shows: the memorial's fields as its form names them. */
export interface EditableProfile {
  id: string;
  userId: string;
  /** The handle without '@'. */
  username: string;
  imagePath: string | null;
  values: StoredProfileForm["basics"] & StoredProfileForm["about"];
}

export interface UpdatedProfile {
  id: string;
  /** The handle without '@' (it may have changed). */
  username: string;
}

/** The whole edit form, every refused field named (the first message leads). */
export function validateEditForm(input: unknown, now = new Date()): EditProfileInput {
  return parseOrRefuse(editProfileSchema(todayInSaoPaulo(now)), input, M.nameRequired);
}

/** The memorial as its editor opens it: its owner or an admin only. */
export async function getEditableProfile(actor: SessionUser | null, profileId: string): Promise<EditableProfile> {
  const row = await openProfile(db(), signedIn(actor), profileId);
  const { basics, about } = await readProfileForm(db(), row);
  return {
    id: row.id,
    userId: row.userId,
    username: row.username,
    imagePath: row.imagePath,
    values: { ...basics, ...about },
  };
}

/**
 * `PUT profile/updateProfile` and the editor's save: every field of the memorial at once, written
 * as the wizards' steps write their parts (basics, then about with both lists replaced whole,
 * blank rows dropped). Its owner or an admin only. A new username follows the creation rules and
 * is settled by the unique index on `lower(username)` (a race's loser gets 409, never a 500). The
 * memorial's render cache follows by itself: these writes bump `content_version` (migration 0007).
 */
export async function updateProfile(
  actor: SessionUser | null,
  profileId: unknown,
  input: unknown,
  options: { now?: Date } = {},
): Promise<UpdatedProfile> {
  const user = signedIn(actor);
  const form = validateEditForm(input, options.now ?? new Date());
  if (!isUuid(profileId)) throw new ValidationError(INVALID_PROFILE_ID);
  return inTransaction(async (tx) => {
    const row = await openProfile(tx, user, profileId, true);
    await writeBasics(tx, row.id, form);
    await writeAbout(tx, row.id, form);
    return { id: row.id, username: form.username.replace(/^@/, "") };
  });
}

import type { z } from "zod";
import { aboutSchema, basicsSchema, todayInSaoPaulo } from "../steps/profile-form.schema";

// The screen's texts and delay live beside, without Zod: the screen imports them, and this module
// (Zod with it) only when the form's validation loads (decision 053).
export { CLOSE_AFTER_SAVE_MS, EDIT_PROFILE_MESSAGES } from "./edit-profile.constants";

/**
 * `/editProfile/{username}` and `PUT profile/updateProfile`: every field of the memorial, checked
 * with the creation wizard's own step schemas (steps 1 and 2, the same pt-BR messages). The
 * security answers are not part of an edit: they are kept only as hashes. No server imports.
 */
export function editProfileSchema(today = todayInSaoPaulo()) {
  // `safeExtend` keeps step 1's refinement (death not before birth) on the merged object.
  return basicsSchema(today).safeExtend(aboutSchema.omit({ bioGenerated: true }).shape);
}

export type EditProfileInput = z.infer<ReturnType<typeof editProfileSchema>>;

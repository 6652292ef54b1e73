import type { z } from "zod";
import { aboutSchema, basicsSchema, todayInSaoPaulo } from "../steps/profile-form.schema";

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

export const EDIT_PROFILE_MESSAGES = {
  saved: "Perfil atualizado com sucesso!",
  /** Shown while the screen waits the spec's 1.5 s before going back to the memorial. */
  closing: "Voltando ao memorial...",
} as const;

/** The spec's delay before a save closes the editor (part 2, section 4 'Edit profile'). */
export const CLOSE_AFTER_SAVE_MS = 1500;

/** The editor's texts and timing, without Zod: what `/editProfile/{username}` renders at first load. */
export const EDIT_PROFILE_MESSAGES = {
  saved: "Perfil atualizado com sucesso!",
  /** Shown while the screen waits the spec's 1.5 s before going back to the memorial. */
  closing: "Voltando ao memorial...",
} as const;

/** The spec's delay before a save closes the editor (part 2, section 4 'Edit profile'). */
export const CLOSE_AFTER_SAVE_MS = 1500;

/** Element ids the public pages' markup and scripts share (see markup-hooks.ts). */

/** The main content, focused when the consent dialog is accepted. */
export const content = "conteudo";
/** The attendance section, and the hash of the links that open it as a dialog. */
export const attend = "registrar-presenca";
export const attendTitle = "registrar-presenca-titulo";
/** The memorial's swappable sections (filters and pagers update them in place). */
export const tributes = "homenagens";
export const attendance = "presencas";

/** The gallery's pt-BR messages (no server imports: the memorial page shows them too). */
export const GALLERY_MESSAGES = {
  limitReached: (plan: string, limit: number) =>
    `Limite de fotos do plano atingido. O plano ${plan} permite até ${limit} fotos na galeria.`,
  added: "Foto adicionada à galeria.",
  deleted: "Foto excluída da galeria.",
  photoNotFound: "Foto não encontrada.",
} as const;

/** What the memorial page shows beside its gallery controls after a refused add or delete. */
export interface GalleryFormResult {
  ok: false;
  message: string;
}

/** The intent of the memorial page's delete form (the add form is the page's only multipart form). */
export const DELETE_PHOTO_INTENT = "excluir-foto";

import { data, redirect } from "react-router";
import type { ViewableProfile } from "~/features/profiles/index.server";
import { errorAnswer, ForbiddenError, UnauthorizedError } from "~/shared/http/errors";
import type { RequestContext } from "~/shared/http/request-context.server";
import { readUploadForm } from "~/shared/http/upload-form.server";
import { withNotice } from "~/shared/ui/flash";
import type { GalleryFormResult } from "./gallery.schema";
import { addGalleryImage, deleteGalleryImage } from "./gallery.server";

export function isUploadRequest(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
}

/** Back to the gallery tab of the memorial with a one-time notice (post/redirect/get). */
const backToGallery = (profile: ViewableProfile["profile"], notice: "foto-adicionada" | "foto-excluida") =>
  redirect(`${withNotice(`/profile/${encodeURIComponent(profile.username)}?aba=galeria`, notice)}#galeria`, 303);

function refused(error: unknown, headers: HeadersInit) {
  const answer = errorAnswer(error);
  if (!answer) throw error;
  return data(
    { gallery: { ok: false, message: answer.message } satisfies GalleryFormResult },
    { status: answer.status, headers: { ...Object.fromEntries(new Headers(headers)), ...answer.headers } },
  );
}

/**
 * 'Adicionar foto' without JavaScript: the multipart form posts to the memorial page, the same
 * service as the API stores the photo, and the owner is sent back to the gallery with a notice;
 * a refusal (the plan's limit, a file that is not an image) is shown on the page.
 */
export async function addPhotoFromPage(
  ctx: RequestContext,
  request: Request,
  view: ViewableProfile,
  headers: HeadersInit,
) {
  try {
    const actor = await ctx.actor();
    // Nobody else's body is read (up to 15 MB): the service checks again, with the profile locked.
    if (!actor) throw new UnauthorizedError();
    if (!view.manage) throw new ForbiddenError();
    const { file } = await readUploadForm(request, { fileField: "image" });
    await addGalleryImage({ actor, profileId: view.profile.id, image: file });
  } catch (error) {
    return refused(error, headers);
  }
  return backToGallery(view.profile, "foto-adicionada");
}

/** The delete form's confirmation button: the photo must belong to this memorial. */
export async function deletePhotoFromPage(
  ctx: RequestContext,
  form: FormData,
  view: ViewableProfile,
  headers: HeadersInit,
) {
  try {
    await deleteGalleryImage({
      actor: await ctx.actor(),
      imageId: form.get("imageId"),
      profileId: view.profile.id,
    });
  } catch (error) {
    return refused(error, headers);
  }
  return backToGallery(view.profile, "foto-excluida");
}

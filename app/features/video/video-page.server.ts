import type { SessionUser } from "~/shared/auth/session-user";
import { PayloadTooLargeError, ValidationError } from "~/shared/http/errors";
import { readUploadForm } from "~/shared/http/upload-form.server";
import { VIDEO_LIMITS, VIDEO_MESSAGES } from "./video.messages";
import { uploadVideo } from "./video.server";

/** A multipart form: the panel's one such form is the family's video. */
export function isVideoUpload(request: Request): boolean {
  return /^multipart\/form-data/i.test(request.headers.get("content-type") ?? "");
}

/**
 * 'Enviar vídeo' from the panel: the form's `video` file, read up to the size limit (a larger body
 * is refused as it arrives), then `uploadVideo`. The caller has already checked that `actor` helps
 * manage the memorial, so nobody else's body is read.
 */
export async function uploadVideoFromForm(actor: SessionUser, profileId: string, request: Request): Promise<string> {
  let file: Uint8Array | undefined;
  try {
    ({ file } = await readUploadForm(request, { fileField: "video", maxFileBytes: VIDEO_LIMITS.maxBytes }));
  } catch (error) {
    if (error instanceof PayloadTooLargeError) throw new PayloadTooLargeError(VIDEO_MESSAGES.tooLarge);
    throw error;
  }
  if (!file || file.byteLength === 0) throw new ValidationError(VIDEO_MESSAGES.missingFile);
  return uploadVideo({ actor, profileId, file });
}

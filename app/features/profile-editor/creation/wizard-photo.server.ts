import { AppError, ValidationError } from "~/shared/http/errors";
import { readFormData } from "~/shared/http/forms.server";
import { processUpload } from "~/shared/images/upload.server";
import { readUploadForm } from "~/shared/http/upload-form.server";
import type { DraftData } from "../drafts/draft-data";

/** A step's form: step 1's may be multipart with the optional photo (up to the image limit); others are small forms. */
export async function readStepForm(
  request: Request,
  takesPhoto: boolean,
): Promise<{ form: FormData; photo?: Uint8Array }> {
  if (!takesPhoto || !/^multipart\/form-data/i.test(request.headers.get("content-type") ?? "")) {
    return { form: await readFormData(request) };
  }
  const { fields, file } = await readUploadForm(request, { fileField: "photo" });
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return { form, photo: file };
}

/**
 * The photo through the shared image pipeline (type from the bytes, bounded decoding, metadata
 * removed, the page's variants stored); a refusal is the photo field's message.
 */
export async function storePortrait(photo: Uint8Array): Promise<NonNullable<DraftData["portrait"]>> {
  try {
    const stored = await processUpload(photo, { kind: "profiles" });
    return { imagePath: stored.imagePath };
  } catch (error) {
    if (error instanceof AppError && error.status < 500) {
      throw new ValidationError(error.message, { photo: error.message });
    }
    throw error;
  }
}

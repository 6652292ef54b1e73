import { type Request, type Response, Router } from "express";
import { UnauthorizedError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { readUploadForm, webRequestOf } from "~/shared/http/upload-form.server";
import { PORTRAIT_MESSAGES, setPortrait } from "../portrait.server";

/** /api/profile: the portrait, by the wizard (`registerImage`) or the editor (`updateImage`). */
export const portraitApi = Router();

async function savePortrait(req: Request, res: Response) {
  const actor = await ctxOf(req).actor();
  // An anonymous upload is refused before its body is read.
  if (!actor) throw new UnauthorizedError();
  const { fields, file } = await readUploadForm(webRequestOf(req), { fileField: "profileImage" });
  const portrait = await setPortrait({ actor, target: { id: fields.id, username: fields.username }, image: file });
  res.json({
    success: true,
    message: PORTRAIT_MESSAGES.saved,
    profileId: portrait.profileId,
    image_directory: portrait.imagePath,
    width: portrait.width,
    height: portrait.height,
  });
}

portraitApi.post("/registerImage", savePortrait);
portraitApi.put("/updateImage", savePortrait);

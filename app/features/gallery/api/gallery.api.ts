import { Router } from "express";
import { UnauthorizedError } from "~/shared/http/errors";
import { ctxOf } from "~/shared/http/request-context.server";
import { readUploadForm, webRequestOf } from "~/shared/http/upload-form.server";
import { GALLERY_MESSAGES } from "../gallery.schema";
import { addGalleryImage, deleteGalleryImage } from "../gallery.server";

/** /api/profile: gallery add and delete (the read is the memorial's `getGalleryImagesByProfileId`). */
export const galleryApi = Router();

galleryApi.post("/registerImageInGallery", async (req, res) => {
  const actor = await ctxOf(req).actor();
  // An anonymous upload is refused before its body is read.
  if (!actor) throw new UnauthorizedError();
  const { fields, file } = await readUploadForm(webRequestOf(req), { fileField: "image" });
  const image = await addGalleryImage({ actor, profileId: fields.profileId, image: file });
  res.status(201).json({
    success: true,
    message: GALLERY_MESSAGES.added,
    image: {
      id: image.id,
      profileId: image.profileId,
      image_directory: image.imagePath,
      width: image.width,
      height: image.height,
    },
  });
});

galleryApi.delete("/deleteImageFromGallery/:id", async (req, res) => {
  const deleted = await deleteGalleryImage({ actor: await ctxOf(req).actor(), imageId: req.params.id });
  res.json({ success: true, message: GALLERY_MESSAGES.deleted, ...deleted });
});

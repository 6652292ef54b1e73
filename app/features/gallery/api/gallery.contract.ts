import { z } from "zod";
import { error, fileField, idParams, ok, operation, success } from "~/shared/http/api-contract";

const tags = ["gallery"] as const;

export const galleryImageSchema = z.strictObject({
  id: z.uuid(),
  profileId: z.uuid(),
  image_directory: z
    .string()
    .describe("Storage key; the variants are `/media/{image_directory}-{320|640|1200}.{jpg|webp|avif}`."),
  width: z.number().int(),
  height: z.number().int(),
});

/** /api/profile: the owner's (or an admin's) gallery changes. */
export const galleryContract = [
  operation({
    method: "post",
    path: "/api/profile/registerImageInGallery",
    summary: "Add a photo to a memorial's gallery (its owner or an admin), within the plan's photo limit",
    description:
      "The image's type is read from its bytes (JPEG, PNG, GIF or HEIC), it is turned upright, all its metadata " +
      "(GPS included) is dropped and it is stored in the widths the pages use. Free 5, Ouro 10, Platina 15, " +
      "Diamante 30 photos; concurrent adds cannot pass the limit.",
    tags,
    session: "required",
    request: {
      multipart: z.object({
        profileId: z.uuid().describe("The memorial."),
        image: fileField("The photo, at most 15 MB."),
      }),
    },
    responses: {
      201: ok("The photo as stored.", success({ message: z.string(), image: galleryImageSchema })),
      400: error(
        "Not a multipart form, no image, a malformed profile id, or an image refused by its bytes " +
          "('Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.', corrupt, over 50 megapixels).",
      ),
      403: error("Another user's memorial, or a browser request sent from another site (CSRF guard)."),
      404: error("No such memorial."),
      409: error("'Limite de fotos do plano atingido. …': the gallery holds what the plan allows."),
      413: error("'A imagem é grande demais. O limite é de 15 MB.'"),
      429: error("Too many images are being processed right now; try again after Retry-After."),
    },
  }),
  operation({
    method: "delete",
    path: "/api/profile/deleteImageFromGallery/{id}",
    summary: "Delete a gallery photo (the memorial's owner or an admin)",
    tags,
    session: "required",
    request: { params: idParams("id") },
    responses: {
      200: ok("Deleted.", success({ message: z.string(), id: z.uuid(), profileId: z.uuid() })),
      403: error("Another user's memorial."),
      404: error("'Foto não encontrada.'"),
    },
  }),
];

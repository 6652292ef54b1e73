import { z } from "zod";
import { error, fileField, ok, operation, success } from "~/shared/http/api-contract";

const tags = ["profiles"] as const;

const portraitForm = z.object({
  id: z.uuid().optional().describe("The memorial's id (or give its username)."),
  username: z.string().optional().describe("The memorial's username, with or without '@' (the wizard sends it)."),
  hash: z.string().optional().describe("The plaque hash the creation wizard also sends; not needed."),
  profileImage: fileField("The portrait, at most 15 MB."),
});

const saved = ok(
  "The portrait as stored.",
  success({
    message: z.string(),
    profileId: z.uuid(),
    image_directory: z
      .string()
      .describe("Storage key; the variants are `/media/{image_directory}-{320|640|1200}.{jpg|webp|avif}`."),
    width: z.number().int(),
    height: z.number().int(),
  }),
);

const refusals = {
  400: error(
    "Not a multipart form, no image or no profile, or an image refused by its bytes " +
      "('Formato de imagem inválido. Precisa ser jpeg, jpg, png, gif ou heic.', corrupt, over 50 megapixels).",
  ),
  403: error("Another user's memorial, or a browser request sent from another site (CSRF guard)."),
  404: error("No such memorial."),
  413: error("'A imagem é grande demais. O limite é de 15 MB.'"),
  429: error("Too many images are being processed right now; try again after Retry-After."),
};

const description =
  "Owner only. The image's type is read from its bytes (JPEG, PNG, GIF or HEIC), it is turned upright, all its " +
  "metadata (GPS included) is dropped; the portrait it replaces is deleted unless another memorial shows it.";

/** /api/profile: the memorial's portrait. */
export const portraitContract = [
  operation({
    method: "post",
    path: "/api/profile/registerImage",
    summary: "Set a memorial's portrait (the creation wizard's upload)",
    description,
    tags,
    session: "required",
    request: { multipart: portraitForm },
    responses: { 200: saved, ...refusals },
  }),
  operation({
    method: "put",
    path: "/api/profile/updateImage",
    summary: "Replace a memorial's portrait",
    description,
    tags,
    session: "required",
    request: { multipart: portraitForm },
    responses: { 200: saved, ...refusals },
  }),
];

import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { registerProfileBodySchema } from "./register-profile.contract";

const tags = ["profile-editor"] as const;

/** The spec's profile form without the security answers and the plaque, plus the memorial's id. */
export const updateProfileBodySchema = registerProfileBodySchema
  .omit({ nomeMaeFalecido: true, nomeConjugeMaeFalecido: true, cidadeNatalMaeFalecido: true, hash: true, userId: true })
  .extend({
    id: z.uuid().describe("The memorial to edit."),
    interests: z
      .array(z.object({ description: z.string() }))
      .optional()
      .describe("Replaces the whole list; blank rows are dropped; absent or empty clears it."),
    kinship: z
      .array(z.object({ name: z.string(), degree: z.string() }))
      .optional()
      .describe("The family tree: replaces the whole list; blank rows are dropped; absent or empty clears it."),
  });

export const updateProfileContract = [
  operation({
    method: "put",
    path: "/api/profile/updateProfile",
    summary: "Edit every field of a memorial (the editor's save)",
    description:
      "Owner or admin. Every field is sent; the username may change (with or without '@', the creation rules). " +
      "Dates are year-month-day. The portrait has its own call, `PUT /api/profile/updateImage`.",
    tags,
    session: "required",
    request: { body: updateProfileBodySchema },
    responses: {
      200: ok(
        "The memorial was saved.",
        success({ id: z.uuid(), username: z.string().describe("The handle, without '@' (it may have changed).") }),
      ),
      400: error("A field is missing or invalid (the spec's messages, per field), or the id is not one."),
      403: error("Not the memorial's owner nor an admin."),
      404: error("No such memorial."),
      409: error("'Este apelido já está em uso. Por favor, escolha outro.'"),
    },
  }),
];

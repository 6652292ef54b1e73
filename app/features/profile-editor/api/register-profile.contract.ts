import { z } from "zod";
import { error, ok, operation, success } from "~/shared/http/api-contract";
import { ACCESS, GENDERS } from "../steps/profile-form.schema";

const tags = ["profile-editor"] as const;

/** The spec's profile form (part 2, section 3); the wizard's step schemas validate it. */
export const registerProfileBodySchema = z.object({
  name: z.string(),
  username: z
    .string()
    .describe("The handle, with or without its leading '@'; 3 to 20 letters, digits, '.', '-' or '_'."),
  gender: z.enum(GENDERS).describe("'Outro' is shown as 'Não declarante'."),
  birthDate: z.iso.date(),
  deathDate: z.iso.date().optional(),
  profession: z.string().optional(),
  hometown: z.string(),
  location: z.string().optional().describe("Place of death."),
  surname: z.string().optional().describe("How the person liked to be called."),
  religion: z.string().optional(),
  bio: z.string().describe("The message to the world."),
  description: z.string().describe("The life story."),
  interests: z
    .array(z.object({ description: z.string() }))
    .optional()
    .describe("Blank rows are dropped."),
  kinship: z
    .array(z.object({ name: z.string(), degree: z.string() }))
    .optional()
    .describe("Blank rows are dropped."),
  profileAccess: z.enum(ACCESS),
  nomeMaeFalecido: z.string().describe("Security answer, stored only as a salted hash of its normalised form."),
  nomeConjugeMaeFalecido: z.string().describe("Security answer, stored only as a salted hash."),
  cidadeNatalMaeFalecido: z.string().describe("Security answer, stored only as a salted hash."),
  hash: z.string().optional().describe("An unlinked plaque's hash to link; otherwise a new unique one is issued."),
  userId: z
    .uuid()
    .optional()
    .describe("The administrator of the memorial: the caller; only an admin may name another user."),
});

export const registerProfileContract = [
  operation({
    method: "post",
    path: "/api/profile/registerProfile",
    summary: "Create a memorial from the whole profile form (the wizard's steps 1 to 4)",
    description:
      "The profile starts on the Free plan, not activated: choosing Free activates it, a paid plan once its payment is approved.",
    tags,
    session: "required",
    request: { body: registerProfileBodySchema },
    responses: {
      200: ok(
        "The memorial was created.",
        success({
          id: z.uuid(),
          hash: z
            .string()
            .regex(/^[A-Z]{10}$/)
            .describe("The memorial's plaque hash."),
          username: z.string().describe("The handle, without '@'."),
        }),
      ),
      400: error("A field is missing or invalid (the spec's messages, per field)."),
      403: error("Naming another user as administrator without being an admin."),
      404: error("The named administrator does not exist."),
      409: error("'Este apelido já está em uso. Por favor, escolha outro.', or the plaque is already linked."),
    },
  }),
];

import { z } from "zod";
import { error, idParams, ok, operation, success } from "~/shared/http/api-contract";
import { ACCESS, GENDERS } from "../steps/profile-form.schema";
import { registerProfileBodySchema } from "./register-profile.contract";

const tags = ["profile-editor"] as const;

const interests = z.array(z.object({ description: z.string() })).optional();
const kinship = z.array(z.object({ name: z.string(), degree: z.string() })).optional();

export const completeProfileBodySchema = z.object({
  id: z.uuid().describe("The memorial to complete."),
  profile: registerProfileBodySchema
    .omit({ hash: true, userId: true, interests: true, kinship: true })
    .describe("The profile form (part 2, section 3), security answers included."),
  kinship: kinship.describe("Blank rows are dropped; the list replaces the memorial's."),
  interests: interests.describe("Blank rows are dropped; the list replaces the memorial's."),
});

const editableProfile = z.object({
  id: z.uuid(),
  username: z.string().describe("The handle, without '@'."),
  activatedByUser: z.boolean(),
  name: z.string(),
  gender: z.enum(GENDERS).optional(),
  birthDate: z.iso.date().optional(),
  deathDate: z.iso.date().optional(),
  profession: z.string().optional(),
  hometown: z.string().optional(),
  location: z.string().optional(),
  surname: z.string().optional(),
  religion: z.string().optional(),
  bio: z.string().optional(),
  description: z.string().optional(),
  interests: z.array(z.object({ description: z.string() })),
  kinships: z.array(z.object({ name: z.string(), degree: z.string() })),
  profileAccess: z.enum(ACCESS),
});

const administratorOnly = error("Neither the memorial's administrator nor an admin.");

export const completeProfileContract = [
  operation({
    method: "put",
    path: "/api/profile/completeProfile",
    summary: "Complete a memorial created for someone else or not activated yet",
    description:
      "Sets every field and both lists, keeps the security answers only as salted hashes, and activates the memorial for its administrator (on the plan it has).",
    tags,
    session: "required",
    request: { body: completeProfileBodySchema },
    responses: {
      200: ok("The memorial was completed.", success({ id: z.uuid(), username: z.string() })),
      400: error("A field is missing or invalid (the spec's messages, per field)."),
      403: administratorOnly,
      404: error("No such memorial."),
      409: error("'Este apelido já está em uso. Por favor, escolha outro.'"),
    },
  }),
  operation({
    method: "get",
    path: "/api/profile/getProfileForCompletion/{id}",
    summary: "A memorial's editable data, for its administrator",
    description:
      "The completion wizard's data (the security answers are never returned). `GET profile/getProfileById/{id}` stays the memorial's public reading.",
    tags,
    session: "required",
    request: { params: idParams("id") },
    responses: {
      200: ok("The editable data.", success({ profile: editableProfile })),
      403: administratorOnly,
      404: error("No such memorial."),
    },
  }),
];

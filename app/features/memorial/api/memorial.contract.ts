import { z } from "zod";
import {
  component,
  error,
  idParamsWith,
  isoDate,
  ok,
  operation,
  pathParams,
  success,
} from "~/shared/http/api-contract";

const tags = ["profile"] as const;

const planType = z.enum(["Free", "Ouro", "Platina", "Diamante"]);

const tokenQuery = z.object({
  token: z.string().optional().describe("The access token of a private memorial."),
});

/** The spec's "Profile (full)"; the security answers never leave the server. */
const fullProfile = component(
  "FullProfile",
  z.strictObject({
    id: z.uuid(),
    userId: z.uuid(),
    username: z.string(),
    name: z.string(),
    hash: z.string().nullable().describe("The hash printed on the QR plaque."),
    token: z.string().optional().describe("The access token: only for the owner and admins."),
    profileAccess: z.enum(["Public", "Private"]),
    type: planType,
    birthDate: isoDate().nullable(),
    deathDate: isoDate().nullable(),
    imageDirectory: z.string().nullable(),
    bio: z.string().nullable(),
    description: z.string().nullable(),
    hometown: z.string().nullable(),
    location: z.string().nullable(),
    gender: z.enum(["Homem", "Mulher", "Outro"]).nullable(),
    profession: z.string().nullable(),
    religion: z.string().nullable(),
    surname: z.string().nullable(),
    playlistLink: z.string().nullable(),
    activedByUser: z.boolean(),
    kinship: z.array(
      z.strictObject({
        degree: z.string(),
        name: z.string(),
        message: z.string().nullable().describe("'Mensagem aos familiares': paid plans only, else null."),
      }),
    ),
    interests: z.array(z.strictObject({ id: z.uuid(), description: z.string() })),
    religiousReference: z
      .strictObject({ text: z.string(), source: z.string() })
      .nullable()
      .describe("The religious reference the family chose: paid plans only, else null."),
  }),
);

const staticProfile = component(
  "StaticProfile",
  z.strictObject({
    id: z.uuid(),
    username: z.string(),
    name: z.string(),
    surname: z.string().nullable(),
    bio: z.string().nullable(),
    imageDirectory: z.string().nullable(),
    birthDate: isoDate().nullable(),
    deathDate: isoDate().nullable(),
    hometown: z.string().nullable(),
    location: z.string().nullable(),
    type: planType,
  }),
);

const notVisible = error("No memorial the caller may see.");

export const getProfileByUsername = operation({
  method: "get",
  path: "/api/profile/getProfileByUsername/{username}",
  summary: "A memorial by username; also tells whether a username is taken",
  description:
    "A memorial the caller may not see answers 200 with its username only, so username checks work without leaking anything else.",
  tags,
  session: "optional",
  request: { params: pathParams("username"), query: tokenQuery },
  responses: {
    200: ok(
      "The memorial, or only its username when the caller may not see it.",
      success({ profile: z.union([fullProfile, z.strictObject({ username: z.string() })]) }),
    ),
    404: error("No memorial with this username."),
  },
});

/** /api/profile: the read calls of one memorial, all behind the same access rule. */
export const memorialContract = [
  getProfileByUsername,
  operation({
    method: "get",
    path: "/api/profile/getStaticByUsername/{username}",
    summary: "The public fields of a memorial, for previews and cards",
    tags,
    session: "optional",
    request: { params: pathParams("username"), query: tokenQuery },
    responses: { 200: ok("The public fields.", success({ profile: staticProfile })), 404: notVisible },
  }),
  operation({
    method: "get",
    path: "/api/profile/getProfileById/{id}",
    summary: "A memorial by id",
    tags,
    session: "optional",
    request: { params: idParamsWith("Identificador de perfil inválido.", "id"), query: tokenQuery },
    responses: {
      200: ok("The memorial.", success({ profile: fullProfile })),
      400: error("Malformed profile id."),
      404: notVisible,
    },
  }),
  operation({
    method: "get",
    path: "/api/profile/getProfileIdByUsername/{username}",
    summary: "A memorial's id from its username",
    tags,
    session: "optional",
    request: { params: pathParams("username"), query: tokenQuery },
    responses: { 200: ok("The id.", success({ profileId: z.uuid() })), 404: notVisible },
  }),
  operation({
    method: "get",
    path: "/api/profile/getGalleryImagesByProfileId/{id}",
    summary: "The photo gallery of a memorial",
    tags,
    session: "optional",
    request: { params: idParamsWith("Identificador de perfil inválido.", "id"), query: tokenQuery },
    responses: {
      200: ok(
        "The gallery, in order.",
        success({
          images: z.array(
            z.strictObject({
              id: z.uuid(),
              image_directory: z.string(),
              width: z.number().int(),
              height: z.number().int(),
            }),
          ),
        }),
      ),
      400: error("Malformed profile id."),
      404: notVisible,
    },
  }),
];

import { z } from "zod";
import { component, error, isoDate, ok, operation, pathParams, success } from "~/shared/http/api-contract";

const tags = ["profile"] as const;

const profileListItem = component(
  "ProfileListItem",
  z.strictObject({
    id: z.uuid(),
    username: z.string(),
    name: z.string(),
    bio: z.string().nullable(),
    imageDirectory: z.string().nullable(),
    hometown: z.string().nullable(),
    location: z.string().nullable(),
    birthDate: isoDate().nullable(),
    deathDate: isoDate().nullable(),
    religion: z.string().nullable(),
    activedByUser: z.boolean(),
    userId: z.uuid(),
    profileType: z.enum(["Free", "Ouro", "Platina", "Diamante"]),
    city: z.string().nullable(),
    state: z.string().nullable(),
    weight: z.number().int().describe("Location match with the visitor: city 3, state 2, country 1, else 0."),
  }),
);

const profilePage = component(
  "ProfilePage",
  success({
    profiles: z.array(profileListItem),
    total: z.number().int().describe("Results counted up to four pages ahead: at least this many."),
    page: z.number().int(),
    totalPages: z.number().int().describe("Pages known to exist; exact when totalIsExact."),
    hasNext: z.boolean(),
    totalIsExact: z.boolean(),
  }),
);

const pageQuery = z.object({
  page: z.string().optional(),
  limit: z.string().optional().describe("Default 6."),
});

/** /api/profile: public memorial search and list, ranked by the visitor's location, then newest first. */
export const searchContract = [
  operation({
    method: "get",
    path: "/api/profile/searchProfiles/{term}",
    summary: "Search public memorials by name or username",
    tags,
    request: { params: pathParams("term"), query: pageQuery },
    responses: {
      200: ok("One page of results.", profilePage),
      400: error("The term is too long."),
    },
  }),
  operation({
    method: "get",
    path: "/api/profile/getAllProfiles",
    summary: "The public memorials",
    tags,
    request: { query: pageQuery },
    responses: { 200: ok("One page of memorials.", profilePage) },
  }),
];

import { z } from "zod";
import { error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";

const tags = ["profile"] as const;

const pageQuery = z.object({
  page: z.string().optional(),
  limit: z.string().optional().describe("Default 10, at most 100."),
});

const pageOf = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

const denied = {
  403: error("Another user's lists."),
  404: error("'Usuário não encontrado.': an admin asked for a user id nobody has."),
};

/** /api/profile: the memorials a user administers and the activity on them. */
export const myProfilesContract = [
  operation({
    method: "get",
    path: "/api/profile/getAllProfilesByUser/{userId}",
    summary: "The memorials a user administers",
    tags,
    session: "required",
    request: { params: idParams("userId"), query: pageQuery },
    responses: {
      200: ok(
        "One page of memorials.",
        success({
          ...pageOf,
          profiles: z.array(
            z.strictObject({
              id: z.uuid(),
              username: z.string(),
              name: z.string(),
              imageDirectory: z.string().nullable(),
              profileType: z.enum(["Free", "Ouro", "Platina", "Diamante"]),
              profileAccess: z.enum(["Public", "Private"]),
              activedByUser: z.boolean(),
            }),
          ),
        }),
      ),
      ...denied,
    },
  }),
  operation({
    method: "get",
    path: "/api/profile/getProfilesActivitiesByUser/{userId}",
    summary: "Tributes and attendances on the memorials a user administers, newest first",
    tags,
    session: "required",
    request: { params: idParams("userId"), query: pageQuery },
    responses: {
      200: ok(
        "One page of activity.",
        success({
          ...pageOf,
          activities: z.array(
            z.strictObject({
              id: z.uuid(),
              username: z.string(),
              image_directory: z.string().nullable(),
              owner_name_tribute: z.string(),
              tribute_type: z.enum(["Candle", "Flower", "Message", "Photo", "Attend"]),
              profile_name: z.string(),
              created_at: isoDateTime(),
            }),
          ),
        }),
      ),
      ...denied,
    },
  }),
];

import { z } from "zod";
import { error, idParamsWith, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";
import { attendanceSchema } from "../attendance.schema";

const tags = ["event"] as const;

const accessToken = z.string().optional().describe("The access token of a private memorial.");

const profileRef = z.object({ profileId: z.uuid(), token: accessToken });

const attendance = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  attendanced_at: isoDateTime(),
  email: z.string().optional().describe("Only for the memorial's owner and admins."),
  cellphone: z.string().optional().describe("Only for the memorial's owner and admins."),
});

const invisible = {
  400: error("Malformed profile id, or invalid input."),
  404: error("No memorial the caller may see."),
};

export const attendProfile = operation({
  method: "post",
  path: "/api/event/attendProfile",
  summary: "Sign a memorial's attendance list",
  tags,
  session: "optional",
  request: { body: z.object({ ...profileRef.shape, ...attendanceSchema.shape }) },
  responses: {
    201: ok("Signed.", success({ message: z.string() })),
    ...invisible,
    429: error("Too many signatures; see Retry-After."),
  },
});

export const visitProfile = operation({
  method: "post",
  path: "/api/event/visitProfile",
  summary: "Count a visit to a memorial",
  tags,
  session: "optional",
  request: { body: profileRef },
  responses: {
    200: ok("Counted (at most once per visitor and day).", success({})),
    ...invisible,
  },
});

/** /api/event: the attendance list of a memorial, signing it, and counting visits. */
export const eventContract = [
  operation({
    method: "get",
    path: "/api/event/getAttendanceListByProfileId/{id}",
    summary: "The attendance list of a memorial, newest first",
    tags,
    session: "optional",
    request: {
      params: idParamsWith("Identificador de perfil inválido.", "id"),
      query: z.object({ page: z.string().optional(), token: accessToken }),
    },
    responses: {
      200: ok(
        "One page of attendances.",
        success({
          total: z.number().int(),
          page: z.number().int(),
          limit: z.number().int(),
          attendances: z.array(attendance),
        }),
      ),
      ...invisible,
    },
  }),
  attendProfile,
  visitProfile,
];

import { z } from "zod";
import { error, idParams, ok, operation, success } from "~/shared/http/api-contract";
import { approvalSchema, moderateSchema, reportSchema } from "./moderation.schema";

const tags = ["tribute"] as const;
const notAllowed = {
  401: error("Not signed in."),
  403: error("Not the memorial's family (or an admin)."),
  404: error("No such tribute or memorial."),
};

const moderated = z.strictObject({
  id: z.uuid(),
  type: z.enum(["Candle", "Flower", "Message", "Photo"]),
  name: z.string(),
  body: z.string().nullable(),
  imagePath: z.string().nullable(),
  visibility: z.enum(["held", "hidden", "published"]),
  heldReason: z.string().nullable(),
  reports: z.array(z.strictObject({ reason: z.string(), count: z.number().int() })),
  createdAt: z.string(),
});

/** Moderation by the family and visitors' reports (beyond the spec; decision 024). */
export const moderationContract = [
  operation({
    method: "put",
    path: "/api/tribute/moderate/{id}",
    summary: "The family hides or shows a tribute, approves or rejects a held one (a rejection is refunded)",
    tags,
    session: "required",
    request: { params: idParams("id"), body: moderateSchema },
    responses: {
      200: ok(
        "The tribute's new visibility.",
        success({ id: z.uuid(), visibility: z.enum(["published", "hidden", "rejected"]) }),
      ),
      400: error("Not a decision."),
      409: error("'Esta homenagem não pode mais ser alterada assim.'"),
      ...notAllowed,
    },
  }),
  operation({
    method: "post",
    path: "/api/tribute/report/{id}",
    summary: "A visitor reports a published tribute ('Denunciar'); 3 people hold it for the family",
    tags,
    session: "optional",
    request: { params: idParams("id"), body: reportSchema },
    responses: {
      201: ok(
        "How many people reported it and whether it is now held.",
        success({ reports: z.number().int(), held: z.boolean() }),
      ),
      400: error("'Escolha o motivo da denúncia.'"),
      404: error("No published tribute with that id."),
      429: error("Too many reports from this person; see Retry-After."),
    },
  }),
  operation({
    method: "get",
    path: "/api/tribute/moderation/{profileId}",
    summary: "The family's side: held, hidden and reported tributes of a memorial",
    tags,
    session: "required",
    request: { params: idParams("profileId") },
    responses: { 200: ok("The tributes.", success({ tributes: z.array(moderated) })), ...notAllowed },
  }),
  operation({
    method: "put",
    path: "/api/profile/approveTributes/{profileId}",
    summary: "Approval before publishing, for a memorial's messages and photos",
    tags: ["profile"],
    session: "required",
    request: { params: idParams("profileId"), body: approvalSchema },
    responses: {
      200: ok("The switch as it now is.", success({ approveTributes: z.boolean() })),
      400: error("Not a boolean."),
      ...notAllowed,
    },
  }),
  operation({
    method: "get",
    path: "/api/admin/tributeReports",
    summary: "Every reported tribute, most reported first (admins)",
    tags: ["admin"],
    session: "required",
    roles: ["admin"],
    responses: {
      200: ok(
        "The reported tributes.",
        success({
          reports: z.array(
            z.strictObject({
              tributeId: z.uuid(),
              profileUsername: z.string(),
              name: z.string(),
              body: z.string().nullable(),
              reports: z.number().int(),
            }),
          ),
        }),
      ),
      401: error("Not signed in."),
      403: error("Not an admin."),
    },
  }),
];

import { z } from "zod";
import { error, idParams, ok, operation, success } from "~/shared/http/api-contract";
import {
  assignPlanBodySchema,
  PLAN_CHANGE_MESSAGES,
  PROFILE_TYPES,
  profileTypeBodySchema,
} from "../plan-changes.schema";

const tags = ["plans"] as const;

const outcome = ok(
  "The profile's plan and activation after the call (`message` says whether it changed).",
  success({
    message: z.string(),
    profileType: z.enum(PROFILE_TYPES),
    activedByUser: z.boolean().describe("The profile is activated (shown publicly when public)."),
  }),
);

const profileErrors = { 404: error("No such profile (or a malformed id).") };

/** /api/profile: plan changes, honoured only when the Free plan, a payment or an admin justifies them. */
export const planChangesContract = [
  operation({
    method: "put",
    path: "/api/profile/updateFreeProfileStatus/{id}",
    summary: "Activate a profile on the Free plan (its owner or an admin)",
    tags,
    session: "required",
    request: { params: idParams("id") },
    responses: {
      200: outcome,
      ...profileErrors,
      403: error("Another user's profile."),
      409: error("A paid plan's term is running on this profile."),
    },
  }),
  operation({
    method: "patch",
    path: "/api/profile/updateProfileType/{id}",
    summary: "Change a profile's plan: admins assign any; owners only Free or a plan an approved payment applied",
    tags,
    session: "required",
    request: { params: idParams("id"), body: profileTypeBodySchema },
    responses: {
      200: outcome,
      400: error("'Selecione o tipo de perfil': no valid profileType."),
      ...profileErrors,
      403: error("Another user's profile, or a paid plan without an approved payment."),
      409: error("Free asked while a paid plan's term is running."),
    },
  }),
  operation({
    method: "put",
    path: "/api/profile/aproveProfile/{id}",
    summary: "Approve (activate) a profile: an admin, or its owner once a plan payment is approved",
    tags,
    session: "required",
    request: { params: idParams("id") },
    responses: {
      200: outcome,
      ...profileErrors,
      403: error("Another user's profile, or no approved payment for it."),
    },
  }),
  operation({
    method: "post",
    path: "/api/profile/assignPlan/{id}",
    summary: "Assign a plan without payment (admins only; the memorial panel's admin section)",
    description:
      "A paid plan starts a 180-day term without the plan's voucher; recorded with the admin who did it and the `reason` they give (required, at most 500 characters).",
    tags,
    session: "required",
    roles: ["admin"],
    rolesMessage: PLAN_CHANGE_MESSAGES.adminOnly,
    request: { params: idParams("id"), body: assignPlanBodySchema },
    responses: {
      200: outcome,
      400: error("'Selecione o tipo de perfil': no valid profileType; or no reason (`fields.reason`)."),
      ...profileErrors,
      403: error("Not an admin."),
      409: error("Free asked while a paid plan's term is running."),
    },
  }),
];

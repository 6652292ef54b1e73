import { z } from "zod";
import { error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";

const tags = ["profile-editor"] as const;

const pageQuery = z.object({
  page: z.string().optional(),
  limit: z.string().optional().describe("Default 10, at most 100."),
});

const partnerMemorialSchema = z.strictObject({
  id: z.uuid(),
  username: z.string().describe("The handle, without '@'."),
  name: z.string(),
  profileType: z.enum(["Free", "Ouro", "Platina", "Diamante"]),
  viewable: z.boolean().describe("Public and activated: visitors can open it."),
  customer: z.strictObject({
    name: z.string(),
    email: z.string(),
    signedIn: z.boolean().describe("The customer signed in at least once."),
  }),
  status: z
    .enum(["awaiting_customer", "complete"])
    .describe("'aguardando o cliente' until the memorial's administrator finished the completion wizard."),
  plaque: z.strictObject({
    hash: z.string().nullable(),
    preprinted: z.boolean().describe("A plaque printed before the memorial, typed in the partner's wizard."),
    order: z.enum(["none", "awaiting_payment", "awaiting_address", "to_ship", "shipped"]),
    shippedAt: isoDateTime().nullable(),
  }),
  createdAt: isoDateTime(),
  inviteResentAt: isoDateTime().nullable(),
});

/** /api/profile: the partner's area (decision 043). */
export const partnerMemorialsContract = [
  operation({
    method: "get",
    path: "/api/profile/getProfilesCreatedByPartner/{userId}",
    summary: "The memorials a partner created for its customers, newest first",
    tags,
    session: "required",
    request: { params: idParams("userId"), query: pageQuery },
    responses: {
      200: ok(
        "One page of memorials.",
        success({
          total: z.number().int(),
          page: z.number().int(),
          limit: z.number().int(),
          profiles: z.array(partnerMemorialSchema),
        }),
      ),
      403: error("Another account's list."),
      404: error("'Usuário não encontrado.': an admin asked for a user id nobody has."),
    },
  }),
  operation({
    method: "post",
    path: "/api/profile/resendCustomerInvite/{id}",
    summary: "Mail the customer's invitation again",
    description:
      "The partner who created the memorial (or an admin) has the customer's invitation sent again: the same links, which never expire. At most once per memorial every 15 minutes.",
    tags,
    session: "required",
    roles: ["partner", "admin"],
    rolesMessage: "Somente o parceiro que criou este memorial pode reenviar o convite.",
    request: { params: idParams("id") },
    responses: {
      200: ok("The invitation is on its way.", success({ message: z.string(), resentAt: isoDateTime() })),
      403: error("Not the partner who created this memorial."),
      404: error("'Memorial não encontrado.': no memorial created by a partner has this id."),
      409: error("'O cliente já completou este memorial: não há convite a reenviar.'"),
      429: error("Resent less than 15 minutes ago; see Retry-After."),
    },
  }),
];

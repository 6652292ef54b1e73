import { z } from "zod";
import { error, idParams, isoDateTime, ok, operation, success } from "~/shared/http/api-contract";
import { CONTACT_KINSHIPS, saveNotificationContactSchema } from "../notification-contacts.schema";

const tags = ["notification-contacts"] as const;

const contact = z.strictObject({
  id: z.uuid(),
  user_id: z.uuid(),
  profile_id: z.uuid(),
  name: z.string(),
  email: z.string().nullable(),
  cellphone: z.string().nullable().describe("(DD) NNNNN-NNNN"),
  kinship: z.enum(CONTACT_KINSHIPS).nullable(),
  unsubscribed: z.boolean().describe("The contact stopped the update e-mails by its own link."),
  createdAt: isoDateTime(),
});

const notOwner = error("'Não é o dono do perfil!': the memorial is another user's.");

/** /api/profile: notification contacts, warned by e-mail when the memorial is updated (decision 020). */
export const notificationContactsContract = [
  operation({
    method: "post",
    path: "/api/profile/saveNotificationContact",
    summary: "Add a notification contact to a memorial the caller owns (admins: any)",
    tags,
    session: "required",
    request: { body: saveNotificationContactSchema },
    responses: {
      201: ok("'Contato salvo com sucesso' and the contact.", success({ message: z.string(), result: contact })),
      400: error("A field breaks the spec's rules (part 2, §5); `fields` names it."),
      403: error("'Não é o dono do perfil!', or `user_id` is not the caller."),
      404: error("'ID do perfil não encontrado.'"),
      409: error("The e-mail is already a contact of this memorial, or the memorial has 50 contacts."),
    },
  }),
  operation({
    method: "get",
    path: "/api/profile/getNotificationContacts/{profileId}",
    summary: "A memorial's notification contacts, in the order they were added",
    tags,
    session: "required",
    request: { params: idParams("profileId") },
    responses: {
      200: ok("The contacts.", success({ contacts: z.array(contact) })),
      403: notOwner,
      404: error("'ID do perfil não encontrado.'"),
    },
  }),
  operation({
    method: "delete",
    path: "/api/profile/deleteNotificationContact/{id}",
    summary: "Remove a notification contact of a memorial the caller owns",
    tags,
    session: "required",
    request: { params: idParams("id") },
    responses: {
      200: ok("'Contato removido.'", success({ message: z.string() })),
      403: notOwner,
      404: error("'Contato não foi informado.': no such contact."),
    },
  }),
];

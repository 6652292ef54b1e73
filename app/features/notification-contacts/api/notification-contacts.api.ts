import { Router } from "express";
import { bodyObject } from "~/shared/http/request-input";
import { ctxOf } from "~/shared/http/request-context.server";
import { formatPhone } from "~/shared/validation/phone";
import { CONTACT_MESSAGES } from "../notification-contacts.schema";
import {
  listNotificationContactsOf,
  type NotificationContact,
  removeNotificationContact,
  saveNotificationContact,
} from "../notification-contacts.server";

/** A contact as the API shows it: the spec's entity names, the cellphone formatted. */
function contactJson(c: NotificationContact) {
  return {
    id: c.id,
    user_id: c.userId,
    profile_id: c.profileId,
    name: c.name,
    email: c.email,
    cellphone: c.cellphone ? (formatPhone(c.cellphone) ?? c.cellphone) : null,
    kinship: c.kinship,
    unsubscribed: c.unsubscribedAt !== null,
    createdAt: c.createdAt.toISOString(),
  };
}

/** /api/profile: a memorial's notification contacts (its owner or an admin only). */
export const notificationContactsApi = Router();

notificationContactsApi.post("/saveNotificationContact", async (req, res) => {
  const body = bodyObject(req);
  const { user_id: userId, profile_id: profileId, ...contact } = body;
  const saved = await saveNotificationContact(await ctxOf(req).actor(), { userId, profileId, contact });
  res.status(201).json({ success: true, message: CONTACT_MESSAGES.saved, result: contactJson(saved) });
});

notificationContactsApi.get("/getNotificationContacts/:profileId", async (req, res) => {
  const contacts = await listNotificationContactsOf(await ctxOf(req).actor(), req.params.profileId);
  res.json({ success: true, contacts: contacts.map(contactJson) });
});

notificationContactsApi.delete("/deleteNotificationContact/:id", async (req, res) => {
  await removeNotificationContact(await ctxOf(req).actor(), req.params.id);
  res.json({ success: true, message: CONTACT_MESSAGES.removed });
});

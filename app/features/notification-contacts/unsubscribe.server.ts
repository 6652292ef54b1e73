import { and, eq, isNull } from "drizzle-orm";
import { db } from "~/db/client.server";
import { notificationContacts, profiles } from "~/db/schema";
import { NotFoundError } from "~/shared/http/errors";
import { ensureSessionSecret } from "~/shared/secrets.server";
import { CONTACT_MESSAGES as M } from "./notification-contacts.schema";
import { contactIdOfToken } from "./unsubscribe-token.server";

/** What the unsubscribe page shows: whose updates, and whether they already stopped. */
export interface UnsubscribeView {
  memorialName: string;
  email: string | null;
  unsubscribed: boolean;
}

async function contactOf(token: unknown) {
  const contactId = contactIdOfToken(await ensureSessionSecret(), token);
  if (!contactId) throw new NotFoundError(M.invalidLink);
  const [row] = await db()
    .select({
      id: notificationContacts.id,
      email: notificationContacts.email,
      unsubscribedAt: notificationContacts.unsubscribedAt,
      memorialName: profiles.name,
    })
    .from(notificationContacts)
    .innerJoin(profiles, eq(profiles.id, notificationContacts.profileId))
    .where(eq(notificationContacts.id, contactId));
  // The owner removed the contact since: nothing is sent to it any more either.
  if (!row) throw new NotFoundError(M.invalidLink);
  return row;
}

/** GET of the link: reads only (a mail scanner following links changes nothing). */
export async function viewUnsubscribe(token: unknown): Promise<UnsubscribeView> {
  const row = await contactOf(token);
  return { memorialName: row.memorialName, email: row.email, unsubscribed: row.unsubscribedAt !== null };
}

/** The confirmation's POST: the contact gets no more update e-mails. Idempotent. */
export async function confirmUnsubscribe(token: unknown, now = new Date()): Promise<UnsubscribeView> {
  const row = await contactOf(token);
  await db()
    .update(notificationContacts)
    .set({ unsubscribedAt: now })
    .where(and(eq(notificationContacts.id, row.id), isNull(notificationContacts.unsubscribedAt)));
  return { memorialName: row.memorialName, email: row.email, unsubscribed: true };
}

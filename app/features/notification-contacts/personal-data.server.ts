import { eq, or, sql } from "drizzle-orm";
import { notificationContacts } from "~/db/schema";
import type { PersonalDataSource } from "~/shared/personal-data.server";

const asContact = (email: string) => sql`lower(${notificationContacts.email}) = ${email}`;

/**
 * The contacts a person registered for a memorial's update e-mails, and the registrations naming
 * the person's address. Erasure removes the latter (no more e-mails to it); the contacts the
 * person registered belong to the memorial and stay, naming the account's tombstone (decision 058).
 */
export const notificationContactsPersonalData: PersonalDataSource = {
  name: "notification-contacts",
  tables: { notification_contacts: ["user_id", "email", "name", "cellphone", "kinship"] },
  async exportFor(db, subject) {
    const rows = await db
      .select({
        profileId: notificationContacts.profileId,
        registeredByMe: sql<boolean>`${notificationContacts.userId} = ${subject.userId}`,
        name: notificationContacts.name,
        email: notificationContacts.email,
        cellphone: notificationContacts.cellphone,
        kinship: notificationContacts.kinship,
        unsubscribedAt: notificationContacts.unsubscribedAt,
        createdAt: notificationContacts.createdAt,
      })
      .from(notificationContacts)
      .where(or(eq(notificationContacts.userId, subject.userId), asContact(subject.email)));
    return { notification_contacts: rows };
  },
  async eraseFor(db, subject) {
    await db.delete(notificationContacts).where(asContact(subject.email));
  },
};

import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { users } from "./accounts";
import { profiles } from "./profiles";

/**
 * People the owner asked to be warned when the memorial is updated (spec part 2, §3). Not part of
 * what the memorial page shows: no content-version trigger (see content-version.test.ts).
 */
export const notificationContacts = pgTable(
  "notification_contacts",
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Who registered the contact (the owner, or an admin acting for them). */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text().notNull(),
    /** Lower case; null when only a cellphone was given. */
    email: text(),
    /** Eleven digits; null when only an e-mail was given. */
    cellphone: text(),
    kinship: text(),
    /** Set by the contact's own unsubscribe link; such a contact gets no more e-mails. */
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // The screen lists a memorial's contacts in the order they were added; the job reads them too.
    index("notification_contacts_profile_idx").on(t.profileId, t.createdAt),
    // One e-mail address once per memorial: a second copy would get every message twice.
    uniqueIndex("notification_contacts_profile_email_key")
      .on(t.profileId, sql`lower(${t.email})`)
      .where(sql`${t.email} is not null`),
  ],
);

/**
 * The update e-mails' bookkeeping, one row per memorial with contacts (decision 020). The job sees
 * profiles.content_version move (`seenVersion` at `seenAt`, by the job's clock), waits until it has
 * stayed put for the quiet period, and records `notifiedVersion` in the transaction that sends, so
 * a version is announced once whichever process runs the job.
 */
export const memorialUpdateNotices = pgTable("memorial_update_notices", {
  profileId: uuid()
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  notifiedVersion: bigint({ mode: "number" }).notNull(),
  seenVersion: bigint({ mode: "number" }).notNull(),
  seenAt: timestamp({ withTimezone: true }).notNull(),
  notifiedAt: timestamp({ withTimezone: true }),
});

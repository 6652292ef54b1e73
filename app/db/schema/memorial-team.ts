import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { users } from "./accounts";
import { profiles } from "./profiles";

/**
 * What a person other than the owner may do on a memorial (decision 040): an 'administrator' does
 * everything the owner does but hand the memorial over; an 'editor' edits content, the gallery and
 * moderates tributes, and touches neither money nor the administrators.
 */
export const memorialRole = pgEnum("memorial_role", ["administrator", "editor"]);

/**
 * The memorial's administrators besides its owner (`profiles.user_id`, always an administrator,
 * never a row here). The owner can't be removed and leaves only by transferring the memorial, so a
 * memorial always keeps at least one administrator.
 */
export const memorialMembers = pgTable(
  "memorial_members",
  {
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: memorialRole().notNull(),
    /** Who invited them (null when the account that invited is gone). */
    addedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.userId] }),
    // "The memorials I help manage" reads by the member.
    index("memorial_members_user_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * An invitation to help manage a memorial, sent by e-mail: its link works once, for the account
 * with that e-mail, until it expires or is revoked. Only the SHA-256 of the link's token is kept.
 */
export const memorialInvitations = pgTable(
  "memorial_invitations",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Lower-cased, as accounts compare e-mails. */
    email: text().notNull(),
    role: memorialRole().notNull(),
    tokenHash: text().notNull().unique(),
    invitedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    acceptedAt: timestamp({ withTimezone: true }),
    acceptedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    revokedAt: timestamp({ withTimezone: true }),
    /** When its e-mail went out; null while it is owed (the owed-mail sweep retries, decision 017). */
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index("memorial_invitations_profile_idx").on(t.profileId, t.createdAt),
    // 'Meus dados' reads the invitations sent to a person's address.
    index("memorial_invitations_email_idx").on(sql`lower(${t.email})`),
  ],
);

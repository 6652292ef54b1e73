import { sql } from "drizzle-orm";
import { index, pgTable, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { profiles } from "./profiles";

/**
 * Which partner created which memorial (decision 043), written by the simplified creation in its
 * own transaction. The customer's `users.created_by_user_id` is not enough: a customer's account
 * may later create memorials of its own, and a memorial may change hands; this row stays with the
 * memorial the partner created. Owned by profile-editor (partner/).
 */
export const partnerMemorials = pgTable(
  "partner_memorials",
  {
    profileId: uuid()
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    partnerId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the memorial's administrator finished the completion wizard: 'completo' from then on. */
    completedAt: timestamp({ withTimezone: true }),
    /** The last 'Reenviar convite': at most one resend per memorial per window. */
    inviteResentAt: timestamp({ withTimezone: true }),
  },
  // The partner's list on /profiles, newest first, paged on the server.
  (t) => [
    index("partner_memorials_partner_recent_idx").on(t.partnerId, sql`${t.createdAt} desc`, sql`${t.profileId} desc`),
  ],
);

import { sql } from "drizzle-orm";
import { index, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { profiles } from "./profiles";

/** A follower's life (decision 055): asked (pending) → confirmed by the e-mailed link → unsubscribed. */
export const followerStatus = pgEnum("follower_status", ["pending", "confirmed", "unsubscribed"]);

/**
 * People who follow a memorial by e-mail (decision 055): they are e-mailed on the dates that matter.
 * Not part of what the memorial page shows (no content-version trigger, content-version.test.ts).
 */
export const followers = pgTable(
  "followers",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Lower case. */
    email: text().notNull(),
    /** The account that followed, when the person was signed in with this same address. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    status: followerStatus().notNull().default("pending"),
    /** SHA-256 of the confirmation link's token; null once used (the link works once). */
    confirmTokenHash: text(),
    /** When the last confirmation e-mail left; its link expires 7 days later. */
    confirmationSentAt: timestamp({ withTimezone: true }),
    /** SHA-256 of the unsubscribe token (the token itself is derived from the site's secret). */
    unsubscribeTokenHash: text().notNull(),
    /** The version of the text the person agreed to when asking to follow. */
    consentVersion: text().notNull(),
    confirmedAt: timestamp({ withTimezone: true }),
    unsubscribedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // One row per address and memorial: following again reuses it.
    uniqueIndex("followers_profile_email_key").on(t.profileId, t.email),
    // The sweep and the ceremony fan-out read a memorial's confirmed followers; the panel counts them.
    index("followers_status_profile_idx").on(t.status, t.profileId),
    uniqueIndex("followers_confirm_token_key")
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    uniqueIndex("followers_unsubscribe_token_key").on(t.unsubscribeTokenHash),
    // 'Meus dados' finds a person's rows by account or by address.
    index("followers_user_idx")
      .on(t.userId)
      .where(sql`${t.userId} is not null`),
    index("followers_email_idx").on(t.email),
  ],
);

/**
 * Each occasion e-mailed to each follower once (decision 055): the send job inserts its row (on
 * conflict nothing) in the transaction that sends, so two processes never both send it.
 */
export const followerOccasionSends = pgTable(
  "follower_occasion_sends",
  {
    followerId: uuid()
      .notNull()
      .references(() => followers.id, { onDelete: "cascade" }),
    /** `birthday:2027`, `death-anniversary:2027`, `seventh-day`, `thirtieth-day`, `finados:2027`, `ceremony:<id>`. */
    occasionKey: text().notNull(),
    sentAt: timestamp({ withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.occasionKey] })],
);

import { sql } from "drizzle-orm";
import { boolean, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { users } from "./accounts";
import { profiles } from "./profiles";

/**
 * One try at a memorial's three security questions by a signed-in person (decision 057). Wrong
 * tries are counted per account and memorial and per memorial over a rolling day: the lockout.
 */
export const claimAttempts = pgTable(
  "claim_attempts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    at: timestamp({ withTimezone: true }).notNull(),
    success: boolean().notNull(),
  },
  (t) => [
    // The two counts of the lockout: one account on one memorial, and one memorial from everyone.
    index("claim_attempts_user_profile_idx").on(t.userId, t.profileId, t.at),
    index("claim_attempts_profile_idx").on(t.profileId, t.at),
  ],
);

export const claimStatus = pgEnum("claim_status", ["awaiting_objection_window", "approved", "rejected", "withdrawn"]);

/** What an approval did: the claimant joined the administrators, or the memorial became theirs. */
export const claimOutcome = pgEnum("claim_outcome", ["added_administrator", "transferred"]);

/**
 * A relative's request to manage a memorial, made after answering its security questions: who
 * they say they are, reviewed by the site's admins while the memorial's administrators may object
 * for seven days. The claimant's name, phone and evidence are erased (and the account unlinked)
 * when they delete their account; the decision record stays.
 */
export const memorialClaims = pgTable(
  "memorial_claims",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Null once the claimant's account is gone (pseudonymised). */
    claimantUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    fullName: text(),
    /** One of the kinship list (notification contacts' relationships). */
    relationship: text().notNull(),
    /** Eleven digits, area code first. */
    phone: text(),
    evidence: text(),
    status: claimStatus().notNull().default("awaiting_objection_window"),
    /** Set by the first objection of an administrator of the memorial. */
    objected: boolean().notNull().default(false),
    submittedAt: timestamp({ withTimezone: true }).notNull(),
    /** submittedAt + 7 days: before it, approval needs a memorial without an active administrator. */
    objectionWindowEndsAt: timestamp({ withTimezone: true }).notNull(),
    decidedByUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp({ withTimezone: true }),
    decisionNote: text(),
    outcome: claimOutcome(),
  },
  (t) => [
    // One open claim per person per memorial.
    uniqueIndex("memorial_claims_open_key")
      .on(t.profileId, t.claimantUserId)
      .where(sql`status = 'awaiting_objection_window'`),
    // The admins' queue: by status, oldest first.
    index("memorial_claims_status_idx").on(t.status, t.submittedAt),
    index("memorial_claims_claimant_idx").on(t.claimantUserId, t.submittedAt),
    index("memorial_claims_profile_idx").on(t.profileId, t.submittedAt),
  ],
);

/** An administrator of the memorial objecting to a claim within its window. */
export const claimObjections = pgTable(
  "claim_objections",
  {
    id: uuid().primaryKey().defaultRandom(),
    claimId: uuid()
      .notNull()
      .references(() => memorialClaims.id, { onDelete: "cascade" }),
    /** Null once the objecting account is gone. */
    byUserId: uuid().references(() => users.id, { onDelete: "set null" }),
    text: text().notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index("claim_objections_claim_idx").on(t.claimId, t.at), index("claim_objections_user_idx").on(t.byUserId)],
);

import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, smallint, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { profiles } from "./profiles";

/**
 * The creation wizard's work in progress, one row per memorial being created: what each step
 * holds (validated with that step's schema before it is stored), the step to resume at, and the
 * profile once step 4 saved it. Security answers never land here: they go straight to their hashes.
 */
export const profileDrafts = pgTable(
  "profile_drafts",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The step the person resumes at (1 to 8). */
    step: smallint().notNull().default(1),
    data: jsonb().$type<Record<string, unknown>>().notNull().default({}),
    /** Set when step 4 saved the profile; the draft then only carries the plan steps. */
    profileId: uuid().references(() => profiles.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    // "My drafts, newest first" on /profiles.
    index("profile_drafts_user_recent_idx").on(t.userId, sql`${t.updatedAt} desc`),
    index("profile_drafts_profile_idx").on(t.profileId),
  ],
);

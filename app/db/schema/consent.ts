import { bigint, boolean, index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { users } from "./accounts";

/**
 * Append-only record of every consent given (LGPD proof). Rows are never updated or deleted;
 * the token identifies the visitor's browser in later checks.
 */
export const consentEvents = pgTable(
  "consent_events",
  {
    id: bigint({ mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    token: text().notNull().unique(),
    consent: boolean().notNull(),
    policyKey: text().notNull(),
    policyVersion: integer().notNull(),
    ip: text(),
    userAgent: text(),
    metadata: jsonb().$type<Record<string, unknown>>().notNull(),
    /**
     * The signed-in account that answered, for its consent history in 'Meus dados'; null for a
     * visitor. Accounts are never deleted (an erased one stays as a tombstone), so it never changes.
     */
    userId: uuid().references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("consent_events_created_idx").on(t.createdAt),
    // 'Meus dados' lists a person's consent history.
    index("consent_events_user_idx").on(t.userId, t.createdAt),
  ],
);

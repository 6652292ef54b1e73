import { bigint, boolean, index, integer, jsonb, pgTable, text } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";

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
    createdAt: createdAt(),
  },
  (t) => [index("consent_events_created_idx").on(t.createdAt)],
);

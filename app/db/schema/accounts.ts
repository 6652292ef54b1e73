import { sql } from "drizzle-orm";
import {
  boolean,
  integer,
  type AnyPgColumn,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";

export const userType = pgEnum("user_type", ["regular", "partner", "admin"]);

export const users = pgTable(
  "users",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    /** Stored lower-case; unique. */
    email: text().notNull(),
    /** Eleven digits, area code first. */
    cellphone: text(),
    passwordHash: text().notNull(),
    type: userType().notNull().default("regular"),
    /** CNPJ digits for partners. */
    document: text(),
    /** Set when a partner created this account for a customer. */
    createdByUserId: uuid().references((): AnyPgColumn => users.id, { onDelete: "set null" }),
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(sql`lower(${t.email})`)],
);

export const sessions = pgTable(
  "sessions",
  {
    /** SHA-256 of the cookie value; the value itself is never stored. */
    id: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** Absolute limit; idle expiry is computed from lastSeenAt. */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Single-use password reset links: only the SHA-256 of the 256-bit token is stored. */
export const passwordResetTokens = pgTable(
  "password_reset_tokens",
  {
    tokenHash: text().primaryKey(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("password_reset_tokens_user_idx").on(t.userId)],
);

/** Fixed-window counters for rate limits, shared by every app process. */
export const rateLimitBuckets = pgTable("rate_limit_buckets", {
  /** e.g. "login:ip:203.0.113.7" or "login:email:ana@exemplo.com". */
  key: text().primaryKey(),
  windowStart: timestamp({ withTimezone: true }).notNull(),
  hits: integer().notNull(),
});

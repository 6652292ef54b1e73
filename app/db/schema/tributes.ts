import { sql } from "drizzle-orm";
import { bigint, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { users } from "./accounts";
import { profiles } from "./profiles";

export const tributeType = pgEnum("tribute_type", ["Candle", "Flower", "Message", "Photo"]);
export const tributeStatus = pgEnum("tribute_status", ["pending", "paid", "expired"]);
/**
 * What the family decided (moderation, beyond the spec): `published` shows once paid; `held`
 * waits for the owner (approval mode, a link in a message, or reports); `hidden` is kept and shown
 * only to the owner; `rejected` was refused while held, and its payment refunded.
 */
export const tributeVisibility = pgEnum("tribute_visibility", ["published", "held", "hidden", "rejected"]);

export const tributes = pgTable(
  "tributes",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The logged-in payer, when there was one. */
    userId: uuid().references(() => users.id, { onDelete: "set null" }),
    type: tributeType().notNull(),
    name: text().notNull(),
    email: text(),
    kinship: text(),
    body: text(),
    imagePath: text(),
    /** 7 or 14 for candles. */
    candleDays: integer(),
    amountCents: bigint({ mode: "number" }).notNull().default(0),
    status: tributeStatus().notNull().default("pending"),
    paidAt: timestamp({ withTimezone: true }),
    /** A candle burns until this time; afterwards it is shown as extinguished. */
    burnsUntil: timestamp({ withTimezone: true }),
    visibility: tributeVisibility().notNull().default("published"),
    /** Why it is held: `approval`, `link` or `reports`. */
    heldReason: text(),
    createdAt: createdAt(),
  },
  (t) => [
    index("tributes_profile_paid_idx")
      .on(t.profileId, t.createdAt.desc())
      .where(sql`${t.status} = 'paid' and ${t.visibility} = 'published'`),
    // The owner's queue and hidden list.
    index("tributes_profile_moderated_idx")
      .on(t.profileId, t.createdAt.desc())
      .where(sql`${t.status} = 'paid' and ${t.visibility} in ('held', 'hidden')`),
    index("tributes_candles_burning_idx")
      .on(t.profileId, t.burnsUntil)
      .where(sql`${t.type} = 'Candle' and ${t.status} = 'paid'`),
    // 'Meus dados' reads a person's tributes by account and by the e-mail given.
    index("tributes_user_idx").on(t.userId),
    index("tributes_email_idx").on(sql`lower(${t.email})`),
    index("tributes_pending_idx")
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/** A visitor's report of a tribute ('Denunciar'): one per reporter (account or address). */
export const tributeReports = pgTable(
  "tribute_reports",
  {
    tributeId: uuid()
      .notNull()
      .references(() => tributes.id, { onDelete: "cascade" }),
    /** `user:{id}` or `ip:{address or /64}`: the same person reports once. */
    reporterKey: text().notNull(),
    reason: text().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.tributeId, t.reporterKey] })],
);

export const attendances = pgTable(
  "attendances",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    name: text().notNull(),
    email: text().notNull(),
    cellphone: text().notNull(),
    ip: text(),
    attendedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("attendances_profile_idx").on(t.profileId, t.attendedAt.desc()),
    // 'Meus dados' reads a person's signatures by the e-mail given.
    index("attendances_email_idx").on(sql`lower(${t.email})`),
  ],
);

/** Visits counted per profile and day (America/Sao_Paulo). */
export const profileVisits = pgTable(
  "profile_visits",
  {
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    day: date({ mode: "string" }).notNull(),
    count: integer().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.day] })],
);

import { sql } from "drizzle-orm";
import {
  bigint,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { users } from "./accounts";
import { profiles, profileType } from "./profiles";

export const plans = pgTable("plans", {
  /** Same values as the profile type: Free, Ouro, Platina, Diamante. */
  id: profileType().primaryKey(),
  name: text().notNull(),
  priceCents: integer().notNull(),
  installments: integer().notNull(),
  installmentCents: integer().notNull(),
  photoLimit: integer().notNull(),
  voucherCents: integer().notNull(),
  physicalCards: integer().notNull(),
  /** Short pt-BR feature lines shown on the plan card, in order. */
  features: jsonb().$type<string[]>().notNull(),
  contractKey: text().notNull(),
  position: integer().notNull(),
});

/** Contract texts, versioned: a new version is a new row; the highest version is in force. */
export const contracts = pgTable(
  "contracts",
  {
    id: uuid().primaryKey().defaultRandom(),
    key: text().notNull(),
    version: integer().notNull(),
    title: text().notNull(),
    /** Markdown. */
    body: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("contracts_key_version_key").on(t.key, t.version.desc())],
);

export const planContractStatus = pgEnum("plan_contract_status", ["pending", "active", "expired", "cancelled"]);

/** A profile's subscription to a plan for one contract term. */
export const planContracts = pgTable(
  "plan_contracts",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    planId: profileType()
      .notNull()
      .references(() => plans.id),
    contractKey: text().notNull(),
    contractVersion: integer().notNull(),
    amountCents: bigint({ mode: "number" }).notNull(),
    status: planContractStatus().notNull().default("pending"),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("plan_contracts_profile_idx").on(t.profileId, t.createdAt.desc()),
    // 'Meus dados' reads the plans a person contracted.
    index("plan_contracts_user_idx").on(t.userId),
    index("plan_contracts_active_end_idx")
      .on(t.endsAt)
      .where(sql`${t.status} = 'active'`),
  ],
);

export const planChangeAction = pgEnum("plan_change_action", ["activate_free_plan", "assign_plan", "approve_profile"]);
/** What justified the change: the Free plan, an admin, or an approved payment (DECISIONS 'Money'). */
export const planChangeReason = pgEnum("plan_change_reason", ["free_plan", "admin", "payment"]);

/**
 * The audit of plan changes made through the profile calls (free-plan activation, admin
 * assignment, approval): who, when, which profile, from which plan to which, and why. Paid plans
 * applied by a payment are recorded by the payment itself. Rows are only ever inserted.
 */
export const planChanges = pgTable(
  "plan_changes",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    actorUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    action: planChangeAction().notNull(),
    reason: planChangeReason().notNull(),
    fromType: profileType().notNull(),
    toType: profileType().notNull(),
    /** The contract an admin assignment created. */
    planContractId: uuid().references(() => planContracts.id),
    /** Why an admin assigned the plan, in their words (every assignment carries one; null for the others). */
    note: text(),
    createdAt: createdAt(),
  },
  (t) => [index("plan_changes_profile_idx").on(t.profileId, t.createdAt.desc())],
);

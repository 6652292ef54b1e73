import { index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { profiles, profileType } from "./profiles";

export const plaqueOrderStatus = pgEnum("plaque_order_status", ["pending", "shipped"]);

/**
 * The QR plaque to print and send for a profile (wizard step 6, `profile/registerUserAddress`):
 * one per profile; a new address updates it until an admin marks it shipped. It is printed only
 * once the profile is on a paid plan (the wizard saves the address before the payment).
 */
export const plaqueOrders = pgTable(
  "plaque_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Who gave the address (the spec's user_id): the profile's owner, or an admin. */
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "restrict" }),
    street: text().notNull(),
    city: text().notNull(),
    state: text().notNull(),
    /** Brazilian CEPs as 00000-000; other countries' postal codes as typed. */
    zipCode: text().notNull(),
    country: text().notNull(),
    /** The paid plan being bought when the address was given, if the profile was not on one yet. */
    planId: profileType(),
    status: plaqueOrderStatus().notNull().default("pending"),
    shippedAt: timestamp({ withTimezone: true }),
    shippedByUserId: uuid().references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's list reads one status at a time, oldest first.
  (t) => [index("plaque_orders_status_idx").on(t.status, t.createdAt, t.id)],
);

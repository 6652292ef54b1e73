import { sql } from "drizzle-orm";
import { check, index, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./_types";
import { users } from "./accounts";
import { profiles, profileType } from "./profiles";

export const plaqueOrderStatus = pgEnum("plaque_order_status", ["pending", "shipped"]);

/**
 * The QR plaque to print and send for a profile (wizard step 6, `profile/registerUserAddress`):
 * one per profile; a new address updates it until an admin marks it shipped. It is printed only
 * once the profile is on a paid plan (the wizard saves the address before the payment). Every paid
 * term that starts without one opens it without an address (decision 042): it then waits for the
 * family's address, and the five address columns are all set or all null.
 */
export const plaqueOrders = pgTable(
  "plaque_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .unique()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** Who gave the address (the spec's user_id): an administrator of the memorial, an admin or its partner. */
    userId: uuid().references(() => users.id, { onDelete: "restrict" }),
    street: text(),
    city: text(),
    state: text(),
    /** Brazilian CEPs as 00000-000; other countries' postal codes as typed. */
    zipCode: text(),
    country: text(),
    /** The paid plan being bought when the address was given, if the profile was not on one yet. */
    planId: profileType(),
    status: plaqueOrderStatus().notNull().default("pending"),
    shippedAt: timestamp({ withTimezone: true }),
    shippedByUserId: uuid().references(() => users.id, { onDelete: "restrict" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The admin's list reads one status at a time, oldest first.
  (t) => [
    index("plaque_orders_status_idx").on(t.status, t.createdAt, t.id),
    check(
      "plaque_orders_address_whole",
      sql`(${t.street} is null and ${t.city} is null and ${t.state} is null and ${t.zipCode} is null and ${t.country} is null) or (${t.street} is not null and ${t.city} is not null and ${t.state} is not null and ${t.zipCode} is not null and ${t.country} is not null)`,
    ),
  ],
);

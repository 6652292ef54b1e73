import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
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
    // 'Meus dados' reads the addresses a person gave.
    index("plaque_orders_user_idx").on(t.userId),
    check(
      "plaque_orders_address_whole",
      sql`(${t.street} is null and ${t.city} is null and ${t.state} is null and ${t.zipCode} is null and ${t.country} is null) or (${t.street} is not null and ${t.city} is not null and ${t.state} is not null and ${t.zipCode} is not null and ${t.country} is not null)`,
    ),
  ],
);

export const cardPrintOrderStatus = pgEnum("card_print_order_status", [
  "pending",
  "in_production",
  "shipped",
  "delivered",
  "cancelled",
]);

/**
 * The printed cards ('santinhos', decision 049) a paid term includes: 50, 100 or 150 by plan, sent
 * to the plaque order's address. One per paid term (a new term of another plan while the order is
 * still pending changes its plan and quantity instead). Its moves only go forward, each recorded
 * with who and when; the print file is rendered by a job into storage (`fileKey`).
 */
export const cardPrintOrders = pgTable(
  "card_print_orders",
  {
    id: uuid().primaryKey().defaultRandom(),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    /** The paid term that owes the cards (plan_contracts; kept when the contract is gone). */
    planContractId: uuid().unique(),
    planId: profileType().notNull(),
    quantity: integer().notNull(),
    status: cardPrintOrderStatus().notNull().default("pending"),
    /** The plaque order's address when the cards went into production (what the print shop sends to). */
    shippingAddress: jsonb().$type<{ street: string; city: string; state: string; zipCode: string; country: string }>(),
    productionAt: timestamp({ withTimezone: true }),
    productionByUserId: uuid().references(() => users.id, { onDelete: "restrict" }),
    shippedAt: timestamp({ withTimezone: true }),
    shippedByUserId: uuid().references(() => users.id, { onDelete: "restrict" }),
    trackingCode: text(),
    deliveredAt: timestamp({ withTimezone: true }),
    deliveredByUserId: uuid().references(() => users.id, { onDelete: "restrict" }),
    cancelledAt: timestamp({ withTimezone: true }),
    /** Why: 'lapse' (the paid plan ended) or 'refund' (its payment was refunded or charged back). */
    cancelReason: text(),
    /** The print file (PDF) in storage, and the render job last asked for. */
    fileKey: text(),
    fileJobId: text(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("card_print_orders_profile_idx").on(t.profileId, t.createdAt),
    index("card_print_orders_status_idx").on(t.status, t.createdAt, t.id),
    check("card_print_orders_quantity", sql`${t.quantity} in (50, 100, 150)`),
    check(
      "card_print_orders_tracking",
      sql`${t.status} not in ('shipped', 'delivered') or ${t.trackingCode} is not null`,
    ),
    check(
      "card_print_orders_cancel_reason",
      sql`(${t.status} = 'cancelled') = (${t.cancelReason} is not null and ${t.cancelledAt} is not null)`,
    ),
  ],
);

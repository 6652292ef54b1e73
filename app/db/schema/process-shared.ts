import { pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";

/**
 * State every process of a deployment must share, kept in the database so it holds across
 * processes (decision 036).
 *
 * `rate_slots`: the next moment a rate-limited third party (Nominatim: one request a second) may
 * be called, reserved atomically by whichever process calls it next.
 */
export const rateSlots = pgTable("rate_slots", {
  key: text().primaryKey(),
  nextAt: timestamp({ withTimezone: true }).notNull(),
});

/**
 * `app_secrets`: secrets generated once for the whole deployment when the operator gave none
 * (the session secret in demo mode), so every process signs and verifies with the same one.
 */
export const appSecrets = pgTable("app_secrets", {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

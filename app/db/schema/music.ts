import { index, jsonb, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { sessions, users } from "./accounts";
import { profiles } from "./profiles";

/**
 * pending: the owner was sent to the music service with this state. authorized: the callback came
 * back and the code was exchanged once. used: the playlist was created. failed: the exchange was
 * refused. A state only ever moves forward, so it cannot be replayed (decision 016).
 */
export const musicAuthorizationStatus = pgEnum("music_authorization_status", [
  "pending",
  "authorized",
  "used",
  "failed",
]);

/** One owner's round trip to the music service for one memorial, keyed by the state's nonce. */
export const musicAuthorizations = pgTable(
  "music_authorizations",
  {
    /** The first part of the state parameter: 128 random bits, hex. */
    nonce: text().primaryKey(),
    provider: text().notNull(),
    /** The session that started it: the state is refused in any other. */
    sessionId: text()
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    profileId: uuid()
      .notNull()
      .references(() => profiles.id, { onDelete: "cascade" }),
    status: musicAuthorizationStatus().notNull().default("pending"),
    /** SHA-256 of the authorization code the callback brought; a reload with it is not a replay. */
    codeHash: text(),
    /** The provider's tokens, sealed with AES-256-GCM; cleared once the playlist exists. Never sent out. */
    sealedTokens: text(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("music_authorizations_user_idx").on(t.userId, t.createdAt)],
);

/** Playlists made in the music sandbox, so its embedded player can show them. */
export const musicSandboxPlaylists = pgTable("music_sandbox_playlists", {
  id: text().primaryKey(),
  name: text().notNull(),
  description: text().notNull().default(""),
  trackIds: jsonb().$type<string[]>().notNull(),
  createdAt: createdAt(),
});

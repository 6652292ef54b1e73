import { sql } from "drizzle-orm";
import { bigint, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";
import { users } from "./accounts";

export const dataExportStatus = pgEnum("data_export_status", ["pending", "ready", "failed"]);

/**
 * A person's 'Meus dados' exports (decision 058): built by a job into private storage, downloaded
 * through an e-mailed link (only the SHA-256 of its token is kept) by the same person, signed in,
 * until it expires. One pending export per person.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    status: dataExportStatus().notNull().default("pending"),
    tokenHash: text().unique(),
    /** The ZIP under private/ (never served by /media). */
    fileKey: text(),
    sizeBytes: bigint({ mode: "number" }),
    jobId: text(),
    failure: text(),
    createdAt: createdAt(),
    readyAt: timestamp({ withTimezone: true }),
    expiresAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    // The screen lists a person's exports, newest first.
    index("data_exports_user_idx").on(t.userId, t.createdAt.desc()),
    // One export in flight per person.
    uniqueIndex("data_exports_one_pending_key")
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
    // The sweep that deletes expired files.
    index("data_exports_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.fileKey} is not null`),
  ],
);

import { bigint, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./_types";
import { profiles } from "./profiles";

/**
 * A memorial's keepsake book, the 'Livro de memórias' (decision 056): the photos and tributes the
 * family chose, and the last book drawn from them. Both PDFs (the reading copy and the print-ready
 * one with bleed) are private files, served only to the memorial's administrators and site admins.
 */
export const keepsakeBooks = pgTable("keepsake_books", {
  profileId: uuid()
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** Gallery photo ids in the book's order; null until the family chooses (the default applies). */
  photoIds: uuid().array(),
  /** Published message tributes in the book's order; null until the family chooses. */
  tributeIds: uuid().array(),
  /** The render job last asked for, to show its progress. */
  jobId: text(),
  /** The profile's content_version and the selection (a digest) the stored files were drawn from. */
  renderedVersion: bigint({ mode: "number" }),
  renderedSelection: text(),
  /** Private storage keys of the reading PDF and the print-ready PDF. */
  bookKey: text(),
  printKey: text(),
  pageCount: integer(),
  renderedAt: timestamp({ withTimezone: true }),
  updatedAt: updatedAt(),
});

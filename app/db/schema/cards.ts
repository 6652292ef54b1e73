import { sql } from "drizzle-orm";
import { bigint, check, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./_types";
import { profiles } from "./profiles";

/**
 * A memorial's digital card (decision 046): the design the family chose and what was last drawn.
 * The files live in storage under `renderedKey` (+ `-post.png`, `-story.png`, `.pdf`); they are
 * redrawn by the `render-card` job whenever the design or the memorial's content_version moves.
 */
export const memorialCards = pgTable(
  "memorial_cards",
  {
    profileId: uuid()
      .primaryKey()
      .references(() => profiles.id, { onDelete: "cascade" }),
    design: text().notNull().default("ceu"),
    /** The last render job asked for, to show its progress. */
    jobId: text(),
    /** The profile's content_version and the design the stored files were drawn from. */
    renderedVersion: bigint({ mode: "number" }),
    renderedDesign: text(),
    renderedKey: text(),
    updatedAt: updatedAt(),
  },
  (t) => [check("memorial_cards_design", sql`${t.design} in ('ceu', 'classico', 'floral')`)],
);

import { integer, pgEnum, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { updatedAt } from "./_types";
import { profiles } from "./profiles";

/** Where a memorial's video comes from: rendered from its photos, or the family's own upload. */
export const memorialVideoSource = pgEnum("memorial_video_source", ["photos", "upload"]);

/**
 * A Diamante memorial's custom video (decision 048): one per memorial. `jobId` is the render or
 * transcode asked for last; only that job may store its result, so a newer request always wins.
 * The video and poster keys are set together once a job has stored both.
 */
export const memorialVideos = pgTable("memorial_videos", {
  profileId: uuid()
    .primaryKey()
    .references(() => profiles.id, { onDelete: "cascade" }),
  /** What the last request asked for. */
  source: memorialVideoSource().notNull(),
  jobId: text().notNull(),
  requestedAt: timestamp({ withTimezone: true }).notNull(),
  /** The video shown now (kept while a new one is made), its poster and length. */
  videoKey: text(),
  posterKey: text(),
  durationSeconds: integer(),
  renderedAt: timestamp({ withTimezone: true }),
  /** The pt-BR reason the last request's job refused its file, null otherwise. */
  failure: text(),
  updatedAt: updatedAt(),
});

import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { createdAt } from "./_types";

/**
 * What the job queue (decision 044) keeps beside pg-boss's own tables, one row per job enqueued
 * through `enqueueJob`, written in the enqueuing transaction: which queue the job is in (so it
 * can be read by id alone) and the progress its handler last reported, for a screen where the
 * family waits for it. Rows outlive the job's own by a while, then maintenance prunes them.
 */
export const jobProgress = pgTable("job_progress", {
  jobId: uuid().primaryKey(),
  queue: text().notNull(),
  /** 0 to 100, as last reported by the handler. */
  percent: integer().notNull().default(0),
  /** What the handler says it is doing (pt-BR, shown as is), null before it says anything. */
  label: text(),
  createdAt: createdAt(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

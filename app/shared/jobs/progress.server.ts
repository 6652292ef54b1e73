import type { Database } from "~/db/client.server";
import { jobProgress } from "~/db/schema";

/** An attempt starts from nothing: a retry does not show the failed attempt's progress. */
export async function resetProgress(db: Database, jobId: string, queue: string): Promise<void> {
  await recordProgress(db, jobId, queue, 0, null);
}

/** Stores what a handler reported (0 to 100, rounded; the label trimmed to 200 characters). */
export async function recordProgress(
  db: Database,
  jobId: string,
  queue: string,
  percent: number,
  label?: string | null,
): Promise<void> {
  const values = {
    percent: Number.isFinite(percent) ? Math.min(100, Math.max(0, Math.round(percent))) : 0,
    label: label?.trim().slice(0, 200) || null,
    updatedAt: new Date(),
  };
  await db
    .insert(jobProgress)
    .values({ jobId, queue, ...values })
    .onConflictDoUpdate({ target: jobProgress.jobId, set: values });
}

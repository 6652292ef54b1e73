/**
 * The job queue (decision 044): everything slow (rendering cards, PDFs, the video, e-mailed
 * reminders) is owed as a job, never done in a request. pg-boss on this process's database,
 * PGlite or PostgreSQL alike. Features enqueue and read status; the composition root registers
 * the handlers (app/composition/jobs.server.ts) and starts the workers with the process.
 */
import { currentDatabase } from "~/db/client.server";
import { onDrain } from "~/shared/lifecycle.server";
import { realtime } from "~/shared/realtime/hub.server";
import { JobQueue } from "./queue.server";
import { type JobHandler, type JobHandlerOptions, jobRegistry } from "./registry.server";

export {
  countJobsByState,
  enqueueJob,
  jobStatus,
  type EnqueueOptions,
  type JobState,
  type JobStatus,
} from "./enqueue.server";
export { enqueueJobsFrom } from "./enqueue-many.server";
export type { JobContext, JobHandler, JobHandlerOptions } from "./registry.server";

/**
 * How long, from SIGTERM, running jobs may go on before the process stops them (they are failed
 * and retried elsewhere): the process exits by 10 s (decision 037) and closes its pool after this.
 */
export const JOB_DRAIN_MS = 7_000;

/** Registers what runs the jobs named `name` in this process (before `startJobQueue`). */
export function registerJobHandler<P>(name: string, handler: JobHandler<P>, options: JobHandlerOptions = {}): void {
  jobRegistry().register(name, handler, options);
}

// Kept on globalThis like the database: a development reload must not start a second set of workers.
const holder = globalThis as unknown as { __memorialJobQueue?: JobQueue; __memorialJobDrainAt?: number };

/**
 * Starts this process's workers for every registered job, on the open database. On SIGTERM they
 * stop taking jobs at once (the drain); `stopJobQueue` then waits for the running ones.
 */
export async function startJobQueue(
  options: { pollingIntervalSeconds?: number; maintenanceIntervalSeconds?: number } = {},
): Promise<JobQueue> {
  if (holder.__memorialJobQueue) return holder.__memorialJobQueue;
  const handle = currentDatabase();
  if (!handle) throw new Error("The database is not open yet.");
  const queue = new JobQueue({ handle, registry: jobRegistry(), hub: realtime(), ...options });
  await queue.start();
  holder.__memorialJobQueue = queue;
  holder.__memorialJobDrainAt = undefined;
  onDrain(() => {
    holder.__memorialJobDrainAt = Date.now();
    void queue.stopTaking();
  });
  return queue;
}

/**
 * Stops this process's workers: running jobs get what is left of JOB_DRAIN_MS since the drain
 * began (all of it without a drain), then any still running is failed and retried elsewhere.
 */
export async function stopJobQueue(): Promise<void> {
  const queue = holder.__memorialJobQueue;
  holder.__memorialJobQueue = undefined;
  const since = holder.__memorialJobDrainAt;
  await queue?.stop(Math.max(1_000, JOB_DRAIN_MS - (since === undefined ? 0 : Date.now() - since)));
}

import { lt } from "drizzle-orm";
import PgBoss from "pg-boss";
import type { DatabaseHandle, SqlExecutor } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { jobProgress } from "~/db/schema";
import { logger } from "~/shared/logger.server";
import type { RealtimeHub } from "~/shared/realtime/hub.server";
import { recordProgress, resetProgress } from "./progress.server";
import type { JobRegistry } from "./registry.server";
import { driverReady } from "./sql-executor.server";
import { type QueueJob, QueueWorker } from "./worker.server";

/** The realtime channel an enqueue publishes on, so an idle worker anywhere takes the job at once. */
export const JOB_WAKE_CHANNEL = "jobs.enqueued";

/** How long progress rows are kept after their last update (pg-boss forgets the jobs after 7 days). */
const PROGRESS_KEPT_DAYS = 14;

export interface JobQueueOptions {
  /** The database the queue runs on (its raw SQL for pg-boss, its drizzle for progress). */
  handle: DatabaseHandle;
  registry: JobRegistry;
  /** Wakes this process's idle workers when a job is enqueued anywhere; without it they only poll. */
  hub?: RealtimeHub;
  /** Defaults to the handle's own; tests hand one they can break (a process dying mid-job). */
  executeSql?: SqlExecutor;
  /** How often an idle worker looks for work even without a wake-up (default 2 s). */
  pollingIntervalSeconds?: number;
  /** How often, across all processes, jobs past their expiry are failed and old ones archived (default 60 s). */
  maintenanceIntervalSeconds?: number;
}

type MaintainedBoss = PgBoss & { maintain(): Promise<unknown> };

/**
 * One process's workers on the job queue (decision 044): pg-boss claims each job with
 * `for update skip locked`, so however many processes run, one attempt runs at a time; a failed
 * attempt is retried with exponential backoff; an attempt whose process died is failed by the
 * maintenance once its expiry has passed, then retried like any other.
 */
export class JobQueue {
  private readonly boss: MaintainedBoss;
  private readonly workers = new Map<string, QueueWorker[]>();
  private unsubscribe: (() => void) | undefined;
  private taking = false;
  private stopping: Promise<void> | undefined;

  constructor(private readonly options: JobQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: driverReady(options.executeSql ?? options.handle.executeSql) },
      schema: JOB_QUEUE_SCHEMA,
      migrate: false,
      supervise: true,
      schedule: false,
      maintenanceIntervalSeconds: options.maintenanceIntervalSeconds ?? 60,
    }) as MaintainedBoss;
    this.boss.on("error", (error: unknown) => logger().error({ err: error }, "job queue error"));
    this.boss.on("maintenance", () => void this.pruneProgress());
  }

  /** Checks the queue's schema, creates the registered queues and starts taking their jobs. */
  async start(): Promise<void> {
    await this.boss.start();
    this.taking = true;
    // Listening first: a job enqueued while the workers start is either found by their first
    // look or heard of.
    this.unsubscribe = await this.options.hub?.subscribe(
      JOB_WAKE_CHANNEL,
      (event) => this.wake(String(event.queue)),
      // Enqueues published while LISTEN was away were not heard: look now.
      () => this.wake(),
    );
    const pollingMs = (this.options.pollingIntervalSeconds ?? 2) * 1000;
    for (const name of this.options.registry.names()) {
      const { options } = this.options.registry.get(name)!;
      await retryOnDeadlock(() => this.boss.createQueue(name, { name, ...queueSettings(options) }));
      await retryOnDeadlock(() => this.boss.updateQueue(name, { name, ...queueSettings(options) }));
      const slots = Array.from(
        { length: options.concurrency },
        () => new QueueWorker(this.boss, name, (job) => this.run(name, job), pollingMs),
      );
      this.workers.set(name, slots);
      for (const slot of slots) slot.start();
    }
  }

  /** Makes the idle workers of `queue` (of every queue without one) look for a job now. */
  wake(queue?: string): void {
    if (!this.taking) return;
    const slots = queue ? (this.workers.get(queue) ?? []) : [...this.workers.values()].flat();
    for (const slot of slots) slot.wake();
  }

  /** The drain's first step: no new job is taken; the running ones go on. */
  stopTaking(): Promise<void> {
    this.taking = false;
    this.unsubscribe?.();
    this.unsubscribe = undefined;
    return Promise.all([...this.workers.values()].flat().map((slot) => slot.stopTaking())).then(() => {});
  }

  /**
   * Stops taking jobs and waits up to `timeoutMs` for the running ones; any still running then is
   * failed, to be retried (by another process), and the queue stops.
   */
  stop(timeoutMs = 5_000): Promise<void> {
    this.stopping ??= (async () => {
      let timer: NodeJS.Timeout | undefined;
      const deadline = new Promise<void>((resolve) => (timer = setTimeout(resolve, timeoutMs)));
      await Promise.race([this.stopTaking(), deadline]);
      clearTimeout(timer);
      for (const [name, slots] of this.workers) {
        for (const job of slots.map((slot) => slot.runningJob()).filter((job) => job !== undefined)) {
          await this.boss
            .fail(name, job.id, new Error("the process stopped before the job finished"))
            .catch((error: unknown) => logger().error({ err: error, job: { id: job.id, name } }, "job not released"));
        }
      }
      await this.boss.stop({ graceful: false, wait: true, close: false });
    })();
    return this.stopping;
  }

  /**
   * The maintenance pass now (it also runs on its own every maintenanceIntervalSeconds): attempts
   * past their expiry fail (and are retried), finished jobs are archived, old ones deleted.
   */
  async maintain(): Promise<void> {
    await this.boss.maintain();
    await this.pruneProgress();
  }

  private async run(name: string, job: QueueJob): Promise<void> {
    const registered = this.options.registry.get(name);
    if (!registered) throw new Error(`No handler is registered for job ${name}`);
    const db = this.options.handle.db;
    const attempt = job.retryCount + 1;
    await resetProgress(db, job.id, name);
    try {
      await registered.handler({
        payload: job.data as never,
        jobId: job.id,
        attempt,
        reportProgress: (percent, label) => recordProgress(db, job.id, name, percent, label),
      });
    } catch (error) {
      const final = attempt > job.retryLimit;
      logger()[final ? "error" : "warn"](
        { err: error, job: { id: job.id, name, attempt } },
        final ? "job failed for good" : "job attempt failed; it will be retried",
      );
      throw error;
    }
  }

  private async pruneProgress(): Promise<void> {
    try {
      const before = new Date(Date.now() - PROGRESS_KEPT_DAYS * 24 * 60 * 60 * 1000);
      await this.options.handle.db.delete(jobProgress).where(lt(jobProgress.updatedAt, before));
    } catch (error) {
      logger().warn({ err: error }, "job progress not pruned");
    }
  }
}

/** A registered job's options as pg-boss's queue settings (retries always back off). */
export function queueSettings(options: { retryLimit: number; retryDelaySeconds: number; expireInSeconds: number }) {
  return {
    retryLimit: options.retryLimit,
    retryDelay: options.retryDelaySeconds,
    retryBackoff: true,
    expireInSeconds: options.expireInSeconds,
  };
}

/** Whether PostgreSQL chose this statement as a deadlock's victim (40P01), however pg-boss wrapped it. */
function isDeadlock(error: unknown): boolean {
  for (let current = error, depth = 0; current && typeof current === "object" && depth < 5; depth++) {
    if ((current as { code?: unknown }).code === "40P01") return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Processes starting at once create the same queues (a partition table each, in pg-boss); their
 * statements can deadlock, and PostgreSQL aborts one of them: that one tries again.
 */
async function retryOnDeadlock(create: () => Promise<unknown>, attempts = 5): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await create();
      return;
    } catch (error) {
      if (!isDeadlock(error) || attempt >= attempts) throw error;
    }
  }
}

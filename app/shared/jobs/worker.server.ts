import type PgBoss from "pg-boss";
import { logger } from "~/shared/logger.server";

export type QueueJob = PgBoss.JobWithMetadata<Record<string, unknown>>;

/**
 * One slot of a process taking jobs of one queue: it claims a job through pg-boss (`for update
 * skip locked`), runs it, and records the outcome, awaited (pg-boss's own `work()` leaves that
 * promise unhandled, and a database error there would end the process). With a backlog it takes
 * the next job at once; idle, it looks again after the polling interval or when woken.
 */
export class QueueWorker {
  private stopped = false;
  private woken = false;
  private rest: { timer: NodeJS.Timeout; done: () => void } | undefined;
  private current: { job: QueueJob; finished: Promise<void> } | undefined;
  private loop: Promise<void> | undefined;

  constructor(
    private readonly boss: PgBoss,
    private readonly queue: string,
    private readonly run: (job: QueueJob) => Promise<void>,
    private readonly pollingMs: number,
  ) {}

  start(): void {
    this.loop ??= this.takeJobs();
  }

  /** Looks for a job now (an enqueue was heard), or right after the running one. */
  wake(): void {
    this.woken = true;
    this.rest?.done();
  }

  /** Takes no more jobs; resolves when the running one, if any, has finished. */
  async stopTaking(): Promise<void> {
    this.stopped = true;
    this.rest?.done();
    await this.loop;
  }

  /** The job running now, if any (for the drain's deadline). */
  runningJob(): QueueJob | undefined {
    return this.current?.job;
  }

  private async takeJobs(): Promise<void> {
    while (!this.stopped) {
      this.woken = false;
      let job: QueueJob | undefined;
      try {
        [job] = await this.boss.fetch<Record<string, unknown>>(this.queue, { batchSize: 1, includeMetadata: true });
      } catch (error) {
        logger().warn({ err: error, job: { name: this.queue } }, "job queue fetch failed");
      }
      if (job) {
        const finished = this.attempt(job);
        this.current = { job, finished };
        await finished;
        this.current = undefined;
        continue;
      }
      if (!this.woken && !this.stopped) await this.pause();
    }
  }

  private pause(): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.rest = undefined;
        resolve();
      };
      const timer = setTimeout(done, this.pollingMs);
      this.rest = { timer, done };
    });
  }

  /**
   * Runs the attempt within the job's expiry: past it the attempt is failed (and retried) and the
   * slot freed, though the handler, which nothing can stop, may still be running.
   */
  private async attempt(job: QueueJob): Promise<void> {
    let expiry: NodeJS.Timeout | undefined;
    const expired = new Promise<never>((_resolve, reject) => {
      expiry = setTimeout(
        () => reject(new Error(`the job ran past its expiry (${Number(job.expireInSeconds)} s)`)),
        Number(job.expireInSeconds) * 1000,
      );
    });
    let outcome: { failed: false } | { failed: true; error: unknown };
    try {
      await Promise.race([this.run(job), expired]);
      outcome = { failed: false };
    } catch (error) {
      outcome = { failed: true, error };
    } finally {
      clearTimeout(expiry);
    }
    try {
      if (outcome.failed) await this.boss.fail(this.queue, job.id, outcome.error as object);
      else await this.boss.complete(this.queue, job.id);
    } catch (error) {
      // The job stays active: the maintenance fails it once its expiry has passed, and it is retried.
      logger().error({ err: error, job: { id: job.id, name: this.queue } }, "job outcome not recorded");
    }
  }
}

import { sql } from "drizzle-orm";
import { type Database, selectRows, type SqlExecutor } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";

/**
 * The test's clock for the job queue. pg-boss compares a job's times with the database's `now()`,
 * which a test cannot move; moving the job's own times back by `seconds` is the same as the clock
 * moving forward by `seconds` for that job (its delay before a retry, its expiry while running).
 */
export async function advanceJobClock(database: Database, jobId: string, seconds: number): Promise<void> {
  await database.execute(
    sql.raw(`update ${JOB_QUEUE_SCHEMA}.job set
       created_on = created_on - interval '${seconds} seconds',
       start_after = start_after - interval '${seconds} seconds',
       started_on = started_on - interval '${seconds} seconds'
     where id = '${jobId.replace(/[^0-9a-f-]/gi, "")}'`),
  );
}

/** The ids of the jobs of queue `name`, oldest first. */
export async function jobIdsOf(database: Database, name: string): Promise<string[]> {
  const rows = await selectRows<{ id: string }>(
    database,
    sql.raw(
      `select id from ${JOB_QUEUE_SCHEMA}.job where name = '${name.replace(/[^a-z0-9_.-]/g, "")}' order by created_on`,
    ),
  );
  return rows.map((row) => row.id);
}

export interface QueueRow {
  state: string;
  retryCount: number;
  /** Seconds from the database's now until the job may start (negative: it may start now). */
  startsInSeconds: number;
}

/** pg-boss's own row of a job. */
export async function queueRow(database: Database, jobId: string): Promise<QueueRow | undefined> {
  const [row] = await selectRows<{ state: string; retry_count: number; starts_in: string | number }>(
    database,
    sql.raw(`select state::text, retry_count, extract(epoch from start_after - now()) as starts_in
             from ${JOB_QUEUE_SCHEMA}.job where id = '${jobId.replace(/[^0-9a-f-]/gi, "")}'`),
  );
  return row && { state: row.state, retryCount: row.retry_count, startsInSeconds: Number(row.starts_in) };
}

/**
 * A process's connection to the database that can die: after `kill()` every statement fails, as
 * it would for a process that crashed (nothing it was doing is finished or undone by it).
 */
export function breakableExecutor(execute: SqlExecutor) {
  let alive = true;
  const executeSql: SqlExecutor = (text, values) =>
    alive ? execute(text, values) : Promise.reject(new Error("this process is gone"));
  return { executeSql, kill: () => void (alive = false) };
}

/** A promise with its resolve at hand (a handler that waits for the test to let it go). */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

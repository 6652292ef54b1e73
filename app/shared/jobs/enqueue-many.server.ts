import { randomUUID } from "node:crypto";
import { type SQL, sql } from "drizzle-orm";
import { selectRows } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { jobProgress } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { publish } from "~/shared/realtime/hub.server";
import { ensureQueue, JOB_NAME_LOCK, queueClient } from "./enqueue.server";
import { JOB_WAKE_CHANNEL, queueSettings } from "./queue.server";
import { JOB_DEFAULTS, jobRegistry } from "./registry.server";
import { transactionExecutor } from "./sql-executor.server";

const JOBS = sql.raw(`${JOB_QUEUE_SCHEMA}.job`);

/**
 * Owes one job `name` per row of `source`, in a fixed number of statements however many rows:
 * `source` is a select of `data` (jsonb, the job's payload) and `singleton_key` (text). As with
 * `enqueueJob`'s `singletonKey`, a key whose job is still waiting gets no second one. The rows go to
 * pg-boss's own batch `insert` (one statement, in the caller's transaction), so each job is made as
 * its `send` makes one with no per-job option (the queue's retries, backoff, expiry and retention);
 * each gets its progress row, and one wake-up is published when any was added.
 *
 * The name's advisory lock, held alone until the caller's transaction ends, orders this against
 * every other enqueue of the same name with a key (they hold it shared): the read of the waiting
 * keys runs after it is taken, so it sees their jobs, and two set-based enqueues never both add a
 * key. Answers how many rows `source` had (owed, whether added now or already waiting) and how many
 * jobs were added.
 */
export async function enqueueJobsFrom(tx: Tx, name: string, source: SQL): Promise<{ owed: number; enqueued: number }> {
  await selectRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${name}, ${sql.raw(String(JOB_NAME_LOCK))}))`);
  const executeSql = transactionExecutor(tx);
  await ensureQueue(executeSql, name, queueSettings(jobRegistry().get(name)?.options ?? JOB_DEFAULTS));
  const rows = await selectRows<{ data: object | null; singleton_key: string; waiting: boolean; owed: number }>(
    tx,
    sql`with source as (${source})
      select distinct on (s.singleton_key) s.data, s.singleton_key,
        exists (
          select 1 from ${JOBS} job
          where job.name = ${name} and job.singleton_key = s.singleton_key and job.state in ('created', 'retry')
        ) as waiting,
        (select count(*) from source)::int as owed
      from source s`,
  );
  const fresh = rows
    .filter((row) => !row.waiting)
    .map((row) => ({ id: randomUUID(), name, data: row.data ?? {}, singletonKey: row.singleton_key }));
  if (fresh.length > 0) {
    await queueClient().insert(fresh, { db: { executeSql: (text, values) => executeSql(text, values) } });
    // pg-boss's insert answers nothing: the ids given are the jobs that now exist.
    await selectRows(
      tx,
      sql`insert into ${jobProgress} (job_id, queue)
          select job.id, job.name from ${JOBS} job
          where job.id in (select jsonb_array_elements_text(${JSON.stringify(fresh.map((job) => job.id))}::jsonb)::uuid)`,
    );
    // Heard by every process once the transaction commits (never if it rolls back).
    await publish(tx, JOB_WAKE_CHANNEL, { queue: name });
  }
  return { owed: rows[0]?.owed ?? 0, enqueued: fresh.length };
}

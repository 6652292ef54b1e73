import { type SQL, sql } from "drizzle-orm";
import { selectRows } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { jobProgress } from "~/db/schema";
import type { Tx } from "~/db/transaction.server";
import { publish } from "~/shared/realtime/hub.server";
import { ensureQueue, JOB_NAME_LOCK } from "./enqueue.server";
import { JOB_WAKE_CHANNEL, queueSettings } from "./queue.server";
import { JOB_DEFAULTS, jobRegistry } from "./registry.server";
import { transactionExecutor } from "./sql-executor.server";

const JOBS = sql.raw(`${JOB_QUEUE_SCHEMA}.job`);
const QUEUES = sql.raw(`${JOB_QUEUE_SCHEMA}.queue`);

/**
 * Owes one job `name` per row of `source` in one statement, however many rows: `source` is a
 * select of `data` (jsonb, the job's payload) and `singleton_key` (text). As with `enqueueJob`'s
 * `singletonKey`, a key whose job is still waiting gets no second one. The jobs are pg-boss's own
 * rows as its `send` makes them with no per-job option (the queue's retries, backoff, expiry and
 * retention), each with its progress row; one wake-up is published when any was added.
 *
 * The name's advisory lock, held alone until the caller's transaction ends, orders this against
 * every other enqueue of the same name with a key (they hold it shared): the statement that inserts
 * is run after it is taken, so it sees their jobs, and two set-based enqueues never both add a key.
 * Answers how many rows `source` had (owed, whether added now or already waiting) and how many jobs
 * were added.
 */
export async function enqueueJobsFrom(tx: Tx, name: string, source: SQL): Promise<{ owed: number; enqueued: number }> {
  await selectRows(tx, sql`select pg_advisory_xact_lock(hashtextextended(${name}, ${sql.raw(String(JOB_NAME_LOCK))}))`);
  await ensureQueue(transactionExecutor(tx), name, queueSettings(jobRegistry().get(name)?.options ?? JOB_DEFAULTS));
  const [counts] = await selectRows<{ owed: number; enqueued: number }>(
    tx,
    sql`with source as (${source}),
      fresh as (
        select distinct on (s.singleton_key) s.data, s.singleton_key from source s
        where not exists (
          select 1 from ${JOBS} waiting
          where waiting.name = ${name} and waiting.singleton_key = s.singleton_key
            and waiting.state in ('created', 'retry')
        )
      ),
      inserted as (
        insert into ${JOBS} (id, name, data, priority, start_after, singleton_key, dead_letter, expire_in,
          keep_until, retry_limit, retry_delay, retry_backoff, policy)
        select gen_random_uuid(), q.name, f.data, 0, now(), f.singleton_key, q.dead_letter,
          coalesce(q.expire_seconds * interval '1s', interval '15 minutes'),
          now() + cast(coalesce((q.retention_minutes * 60)::text, '14 days') as interval),
          coalesce(q.retry_limit, 2),
          case when coalesce(q.retry_backoff, false) then greatest(q.retry_delay, 1) else coalesce(q.retry_delay, 0) end,
          coalesce(q.retry_backoff, false),
          q.policy
        from fresh f join ${QUEUES} q on q.name = ${name}
        on conflict do nothing
        returning id, name
      ),
      progress as (insert into ${jobProgress} (job_id, queue) select id, name from inserted)
    select (select count(*) from source)::int as owed, (select count(*) from inserted)::int as enqueued`,
  );
  const owed = Number(counts?.owed ?? 0);
  const enqueued = Number(counts?.enqueued ?? 0);
  // Heard by every process once the transaction commits (never if it rolls back).
  if (enqueued > 0) await publish(tx, JOB_WAKE_CHANNEL, { queue: name });
  return { owed, enqueued };
}

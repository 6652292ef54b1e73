import { eq, sql } from "drizzle-orm";
import PgBoss from "pg-boss";
import { type Database, db, selectRows, type SqlExecutor } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { jobProgress } from "~/db/schema";
import { inTransaction, type Tx } from "~/db/transaction.server";
import { publish } from "~/shared/realtime/hub.server";
import { JOB_WAKE_CHANNEL, queueSettings } from "./queue.server";
import { JOB_DEFAULTS, jobRegistry } from "./registry.server";
import { transactionExecutor } from "./sql-executor.server";

/** The advisory lock space of a job name (a key's is 44): held alone by a set-based enqueue. */
export const JOB_NAME_LOCK = 45;

export interface EnqueueOptions {
  /**
   * At most one job of this name and key waits at a time: while one is queued (not yet running),
   * enqueueing again returns its id instead of adding another.
   */
  singletonKey?: string;
  /** Not before this moment (the database's clock decides). */
  startAfter?: Date;
  /** Retries after the first attempt; by default the registered job's (3 when none is registered). */
  retryLimit?: number;
  /** The caller's transaction: the job exists only if it commits (the write that owes it, atomically). */
  tx?: Tx;
}

/**
 * Owes the job `name` with `payload` (a small JSON object: ids, not documents). Resolves to the
 * job's id, which the feature that owes it keeps to show its progress (`jobStatus`).
 */
export function enqueueJob<P extends object>(name: string, payload: P, options: EnqueueOptions = {}): Promise<string> {
  return options.tx
    ? enqueueIn(options.tx, name, payload, options)
    : inTransaction((tx) => enqueueIn(tx, name, payload, options));
}

async function enqueueIn(tx: Tx, name: string, payload: object, options: EnqueueOptions): Promise<string> {
  const executeSql = transactionExecutor(tx);
  // Retries, backoff and expiry are the queue's, set from the registered job when workers start.
  await ensureQueue(executeSql, name, queueSettings(jobRegistry().get(name)?.options ?? JOB_DEFAULTS));
  if (options.singletonKey !== undefined) {
    const waiting = await waitingJob(executeSql, name, options.singletonKey);
    if (waiting) return waiting;
  }
  const id = await queueClient().send(name, payload, {
    ...(options.retryLimit !== undefined && { retryLimit: options.retryLimit }),
    ...(options.singletonKey !== undefined && { singletonKey: options.singletonKey }),
    ...(options.startAfter && { startAfter: options.startAfter.toISOString() }),
    db: { executeSql: (text, values) => executeSql(text, values) },
  });
  if (!id) throw new Error(`The job queue did not take a ${name} job`);
  await tx.insert(jobProgress).values({ jobId: id, queue: name });
  // Heard by every process once the transaction commits (never if it rolls back).
  if (!options.startAfter || options.startAfter.getTime() <= Date.now()) {
    await publish(tx, JOB_WAKE_CHANNEL, { queue: name });
  }
  return id;
}

/**
 * A queue is created on its first job, in that job's transaction, through pg-boss; the workers'
 * start creates it too, and sets its options from the registered job.
 */
export async function ensureQueue(executeSql: SqlExecutor, name: string, settings: ReturnType<typeof queueSettings>) {
  const { rows } = await executeSql(`select 1 from ${JOB_QUEUE_SCHEMA}.queue where name = $1`, [name]);
  if (rows.length > 0) return;
  const boss = new PgBoss({ db: { executeSql: (text, values) => executeSql(text, values) }, ...CLIENT_CONFIG });
  await boss.createQueue(name, { name, ...settings });
}

/**
 * The job of this name and key still waiting, if any. A transaction-scoped advisory lock on the
 * pair makes a concurrent enqueue of the same key wait for this transaction, then see its job; the
 * name's lock, shared here, makes a set-based enqueue of the same name (`enqueueJobsFrom`, which
 * takes it alone) wait for this transaction too, and this one for it.
 */
async function waitingJob(executeSql: SqlExecutor, name: string, key: string): Promise<string | undefined> {
  await executeSql(
    `select pg_advisory_xact_lock_shared(hashtextextended($1, ${JOB_NAME_LOCK})), pg_advisory_xact_lock(hashtextextended($2, 44))`,
    [name, `${name}:${key}`],
  );
  const { rows } = await executeSql(
    `select id from ${JOB_QUEUE_SCHEMA}.job
     where name = $1 and singleton_key = $2 and state in ('created', 'retry')
     order by created_on limit 1`,
    [name, key],
  );
  return rows[0]?.id as string | undefined;
}

export type JobState = "queued" | "running" | "done" | "failed";

export interface JobStatus {
  state: JobState;
  /** 0 to 100: what the running attempt reported; 100 once done; 0 while waiting. */
  progress: number;
  /** The running attempt's own words (pt-BR), null when it gave none. */
  label: string | null;
  /** Why the job failed for good (the last attempt's error, for operators; never shown as is). */
  error: string | null;
}

const STATES: Record<string, JobState> = {
  created: "queued",
  retry: "queued",
  active: "running",
  completed: "done",
  failed: "failed",
  cancelled: "failed",
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Where the job `jobId` stands, from any process; undefined for an unknown id (or one forgotten:
 * pg-boss keeps finished jobs 7 days). Callers check the actor may see the job that their feature
 * owes before they answer it.
 */
export async function jobStatus(jobId: string, database: Database = db()): Promise<JobStatus | undefined> {
  if (!UUID.test(jobId)) return undefined;
  const [row] = await database.select().from(jobProgress).where(eq(jobProgress.jobId, jobId));
  if (!row) return undefined;
  const executeSql = transactionExecutor(database);
  const job = await queueClient().getJobById<unknown>(row.queue, jobId, {
    includeArchive: true,
    db: { executeSql: (text, values) => executeSql(text, values) },
  });
  if (!job) return undefined;
  const state = STATES[job.state] ?? "queued";
  return {
    state,
    progress: state === "done" ? 100 : state === "queued" ? 0 : row.percent,
    label: state === "queued" ? null : row.label,
    error: state === "failed" ? errorMessage(job.output) : null,
  };
}

/** pg-boss stores a failed attempt's error serialized (`message`), an expiry's under `value`. */
function errorMessage(output: unknown): string {
  const value = output as { message?: unknown; value?: { message?: unknown } } | null;
  const message = value?.message ?? value?.value?.message;
  return typeof message === "string" ? message : "failed";
}

const CLIENT_CONFIG = { schema: JOB_QUEUE_SCHEMA, migrate: false, supervise: false, schedule: false } as const;

const clientHolder: { boss?: PgBoss } = {};

/**
 * pg-boss used as a client only (never started): every call it makes here is given the
 * connection to use, a transaction's or the database's.
 */
export function queueClient(): PgBoss {
  return (clientHolder.boss ??= new PgBoss({
    db: {
      executeSql: () => Promise.reject(new Error("the job queue client runs SQL only through a given connection")),
    },
    ...CLIENT_CONFIG,
  }));
}

/** How many jobs each queue holds in each pg-boss state (metrics; archived jobs left out). */
export function countJobsByState(
  database: Database = db(),
): Promise<{ queue: string; state: string; count: number }[]> {
  return selectRows(
    database,
    sql.raw(`select name as queue, state::text as state, count(*)::int as count
             from ${JOB_QUEUE_SCHEMA}.job group by name, state`),
  );
}

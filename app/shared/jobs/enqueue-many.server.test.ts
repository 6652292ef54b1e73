import { sql } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { selectRows } from "~/db/client.server";
import { JOB_QUEUE_SCHEMA } from "~/db/job-queue-schema.server";
import { inTransaction } from "~/db/transaction.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { enqueueJob, jobStatus } from "./enqueue.server";
import { enqueueJobsFrom } from "./enqueue-many.server";
import { jobIdsOf, queueRow } from "./jobs.test-helpers";
import { jobQueues } from "./queues.test-helpers";
import { JOB_DEFAULTS, JobRegistry } from "./registry.server";

const { db } = setupTestDatabase();
const queues = jobQueues();

/** A source of `count` jobs keyed `k1`…: payload `{ n }`. */
const numbered = (count: number, from = 1) =>
  sql`select jsonb_build_object('n', n) as data, 'k' || n as singleton_key
      from generate_series(${from}::int, ${from + count - 1}::int) as n`;

/** What the queue keeps of each job of `name` beside its payload, as pg-boss's workers read it. */
async function queueColumns(name: string) {
  return selectRows<Record<string, unknown>>(
    db(),
    sql.raw(`select singleton_key, state::text, priority, retry_limit, retry_delay, retry_backoff, policy, dead_letter,
               extract(epoch from expire_in)::int as expire_seconds,
               round(extract(epoch from keep_until - start_after))::int as kept_seconds,
               start_after <= now() as due
             from ${JOB_QUEUE_SCHEMA}.job where name = '${name}' order by singleton_key`),
  );
}

describe("jobs owed together (enqueueJobsFrom)", () => {
  it("owes one job per row, as the queue's own send makes them, each with its status and run once", async () => {
    await enqueueJob("many-test-mail", { n: 0 }, { singletonKey: "k0" });
    expect(await inTransaction((tx) => enqueueJobsFrom(tx, "many-test-mail", numbered(3)))).toEqual({
      owed: 3,
      enqueued: 3,
    });
    const [sent, ...many] = await queueColumns("many-test-mail");
    expect(many).toHaveLength(3);
    for (const row of many) expect({ ...row, singleton_key: "k0" }).toEqual(sent);
    // The queue's settings (an unregistered job's defaults), as every job of it gets them.
    expect(sent).toMatchObject({
      retry_limit: JOB_DEFAULTS.retryLimit,
      retry_delay: JOB_DEFAULTS.retryDelaySeconds,
      retry_backoff: true,
      expire_seconds: JOB_DEFAULTS.expireInSeconds,
      due: true,
    });

    const handled: unknown[] = [];
    const registry = new JobRegistry();
    registry.register("many-test-mail", ({ payload }) => void handled.push(payload));
    const queue = await queues.start(registry);
    queue.wake();
    const ids = await jobIdsOf(db(), "many-test-mail");
    await vi.waitFor(
      async () => {
        for (const id of ids) expect((await queueRow(db(), id))?.state).toBe("completed");
      },
      { timeout: 10_000, interval: 20 },
    );
    expect(handled).toHaveLength(4);
    expect(handled).toEqual(expect.arrayContaining([{ n: 0 }, { n: 1 }, { n: 2 }, { n: 3 }]));
    for (const id of ids) expect((await jobStatus(id))?.state).toBe("done");
  });

  it("adds no second job for a key still waiting, whichever way the first was owed", async () => {
    const waiting = await enqueueJob("many-test-keyed", { n: 2 }, { singletonKey: "k2" });
    expect(await inTransaction((tx) => enqueueJobsFrom(tx, "many-test-keyed", numbered(3)))).toEqual({
      owed: 3,
      enqueued: 2,
    });
    // Owed again: all three wait already.
    expect(await inTransaction((tx) => enqueueJobsFrom(tx, "many-test-keyed", numbered(3)))).toEqual({
      owed: 3,
      enqueued: 0,
    });
    // And a single enqueue of a key owed together finds that job.
    const ids = await jobIdsOf(db(), "many-test-keyed");
    expect(ids).toHaveLength(3);
    expect(ids).toContain(await enqueueJob("many-test-keyed", { n: 3 }, { singletonKey: "k3" }));
    expect(await enqueueJob("many-test-keyed", { n: 2 }, { singletonKey: "k2" })).toBe(waiting);
    expect(await jobIdsOf(db(), "many-test-keyed")).toEqual(ids);
  });

  it("owes nothing when its transaction rolls back", async () => {
    await inTransaction(async (tx) => {
      await enqueueJobsFrom(tx, "many-test-rolled", numbered(2));
      throw new Error("the write that owed them failed");
    }).catch(() => {});
    expect(await jobIdsOf(db(), "many-test-rolled")).toEqual([]);
  });
});

import { afterEach, describe, expect, it, vi } from "vitest";
import { beginDrain, resetDrain } from "~/shared/lifecycle.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { enqueueJob, jobStatus } from "./enqueue.server";
import { registerJobHandler, startJobQueue, stopJobQueue } from "./jobs.server";
import { advanceJobClock, breakableExecutor, deferred, queueRow } from "./jobs.test-helpers";
import { jobQueues } from "./queues.test-helpers";
import { JobRegistry } from "./registry.server";

const { db } = setupTestDatabase();
const queues = jobQueues();
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

async function untilState(jobId: string, state: string) {
  await vi.waitFor(
    async () => {
      const row = await queueRow(db(), jobId);
      if (row?.state !== state) throw new Error(`job is ${row?.state}, not ${state}`);
    },
    { timeout: 15_000, interval: 20 },
  );
}

describe("the job queue across processes", () => {
  it(`runs each job exactly once with two processes' workers taking from one queue${onPostgres ? " (two pools on PostgreSQL)" : ""}`, async () => {
    const handledBy = new Map<string, string[]>();
    const worker = (process: string) => {
      const registry = new JobRegistry();
      registry.register(
        "send-receipt",
        async ({ jobId }) => {
          handledBy.set(jobId, [...(handledBy.get(jobId) ?? []), process]);
          await new Promise((resolve) => setImmediate(resolve));
        },
        { concurrency: 3 },
      );
      return registry;
    };
    const ids: string[] = [];
    for (let n = 0; n < 40; n++) ids.push(await enqueueJob("send-receipt", { n }));

    const a = await queues.start(worker("a"));
    const b = await queues.start(worker("b"), await queues.anotherProcessDatabase());
    a.wake();
    b.wake();
    await vi.waitFor(() => expect(handledBy.size).toBe(40), { timeout: 30_000, interval: 25 });
    for (const id of ids) await untilState(id, "completed");

    expect([...handledBy.values()].every((processes) => processes.length === 1)).toBe(true);
    expect(new Set(handledBy.keys())).toEqual(new Set(ids));
  });

  it("a job whose process died mid-job is taken by another process once its expiry has passed", async () => {
    const started: string[] = [];
    const stuck = deferred();
    const dying = new JobRegistry();
    dying.register(
      "render-video",
      async ({ reportProgress }) => {
        started.push("a");
        await reportProgress(30, "Montando as fotos");
        await stuck.promise;
      },
      { expireInSeconds: 600, retryDelaySeconds: 30 },
    );
    const surviving = new JobRegistry();
    const finishedBy: { process: string; attempt: number }[] = [];
    surviving.register("render-video", ({ attempt }) => void finishedBy.push({ process: "b", attempt }), {
      expireInSeconds: 600,
      retryDelaySeconds: 30,
    });

    const connectionA = breakableExecutor((await queues.anotherProcessDatabase()).executeSql);
    const a = await queues.start(dying, undefined, connectionA.executeSql);
    const id = await enqueueJob("render-video", { profileId: "p-1" });
    await vi.waitFor(async () => expect(await jobStatus(id)).toMatchObject({ state: "running", progress: 30 }));

    // Process a dies: its connection is gone, so whatever its handler does next is never recorded.
    connectionA.kill();
    stuck.resolve();
    await a.stop(1_000).catch(() => {});
    expect((await queueRow(db(), id))?.state).toBe("active");

    const b = await queues.start(surviving, await queues.anotherProcessDatabase());
    await b.maintain();
    expect((await queueRow(db(), id))?.state).toBe("active"); // not yet expired: a slow job is not a dead one

    await advanceJobClock(db(), id, 601);
    await b.maintain();
    expect((await queueRow(db(), id))?.state).toBe("retry");
    await advanceJobClock(db(), id, 61);
    b.wake("render-video");
    await untilState(id, "completed");

    expect(started).toEqual(["a"]);
    expect(finishedBy).toEqual([{ process: "b", attempt: 2 }]);
    expect(await jobStatus(id)).toMatchObject({ state: "done", progress: 100 });
  });
});

describe("the process's job queue and its drain", () => {
  afterEach(async () => {
    await stopJobQueue();
    resetDrain();
  });

  it("on SIGTERM it stops taking jobs, lets the running one finish, then stops", async () => {
    const running = deferred();
    const finish = deferred();
    const handled: unknown[] = [];
    registerJobHandler<{ n: number }>("drain-check", async ({ payload }) => {
      handled.push(payload);
      if (payload.n === 1) {
        running.resolve();
        await finish.promise;
      }
    });
    await startJobQueue({ pollingIntervalSeconds: 30 });
    const first = await enqueueJob("drain-check", { n: 1 });
    await running.promise;

    beginDrain();
    const second = await enqueueJob("drain-check", { n: 2 });
    const stopped = stopJobQueue();
    finish.resolve();
    await stopped;

    expect(handled).toEqual([{ n: 1 }]);
    expect(await jobStatus(first)).toMatchObject({ state: "done" });
    expect(await jobStatus(second)).toMatchObject({ state: "queued" });
  });
});

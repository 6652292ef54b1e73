import { describe, expect, it, vi } from "vitest";
import { inTransaction } from "~/db/transaction.server";
import { setupTestDatabase } from "../../../tests/support/database";
import { countJobsByState, enqueueJob, jobStatus } from "./enqueue.server";
import { advanceJobClock, deferred, queueRow } from "./jobs.test-helpers";
import { jobQueues } from "./queues.test-helpers";
import { JobRegistry } from "./registry.server";

const { db } = setupTestDatabase();
const queues = jobQueues();

/** Until the database says the job is in `state` (the queue records outcomes as it goes). */
async function untilState(jobId: string, state: string) {
  await vi.waitFor(
    async () => {
      const row = await queueRow(db(), jobId);
      if (row?.state !== state) throw new Error(`job is ${row?.state}, not ${state}`);
    },
    { timeout: 10_000, interval: 20 },
  );
  return (await queueRow(db(), jobId))!;
}

describe("the job queue", () => {
  it("owes a job only if the enqueuing transaction commits, and then runs it once", async () => {
    const registry = new JobRegistry();
    const handled: unknown[] = [];
    registry.register("render-card", ({ payload }) => void handled.push(payload));
    await queues.start(registry);

    let rolledBack = "";
    await inTransaction(async (tx) => {
      rolledBack = await enqueueJob("render-card", { cardId: "c-1" }, { tx });
      throw new Error("the write that owed it failed");
    }).catch(() => {});
    const committed = await inTransaction((tx) => enqueueJob("render-card", { cardId: "c-2" }, { tx }));

    await untilState(committed, "completed");
    expect(handled).toEqual([{ cardId: "c-2" }]);
    expect(await jobStatus(rolledBack)).toBeUndefined();
    expect(await jobStatus(committed)).toEqual({ state: "done", progress: 100, label: null, error: null });
  });

  it("shows the family how far a running job is, from its handler's own words", async () => {
    const registry = new JobRegistry();
    const reported = deferred();
    const finish = deferred();
    registry.register("render-video", async ({ reportProgress }) => {
      await reportProgress(40, "Gerando o vídeo");
      reported.resolve();
      await finish.promise;
    });
    const id = await enqueueJob("render-video", { profileId: "p-1" });
    expect(await jobStatus(id)).toEqual({ state: "queued", progress: 0, label: null, error: null });

    await queues.start(registry);
    await reported.promise;
    expect(await jobStatus(id)).toEqual({ state: "running", progress: 40, label: "Gerando o vídeo", error: null });
    finish.resolve();
    await untilState(id, "completed");
    expect(await jobStatus(id)).toMatchObject({ state: "done", progress: 100 });
  });

  it("retries a failing job with a growing delay, then succeeds", async () => {
    const registry = new JobRegistry();
    const attempts: number[] = [];
    registry.register(
      "send-reminder",
      ({ attempt }) => {
        attempts.push(attempt);
        if (attempt < 3) throw new Error(`SMTP indisponível (${attempt})`);
      },
      { retryLimit: 3, retryDelaySeconds: 60 },
    );
    const queue = await queues.start(registry);
    const id = await enqueueJob("send-reminder", { reminderId: "r-1" });

    const first = await untilState(id, "retry");
    // The first retry waits 60 to 120 s, the second 120 to 240 s (jitter within each doubling).
    expect(first.startsInSeconds).toBeGreaterThan(58);
    expect(first.startsInSeconds).toBeLessThanOrEqual(120);
    expect(await jobStatus(id)).toEqual({ state: "queued", progress: 0, label: null, error: null });

    await advanceJobClock(db(), id, 121);
    queue.wake("send-reminder");
    await vi.waitFor(() => expect(attempts).toEqual([1, 2]), { timeout: 10_000, interval: 20 });
    const second = await untilState(id, "retry");
    expect(second.startsInSeconds).toBeGreaterThan(118);
    expect(second.startsInSeconds).toBeLessThanOrEqual(240);

    await advanceJobClock(db(), id, 241);
    queue.wake("send-reminder");
    await untilState(id, "completed");
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobStatus(id)).toMatchObject({ state: "done", error: null });
  });

  it("a job failing every attempt ends 'failed' with its error, after its retries", async () => {
    const registry = new JobRegistry();
    let attempts = 0;
    registry.register(
      "render-pdf",
      () => {
        attempts += 1;
        throw new Error("modelo do cartão ausente");
      },
      { retryLimit: 1, retryDelaySeconds: 5 },
    );
    const queue = await queues.start(registry);
    const id = await enqueueJob("render-pdf", { cardId: "c-9" });
    await untilState(id, "retry");
    await advanceJobClock(db(), id, 11);
    queue.wake("render-pdf");

    await untilState(id, "failed");
    expect(attempts).toBe(2);
    expect(await jobStatus(id)).toEqual({
      state: "failed",
      progress: 0,
      label: null,
      error: "modelo do cartão ausente",
    });
    // What the operators' metrics count (memorial_jobs{queue,state}).
    expect(await countJobsByState()).toContainEqual({ queue: "render-pdf", state: "failed", count: 1 });
  });

  it("enqueueing with the key of a job still waiting gives that job, not another", async () => {
    const registry = new JobRegistry();
    const handled: unknown[] = [];
    registry.register("render-memorial-video", ({ payload }) => void handled.push(payload));

    const first = await enqueueJob("render-memorial-video", { edit: 1 }, { singletonKey: "p-1" });
    expect(await enqueueJob("render-memorial-video", { edit: 2 }, { singletonKey: "p-1" })).toBe(first);
    const otherMemorial = await enqueueJob("render-memorial-video", { edit: 1 }, { singletonKey: "p-2" });
    expect(otherMemorial).not.toBe(first);

    await queues.start(registry);
    await untilState(first, "completed");
    await untilState(otherMemorial, "completed");
    // Once the waiting one ran, the next edit owes a new rendering.
    const afterwards = await enqueueJob("render-memorial-video", { edit: 3 }, { singletonKey: "p-1" });
    expect(afterwards).not.toBe(first);
    await untilState(afterwards, "completed");
    expect(handled).toEqual([{ edit: 1 }, { edit: 1 }, { edit: 3 }]);
  });

  it("a job not to start before a moment waits for it", async () => {
    const registry = new JobRegistry();
    const handled: unknown[] = [];
    registry.register("monthly-reminder", ({ payload }) => void handled.push(payload));
    const queue = await queues.start(registry);
    const id = await enqueueJob("monthly-reminder", { n: 1 }, { startAfter: new Date(Date.now() + 3_600_000) });
    const row = await queueRow(db(), id);
    expect(row?.startsInSeconds).toBeGreaterThan(3_500);

    await advanceJobClock(db(), id, 3_601);
    queue.wake("monthly-reminder");
    await untilState(id, "completed");
    expect(handled).toEqual([{ n: 1 }]);
  });

  it("an unknown or malformed job id has no status", async () => {
    expect(await jobStatus("7d3c1a52-0000-4000-8000-000000000000")).toBeUndefined();
    expect(await jobStatus("not-a-job")).toBeUndefined();
  });
});

import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "~/shared/http/errors";
import { createSemaphore } from "./semaphore";

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe("createSemaphore", () => {
  it("never runs more tasks at once than it has slots, and runs every task in arrival order", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 1, maxLength: 25 }),
        async (slots, delays) => {
          const semaphore = createSemaphore(slots, { maxWaiting: 100, busyMessage: "ocupado" });
          let running = 0;
          let peak = 0;
          const started: number[] = [];
          const results = await Promise.all(
            delays.map((delay, i) =>
              semaphore.run(async () => {
                started.push(i);
                running += 1;
                peak = Math.max(peak, running);
                for (let t = 0; t < delay; t += 1) await tick();
                running -= 1;
                return i * 10;
              }),
            ),
          );
          expect(results).toEqual(delays.map((_, i) => i * 10));
          expect(peak).toBeLessThanOrEqual(slots);
          expect(peak).toBe(Math.min(slots, delays.length));
          expect(started).toEqual(delays.map((_, i) => i));
          expect(semaphore.active).toBe(0);
          expect(semaphore.waiting).toBe(0);
        },
      ),
      { seed: 20261123, numRuns: 60 },
    );
  });

  it("frees the slot when a task fails", async () => {
    const semaphore = createSemaphore(1, { maxWaiting: 5, busyMessage: "ocupado" });
    await expect(semaphore.run(() => Promise.reject(new Error("falhou")))).rejects.toThrow("falhou");
    await expect(semaphore.run(async () => "ok")).resolves.toBe("ok");
    expect(semaphore.active).toBe(0);
  });

  it("refuses at once, with the busy message, when the queue is full", async () => {
    const semaphore = createSemaphore(1, { maxWaiting: 1, busyMessage: "Muitas imagens agora." });
    let finish!: () => void;
    const first = semaphore.run(() => new Promise<void>((resolve) => (finish = resolve)));
    const second = semaphore.run(async () => "segunda");
    const third = semaphore.run(async () => "terceira");
    await expect(third).rejects.toBeInstanceOf(TooManyRequestsError);
    await expect(third).rejects.toThrow("Muitas imagens agora.");
    expect(semaphore.waiting).toBe(1);
    finish();
    await first;
    await expect(second).resolves.toBe("segunda");
  });
});

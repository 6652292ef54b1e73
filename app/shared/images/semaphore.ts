import { TooManyRequestsError } from "~/shared/http/errors";

export interface Semaphore {
  /** Runs `task` once a slot is free; refuses at once when too many are already waiting. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly active: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/** At most `slots` tasks at once, the rest served first come, first served. */
export function createSemaphore(slots: number, options: { maxWaiting: number; busyMessage: string }): Semaphore {
  let active = 0;
  const queue: Array<() => void> = [];

  const release = () => {
    const next = queue.shift();
    if (next) next();
    else active -= 1;
  };

  return {
    async run(task) {
      if (active < slots) active += 1;
      else if (queue.length >= options.maxWaiting) throw new TooManyRequestsError(options.busyMessage, 5);
      // The slot is handed over directly by `release`, so `active` stays counted meanwhile.
      else await new Promise<void>((resolve) => queue.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
    get active() {
      return active;
    },
    get waiting() {
      return queue.length;
    },
  };
}
